"""The reference pipeline: hybrid retrieval, the grounded prompt, the local GGUF model."""

from __future__ import annotations

from pathlib import Path

from harness.pipelines.evidence.doc_facts import DocFacts
from harness.pipelines.evidence.retrieval import open_retriever
from harness.pipelines.reference.local_llm import LocalLLM, resolve_model
from harness.pipelines.reference.rag import RagPipeline
from harness.pipelines.reference.settings import ReferenceSettings


def open_reference(store: Path, settings: ReferenceSettings, corpus: Path | None = None) -> RagPipeline:
    """The reference pipeline over a store: its retriever, the model `settings.model` loaded, and
    the store's facts when the prompt or the mention filter reads them. The caller closes it."""
    retriever = open_retriever(store, settings, corpus)
    try:
        llm = LocalLLM(resolve_model(settings.model), n_ctx=settings.n_ctx, seed=settings.seed,
                       n_threads=settings.threads or None, dequantize=settings.dequantize)
    except BaseException:
        retriever.close()
        raise
    facts = None
    if settings.prompt == "fields" or settings.mention_filter:
        facts = DocFacts(retriever.store)
    return RagPipeline(llm, retriever, settings, facts=facts)
