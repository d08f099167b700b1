"""The ingest's OCR engines: rapidocr (real, its packaged ONNX models) beside tesseract, the
words it hands the harvest, its determinism, and the engine's setting (a whole ingest with it:
tests/e2e/test_ocr_engines.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from harness.cli import main as rag_eval
from harness.harvest import PageText, harvest, load_rules
from harness.ingest.ocr import OcrJob, OcrResult, run_job
from harness.ingest.ocr_rapid import rows, words_from_rows
from harness.ingest.settings import DEFAULT_MAX_PIXELS, IngestConfig
from harness.runtime.settings import SettingError
from harness.sweep import parse_engines
from tests.support.clirunner import invoke
from tests.support.ingest_helpers import W2_LINES, page_image, png_bytes, write_corpus

W2_TEXT = ("FormW-2Wage and TaxStatement 2025\n"
           "1 Wages, tips, other compensation 2 Federal income tax withheld\n"
           "52,340.17 6,120.00\n"
           "b Employer identification number (EIN)\n"
           "12-3456789")


def _read(path: Path) -> OcrResult:
    return run_job(OcrJob(path, "image", 0, 200, "eng", "pypdfium2", DEFAULT_MAX_PIXELS, "rapidocr"))


@pytest.fixture(scope="module")
def w2_png(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("rapid") / "w2.png"
    path.write_bytes(png_bytes(page_image(W2_LINES)))
    return path


@pytest.fixture(scope="module")
def w2_read(w2_png: Path) -> OcrResult:
    return _read(w2_png)


def test_boxes_become_rows_of_tesseract_shaped_words() -> None:
    boxes = [(300, 12, 400, 30, "6,120.00", 0.9), (10, 10, 200, 30, "1 Wages, tips", 0.991),
             (10, 50, 110, 70, "52,340.17", 0.5)]
    page_rows = rows(boxes)
    assert [[b[4] for b in row] for row in page_rows] == [["1 Wages, tips", "6,120.00"], ["52,340.17"]]
    assert words_from_rows(page_rows) == [
        ("1", 10, 10, 14, 20, 1, 1, 1, 99), ("Wages,", 39, 10, 87, 20, 1, 1, 1, 99),
        ("tips", 141, 10, 59, 20, 1, 1, 1, 99), ("6,120.00", 300, 12, 100, 18, 1, 1, 2, 90),
        ("52,340.17", 10, 50, 100, 20, 2, 1, 1, 50)]


def test_rapidocr_reads_a_w2_page_and_the_harvest_finds_its_fields(w2_read: OcrResult) -> None:
    assert w2_read.error is None and not w2_read.smoothed  # a bilevel page goes to rapidocr unblurred
    assert w2_read.text == W2_TEXT
    assert w2_read.confidence is not None and 95 <= w2_read.confidence <= 100
    assert [w[0] for w in w2_read.words if w[5] == 2] == ["1", "Wages,", "tips,", "other", "compensation", "2",
                                                          "Federal", "income", "tax", "withheld"]
    found = harvest([PageText(1, w2_read.text, w2_read.words)], load_rules())
    assert found.classification.doc_type == "W-2"
    assert {f.field: f.normalized for f in found.fields} == {
        "box1_wages": "52340.17", "box2_federal_tax_withheld": "6120.00", "employer_ein": "12-3456789",
        "tax_year": "2025"}


def test_rapidocr_reads_the_same_page_the_same_way(w2_png: Path, w2_read: OcrResult) -> None:
    again = _read(w2_png)
    assert (again.text, again.confidence, again.words) == (w2_read.text, w2_read.confidence, w2_read.words)


def test_engine_names_are_checked_with_a_suggestion(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {"notes.txt": b"Plain notes.\n"})
    r = invoke(rag_eval, "ingest", str(corpus), "--store", str(tmp_path / "s"), "--ocr-engine", "rapid")
    assert (r.code, r.err) == (2, "Error: --ocr-engine: unknown OCR engine 'rapid' (did you mean rapidocr?)\n")
    r = invoke(rag_eval, "run", str(corpus), "--set", "ocr_engine=tesserac", "--out", str(tmp_path / "r"))
    assert (r.code, r.err) == (2, "Error: --set: ocr_engine: unknown OCR engine 'tesserac' "
                                  "(did you mean tesseract?)\n")
    r = invoke(rag_eval, "sweep", "42", "--ocr-engine", "tesseract,easyocr", "--out", str(tmp_path / "w"))
    assert (r.code, r.err) == (2, "Error: --ocr-engine: unknown OCR engine 'easyocr' "
                                  "(known engines: rapidocr, tesseract)\n")
    assert parse_engines("rapidocr, tesseract,rapidocr") == ["rapidocr", "tesseract"]
    with pytest.raises(SettingError):
        IngestConfig(ocr_engine="Tesseract")


def test_an_engine_that_is_not_installed_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "rapidocr_onnxruntime", None)  # its import fails, as when not installed
    corpus = write_corpus(tmp_path / "c", {"notes.txt": b"Plain notes.\n"})
    r = invoke(rag_eval, "ingest", str(corpus), "--store", str(tmp_path / "s"), "--ocr-engine", "rapidocr",
               "--quiet")
    assert (r.code, r.err) == (1, "Error: OCR engine rapidocr is not installed: pip install 'rag-gen[ocr]'\n")
    assert not (tmp_path / "s" / "marker.json").exists()
