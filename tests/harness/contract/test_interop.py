"""What an export lacks and which stores feed it (harness/contract/interop.py): the documents
without text and the questions citing one, a store's pages, and stores of another corpus refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.contract.interop import InteropError, check_store, is_store_of, store_texts, text_gaps
from harness.contract.manifest import parse_manifest
from tests.support.marked_store import marked_store

MANIFEST = parse_manifest({
    "name": "gaps", "description": "three documents, one a scan",
    "questions": [
        {"id": "lookup-001", "question": "Wages?", "mustContainAny": ["10"], "mustCiteAny": ["w2.pdf"]},
        {"id": "lookup-002", "question": "Interest?", "mustContainAny": ["5"], "mustCiteAny": ["scan.png"]},
        {"id": "lookup-003", "question": "Either?", "mustContainAny": ["5"], "mustCiteAny": ["w2.pdf", "scan.png"]},
        {"id": "negative-001", "question": "Proceeds?", "negative": True},
    ],
    "documents": [{"file": "w2.pdf", "groundTruth": {}}, {"file": "scan.png", "groundTruth": {}},
                  {"file": "bill.pdf", "groundTruth": {}}],
})


def test_text_gaps_counts_the_empty_documents_and_the_questions_citing_one() -> None:
    gaps = text_gaps(MANIFEST, {"w2.pdf": "Wages 10", "scan.png": "", "bill.pdf": " \n"})
    assert (gaps.documents, gaps.empty, gaps.questions, gaps.questions_empty) == (
        3, ["bill.pdf", "scan.png"], 3, ["lookup-002", "lookup-003"])
    assert gaps.describe(False) == "2 of 3 documents have no text"
    assert gaps.describe(True) == ("2 of 3 documents have no text, so 2 of 3 questions have an empty "
                                   "reference context")
    asked = text_gaps(MANIFEST, {"w2.pdf": "Wages 10", "scan.png": "", "bill.pdf": ""}, MANIFEST.questions[:1])
    assert (asked.questions, asked.questions_empty, asked.describe(True)) == (
        1, [], "2 of 3 documents have no text")


def _store(folder: Path, sha: str) -> Path:
    return marked_store(folder, sha, {"scan.png": " Interest 5 "})


def test_a_store_of_this_corpus_gives_its_pages_and_another_is_refused(tmp_path: Path) -> None:
    store = _store(tmp_path / "store", "a" * 64)
    assert is_store_of(store, "a" * 64) is True
    assert store_texts(store, MANIFEST, "a" * 64) == {"scan.png": "Interest 5"}
    assert is_store_of(store, "b" * 64) is False
    with pytest.raises(InteropError) as err:
        check_store(store, "b" * 64)
    assert str(err.value) == (f"{store} was built from another corpus.json (sha256 aaaaaaaaaaaa, "
                              "this corpus bbbbbbbbbbbb)")
    assert is_store_of(tmp_path / "none", "a" * 64) is False
    with pytest.raises(InteropError) as err:
        check_store(tmp_path / "none", "a" * 64)
    assert str(err.value) == (f"{tmp_path / 'none'} is not a store (no marker.json and store.sqlite): "
                              "build one with rag-eval ingest")
