"""A whole ingest with rapidocr records the engine and its version."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli import main as rag_eval
from tests.support.clirunner import invoke
from tests.support.ingest_helpers import W2_LINES, ingest_marker, page_image, png_bytes, write_corpus


@pytest.mark.slow
def test_an_ingest_with_rapidocr_records_the_engine(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {"w2.png": png_bytes(page_image(W2_LINES))})
    r = invoke(rag_eval, "ingest", str(corpus), "--store", str(tmp_path / "s"), "--ocr-engine", "rapidocr",
               "--skip", "embed", "--quiet")
    assert r.code == 0, r.err
    assert r.out.startswith("ingested 1/1 documents: 0 pages from the text layer, 1 by OCR, 1 typed, 4 fields")
    marker = ingest_marker(tmp_path / "s")
    assert (marker.ocr.engine, marker.ocr.engine_version, marker.ocr.pages) == ("rapidocr", "1.4.4", 1)
    assert marker.config["ocrEngine"] == "rapidocr"
    assert marker.versions["rapidocr-onnxruntime"] == "1.4.4" and "onnxruntime" in marker.versions
    assert "tesseract" not in marker.versions
