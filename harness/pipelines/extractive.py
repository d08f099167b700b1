"""The extractive pipeline: no LLM. Retrieval plus harvested fields, answered with citations.

For each question it finds the docType the question names (or the best-retrieved typed
document's), the field whose name and printed labels are closest to the question (the
same sentence-embedding model as retrieval), and the documents that hold every name,
id, year and date the question mentions (`doc_finder.py`). Then it answers by the shape
of the question, one strategy per shape tried in order (`extractive_shapes.py`): a count,
the issuers, a comparison of two, a correction's change, a total, else a lookup.
Every answer cites the files it used; it declines ("Not found in the documents.") when
no field or no document fits. A fast, honest baseline: what structure harvest answers.
"""

from __future__ import annotations

from harness.pipelines.base import Answer, PipelineError
from harness.pipelines.context import PipelineContext
from harness.pipelines.doc_facts import DocFacts
from harness.pipelines.doc_finder import DocFinder
from harness.pipelines.extractive_shapes import answer_by_shape, read_question
from harness.pipelines.prompt import DECLINE
from harness.pipelines.retrieve import HybridRetriever, open_retriever

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
        retrieved = list(dict.fromkeys(h.file for h in shown))
        if not hits:
            return Answer(DECLINE, [], contexts, retrieved)
        ranked = list(dict.fromkeys(h.file for h in hits))
        reply = answer_by_shape(self, read_question(self, question, ranked))
        return Answer(reply.text, list(dict.fromkeys(reply.files)), contexts, retrieved)

    def close(self) -> None:
        self.retriever.close()


def extractive_pipeline(context: PipelineContext) -> ExtractivePipeline:
    if context.store is None:
        raise PipelineError(
            "the extractive pipeline needs a store (rag-eval run ingests one, or give --store)")
    retriever = open_retriever(context.store, context.config, context.corpus)
    return ExtractivePipeline(retriever, context.config.top_k)
