"""Import is confined to the corpus folder: traversal, absolute paths, symlinks out and
device files are refused with exact messages; the corpus folder is never written to."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from harness.cli import main
from harness.store.database import open_store
from tests.support.clirunner import invoke
from tests.support.ingest_helpers import W2_LINES, pdf_bytes, write_corpus


def raw_corpus(folder: Path, files: list[str]) -> Path:
    """corpus.json written by hand: the models would refuse these paths on construction."""
    folder.mkdir(parents=True, exist_ok=True)
    doc = {"name": "c", "description": "d", "questions": [], "documents": [{"file": f} for f in files]}
    (folder / "corpus.json").write_text(json.dumps(doc))
    return folder


def ingest(corpus: Path, store: Path, *extra: str):
    return invoke(main, "ingest", str(corpus), "--store", str(store), "--skip", "embed", "--quiet", *extra)


@pytest.mark.parametrize(("listed", "problem"), [
    ("../secret.pdf", "path escapes the corpus folder: ../secret.pdf"),
    ("sub/../../secret.pdf", "path escapes the corpus folder: sub/../../secret.pdf"),
    ("/etc/passwd", "path must be relative to the corpus folder: /etc/passwd"),
])
def test_traversal_and_absolute_paths_are_refused(tmp_path: Path, listed: str, problem: str) -> None:
    (tmp_path / "secret.pdf").write_bytes(pdf_bytes([W2_LINES]))
    corpus = raw_corpus(tmp_path / "corpus", [listed])
    result = ingest(corpus, tmp_path / "store")
    assert result.code == 1
    assert result.err == f"Error: {corpus / 'corpus.json'}: $.documents[0].file: {problem}\n"
    assert not (tmp_path / "store").exists()


def test_symlink_out_is_refused(tmp_path: Path) -> None:
    secret = tmp_path / "secret.pdf"
    secret.write_bytes(pdf_bytes([W2_LINES]))
    corpus = raw_corpus(tmp_path / "corpus", ["link.pdf"])
    (corpus / "link.pdf").symlink_to(secret)
    result = ingest(corpus, tmp_path / "store")
    assert result.code == 1
    assert result.err == (f"Error: {corpus / 'corpus.json'}: $.documents[0].file: symlink points outside "
                          f"the corpus folder: link.pdf -> {secret}\n")


def test_all_files_records_symlinks_out_and_fifos_and_ingests_the_rest(tmp_path: Path) -> None:
    secret = tmp_path / "secret.pdf"
    secret.write_bytes(pdf_bytes([W2_LINES]))
    corpus = write_corpus(tmp_path / "corpus", {"w2.pdf": pdf_bytes([W2_LINES]), "notes/readme.txt": b"hello\n"})
    (corpus / "link.pdf").symlink_to(secret)
    (corpus / "inside.pdf").symlink_to(corpus / "w2.pdf")
    os.mkfifo(corpus / "pipe.pdf")
    before = sorted((p.relative_to(corpus).as_posix(), p.lstat().st_mtime_ns) for p in corpus.rglob("*"))
    result = ingest(corpus, tmp_path / "store", "--all-files")
    assert result.code == 3
    assert result.err.endswith(
        "2 documents failed:\n"
        f"  link.pdf: symlink points outside the corpus folder: link.pdf -> {secret}\n"
        "  pipe.pdf: not a regular file (a FIFO)\n")
    with open_store(tmp_path / "store", corpus) as s:
        assert [(d.file, d.status) for d in s.documents()] == [
            ("inside.pdf", "ok"), ("link.pdf", "failed"), ("notes/readme.txt", "ok"),
            ("pipe.pdf", "failed"), ("w2.pdf", "ok")]
        assert [p.text for p in s.pages("notes/readme.txt")] == ["hello"]
    after = sorted((p.relative_to(corpus).as_posix(), p.lstat().st_mtime_ns) for p in corpus.rglob("*"))
    assert after == before


def test_store_inside_the_corpus_is_refused(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"w2.pdf": pdf_bytes([W2_LINES])})
    result = ingest(corpus, corpus / "store")
    assert result.code == 1
    assert result.err == (f"Error: the store folder {corpus / 'store'} is inside the corpus folder {corpus}: "
                          "the corpus folder is never written to\n")
    assert not (corpus / "store").exists()


def test_a_folder_that_is_not_a_store_is_not_overwritten(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"w2.pdf": pdf_bytes([W2_LINES])})
    store = tmp_path / "store"
    store.mkdir()
    (store / "thesis.tex").write_text("precious")
    result = ingest(corpus, store)
    assert result.code == 1
    assert result.err == (f"Error: {store} is not empty and is not a store (it holds thesis.tex): "
                          "choose an empty or new folder\n")
    assert (store / "thesis.tex").read_text() == "precious"


@pytest.mark.parametrize(("args", "message"), [
    (("--chunk-overlap", "600"),
     "--chunk-overlap must be at least 0 and less than half of --chunk-size (500), got 600"),
    (("--chunk-size", "10"), "--chunk-size must be at least 50, got 10"),
    (("--workers", "0"), "--workers must be at least 1, got 0"),
])
def test_bad_settings_are_usage_errors(tmp_path: Path, args: tuple[str, ...], message: str) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"w2.pdf": pdf_bytes([W2_LINES])})
    result = ingest(corpus, tmp_path / "store", *args)
    assert result.code == 2
    assert result.err == f"Error: {message}\n"
    assert not (tmp_path / "store").exists()


def test_a_folder_without_corpus_json_is_refused(tmp_path: Path) -> None:
    result = ingest(tmp_path, tmp_path.parent / f"{tmp_path.name}-store")
    assert result.code == 1
    assert result.err == f"Error: {tmp_path}: no corpus.json in this folder\n"
