"""What issuers print that the pairing must read whatever the layout (the nineteenth round): a kind of
issuer's own words (a credit union's dividends, a payroll's deposit advice), a label's year-to-date
qualifier after it, a header's titles opened by a word pointing at the next ("This Period"), a stamp over
a letterhead, a name heading a mailing address read as a caption and a name. The pages are invented."""

from __future__ import annotations

from harness.harvest import PageText, harvest, load_rules
from harness.harvest import pairs as pairs_module
from harness.harvest.pairs import SENTENCE_GROUPS, captions_under_values, letterhead, page_pairs
from tests.harness.harvest.test_matcher import MATCHER, _brief

RULES = load_rules()


def _read(page: str) -> dict[str, tuple[str | None, str]]:
    return {f.field: (f.normalized, f.method) for f in harvest([PageText(1, page)], RULES).fields}


def test_a_credit_union_s_dividends_are_its_statement_s_interest() -> None:
    page = "Harbour Savings Bank\nBalance when opened: $4,210.00\nDividends earned: $1.84"
    assert _brief(MATCHER.match("bank-statement", [(1, page)], {"bank_name": "Harbour Savings Bank"})) == [
        ("beginning_balance", "4210.00", "Balance when opened", "left"),
        ("interest_paid", "1.84", "Dividends earned", "left")]
    # the vocabulary is the statement's: a 1099-DIV's dividends stay dividends
    assert MATCHER._spelled("bank-statement", "Dividend YTD") == "interest year to date"
    assert MATCHER._spelled("1099-DIV", "Dividends") == "Dividends"


def test_a_label_followed_by_year_to_date_names_the_year_s_total() -> None:
    head = "Larch Credit Union\nStatement period: 03/01/2025 to 03/31/2025\nBeginning balance: $2,315.40\n"
    for body in ("Dividends earned year to date: $12.10\nDividends earned: $1.84",
                 "Interest earned YTD 12.10\nInterest earned 1.84",
                 "Interest earned (year to date) $12.10\nInterest earned $1.84"):
        assert _read(head + body + "\nEnding balance: $2,877.12")["interest_paid"] == ("1.84", "rules")
    # a year-to-date field's own label keeps it; a caption after the qualifier is another label's
    stub = "Brightwater Logistics Inc.\nEarnings Statement\nPay date 06/13/2025\nGross pay YTD gross Net pay\n" \
           "$3,150.00 $37,800.00 $2,371.64\nGross pay year to date: $37,800.00"
    read = _read(stub)
    assert read["ytd_gross"] == ("37800.00", "rules")


def test_a_title_opened_by_a_pointing_word_is_one_title() -> None:
    assert pairs_module._titles_of("Earnings Rate Hours This Period Year to Date") == [
        "Earnings", "Rate", "Hours", "This Period", "Year to Date"]
    assert pairs_module._titles_of("Description Prior Year Current") == ["Description", "Prior Year", "Current"]


def test_a_stamp_over_the_letterhead_is_no_caption() -> None:
    head = letterhead(1, "NON-NEGOTIABLE\nQuarry Ridge Stoneworks LLC\n880 Granite Spur Road")
    assert head is not None and head.value.raw == "Quarry Ridge Stoneworks LLC"
    assert letterhead(1, "EMPLOYEE\nQuarry Ridge Stoneworks LLC\n880 Granite Spur Road") is None


def test_a_name_heading_an_address_read_as_caption_and_name_is_the_whole_name() -> None:
    """(The letterhead's own line, read as a caption and a name too, is no other party.)"""
    page = ("Quarry Ridge Stoneworks LLC\nPeriod Ending 10/11/2025\nIngrid P. Solvang\n14 Quarry Hill Lane\n"
            "Websterville, VT 05678\nGross: $5.00")
    assert [(m.field, m.normalized, m.cue) for m in MATCHER.match("pay-stub", [(1, page)], {})] == [
        ("employer_name", "Quarry Ridge Stoneworks LLC", "letterhead"),
        ("employee_name", "Ingrid P. Solvang", "addressee")]


def test_captions_printed_under_their_values_name_the_value_over_them() -> None:
    lines = ["Auto Policy Declarations", "PA-5512-88710", "Policy number", "03-Mar-2026", "Effective date",
             "2027-03-03", "Expiration date"]
    assert [captions_under_values(lines, i) for i in (2, 4, 6)] == [True, True, True]
    page = "\n".join(["Wrenfield Casualty Company", *lines, "$1,146.50", "Total annual premium"])
    read = _read(page)
    assert (read["policy_number"], read["effective_date"], read["expiration_date"]) == (
        ("PA-5512-88710", "rules"), ("2026-03-03", "rules"), ("2027-03-03", "rules"))
    # labels over their values leave a value (of a shape read or not) under the last label
    over = ["Lease Summary", "Pet fee", "$40.00", "Monthly rent", "$1,395.00", "Unit", "14C"]
    assert [captions_under_values(over, i) for i in (3, 5)] == [False, False]
    assert not captions_under_values(["Policy number", "PA-5512-88710", "Effective date", "03-Mar-2026"], 2)


def test_a_column_s_qualifier_on_each_row_takes_the_row_s_subject() -> None:
    line = "Gross Pay This Period 3,150.00 Year to Date 30,015.00"
    assert [(p.label, p.value.raw) for p in page_pairs(1, line) if p.cue == "left"] == [
        ("Gross Pay This Period", "3,150.00"), ("Gross Pay Year to Date", "30,015.00")]


def test_a_value_in_a_sentence_reads_its_subject_and_its_verb() -> None:
    line = "Your payment of $84.20 is due by March 3, 2026. Thank you for your prompt payment."
    pairs = [(p.label, p.value.raw, p.cue, p.group) for p in page_pairs(1, line)]
    own = (1, -SENTENCE_GROUPS - 1)  # the amount's pairs are a group of their own
    assert pairs == [("payment", "$84.20", "left", own), ("due", "$84.20", "right", own),
                     ("payment due", "$84.20", "left", own), ("due by", "March 3, 2026", "left", (1, -1))]


def test_labels_over_values_before_a_table_are_no_captions_under_them() -> None:
    lines = ["Reported amounts", "Account ending", "8651", "Closing date", "21-DEC-2025", "Previous balance", "2267.56",
             "Total balance", "2330.42", "Payment due date", "15-JAN-2026", "Account activity",
             "Merchant / description Trans. date Charge amount"]
    assert not any(captions_under_values(lines, i) for i in range(len(lines)))
    # a sentence after the last label: the caption over the first value ("Account ending") says they are over
    lines[-1] = "This statement is provided for information only."
    assert not any(captions_under_values(lines, i) for i in range(len(lines)))


def test_a_caption_s_word_opening_the_next_label_ends_the_name() -> None:
    line = "Employer: Saltmarsh Ferry Authority Employer ID (EIN): 63-4410928"
    assert [(p.label, p.value.raw) for p in page_pairs(1, line)] == [
        ("Employer", "Saltmarsh Ferry Authority"), ("Employer ID (EIN)", "63-4410928")]
