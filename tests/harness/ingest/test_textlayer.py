"""Each page's path through the text layer, on PDFs built here as producers write them."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.ingest.importer import PDF, ImportedDocument
from harness.ingest.settings import IngestConfig
from harness.ingest.textlayer import (
    FORM_FIELDS,
    GARBLED,
    OCR_GARBLED,
    OCR_LAYER,
    PATHS,
    TEXT_LAYER,
    PagePlan,
    read_document,
)
from tests.support.quirk_pdfs import (
    FILLED,
    PLAIN,
    fillable_pdf,
    flattened_pdf,
    plain_pdf,
    private_use_pdf,
    scrambled_pdf,
    symbols_pdf,
)

SCRAMBLED = ("only 19 of 130 letter pairs are common in English "
             "(letters that stand for others: a scrambled encoding or a font without a Unicode map)")


def _plan(tmp_path: Path, data: bytes, config: IngestConfig | None = None) -> PagePlan:
    path = tmp_path / "doc.pdf"
    path.write_bytes(data)
    plans = read_document(ImportedDocument("doc.pdf", path, None, PDF), config or IngestConfig())
    assert len(plans) == 1
    return plans[0]


def test_the_paths() -> None:
    assert PATHS == ("text-layer", "form-fields", "ocr-layer", "ocr", "ocr-garbled", "garbled", "none")


def test_a_plain_page_takes_the_text_layer(tmp_path: Path) -> None:
    plan = _plan(tmp_path, plain_pdf())
    assert (plan.text, plan.source, plan.job, plan.note) == (PLAIN, TEXT_LAYER, None, None)


def test_a_fillable_form_takes_its_fields(tmp_path: Path) -> None:
    plan = _plan(tmp_path, fillable_pdf())
    assert (plan.text, plan.source, plan.job, plan.note) == (FILLED, FORM_FIELDS, None, None)


def test_with_forms_skipped_a_fillable_form_is_its_page_content_alone(tmp_path: Path) -> None:
    # --skip forms: the selftest's forms-off defect, an ingest that never reads form fields
    plan = _plan(tmp_path, fillable_pdf(), IngestConfig(skip=frozenset({"forms"})))
    assert (plan.text, plan.source, plan.job, plan.note) == (PLAIN, TEXT_LAYER, None, None)


def test_a_flattened_form_is_its_text_layer_put_in_order(tmp_path: Path) -> None:
    plan = _plan(tmp_path, flattened_pdf())
    assert (plan.text, plan.source, plan.note) == (FILLED, TEXT_LAYER, "4 flattened fields placed by position")


@pytest.mark.parametrize(("turn", "rotate"), [(90, 90), (0, 180), (270, 0)])
def test_a_rotated_page_is_read_upright(tmp_path: Path, turn: int, rotate: int) -> None:
    plan = _plan(tmp_path, plain_pdf(turn=turn, rotate=rotate))
    assert (plan.text, plan.source, plan.note) == (
        PLAIN, TEXT_LAYER, f"read upright (/Rotate {rotate}, text at {(360 - turn) % 360} degrees)")


@pytest.mark.parametrize(("data", "why"), [
    (scrambled_pdf, SCRAMBLED),
    (private_use_pdf, "166 of 171 characters are control, private-use, unassigned or replacement characters "
                      "(a font without a Unicode map)"),
    (symbols_pdf, "only 7 of 171 characters are letters or digits"),
])
def test_a_garbage_text_layer_is_ocred_instead(tmp_path: Path, data: object, why: str) -> None:
    plan = _plan(tmp_path, data())  # type: ignore[operator]
    assert (plan.source, plan.note) == (OCR_GARBLED, f"garbled text layer: {why}")
    assert plan.job is not None and (plan.job.kind, plan.job.index) == ("pdf", 0)


def test_with_ocr_skipped_a_garbage_layer_is_kept_and_named(tmp_path: Path) -> None:
    plan = _plan(tmp_path, scrambled_pdf(), IngestConfig(skip=frozenset({"ocr"})))
    assert (plan.source, plan.job, plan.note) == (GARBLED, None, f"garbled text layer: {SCRAMBLED}")
    assert plan.text.startswith("Yalp U-2 Ujoh jqi Rjm Drjrhphqr 2025\n")


def test_ingest_counts_pages_by_path_and_notes_why(tmp_path: Path) -> None:
    """The whole ingest: a garbage layer on a page turned 90 degrees is OCRed upright (the raster
    honours /Rotate), on an upright page its lines are spelled by OCR; the marker counts every
    path, the store notes why."""
    from harness.ingest.build import ingest
    from harness.store.database import open_store
    from tests.support.ingest_helpers import write_corpus

    corpus = write_corpus(tmp_path / "corpus", {
        "plain.pdf": plain_pdf(), "fillable.pdf": fillable_pdf(), "rotated.pdf": plain_pdf(turn=90),
        "scrambled.pdf": scrambled_pdf(turn=90), "upright-scrambled.pdf": scrambled_pdf()})
    report = ingest(corpus, tmp_path / "store", IngestConfig(skip=frozenset({"embed", "harvest"})))
    counts = report.counts
    assert counts.pages_by_path == {"text-layer": 2, "form-fields": 1, "ocr-layer": 0, "ocr": 0, "ocr-garbled": 2,
                                    "garbled": 0, "none": 0}
    assert (counts.pages, counts.pages_text_layer, counts.pages_ocr, counts.pages_empty) == (5, 3, 2, 0)
    with open_store(tmp_path / "store", corpus) as store:
        assert {p.file: p.source for p in store.pages()} == {
            "fillable.pdf": "form-fields", "plain.pdf": "text-layer", "rotated.pdf": "text-layer",
            "scrambled.pdf": "ocr-garbled", "upright-scrambled.pdf": "ocr-garbled"}
        assert store.page_paths() == {"form-fields": 1, "ocr-garbled": 2, "text-layer": 2}
        assert store.page_notes() == {
            "rotated.pdf": {"1": "read upright (/Rotate 90, text at 270 degrees)"},
            "scrambled.pdf": {"1": f"garbled text layer: {SCRAMBLED}"},
            "upright-scrambled.pdf": {"1": f"garbled text layer: {SCRAMBLED}; OCR read into its lines"}}
        ocr = store.pages("scrambled.pdf")[0]
        assert ocr.ocr_confidence is not None and ocr.words
        assert [ln for ln in ocr.text.splitlines() if ln] == ["Form W-2 Wage and Tax Statement 2025",
                                             "1 Wages, tips, other compensation 2 Federal income tax withheld",
                                             "Employer name", "Employee address",
                                             "Keep this statement for your records. It is important tax information."]
        # upright, the garbage layer's lines are spelled by OCR: the page reads as its text layer should
        upright = store.pages("upright-scrambled.pdf")[0]
        assert (upright.text, upright.words) == (PLAIN, None)


def test_a_scanners_invisible_ocr_layer_is_taken_and_named(tmp_path: Path) -> None:
    from tests.support.quirk_pdfs import searchable_scan_pdf

    plan = _plan(tmp_path, searchable_scan_pdf())
    assert (plan.text, plan.source, plan.job, plan.note) == (PLAIN, OCR_LAYER, None, None)
    # its words keep their boxes (in the pixels of the OCR's 200 dpi), as an OCR's words do
    assert plan.words is not None and len(plan.words) == 32
    assert plan.words[:2] == (("Form", 202, 180, 71, 20, 1, 1, 1, -1), ("W-2", 273, 180, 58, 20, 1, 1, 1, -1))
    assert " ".join(w[0] for w in plan.words) == " ".join(PLAIN.split())
    # a visible text layer's page has no words: the harvest reads its lines
    assert _plan(tmp_path, plain_pdf()).words is None


# a scanner's OCR read a form's grid in blocks: the labels of the left column, those of the
# right, then the values row by row (x, y, text, in the layer's order)
BLOCKS = [(72, 720, "Form W-2 Wage and Tax Statement 2025"),
          (72, 690, "1 Wages, tips, other compensation"), (72, 650, "3 Social security wages"),
          (320, 690, "2 Federal income tax withheld"), (320, 650, "4 Social security tax withheld"),
          (72, 676, "52,340.17"), (320, 676, "6,042.92"), (72, 636, "54,100.00"), (320, 636, "3,354.20")]


def test_an_ocr_layers_words_pair_each_label_with_the_value_under_it(tmp_path: Path) -> None:
    from harness.harvest import load_rules
    from harness.harvest.extract import PageText, extract_fields
    from tests.support.quirk_pdfs import searchable_scan_pdf

    plan = _plan(tmp_path, searchable_scan_pdf(BLOCKS))
    assert plan.source == OCR_LAYER and plan.text.splitlines()[-2:] == ["52,340.17 6,042.92", "54,100.00 3,354.20"]
    rule = next(r for r in load_rules() if r.doc_type == "W-2")
    by_position = extract_fields([PageText(1, plan.text, plan.words)], rule)
    assert [(f.field, f.value) for f in by_position] == [
        ("box1_wages", "52,340.17"), ("box2_federal_tax_withheld", "6,042.92"),
        ("box3_social_security_wages", "54,100.00"), ("box4_social_security_tax", "3,354.20"), ("tax_year", "2025")]
    # the layer's text alone pairs the labels' column with the values' rows: wrong values
    by_order = extract_fields([PageText(1, plan.text)], rule)
    assert [(f.field, f.value) for f in by_order] == [
        ("box2_federal_tax_withheld", "52,340.17"), ("box4_social_security_tax", "54,100.00"), ("tax_year", "2025")]
