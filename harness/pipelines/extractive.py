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
from harness.pipelines.doc_facts import DocFacts, mentions
from harness.pipelines.doc_finder import DocFinder, named_type
from harness.pipelines.extractive_shapes import Asked, answer_by_shape
from harness.pipelines.prompt import DECLINE
from harness.pipelines.retrieve import HybridRetriever, open_retriever

RANK_POOL = 20


class ExtractivePipeline(DocFinder):
    def __init__(self, retriever: HybridRetriever, top_k: int) -> None:
        super().__init__(DocFacts(retriever.store))
        self.retriever = retriever
        self.top_k = top_k

    def read(self, question: str, ranked: list[str]) -> Asked:
        """The question as the strategies read it, given the retrieved files, best first."""
        m = mentions(question)
        doc_type, type_words = named_type(question)
        typed = doc_type if doc_type not in (None, "1099") else next(
            (self.facts.types[f] for f in ranked if self.facts.types.get(f)), None)
        return Asked(question, m, doc_type, type_words, typed, ranked,
                     rank_fields=lambda t: self.fields_asked(question, t, m))

    def answer(self, question: str) -> Answer:
        hits = self.retriever.search(question, max(self.top_k, RANK_POOL))
        shown = hits[: self.top_k]
        contexts = [h.text for h in shown]
        retrieved = list(dict.fromkeys(h.file for h in shown))
        if not hits:
            return Answer(DECLINE, [], contexts, retrieved)
        reply = answer_by_shape(self, self.read(question, list(dict.fromkeys(h.file for h in hits))))
        return Answer(reply.text, list(dict.fromkeys(reply.files)), contexts, retrieved)

    def close(self) -> None:
        self.retriever.close()


def extractive_pipeline(context: PipelineContext) -> ExtractivePipeline:
    if context.store is None:
        raise PipelineError("the extractive pipeline needs a store (rag-eval run ingests one, or give --store)")
    return ExtractivePipeline(open_retriever(context.store, context.config, context.corpus), context.config.top_k)
