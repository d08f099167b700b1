"""`--producers searchable-scan`: a small corpus of scanned pages under tesseract's invisible text,
verified, ingested and probed."""

from __future__ import annotations

import pytest

from generator.corpus.verify import verify_corpus
from tests.support.producer_probe import Probed, probe_producer

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def probed(tmp_path_factory: pytest.TempPathFactory) -> Probed:
    return probe_producer(tmp_path_factory.mktemp("producer-searchable-scan"), "searchable-scan")


def test_every_document_records_its_scan_and_what_ocr_missed_and_verify_regenerates_it(probed: Probed) -> None:
    docs = probed.manifest.documents or []
    assert len(docs) == 17 and {d.rendering for d in docs} == {"born-digital"}
    records = [d.producer or {} for d in docs]
    assert {r.get("name") for r in records} == {"searchable-scan"}
    assert {r["profile"] for r in records} <= {"clean", "office-scan", "photocopy", "phone-photo"}
    assert all(r["verbatim"] + len(r["notVerbatim"]) == r["values"] for r in records)
    assert sum(len(r["notVerbatim"]) for r in records) >= 1  # the OCR makes errors, and they are recorded
    result = verify_corpus(probed.corpus, workers=1)
    assert result.ok, result


def test_the_ingest_reads_the_ocr_text_layer(probed: Probed) -> None:
    # a scanner's invisible OCR text layer, taken as it is (no OCR of the ingest's own): path ocr-layer
    assert set().union(*probed.sources.values()) == {"ocr-layer"}
    # seed 42, all layouts: 89/102 (87 before the OCR letterhead past speck rows and page numbers, harness/harvest/
    # ocr_head.py; 86 before the eleventh harvest round; reportlab: 97/102; the layer's
    # text alone, without its words' boxes: 72/102; 81/102 before the words of a skewed page were put back
    # on their lines, a letterhead read by visual rows and a label the boxes give no value read in OCR's order): the
    # layer's OCR errors, and labels OCR's geometry cannot pair with their values
    fields = probed.probe.summary.fields
    assert (fields.passed, fields.total) == (89, 102)


@pytest.mark.xfail(strict=True, reason="the scanner's OCR layer is taken as it is, errors and all, its words paired "
                                       "by position: 89/102 here, on every layout, unseen ones included; "
                                       "issue 27's 90% is on seen layouts, met: 91.4% over seeds 42-51 "
                                       "(docs/producers.md)")
def test_the_ingest_recovers_nine_fields_in_ten(probed: Probed) -> None:
    assert probed.field_share >= 0.9
