"""open_store refuses what it cannot vouch for; the marker is complete and written last."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from harness.ingest import IngestConfig, ingest
from harness.runtime.errors import ManifestError
from harness.store.database import fts_query, open_store
from harness.store.marker import IngestMarker, Step, StoreError, read_marker
from tests.support.ingest_helpers import W2_LINES, pdf_bytes, write_corpus

# one worker builds the module's store once (pytest -n 2 --dist loadgroup)
pytestmark = pytest.mark.xdist_group("store")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("store")
    corpus = write_corpus(root / "corpus", {"w2.pdf": pdf_bytes([W2_LINES]), "notes.txt": b"Plain notes.\n"},
                          name="store-test")
    ingest(corpus, root / "store", IngestConfig(skip=frozenset({"embed"})))
    return corpus, root / "store"


def test_unmarked_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "store.sqlite").write_bytes(b"")
    with pytest.raises(StoreError) as exc:
        open_store(tmp_path)
    assert str(exc.value) == f"{tmp_path} has no marker: it was not built by rag-eval ingest or snapshot"


@pytest.mark.parametrize(("marker", "problem"), [
    ("not json", "invalid JSON at line 1 column 1: Expecting value"),
    ("[]", "$: expected an object, got []"),
    ('{"kind": "ingest"}', "$.markerVersion: missing required key (and 11 more)"),
    ('{"kind": "manual"}', "$.kind: expected one of 'ingest', 'snapshot', got \"manual\""),
    ('{"markerVersion": 1}', "$.kind: missing required key"),
])
def test_invalid_marker_is_refused(tmp_path: Path, marker: str, problem: str) -> None:
    (tmp_path / "marker.json").write_text(marker)
    with pytest.raises(StoreError) as exc:
        open_store(tmp_path)
    assert str(exc.value) == f"{tmp_path / 'marker.json'}: {problem}"


def test_mismatched_corpus_is_refused(built: tuple[Path, Path], tmp_path: Path) -> None:
    _corpus, store = built
    other = write_corpus(tmp_path / "other", {"w2.pdf": pdf_bytes([W2_LINES])}, name="other")
    marker = read_marker(store)
    assert marker.corpus is not None
    with pytest.raises(StoreError) as exc:
        open_store(store, other)
    from harness.contract.manifest import manifest_sha256

    assert str(exc.value) == (
        f"{store} was built from corpus 'store-test' (corpus.json sha256 {marker.corpus.sha256[:12]}), "
        f"not from {other} (sha256 {manifest_sha256(other)[:12]})")
    with pytest.raises(ManifestError) as exc2:
        open_store(store, tmp_path / "nowhere")
    assert str(exc2.value) == f"{tmp_path / 'nowhere'}: no corpus.json in this folder"


def test_store_reads(built: tuple[Path, Path]) -> None:
    corpus, store = built
    with open_store(store, corpus) as s:
        assert [(d.file, d.media_type, d.pages, d.status) for d in s.documents()] == [
            ("notes.txt", "text/plain", 1, "ok"), ("w2.pdf", "application/pdf", 1, "ok")]
        assert s.pages("w2.pdf")[0].text == (
            "Form W-2 Wage and Tax Statement 2025\n1 Wages, tips, other compensation\n52,340.17\n"
            "2 Federal income tax withheld\n6,120.00\nb Employer identification number (EIN)\n12-3456789")
        assert [(f.field, f.value, f.normalized, f.page) for f in s.fields("w2.pdf")] == [
            ("box1_wages", "52,340.17", "52340.17", 1), ("box2_federal_tax_withheld", "6,120.00", "6120.00", 1),
            ("employer_ein", "12-3456789", "12-3456789", 1), ("tax_year", "2025", "2025", 1)]
        types = s.doctypes()
        assert types["w2.pdf"].doc_type == "W-2"
        assert types["notes.txt"].doc_type is None
        hits = s.fts_search("federal withheld?")
        assert [s.chunks([h.chunk_id])[0].file for h in hits] == ["w2.pdf"]
        assert s.fts_search("!!!") == []
        ids, matrix = s.embeddings()
        assert ids.shape == (0,) and matrix.shape == (0, 0)
        # read-only: the store cannot be written through its reader
        with pytest.raises(sqlite3.OperationalError):
            s.db.execute("DELETE FROM documents")


def test_fts_query_quotes_every_word() -> None:
    assert fts_query('wages "OR" 2025 NEAR(x)') == '"wages" OR "or" OR "2025" OR "near" OR "x"'
    assert fts_query("  ") is None


def test_rebuild_replaces_the_old_store(built: tuple[Path, Path], tmp_path: Path) -> None:
    corpus, _ = built
    store = tmp_path / "s"
    ingest(corpus, store, IngestConfig(skip=frozenset({"embed", "harvest"})))
    first = read_marker(store)
    assert isinstance(first, IngestMarker)
    assert first.steps["harvest"] == Step(status="skipped", reason="--skip harvest: no docTypes or fields")
    ingest(corpus, store, IngestConfig(skip=frozenset({"embed"})))
    second = read_marker(store)
    assert isinstance(second, IngestMarker)
    assert second.steps["harvest"] == Step(status="ran")
    assert sorted(p.name for p in store.iterdir()) == ["marker.json", "store.sqlite"]


def test_a_snapshot_of_a_foreign_database_cannot_be_checked_against_a_corpus(built: tuple[Path, Path],
                                                                          tmp_path: Path) -> None:
    from harness.store.snapshot import snapshot

    corpus, _ = built
    db = tmp_path / "app.sqlite"
    sqlite3.connect(db).close()
    snapshot(db, tmp_path / "snap")
    with pytest.raises(StoreError) as exc:
        open_store(tmp_path / "snap", corpus)
    assert str(exc.value) == f"{tmp_path / 'snap'} records no corpus: it cannot be checked against {corpus}"


def test_a_rebuild_that_fails_leaves_the_old_store_whole(built: tuple[Path, Path], tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # A fake, and why: nothing in a real corpus makes chunking crash on demand; the test needs
    # a failure in the middle of a build to show that the old store stays usable (the new one
    # is built beside it) and that a half-built database is never left behind.
    import harness.ingest.build as pipeline

    corpus, _ = built
    store = tmp_path / "s"
    ingest(corpus, store, IngestConfig(skip=frozenset({"embed"})))
    assert (store / "marker.json").exists()

    def crash(*args: object, **kwargs: object) -> None:
        raise RuntimeError("chunking crashed")

    monkeypatch.setattr(pipeline, "chunk_pages", crash)
    before = (store / "store.sqlite").read_bytes(), (store / "marker.json").read_bytes()
    with pytest.raises(RuntimeError, match="chunking crashed"):
        ingest(corpus, store, IngestConfig(skip=frozenset({"embed"})))
    assert sorted(p.name for p in store.iterdir()) == ["marker.json", "store.sqlite"]
    assert ((store / "store.sqlite").read_bytes(), (store / "marker.json").read_bytes()) == before
    with open_store(store, corpus) as s:
        assert [d.file for d in s.documents()] == ["notes.txt", "w2.pdf"]
