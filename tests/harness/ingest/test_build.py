"""Bad input never stops an ingest: each kind is recorded with its exact error, the rest ingested."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from harness.cli import main
from harness.store.database import open_store
from harness.store.marker import FailedDocument
from tests.support.clirunner import invoke
from tests.support.ingest_helpers import (
    W2_LINES,
    ingest_marker,
    page_image,
    pdf_bytes,
    png_bytes,
    tiff_bytes,
    write_corpus,
)

# one worker builds the module's store once (pytest -n 2 --dist loadgroup)
pytestmark = pytest.mark.xdist_group("ingest-bad-input")

BOMB = "image is 10000x10000 = 100000000 pixels, over the bound of 89478485 pixels (decompression-bomb guard)"
EXPECTED_ERRORS = {
    "bad/empty.pdf": "empty file (0 bytes)",
    "bad/truncated.pdf": "truncated PDF: no %%EOF marker at the end",
    "bad/image-renamed.pdf": "content is a PNG image, not a PDF (the file is named .pdf)",
    "bad/bomb.png": BOMB,
    "bad/broken-page.tiff": "page 2: unreadable TIFF page: decoder error -2",
    "bad/missing.pdf": "file not found",
    "bad/notes.docx": "unsupported file type (.docx)",
}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, object]:
    root = tmp_path_factory.mktemp("bad")
    good_pdf = pdf_bytes([W2_LINES])
    bomb = Image.new("1", (10000, 10000), 1)
    files = {
        "good/w2.pdf": good_pdf,
        "good/scan.png": png_bytes(page_image(W2_LINES)),
        "bad/empty.pdf": b"",
        "bad/truncated.pdf": good_pdf[: len(good_pdf) // 2],
        "bad/image-renamed.pdf": png_bytes(page_image(W2_LINES[:1])),
        "bad/bomb.png": png_bytes(bomb),
        "bad/broken-page.tiff": tiff_bytes([page_image(W2_LINES[:1])] * 3, broken_page=2),
        "bad/notes.docx": b"PK\x03\x04 not really a docx",
    }
    corpus = write_corpus(root / "corpus", files, listed=[*files, "bad/missing.pdf"])
    store = root / "store"
    result = invoke(main, "ingest", str(corpus), "--store", str(store), "--workers", "2",
                    "--skip", "embed", "--quiet")
    return corpus, store, result


def test_exit_code_3_and_every_failure_listed(built: tuple[Path, Path, object]) -> None:
    _, _store, result = built
    assert result.code == 3, result.err
    assert "7 documents failed:" in result.err
    for file, error in EXPECTED_ERRORS.items():
        assert f"  {file}: {error}\n" in result.err
    assert "ingested 2/9 documents: 1 pages from the text layer, 1 by OCR" in result.out
    assert "skipped embed: --skip embed: no vectors, full-text search only" in result.err


def test_errors_recorded_in_the_store(built: tuple[Path, Path, object]) -> None:
    corpus, store, _ = built
    with open_store(store, corpus) as s:
        rows = {d.file: (d.status, d.error) for d in s.documents()}
        assert rows == {
            "good/w2.pdf": ("ok", None),
            "good/scan.png": ("ok", None),
            **{f: ("failed", e) for f, e in EXPECTED_ERRORS.items()},
        }
        assert sorted({p.file for p in s.pages()}) == ["good/scan.png", "good/w2.pdf"]
        assert {p.file: p.source for p in s.pages()} == {"good/scan.png": "ocr", "good/w2.pdf": "text-layer"}


def test_errors_recorded_in_the_marker(built: tuple[Path, Path, object]) -> None:
    _, store, _ = built
    marker = ingest_marker(store)
    assert marker.failed_documents == [
        FailedDocument(file=f, error=EXPECTED_ERRORS[f])
        for f in ["bad/empty.pdf", "bad/truncated.pdf", "bad/image-renamed.pdf", "bad/bomb.png",
                  "bad/broken-page.tiff", "bad/notes.docx", "bad/missing.pdf"]
    ]
    assert marker.counts.failed == 7
    assert marker.counts.ingested == 2


def test_bomb_is_refused_before_decoding_a_pdf_page(tmp_path: Path) -> None:
    # A page of 400 x 400 inches would rasterize to 80000 x 80000 pixels at 200 dpi.
    corpus = write_corpus(tmp_path / "c", {"huge.pdf": pdf_bytes([[(10, 10, "x")]], size=(28800, 28800))})
    result = invoke(main, "ingest", str(corpus), "--store", str(tmp_path / "s"), "--skip", "embed", "--quiet")
    assert result.code == 3
    assert ("  huge.pdf: page 1 at 200 dpi: image is 80000x80000 = 6400000000 pixels, over the bound of "
            "89478485 pixels (decompression-bomb guard)\n") in result.err


@pytest.mark.filterwarnings("ignore:Corrupt EXIF data")  # Pillow's, on the cut header
def test_a_truncated_multi_page_tiff_is_listed_not_fatal(tmp_path: Path) -> None:
    # before: Pillow's TypeError ("Missing dimensions") escaped: a traceback, exit 1 and no store
    tiff = tiff_bytes([page_image(W2_LINES[:1])] * 3)
    corpus = write_corpus(tmp_path / "c", {"w2.pdf": pdf_bytes([W2_LINES]), "cut.tiff": tiff[:len(tiff) // 2]})
    result = invoke(main, "ingest", str(corpus), "--store", str(tmp_path / "s"), "--skip", "embed", "--quiet")
    assert (result.code, result.err) == (3, "skipped ocr: no page needed OCR\n"
                                            "skipped embed: --skip embed: no vectors, full-text search only\n"
                                            "1 documents failed:\n  cut.tiff: unreadable image: Missing dimensions\n")
    assert ingest_marker(tmp_path / "s").failed_documents == [
        FailedDocument(file="cut.tiff", error="unreadable image: Missing dimensions")]


def test_a_file_name_cannot_forge_a_line(tmp_path: Path) -> None:
    # before: the listing printed "  bad" and then a line of its own, "Error: everything is fine.pdf: ..."
    corpus = write_corpus(tmp_path / "c", {"w2.pdf": pdf_bytes([W2_LINES]), "bad\nError: everything is fine.pdf": b""})
    result = invoke(main, "ingest", str(corpus), "--store", str(tmp_path / "s"), "--skip", "embed", "--quiet")
    assert result.code == 3
    assert result.err.endswith("1 documents failed:\n  'bad\\nError: everything is fine.pdf': empty file (0 bytes)\n")


def test_a_symlink_loop_is_one_failed_document(tmp_path: Path) -> None:
    # before: pathlib's RuntimeError ("Symlink loop from ...") escaped load_manifest: a traceback
    corpus = write_corpus(tmp_path / "c", {"w2.pdf": pdf_bytes([W2_LINES])}, listed=["w2.pdf", "loop-a"])
    (corpus / "loop-a").symlink_to("loop-b")
    (corpus / "loop-b").symlink_to("loop-a")
    result = invoke(main, "ingest", str(corpus), "--store", str(tmp_path / "s"), "--skip", "embed", "--quiet")
    assert result.code == 3
    assert result.err.endswith("1 documents failed:\n  loop-a: cannot read: Too many levels of symbolic links\n")
