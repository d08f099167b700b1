"""The release's three configs: exact rows from a hand-made suite."""

from __future__ import annotations

from pathlib import Path

from generator.release.tables import suite_tables
from harness.contract.suite import load_suite
from tests.support.suite_helpers import write_tiny_suite


def test_rows_name_their_household_and_keep_every_key(tmp_path: Path) -> None:
    folder = write_tiny_suite(tmp_path / "tiny", seeds=(1, 2))
    questions, probe, documents = suite_tables(folder, load_suite(folder))
    assert [(t.name, len(t.rows)) for t in (questions, probe, documents)] == [
        ("questions", 8), ("probe", 8), ("documents", 6)]
    assert questions.rows[0] == {
        "household": "seed-1", "seed": 1, "id": "lookup-001",
        "category": "lookup", "question": "What were the box 1 wages on the 2025 Form W-2 from Bluefin Supply Co?",
        "answer": "52,340.17 [w2-bluefin.pdf]", "negative": False, "mustContainAll": [],
        "mustContainAny": ["52,340.17", "52340.17"], "mustCiteAny": ["w2-bluefin.pdf"], "mustNotContain": [],
        "notes": None}
    assert [(r["household"], r["id"]) for r in questions.rows][3:5] == [("seed-1", "negative-001"),
                                                                          ("seed-2", "lookup-001")]
    assert probe.rows[0] == {"household": "seed-1", "seed": 1, "document": "w2-bluefin.pdf", "docType": "W-2",
                             "field": "box1_wages", "expected": "52340.17", "accept": []}
    assert documents.rows[2] == {
        "household": "seed-1", "seed": 1, "file": "bill-metro.txt", "path": "suite/seed-1/bill-metro.txt",
        "docType": None, "template": None, "layout": None, "rendering": None, "pages": None, "sha256": None,
        "scan": False, "supersedes": None, "producer": None}
