"""The ledger (harness/pipelines/evidence/ledger.py) on a real store built from the hand-made run
corpus: totals, counts, senders and comparisons of what the fields add up to."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.ingest import IngestConfig, ingest
from harness.pipelines.evidence.doc_facts import DocFacts
from harness.pipelines.evidence.ledger import LedgerLine, ledger_lines
from harness.store.database import open_store
from tests.support.run_corpus import write_run_corpus

pytestmark = pytest.mark.xdist_group("run-chain")

W2S = ("w2-bluefin.pdf", "w2-harbor.pdf")


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


def test_the_ledger_totals_counts_names_and_compares(facts: DocFacts) -> None:
    q = "What were the household's total 2025 wages in box 1 across all Forms W-2?"
    assert ledger_lines(q, facts, list(W2S)) == [
        LedgerLine("number of W-2 documents", "2 Forms W-2", W2S),
        LedgerLine("employer names", "Bluefin Supply Co; Harbor Tools Inc", W2S),
        LedgerLine("total box 1 wages of 2 documents", "70,345.67", W2S),
        LedgerLine("total box 2 federal tax withheld of 2 documents", "7,600.25", W2S),
    ]
    q = "Which employer reported higher box 1 wages on its 2025 W-2: Harbor Tools Inc or Bluefin Supply Co?"
    lines = ledger_lines(q, facts, ["w2-harbor.pdf", "w2-bluefin.pdf"])
    pair = ("w2-harbor.pdf", "w2-bluefin.pdf")
    assert lines[-4:] == [
        LedgerLine("larger box 1 wages", "Bluefin Supply Co: 52,340.17", pair),
        LedgerLine("smaller box 1 wages", "Harbor Tools Inc: 18,005.50", pair),
        LedgerLine("larger box 2 federal tax withheld", "Bluefin Supply Co: 6,120.00", pair),
        LedgerLine("smaller box 2 federal tax withheld", "Harbor Tools Inc: 1,480.25", pair),
    ]
    assert lines[-4].answer() == "larger box 1 wages: Bluefin Supply Co: 52,340.17 [w2-harbor.pdf] [w2-bluefin.pdf]"
    assert ledger_lines("How much is due on the Metro Power bill?", facts, ["bill-metro.txt"]) == []
