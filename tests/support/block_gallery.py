"""A gallery of hand-made pages, one block geometry each, for the harvest's reading of blocks.

Issue 26 ("Deliver 1") lists what issuers print: key-value panels in one to three columns, the
label left, right or above its value, with or without colons, dotted leaders, boxed cells,
numbered boxes; ruled and unruled tables (column sets, header styles, totals, a table that runs
on to the next page with or without its header again); prose (values inside sentences, letters
with a salutation and a sign-off); summary boxes; page furniture. Each page below draws one of
those geometries as bank, card, payroll, tax-form, utility, insurance, lease and invoice
documents commonly print them. The pages, their names, wordings and values were written by hand
for this gallery from that public list and general knowledge of such documents; no generator
pool (wordings, value formats, block grammar, fonts) was read to write them, so the gallery is
independent of the held-out split and of the folds alike.

Every page is a real PDF drawn with reportlab (what generator/render uses), its text read back by
the ingest's text layer (pypdfium2, harness.ingest.pdf_page), then harvested:
`read_pages(page.pdf())` gives the harvest's PageText list. `Page.fields` is every field the page
prints, normalized as the probe compares them (money "1234.50", dates ISO, a name as printed).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pypdfium2 as pdfium
from reportlab.pdfgen import canvas

from harness.harvest import PageText
from harness.ingest.pdf_page import read_page
from harness.ingest.textlayer import clean_text

LETTER = (612.0, 792.0)
Draw = Callable[[canvas.Canvas], None]


@dataclass(frozen=True)
class Page:
    """One gallery document: its geometry's name, its docType, the fields it prints, how it is drawn
    (one function per PDF page)."""

    name: str
    doc_type: str
    fields: dict[str, str]
    pages: tuple[Draw, ...]

    def pdf(self) -> bytes:
        buf = io.BytesIO()
        c = canvas.Canvas(buf, pagesize=LETTER, invariant=1)
        for draw in self.pages:
            c.setFont("Helvetica", 9)
            draw(c)
            c.showPage()
        c.save()
        return buf.getvalue()


def read_pages(pdf: bytes) -> list[PageText]:
    """The PDF's pages as the ingest's text layer reads them (harness.ingest.textlayer)."""
    doc = pdfium.PdfDocument(pdf)
    try:
        return [PageText(i + 1, clean_text(read_page(doc, i).text)) for i in range(len(doc))]
    finally:
        doc.close()


def _y(top: float) -> float:
    return LETTER[1] - top


def text(c: canvas.Canvas, x: float, top: float, s: str, size: float = 9, font: str = "Helvetica") -> None:
    c.setFont(font, size)
    c.drawString(x, _y(top), s)


def right(c: canvas.Canvas, x: float, top: float, s: str, size: float = 9, font: str = "Helvetica") -> None:
    c.setFont(font, size)
    c.drawRightString(x, _y(top), s)


def box(c: canvas.Canvas, x: float, top: float, w: float, h: float, shade: bool = False) -> None:
    if shade:
        c.setFillGray(0.92)
        c.rect(x, _y(top + h), w, h, stroke=1, fill=1)
        c.setFillGray(0)
    else:
        c.rect(x, _y(top + h), w, h)


def rule(c: canvas.Canvas, x0: float, x1: float, top: float) -> None:
    c.line(x0, _y(top), x1, _y(top))


def leaders(c: canvas.Canvas, x: float, top: float, label: str, x1: float, value: str) -> None:
    """A label, dots to the value's column, the value right-aligned at x1."""
    c.setFont("Helvetica", 9)
    width = c.stringWidth(label + " ", "Helvetica", 9)
    dots = int((x1 - x - width - c.stringWidth(value + "  ", "Helvetica", 9)) / c.stringWidth(".", "Helvetica", 9))
    c.drawString(x, _y(top), label + " " + "." * max(2, dots))
    c.drawRightString(x1, _y(top), value)


def furniture(c: canvas.Canvas, page: int, of: int, reference: str) -> None:
    """Page furniture: the account reference at the top, "Page x of y" at the foot of every page."""
    right(c, 540, 40, reference, 8)
    text(c, 280, 760, f"Page {page} of {of}", 8)


# 1. A key-value panel of one column, the label left of its value, colons.
def _kv_one_column(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Larchmont Valley Credit Union", 14, "Helvetica-Bold")
    text(c, 72, 76, "410 Orchard Street, Larchmont, OR 97401", 8)
    text(c, 72, 110, "Member Account Statement", 12, "Helvetica-Bold")
    text(c, 72, 140, "Member: Rosalind K. Ferreira")
    for i, (label, value) in enumerate([("Account number:", "****4821"),
                                        ("Statement period:", "03/01/2025 to 03/31/2025"),
                                        ("Beginning balance:", "$2,315.40"),
                                        ("Dividends earned:", "$1.84"),
                                        ("Ending balance:", "$2,877.12")]):
        text(c, 72, 170 + 14 * i, label)
        text(c, 190, 170 + 14 * i, value)


KV_ONE_COLUMN = Page("kv-one-column-colons", "bank-statement", {
    "bank_name": "Larchmont Valley Credit Union", "account_last4": "4821", "period_start": "2025-03-01",
    "period_end": "2025-03-31", "beginning_balance": "2315.40", "interest_paid": "1.84",
    "ending_balance": "2877.12"}, (_kv_one_column,))


# 2. A key-value panel of two columns, no colons, values right-aligned in each column.
def _kv_two_columns(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Summit Ridge Bank", 15, "Helvetica-Bold")
    text(c, 72, 90, "Platinum Rewards Card Statement", 12, "Helvetica-Bold")
    text(c, 72, 110, "Prepared for Tobias Lindqvist", 9)
    rows = [("Account ending in", "7730", "New balance", "$1,204.33"),
            ("Statement closing date", "04/18/2025", "Minimum payment due", "$35.00"),
            ("Credit limit", "$8,000.00", "Payment due date", "05/13/2025")]
    for i, (l1, v1, l2, v2) in enumerate(rows):
        text(c, 72, 140 + 15 * i, l1)
        right(c, 290, 140 + 15 * i, v1)
        text(c, 320, 140 + 15 * i, l2)
        right(c, 540, 140 + 15 * i, v2)


KV_TWO_COLUMNS = Page("kv-two-columns-no-colons", "credit-card-statement", {
    "issuer_name": "Summit Ridge Bank", "account_last4": "7730", "closing_date": "2025-04-18",
    "new_balance": "1204.33", "minimum_payment": "35.00", "payment_due_date": "2025-05-13"}, (_kv_two_columns,))


# 3. A key-value panel of three columns, each label above its value (boxed cells in a row).
def _kv_three_columns_above(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Cascade Public Utility District", 14, "Helvetica-Bold")
    text(c, 72, 90, "Electric Service Bill", 12, "Helvetica-Bold")
    text(c, 72, 110, "Service address: 88 Fernhill Road, Bend, OR 97702", 8)
    for j, (label, value) in enumerate([("Account number", "30-5521-0098"), ("Bill date", "06/02/2025"),
                                        ("Total amount due", "$142.67")]):
        box(c, 72 + 160 * j, 130, 150, 34)
        text(c, 78 + 160 * j, 142, label, 8)
        text(c, 78 + 160 * j, 158, value, 10, "Helvetica-Bold")
    text(c, 72, 190, "Please pay by")
    text(c, 72, 204, "06/23/2025", 10, "Helvetica-Bold")


KV_THREE_COLUMNS_ABOVE = Page("kv-three-columns-label-above", "utility-bill", {
    "utility_name": "Cascade Public Utility District", "account_number": "30-5521-0098",
    "billing_date": "2025-06-02", "amount_due": "142.67", "due_date": "2025-06-23"}, (_kv_three_columns_above,))


# 4. Labels right of their values (a value column, then its caption).
def _label_right(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Bluestem Mutual Insurance Company", 14, "Helvetica-Bold")
    text(c, 72, 90, "Homeowners Policy Declarations", 12, "Helvetica-Bold")
    for i, (value, label) in enumerate([("HO-7719-204635", "policy number"),
                                        ("Imogen Castellanos", "named insured"),
                                        ("07/15/2025", "coverage begins"),
                                        ("07/15/2026", "coverage ends"),
                                        ("$1,482.00", "total yearly premium")]):
        right(c, 250, 130 + 16 * i, value, 10, "Helvetica-Bold")
        text(c, 262, 130 + 16 * i, label, 8)


LABEL_RIGHT = Page("label-right-of-value", "insurance-declarations", {
    "insurer_name": "Bluestem Mutual Insurance Company", "policy_number": "HO-7719-204635",
    "named_insured": "Imogen Castellanos", "effective_date": "2025-07-15", "expiration_date": "2026-07-15",
    "annual_premium": "1482.00"}, (_label_right,))


# 5. Dotted leaders between a label and its value.
def _leaders(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Brightwater Logistics Inc.", 14, "Helvetica-Bold")
    text(c, 72, 90, "Employee Pay Statement", 12, "Helvetica-Bold")
    for i, (label, value) in enumerate([("Employee", "Dana Whitfield"), ("Pay date", "06/13/2025"),
                                        ("Gross pay this period", "$3,150.00"),
                                        ("Net pay this period", "$2,371.64"),
                                        ("Gross pay year to date", "$37,800.00")]):
        leaders(c, 72, 130 + 15 * i, label, 400, value)


LEADERS = Page("dotted-leaders", "pay-stub", {
    "employer_name": "Brightwater Logistics Inc.", "employee_name": "Dana Whitfield", "pay_date": "2025-06-13",
    "gross_pay": "3150.00", "net_pay": "2371.64", "ytd_gross": "37800.00"}, (_leaders,))


# 6. Boxed cells with numbered boxes, two boxes to a row, each label above its value.
def _numbered_boxes(c: canvas.Canvas) -> None:
    text(c, 72, 50, "Form W-2 Wage and Tax Statement 2025", 12, "Helvetica-Bold")
    cells = [[("a Employer's name", "Osprey Creek Foods LLC"), ("b Employer ID number (EIN)", "46-3318207")],
             [("c Employee's name", "Marisol Okonkwo"), ("d Tax year", "2025")],
             [("1 Wages and other pay", "48,260.00"), ("2 Federal tax withheld", "5,112.40")],
             [("3 Social security wages", "50,100.00"), ("4 Social security tax", "3,106.20")],
             [("5 Medicare wages", "50,100.00"), ("6 Medicare tax", "726.45")]]
    for i, row in enumerate(cells):
        for j, (label, value) in enumerate(row):
            box(c, 72 + 240 * j, 70 + 36 * i, 236, 34)
            text(c, 76 + 240 * j, 80 + 36 * i, label, 7)
            text(c, 76 + 240 * j, 96 + 36 * i, value, 10)


NUMBERED_BOXES = Page("boxed-cells-numbered-two-across", "W-2", {
    "employer_name": "Osprey Creek Foods LLC", "employer_ein": "46-3318207", "employee_name": "Marisol Okonkwo",
    "tax_year": "2025", "box1_wages": "48260.00", "box2_federal_tax_withheld": "5112.40",
    "box3_social_security_wages": "50100.00", "box4_social_security_tax": "3106.20",
    "box5_medicare_wages": "50100.00", "box6_medicare_tax": "726.45"}, (_numbered_boxes,))


# 7. Numbered boxes, one to a line, the value right of its label in the box.
def _numbered_lines(c: canvas.Canvas) -> None:
    text(c, 72, 50, "Form 1099-INT Interest Income 2025", 12, "Helvetica-Bold")
    text(c, 72, 76, "PAYER'S name", 7)
    text(c, 72, 88, "Granite Shoals Savings Bank", 10)
    text(c, 72, 106, "PAYER'S TIN", 7)
    text(c, 72, 118, "74-2093315", 10)
    text(c, 72, 136, "RECIPIENT'S name", 7)
    text(c, 72, 148, "Hollis Breckenridge", 10)
    for i, (label, value) in enumerate([("1 Interest income", "$412.77"), ("3 Interest on U.S. Savings Bonds", "$0.00"),
                                        ("4 Federal income tax withheld", "$41.00")]):
        box(c, 300, 70 + 30 * i, 240, 28)
        text(c, 304, 82 + 30 * i, label, 7)
        right(c, 536, 92 + 30 * i, value, 10)


NUMBERED_LINES = Page("numbered-boxes-one-a-line", "1099-INT", {
    "payer_name": "Granite Shoals Savings Bank", "payer_tin": "74-2093315", "recipient_name": "Hollis Breckenridge",
    "tax_year": "2025", "box1_interest_income": "412.77", "box4_federal_tax_withheld": "41.00"}, (_numbered_lines,))


# 8. A ruled table with a header over its amount columns (this period, year to date), totals last.
def _ruled_table(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Hollowbrook Dental Group", 14, "Helvetica-Bold")
    text(c, 72, 90, "Earnings Statement", 12, "Helvetica-Bold")
    text(c, 72, 110, "Employee: Priya Anand")
    text(c, 340, 110, "Check date: 05/30/2025")
    rule(c, 72, 540, 130)
    text(c, 76, 142, "Earnings", 9, "Helvetica-Bold")
    right(c, 420, 142, "Current", 9, "Helvetica-Bold")
    right(c, 536, 142, "Year to date", 9, "Helvetica-Bold")
    rule(c, 72, 540, 148)
    rows = [("Regular", "2,880.00", "28,800.00"), ("Overtime", "270.00", "1,215.00"),
            ("Gross pay", "3,150.00", "30,015.00"), ("Federal income tax", "318.40", "3,021.60"),
            ("Net pay", "2,431.90", "23,106.22")]
    for i, (label, now, ytd) in enumerate(rows):
        font = "Helvetica-Bold" if label in ("Gross pay", "Net pay") else "Helvetica"
        text(c, 76, 162 + 15 * i, label, 9, font)
        right(c, 420, 162 + 15 * i, now, 9, font)
        right(c, 536, 162 + 15 * i, ytd, 9, font)
        rule(c, 72, 540, 166 + 15 * i)


RULED_TABLE = Page("ruled-table-current-and-ytd", "pay-stub", {
    "employer_name": "Hollowbrook Dental Group", "employee_name": "Priya Anand", "pay_date": "2025-05-30",
    "gross_pay": "3150.00", "net_pay": "2431.90", "ytd_gross": "30015.00"}, (_ruled_table,))


# 9. A table that runs on to the next page without its header, the totals row at its end; the
# period in a sentence; page furniture on both pages.
def _continued_1(c: canvas.Canvas) -> None:
    furniture(c, 1, 2, "Account no. ****5190")
    text(c, 72, 60, "Meridian Trust Bank", 14, "Helvetica-Bold")
    text(c, 72, 90, "Checking Account Statement", 12, "Helvetica-Bold")
    text(c, 72, 110, "This statement covers activity from January 1, 2025 through January 31, 2025.")
    right(c, 420, 134, "Amount", 9, "Helvetica-Bold")
    right(c, 536, 134, "Balance", 9, "Helvetica-Bold")
    text(c, 76, 134, "Date", 9, "Helvetica-Bold")
    text(c, 140, 134, "Description", 9, "Helvetica-Bold")
    rule(c, 72, 540, 138)
    text(c, 140, 152, "Opening balance")
    right(c, 536, 152, "3,500.00")
    for i in range(1, 12):
        text(c, 76, 152 + 14 * i, f"01/{2 * i:02d}")
        text(c, 140, 152 + 14 * i, f"Card purchase GROCER #{100 + i:03d}")
        right(c, 420, 152 + 14 * i, f"-{12 + i}.50")
        right(c, 536, 152 + 14 * i, f"{3500 - sum(12 + k + 0.5 for k in range(1, i + 1)):,.2f}")


def _continued_2(c: canvas.Canvas) -> None:
    furniture(c, 2, 2, "Account no. ****5190")
    start = 3500 - sum(12 + k + 0.5 for k in range(1, 12))
    text(c, 76, 80, "01/27")
    text(c, 140, 80, "Payroll deposit")
    right(c, 420, 80, "700.00")
    right(c, 536, 80, f"{start + 700:,.2f}")
    text(c, 76, 94, "01/31")
    text(c, 140, 94, "Interest paid")
    right(c, 420, 94, "2.05")
    right(c, 536, 94, f"{start + 702.05:,.2f}")
    rule(c, 72, 540, 100)
    text(c, 140, 112, "Closing balance", 9, "Helvetica-Bold")
    right(c, 536, 112, f"{start + 702.05:,.2f}", 9, "Helvetica-Bold")


_CLOSING = 3500 - sum(12 + k + 0.5 for k in range(1, 12)) + 702.05
CONTINUED_TABLE = Page("table-continued-no-header-again", "bank-statement", {
    "bank_name": "Meridian Trust Bank", "account_last4": "5190", "period_start": "2025-01-01",
    "period_end": "2025-01-31", "beginning_balance": "3500.00", "ending_balance": f"{_CLOSING:.2f}",
    "interest_paid": "2.05"}, (_continued_1, _continued_2))


# 10. A table of line items that runs on to a second page with its header printed again; the
# invoice's number and date in a box at the right of the letterhead; the total under the table.
def _items(c: canvas.Canvas, first: int, n: int) -> None:
    text(c, 76, 170 if first else 80, "Item", 9, "Helvetica-Bold")
    text(c, 140, 170 if first else 80, "Description", 9, "Helvetica-Bold")
    right(c, 440, 170 if first else 80, "Qty", 9, "Helvetica-Bold")
    right(c, 536, 170 if first else 80, "Line total", 9, "Helvetica-Bold")
    top = 184 if first else 94
    for i in range(n):
        k = first + i
        text(c, 76, top + 14 * i, f"SKU-{4410 + k}")
        text(c, 140, top + 14 * i, f"Field survey, parcel {k + 1}")
        right(c, 440, top + 14 * i, "1")
        right(c, 536, top + 14 * i, "245.00")


def _invoice_1(c: canvas.Canvas) -> None:
    furniture(c, 1, 2, "Invoice INV-20417")
    text(c, 72, 60, "Tamarack Survey Partners", 14, "Helvetica-Bold")
    text(c, 72, 76, "22 Quarry Lane, Missoula, MT 59801", 8)
    box(c, 360, 56, 180, 46, shade=True)
    text(c, 366, 70, "INVOICE", 11, "Helvetica-Bold")
    text(c, 366, 84, "Invoice no.: INV-20417")
    text(c, 366, 96, "Date issued: 08/04/2025")
    text(c, 72, 130, "Bill to: Northfork Orchards Cooperative")
    _items(c, 0, 8)


def _invoice_2(c: canvas.Canvas) -> None:
    furniture(c, 2, 2, "Invoice INV-20417")
    _items(c, 8, 4)
    rule(c, 300, 540, 160)
    text(c, 340, 174, "Balance due", 10, "Helvetica-Bold")
    right(c, 536, 174, "$2,940.00", 10, "Helvetica-Bold")


INVOICE_CONTINUED = Page("table-continued-header-again", "invoice", {
    "vendor_name": "Tamarack Survey Partners", "invoice_number": "INV-20417", "invoice_date": "2025-08-04",
    "total_due": "2940.00"}, (_invoice_1, _invoice_2))


# 11. Prose: a letter, its values inside sentences, a salutation and a sign-off.
def _letter(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Harbor Point Property Management", 14, "Helvetica-Bold")
    text(c, 72, 76, "1200 Wharf Street, Suite 4, Tacoma, WA 98402", 8)
    text(c, 72, 110, "Lease Renewal Agreement", 12, "Helvetica-Bold")
    body = ["Dear Ms. Okafor,",
            "",
            "We are pleased to renew your lease of unit 3B for another year. The new term",
            "begins on August 1, 2025 and ends on July 31, 2026. Your monthly rent will be",
            "$1,650.00, due on the first day of each month. The security deposit of $1,600.00 that",
            "we already hold stays on file for the new term.",
            "",
            "Tenant: Adaeze Okafor",
            "",
            "Sincerely,",
            "Harbor Point Property Management"]
    for i, line in enumerate(body):
        text(c, 72, 140 + 14 * i, line, 10)


LETTER_PROSE = Page("prose-letter", "lease", {
    "landlord_name": "Harbor Point Property Management", "tenant_name": "Adaeze Okafor",
    "start_date": "2025-08-01", "end_date": "2026-07-31", "monthly_rent": "1650.00",
    "security_deposit": "1600.00"}, (_letter,))


# 12. A summary box beside prose: the text layer reads the paragraph's lines and the box's rows
# as one line each.
def _summary_box(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Northwind Card Services", 14, "Helvetica-Bold")
    text(c, 72, 90, "Visa Signature Statement", 12, "Helvetica-Bold")
    text(c, 72, 106, "Card ending 2208", 9)
    para = ["Thank you for being a cardmember.", "Paying only the minimum will take longer",
            "and cost you more in interest. Call us", "if you would like to set up autopay."]
    for i, line in enumerate(para):
        text(c, 72, 140 + 14 * i, line)
    box(c, 340, 126, 200, 74, shade=True)
    text(c, 346, 138, "Payment Summary", 9, "Helvetica-Bold")
    for i, (label, value) in enumerate([("New balance", "$612.48"), ("Minimum due", "$25.00"),
                                        ("Due by", "09/22/2025"), ("Closing date", "08/27/2025")]):
        text(c, 346, 154 + 14 * i, label)
        right(c, 534, 154 + 14 * i, value)


SUMMARY_BOX = Page("summary-box-beside-prose", "credit-card-statement", {
    "issuer_name": "Northwind Card Services", "account_last4": "2208", "new_balance": "612.48",
    "minimum_payment": "25.00", "payment_due_date": "2025-09-22", "closing_date": "2025-08-27"}, (_summary_box,))


# 13. Labels above their values in three columns, in capitals, no colons (a tax bill's stub).
def _caps_above(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Pine Hollow County Treasurer", 14, "Helvetica-Bold")
    text(c, 72, 90, "Real Property Tax Statement 2025", 12, "Helvetica-Bold")
    text(c, 72, 110, "Owner of record: Wendell Ashby", 9)
    for j, (label, value) in enumerate([("PARCEL", "14-220-0719"), ("TOTAL TAX", "$3,418.26"),
                                        ("DUE DATE", "11/15/2025")]):
        text(c, 72 + 160 * j, 140, label, 7, "Helvetica-Bold")
        text(c, 72 + 160 * j, 154, value, 10)


CAPS_ABOVE = Page("kv-three-columns-capitals-above", "property-tax-bill", {
    "jurisdiction_name": "Pine Hollow County Treasurer", "owner_name": "Wendell Ashby",
    "parcel_number": "14-220-0719", "total_tax": "3418.26", "due_date": "2025-11-15"}, (_caps_above,))


# 14. An unruled two-column panel, label over value in each, beside a second panel (a 1098's boxes).
def _two_panels(c: canvas.Canvas) -> None:
    text(c, 72, 50, "Form 1098 Mortgage Interest Statement 2025", 12, "Helvetica-Bold")
    text(c, 72, 76, "Lender", 7)
    text(c, 72, 88, "Cedar Plains Home Loans", 10)
    text(c, 72, 110, "Borrower", 7)
    text(c, 72, 122, "Gideon Marchetti", 10)
    for i, (label, value) in enumerate([("1 Interest paid by borrower", "$9,876.10"),
                                        ("2 Principal still owed", "$241,300.55"),
                                        ("10 Real estate taxes paid", "$3,102.00")]):
        text(c, 320, 76 + 34 * i, label, 7)
        text(c, 320, 88 + 34 * i, value, 10)


TWO_PANELS = Page("two-panels-label-above", "1098", {
    "lender_name": "Cedar Plains Home Loans", "borrower_name": "Gideon Marchetti", "tax_year": "2025",
    "box1_mortgage_interest": "9876.10", "box2_outstanding_principal": "241300.55",
    "box10_property_tax": "3102.00"}, (_two_panels,))


# 15. A row of labels over a row of values, drawn row by row (the text layer joins each row): a
# three-column panel of an auto policy's declarations.
def _rows_drawn(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Kestrel Auto Insurance Company", 14, "Helvetica-Bold")
    text(c, 72, 90, "Auto Policy Declarations Page", 12, "Helvetica-Bold")
    for j, label in enumerate(["Policy number", "Effective date", "Expiration date"]):
        text(c, 72 + 160 * j, 120, label, 8)
    for j, value in enumerate(["PA-30918-77", "09/01/2025", "03/01/2026"]):
        text(c, 72 + 160 * j, 134, value, 10, "Helvetica-Bold")
    text(c, 72, 160, "Named insured", 8)
    text(c, 72, 174, "Corwin Halvorsen", 10, "Helvetica-Bold")
    text(c, 72, 200, "Total policy premium: $912.40")


ROWS_DRAWN = Page("kv-row-of-labels-over-row-of-values", "insurance-declarations", {
    "insurer_name": "Kestrel Auto Insurance Company", "policy_number": "PA-30918-77",
    "named_insured": "Corwin Halvorsen", "effective_date": "2025-09-01", "expiration_date": "2026-03-01",
    "annual_premium": "912.40"}, (_rows_drawn,))


# 16. Numbered boxes two across, drawn row by row: each row's labels, then its values.
def _boxes_rows_drawn(c: canvas.Canvas) -> None:
    text(c, 72, 50, "Form 1099-NEC Nonemployee Compensation 2025", 12, "Helvetica-Bold")
    rows = [[("PAYER'S name", "Alder Street Creative LLC"), ("RECIPIENT'S name", "Juniper Vasquez-Reyes")],
            [("PAYER'S TIN", "83-1150472"), ("RECIPIENT'S TIN", "XXX-XX-6619")],
            [("1 Nonemployee compensation", "$18,450.00"), ("4 Federal income tax withheld", "$1,845.00")]]
    for i, row in enumerate(rows):
        for j, (label, _) in enumerate(row):
            box(c, 72 + 240 * j, 70 + 36 * i, 236, 34)
            text(c, 76 + 240 * j, 80 + 36 * i, label, 7)
        for j, (_, value) in enumerate(row):
            text(c, 76 + 240 * j, 96 + 36 * i, value, 10)


BOXES_ROWS_DRAWN = Page("boxed-cells-numbered-rows-drawn", "1099-NEC", {
    "payer_name": "Alder Street Creative LLC", "payer_tin": "83-1150472", "recipient_name": "Juniper Vasquez-Reyes",
    "tax_year": "2025", "box1_nonemployee_compensation": "18450.00", "box4_federal_tax_withheld": "1845.00"},
    (_boxes_rows_drawn,))


# The ninth round: more geometries from the same public list (issue 26, "Deliver 1"), written by
# hand as before (no generator pool opened).


# 17. A key-value panel of three columns, each label left of its value with a colon, a row at a
# time; under it a table of charges whose total is its first row (the total above the items).
def _kv_three_left_total_first(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Silverlake Water and Sewer Authority", 14, "Helvetica-Bold")
    text(c, 72, 90, "Water Service Statement", 12, "Helvetica-Bold")
    for j, (label, value) in enumerate([("Account no.:", "7719-2040-88"), ("Statement date:", "06/04/2025"),
                                        ("Pay by:", "06/25/2025")]):
        text(c, 72 + 160 * j, 120, label)
        text(c, 72 + 160 * j + c.stringWidth(label + " ", "Helvetica", 9), 120, value)
    text(c, 72, 134, "Service at: 415 Linden Court, Silverlake, ID 83702")
    rule(c, 72, 540, 152)
    text(c, 76, 164, "Charge", 9, "Helvetica-Bold")
    right(c, 536, 164, "Amount", 9, "Helvetica-Bold")
    rule(c, 72, 540, 168)
    for i, (label, value) in enumerate([("Total amount due", "$187.45"), ("Water usage, 9 kgal", "62.10"),
                                        ("Sewer service", "98.35"), ("Stormwater fee", "27.00")]):
        font = "Helvetica-Bold" if i == 0 else "Helvetica"
        text(c, 76, 182 + 15 * i, label, 9, font)
        right(c, 536, 182 + 15 * i, value, 9, font)


KV_THREE_LEFT_TOTAL_FIRST = Page("kv-three-columns-label-left-total-first", "utility-bill", {
    "utility_name": "Silverlake Water and Sewer Authority", "account_number": "7719-2040-88",
    "billing_date": "2025-06-04", "due_date": "2025-06-25", "amount_due": "187.45"},
    (_kv_three_left_total_first,))


# 18. A savings statement whose activity runs newest first: the ending balance is the table's first
# row, the beginning balance its last; each in a sentence-like row with its date.
def _newest_first(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Fairhaven Cooperative Bank", 14, "Helvetica-Bold")
    text(c, 72, 90, "Savings Account Statement", 12, "Helvetica-Bold")
    text(c, 72, 108, "Account ending 3391   Statement period 04/01/2025 - 04/30/2025")
    text(c, 76, 134, "Date", 9, "Helvetica-Bold")
    text(c, 140, 134, "Description", 9, "Helvetica-Bold")
    right(c, 440, 134, "Amount", 9, "Helvetica-Bold")
    right(c, 536, 134, "Balance", 9, "Helvetica-Bold")
    rule(c, 72, 540, 138)
    rows = [("04/30", "Ending balance", "", "5,402.19"), ("04/30", "Interest credited", "2.19", "5,402.19"),
            ("04/15", "Transfer from checking", "400.00", "5,400.00"), ("04/03", "Withdrawal", "-100.00", "5,000.00"),
            ("04/01", "Beginning balance", "", "5,100.00")]
    for i, (d, desc, amount, balance) in enumerate(rows):
        text(c, 76, 152 + 14 * i, d)
        text(c, 140, 152 + 14 * i, desc)
        if amount:
            right(c, 440, 152 + 14 * i, amount)
        right(c, 536, 152 + 14 * i, balance)


NEWEST_FIRST = Page("table-newest-first-totals-above", "bank-statement", {
    "bank_name": "Fairhaven Cooperative Bank", "account_last4": "3391", "period_start": "2025-04-01",
    "period_end": "2025-04-30", "beginning_balance": "5100.00", "ending_balance": "5402.19",
    "interest_paid": "2.19"}, (_newest_first,))


# 19. Labels right of their values, two pairs to a row (a card's summary printed value first).
def _label_right_two_across(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Copperline Financial", 14, "Helvetica-Bold")
    text(c, 72, 90, "Cash Back Card Statement", 12, "Helvetica-Bold")
    rows = [("$846.20", "new balance", "$30.00", "minimum payment due"),
            ("06/09/2025", "payment due date", "05/15/2025", "statement closing date")]
    for i, (v1, l1, v2, l2) in enumerate(rows):
        right(c, 160, 130 + 16 * i, v1, 10, "Helvetica-Bold")
        text(c, 168, 130 + 16 * i, l1, 8)
        right(c, 400, 130 + 16 * i, v2, 10, "Helvetica-Bold")
        text(c, 408, 130 + 16 * i, l2, 8)
    text(c, 72, 170, "Card number ending in 4410", 8)


LABEL_RIGHT_TWO_ACROSS = Page("label-right-two-across", "credit-card-statement", {
    "issuer_name": "Copperline Financial", "account_last4": "4410", "new_balance": "846.20",
    "minimum_payment": "30.00", "payment_due_date": "2025-06-09", "closing_date": "2025-05-15"},
    (_label_right_two_across,))


# 20. Numbered boxes two across, numbered down the columns (1a, 1b, 2a on the left; 2b, 3, 4 on the
# right), each value right of its label inside the box; the two TINs side by side on one line.
def _boxes_column_order(c: canvas.Canvas) -> None:
    text(c, 72, 50, "Form 1099-DIV Dividends and Distributions 2025", 12, "Helvetica-Bold")
    text(c, 72, 76, "PAYER'S name", 7)
    text(c, 72, 88, "Juniper Ridge Brokerage Inc.", 10)
    text(c, 72, 108, "PAYER'S TIN 36-4410928", 8)
    text(c, 240, 108, "RECIPIENT'S TIN XXX-XX-4471", 8)
    text(c, 72, 128, "RECIPIENT'S name", 7)
    text(c, 72, 140, "Esperanza Villalobos", 10)
    left = [("1a Total ordinary dividends", "$1,322.18"), ("1b Qualified dividends", "$1,004.50"),
            ("2a Total capital gain distr.", "$210.00")]
    right_col = [("2b Unrecap. Sec. 1250 gain", "$0.00"), ("3 Nondividend distributions", "$45.00"),
                 ("4 Federal income tax withheld", "$0.00")]
    for i, ((l1, v1), (l2, v2)) in enumerate(zip(left, right_col, strict=True)):
        box(c, 72, 160 + 26 * i, 234, 24)
        box(c, 306, 160 + 26 * i, 234, 24)
        text(c, 76, 176 + 26 * i, l1, 7)
        right(c, 302, 176 + 26 * i, v1, 9)
        text(c, 310, 176 + 26 * i, l2, 7)
        right(c, 536, 176 + 26 * i, v2, 9)


BOXES_COLUMN_ORDER = Page("numbered-boxes-column-order-label-left", "1099-DIV", {
    "payer_name": "Juniper Ridge Brokerage Inc.", "payer_tin": "36-4410928", "recipient_name": "Esperanza Villalobos",
    "tax_year": "2025", "box1a_total_ordinary_dividends": "1322.18", "box1b_qualified_dividends": "1004.50",
    "box2a_total_capital_gain": "210.00"}, (_boxes_column_order,))


# 21. Numbered boxes four across out of their numbers' order, each label over its value, drawn row
# by row: the row of labels and the row of values each one text line (a distribution form's amounts).
def _boxes_four_across(c: canvas.Canvas) -> None:
    text(c, 72, 50, "Form 1099-R Distributions From Pensions, Annuities, Retirement Plans 2025", 11,
         "Helvetica-Bold")
    text(c, 72, 76, "PAYER'S name", 7)
    text(c, 72, 88, "Tidemark Retirement Services", 10)
    text(c, 300, 76, "PAYER'S TIN", 7)
    text(c, 300, 88, "52-7730419", 10)
    text(c, 72, 108, "RECIPIENT'S name", 7)
    text(c, 72, 120, "Barnaby Oyelaran", 10)
    boxes = [("2a Taxable amount", "$8,400.00"), ("1 Gross distribution", "$9,000.00"),
             ("7 Distribution code", "7"), ("4 Federal tax withheld", "$1,680.00")]
    for j, (label, _) in enumerate(boxes):
        box(c, 72 + 117 * j, 140, 115, 34)
        text(c, 76 + 117 * j, 150, label, 7)
    for j, (_, value) in enumerate(boxes):
        text(c, 76 + 117 * j, 166, value, 10)


BOXES_FOUR_ACROSS = Page("numbered-boxes-four-across-out-of-order", "1099-R", {
    "payer_name": "Tidemark Retirement Services", "payer_tin": "52-7730419", "recipient_name": "Barnaby Oyelaran",
    "tax_year": "2025", "box1_gross_distribution": "9000.00", "box2a_taxable_amount": "8400.00",
    "box4_federal_tax_withheld": "1680.00", "box7_distribution_code": "7"}, (_boxes_four_across,))


# 22. A letter: the addressee's block, values only inside sentences, a sign-off.
def _renewal_letter(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Larkspur Casualty Company", 14, "Helvetica-Bold")
    text(c, 72, 76, "PO Box 4410, Hartford, CT 06101", 8)
    text(c, 72, 110, "Samir Haddad")
    text(c, 72, 122, "19 Birchwood Terrace")
    text(c, 72, 134, "Dayton, OH 45402")
    text(c, 72, 160, "Your Auto Policy Renewal", 12, "Helvetica-Bold")
    body = ["Dear Mr. Haddad,",
            "",
            "Thank you for insuring with us. Your policy AU-55120-09 renews on October 1, 2025, and",
            "the renewed term ends on April 1, 2026. The premium for the new term is $688.50, which",
            "you may pay in full or in monthly installments.",
            "",
            "Sincerely,",
            "Customer Care, Larkspur Casualty Company"]
    for i, line in enumerate(body):
        text(c, 72, 186 + 14 * i, line, 10)


RENEWAL_LETTER = Page("letter-values-in-sentences", "insurance-declarations", {
    "insurer_name": "Larkspur Casualty Company", "policy_number": "AU-55120-09", "named_insured": "Samir Haddad",
    "effective_date": "2025-10-01", "expiration_date": "2026-04-01", "annual_premium": "688.50"},
    (_renewal_letter,))


# 23. A summary box beside a table, drawn row by row: each of the box's rows shares a text line with
# a table row ("02/03 Deposit 1,250.00 Opening balance $4,018.40").
def _summary_beside_table(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Redwater State Bank", 14, "Helvetica-Bold")
    text(c, 72, 90, "Business Checking Statement", 12, "Helvetica-Bold")
    text(c, 72, 106, "Account number ******8804", 9)
    text(c, 72, 118, "For the period 02/01/2025 through 02/28/2025", 9)
    text(c, 76, 140, "Date", 9, "Helvetica-Bold")
    text(c, 120, 140, "Description", 9, "Helvetica-Bold")
    right(c, 320, 140, "Amount", 9, "Helvetica-Bold")
    box(c, 350, 130, 190, 74, shade=True)
    text(c, 356, 140, "Account Summary", 9, "Helvetica-Bold")
    rows = [("02/03", "Deposit", "1,250.00"), ("02/09", "Check 1042", "-310.00"), ("02/17", "ACH utility", "-84.12"),
            ("02/28", "Interest", "0.96")]
    summary = [("Opening balance", "$4,018.40"), ("Deposits and credits", "$1,250.96"),
               ("Withdrawals and debits", "$394.12"), ("Closing balance", "$4,875.24")]
    for i, ((d, desc, amount), (label, value)) in enumerate(zip(rows, summary, strict=True)):
        text(c, 76, 156 + 14 * i, d)
        text(c, 120, 156 + 14 * i, desc)
        right(c, 320, 156 + 14 * i, amount)
        text(c, 356, 156 + 14 * i, label)
        right(c, 534, 156 + 14 * i, value)


SUMMARY_BESIDE_TABLE = Page("summary-box-beside-table", "bank-statement", {
    "bank_name": "Redwater State Bank", "account_last4": "8804", "period_start": "2025-02-01",
    "period_end": "2025-02-28", "beginning_balance": "4018.40", "ending_balance": "4875.24",
    "interest_paid": "0.96"}, (_summary_beside_table,))


# 24. Two pages, each with the same furniture (the parcel and owner at the top, "Page x of y" at
# the foot); the amounts on the first, the payment coupon on the second.
def _tax_bill_1(c: canvas.Canvas) -> None:
    furniture(c, 1, 2, "Parcel 22-118-0040")
    text(c, 72, 60, "Ashgrove Township Tax Collector", 14, "Helvetica-Bold")
    text(c, 72, 90, "Annual Property Tax Bill 2025", 12, "Helvetica-Bold")
    text(c, 72, 110, "Property owner: Rosamund Ebert")
    for i, (label, value) in enumerate([("Assessed value", "$214,600.00"), ("School district levy", "$1,402.10"),
                                        ("Township levy", "$716.34"), ("Total tax", "$2,118.44")]):
        text(c, 72, 140 + 15 * i, label)
        right(c, 320, 140 + 15 * i, value)


def _tax_bill_2(c: canvas.Canvas) -> None:
    furniture(c, 2, 2, "Parcel 22-118-0040")
    text(c, 72, 60, "Payment Coupon", 12, "Helvetica-Bold")
    text(c, 72, 84, "Return this coupon with your payment.")
    text(c, 72, 110, "Amount enclosed $ ________")
    text(c, 72, 130, "Pay on or before December 1, 2025")


FURNITURE_EACH_PAGE = Page("furniture-each-page-coupon", "property-tax-bill", {
    "jurisdiction_name": "Ashgrove Township Tax Collector", "parcel_number": "22-118-0040",
    "owner_name": "Rosamund Ebert", "total_tax": "2118.44", "due_date": "2025-12-01"}, (_tax_bill_1, _tax_bill_2))


# 25. A pay stub's panel of numbered lines, each label (a plan's name with its own number in it)
# left of its amount, then the period's dates and the year's totals.
def _numbered_panel(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Marigold Home Health LLC", 14, "Helvetica-Bold")
    text(c, 72, 90, "Statement of Earnings and Deductions", 12, "Helvetica-Bold")
    text(c, 72, 110, "Employee name: Thaddeus Mbeki")
    text(c, 72, 124, "Pay period 07/01/2025 to 07/15/2025    Paid on 07/18/2025")
    for i, (label, value) in enumerate([("1 Gross earnings", "2,640.00"), ("2 Federal withholding", "251.30"),
                                        ("3 Section 125 dental", "18.00"), ("4 401(k) deferral", "132.00"),
                                        ("5 Net pay", "2,036.74"), ("6 Gross earnings YTD", "36,960.00")]):
        text(c, 72, 150 + 14 * i, label)
        right(c, 320, 150 + 14 * i, value)


NUMBERED_PANEL = Page("numbered-panel-numbers-in-labels", "pay-stub", {
    "employer_name": "Marigold Home Health LLC", "employee_name": "Thaddeus Mbeki", "pay_date": "2025-07-18",
    "gross_pay": "2640.00", "net_pay": "2036.74", "ytd_gross": "36960.00"}, (_numbered_panel,))


# 26. A lease's terms as a stack of labels over values, every label above its value.
def _stacked_terms(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Oakhurst Residential Partners", 14, "Helvetica-Bold")
    text(c, 72, 90, "Apartment Lease Summary", 12, "Helvetica-Bold")
    for i, (label, value) in enumerate([("Resident", "Leopold Adeyemi"), ("Pet fee", "$40.00"),
                                        ("Monthly rent", "$1,395.00"), ("Unit", "14C"),
                                        ("Lease begins", "March 1, 2025"), ("Security deposit", "$1,395.00"),
                                        ("Lease ends", "February 28, 2026")]):
        text(c, 72, 120 + 28 * i, label, 8)
        text(c, 72, 132 + 28 * i, value, 10)


STACKED_TERMS = Page("stacked-labels-over-values", "lease", {
    "landlord_name": "Oakhurst Residential Partners", "tenant_name": "Leopold Adeyemi", "monthly_rent": "1395.00",
    "security_deposit": "1395.00", "start_date": "2025-03-01", "end_date": "2026-02-28"}, (_stacked_terms,))


# The eighteenth session: more geometries issuers print, written by hand as before (no generator pool opened).


# 27. A card's summary strip: each value large over its caption in small type (the caption under its
# value), four cells drawn row by row: the text layer reads a line of values over a line of captions.
def _values_over_captions(c: canvas.Canvas) -> None:
    text(c, 72, 56, "Cardinal Ridge Bank", 14, "Helvetica-Bold")
    text(c, 72, 74, "Platinum Rewards Card  |  Account ending in 7713", 9)
    box(c, 66, 96, 480, 48, shade=True)
    cells = [("$1,284.06", "New Balance"), ("$35.00", "Minimum Payment Due"), ("10/14/2025", "Payment Due Date"),
             ("09/17/2025", "Closing Date")]
    for j, (value, _) in enumerate(cells):
        text(c, 76 + 120 * j, 116, value, 13, "Helvetica-Bold")
    for j, (_, caption) in enumerate(cells):
        text(c, 76 + 120 * j, 132, caption, 7)
    text(c, 72, 170, "Late Payment Warning: if we do not receive your minimum payment by the date listed above,", 8)
    text(c, 72, 181, "you may have to pay a late fee of up to $41.00.", 8)


VALUES_OVER_CAPTIONS = Page("row-of-values-over-row-of-captions", "credit-card-statement", {
    "issuer_name": "Cardinal Ridge Bank", "account_last4": "7713", "new_balance": "1284.06",
    "minimum_payment": "35.00", "payment_due_date": "2025-10-14", "closing_date": "2025-09-17"},
    (_values_over_captions,))


# 28. A bank's 1099-INT printed as a table of its boxes: a header "Box / Description / Amount", one
# box a row, the box's number in its own column; the payer and recipient as a "Label: value" panel.
def _box_table(c: canvas.Canvas) -> None:
    text(c, 72, 56, "Tallgrass Federal Savings", 14, "Helvetica-Bold")
    text(c, 72, 74, "2025 Tax Reporting Statement - Form 1099-INT", 10)
    for i, (label, value) in enumerate([("Payer's federal ID:", "48-0911726"), ("Recipient:", "Marisol Okonkwo-Hart"),
                                        ("Account:", "****3390")]):
        text(c, 72, 100 + 13 * i, label, 9)
        text(c, 190, 100 + 13 * i, value, 9)
    text(c, 76, 160, "Box", 8, "Helvetica-Bold")
    text(c, 110, 160, "Description", 8, "Helvetica-Bold")
    right(c, 500, 160, "Amount", 8, "Helvetica-Bold")
    rule(c, 72, 504, 164)
    for i, (n, label, value) in enumerate([("1", "Interest income", "$618.90"),
                                           ("2", "Early withdrawal penalty", "$0.00"),
                                           ("3", "Interest on U.S. Savings Bonds and Treasury obligations", "$0.00"),
                                           ("4", "Federal income tax withheld", "$61.00"),
                                           ("8", "Tax-exempt interest", "$0.00")]):
        text(c, 80, 178 + 13 * i, n, 9)
        text(c, 110, 178 + 13 * i, label, 9)
        right(c, 500, 178 + 13 * i, value, 9)


BOX_TABLE = Page("boxes-as-a-table-box-column", "1099-INT", {
    "payer_name": "Tallgrass Federal Savings", "payer_tin": "48-0911726", "recipient_name": "Marisol Okonkwo-Hart",
    "tax_year": "2025", "box1_interest_income": "618.90", "box4_federal_tax_withheld": "61.00"}, (_box_table,))


# 29. A statement's balance strip as an equation: the captions in a row, under them the values with the
# signs that add them up between ("$2,104.55 + $3,200.00 - $2,877.31 = $2,427.24"); the period's two
# ends on two lines under one caption.
def _balance_equation(c: canvas.Canvas) -> None:
    text(c, 72, 56, "Osage Prairie Bank", 14, "Helvetica-Bold")
    text(c, 72, 74, "Everyday Checking", 10)
    text(c, 400, 56, "Statement Period", 8, "Helvetica-Bold")
    text(c, 400, 68, "From April 1, 2025", 9)
    text(c, 400, 80, "Through April 30, 2025", 9)
    text(c, 400, 92, "Account No. XXXXXX6120", 9)
    cells = [("Beginning Balance", "$2,104.55"), ("Deposits", "$3,200.00"), ("Withdrawals", "$2,877.31"),
             ("Ending Balance", "$2,427.24")]
    for j, (caption, _) in enumerate(cells):
        text(c, 76 + 120 * j, 126, caption, 8)
    for j, (_, value) in enumerate(cells):
        text(c, 76 + 120 * j, 140, value, 11, "Helvetica-Bold")
        if j:
            text(c, 62 + 120 * j, 140, "+-="[j - 1], 11, "Helvetica-Bold")
    text(c, 72, 170, "Interest paid this period: $0.00", 9)


BALANCE_EQUATION = Page("balance-strip-as-equation-period-on-two-lines", "bank-statement", {
    "bank_name": "Osage Prairie Bank", "account_last4": "6120", "period_start": "2025-04-01",
    "period_end": "2025-04-30", "beginning_balance": "2104.55", "ending_balance": "2427.24",
    "interest_paid": "0.00"}, (_balance_equation,))


# 30. A pay stub's header in capitals, two captions and their values to a line, colons after the captions
# ("EMPLOYEE: OYELARAN, TOBIAS  EMPLOYEE ID: 004417"), the amounts in a two-column table below.
def _caps_two_to_a_line(c: canvas.Canvas) -> None:
    text(c, 72, 56, "Quarry Lane Logistics Inc", 14, "Helvetica-Bold")
    text(c, 72, 74, "EARNINGS STATEMENT", 10, "Helvetica-Bold")
    for i, (l1, v1, l2, v2) in enumerate([("EMPLOYEE:", "OYELARAN, TOBIAS", "EMPLOYEE ID:", "004417"),
                                          ("CHECK DATE:", "08/29/2025", "CHECK NO:", "118204"),
                                          ("PERIOD:", "08/11/2025 - 08/24/2025", "DEPT:", "DOCK")]):
        text(c, 72, 100 + 13 * i, l1, 9)
        text(c, 150, 100 + 13 * i, v1, 9)
        text(c, 330, 100 + 13 * i, l2, 9)
        text(c, 410, 100 + 13 * i, v2, 9)
    right(c, 380, 156, "CURRENT", 8, "Helvetica-Bold")
    right(c, 480, 156, "YTD", 8, "Helvetica-Bold")
    for i, (label, cur, ytd) in enumerate([("GROSS PAY", "1,920.00", "32,640.00"), ("TAXES", "301.44", "5,124.48"),
                                           ("NET PAY", "1,618.56", "27,515.52")]):
        text(c, 72, 170 + 13 * i, label, 9)
        right(c, 380, 170 + 13 * i, cur, 9)
        right(c, 480, 170 + 13 * i, ytd, 9)


CAPS_TWO_TO_A_LINE = Page("capitals-two-captions-to-a-line", "pay-stub", {
    "employer_name": "Quarry Lane Logistics Inc", "employee_name": "OYELARAN, TOBIAS", "pay_date": "2025-08-29",
    "gross_pay": "1920.00", "net_pay": "1618.56", "ytd_gross": "32640.00"}, (_caps_two_to_a_line,))


# 31. A credit union's share statement: two panels side by side whose rows do not align (the text layer
# interleaves them), "dividends" for the interest, the year's dividends beside this period's.
def _credit_union_panels(c: canvas.Canvas) -> None:
    text(c, 72, 56, "Pinecrest Federal Credit Union", 14, "Helvetica-Bold")
    text(c, 72, 74, "Share Savings Statement", 10)
    for i, (label, value) in enumerate([("Account No.", "XXXX8812"), ("Statement Period", "07/01/2025 - 07/31/2025")]):
        text(c, 72, 112 + 19 * i, label, 8)
        text(c, 160, 112 + 19 * i, value, 9)
    for i, (label, value) in enumerate([("Previous Balance", "$1,022.18"), ("Dividend YTD", "$5.94"),
                                        ("Dividends Earned", "$0.87"), ("New Balance", "$1,123.05")]):
        text(c, 330, 104 + 13 * i, label, 8)
        right(c, 540, 104 + 13 * i, value, 9)


CREDIT_UNION_PANELS = Page("credit-union-two-panels-rows-not-aligned", "bank-statement", {
    "bank_name": "Pinecrest Federal Credit Union", "account_last4": "8812", "period_start": "2025-07-01",
    "period_end": "2025-07-31", "beginning_balance": "1022.18", "interest_paid": "0.87",
    "ending_balance": "1123.05"}, (_credit_union_panels,))


# 32. A bill's values inside its letter's sentences, no label of their own.
def _bill_sentences(c: canvas.Canvas) -> None:
    text(c, 72, 56, "Tidewater Gas & Electric", 14, "Helvetica-Bold")
    text(c, 72, 74, "Your Monthly Energy Bill", 10)
    text(c, 72, 110, "Dear Customer,", 9)
    text(c, 72, 128, "This bill for account 5521-0098-7 was issued on February 10, 2026.", 9)
    text(c, 72, 142, "Your payment of $84.20 is due by March 3, 2026. Thank you for your prompt payment.", 9)
    text(c, 72, 170, "Sincerely,", 9)
    text(c, 72, 184, "Customer Care", 9)


BILL_SENTENCES = Page("bill-values-in-sentences", "utility-bill", {
    "utility_name": "Tidewater Gas & Electric", "account_number": "5521-0098-7", "billing_date": "2026-02-10",
    "amount_due": "84.20", "due_date": "2026-03-03"}, (_bill_sentences,))


# 33. A tax statement's lines with the box number after the label, in parentheses, as "Line 1", or with
# a note in parentheses ("(see instructions)"), dotted leaders to the amounts; the recipient in capitals,
# surname first.
def _box_after_label(c: canvas.Canvas) -> None:
    text(c, 72, 50, "Copperleaf Savings Bank", 13, "Helvetica-Bold")
    text(c, 72, 68, "2025 Form 1099-INT Interest Income Statement", 10)
    text(c, 72, 96, "Payer's TIN: 58-1184420", 9)
    text(c, 72, 110, "Recipient: DELACROIX, MARGUERITE A.", 9)
    for i, (label, value) in enumerate([("Interest income (Box 1)", "$1,208.44"),
                                        ("Early withdrawal penalty (Box 2)", "$0.00"),
                                        ("Federal income tax withheld (see instructions) Box 4", "$120.00"),
                                        ("Investment expenses (Box 5)", "$0.00")]):
        leaders(c, 72, 140 + 14 * i, label, 480, value)


BOX_AFTER_LABEL = Page("box-number-after-label-with-notes", "1099-INT", {
    "payer_name": "Copperleaf Savings Bank", "payer_tin": "58-1184420", "recipient_name": "DELACROIX, MARGUERITE A.",
    "tax_year": "2025", "box1_interest_income": "1208.44", "box4_federal_tax_withheld": "120.00"}, (_box_after_label,))


# 34. Each caption under its value, one column, dates in two styles, the insured surname first in capitals.
def _captions_below(c: canvas.Canvas) -> None:
    text(c, 72, 56, "Wrenfield Casualty Company", 14, "Helvetica-Bold")
    text(c, 72, 74, "Personal Auto Policy Declarations", 10)
    for i, (value, caption) in enumerate([("PA-5512-88710", "Policy number"), ("CARRINGTON, ELLIS J.", "Named insured"),
                                          ("03-Mar-2026", "Effective date"), ("2027-03-03", "Expiration date"),
                                          ("$1,146.50", "Total annual premium")]):
        text(c, 72, 108 + 30 * i, value, 10, "Helvetica-Bold")
        text(c, 72, 120 + 30 * i, caption, 7)


CAPTIONS_BELOW = Page("captions-below-values-one-column", "insurance-declarations", {
    "insurer_name": "Wrenfield Casualty Company", "policy_number": "PA-5512-88710",
    "named_insured": "CARRINGTON, ELLIS J.", "effective_date": "2026-03-03", "expiration_date": "2027-03-03",
    "annual_premium": "1146.50"}, (_captions_below,))


# 35. A card statement's summary with a credit's trailing minus and a credit balance marked "CR", dates
# year first and with an ordinal day.
def _money_marks(c: canvas.Canvas) -> None:
    text(c, 72, 56, "Harbor Point Card Services", 14, "Helvetica-Bold")
    text(c, 72, 74, "Visa Signature Statement", 10)
    for i, (label, value) in enumerate([("Account Number", "XXXX XXXX XXXX 6604"), ("Closing Date", "2026/01/14"),
                                        ("Previous Balance", "412.90"), ("Payments and Credits", "520.00-"),
                                        ("Purchases", "62.35"), ("New Balance", "44.75 CR"),
                                        ("Minimum Payment Due", "0.00"), ("Payment Due Date", "Feb 8th, 2026")]):
        text(c, 72, 104 + 14 * i, label, 9)
        right(c, 330, 104 + 14 * i, value, 9)


MONEY_MARKS = Page("money-trailing-minus-and-credit-mark", "credit-card-statement", {
    "issuer_name": "Harbor Point Card Services", "account_last4": "6604", "closing_date": "2026-01-14",
    "new_balance": "44.75", "minimum_payment": "0.00", "payment_due_date": "2026-02-08"}, (_money_marks,))


# 36. A pay stub whose amounts' columns are named on each row ("Gross Pay This Period 3,150.00 Year to Date
# 30,015.00"), no header over them.
def _columns_named_in_rows(c: canvas.Canvas) -> None:
    text(c, 72, 56, "Marlow Creek Veterinary Clinic", 14, "Helvetica-Bold")
    text(c, 72, 74, "Statement of Earnings", 10)
    text(c, 72, 100, "Pay to: Annika Ravensworth", 9)
    text(c, 330, 100, "Pay date: 09/12/2025", 9)
    for i, (label, cur, ytd) in enumerate([("Gross Pay", "3,150.00", "30,015.00"),
                                           ("Total Deductions", "718.10", "6,908.78"),
                                           ("Net Pay", "2,431.90", "23,106.22")]):
        text(c, 72, 130 + 14 * i, label, 9)
        text(c, 200, 130 + 14 * i, "This Period", 8)
        right(c, 330, 130 + 14 * i, cur, 9)
        text(c, 360, 130 + 14 * i, "Year to Date", 8)
        right(c, 520, 130 + 14 * i, ytd, 9)


COLUMNS_NAMED_IN_ROWS = Page("columns-named-in-each-row", "pay-stub", {
    "employer_name": "Marlow Creek Veterinary Clinic", "employee_name": "Annika Ravensworth", "pay_date": "2025-09-12",
    "gross_pay": "3150.00", "net_pay": "2431.90", "ytd_gross": "30015.00"}, (_columns_named_in_rows,))


# 37. A wage statement's boxes numbered in each cell's corner in three styles ("(1)", "2.", "Line 3"), the
# number over its label, the amount right-aligned under it; notes in parentheses after some labels.
def _corner_numbers(c: canvas.Canvas) -> None:
    text(c, 72, 50, "Form W-2 Wage and Tax Statement 2025", 12, "Helvetica-Bold")
    text(c, 72, 72, "Employer: Saltmarsh Ferry Authority", 9)
    text(c, 330, 72, "Employer ID (EIN): 63-4410928", 9)
    text(c, 72, 86, "Employee: HALVORSEN, BRIDGET M.", 9)
    cells = [("(1)", "Wages, tips, other compensation", "61,840.12"), ("2.", "Federal income tax withheld", "7,215.90"),
             ("Line 3", "Social security wages (see note)", "64,200.00"), ("(4)", "Social security tax withheld",
                                                                           "3,980.40"),
             ("5.", "Medicare wages and tips", "64,200.00"), ("Line 6", "Medicare tax withheld (1.45%)", "930.90")]
    for n, (corner, label, value) in enumerate(cells):
        x, top = 72 + 240 * (n % 2), 104 + 44 * (n // 2)
        box(c, x, top, 236, 40)
        text(c, x + 4, top + 9, corner, 6)
        text(c, x + 4, top + 19, label, 7)
        right(c, x + 230, top + 34, value, 10)


CORNER_NUMBERS = Page("box-numbers-in-corners-three-styles", "W-2", {
    "employer_name": "Saltmarsh Ferry Authority", "employer_ein": "63-4410928",
    "employee_name": "HALVORSEN, BRIDGET M.", "tax_year": "2025", "box1_wages": "61840.12",
    "box2_federal_tax_withheld": "7215.90",
    "box3_social_security_wages": "64200.00", "box4_social_security_tax": "3980.40", "box5_medicare_wages": "64200.00",
    "box6_medicare_tax": "930.90"}, (_corner_numbers,))


# 38. An insurer's panel whose labels are right-aligned against a gutter, each value left-aligned after it.
def _labels_to_gutter(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Cedar Ridge Mutual Insurance Company", 14, "Helvetica-Bold")
    text(c, 72, 76, "2200 Harbor Parkway, Tacoma, WA 98402", 8)
    text(c, 72, 110, "Homeowners Policy Declarations", 12, "Helvetica-Bold")
    for i, (label, value) in enumerate([("Policy number", "HO-4417-2290"), ("Named insured", "Marguerite D. Okafor"),
                                        ("Policy period begins", "05/14/2025"), ("Policy period ends", "05/14/2026"),
                                        ("Total annual premium", "$1,412.00")]):
        right(c, 230, 140 + 15 * i, label)
        text(c, 240, 140 + 15 * i, value, 9, "Helvetica-Bold")
    text(c, 72, 240, "Coverage A - Dwelling  $312,000     Coverage B - Other structures  $31,200", 8)


LABELS_TO_GUTTER = Page("labels-right-aligned-to-gutter-values-left", "insurance-declarations", {
    "insurer_name": "Cedar Ridge Mutual Insurance Company", "policy_number": "HO-4417-2290",
    "named_insured": "Marguerite D. Okafor", "effective_date": "2025-05-14", "expiration_date": "2026-05-14",
    "annual_premium": "1412.00"}, (_labels_to_gutter,))


# 39. An earnings statement over its paycheck: the check's amount written out in words ("and 38/100 dollars")
# before its figure, the figure filled with asterisks against alteration, the payee after "to the order of".
def _paycheck(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Brightwater Logistics LLC", 14, "Helvetica-Bold")
    text(c, 72, 76, "88 Depot Road, Dayton, OH 45402", 8)
    text(c, 72, 105, "Earnings Statement", 12, "Helvetica-Bold")
    text(c, 72, 125, "Employee: Tobias R. Lindqvist      Pay date: 06/13/2025      Period: 05/26/2025 - 06/08/2025")
    text(c, 72, 140, "Earnings", 9, "Helvetica-Bold")
    right(c, 300, 140, "Current", 9, "Helvetica-Bold")
    right(c, 400, 140, "Year to date", 9, "Helvetica-Bold")
    for i, (label, now, ytd) in enumerate([("Regular", "1,840.00", "20,240.00"), ("Overtime", "165.60", "993.60")]):
        text(c, 72, 150 + 12 * i, label)
        right(c, 300, 150 + 12 * i, now)
        right(c, 400, 150 + 12 * i, ytd)
    text(c, 72, 176, "Gross Pay", 9, "Helvetica-Bold")
    right(c, 300, 176, "2,005.60")
    right(c, 400, 176, "21,233.60")
    rule(c, 60, 560, 420)
    text(c, 72, 440, "Brightwater Logistics LLC", 10, "Helvetica-Bold")
    right(c, 540, 440, "Check No. 004417")
    right(c, 540, 455, "Date 06/13/2025")
    text(c, 72, 480, "PAY   One thousand five hundred twelve and 38/100 dollars")
    right(c, 540, 480, "$****1,512.38", 10, "Helvetica-Bold")
    text(c, 72, 500, "TO THE ORDER OF  Tobias R. Lindqvist")
    text(c, 380, 530, "NON-NEGOTIABLE", 8)


PAYCHECK = Page("paycheck-amount-in-words-and-figures", "pay-stub", {
    "employer_name": "Brightwater Logistics LLC", "employee_name": "Tobias R. Lindqvist", "pay_date": "2025-06-13",
    "gross_pay": "2005.60", "ytd_gross": "21233.60", "net_pay": "1512.38"}, (_paycheck,))


# 40. An invoice's title at the top right with its number under it after "No." alone.
def _number_under_title(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Pinecrest Millwork & Supply", 14, "Helvetica-Bold")
    text(c, 72, 76, "15 Kiln Lane, Asheville, NC 28801", 8)
    right(c, 540, 60, "INVOICE", 16, "Helvetica-Bold")
    right(c, 540, 80, "No. 20417", 11)
    right(c, 540, 96, "Date: 09/03/2025", 9)
    text(c, 72, 130, "Bill to: Hollis Renovation Co.")
    text(c, 72, 170, "Description", 9, "Helvetica-Bold")
    right(c, 540, 170, "Amount", 9, "Helvetica-Bold")
    text(c, 72, 184, "White oak trim, 240 lf")
    right(c, 540, 184, "1,104.00")
    text(c, 72, 196, "Delivery")
    right(c, 540, 196, "85.00")
    text(c, 400, 220, "Balance due", 9, "Helvetica-Bold")
    right(c, 540, 220, "$1,189.00", 9, "Helvetica-Bold")


NUMBER_UNDER_TITLE = Page("number-under-title-after-no", "invoice", {
    "vendor_name": "Pinecrest Millwork & Supply", "invoice_number": "20417", "invoice_date": "2025-09-03",
    "total_due": "1189.00"}, (_number_under_title,))


# 41. A utility's four cells across, each label on two lines over its value.
def _labels_on_two_lines(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Northfork Public Utility District", 14, "Helvetica-Bold")
    text(c, 72, 100, "Service Statement", 12, "Helvetica-Bold")
    for i, ((first, second), value) in enumerate([(("Account", "number"), "30-5512-0098"),
                                                  (("Statement", "date"), "07/08/2025"),
                                                  (("Total amount", "now due"), "$96.42"),
                                                  (("Pay by", "this date"), "07/29/2025")]):
        text(c, 72 + 120 * i, 130, first, 8)
        text(c, 72 + 120 * i, 140, second, 8)
        text(c, 72 + 120 * i, 156, value, 10, "Helvetica-Bold")


LABELS_ON_TWO_LINES = Page("labels-on-two-lines-over-values", "utility-bill", {
    "utility_name": "Northfork Public Utility District", "account_number": "30-5512-0098",
    "billing_date": "2025-07-08", "amount_due": "96.42", "due_date": "2025-07-29"}, (_labels_on_two_lines,))


# 42. A bank's header strip of pipe-separated facts, then an account summary whose rows are the fields and
# whose columns are this period and the year to date.
def _pipe_strip(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Granite Falls Savings Bank", 14, "Helvetica-Bold")
    text(c, 72, 90, "Account ending 6630  |  Statement period 04/01/2025 - 04/30/2025  |  Page 1 of 1", 8)
    text(c, 72, 120, "Account Summary", 10, "Helvetica-Bold")
    right(c, 380, 120, "This period", 9, "Helvetica-Bold")
    right(c, 480, 120, "Year to date", 9, "Helvetica-Bold")
    for i, (label, now, ytd) in enumerate([("Opening balance", "4,102.55", "3,880.10"),
                                           ("Deposits", "2,450.00", "9,800.00"),
                                           ("Withdrawals", "1,918.40", "9,380.60"), ("Interest paid", "2.17", "8.92"),
                                           ("Closing balance", "4,636.32", "4,636.32")]):
        text(c, 72, 135 + 13 * i, label)
        right(c, 380, 135 + 13 * i, now)
        right(c, 480, 135 + 13 * i, ytd)


PIPE_STRIP = Page("pipe-strip-then-period-and-ytd-rows", "bank-statement", {
    "bank_name": "Granite Falls Savings Bank", "account_last4": "6630", "period_start": "2025-04-01",
    "period_end": "2025-04-30", "beginning_balance": "4102.55", "ending_balance": "4636.32",
    "interest_paid": "2.17"}, (_pipe_strip,))


# 43. A card statement's payment request in one sentence: the balance, "please pay at least" the minimum,
# "by" the due date.
def _payment_sentence(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Bluestem National Bank", 14, "Helvetica-Bold")
    text(c, 72, 76, "Summit Trail Visa Signature", 9)
    text(c, 72, 100, "Account ending in 7314", 9)
    text(c, 72, 115, "Statement closing date 08/21/2025", 9)
    text(c, 72, 140, "New balance of $1,288.64 - please pay at least $35.00 by 09/17/2025.", 10)


PAYMENT_SENTENCE = Page("card-payment-request-one-sentence", "credit-card-statement", {
    "issuer_name": "Bluestem National Bank", "account_last4": "7314", "closing_date": "2025-08-21",
    "new_balance": "1288.64", "minimum_payment": "35.00", "payment_due_date": "2025-09-17"}, (_payment_sentence,))


# 44. A lease's parties and its term as one date range under "Term", then its move-in charges as a table.
def _lease_term_range(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Residential Lease Agreement", 14, "Helvetica-Bold")
    text(c, 72, 90, "Landlord: Oakhurst Property Partners LP", 9)
    text(c, 72, 103, "Tenant: Delphine A. Marchetti", 9)
    text(c, 72, 116, "Term: 08/01/2025 through 07/31/2026", 9)
    text(c, 72, 140, "Move-in charges", 10, "Helvetica-Bold")
    text(c, 72, 154, "Item", 9, "Helvetica-Bold")
    right(c, 400, 154, "Amount", 9, "Helvetica-Bold")
    for i, (label, amount) in enumerate([("First month's rent", "$1,675.00"),
                                         ("Refundable security deposit", "$2,000.00"),
                                         ("Pet fee", "$300.00"), ("Total due at signing", "$3,975.00")]):
        text(c, 72, 167 + 12 * i, label)
        right(c, 400, 167 + 12 * i, amount)
    text(c, 72, 230, "Rent is due on the first day of each month.", 9)


LEASE_TERM_RANGE = Page("lease-term-one-range-move-in-table", "lease", {
    "landlord_name": "Oakhurst Property Partners LP", "tenant_name": "Delphine A. Marchetti",
    "monthly_rent": "1675.00", "security_deposit": "2000.00", "start_date": "2025-08-01",
    "end_date": "2026-07-31"}, (_lease_term_range,))


# 45. A utility's comparison of its last bill with this one: two columns of values under "Last bill" and "This
# bill", the former first, a row of counts among the rows.
def _comparison(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Mesa Verde Natural Gas", 14, "Helvetica-Bold")
    text(c, 72, 90, "Account number 7702-118-45", 9)
    text(c, 72, 120, "Billing comparison", 10, "Helvetica-Bold")
    right(c, 330, 120, "Last bill", 9, "Helvetica-Bold")
    right(c, 430, 120, "This bill", 9, "Helvetica-Bold")
    for i, (label, last, this) in enumerate([("Bill date", "06/09/2025", "07/09/2025"), ("Therms used", "22", "18"),
                                             ("Amount due", "$48.90", "$41.35"),
                                             ("Due date", "06/30/2025", "07/30/2025")]):
        text(c, 72, 135 + 13 * i, label)
        right(c, 330, 135 + 13 * i, last)
        right(c, 430, 135 + 13 * i, this)


COMPARISON = Page("comparison-last-bill-then-this-bill", "utility-bill", {
    "utility_name": "Mesa Verde Natural Gas", "account_number": "7702-118-45", "billing_date": "2025-07-09",
    "amount_due": "41.35", "due_date": "2025-07-30"}, (_comparison,))


# 46. An auto insurer's declarations with underscores leading each label to its value.
def _underscore_leaders(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Prairie Shield Insurance Co.", 14, "Helvetica-Bold")
    text(c, 72, 100, "Auto Policy Declarations", 12, "Helvetica-Bold")
    for i, (label, value) in enumerate([("Policy number", "PA-2290-118"), ("Named insured", "Yusuf K. Adebayo"),
                                        ("Effective date", "02/01/2026"), ("Expiration date", "08/01/2026"),
                                        ("Six-month premium", "$684.50")]):
        text(c, 72, 130 + 15 * i, label + " " + "_" * (30 - len(label)))
        text(c, 260, 130 + 15 * i, value)


UNDERSCORE_LEADERS = Page("underscores-lead-labels-to-values", "insurance-declarations", {
    "insurer_name": "Prairie Shield Insurance Co.", "policy_number": "PA-2290-118",
    "named_insured": "Yusuf K. Adebayo", "effective_date": "2026-02-01", "expiration_date": "2026-08-01",
    "annual_premium": "684.50"}, (_underscore_leaders,))


# 47. A contractor's invoice whose facts are a row of boxed cells, each title over its value (a purchase order's
# number and the terms among them), the total after "TOTAL USD".
def _boxed_fact_row(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Harlan Ridge Electrical Contractors", 14, "Helvetica-Bold")
    text(c, 72, 76, "902 Foundry St, Billings, MT 59101", 8)
    right(c, 540, 60, "INVOICE", 16, "Helvetica-Bold")
    for j, (title, value) in enumerate([("Invoice Date", "10/14/2025"), ("Invoice #", "HR-5530"),
                                        ("P.O. Number", "PO-77120"), ("Terms", "Net 30"), ("Due Date", "11/13/2025")]):
        box(c, 72 + 94 * j, 110, 94, 30)
        text(c, 76 + 94 * j, 120, title, 8, "Helvetica-Bold")
        text(c, 76 + 94 * j, 134, value, 9)
    text(c, 72, 170, "Panel upgrade, 200A service")
    right(c, 540, 170, "2,850.00")
    text(c, 72, 182, "Permit fee")
    right(c, 540, 182, "145.00")
    text(c, 380, 210, "TOTAL USD", 10, "Helvetica-Bold")
    right(c, 540, 210, "2,995.00", 10, "Helvetica-Bold")


BOXED_FACT_ROW = Page("boxed-fact-row-purchase-order-terms", "invoice", {
    "vendor_name": "Harlan Ridge Electrical Contractors", "invoice_number": "HR-5530", "invoice_date": "2025-10-14",
    "total_due": "2995.00"}, (_boxed_fact_row,))


# 48. A water bill's amount due printed after a label that holds the due date ("Amount due by 07/29/2025:").
def _due_by_in_label(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Clearwater Township Water Authority", 14, "Helvetica-Bold")
    text(c, 72, 90, "Account 11-40277-03     Bill date: Jul 8, 2025", 9)
    text(c, 72, 110, "Amount due by 07/29/2025: $61.18", 11, "Helvetica-Bold")
    text(c, 72, 130, "Water usage 4,200 gallons     Sewer charge $22.40", 9)


DUE_BY_IN_LABEL = Page("amount-due-by-date-in-its-label", "utility-bill", {
    "utility_name": "Clearwater Township Water Authority", "account_number": "11-40277-03",
    "billing_date": "2025-07-08", "amount_due": "61.18", "due_date": "2025-07-29"}, (_due_by_in_label,))


# 49. A community bank's checking summary: the account's type before its masked number, then dotted leaders from
# "Balance on" a date to its amount, the period's first day's balance over the activity, its last day's under it.
def _balances_on_dates(c: canvas.Canvas) -> None:
    text(c, 72, 60, "Ironwood Community Bank", 14, "Helvetica-Bold")
    text(c, 72, 90, "Checking account ****2208", 9)
    leaders(c, 72, 120, "Balance on March 1, 2025", 400, "$2,315.40")
    leaders(c, 72, 134, "Deposits and credits", 400, "$3,100.00")
    leaders(c, 72, 148, "Checks and debits", 400, "$2,540.12")
    leaders(c, 72, 162, "Interest earned", 400, "$1.84")
    leaders(c, 72, 176, "Balance on March 31, 2025", 400, "$2,877.12")


BALANCES_ON_DATES = Page("balances-on-dates-masked-account-after-type", "bank-statement", {
    "bank_name": "Ironwood Community Bank", "account_last4": "2208", "period_start": "2025-03-01",
    "period_end": "2025-03-31", "beginning_balance": "2315.40", "ending_balance": "2877.12",
    "interest_paid": "1.84"}, (_balances_on_dates,))


GALLERY: tuple[Page, ...] = (KV_ONE_COLUMN, KV_TWO_COLUMNS, KV_THREE_COLUMNS_ABOVE, LABEL_RIGHT, LEADERS,
                             NUMBERED_BOXES, NUMBERED_LINES, RULED_TABLE, CONTINUED_TABLE, INVOICE_CONTINUED,
                             LETTER_PROSE, SUMMARY_BOX, CAPS_ABOVE, TWO_PANELS, ROWS_DRAWN, BOXES_ROWS_DRAWN,
                             KV_THREE_LEFT_TOTAL_FIRST, NEWEST_FIRST, LABEL_RIGHT_TWO_ACROSS, BOXES_COLUMN_ORDER,
                             BOXES_FOUR_ACROSS, RENEWAL_LETTER, SUMMARY_BESIDE_TABLE, FURNITURE_EACH_PAGE,
                             NUMBERED_PANEL, STACKED_TERMS, VALUES_OVER_CAPTIONS, BOX_TABLE, BALANCE_EQUATION,
                             CAPS_TWO_TO_A_LINE, CREDIT_UNION_PANELS, BILL_SENTENCES, BOX_AFTER_LABEL, CAPTIONS_BELOW,
                             MONEY_MARKS, COLUMNS_NAMED_IN_ROWS, CORNER_NUMBERS, LABELS_TO_GUTTER, PAYCHECK,
                             NUMBER_UNDER_TITLE, LABELS_ON_TWO_LINES, PIPE_STRIP, PAYMENT_SENTENCE, LEASE_TERM_RANGE,
                             COMPARISON, UNDERSCORE_LEADERS, BOXED_FACT_ROW, DUE_BY_IN_LABEL, BALANCES_ON_DATES)


def texts(pages: Sequence[Page] = GALLERY) -> dict[str, list[PageText]]:
    """Every gallery page's text, as the ingest reads it."""
    return {p.name: read_pages(p.pdf()) for p in pages}
