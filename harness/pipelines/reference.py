"""The reference pipeline: hybrid retrieval, the grounded prompt, the local GGUF model."""

from __future__ import annotations

from harness.pipelines.base import PipelineError
from harness.pipelines.context import PipelineContext
from harness.pipelines.rag import RagPipeline


def reference_pipeline(context: PipelineContext) -> RagPipeline:
    from harness.pipelines.llm import LocalLLM, resolve_model
    from harness.pipelines.retrieve import open_retriever

    if context.store is None:
        raise PipelineError("the reference pipeline needs a store (rag-eval run ingests one, or give --store)")
    cfg = context.config
    retriever = open_retriever(context.store, cfg, context.corpus)
    try:
        llm = LocalLLM(resolve_model(cfg.model), n_ctx=cfg.n_ctx, seed=cfg.seed, n_threads=cfg.threads or None,
                       dequantize=cfg.dequantize)
    except BaseException:
        retriever.close()
        raise
    facts = None
    if cfg.prompt == "fields" or cfg.mention_filter:
        from harness.pipelines.doc_facts import DocFacts

        facts = DocFacts(retriever.store)
    return RagPipeline(llm, retriever, cfg, facts=facts)
