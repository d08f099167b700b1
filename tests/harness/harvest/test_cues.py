"""Harvest cues on small hand-made pages: the label vocabularies and the layout cues that find
a value whatever an issuer's layout (issue 16 part 6). Every case names its cue."""

from __future__ import annotations

import pytest

from harness.harvest import PageText, harvest, load_rules
from harness.harvest.labels import in_sentence, label_hits
from harness.harvest.normalize import normalize_date
from harness.harvest.rules import anchor

RULES = load_rules()


def fields(*pages: str) -> dict[str, str]:
    result = harvest([(i + 1, text) for i, text in enumerate(pages)], RULES)
    return {f.field: f.normalized for f in result.fields}


def doc_type(text: str) -> str | None:
    return harvest([(1, text)], RULES).classification.doc_type


BANK = """Lakeside Savings Bank
Account number ending: 4417
Statement from: June 1, 2025
Statement through: June 30, 2025
Summary for the period
Opening balance $23,461.16
Total deposits $8,719.68
Interest earned $0.22
Closing balance $26,383.82"""


def test_key_value_lines_in_an_issuers_own_words() -> None:
    assert doc_type(BANK) == "bank-statement"
    assert fields(BANK) == {
        "bank_name": "Lakeside Savings Bank", "account_last4": "4417", "period_start": "2025-06-01",
        "period_end": "2025-06-30", "beginning_balance": "23461.16", "ending_balance": "26383.82",
        "interest_paid": "0.22"}


def test_a_date_or_a_few_words_between_label_and_value() -> None:
    text = BANK.replace("Opening balance $23,461.16", "Balance forward on 01-JUN-2025 $23,461.16")
    assert fields(text)["beginning_balance"] == "23461.16"


def test_label_then_value_on_the_next_line() -> None:
    text = BANK.replace("Closing balance $26,383.82", "Closing balance\n$26,383.82")
    assert fields(text)["ending_balance"] == "26383.82"


CARD = """Redwood Card Services Platinum Rewards Visa
Card ending 1377
Statement closing date 21-OCT-2025
Your new balance is $1,713.43. Pay at least the minimum payment of $35.00 by Nov 15, 2025.
Payment due date Nov 15, 2025"""


def test_prose_sentence_and_letterhead_product_name() -> None:
    assert doc_type(CARD) == "credit-card-statement"
    assert fields(CARD) == {
        "issuer_name": "Redwood Card Services", "account_last4": "1377", "closing_date": "2025-10-21",
        "new_balance": "1713.43", "minimum_payment": "35.00", "payment_due_date": "2025-11-15"}


def test_a_value_many_words_on_in_a_sentence_is_not_the_labels() -> None:
    text = CARD.replace("Pay at least the minimum payment of $35.00 by Nov 15, 2025.", "") + (
        "\nLate payment warning: if we do not receive your minimum payment by the\n"
        "date listed above, you may have to pay a late fee of up to $41.00 and your")
    assert "minimum_payment" not in fields(text)


def test_a_label_inside_a_sentence_has_no_value_below_it() -> None:
    assert in_sentence("Late payment warning: if we do not receive your ", " by the")
    assert not in_sentence("", " and mailing address")  # a label's own tail
    assert not in_sentence("or foreign postal code, and ", "")  # a label's second line
    assert not in_sentence("e/f ", "")  # a box letter
    assert in_sentence("", " may enter the Premises at reasonable times, with")


def test_the_longest_label_wins() -> None:
    please = [anchor("Please pay"), anchor("Please pay by")]
    hits = label_hits("Please pay by 11/25/2025\nPlease pay $87.72", please)
    assert [(h.anchor.text, h.start, h.end) for h in hits] == [("Please pay by", 0, 13), ("Please pay", 25, 35)]
    bill = ("Northgate Water District\nAccount no. 7569-06179-228\nDate of bill 11/04/2025\n"
            "Please pay by 11/25/2025\nWater usage 5,191 gal\nPlease pay $87.72")
    assert doc_type(bill) == "utility-bill"
    assert fields(bill) == {"utility_name": "Northgate Water District", "account_number": "7569-06179-228",
                            "billing_date": "2025-11-04", "due_date": "2025-11-25", "amount_due": "87.72"}


def test_a_label_crosses_a_line_break_only_wrapped_heading_its_line() -> None:
    """A table's header "CURRENT YTD" over the row "GROSS PAY ...": no label "YTD gross" across the break
    (the row's current amount was read as the year's); a caption wrapped onto the next line still is one."""
    ytd = [anchor("YTD gross")]
    assert label_hits("CURRENT YTD\nGROSS PAY 1,920.00 32,640.00", ytd) == []
    assert [(h.start, h.end) for h in label_hits("4 YTD\ngross 32,640.00", ytd)] == [(2, 11)]
    stub = ("Quarry Lane Logistics Inc\nEARNINGS STATEMENT\nCHECK DATE: 08/29/2025\nCURRENT YTD\n"
            "GROSS PAY 1,920.00 32,640.00\nNET PAY 1,618.56 27,515.52")
    assert fields(stub) == {"employer_name": "Quarry Lane Logistics Inc", "pay_date": "2025-08-29",
                            "gross_pay": "1920.00", "net_pay": "1618.56", "ytd_gross": "32640.00"}


def test_a_row_of_labels_over_a_row_of_values() -> None:
    stub = ("Chang, Johnston and Burke\nStatement of earnings\nEmployee Tyler Smith\nPay date Jan 17, 2025\n"
            "Totals Gross pay Taxes Deductions Net pay\n"
            "Current $4,540.00 $924.65 $168.12 $3,447.23\n"
            "Year to date $4,540.00 $924.65 $168.12 $3,447.23")
    assert doc_type(stub) == "pay-stub"
    assert fields(stub) == {"employer_name": "Chang, Johnston and Burke", "employee_name": "Tyler Smith",
                            "pay_date": "2025-01-17", "gross_pay": "4540.00", "net_pay": "3447.23"}


def test_copies_side_by_side_count_once() -> None:
    sheet = ("Form W-2 Wage and Tax Statement 2025\n"
             "b EIN 81-3693417\n"
             "1 Wages, tips, other comp. 1 Wages, tips, other comp. 1 Wages, tips, other comp.\n"
             "109,297.00 109,297.00 109,297.00\n"
             "2 Federal income tax w/h 2 Federal income tax w/h 2 Federal income tax w/h\n"
             "11,257.50 11,257.50 11,257.50")
    got = fields(sheet)
    assert (got["box1_wages"], got["box2_federal_tax_withheld"]) == ("109297.00", "11257.50")


def test_a_row_of_labels_over_a_short_row_says_nothing() -> None:
    text = ("Form W-2 Wage and Tax Statement 2025\nb EIN 81-3693417\n"
            "1 Wages, tips, other comp. 2 Federal income tax w/h\n109,297.00")
    assert "box2_federal_tax_withheld" not in fields(text)


W2C = """Form W-2c Corrected Wage and Tax Statement
b Employer's FED ID number 81-3693417
Box Previously reported Correct information Change
1 Wages, tips, other comp. $109,297.00 $110,217.38 $920.38
2 Federal income tax w/h $11,257.50 $11,459.98 $202.48"""


def test_a_table_cell_by_its_row_and_column() -> None:
    assert doc_type(W2C) == "W-2c"
    got = fields(W2C)
    assert (got["box1_wages"], got["box2_federal_tax_withheld"]) == ("110217.38", "11459.98")
    # a row with a blank cell says nothing: its values no longer line up with the titles
    blank = W2C.replace(" $11,257.50 $11,459.98", " $11,459.98")
    assert "box2_federal_tax_withheld" not in fields(blank)


STUB = """Oliver, Gibson and Ross
Earnings Statement
Paid to: Sierra Andrews
1 401(k) deferral YTD
$7,428.71
3 Section 125 medical YTD
$3,074.64
Key figures
Gross earnings $5,895.83
Take-home pay $4,232.65"""


def test_a_label_that_names_a_column_s_title_is_no_table_header() -> None:
    """A pay stub's "Gross earnings" under a label that ends in "YTD" (seen:fit seed 179) is the
    period's gross, not the year's: one title among other words is no header. Under a header
    of titles it is the year's."""
    got = fields(STUB)
    assert (got["gross_pay"], "ytd_gross" in got) == ("5895.83", False)
    prose = STUB.replace("Key figures", "your gross pay year to date was shown on December 16, 2025")
    assert "ytd_gross" not in fields(prose)
    table = STUB.replace("Key figures\nGross earnings $5,895.83",
                         "Current Year to date\nGross earnings $5,895.83 $148,574.92")
    assert fields(table)["ytd_gross"] == "148574.92"


@pytest.mark.parametrize("label", ["1 Interest income", "Box 1 Interest income", "Interest income (box 1)"])
def test_official_box_numbers_in_every_form(label: str) -> None:
    text = (f"Form 1099-INT Interest Income\nPAYER'S TIN 84-4130073\n{label} 1,264.13\n"
            "4 Federal income tax withheld 0.00")
    assert doc_type(text) == "1099-INT"
    assert fields(text)["box1_interest_income"] == "1264.13"


def test_a_labels_own_tail_then_its_value_below() -> None:
    dec = ("Evergreen Mutual Insurance Company\nHOMEOWNERS POLICY DECLARATIONS\nPolicy number\nHO-145-658486\n"
           "Named insured and mailing address\nWilliam Terry\n318 Catherine Knoll Apt. 470\n"
           "Co-insured Marie Fischer\nTotal policy premium $1935.00")
    assert doc_type(dec) == "insurance-declarations"
    assert fields(dec) == {"insurer_name": "Evergreen Mutual Insurance Company", "policy_number": "HO-145-658486",
                           "named_insured": "William Terry", "annual_premium": "1935.00"}


def test_the_first_person_of_two_and_a_letterhead_without_its_title() -> None:
    lease = ("Residential Lease Basic Lease Information\nOwner Tyler Smith and Marie Fischer\nResident Jane Cooper\n"
             "Lease start Feb 1, 2025\nLease end Jan 31, 2026\nRent per month $1,825.00, due on day 1\n"
             "Deposit $3,650.00")
    assert doc_type(lease) == "lease"
    assert fields(lease) == {"landlord_name": "Tyler Smith", "tenant_name": "Jane Cooper", "monthly_rent": "1825.00",
                             "security_deposit": "3650.00", "start_date": "2025-02-01", "end_date": "2026-01-31"}
    invoice = ("Wilson Plumbing & Heating Invoice\nInvoice number INV-2514003\nInvoice date 08/01/2025\n"
               "Amount due $1,037.98")
    assert doc_type(invoice) == "invoice"
    assert fields(invoice) == {"vendor_name": "Wilson Plumbing & Heating", "invoice_number": "INV-2514003",
                               "invoice_date": "2025-08-01", "total_due": "1037.98"}


def test_a_card_statement_is_not_a_bank_statement() -> None:
    # "Previous balance" and "New balance" are in both vocabularies; the minimum payment tells them apart
    card = "Previous balance $898.65\nNew balance $744.00\nInterest earned $0.00\nMinimum payment due $35.00"
    assert doc_type(card) == "credit-card-statement"


@pytest.mark.parametrize(("printed", "iso"), [
    ("04-DEC-2025", "2025-12-04"), ("Dec 4, 2025", "2025-12-04"), ("December 4, 2025", "2025-12-04"),
    ("2025-12-04", "2025-12-04"), ("12/04/2025", "2025-12-04"), ("O4-DEC-2O25", "2025-12-04"),
    ("31-FEB-2025", None),
])
def test_every_date_format_of_the_house_styles(printed: str, iso: str | None) -> None:
    assert normalize_date(printed) == iso


def test_ocr_specks_between_a_label_and_its_amount() -> None:
    # a photocopied summary table: the amount far right, specks read as cells between
    words = [
        ("Form", 100, 40, 40, 20, 1, 1, 1), ("W-2", 150, 40, 40, 20, 1, 1, 1), ("Wage", 200, 40, 50, 20, 1, 1, 1),
        ("and", 255, 40, 30, 20, 1, 1, 1), ("Tax", 290, 40, 30, 20, 1, 1, 1),
        ("b", 100, 80, 8, 14, 2, 1, 1), ("EIN", 112, 80, 30, 14, 2, 1, 1), ("81-3693417", 700, 80, 100, 14, 2, 1, 1),
        ("1", 100, 120, 8, 14, 3, 1, 1), ("Wages,", 112, 120, 50, 14, 3, 1, 1), ("tips,", 166, 120, 30, 14, 3, 1, 1),
        ("other", 200, 120, 35, 14, 3, 1, 1), ("compensation", 240, 120, 90, 14, 3, 1, 1),
        ("ee", 500, 121, 16, 12, 3, 1, 1), ("oO", 700, 121, 16, 12, 3, 1, 1),
        ("109297.00", 1400, 120, 90, 14, 3, 1, 1),
        ("2", 100, 160, 8, 14, 4, 1, 1), ("Federal", 112, 160, 50, 14, 4, 1, 1), ("income", 166, 160, 50, 14, 4, 1, 1),
        ("tax", 220, 160, 25, 14, 4, 1, 1), ("withheld", 250, 160, 60, 14, 4, 1, 1),
        ("So", 900, 161, 16, 12, 4, 1, 1), ("11257.50", 1400, 160, 80, 14, 4, 1, 1),
    ]
    text = ("Form W-2 Wage and Tax\nb EIN 81-3693417\n1 Wages, tips, other compensation ee oO 109297.00\n"
            "2 Federal income tax withheld So 11257.50")
    result = harvest([PageText(1, text, words)], RULES)
    assert result.classification.doc_type == "W-2"
    got = {f.field: f.normalized for f in result.fields}
    assert (got["box1_wages"], got["box2_federal_tax_withheld"]) == ("109297.00", "11257.50")


def test_ocr_a_column_ends_at_the_next_key_across_it() -> None:
    # "Closing balance" lost its cents to OCR; the summary's "Opening balance" row below it,
    # printed further left, is another key: its amount is not the closing balance
    words = [
        ("Closing", 330, 1235, 80, 20, 1, 1, 1), ("balance", 415, 1235, 90, 20, 1, 1, 1),
        ("$26,383.", 1386, 1235, 93, 20, 1, 1, 1),
        ("Opening", 171, 1368, 80, 20, 2, 1, 1), ("balance", 256, 1368, 95, 20, 2, 1, 1),
        ("$23,461.16", 757, 1369, 137, 20, 2, 1, 1),
    ]
    rules = [r for r in RULES if r.doc_type == "bank-statement"]
    from harness.harvest.extract import extract_fields

    got = {f.field: f.normalized for f in extract_fields([PageText(1, "", words)], rules[0])}
    assert got == {"beginning_balance": "23461.16"}


def test_ocr_a_label_read_from_the_top_ends_no_other_labels_value() -> None:
    # the property tax rule reads the county's name from the top of the text (`re:\A`): on an
    # OCR page every cell starts a text, so such a label must not stop the values beside others
    def line(y: int, n: int, *cells: tuple[int, str]) -> list[tuple[str, int, int, int, int, int, int, int]]:
        out = []
        for x, text in cells:
            for w in text.split():
                out.append((w, x, y, 12 * len(w), 22, 1, 1, n))
                x += 12 * len(w) + 10
        return out

    words = [*line(141, 1, (140, "Office of the Treasurer"), (1091, "PROPERTY TAX STATEMENT")),
             *line(181, 2, (139, "Lakeview County Treasurer")),
             *line(311, 3, (141, "Property owner"), (417, "Dana Whitfield"), (946, "Parcel ID"),
                   (1355, "494-034-317-0167")),
             *line(386, 4, (946, "Pay by"), (1409, "02-DEC-2025")),
             *line(813, 5, (150, "Total tax billed"), (1461, "5712.58"))]
    rule = next(r for r in RULES if r.doc_type == "property-tax-bill")
    from harness.harvest.extract import extract_fields

    got = {f.field: f.normalized for f in extract_fields([PageText(1, "", words)], rule)}
    assert got == {"jurisdiction_name": "Lakeview County Treasurer", "owner_name": "Dana Whitfield",
                   "parcel_number": "494-034-317-0167", "due_date": "2025-12-02", "total_tax": "5712.58"}


# Printed labels the rules leave to other cues on purpose: a bare word that prints in tables
# and prose too ("Credits", "Account", "ID"), or a word the rule only takes before a date.
UNANCHORED = {
    ("1098", "Account"), ("1099-DIV", "Account"), ("1099-INT", "Account"), ("1099-R", "Account"),
    ("bank-statement", "Bank"), ("bank-statement", "From"), ("bank-statement", "Through"),
    ("bank-statement", "Credits"), ("bank-statement", "Debits"), ("pay-stub", "ID"),
}


def test_the_rules_know_every_printed_label_of_the_typed_templates() -> None:
    """Every label and vocabulary entry of every field of a typed template is a label or a stop
    of its docType's rule: a value never runs into another field's label, whatever its wording."""
    from generator.documents.templates import discover_templates

    rules = {r.doc_type: r for r in RULES}
    missing = set()
    for template in discover_templates().values():
        d = template.definition
        if d.kind != "typed" or d.doc_type is None:
            continue
        rule = rules[d.doc_type]
        anchors = [a for f in rule.fields for alt in f.alternatives() for a in alt.labels] + list(rule.stop)
        for f in d.fields:
            for label in [f.label, *f.vocabulary]:
                if not any(a.regex.search(label) for a in anchors):
                    missing.add((d.doc_type, label))
    assert missing == UNANCHORED


def test_a_column_of_labels_then_a_column_of_values() -> None:
    # a key-value panel whose text layer gives the keys first: the k-th key gets the k-th value
    panel = ("Lakeside Savings Bank\nAccount summary\nOpening balance\nTotal deposits\nInterest earned\n"
             "Closing balance\n$23,461.16\n$8,719.68\n$0.22\n$26,383.82")
    got = fields(panel)
    assert (got["beginning_balance"], got["interest_paid"], got["ending_balance"]) == (
        "23461.16", "0.22", "26383.82")
    # labels of empty boxes one under the other are no stack: the label over its value decides
    boxes = ("Form 1099-INT Interest Income\nPayer's RTN (optional)\nBox 1 Interest income\n585.57\n"
             "Box 2 Early withdrawal penalty\n0.00")
    assert fields(boxes)["box1_interest_income"] == "585.57"


def test_a_letterhead_that_is_the_documents_title_names_no_issuer() -> None:
    text = BANK.replace("Lakeside Savings Bank", "Member Statement\nLakeside Savings Bank")
    assert "bank_name" not in fields(text)
    # a name under its label is capitalized words: a heading in lower case is not one
    dec = ("HOMEOWNERS POLICY DECLARATIONS\nPolicy number HO-145-658486\nNamed insured\nsee schedule\n"
           "Total policy premium $1935.00")
    assert "named_insured" not in fields(dec)
