"""The top of an OCR page (harness/harvest/ocr_head.py): rows of specks and a small line of figures
over the letterhead passed over, read by the rules' first line and by the general letterhead."""

from __future__ import annotations

import re

from harness.harvest import PageText, load_rules
from harness.harvest.extract import extract_fields
from harness.harvest.ocr_head import head_rows, head_text
from tests.harness.harvest.test_cells import Word, line
from tests.harness.harvest.test_matcher import MATCHER

RULES = load_rules()
BANNER = re.compile("SYNTHETIC SPECIMEN")

# a fax's top: a speck row, the specimen banner, a page number, the letterhead with a speck beside it
FAX_TOP: list[Word] = [
    *line(30, 1, (420, "pw"), (900, "mph")),
    *line(80, 2, (619, "SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT")),
    *line(130, 3, (160, "p. 1/1")),
    *line(180, 4, (150, "Harbour SavingsBank"), (900, "a"), height=40),
    *line(240, 5, (150, "4624 Brandon Point, Port Briannaport, IL 62842")),
]


def test_rows_of_specks_and_a_line_of_figures_over_the_letterhead_are_passed_over() -> None:
    assert head_rows(FAX_TOP, [BANNER]) == [
        ["Harbour Savings Bank"],  # the words OCR ran together apart again, the speck beside it dropped
        ["4624 Brandon Point, Port Briannaport, IL 62842"]]


def test_an_address_or_a_telephone_number_over_the_first_printed_row_is_no_furniture() -> None:
    words = [*line(30, 1, (150, "574 Brenda Way Suite 440, New Amybury, VA 22179")),
             *line(70, 2, (150, "(651) 651-5967")),
             *line(110, 3, (150, "Jennifer Allen"))]
    assert head_rows(words)[0] == ["574 Brenda Way Suite 440, New Amybury, VA 22179"]
    assert head_text(words) == "574 Brenda Way Suite 440, New Amybury, VA 22179"


def test_the_rules_read_the_letterhead_under_a_line_of_figures() -> None:
    words = [*line(60, 1, (214, "Invoice # INV-2528001")), *line(110, 2, (214, "Tanner Roofing"), height=42),
             *line(335, 3, (1014, "Invoice number"), (1420, "INV-2528001"))]
    rule = next(r for r in RULES if r.doc_type == "invoice")
    got = {f.field: f.normalized for f in extract_fields([PageText(1, "", words)], rule)}
    assert got == {"vendor_name": "Tanner Roofing", "invoice_number": "INV-2528001"}


def test_the_general_letterhead_of_an_ocr_page_is_its_first_printed_row() -> None:
    page = "pw mph\nSYNTHETIC SPECIMEN - NOT A REAL DOCUMENT\np. 1/1\nHarbour SavingsBank a\nInterest 3.15"
    words = [*FAX_TOP, *line(300, 6, (150, "Interest 3.15"))]
    found = MATCHER.match("bank-statement", [(1, page)], {}, [BANNER], ocr_first_page=True, ocr_words={1: words})
    assert [(m.field, m.normalized, m.cue) for m in found] == [
        ("bank_name", "Harbour Savings Bank", "letterhead"), ("interest_paid", "3.15", "left")]
    # a title row first: the name under it may be a party's, no letterhead
    titled = [*line(60, 1, (150, "Credit Card Statement")), *line(110, 2, (150, "Jennifer Allen")),
              *line(300, 3, (150, "Interest 3.15"))]
    found = MATCHER.match("bank-statement", [(1, "Credit Card Statement\nJennifer Allen\nInterest 3.15")], {},
                          ocr_first_page=True, ocr_words={1: titled})
    assert [m.field for m in found] == ["interest_paid"]


def test_a_banner_split_into_cells_short_specks_and_opening_specks_are_no_print() -> None:
    ignore = [re.compile("SYNTHETIC SPECIMEN"), re.compile("REAL DOCUMENT")]
    words = [*line(30, 1, (300, '"SYNTHETIC'), (700, "SPECIMEN - NOT A REAL DOCUMENT")),
             *line(80, 2, (150, "‘ID £914380"), (900, "4")),  # furniture once its opening speck is off
             *line(130, 3, (150, "7"), (600, ".Meyer, Brown and Richardson"), height=40)]
    assert head_rows(words, ignore) == [["Meyer, Brown and Richardson"]]


def test_a_cell_naming_the_document_s_type_is_no_letterhead() -> None:
    words = [*line(60, 1, (150, "Residential Lease"), (900, "Alder Property Group")),
             *line(300, 2, (150, "Interest 3.15"))]
    assert head_text(words, titles=[re.compile(r"\blease\b", re.I)]) == "Alder Property Group"
    rule = next(r for r in RULES if r.doc_type == "1099-INT")
    words = [*line(60, 1, (214, "Interest Income")), *line(110, 2, (214, "Prairie Bank")),
             *line(335, 3, (1014, "PAYER'S TIN"), (1420, "57-2826190"))]
    # the rules' first row: a cell that holds a required anchor of the type is its title, not the issuer
    assert {f.field: f.normalized for f in extract_fields([PageText(1, "", words)], rule)} == {
        "payer_tin": "57-2826190"}


def test_a_logo_s_letters_over_or_beside_the_name_are_no_letterhead() -> None:
    # a logo's frame erased before OCR (harness/ingest/page_marks.py): its initials are read as a row
    over = [*line(30, 1, (150, "HSB"), height=40), *line(90, 2, (150, "Harbour Savings Bank"), height=36),
            *line(140, 3, (150, "4624 Brandon Point, Port Briannaport, IL 62842"))]
    assert head_rows(over) == [["Harbour Savings Bank"], ["4624 Brandon Point, Port Briannaport, IL 62842"]]
    beside = [*line(30, 1, (150, "HSB"), (600, "Harbour Savings Bank"), height=36)]
    assert head_rows(beside) == [["Harbour Savings Bank"]]
    # capitals that are no initials of the name stay (a name in capitals, a code)
    other = [*line(30, 1, (150, "IRS"), height=40), *line(90, 2, (150, "Harbour Savings Bank"), height=36)]
    assert head_rows(other) == [["IRS"], ["Harbour Savings Bank"]]
