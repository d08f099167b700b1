"""The real model chooses a document line and a ledger line through the fields prompt, on a store
of the hand-made run corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.config import HarnessConfig
from harness.ingest import IngestConfig, ingest
from harness.pipelines.evidence.doc_facts import DocFacts
from harness.pipelines.evidence.retrieval import open_retriever
from harness.pipelines.reference.rag import RagPipeline
from harness.store.database import open_store
from tests.support.run_corpus import write_run_corpus

pytestmark = pytest.mark.xdist_group("run-chain")


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("ledger")
    corpus = write_run_corpus(root / "corpus")
    ingest(corpus, root / "store", IngestConfig(skip=frozenset({"embed"})))
    return root / "store"


@pytest.fixture(scope="module")
def facts(store: Path) -> DocFacts:
    with open_store(store) as opened:
        return DocFacts(opened)


@pytest.mark.slow
def test_the_real_model_chooses_a_document_line_and_a_ledger_line(store: Path, facts: DocFacts) -> None:
    from harness.pipelines.reference.local_llm import LocalLLM, resolve_model

    cfg = HarnessConfig(threads=1)
    pipeline = RagPipeline(LocalLLM(resolve_model("smollm2"), n_ctx=cfg.n_ctx, n_threads=1),
                           open_retriever(store, cfg), cfg, facts=facts)
    try:
        got = [pipeline.answer(q).text for q in (
            "What were the box 1 wages on the 2025 Form W-2 from Harbor Tools Inc?",
            "What were the household's total 2025 wages in box 1 across all Forms W-2?",
            "How much mortgage interest did Harbor Tools Inc pay in 2025?")]
    finally:
        pipeline.close()
    assert got[:2] == ["box 1 wages: 18,005.50 [w2-harbor.pdf]",
                       "total box 1 wages of 2 documents: 70,345.67 [w2-bluefin.pdf] [w2-harbor.pdf]"]
    # what a 135M model cannot do: shown only a W-2 of the employer it names, it answers a W-2
    # line to a question about mortgage interest instead of declining
    assert got[2] == "box 2 federal tax withheld: 1,480.25 [w2-harbor.pdf]"
