"""Which value belongs to which label in each block geometry (harness/harvest/pairs.py, the
eighth and ninth rounds): lines of labels left of their values, a date range, a table's column titles, a
sentence's value opening the next line, leaders before a name, a caption after a name, a row of
labels over a row of values, two boxes' labels side by side. The lines are the test's own, as the
block gallery's (tests/support/block_gallery.py); where the geometry is ambiguous nothing is paired.
The gallery's pages, read by the real text layer, are checked here for the geometry they must
show the harvest (a row drawn row by row is one line); tests/e2e/test_block_gallery.py harvests
them with the real model."""

from __future__ import annotations

from harness.harvest import PageText, load_rules
from harness.harvest.extract import extract_fields
from harness.harvest.pairs import labels_right, page_pairs, says_former
from tests.support.block_gallery import (
    BOXES_FOUR_ACROSS,
    BOXES_ROWS_DRAWN,
    CONTINUED_TABLE,
    KV_TWO_COLUMNS,
    LABEL_RIGHT_TWO_ACROSS,
    ROWS_DRAWN,
    SUMMARY_BESIDE_TABLE,
    read_pages,
)


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


def test_a_row_of_labels_that_does_not_cut_into_as_many_pieces_as_values_is_read_every_way_it_cuts() -> None:
    """Four capitalized words over two values: three cuts, each a reading of its own (the matcher keeps one)."""
    found = page_pairs(1, "Account Number Bill Date\n5521-0098 06/02/2025")
    assert [(p.reading, p.label, p.value.normalized) for p in found] == [
        (0, "Account", "5521-0098"), (0, "Number Bill Date", "2025-06-02"),
        (1, "Account Number", "5521-0098"), (1, "Bill Date", "2025-06-02"),
        (2, "Account Number Bill", "5521-0098"), (2, "Date", "2025-06-02")]


def test_two_boxes_labels_side_by_side_over_names_run_together_pair_no_name() -> None:
    assert _pairs("PAYER'S name RECIPIENT'S name\nAlder Street Creative LLC Juniper Vasquez-Reyes") == []


def test_a_caption_naming_one_name_s_parts_pairs_the_name_under_it() -> None:
    """The W-2's box e ("first name and initial", "Last name"): "name" printed twice, one party's."""
    assert _pairs("e Employee's first name and initial Last name\nPRUDENCE K ABERNATHY-COLE") == [
        ("above", "Employee's first name and initial Last name", "PRUDENCE K ABERNATHY-COLE")]


def test_two_boxes_captions_of_the_same_name_part_side_by_side_pair_no_name() -> None:
    assert _pairs("Borrower's first name Co-borrower's first name\nAnn Lee Bo Park") == []


def test_a_row_of_values_over_captions_in_capitals_is_read_every_way_the_captions_cut() -> None:
    """Ten capitalized words under four values: where a caption ends is not printed, so each of the 84 cuts
    is a reading of its own (the matcher keeps one); the printed cut is one of them."""
    found = page_pairs(1, "$1,284.06 $35.00 10/14/2025 09/17/2025\n"
                          "New Balance Minimum Payment Due Payment Due Date Closing Date")
    assert (len(found), len({p.reading for p in found}), {p.cue for p in found}) == (336, 84, {"below"})
    assert [(p.label, p.value.normalized) for p in found if p.reading == 41] == [
        ("New Balance", "1284.06"), ("Minimum Payment Due", "35.00"), ("Payment Due Date", "2025-10-14"),
        ("Closing Date", "2025-09-17")]


def test_the_signs_adding_up_a_row_of_values_are_no_cells() -> None:
    assert _pairs("Opening balance Credits Debits Closing balance\n$2,104.55 + $3,200.00 - $2,877.31 = $2,427.24") \
        == [("above", "Opening balance", "2104.55"), ("above", "Credits", "3200.00"), ("above", "Debits", "2877.31"),
            ("above", "Closing balance", "2427.24")]


def test_captions_under_values_that_head_the_next_row_of_values_are_that_row_s() -> None:
    assert _pairs("$10.00 $20.00\nCredits Debits\n$30.00 $40.00") == [
        ("above", "Credits", "30.00"), ("above", "Debits", "40.00")]


def test_a_range_s_ends_one_a_line_under_its_caption_take_the_caption() -> None:
    assert _pairs("Statement Period\nFrom April 1, 2025\nThrough April 30, 2025\nAccount No. XXXXXX6120") == [
        ("left", "Statement Period From", "2025-04-01"), ("left", "Statement Period Through", "2025-04-30"),
        ("left", "Account No.", "XXXXXX6120")]
    # a date under a caption with words of its own before it is no range's end
    assert _pairs("Statement Period\nPosted on April 1, 2025") == [("left", "Posted", "2025-04-01")]


def test_a_name_printed_surname_first_ends_before_the_next_caption_in_capitals() -> None:
    assert _pairs("EMPLOYEE: DESJARDINS, ELOISE SSN: XXX-XX-2290") == [
        ("left", "EMPLOYEE", "DESJARDINS, ELOISE"), ("left", "SSN", "XXX-XX-2290")]
    assert _pairs("EMPLOYEE: OYELARAN, TOBIAS J. EMPLOYEE ID: 004417") == [
        ("left", "EMPLOYEE", "OYELARAN, TOBIAS J."), ("left", "EMPLOYEE ID", "004417")]
    # a name in its natural order in capitals: where it ends is unsure, nothing is cut
    assert _pairs("EMPLOYEE: THORVALD EKBERG SSN: XXX-XX-2290") == [("left", "THORVALD EKBERG SSN", "XXX-XX-2290")]


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


# The ninth round.


def test_a_short_number_inside_a_label_s_words_is_the_label_s() -> None:
    """"Section 125 medical": a number between a word and a word in lower case is no value, so the
    line is one label and its value; a number before a capitalized label or a sentence's word is."""
    assert _pairs("8 Section 125 medical YTD\n$1,159.68") == [("above", "Section 125 medical YTD", "1159.68")]
    assert _pairs("2b Unrecap. Sec. 1250 gain $0.00") == [("left", "Sec. 1250 gain", "0.00")]
    assert _pairs("Check 1042 is cleared 5.00") == [("left", "Check", "1042"), ("left", "cleared", "5.00")]


def test_the_words_after_a_value_that_open_the_next_clause_are_no_label_of_it() -> None:
    assert _pairs("your box 3 social security wages amounts to 176100.00 and your box 5 medicare wages") == [
        ("left", "social security wages", "176100.00")]


def test_a_date_range_s_two_ends_are_marked_as_one_range() -> None:
    pairs = page_pairs(1, "Pay period 07/01/2025 to 07/15/2025 Paid on 07/18/2025")
    assert [(p.label, p.value.normalized, p.ranged) for p in pairs] == [
        ("Pay period", "2025-07-01", True), ("Pay period", "2025-07-15", True), ("Paid", "2025-07-18", False)]


def test_a_code_alone_among_a_row_of_values_is_one_of_them() -> None:
    page = "2a Taxable amount 1 Gross distribution 7 Distribution code 4 Federal tax withheld\n" \
           "$8,400.00 $9,000.00 7 $1,680.00"
    assert _pairs(page) == [("above", "Taxable amount", "8400.00"), ("above", "Gross distribution", "9000.00"),
                            ("above", "Distribution code", "7"), ("above", "Federal tax withheld", "1680.00")]
    assert [p.box for p in page_pairs(1, page)] == ["2a", "1", "7", "4"]
    # a word of three characters among the values is no code: no row
    assert [c for c, *_ in _pairs("2a Taxable 1 Gross 4 Withheld\n$8,400.00 $9,000.00 Q7X $1,680.00")
            if c == "above"] == []


def test_a_salutation_is_no_name_and_a_sign_off_captions_no_name() -> None:
    assert _pairs("Auto Policy Renewal\nDear Mr. Haddad,") == []
    assert _pairs("Sincerely,\nCustomer Care, Larkspur Casualty Company") == []


def test_a_sentence_s_label_starts_after_the_sentence_before_it() -> None:
    assert _pairs("Thank you for insuring with us. Your policy AU-55120-09 renews") == [
        ("left", "policy", "AU-55120-09"), ("right", "renews", "AU-55120-09")]


def test_the_rules_read_labels_right_of_their_values_two_to_a_line() -> None:
    """"$846.20 new balance $30.00 minimum payment due": each label's value is the one before it
    (main read the value after each label: the minimum payment's, the closing date)."""
    line = "$846.20 new balance $30.00 minimum payment due"
    assert labels_right(line) and not labels_right("Account ending in 7730 New balance $1,204.33")
    page = PageText(1, f"Cash Back Card Statement\n{line}\n"
                       "06/09/2025 payment due date 05/15/2025 statement closing date")
    rule = next(r for r in load_rules() if r.doc_type == "credit-card-statement")
    assert {f.field: f.normalized for f in extract_fields([page], rule)} == {
        "new_balance": "846.20", "minimum_payment": "30.00", "payment_due_date": "2025-06-09",
        "closing_date": "2025-05-15"}  # main: new balance 30.00, due 2025-05-15, no more


def test_the_rules_read_no_name_before_a_capitalized_label_on_its_line() -> None:
    """"Ashgrove Township Tax Collector": the label "Tax collector" is the name's own end, not a
    caption after a name (a caption after a name is in lower case: "Imogen Castellanos named insured");
    main read "Ashgrove Township"."""
    page = PageText(1, "Ashgrove Township Tax Collector\nAnnual Property Tax Bill 2025\nProperty owner: Rosamund Ebert")
    rule = next(r for r in load_rules() if r.doc_type == "property-tax-bill")
    assert {f.field: f.normalized for f in extract_fields([page], rule)} == {"owner_name": "Rosamund Ebert"}


def test_the_ninth_round_s_gallery_pages_show_their_geometry() -> None:
    """Four boxes' labels over their values drawn row by row are two lines; a summary box beside a
    table drawn row by row shares each line with a table row; values before their labels, two a line."""
    assert read_pages(BOXES_FOUR_ACROSS.pdf())[0].text.split("\n")[7:9] == [
        "2a Taxable amount 1 Gross distribution 7 Distribution code 4 Federal tax withheld",
        "$8,400.00 $9,000.00 7 $1,680.00"]
    assert read_pages(SUMMARY_BESIDE_TABLE.pdf())[0].text.split("\n")[4:6] == [
        "Date Description Amount Account Summary", "02/03 Deposit 1,250.00 Opening balance $4,018.40"]
    assert read_pages(LABEL_RIGHT_TWO_ACROSS.pdf())[0].text.split("\n")[2] == \
        "$846.20 new balance $30.00 minimum payment due"


def test_a_value_ending_a_sentence_at_the_start_of_the_next_line_takes_the_sentence_s_label() -> None:
    """"... and the state tax withheld (box 11) amounts to" / "0.00. Keep ...": the value ends the
    sentence the line over it began (its words counted without "and the" and "amounts to"); the
    words after the first value ("and the state ...") are the next clause's, no label of it."""
    page = ("Please note that the federal income tax withheld amounts to 0.00 and the state tax withheld (box 11) "
            "amounts to\n0.00. Keep this document with your tax records.")
    assert [(p.cue, p.label, p.box, p.value.normalized) for p in page_pairs(1, page)] == [
        ("left", "federal income tax withheld", None, "0.00"), ("left", "state tax withheld", "11", "0.00")]


def test_a_line_s_first_value_keeps_the_words_before_its_box_number() -> None:
    """A corrected form's column letter and qualifier before a box's own number ("a Previously reported
    2 Federal income tax withheld"): no value before it on its line holds a label there, so the words
    are cut at no enumeration number and the label says the amount is the former one (main read the
    corrected box 2's label); "Box 1" opening a line is a box number printed with the word box. Between
    two values the gap is still cut before the number that opens the next label."""
    page = ("Box 1 Wages, tips and other compensation 76,964.34\n"
            "a Previously reported 2 Federal income tax withheld 8,250.00\n"
            "Account ending: 4417 Interest Checking 2 Account type: Savings")
    assert [(p.cue, p.label, p.box, p.box_printed, p.value.normalized) for p in page_pairs(1, page)] == [
        ("left", "Wages, tips and other compensation", "1", True, "76964.34"),
        ("left", "Previously reported 2 Federal income tax withheld", None, False, "8250.00"),
        ("left", "Account ending", None, False, "4417"), ("right", "Interest Checking", None, False, "4417")]
    assert [says_former(p.label) for p in page_pairs(1, page)] == [False, True, False, False]


def test_what_says_a_value_is_a_former_one() -> None:
    assert [says_former(t) for t in ("Originally reported box 2 federal tax", "PRIOR BALANCE",
                                     "the earlier year that the tax refund belongs to (box 3)",
                                     "Mortgage origination date", "Priority code", "New balance")] == [
        True, True, True, False, False, False]


def test_a_year_before_a_box_s_letter_is_a_value_not_a_label_s_number() -> None:
    """"Year corrected 2025 b Employer's Federal EIN 52-9710753": a letter alone after the number opens
    the next box's label, so 2025 is a value (main read it as a number inside the label's words, as
    "Section 125 medical", and gave the EIN the whole line as its label); a word in lower case after a
    number still makes it the label's."""
    assert _pairs("Year corrected 2025 b Employer's Federal EIN 52-9710753") == [
        ("left", "Year corrected", "2025"), ("left", "Employer's Federal EIN", "52-9710753")]
    assert _pairs("8 Section 125 medical YTD $1,140.00") == [("left", "Section 125 medical YTD", "1140.00")]


def test_a_box_s_own_number_before_a_label_naming_another_box() -> None:
    """A 1099-G's box 3 is labelled "Box 2 amount is for tax year": the number opening the label (after
    a list's own number, "5 3 Box 2 ...") is its box, the "Box 2" a reference kept in its words (main
    read box 2, printed, and dropped the words: the refund's year scored 0.6 as box 2's refund, 0.34 as
    box 3). A label opening with its own box printed once more stays a printed box."""
    page = "5 3 Box 2 amount is for tax year\n2024\n3 Box 2 amount is for tax year 2023\n1 Box 1 Wages 5,000.00"
    assert [(p.cue, p.label, p.box, p.box_printed, p.value.normalized) for p in page_pairs(1, page)] == [
        ("above", "Box 2 amount is for tax year", "3", False, "2024"),
        ("left", "Box 2 amount is for tax year", "3", False, "2023"),
        ("left", "Wages", "1", True, "5000.00")]


def test_a_value_opening_a_line_takes_the_clause_the_line_over_it_ends_with_and_its_box() -> None:
    """", the state or local income tax refund (box 2)" / "is $308.20 ...": the clause the line over
    the value ends with is its label, its words counted without the comma and the box number (main
    counted ten, more than a label's eight, and read the value's label as "is")."""
    page = ("Please note that the unemployment compensation (box 1) is $5,995.00, the state or local income "
            "tax refund (box 2)\nis $308.20 and the 11 state income tax withheld is $0.00. Please review it.")
    assert [(p.cue, p.label, p.box, p.value.normalized) for p in page_pairs(1, page)] == [
        ("left", "unemployment compensation", "1", "5995.00"),
        ("left", "state or local income tax refund", "2", "308.20"),
        ("left", "11 state income tax withheld", None, "0.00")]


def test_a_caption_and_its_name_before_the_next_label_and_its_value() -> None:
    """"Caption: Name Next label: value" on one line: the name is the caption's when one cut alone
    leaves a label of words in lower case after its first; the value keeps its own label. A label in
    capitals throughout leaves the cut unsure: no name, as before."""
    assert _pairs("Skipper: Oona Vale Sailing date: 05/30/2025") == [
        ("left", "Skipper", "Oona Vale"), ("left", "Sailing date", "2025-05-30")]
    assert _pairs("Skipper: Oona Vale Sailing Date: 05/30/2025") == [
        ("left", "Oona Vale Sailing Date", "2025-05-30")]


def test_a_row_of_fewer_values_than_the_header_s_columns_fills_the_last_ones() -> None:
    """Rows of four amounts, then rows of two under the same header: the two take the last two titles
    (the hours and rate columns are left empty); a row of as many as the first rows reads them all."""
    page = ("Item Hours Rate Now Running\nBase 80.00 27.50 2,200.00 48,400.00\nLevy 176.00 3,872.00\n"
            "Sum 2,200.00 48,400.00")
    assert _pairs(page) == [
        ("left", "Base Hours", "80.00"), ("left", "Base Rate", "27.50"), ("left", "Base Now", "2200.00"),
        ("left", "Base Running", "48400.00"), ("left", "Levy Now", "176.00"), ("left", "Levy Running", "3872.00"),
        ("left", "Sum Now", "2200.00"), ("left", "Sum Running", "48400.00")]


def test_a_time_of_day_with_each_end_of_a_range_is_the_date_s() -> None:
    """"12:01 a.m." before each date of a period: no part of its label, and the two dates are one range."""
    page = "Term 12:01 a.m. 01/15/2026 to 12:01 a.m. 01/15/2027"
    assert [(p.label, p.value.normalized, p.ranged) for p in page_pairs(1, page) if p.cue == "left"] == [
        ("Term", "2026-01-15", True), ("Term", "2027-01-15", True)]
