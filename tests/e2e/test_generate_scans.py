"""Scans inside generated corpora: which documents, which files, what corpus.json records."""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image

from generator.cli import main as rag_gen
from generator.corpus.verify import verify_corpus
from generator.corpus.writer import Settings, write_corpus
from generator.scan import PROFILES
from harness.contract.manifest import load_manifest
from harness.contract.vocabulary import DOC_TYPES
from tests.support.clirunner import invoke


def test_small_corpus_holds_an_image_only_pdf_an_image_and_a_duplicate(small42: Path) -> None:
    m = load_manifest(small42)
    docs = m.documents or []
    scans = [d for d in docs if d.rendering != "born-digital"]
    assert len(scans) >= 3
    assert {d.rendering for d in scans} <= set(PROFILES)
    pdf_scans = [d for d in scans if d.file.endswith(".pdf")]
    images = [d for d in scans if d.file.endswith((".png", ".jpg"))]
    assert pdf_scans and images
    for d in pdf_scans:
        doc = pdfium.PdfDocument(small42 / d.file)
        assert len(doc) == d.pages
        assert all(doc[i].get_textpage().get_text_range() == "" for i in range(len(doc)))
    for d in images:
        with Image.open(small42 / d.file) as im:
            assert im.format in ("PNG", "JPEG")
            assert round(im.info["dpi"][0]) == d.scan["dpi"]
    copies = [d for d in docs if d.notes and d.notes.startswith("Scanned copy")]
    assert len(copies) == 1
    copy = copies[0]
    original = next(d for d in docs if d.file == copy.notes.rsplit(" of ", 1)[1].split(":")[0])
    assert original.rendering == "born-digital"
    assert copy.rendering in PROFILES
    assert (copy.doc_type, copy.ground_truth, copy.template) == (original.doc_type, original.ground_truth,
                                                                  original.template)
    assert copy.file == original.file.removesuffix(".pdf") + "_scan" + Path(copy.file).suffix


def test_scan_records_and_probe_shapes(small42: Path) -> None:
    m = load_manifest(small42)
    gen = m.generator or {}
    assert gen["scanRatio"] == "0.4"
    assert gen["rasterizer"] == "pdfium"
    assert gen["rasterizerVersion"].startswith("pypdfium2 5.15.2; pdfium ")
    files = {d.file for d in m.documents or []}
    for d in m.documents or []:
        assert d.sha256 == hashlib.sha256((small42 / d.file).read_bytes()).hexdigest()
        assert d.supersedes is None or d.supersedes in files
        if d.rendering == "born-digital":
            assert d.scan is None
            continue
        scan = d.scan or {}
        assert scan["profile"] == d.rendering
        assert scan["rasterizer"] == "pdfium"
        assert scan["dpi"] == PROFILES[d.rendering].dpi
        assert len(scan["pages"]) == d.pages
        steps = [s["step"] for s in scan["pages"][0]["steps"]]
        assert steps == [s.name for s in PROFILES[d.rendering].steps]
    rows = [r for r in m.probe_ground_truth or [] if r.expected.replace(".", "", 1).isdigit() and "." in r.expected]
    scanned = {d.file for d in m.documents or [] if d.rendering != "born-digital"}
    money = [r for r in rows if r.document in scanned and float(r.expected) >= 1000]
    assert money
    for r in money:
        whole, cents = r.expected.split(".")
        grouped = f"{int(whole):,}"
        assert f"{grouped.replace(',', '.')},{cents}" in r.accept  # 52.340,17
        assert f"{grouped.replace(',', ' ')}.{cents}" in r.accept  # 52 340.17


def test_no_scans_with_ratio_zero(tmp_path: Path) -> None:
    m = write_corpus(Settings(42, 2025, "small", scan_ratio=0.0), tmp_path / "c")
    assert {d.rendering for d in m.documents or []} == {"born-digital"}
    assert all(d.file.endswith(".pdf") for d in m.documents or [])
    assert (m.generator or {})["route"] == "faker>jinja2>reportlab"
    assert (m.generator or {})["scanRatio"] == "0.0"


@pytest.mark.slow
def test_poppler_corpus_records_its_rasterizer_and_verifies(tmp_path: Path) -> None:
    out = tmp_path / "p"
    r = invoke(rag_gen, "--seed", "7", "--size", "small", "--rasterizer", "poppler", "--scan-ratio", "0.3",
               "--out", str(out), "--quiet")
    assert r.code == 0, r.err
    m = load_manifest(out)
    gen = m.generator or {}
    assert (gen["rasterizer"], gen["scanRatio"], gen["route"]) == ("poppler", "0.3",
                                                                   "faker>jinja2>reportlab>pdf2image>degrade")
    scans = [d for d in m.documents or [] if d.scan]
    assert scans and {d.scan["rasterizer"] for d in scans} == {"poppler"}
    result = verify_corpus(out)
    assert result.problems == []


@pytest.mark.slow
def test_default_corpus_scans_every_typed_form_a_lookalike_each_profile_and_format(default42: Path) -> None:
    m = load_manifest(default42)
    docs = m.documents or []
    scans = [d for d in docs if d.rendering != "born-digital"]
    assert 0.35 <= len(scans) / len(docs) <= 0.5
    present = {d.doc_type for d in docs if d.doc_type}
    assert present <= set(DOC_TYPES)
    assert {d.doc_type for d in scans if d.doc_type} == present
    lookalikes = {"foreign-wage-statement", "sample-1099-instructions", "cover-letter"}
    assert any(d.template in lookalikes for d in scans)
    assert {d.rendering for d in scans} == set(PROFILES)
    assert set(Counter(Path(d.file).suffix for d in scans)) == {".pdf", ".png", ".jpg", ".tif"}
    for d in scans:
        if d.pages and d.pages > 1 and Path(d.file).suffix in (".png", ".jpg"):
            assert d.scan["stackedPages"] == d.pages  # a layout that overflowed its planned pages
