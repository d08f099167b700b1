"""Which value belongs to which label in each block geometry (harness/harvest/pairs.py, the
eighth round): lines of labels left of their values, a date range, a table's column titles, a
sentence's value opening the next line, leaders before a name, a caption after a name, a row of
labels over a row of values, two boxes' labels side by side. The lines are the test's own, as the
block gallery's (tests/support/block_gallery.py); where the geometry is ambiguous nothing is paired.
The gallery's pages, read by the real text layer, are checked here for the geometry they must
show the harvest (a row drawn row by row is one line); tests/e2e/test_block_gallery.py harvests
them with the real model."""

from __future__ import annotations

from harness.harvest import PageText, load_rules
from harness.harvest.extract import extract_fields
from harness.harvest.pairs import page_pairs
from tests.support.block_gallery import BOXES_ROWS_DRAWN, CONTINUED_TABLE, KV_TWO_COLUMNS, ROWS_DRAWN, read_pages


def _pairs(text: str) -> list[tuple[str, str, str]]:
    return [(p.cue, p.label, p.value.normalized) for p in page_pairs(1, text)]


def test_a_line_of_labels_left_of_their_values_reads_no_label_right_of_a_value() -> None:
    assert _pairs("Account ending in 7730 New balance $1,204.33") == [
        ("left", "Account ending in", "7730"), ("left", "New balance", "1204.33")]


def test_a_line_of_values_each_before_its_label_reads_no_label_left_of_a_value() -> None:
    assert _pairs("$25.00 late fee 09/22/2025 pay by") == [
        ("right", "late fee", "25.00"), ("right", "pay by", "2025-09-22")]


def test_a_date_range_s_two_ends_share_its_label() -> None:
    assert _pairs("Statement period: 03/01/2025 to 03/31/2025") == [
        ("left", "Statement period", "2025-03-01"), ("left", "Statement period", "2025-03-31")]


def test_a_table_s_row_reads_its_column_s_title() -> None:
    page = "Earnings Current Year to date\nRegular 2,880.00 28,800.00\nGross pay 3,150.00 30,015.00"
    assert _pairs(page) == [
        ("left", "Regular Current", "2880.00"), ("left", "Regular Year to date", "28800.00"),
        ("left", "Gross pay Current", "3150.00"), ("left", "Gross pay Year to date", "30015.00")]


def test_page_furniture_over_a_row_is_no_header() -> None:
    assert _pairs("Page 2 of 2\nPayroll deposit 700.00 3,996.50") == [("left", "Payroll deposit", "700.00")]


def test_a_sentence_s_value_opening_the_next_line_and_a_label_cut_at_its_sentence_s_end() -> None:
    page = ("The new term begins soon. Your monthly rent will be\n"
            "$1,650.00, due on the first day. The security deposit of $1,600.00 that\nwe hold.")
    assert _pairs(page) == [("left", "monthly rent", "1650.00"), ("left", "security deposit", "1600.00"),
                            ("right", "that", "1600.00")]


def test_a_value_opening_a_line_of_its_own_is_no_sentence_s() -> None:
    assert _pairs("Your monthly rent will be\n$1,650.00\nDeposit $1,600.00") == [
        ("above", "monthly rent", "1650.00"), ("left", "Deposit", "1600.00")]


def test_a_name_after_leaders_and_a_name_before_its_caption() -> None:
    assert _pairs("Employee ........ Dana Whitfield\nImogen Castellanos named insured") == [
        ("left", "Employee", "Dana Whitfield"), ("right", "named insured", "Imogen Castellanos")]


def test_a_row_of_labels_over_a_row_of_values() -> None:
    assert _pairs("Policy number Effective date Expiration date\nPA-30918-77 09/01/2025 03/01/2026") == [
        ("above", "Policy number", "PA-30918-77"), ("above", "Effective date", "2025-09-01"),
        ("above", "Expiration date", "2026-03-01")]
    assert _pairs("1 Nonemployee compensation 4 Federal income tax withheld\n$18,450.00 $1,845.00") == [
        ("above", "Nonemployee compensation", "18450.00"), ("above", "Federal income tax withheld", "1845.00")]


def test_a_row_of_labels_that_does_not_cut_into_as_many_pieces_as_values_pairs_nothing() -> None:
    assert _pairs("Account Number Bill Date\n5521-0098 06/02/2025") == []


def test_two_boxes_labels_side_by_side_over_names_run_together_pair_no_name() -> None:
    assert _pairs("PAYER'S name RECIPIENT'S name\nAlder Street Creative LLC Juniper Vasquez-Reyes") == []


def test_the_rules_read_a_label_right_of_its_value_never_the_line_under_it() -> None:
    """The rules' cue (harness/harvest/extract.py): "coverage begins" ends its line after its value."""
    page = PageText(1, "Homeowners Policy Declarations\n07/15/2025 coverage begins\n07/15/2026 coverage ends")
    rule = next(r for r in load_rules() if r.doc_type == "insurance-declarations")
    found = {f.field: f.normalized for f in extract_fields([page], rule)}
    assert (found.get("effective_date"), found.get("expiration_date")) == ("2025-07-15", "2026-07-15")


def test_the_gallery_s_text_layer_shows_each_geometry() -> None:
    """pypdfium2 joins a row drawn row by row into one line and reads columns side by side as one
    line; a table that runs on prints its rows on page 2 with no header."""
    assert read_pages(ROWS_DRAWN.pdf())[0].text.split("\n")[2:4] == [
        "Policy number Effective date Expiration date", "PA-30918-77 09/01/2025 03/01/2026"]
    assert read_pages(BOXES_ROWS_DRAWN.pdf())[0].text.split("\n")[5:7] == [
        "1 Nonemployee compensation 4 Federal income tax withheld", "$18,450.00 $1,845.00"]
    assert read_pages(KV_TWO_COLUMNS.pdf())[0].text.split("\n")[3] == "Account ending in 7730 New balance $1,204.33"
    assert read_pages(CONTINUED_TABLE.pdf())[1].text.split("\n") == [
        "Account no. ****5190", "Page 2 of 2", "01/27 Payroll deposit 700.00 3,996.50",
        "01/31 Interest paid 2.05 3,998.55", "Closing balance 3,998.55"]
