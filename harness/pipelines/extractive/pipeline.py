"""The extractive pipeline: no LLM. Retrieval plus harvested fields, answered with citations.

For each question it finds the docType the question names (or the best-retrieved typed
document's), the field whose name and printed labels are closest to the question (the
same sentence-embedding model as retrieval), and the documents that hold every name,
id, year and date the question mentions (harness.pipelines.evidence). Then it answers by the shape
of the question, one strategy per shape tried in order (`shapes.py`): a count,
the issuers, a comparison of two, a correction's change, a total, else a lookup.
Every answer cites the files it used; it declines ("Not found in the documents.") when
no field or no document fits. A fast, honest baseline: what structure harvest answers.
It reads the harvested fields of every document in the store (retrieval only ranks them),
so it reports every document as retrieved, the ranked pool first (`evidence_scope`).
"""

from __future__ import annotations

from pathlib import Path

from harness.contract.grade import DECLINE
from harness.pipelines.base import Answer
from harness.pipelines.evidence.doc_facts import DocFacts
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.question_reading import read_question
from harness.pipelines.evidence.retrieval import HybridRetriever, open_retriever
from harness.pipelines.evidence.settings import RetrievalSettings
from harness.pipelines.extractive.shapes import answer_by_shape

RANK_POOL = 20


class ExtractivePipeline(DocFinder):
    """Retrieves (a pool of `RANK_POOL`, `top_k` shown), then answers by the question's shape."""

    def __init__(self, retriever: HybridRetriever, top_k: int) -> None:
        super().__init__(DocFacts(retriever.store))
        self.retriever = retriever
        self.top_k = top_k

    def answer(self, question: str) -> Answer:
        hits = self.retriever.search(question, max(self.top_k, RANK_POOL))
        shown = hits[: self.top_k]
        contexts = [h.text for h in shown]
        if not hits:
            return Answer(DECLINE, [], contexts, [])
        ranked = list(dict.fromkeys(h.file for h in hits))
        reply = answer_by_shape(self, read_question(self, question, ranked))
        return Answer(reply.text, list(dict.fromkeys(reply.files)), contexts, self.evidence_scope(ranked))

    def evidence_scope(self, ranked: list[str]) -> list[str]:
        """The files its evidence may come from: every document of the store, `ranked` first."""
        return ranked + [f for f in sorted(self.facts.types) if f not in ranked]

    def close(self) -> None:
        self.retriever.close()


def open_extractive(store: Path, settings: RetrievalSettings, corpus: Path | None = None) -> ExtractivePipeline:
    """The extractive pipeline over a store (its retriever and facts). The caller closes it."""
    return ExtractivePipeline(open_retriever(store, settings, corpus), settings.top_k)
