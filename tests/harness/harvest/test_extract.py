"""Field extraction on OCR pages from hand-made word lists (harness/harvest/extract.py): the word
boxes first, then the page's text in OCR's reading order; letterheads read by visual rows; names
without OCR's specks."""

from __future__ import annotations

from harness.harvest import PageText, harvest, load_rules
from harness.harvest.extract import extract_fields
from tests.harness.harvest.test_cells import Word, line

RULES = load_rules()

# A payer's 1099-INT statement as a scanner's OCR layer holds it: a scan's border read as letters
# at the image's top edge, the title printed higher than the letterhead beside it, the letterhead
# with a speck after it, and the recipient's name and address printed with no label of their own
# (the statement's "Copy B for recipient", far right, is the only word for it); "CORRECTED" under
# that, which the rule ignores.
STATEMENT_WORDS: list[Word] = [
    *line(0, 1, (977, "Shell (brag eet"), height=14),
    *line(22, 2, (619, "SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT"), height=17),
    *line(126, 3, (991, "2025 TAX INFORMATION STATEMENT"), height=39),
    *line(135, 4, (149, "Prairie Bank —"), height=39),
    *line(191, 5, (147, "2489 Juan Points")),
    *line(215, 6, (1183, "Form 1099-INT Interest Income")),
    *line(240, 7, (1183, "Copy B for recipient")),
    *line(275, 8, (1338, "CORRECTED")),
    *line(319, 9, (153, "Joshua Villa"), (921, "PAYER'S TIN"), (1420, "57-2826190")),
    *line(672, 10, (165, "1 Interest income"), (1480, "15.20")),
]
# the same layer's text, in the order OCR read its blocks
STATEMENT_TEXT = """Prairie Bank —
2489 Juan Points
Shell (brag eet
SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT
2025 TAX INFORMATION STATEMENT
Form 1099-INT Interest Income
Copy B for recipient
CORRECTED
Joshua Villa PAYER'S TIN 57-2826190
1 Interest income 15.20"""


def test_a_letterhead_and_a_name_the_boxes_cannot_pair_are_read_by_row_and_by_reading_order() -> None:
    result = harvest([PageText(1, STATEMENT_TEXT, STATEMENT_WORDS)], RULES)
    assert result.classification.doc_type == "1099-INT"
    assert {f.field: f.normalized for f in result.fields} == {
        "payer_name": "Prairie Bank",  # the first visual row, its title passed over, the border and speck dropped
        "payer_tin": "57-2826190",
        "recipient_name": "Joshua Villa",  # the boxes give "Copy B for recipient" no name; the reading order does
        "box1_interest_income": "15.20",
    }


def test_a_page_whose_first_row_is_a_title_alone_has_no_letterhead() -> None:
    words = [*line(157, 1, (1437, "Invoice"), height=28), *line(188, 2, (214, "Cox Roofing"), height=42),
             *line(335, 3, (1014, "Invoice number"), (1420, "INV-2570001"))]
    rule = next(r for r in RULES if r.doc_type == "invoice")
    got = {f.field: f.normalized for f in extract_fields([PageText(1, "", words)], rule)}
    assert got == {"invoice_number": "INV-2570001"}


def tax_bill(*owner_lines: str) -> list[Word]:
    """A property tax bill's OCR words: the county, the owner's label and what is printed under it."""
    return [*line(141, 1, (140, "Office of the Treasurer"), (1091, "PROPERTY TAX STATEMENT")),
            *line(181, 2, (139, "Lakeview County Treasurer")),
            *line(311, 3, (141, "Property owner")),
            *(w for i, text in enumerate(owner_lines) for w in line(345 + 34 * i, 4 + i, (141, text))),
            *line(813, 9, (150, "Total tax billed"), (1461, "5712.58"))]


def test_an_ocr_name_loses_the_specks_read_around_it() -> None:
    rule = next(r for r in RULES if r.doc_type == "property-tax-bill")
    for printed in ("Frank Leach .", "_Frank Leach", "Frank Leach a", "‘Frank Leach"):
        got = {f.field: f.normalized for f in extract_fields([PageText(1, "", tax_bill(printed))], rule)}
        assert got == {"jurisdiction_name": "Lakeview County Treasurer", "owner_name": "Frank Leach",
                       "total_tax": "5712.58"}, printed


def test_a_sentence_under_a_label_is_no_name() -> None:
    rule = next(r for r in RULES if r.doc_type == "property-tax-bill")
    got = {f.field: f.normalized for f in extract_fields(
        [PageText(1, "Property owner\n. This is important tax information and", tax_bill(
            ". This is important tax information and"))], rule)}
    assert got == {"jurisdiction_name": "Lakeview County Treasurer", "total_tax": "5712.58"}


def test_a_title_after_a_names_label_on_the_title_line_is_no_name() -> None:
    """A stub's title opens with the word that labels the employee's name: what follows it ends with a
    title's noun (a statement), no name; the name after its own label is read."""
    rule = next(r for r in RULES if r.doc_type == "pay-stub")
    got = {f.field: f.normalized for f in extract_fields(
        [PageText(1, "Harrow Mills Inc.\nEmployee Pay Statement\nPay date: 06/13/2025")], rule)}
    assert "employee_name" not in got
    got = {f.field: f.normalized for f in extract_fields(
        [PageText(1, "Harrow Mills Inc.\nEmployee Pay Statement\nEmployee: Bill Statham\nPay date: 06/13/2025")],
        rule)}
    assert got["employee_name"] == "Bill Statham"  # a name may open with a title's word


def test_a_label_after_a_slash_names_a_date_range_s_second_end() -> None:
    """"Opening/Closing Date 10/27/25 - 11/25/25": the closing date is the range's second end."""
    rule = next(r for r in RULES if r.doc_type == "credit-card-statement")
    page = "Summit Card\nCredit Card Statement\nOpening/Closing Date 10/27/25 - 11/25/25"
    got = {f.field: f.normalized for f in extract_fields([PageText(1, page)], rule)}
    assert got.get("closing_date") == "2025-11-25"


PAY_ADVICE = """Direct Deposit Advice
Earnings Rate Hours This Period Year to Date
Regular 27.50 80.00 2,200.00 44,000.00
Overtime 41.25 6.00 247.50 1,980.00
Gross Earnings 86.00 2,447.50 45,980.00
Net Pay Distribution Account Amount
Checking XXXXXX4410 1,628.38
Savings XXXXXX9902 200.00
Total Net Pay 1,828.38"""


def test_a_total_row_s_hours_are_no_amount_and_a_split_net_is_no_net_pay() -> None:
    """The rows above show a rate times hours making the amount: the total row's first cell (no rate
    printed) is the hours' total, not the gross; the net pay heading its accounts' split is read
    at its total."""
    rule = next(r for r in RULES if r.doc_type == "pay-stub")
    got = {f.field: f.normalized for f in extract_fields([PageText(1, PAY_ADVICE)], rule)}
    assert (got.get("gross_pay"), got.get("net_pay")) == ("2447.50", "1828.38")


def test_a_total_row_s_first_amount_stands_where_no_column_multiplies() -> None:
    """Rows whose cells do not multiply (no rate and no hours) leave the total row's first amount."""
    rule = next(r for r in RULES if r.doc_type == "pay-stub")
    page = ("Earnings Current Prior YTD\nRegular 2,200.00 2,100.00 44,000.00\nBonus 247.50 300.00 1,980.00\n"
            "Gross Earnings 2,447.50 2,400.00 45,980.00")
    got = {f.field: f.normalized for f in extract_fields([PageText(1, page)], rule)}
    assert got.get("gross_pay") == "2447.50"


def test_a_policy_number_s_capitals_prefix_printed_apart_is_kept() -> None:
    """"HGM 4417208": a prefix of capitals and a number a space apart is one policy number; a
    number alone is no rule's value (the general matcher reads it)."""
    rule = next(r for r in RULES if r.doc_type == "insurance-declarations")
    got = {}
    for number in ("HGM 4417208", "HO-4417208", "4417208"):
        page = f"Granary Mutual\nPolicy Number {number}\nPolicy Period 01/15/2026 to 01/15/2027"
        got[number] = {f.field: f.normalized for f in extract_fields([PageText(1, page)], rule)}.get("policy_number")
    assert got == {"HGM 4417208": "HGM 4417208", "HO-4417208": "HO-4417208", "4417208": None}


def test_a_tax_bill_s_total_amount_billed_is_its_total_tax() -> None:
    """"Total Amount Billed" under a levy table: on a tax bill the amount billed is the tax."""
    rule = next(r for r in RULES if r.doc_type == "property-tax-bill")
    page = ("County of Alder Bend\nProperty Tax Statement\nTaxing Agency Rate Amount\nGeneral levy 1.0000 3,842.10\n"
            "Flood control 48.00\nTotal Amount Billed 3,890.10")
    got = {f.field: f.normalized for f in extract_fields([PageText(1, page)], rule)}
    assert got.get("total_tax") == "3890.10"


COMPARISON = """Mesa Verde Natural Gas
Account number 7702-118-45
Billing comparison
Last bill This bill
Bill date 06/09/2025 07/09/2025
Therms used 22 18
Amount due $48.90 $41.35
Due date 06/30/2025 07/30/2025"""


def test_a_comparison_s_row_is_read_in_its_current_column() -> None:
    """A row under "Last bill  This bill" prints the former value first: the rules read the column whose
    title says the current one (extract._current_of_comparison), past a row of counts between them."""
    rule = next(r for r in RULES if r.doc_type == "utility-bill")
    got = {f.field: f.normalized for f in extract_fields([PageText(1, COMPARISON)], rule)}
    assert (got.get("billing_date"), got.get("amount_due"), got.get("due_date")) \
        == ("2025-07-09", "41.35", "2025-07-30")
    plain = COMPARISON.replace("Last bill This bill", "Gas Water")  # no column says a former one: the first
    got = {f.field: f.normalized for f in extract_fields([PageText(1, plain)], rule)}
    assert got.get("amount_due") == "48.90"


def test_the_issuer_s_name_before_the_title_on_one_line_is_read_when_printed_again_alone() -> None:
    """A band across the page's top, the bank's name left and the title right, read as one line: the words
    before the title are the letterhead when the pages print them again alone (the fine print's "Larkspur
    Trust Bank, 100 Main Mall"); a title alone, or a name printed nowhere else, is no letterhead."""
    from harness.harvest.extract import name_before_title

    fine = "Member FDIC. Larkspur Trust Bank, 100 Main Mall, Bozeman, MT 59715."
    assert name_before_title("Larkspur Trust Bank Account Statement", fine) == "Larkspur Trust Bank"
    assert name_before_title("Larkspur Trust Bank Account Statement", "Larkspur Trust Bank Account Statement") is None
    assert name_before_title("Employee Pay Statement", "Employee Pay Statement\nEmployee Pay 12.00") is None
    assert name_before_title("Larkspur Trust Bank", fine) is None  # no title: the letterhead as it is
    page = ("Larkspur Trust Bank Account Statement\nAccount ending 4821\nOpening balance 12,406.55\n"
            "Closing balance 13,742.08\nInterest credited 3.87\n" + fine)
    found = harvest([(1, page)], RULES)
    assert found.classification.doc_type == "bank-statement"
    assert {f.field: f.value for f in found.fields}["bank_name"] == "Larkspur Trust Bank"


def test_the_issuer_read_from_the_fine_print_is_printed_as_its_letterhead_prints_the_same_words() -> None:
    """A county's tax bill: its letterhead "County of Juniper Flats", its fine print "Make checks payable to
    Juniper Flats County Tax Collector" (the rule's label): the issuer's name is the letterhead's printing of
    the same words; a letterhead of other words leaves the name found."""
    page = ("County of Juniper Flats\nTreasurer-Tax Collector\nProperty Tax Statement\nParcel number 118-220-07-00\n"
            "Total tax 4,240.50\nDue date 11/01/2025\n"
            "Make checks payable to Juniper Flats County Tax Collector. Installments are delinquent after 5 p.m.")
    rule = next(r for r in RULES if r.doc_type == "property-tax-bill")
    found = {f.field: (f.value, f.normalized) for f in extract_fields([PageText(1, page)], rule)}
    assert found["jurisdiction_name"] == ("County of Juniper Flats", "County of Juniper Flats")
    other = page.replace("County of Juniper Flats\n", "Sagebrush Valley Assessor\n", 1)
    found = {f.field: f.value for f in extract_fields([PageText(1, other)], rule)}
    assert found["jurisdiction_name"] == "Juniper Flats County"


def test_a_firm_s_name_under_the_title_opening_the_page_is_its_letterhead() -> None:
    """A pay statement headed by one spaced word ("E A R N I N G S"), its employer's name under it ending with
    a business's legal form: the letterhead is that name; a person's name or a label under the title is none."""
    rule = next(r for r in RULES if r.doc_type == "pay-stub")
    page = ("E A R N I N G S\nBRISTLECONE STAFFING PARTNERS, LLC\n2900 Mesa Verde Pkwy, Farmington, NM 87401\n"
            "Pay Date 09/26/2025\nGross Pay 2,125.38\nNet Pay 1,729.24\n")
    found = {f.field: f.value for f in extract_fields([PageText(1, page)], rule)}
    assert found["employer_name"] == "BRISTLECONE STAFFING PARTNERS, LLC"
    person = page.replace("BRISTLECONE STAFFING PARTNERS, LLC", "Ignatius Barnaby-Oyelaran")
    assert "employer_name" not in {f.field for f in extract_fields([PageText(1, person)], rule)}


def test_the_letterhead_read_after_a_column_drawn_first_is_the_name_the_fine_print_prints_with_a_legal_form() -> None:
    """A declarations page whose right column the PDF drew first: the text layer opens with the panel's title
    and labels, the letterhead comes later; the name alone on its line that the fine print prints again with a
    legal form ("Birchway Mutual Insurance Company, 5 Covered Bridge Rd") is the insurer; a person's name, printed
    with none, is no insurer."""
    from harness.harvest.extract import legal_name_line

    page = ("POLICY SUMMARY\nPolicy No. RNT-20-448193\nAnnual Premium $187.00\nBirchway Mutual Insurance\n"
            "Renters Policy Declarations\nNamed Insured\nPhilomena Adeyemi-Strand\n"
            "This declarations page is part of your policy. Birchway Mutual Insurance Company, 5 Covered Bridge Rd.")
    assert legal_name_line(page, page) == "Birchway Mutual Insurance"
    assert legal_name_line(page.replace("Insurance Company,", "Insurance,"), page.replace("Company,", ",")) is None
    rule = next(r for r in RULES if r.doc_type == "insurance-declarations")
    found = {f.field: f.value for f in extract_fields([PageText(1, page)], rule)}
    assert found["insurer_name"] == "Birchway Mutual Insurance"


def test_the_letterhead_s_name_a_caption_prints_in_full_is_read_in_full() -> None:
    """The letterhead "Meadowlark Investments" read for a 1099-DIV's payer (its labels blinded: the letterhead's
    reading alone), the page printing "PAYER: Meadowlark Investments LLC": the name as the caption prints it,
    with its legal form; a legal form in the fine print's running text leaves the letterhead's."""
    from harness.harvest.rules import blinded

    rule = next(r for r in blinded(RULES, anchors=False) if r.doc_type == "1099-DIV")
    page = "Meadowlark Investments\n2025 Consolidated Form 1099\nPAYER: Meadowlark Investments LLC\nRECIPIENT: Ida Vole"
    assert {f.field: f.value for f in extract_fields([PageText(1, page)], rule)}["payer_name"] == \
        "Meadowlark Investments LLC"
    fine = "Meadowlark Investments\n2025 Consolidated Form 1099\nMeadowlark Investments LLC, PO Box 9, Ames, IA."
    assert {f.field: f.value for f in extract_fields([PageText(1, fine)], rule)}["payer_name"] == \
        "Meadowlark Investments"


def test_a_possessive_after_a_label_and_a_caption_going_on_are_no_name() -> None:
    """A label naming a name's owner ("Recipient" of "RECIPIENT'S") leaves no "'S" before the name beside it; a
    caption's words after the label ("NAME AND ADDRESS") or on the line under it ("AND ADDRESS") are no name:
    the name is the line under them."""
    rule = next(r for r in RULES if r.doc_type == "1099-DIV")

    def names(text: str) -> dict[str, str]:
        got = {f.field: f.normalized for f in extract_fields([PageText(1, text)], rule)}
        return {k: v for k, v in got.items() if k in ("payer_name", "recipient_name")}

    assert names("Form 1099-DIV\nRECIPIENT'S Noor I. Okonkwo\nNAME AND 5 Birch Lane") == {
        "recipient_name": "Noor I. Okonkwo"}
    assert names("Quay Trust\nRECIPIENT'S NAME AND ADDRESS\nNoor Szabo\n22 Elm Street") == {
        "payer_name": "Quay Trust", "recipient_name": "Noor Szabo"}
    assert names("Form 1099-DIV\nPAYER'S NAME\nAND ADDRESS\nIronbridge Index Trust\n88 Quay Street") == {
        "payer_name": "Ironbridge Index Trust"}
