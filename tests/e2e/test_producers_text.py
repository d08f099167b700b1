"""The text-layer producers on a generated small corpus (seed 42, born-digital only), through the
bundled ingest and the probe: `glyph-positioned` loses nothing (PDFium rebuilds words from the
glyphs' positions), `no-unicode-map` needs the ingest to see that a text layer is garbage and OCR
the page instead (issue 27 item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.corpus.writer import Settings, write_corpus
from harness.contract.manifest import load_manifest
from harness.ingest.build import ingest
from harness.scoring.probe import probe_store
from harness.store.database import open_store

pytestmark = pytest.mark.slow


def _probe(producer: str, folder: Path) -> tuple[list[str], int, set[str], set[str]]:
    """The failed fields (document: field), the fields probed, each document's producer and each page's source."""
    corpus, store = folder / "corpus", folder / "store"
    write_corpus(Settings(42, 2025, "small", scan_ratio=0.0, producers=(producer,),
                          procedural_layouts=False), corpus, workers=1)
    ingest(corpus, store)
    manifest = load_manifest(corpus)
    with open_store(store, corpus) as s:
        report = probe_store(s, manifest)
        sources = {page.source for d in manifest.documents or [] for page in s.pages(d.file)}
    producers = {(d.producer or {}).get("name", "reportlab") for d in manifest.documents or []}
    failed = sorted(f"{f.document}: {f.field}" for f in report.fields if not f.ok)
    return failed, len(report.fields), producers, sources


# what the reportlab corpus misses (rag-eval probe on --scan-ratio 0 --producers reportlab): 97/102 (96 before the
# learned scorer was switched on: it reads the 1099-G's box 3 tax year)
REPORTLAB_MISSES = [
    "1099-div_summit-investments_2025.pdf: payer_name",
    "1099-div_summit-investments_2025.pdf: recipient_name",
    "1099-g_massachusetts-department-of-revenue_2025.pdf: box1_unemployment_compensation",
    "paystub_chang-johnston-and-burke_2025-01-17.pdf: employee_name",
    "paystub_chang-johnston-and-burke_2025-12-19.pdf: employee_name",
]


def test_glyph_positioned_loses_no_field(tmp_path: Path) -> None:
    failed, probed, producers, sources = _probe("glyph-positioned", tmp_path)
    assert producers == {"glyph-positioned"} and sources == {"text-layer"}
    assert (probed, failed) == (102, REPORTLAB_MISSES)


@pytest.mark.xfail(strict=True, reason="the ingest OCRs every garbage page (path ocr-garbled) and recovers 81/102 "
                                       "here, all layouts; 90.4% over seeds 42-51 on seen layouts: under 90% here")
def test_no_unicode_map_fields_are_recovered_by_ocr(tmp_path: Path) -> None:
    failed, probed, producers, sources = _probe("no-unicode-map", tmp_path)
    assert producers == {"no-unicode-map"}
    assert "ocr-garbled" in sources
    assert probed == 102 and len(failed) <= 10  # at least 90% of the fields, as issue 27 asks
