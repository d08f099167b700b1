"""A gallery of whole pages in issuers' styles, for the harvest's reading of real documents.

Issue 26: a label, a title or a block alone is read well (tests/support/label_catalogue.py,
title_catalogue.py, block_gallery.py); what real pages miss is elsewhere: several blocks side by
side on one page (a letterhead beside an address block, a panel beside a table, two panels in
columns, a summary box in a table's margin), fonts other than Helvetica (serif, monospace,
condensed, TrueType widths), value formats as issuers print them (trailing minus, parentheses,
CR, "USD", dates in words, "LAST, FIRST", capitals), fine print and notices carrying numbers that
are not fields, tables with totals, page furniture and several pages.

Each page below is a whole document as an issuer of its kind commonly prints it (bank, card
issuer, payroll provider, utility, county treasurer, insurer, landlord, vendor, IRS information
returns with their box titles), several blocks to a page and at least two fonts to a page:
reportlab's standard fonts and TrueType fonts that installed packages ship (IBM Plex Sans,
DejaVu Sans Condensed, IBM Plex Serif). Names, wordings and values were written by hand for this
gallery from public knowledge of such documents; no generator pool (wordings, value formats,
block grammar, fonts) was opened to write them.

`FIT` is the part the harvest may be mended on; `CHECK` (other issuers, wordings, fonts and
arrangements, written in the same sitting) is measured only at a round's start and end.
`Page.fields` is every probe field the page prints, as the probe's ground truth would hold it
(money "1234.50", dates ISO, a name in its natural order); `matches` compares a harvested value
with it as the probe does (harness.scoring.probe.field_matches: any printed style of the amount
or date, a name up to case and "LAST, FIRST" order; ids, years and codes as printed).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path
from typing import TypeAlias

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from harness.contract.manifest import ProbeGroundTruthRow
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest import PageText
from harness.scoring.probe import field_matches
from tests.support.block_gallery import Page, box, read_pages, right, rule, text

C: TypeAlias = canvas.Canvas


def _package_dir(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.origin is not None, name
    return Path(spec.origin).parent


def _register() -> None:
    """The TrueType fonts installed packages ship, under short names."""
    if "PlexSans" in pdfmetrics.getRegisteredFontNames():
        return
    dejavu = _package_dir("cv2") / "qt" / "fonts"
    plex = _package_dir("fontpkg_ibm_plex_serif") / "files"
    plex_sans = _package_dir("fontpkg_ibm_plex_sans") / "files"
    # IBM Plex Sans ships as one variable font: reportlab draws its default instance (no bold)
    for name, path in [("PlexSans", plex_sans / "IBMPlexSans[wdth,wght].ttf"),
                       ("Cond", dejavu / "DejaVuSansCondensed.ttf"), ("CondBd",
                           dejavu / "DejaVuSansCondensed-Bold.ttf"),
                       ("Plex", plex / "IBMPlexSerif-Regular.ttf"), ("PlexBd", plex / "IBMPlexSerif-Bold.ttf")]:
        pdfmetrics.registerFont(TTFont(name, str(path)))


_register()

HV, HVB = "Helvetica", "Helvetica-Bold"
TR, TRB = "Times-Roman", "Times-Bold"
CO, COB = "Courier", "Courier-Bold"
PS, PSB = "PlexSans", "PlexSans"
CN, CNB = "Cond", "CondBd"
PX, PXB = "Plex", "PlexBd"


# --- drawing helpers -----------------------------------------------------------------------------


def lines(c: C, x: float, top: float, rows: Sequence[str], font: str, size: float = 9, lead: float = 12) -> None:
    """Lines of text one under another (an address block, a paragraph)."""
    for i, s in enumerate(rows):
        text(c, x, top + lead * i, s, size, font)


def pairs(c: C, x: float, top: float, rows: Sequence[tuple[str, str]], lfont: str, vfont: str, *,
          vx: float | None = None, vright: float | None = None, size: float = 9, lead: float = 13) -> None:
    """A key-value panel: each label at x, its value left-aligned at vx or right-aligned at vright."""
    for i, (label, value) in enumerate(rows):
        y = top + lead * i
        text(c, x, y, label, size, lfont)
        if vright is not None:
            right(c, vright, y, value, size, vfont)
        else:
            text(c, vx if vx is not None else x + c.stringWidth(label + "  ", lfont, size), y, value, size, vfont)


def above(c: C, x: float, top: float, cells: Sequence[tuple[str, str]], lfont: str, vfont: str, width: float, *,
          lsize: float = 7, vsize: float = 10, boxed: bool = False) -> None:
    """A row of cells, each label above its value."""
    for j, (label, value) in enumerate(cells):
        if boxed:
            box(c, x + width * j - 4, top - 10, width - 4, 30)
        text(c, x + width * j, top, label, lsize, lfont)
        text(c, x + width * j, top + 13, value, vsize, vfont)


def grid(c: C, top: float, cols: Sequence[tuple[float, str]], header: Sequence[str], rows: Sequence[Sequence[str]],
         hfont: str, font: str, *, size: float = 8.5, lead: float = 12, ruled: bool = True,
         bold_last: bool = False, bold: str | None = None) -> float:
    """A table: `cols` are (x, "l"|"r"), a header row, then the rows; returns the top after it."""
    def row(y: float, cells: Sequence[str], f: str) -> None:
        for (x, align), cell in zip(cols, cells, strict=False):
            if cell:
                (right if align == "r" else text)(c, x, y, cell, size, f)
    x0 = cols[0][0] - 4
    x1 = max(x for x, _ in cols) + 4
    if header:
        row(top, header, hfont)
        if ruled:
            rule(c, x0, x1, top + 4)
        top += lead + 2
    for i, cells in enumerate(rows):
        last = bold_last and i == len(rows) - 1
        if last and ruled:
            rule(c, x0, x1, top - 9)
        row(top, cells, (bold or hfont) if last else font)
        top += lead
    return top


def fine(c: C, top: float, rows: Sequence[str], font: str = HV, size: float = 6.5) -> None:
    """Fine print across the page's width."""
    lines(c, 54, top, rows, font, size, size + 1.5)


def foot(c: C, page: int, of: int, font: str, left: str = "") -> None:
    """Page furniture at the foot: a form or mailing code left, "Page x of y" right."""
    if left:
        text(c, 54, 770, left, 6.5, font)
    right(c, 558, 770, f"Page {page} of {of}", 7, font)


# =================================================================================================
# FIT
# =================================================================================================

# F1. An electric cooperative's bill, two pages: letterhead left beside the account box right, the
# service address under it, a meter table and a charges table with its total, a late-fee notice; the
# second page a usage history and the payment coupon.
def _f1_1(c: C) -> None:
    text(c, 54, 54, "Prairie Wind Electric Cooperative", 15, TRB)
    lines(c, 54, 68, ["2201 Section Line Road", "Hutchinson, KS 67501", "Member Services 1-800-555-0142"], TR, 8, 10)
    box(c, 372, 44, 186, 74)
    pairs(c, 380, 58, [("Account Number", "4471-0092-3"), ("Bill Date", "Nov 14, 2025"),
                       ("Amount Due", "$118.42"), ("Due Date", "Dec 5, 2025")], HV, HVB, vright=550, lead=15)
    lines(c, 54, 134, ["SERVICE ADDRESS", "1187 W Cottonwood Ave", "Hutchinson, KS 67502"], HV, 8, 10)
    lines(c, 300, 134, ["MEMBER", "Eulalia Brandvold", "PO Box 311", "Hutchinson, KS 67504"], HV, 8, 10)
    text(c, 54, 196, "Meter Information", 10, TRB)
    grid(c, 212, [(58, "l"), (190, "r"), (270, "r"), (350, "r"), (420, "r")],
         ["Meter", "Previous", "Present", "Multiplier", "kWh Used"],
         [["88120455", "48213", "49102", "1", "889"]], HVB, HV)
    text(c, 54, 256, "Current Charges", 10, TRB)
    grid(c, 272, [(58, "l"), (420, "r")], ["Description", "Amount"],
         [["Facility charge", "24.00"], ["Energy charge 889 kWh @ $0.0891", "79.21"],
          ["Power cost adjustment", "6.04"], ["Franchise fee 3%", "3.28"], ["Sales tax", "5.89"],
          ["Total Current Charges", "118.42"]], HVB, HV, bold_last=True)
    text(c, 54, 372, "Previous balance 102.77   Payment received 10/28 - thank you  (102.77)", 8.5, HV)
    box(c, 54, 392, 504, 34, shade=True)
    lines(c, 60, 404, ["A late payment charge of 1.5% ($1.78) will be added to balances unpaid after the due date.",
                       "Capital credits of $1,204 have been allocated to members since 1991."], TR, 8.5, 11)
    fine(c, 700, ["Questions about your bill? Call 1-800-555-0142, 7:30 a.m. to 5:00 p.m. Monday through Friday.",
                  "Outages: 1-800-555-0199, 24 hours. Prairie Wind is an equal opportunity provider and employer."], TR)
    foot(c, 1, 2, HV, "PWEC-B11 REV 03/24")


def _f1_2(c: C) -> None:
    right(c, 558, 40, "Account 4471-0092-3", 7.5, HV)
    text(c, 54, 60, "Your Usage History", 11, TRB)
    grid(c, 80, [(58, "l"), (160, "r"), (240, "r")], ["Month", "kWh", "Avg Temp"],
         [["Nov 2024", "812", "44"], ["Dec 2024", "1,104", "31"], ["Jan 2025", "1,220", "27"],
          ["Oct 2025", "640", "58"], ["Nov 2025", "889", "46"]], HVB, HV)
    rule(c, 54, 558, 560)
    text(c, 54, 574, "Please detach and return this portion with your payment", 7, HV)
    pairs(c, 300, 600, [("Account Number", "4471-0092-3"), ("Due Date", "Dec 5, 2025"),
                        ("Amount Due", "$118.42"), ("Amount Enclosed", "$__________")], TR, TRB, vright=550, lead=14)
    lines(c, 54, 600, ["Eulalia Brandvold", "PO Box 311", "Hutchinson, KS 67504"], TR, 9, 11)
    foot(c, 2, 2, HV, "PWEC-B11 REV 03/24")


F1 = Page("electric-coop-two-pages", "utility-bill", {
    "utility_name": "Prairie Wind Electric Cooperative", "account_number": "4471-0092-3",
    "billing_date": "2025-11-14", "amount_due": "118.42", "due_date": "2025-12-05"}, (_f1_1, _f1_2))


# F2. A gas company's bill in a monospaced body: two panels in columns, the total in dollars "USD",
# short-year dates, a payment in parentheses.
def _f2(c: C) -> None:
    text(c, 54, 54, "NORTHERN BASIN GAS COMPANY", 14, PSB)
    text(c, 54, 68, "A Basin Energy Holdings company", 8, PS)
    pairs(c, 54, 100, [("CUSTOMER", "THORVALD J. EKBERG"), ("ACCOUNT", "220-918-4436"),
                       ("STATEMENT DATE", "11/03/25"), ("RATE", "RESIDENTIAL G-1")], CO, COB, vx=170, lead=12)
    pairs(c, 330, 100, [("PREVIOUS BALANCE", "84.20"), ("PAYMENT 10/22", "(84.20)"),
                        ("CURRENT CHARGES", "96.10"), ("TOTAL DUE", "96.10 USD"),
                        ("PAYMENT DUE", "11/24/25")], CO, COB, vright=556, lead=12)
    text(c, 54, 180, "DETAIL OF CURRENT CHARGES", 9, PSB)
    grid(c, 196, [(58, "l"), (330, "r"), (420, "r")], ["", "THERMS", "AMOUNT"],
         [["CUSTOMER CHARGE", "", "14.50"], ["DISTRIBUTION 62 THERMS X .4120", "62", "25.54"],
          ["GAS SUPPLY 62 THERMS X .8233", "62", "51.04"], ["STATE UTILITY TAX", "", "5.02"],
          ["TOTAL CURRENT CHARGES", "", "96.10"]], COB, CO, bold_last=True)
    text(c, 54, 290, "METER 5510392  READ 10/30/25  PREVIOUS 4127  PRESENT 4189  BTU FACTOR 1.031", 8, CO)
    box(c, 54, 310, 504, 40)
    lines(c, 62, 324, ["SMELL GAS? LEAVE IMMEDIATELY AND CALL 1-888-555-0110 FROM A SAFE PLACE.",
                       "Budget billing spreads your cost evenly over 12 months; your estimate is $71.00."], PS, 8, 12)
    fine(c, 720, ["Late payments are subject to a charge of 1.25% per month. Rates approved by the Public Service",
                  "Commission, Docket 24-GAS-1187. Northern Basin Gas Company, PO Box 6600, Billings, MT 59103."],
                      CO, 6.5)


F2 = Page("gas-bill-monospace-two-panels", "utility-bill", {
    "utility_name": "Northern Basin Gas Company", "account_number": "220-918-4436",
    "billing_date": "2025-11-03", "amount_due": "96.10", "due_date": "2025-11-24"}, (_f2,))


# F3. A city's water bill in a condensed face: labels in capitals above their values in boxed cells,
# a consumption table with a summary box in its right margin, the date in words.
def _f3(c: C) -> None:
    text(c, 54, 54, "City of Alder Falls", 16, PXB)
    text(c, 54, 70, "Department of Public Utilities  |  Water  Sewer  Refuse", 8.5, CN)
    above(c, 58, 104, [("ACCOUNT NO", "08-2231-17"), ("BILLING DATE", "DECEMBER 1, 2025"),
                       ("DUE BY", "DECEMBER 22, 2025"), ("PAY THIS AMOUNT", "$153.88")], CNB, CN, 126, boxed=True)
    lines(c, 54, 150, ["Service location: 310 Mill Race Lane", "Customer: Odalys Freeborn"], CN, 9, 12)
    grid(c, 190, [(58, "l"), (200, "r"), (270, "r"), (340, "r")], ["Service", "Usage", "Rate", "Charge"],
         [["Water base", "", "", "22.40"], ["Water use (gal)", "6,200", "4.15", "25.73"],
          ["Sewer", "6,200", "8.90", "55.18"], ["Refuse cart 96 gal", "", "", "31.50"],
          ["Storm drainage", "", "", "19.07"], ["Total", "", "", "153.88"]], CNB, CN, bold_last=True)
    box(c, 390, 180, 168, 78, shade=True)
    pairs(c, 396, 194, [("Last bill", "$141.02"), ("Paid Nov 18", "-$141.02"), ("Adjustments", "$0.00"),
                        ("Current", "$153.88"), ("Balance", "$153.88")], PX, PXB, vright=552, size=8.5, lead=12)
    lines(c, 54, 300, ["Water conservation stage 2 is in effect: outdoor watering two days a week. Households using",
                       "more than 12,000 gallons a month pay the tier 2 rate of $5.60 per 1,000 gallons."], PX, 8.5, 11)
    fine(c, 724, ["Make checks payable to City of Alder Falls. A $25.00 fee is charged for returned payments.",
                  "Pay online at alderfalls.example.gov/pay or call 555-0178."], CN)


F3 = Page("city-water-condensed-boxes-margin-summary", "utility-bill", {
    "utility_name": "City of Alder Falls", "account_number": "08-2231-17", "billing_date": "2025-12-01",
    "amount_due": "153.88", "due_date": "2025-12-22"}, (_f3,))


# F4. A supply vendor's invoice, two pages: the "remit to" block beside the invoice panel, bill-to and
# ship-to side by side, a line-item table running on with its header again, subtotal, tax and total.
_F4_ITEMS = [(f"{1000 + 17 * k}", f"{name}", q, p) for k, (name, q, p) in enumerate([
    ("Copy paper, letter, 10 ream case", 6, 48.99), ("Toner cartridge, black HY", 4, 112.50),
    ("Binder clips, medium, box of 144", 3, 9.25), ("File folders, 1/3 cut, box of 100", 5, 14.80),
    ("Desk chair, mesh back", 1, 219.00), ("Whiteboard markers, 12 pk", 2, 11.40),
    ("Shipping labels, 30 per sheet", 4, 26.75), ("Staples, standard, 5000 ct", 6, 3.95),
    ("Monitor stand, adjustable", 2, 44.00), ("Hanging folders, box of 25", 3, 17.20),
    ("Sticky notes, 3x3, 24 pads", 2, 18.60), ("Ballpoint pens, blue, 60 ct", 1, 21.35)])]
_F4_SUB = round(sum(q * p for _, _, q, p in _F4_ITEMS), 2)
_F4_TAX = round(_F4_SUB * 0.0725, 2)
_F4_TOTAL = round(_F4_SUB + _F4_TAX, 2)


def _f4_rows(items: Sequence[tuple[str, str, int, float]]) -> list[list[str]]:
    return [[sku, name, str(q), f"{p:,.2f}", f"{q * p:,.2f}"] for sku, name, q, p in items]


_F4_COLS = [(58, "l"), (110, "l"), (380, "r"), (460, "r"), (552, "r")]
_F4_HEAD = ["Item", "Description", "Qty", "Unit Price", "Extended"]


def _f4_1(c: C) -> None:
    text(c, 54, 54, "Ridgeline Office Supply Co.", 15, PSB)
    lines(c, 54, 70, ["Remit to: PO Box 90417", "Spokane, WA 99209", "(509) 555-0163"], PS, 8, 10)
    box(c, 380, 44, 178, 66)
    text(c, 388, 58, "INVOICE", 13, HVB)
    pairs(c, 388, 74, [("Invoice No.", "RO-88213"), ("Invoice Date", "10/21/2025"), ("Customer No.", "C-40512")],
          HV, HV, vright=552, size=8.5, lead=11)
    lines(c, 54, 130, ["BILL TO", "Thistle Creek Veterinary Clinic", "Attn: Accounts Payable", "77 Ponderosa Way",
                       "Coeur d'Alene, ID 83814"], HV, 8.5, 11)
    lines(c, 300, 130, ["SHIP TO", "Thistle Creek Veterinary Clinic", "Receiving dock B", "77 Ponderosa Way",
                        "Coeur d'Alene, ID 83814"], HV, 8.5, 11)
    pairs(c, 54, 200, [("PO Number", "55102"), ("Terms", "Net 30"), ("Sales Rep", "K. Osei")], PSB, PS, vx=130, size=8)
    grid(c, 250, _F4_COLS, _F4_HEAD, _f4_rows(_F4_ITEMS[:8]), HVB, PS, lead=14)
    text(c, 300, 380, "Continued on next page", 8, HV)
    foot(c, 1, 2, PS, "Invoice RO-88213")


def _f4_2(c: C) -> None:
    right(c, 558, 40, "Invoice RO-88213  Thistle Creek Veterinary Clinic", 7.5, PS)
    top = grid(c, 70, _F4_COLS, _F4_HEAD, _f4_rows(_F4_ITEMS[8:]), HVB, PS, lead=14)
    pairs(c, 380, top + 16, [("Subtotal", f"{_F4_SUB:,.2f}"), ("Sales Tax 7.25%", f"{_F4_TAX:,.2f}"),
                             ("Freight", "0.00"), ("TOTAL DUE", f"${_F4_TOTAL:,.2f}")], HVB, PS, vright=552, lead=14)
    lines(c, 54, top + 16, ["Thank you for your order!", "Returns accepted within 30 days with receipt.",
                            "A 1.5% monthly finance charge applies to", "balances over 30 days."], PS, 8, 11)
    foot(c, 2, 2, PS, "Invoice RO-88213")


F4 = Page("supply-invoice-two-pages-header-again", "invoice", {
    "vendor_name": "Ridgeline Office Supply Co.", "invoice_number": "RO-88213", "invoice_date": "2025-10-21",
    "total_due": f"{_F4_TOTAL:.2f}"}, (_f4_1, _f4_2))


# F5. A studio's invoice in a serif face: the "from" and "bill to" blocks in two columns, the date in
# words day first, hours table, the amount due with "USD".
def _f5(c: C) -> None:
    text(c, 54, 60, "Blue Heron Web Studio", 18, TRB)
    text(c, 54, 78, "design  |  development  |  hosting", 9, TR)
    right(c, 558, 60, "Invoice", 20, HVB)
    pairs(c, 400, 84, [("Invoice #", "2025-0417"), ("Date", "3 November 2025"), ("Due", "3 December 2025")],
          HV, HV, vright=558, size=9, lead=12)
    lines(c, 54, 130, ["From", "Blue Heron Web Studio", "14 Estuary Row", "Beaufort, SC 29902"], TR, 9.5, 12)
    lines(c, 300, 130, ["Bill To", "Saltmarsh Kayak Tours", "Wendeline Prosser", "9 Landing Road",
                        "Beaufort, SC 29907"], TR, 9.5, 12)
    grid(c, 212, [(58, "l"), (380, "r"), (460, "r"), (552, "r")], ["Description", "Hours", "Rate", "Amount"],
         [["Booking page redesign", "14.0", "95.00", "1,330.00"], ["Online waiver integration", "8.0", "95.00",
             "760.00"],
          ["Hosting, 12 months", "", "", "360.00"]], HVB, TR, lead=14)
    pairs(c, 380, 280, [("Subtotal", "2,450.00"), ("Tax", "0.00"), ("Amount Due", "USD 2,450.00")], HVB, TRB,
          vright=552, lead=14)
    lines(c, 54, 340, ["Payment by bank transfer: routing 053000196, account ending 7781.",
                       "Please include invoice 2025-0417 in the memo. Thank you for your business."], TR, 9, 12)


F5 = Page("studio-invoice-serif-date-in-words", "invoice", {
    "vendor_name": "Blue Heron Web Studio", "invoice_number": "2025-0417", "invoice_date": "2025-11-03",
    "total_due": "2450.00"}, (_f5,))


# F6. A caterer's invoice in Courier with a condensed letterhead: the deposit in parentheses, the
# balance due the amount owed, a month-abbreviation date.
def _f6(c: C) -> None:
    text(c, 54, 54, "Kettle & Pine Catering LLC", 16, CNB)
    text(c, 54, 70, "418 Depot Street  Asheville NC 28801  kettleandpine.example.com", 8, CN)
    pairs(c, 360, 54, [("INVOICE NO", "KP-1093"), ("INVOICE DATE", "NOV 18 2025"), ("EVENT DATE", "NOV 15 2025")],
          CO, COB, vright=558, size=8.5, lead=11)
    lines(c, 54, 108, ["CLIENT", "Ambrose Lindqvist-Hale", "Blue Ridge Rotary Club", "PO Box 1207",
                       "Asheville NC 28802"], CO, 8.5, 11)
    grid(c, 180, [(58, "l"), (330, "r"), (420, "r"), (552, "r")], ["ITEM", "GUESTS", "EACH", "TOTAL"],
         [["Buffet dinner, 3 entrees", "120", "24.50", "2,940.00"], ["Dessert station", "120", "4.25", "510.00"],
          ["Service staff, 5 x 6 hrs", "", "", "262.50"], ["Rentals (linens, chafers)", "", "", "200.25"]],
         COB, CO, lead=13)
    pairs(c, 330, 250, [("SUBTOTAL", "3,912.75"), ("DEPOSIT RECEIVED 10/02", "(500.00)"),
                        ("BALANCE DUE", "$3,412.75")], COB, CO, vright=552, lead=13)
    lines(c, 54, 310, ["Balance due within 15 days of the event. Gratuity not included.",
                       "An 18% service charge applies to events over 150 guests."], CN, 8.5, 11)


F6 = Page("caterer-invoice-courier-deposit-parentheses", "invoice", {
    "vendor_name": "Kettle & Pine Catering LLC", "invoice_number": "KP-1093", "invoice_date": "2025-11-18",
    "total_due": "3412.75"}, (_f6,))


# F7. A 1099-R as a recordkeeper prints it: the payer's and recipient's blocks left, numbered boxes in
# a grid right, values in Courier, the copy's instructions in fine print.
def _f7(c: C) -> None:
    text(c, 54, 46, "Form 1099-R  Distributions From Pensions, Annuities, Retirement or", 10, HVB)
    text(c, 54, 58, "Profit-Sharing Plans, IRAs, Insurance Contracts, etc.   2025   Copy B", 10, HVB)
    box(c, 54, 70, 250, 64)
    text(c, 58, 80, "PAYER'S name, street address, city, state, and ZIP code", 6.5, HV)
    lines(c, 58, 94, ["EVERGREEN RETIREMENT SERVICES", "1400 PIONEER SQUARE STE 900", "SEATTLE WA 98104"], CO, 8.5, 11)
    box(c, 54, 134, 125, 28)
    text(c, 58, 144, "PAYER'S TIN", 6.5, HV)
    text(c, 58, 156, "91-2045517", 9, CO)
    box(c, 179, 134, 125, 28)
    text(c, 183, 144, "RECIPIENT'S TIN", 6.5, HV)
    text(c, 183, 156, "***-**-3318", 9, CO)
    box(c, 54, 162, 250, 52)
    text(c, 58, 172, "RECIPIENT'S name", 6.5, HV)
    lines(c, 58, 186, ["LORRAINE M PETTIGREW", "5512 SE ALDER CT", "PORTLAND OR 97215"], CO, 8.5, 10)
    cells = [("1 Gross distribution", "$ 12,500.00"), ("2a Taxable amount", "$ 12,500.00"),
             ("3 Capital gain", "$ 0.00"), ("4 Federal income tax withheld", "$ 2,500.00"),
             ("5 Employee contributions", "$ 0.00"), ("7 Distribution code(s)", "7"),
             ("14 State tax withheld", "$ 600.00"), ("16 State distribution", "$ 12,500.00")]
    for k, (label, value) in enumerate(cells):
        x, top = 304 + 127 * (k % 2), 70 + 36 * (k // 2)
        box(c, x, top, 127, 36)
        text(c, x + 4, top + 10, label, 6.5, HV)
        right(c, x + 123, top + 28, value, 9, CO)
    text(c, 54, 230, "Account number 0044-77120-R", 7, HV)
    fine(c, 250, ["This is important tax information and is being furnished to the IRS. Report this income on your",
                  "federal tax return. If this form shows federal income tax withheld in box 4, attach this copy to",
                  "your return. Box 7 code 7 is a normal distribution. Penalties of 10% may apply before age 59 1/2."])


F7 = Page("1099-r-grid-courier-values", "1099-R", {
    "payer_name": "Evergreen Retirement Services", "payer_tin": "91-2045517", "recipient_name": "Lorraine M Pettigrew",
    "tax_year": "2025", "box1_gross_distribution": "12500.00", "box2a_taxable_amount": "12500.00",
    "box4_federal_tax_withheld": "2500.00", "box7_distribution_code": "7"}, (_f7,))


# F8. An annuity company's 1099-R: a cover note above, the form's boxes as a panel with leaders in a
# serif face, a direct rollover (code G, taxable amount zero).
def _f8(c: C) -> None:
    text(c, 54, 50, "Granite Life Annuity Company", 14, TRB)
    lines(c, 54, 66, ["Annuity Service Center, PO Box 4470, Concord, NH 03302"], TR, 8)
    lines(c, 54, 92, ["Your 2025 tax information is enclosed. Keep this statement with your tax records.",
                      "Contract number GLA-300215 - Questions: 1-800-555-0181"], TR, 9, 11)
    text(c, 54, 130, "2025 Form 1099-R", 12, HVB)
    pairs(c, 54, 150, [("Payer", "Granite Life Annuity Company"), ("Payer's federal ID", "02-0487731"),
                       ("Recipient", "Bartholomew Quist"), ("Recipient's ID", "XXX-XX-9052")], HV, TR, vx=170, lead=13)
    for i, (label, value) in enumerate([("Box 1  Gross distribution", "$48,000.00"),
                                        ("Box 2a Taxable amount", "$0.00"),
                                        ("Box 4  Federal income tax withheld", "$0.00"),
                                        ("Box 7  Distribution code", "G"),
                                        ("Box 9b Total employee contributions", "$0.00")]):
        c.setFont(TR, 9.5)
        c.drawString(54, 792 - (220 + 14 * i), label + " " + "." * 40)
        right(c, 420, 220 + 14 * i, value, 9.5, HV)
    fine(c, 310, [
        "Code G: direct rollover of a distribution to a qualified plan or IRA. A direct rollover is not taxable.",
                  "Report box 1 on Form 1040, line 5a, and box 2a on line 5b; write \"Rollover\" next to line 5b."],
                      TR, 7.5)


F8 = Page("1099-r-annuity-leaders-serif", "1099-R", {
    "payer_name": "Granite Life Annuity Company", "payer_tin": "02-0487731", "recipient_name": "Bartholomew Quist",
    "tax_year": "2025", "box1_gross_distribution": "48000.00", "box2a_taxable_amount": "0.00",
    "box4_federal_tax_withheld": "0.00", "box7_distribution_code": "G"}, (_f8,))


# F9. A county treasurer's tax bill: owner printed "LAST, FIRST" in capitals, a levy table with its
# total, the assessed values and the rate (numbers that are not fields), a serif letterhead.
def _f9(c: C) -> None:
    text(c, 54, 50, "CLEARWATER COUNTY TREASURER", 14, TRB)
    text(c, 54, 64, "2025 Real Estate Tax Statement, payable 2026", 10, TR)
    pairs(c, 54, 96, [("PARCEL ID", "07-31-400-012"), ("OWNER", "HALVORSEN, INGRID"),
                      ("PROPERTY", "4410 LAKE RD"), ("TAX DISTRICT", "0712 MAPLE TWP")], COB, CO, vx=150, size=8.5)
    pairs(c, 340, 96, [("LAND VALUE", "61,200"), ("BUILDING VALUE", "218,900"),
                       ("TAXABLE VALUE", "280,100"), ("TAX RATE", "1.530498%")], COB, CO, vright=556, size=8.5)
    grid(c, 170, [(58, "l"), (300, "r"), (420, "r")], ["TAXING AUTHORITY", "RATE", "TAX"],
         [["COUNTY", "0.412000", "1,154.01"], ["MAPLE TOWNSHIP", "0.096100", "269.18"],
          ["SCHOOL DIST 712", "0.881200", "2,468.24"], ["LIBRARY", "0.141198", "395.47"],
          ["TOTAL TAX", "1.530498", "4,286.90"]], TRB, CO, bold_last=True, lead=13)
    box(c, 54, 260, 504, 44, shade=True)
    pairs(c, 62, 274, [("Total Tax Due", "$4,286.90"), ("Due Date", "01/31/2026")], TRB, TRB, vx=180, size=10, lead=14)
    lines(c, 54, 330, ["Penalty of 3% is added on February 1 and 1% each month after. A $2,000 homestead credit",
                       "was applied to this parcel. Questions: 218-555-0150."], TR, 8.5, 11)


F9 = Page("county-tax-bill-last-first-levy-table", "property-tax-bill", {
    "jurisdiction_name": "Clearwater County Treasurer", "parcel_number": "07-31-400-012",
    "owner_name": "Ingrid Halvorsen", "total_tax": "4286.90", "due_date": "2026-01-31"}, (_f9,))


# F10. A town's tax bill, two pages: the bill with the owner's block beside the bill panel, then the
# payment coupon; the due date in words; furniture on each page.
def _f10_1(c: C) -> None:
    text(c, 54, 50, "Town of Millbrook", 16, PXB)
    text(c, 54, 66, "Office of the Tax Collector, 1 Green Street, Millbrook, NY 12545", 8, PX)
    lines(c, 54, 100, ["Aurelia Fairbanks", "62 Sheldon Hill Road", "Millbrook, NY 12545"], HV, 9.5, 12)
    box(c, 340, 90, 218, 70)
    pairs(c, 346, 104, [("Bill No.", "2025-004417"), ("Tax Map No.", "012-044-000"),
                        ("School District", "Millbrook CSD"), ("Full Market Value", "$402,300")], HV, HV,
          vright=552, size=8.5, lead=13)
    text(c, 54, 190, "Property Taxes", 11, PXB)
    grid(c, 206, [(58, "l"), (300, "r"), (420, "r")], ["Levy", "Rate per $1,000", "Amount"],
         [["County tax", "3.1120", "1,251.96"], ["Town tax", "1.8870", "759.14"],
          ["Fire district", "0.6410", "257.87"], ["Total taxes", "", "2,268.97"]], HVB, HV, bold_last=True)
    lines(c, 54, 290, ["Taxes are due on or before February 1, 2026 without penalty. Interest of 1% is added in",
                       "February and 2% in March. STAR exemption of $1,190.00 applied."], PX, 9, 12)
    foot(c, 1, 2, HV, "Tax Map 012-044-000")


def _f10_2(c: C) -> None:
    right(c, 558, 40, "Tax Map 012-044-000", 7.5, HV)
    text(c, 54, 70, "PAYMENT STUB - RETURN WITH PAYMENT", 10, HVB)
    pairs(c, 54, 100, [("Owner", "Aurelia Fairbanks"), ("Bill No.", "2025-004417"),
                       ("Amount due by February 1, 2026", "$2,268.97"),
                       ("Amount due after February 1", "$2,291.66")], PX, PX, vx=260, lead=14)
    foot(c, 2, 2, HV, "Tax Map 012-044-000")


F10 = Page("town-tax-bill-two-pages-coupon", "property-tax-bill", {
    "jurisdiction_name": "Town of Millbrook", "parcel_number": "012-044-000", "owner_name": "Aurelia Fairbanks",
    "total_tax": "2268.97", "due_date": "2026-02-01"}, (_f10_1, _f10_2))


# F11. A tax assessor-collector's statement: property panel left, the amount box right, exemptions
# table under them, condensed body.
def _f11(c: C) -> None:
    text(c, 54, 50, "Lakeshore County Tax Assessor-Collector", 14, PSB)
    text(c, 54, 64, "2025 Property Tax Statement", 10, PS)
    pairs(c, 54, 96, [("Account", "R-0552817"), ("Owner", "Cornelius Ashdown"), ("Legal", "LOT 14 BLK 3 HARBOR EST"),
                      ("Acres", "0.2710")], CNB, CN, vx=120, lead=12)
    box(c, 380, 84, 178, 64, shade=True)
    pairs(c, 386, 98, [("Total Amount Due", "$5,116.32"), ("If paid by", "01/31/2026"), ("Statement", "11/01/2025")],
          CN, CNB, vright=552, lead=14)
    grid(c, 170, [(58, "l"), (220, "r"), (300, "r"), (380, "r"), (460, "r")],
         ["Jurisdiction", "Appraised", "Exemption", "Rate", "Tax"],
         [["Lakeshore County", "318,400", "63,680", "0.3850", "980.67"],
          ["Harbor ISD", "318,400", "100,000", "1.4162", "3,093.01"],
          ["Lakeshore Hospital Dist", "318,400", "63,680", "0.1120", "285.29"],
          ["City of Port Avery", "318,400", "0", "0.2378", "757.35"],
          ["Total", "", "", "", "5,116.32"]], CNB, CN, bold_last=True)
    fine(c, 280, ["Taxes not paid by January 31 become delinquent and incur penalty and interest of 7% in February",
                  "rising to 18% by July. Over-65 and disability deferrals are available; call 361-555-0102."], PS, 7)


F11 = Page("assessor-collector-panel-beside-box", "property-tax-bill", {
    "jurisdiction_name": "Lakeshore County Tax Assessor-Collector", "parcel_number": "R-0552817",
    "owner_name": "Cornelius Ashdown", "total_tax": "5116.32", "due_date": "2026-01-31"}, (_f11,))


# F12. A payroll provider's earnings statement: company left, title and period panel right, the
# employee's address block, earnings and deductions tables with this period and YTD, deductions with a
# trailing minus, net pay in a box.
def _f12(c: C) -> None:
    text(c, 54, 50, "COPPERFIELD MANUFACTURING INC", 11, HVB)
    lines(c, 54, 62, ["Co. File Dept. Clock Vchr. No.", "CFM 004410 00212 0000840117"], CO, 7.5, 9)
    text(c, 360, 50, "Earnings Statement", 14, HVB)
    pairs(c, 360, 68, [("Period Beginning:", "11/01/2025"), ("Period Ending:", "11/15/2025"),
                       ("Pay Date:", "11/21/2025")], HV, CO, vx=450, size=8.5, lead=11)
    lines(c, 360, 120, ["GWENDOLYN R. ASHCROFT", "2207 FOUNDRY ST APT 4", "TOLEDO OH 43604"], CO, 9, 11)
    text(c, 54, 120, "Filing Status: Single  Exemptions/Allowances: Federal 0", 7.5, HV)
    grid(c, 170, [(58, "l"), (150, "r"), (200, "r"), (270, "r"), (350, "r")],
         ["Earnings", "rate", "hours", "this period", "year to date"],
         [["Regular", "31.00", "80.00", "2,480.00", "52,080.00"], ["Overtime", "", "", "", "2,480.00"],
          ["Gross Pay", "", "", "$2,480.00", "54,560.00"]], HVB, CO, bold_last=True, bold=COB)
    grid(c, 230, [(58, "l"), (270, "r"), (350, "r")], ["Deductions  Statutory", "", ""],
         [["Federal Income Tax", "-212.40", "4,672.80"], ["Social Security Tax", "-153.76", "3,382.72"],
          ["Medicare Tax", "-35.96", "791.12"], ["OH State Income Tax", "-61.22", "1,346.84"],
          ["Other  401(k)", "-124.00*", "2,728.00"], ["Dental", "-18.50", "407.00"],
          ["Vision", "-3.20", "70.40"], ["Life Ins", "-28.80", "633.60"]], HVB, CO, lead=11)
    box(c, 58, 340, 300, 20, shade=True)
    text(c, 64, 354, "Net Pay", 10, HVB)
    right(c, 350, 354, "$1,842.16", 10, COB)
    box(c, 390, 170, 168, 90)
    lines(c, 396, 182, ["Other Benefits and Information", "Vacation hrs avail 56.00", "Sick hrs avail 22.50",
                        "Totl Hrs Worked 80.00", "* Excluded from federal", "  taxable wages"], HV, 7.5, 11)
    fine(c, 380, [
        "Your federal taxable wages this period are $2,356.00. Direct deposit to checking xxxx0318: $1,842.16."],
         HV, 7)


F12 = Page("payroll-earnings-statement-trailing-tables", "pay-stub", {
    "employer_name": "Copperfield Manufacturing Inc", "employee_name": "Gwendolyn R. Ashcroft",
    "pay_date": "2025-11-21", "gross_pay": "2480.00", "net_pay": "1842.16", "ytd_gross": "54560.00"}, (_f12,))


# F13. A second payroll style: earnings and taxes tables side by side, the employee "LAST, FIRST", the
# pay date in words, a check stub at the foot; Plex Sans and Times.
def _f13(c: C) -> None:
    text(c, 54, 50, "Sunrise Senior Living Center", 13, PSB)
    text(c, 54, 64, "88 Meadow Court, Lancaster, PA 17601", 8, PS)
    pairs(c, 360, 50, [("Employee", "LOPEZ, MARCO A"), ("Employee ID", "000731"), ("Check Date", "Dec 5, 2025"),
                       ("Period", "11/16/25 - 11/29/25")], PS, TR, vx=430, size=8.5, lead=11)
    grid(c, 120, [(58, "l"), (150, "r"), (200, "r"), (250, "r")], ["Earnings", "Hours", "Current", "YTD"],
         [["Hourly", "72.00", "1,368.00", "30,552.00"], ["Shift diff", "24.00", "48.00", "1,072.00"],
          ["Holiday", "8.00", "152.00", "456.00"], ["Gross", "", "1,568.00", "32,080.00"]], PSB, TR, bold_last=True)
    grid(c, 120, [(310, "l"), (470, "r"), (552, "r")], ["Taxes / Deductions", "Current", "YTD"],
         [["Federal W/H", "108.22", "2,401.10"], ["FICA", "97.22", "1,988.96"], ["Medicare", "22.74", "465.16"],
          ["PA State", "48.14", "984.86"], ["Local EIT", "26.66", "545.36"], ["Health", "64.00", "1,408.00"]],
         PSB, TR)
    pairs(c, 310, 222, [("Total Deductions", "366.98"), ("Net Pay", "1,201.02")], PSB, TRB, vright=552, lead=13)
    rule(c, 54, 558, 270)
    text(c, 54, 290, "Sunrise Senior Living Center", 10, PSB)
    text(c, 400, 290, "Check No. 0048211", 9, TR)
    text(c, 54, 310, "Pay to the order of MARCO A LOPEZ", 9.5, TR)
    right(c, 558, 310, "**$1,201.02**", 10, TRB)
    text(c, 54, 326, "One thousand two hundred one and 02/100 dollars", 9, TR)
    text(c, 54, 346, "NON-NEGOTIABLE  THIS IS NOT A CHECK", 8, PSB)


F13 = Page("payroll-tables-side-by-side-check-stub", "pay-stub", {
    "employer_name": "Sunrise Senior Living Center", "employee_name": "Marco A Lopez", "pay_date": "2025-12-05",
    "gross_pay": "1568.00", "net_pay": "1201.02", "ytd_gross": "32080.00"}, (_f13,))


# F14. A small employer's stub printed in Courier capitals, labels and values on fixed columns, with a
# condensed heading.
def _f14(c: C) -> None:
    text(c, 54, 50, "Harborview Marine Services", 14, CNB)
    text(c, 54, 64, "Payroll Advice", 10, CN)
    rows = ["EMPLOYEE: DESJARDINS, ELOISE        SSN: XXX-XX-2290",
            "PAY PERIOD: 11/10/2025 TO 11/23/2025 PAY DATE: 11/28/2025",
            "",
            "DESCRIPTION        HOURS     RATE    CURRENT       YTD",
            "REGULAR            80.00    27.50   2,200.00 48,400.00",
            "FED WITHHOLDING                      176.00-  3,872.00",
            "SOC SEC                              136.40-  3,000.80",
            "MEDICARE                              31.90-    701.80",
            "STATE WITHHOLDING                     98.12-  2,158.64",
            "",
            "GROSS PAY                          2,200.00 48,400.00",
            "NET PAY                            1,757.58 38,666.76"]
    lines(c, 54, 100, rows, CO, 9, 12)
    fine(c, 280, ["Direct deposit: account ending 5521. Questions about your pay: payroll@harborview.example.com.",
                  "Accrued PTO 41.5 hours. Harborview Marine Services, 30 Pier Road, Gloucester, MA 01930."], CN, 7.5)


F14 = Page("stub-courier-fixed-columns-trailing-minus", "pay-stub", {
    "employer_name": "Harborview Marine Services", "employee_name": "Eloise Desjardins", "pay_date": "2025-11-28",
    "gross_pay": "2200.00", "net_pay": "1757.58", "ytd_gross": "48400.00"}, (_f14,))


# F15. A savings bank's statement, two pages: the customer's address block left beside the summary box
# right, a transaction table running on, interest and APY, an error-resolution notice.
_F15_ROWS = [("10/02", "ATM withdrawal Main St", "-60.00"), ("10/03", "Direct deposit ACME PAYROLL", "1,415.20"),
             ("10/06", "Check 2210", "-325.00"), ("10/09", "POS purchase FRESH MART", "-88.41"),
             ("10/14", "Online transfer to savings", "-200.00"), ("10/17", "Direct deposit ACME PAYROLL", "1,415.20"),
             ("10/20", "Mortgage payment KEYSTONE", "-1,104.55"), ("10/22", "POS purchase FUEL STOP", "-44.10"),
             ("10/24", "Check 2211", "-120.00"), ("10/27", "Electric utility ACH", "-96.37"),
             ("10/29", "ATM withdrawal Oak Ave", "-40.00"), ("10/31", "Interest paid", "3.11")]


def _f15_table(rows: Sequence[tuple[str, str, str]], start: float) -> tuple[list[list[str]], float]:
    out, bal = [], start
    for d, desc, amt in rows:
        bal = round(bal + float(amt.replace(",", "")), 2)
        out.append([d, desc, amt, f"{bal:,.2f}"])
    return out, bal


_F15_A, _F15_MID = _f15_table(_F15_ROWS[:8], 2240.18)
_F15_B, _F15_END = _f15_table(_F15_ROWS[8:], _F15_MID)
_F15_COLS = [(58, "l"), (110, "l"), (440, "r"), (552, "r")]


def _f15_1(c: C) -> None:
    text(c, 54, 50, "First Keystone Savings Bank", 15, TRB)
    text(c, 54, 64, "Member FDIC  |  firstkeystone.example.com  |  1-877-555-0126", 7.5, HV)
    lines(c, 54, 100, ["ROSALEEN D MCCARTHY", "419 CHESTNUT ST", "SUNBURY PA 17801"], CO, 9, 11)
    box(c, 330, 90, 228, 100)
    text(c, 336, 102, "Account Summary", 10, TRB)
    pairs(c, 336, 118, [("Account Number", "0000 4402 7719 6065"),
                        ("Statement Period", "Oct 1, 2025 - Oct 31, 2025"),
                        ("Beginning Balance", "$2,240.18"), ("Deposits and Credits", "$2,833.51"),
                        ("Withdrawals and Debits", f"${2240.18 + 2833.51 - _F15_END:,.2f}"),
                        ("Ending Balance", f"${_F15_END:,.2f}")], HV, HV, vright=552, size=8, lead=11)
    text(c, 54, 210, "Transaction Detail", 11, TRB)
    grid(c, 226, _F15_COLS, ["Date", "Description", "Amount", "Balance"], _F15_A, HVB, HV, lead=13)
    foot(c, 1, 2, HV, "Statement period Oct 1 - Oct 31, 2025")


def _f15_2(c: C) -> None:
    right(c, 558, 40, "Account ending 6065", 7.5, HV)
    text(c, 54, 60, "Transaction Detail (continued)", 11, TRB)
    top = grid(c, 76, _F15_COLS, ["Date", "Description", "Amount", "Balance"], _F15_B, HVB, HV, lead=13)
    pairs(c, 54, top + 20, [("Interest Paid This Period", "$3.11"), ("Interest Paid Year to Date", "$29.87"),
                            ("Annual Percentage Yield Earned", "0.45%")], TR, TR, vright=300, lead=13)
    box(c, 54, top + 70, 504, 60)
    lines(c, 60, top + 82, ["In case of errors or questions about your electronic transfers, call 1-877-555-0126 or",
                            "write to us at PO Box 118, Sunbury, PA 17801 as soon as you can. We must hear from you",
                            "no later than 60 days after we sent the FIRST statement on which the problem appeared."],
          TR, 8, 10)
    foot(c, 2, 2, HV, "Statement period Oct 1 - Oct 31, 2025")


F15 = Page("savings-bank-two-pages-summary-beside-address", "bank-statement", {
    "bank_name": "First Keystone Savings Bank", "account_last4": "6065", "period_start": "2025-10-01",
    "period_end": "2025-10-31", "beginning_balance": "2240.18", "ending_balance": f"{_F15_END:.2f}",
    "interest_paid": "3.11"}, (_f15_1, _f15_2))


# F16. A credit union's statement in Times and Helvetica: previous and new balance, dividends, a
# short-year period, a share account table.
def _f16(c: C) -> None:
    text(c, 54, 50, "Palmetto Community Credit Union", 15, HVB)
    text(c, 54, 64, "Statement of Account", 10, TR)
    pairs(c, 360, 50, [("Member Number", "*****3027"), ("Statement Period", "09/01/25 - 09/30/25")], TR, TR,
          vright=558, size=8.5, lead=11)
    lines(c, 54, 96, ["Celestine Okafor-Brandt", "1402 Magnolia Bend", "Florence, SC 29501"], TR, 9.5, 12)
    text(c, 54, 150, "REGULAR SHARE SAVINGS", 9, HVB)
    grid(c, 166, [(58, "l"), (110, "l"), (440, "r"), (552, "r")], ["Date", "Transaction", "Amount", "Balance"],
         [["09/01", "Previous Balance", "", "1,204.55"], ["09/05", "Deposit - Mobile", "250.00", "1,454.55"],
          ["09/19", "Deposit - Shared Branch", "46.71", "1,501.26"], ["09/30", "Dividends Paid", "0.84", "1,502.10"],
          ["09/30", "New Balance", "", "1,502.10"]], HVB, TR, lead=13)
    pairs(c, 54, 260, [("Dividend rate", "0.150%"), ("APY earned", "0.15%"), ("Dividends YTD", "6.92")], TR, TR,
          vright=260, size=8.5, lead=11)
    box(c, 300, 252, 258, 40, shade=True)
    lines(c, 306, 264, ["Skip-a-Pay is back! Skip your November loan", "payment for a $35 fee. Call 843-555-0197."],
          HV, 8, 11)


F16 = Page("credit-union-share-savings-times", "bank-statement", {
    "bank_name": "Palmetto Community Credit Union", "account_last4": "3027", "period_start": "2025-09-01",
    "period_end": "2025-09-30", "beginning_balance": "1204.55", "ending_balance": "1502.10",
    "interest_paid": "0.84"}, (_f16,))


# F17. A national bank's checking statement in Courier, two pages: the summary at the end of the
# second page, the table running on without its header.
def _f17_1(c: C) -> None:
    text(c, 54, 50, "Ironwood National Bank", 15, PXB)
    text(c, 54, 66, "EVERYDAY CHECKING", 9, PX)
    pairs(c, 360, 50, [("ACCOUNT", "XXXXXX2281"), ("PERIOD", "08/01/2025-08/31/2025")], CO, CO, vright=558,
          size=8.5, lead=11)
    lines(c, 54, 96, ["HOLLIS AND MAEVE TREMAINE", "77 FURNACE HILL RD", "IRONWOOD MI 49938"], CO, 9, 11)
    lines(c, 54, 150, ["DATE  DESCRIPTION                          AMOUNT     BALANCE",
                       "08/01 BEGINNING BALANCE                              5,880.40",
                       "08/04 PAYROLL DEPOSIT NORTHWOODS MILL  2,104.66     7,985.06",
                       "08/05 CHECK 1187                         800.00-    7,185.06",
                       "08/11 ACH INSURANCE PREMIUM              212.40-    6,972.66",
                       "08/15 DEBIT CARD GROCERY OUTLET          143.09-    6,829.57",
                       "08/18 PAYROLL DEPOSIT NORTHWOODS MILL  2,104.66     8,934.23"], CO, 8.5, 12)
    foot(c, 1, 2, PX, "INB-CHK 0825")


def _f17_2(c: C) -> None:
    right(c, 558, 40, "ACCOUNT XXXXXX2281", 7.5, CO)
    lines(c, 54, 70, ["08/20 MORTGAGE PMT LAKE STATE LENDING   1,640.00-    7,294.23",
                      "08/27 TRANSFER TO SAVINGS              1,280.75-    6,013.48",
                      "08/31 INTEREST EARNED                      1.22      6,014.70"], CO, 8.5, 12)
    text(c, 54, 130, "BALANCE SUMMARY", 10, PXB)
    pairs(c, 54, 146, [("Beginning Balance on 08/01/2025", "$5,880.40"), ("Deposits and Other Credits", "$4,210.54"),
                       ("Checks and Other Debits", "$4,076.24"), ("Ending Balance on 08/31/2025", "$6,014.70"),
                       ("Interest Earned", "$1.22")], PX, CO, vright=400, lead=13)
    fine(c, 250, [
        "Overdraft fees: total for this period $0.00, year to date $35.00. Ironwood National Bank, Member FDIC."],
         PX, 7)
    foot(c, 2, 2, PX, "INB-CHK 0825")


F17 = Page("checking-courier-two-pages-summary-last", "bank-statement", {
    "bank_name": "Ironwood National Bank", "account_last4": "2281", "period_start": "2025-08-01",
    "period_end": "2025-08-31", "beginning_balance": "5880.40", "ending_balance": "6014.70",
    "interest_paid": "1.22"}, (_f17_1, _f17_2))


# F18. A card statement, two pages: the account summary left beside the payment information box
# right, the minimum-payment warning table (numbers that are not fields), then transactions and the
# interest charge calculation.
def _f18_1(c: C) -> None:
    text(c, 54, 50, "Bayside Bank Card Services", 15, PSB)
    text(c, 54, 66, "Cash Rewards Visa  |  Account Number ending in 6604", 8.5, PS)
    text(c, 54, 80, "Opening/Closing Date 10/27/25 - 11/25/25", 8.5, PS)
    text(c, 54, 104, "Account Summary", 10, HVB)
    pairs(c, 54, 118, [("Previous Balance", "$1,040.17"), ("Payments", "-$450.00"), ("Other Credits", "-$12.99"),
                       ("Purchases", "+$716.82"), ("Fees Charged", "+$0.00"), ("Interest Charged", "+$28.05"),
                       ("New Balance", "$1,322.05"), ("Credit Limit", "$6,500.00"),
                       ("Available Credit", "$5,177.95")], HV, HV, vright=280, size=8.5, lead=11)
    box(c, 310, 96, 248, 94, shade=True)
    text(c, 318, 110, "Payment Information", 10, HVB)
    pairs(c, 318, 126, [("New Balance", "$1,322.05"), ("Minimum Payment Due", "$40.00"),
                        ("Payment Due Date", "12/22/25")], HV, HVB, vright=550, lead=13)
    lines(c, 318, 170, ["Late Payment Warning: If we do not receive your minimum", "payment by the date listed above,",
                        "you may have to pay a late fee of up to $41.00."], TR, 7.5, 9)
    text(c, 54, 240, "Minimum Payment Warning", 9.5, TRB)
    grid(c, 256, [(58, "l"), (300, "l"), (460, "r")],
         ["If you make no additional charges and pay", "You will pay it off in about", "And pay about"],
         [["Only the minimum payment", "6 years", "$2,104"], ["$52", "3 years", "$1,872 (Savings=$232)"]],
         TRB, TR, size=8)
    foot(c, 1, 2, PS)


def _f18_2(c: C) -> None:
    text(c, 54, 50, "Transactions", 11, PSB)
    grid(c, 66, [(58, "l"), (110, "l"), (160, "l"), (552, "r")], ["Trans", "Post", "Description", "Amount"],
         [["11/01", "11/01", "PAYMENT - THANK YOU", "-450.00"], ["10/29", "10/30", "HARBOR GROCERS #14", "84.12"],
          ["11/03", "11/04", "BAYSIDE FUEL", "51.30"], ["11/08", "11/09", "STREAMFLIX MONTHLY", "15.99"],
          ["11/12", "11/13", "RETURN - HOMEGOODS", "-12.99"], ["11/15", "11/17", "NORTHSHORE HOTEL", "565.41"],
          ["11/25", "11/25", "INTEREST CHARGE ON PURCHASES", "28.05"]], HVB, HV, lead=13)
    text(c, 54, 190, "Interest Charge Calculation", 10, PSB)
    grid(c, 206, [(58, "l"), (260, "r"), (380, "r"), (500, "r")],
         ["Type of Balance", "Annual Percentage Rate (APR)", "Balance Subject to Interest Rate", "Interest Charge"],
         [["Purchases", "24.99% (v)", "$1,365.80", "$28.05"], ["Cash Advances", "29.99% (v)", "$0.00", "$0.00"]],
         PSB, HV, size=7.5)
    text(c, 54, 260, "Days in Billing Cycle: 30", 8, PS)
    foot(c, 2, 2, PS)


F18 = Page("card-two-pages-summary-beside-payment-box", "credit-card-statement", {
    "issuer_name": "Bayside Bank Card Services", "account_last4": "6604", "closing_date": "2025-11-25",
    "new_balance": "1322.05", "minimum_payment": "40.00", "payment_due_date": "2025-12-22"}, (_f18_1, _f18_2))


# F19. A credit union's card statement in a condensed face with a serif summary: dates in words, the
# payment coupon at the foot.
def _f19(c: C) -> None:
    text(c, 54, 50, "Tidewater Federal Credit Union", 14, PXB)
    text(c, 54, 64, "Platinum Visa Statement", 10, CN)
    pairs(c, 54, 96, [("Card Number", "XXXX XXXX XXXX 1839"), ("Statement Closing Date", "November 30, 2025"),
                      ("Days in Cycle", "30")], CN, CN, vx=180, lead=12)
    pairs(c, 340, 96, [("Previous Balance", "$388.40"), ("Payments & Credits", "$388.40 CR"),
                       ("New Purchases", "$512.77"), ("New Balance Total", "$512.77")], CN, CNB, vright=558, lead=12)
    grid(c, 160, [(58, "l"), (120, "l"), (480, "r")], ["Date", "Reference / Merchant", "Amount"],
         [["11/02", "24492155 CHESAPEAKE HARDWARE", "212.40"], ["11/09", "24492811 TIDEWATER PHARMACY", "36.12"],
          ["11/20", "24493398 OUTER BANKS RENTALS", "264.25"], ["11/21", "PAYMENT RECEIVED", "388.40 CR"]],
         CNB, CN, lead=12)
    lines(c, 54, 240, ["Minimum payment warning: paying only the minimum will take 2 years and cost $571 in total.",
                       "Annual Percentage Rate 17.90% on purchases."], PX, 8.5, 11)
    rule(c, 54, 558, 300)
    pairs(c, 300, 320, [("Minimum Payment", "$25.00"), ("Payment Due", "December 25, 2025"),
                        ("New Balance", "$512.77")], PX, PXB, vright=558, lead=13)
    lines(c, 54, 320, ["Hiram Castellane", "21 Sound View Drive", "Kitty Hawk, NC 27949"], PX, 9, 11)


F19 = Page("cu-card-condensed-dates-in-words-coupon", "credit-card-statement", {
    "issuer_name": "Tidewater Federal Credit Union", "account_last4": "1839", "closing_date": "2025-11-30",
    "new_balance": "512.77", "minimum_payment": "25.00", "payment_due_date": "2025-12-25"}, (_f19,))


# F20. A W-2 as payroll software prints it: boxes in a grid, lettered and numbered, values in Courier,
# box 12 codes and state boxes beside.
def _f20(c: C) -> None:
    text(c, 54, 44, "Form W-2 Wage and Tax Statement 2025", 11, HVB)
    text(c, 400, 44, "Copy B - To Be Filed With Employee's FEDERAL Tax Return", 6, HV)
    cells = [[("a Employee's social security number", "XXX-XX-4410"), ("1 Wages, tips, other compensation",
        "61,322.80")],
             [("b Employer identification number (EIN)", "38-2210947"), ("2 Federal income tax withheld", "7,018.45")],
             [("c Employer's name, address, and ZIP code", "LAKEVIEW DENTAL ASSOCIATES PC"),
              ("3 Social security wages", "64,022.80")],
             [("", "900 SHORE DR GRAND HAVEN MI 49417"), ("4 Social security tax withheld", "3,969.41")],
             [("e Employee's first name and initial  Last name", "PRUDENCE K  ABERNATHY-COLE"),
              ("5 Medicare wages and tips", "64,022.80")],
             [("12a See instructions for box 12", "D  2,700.00"), ("6 Medicare tax withheld", "928.33")]]
    for i, row in enumerate(cells):
        for j, (label, value) in enumerate(row):
            x, w = (54, 300) if j == 0 else (354, 204)
            box(c, x, 60 + 34 * i, w, 34)
            if label:
                text(c, x + 4, 70 + 34 * i, label, 6.5, HV)
            (text if j == 0 else right)(c, x + 6 if j == 0 else x + w - 6, 86 + 34 * i, value, 9, CO)
    state = [("15 State", "MI"), ("16 State wages", "61,322.80"), ("17 State income tax", "2,606.22"),
             ("18 Local wages", "0.00")]
    for k, (label, value) in enumerate(state):
        box(c, 54 + 126 * k, 270, 126, 34)
        text(c, 58 + 126 * k, 280, label, 6.5, HV)
        right(c, 176 + 126 * k, 296, value, 9, CO)
    fine(c, 320, [
        "This information is being furnished to the Internal Revenue Service. If you are required to file a",
        "tax return, a negligence penalty or other sanction may be imposed on you if this income is taxable",
        "and you fail to report it. Department of the Treasury - Internal Revenue Service. OMB No. 1545-0029"],
        HV)


F20 = Page("w2-grid-courier-box12-state", "W-2", {
    "employer_name": "Lakeview Dental Associates PC", "employer_ein": "38-2210947",
    "employee_name": "Prudence K Abernathy-Cole", "tax_year": "2025", "box1_wages": "61322.80",
    "box2_federal_tax_withheld": "7018.45", "box3_social_security_wages": "64022.80",
    "box4_social_security_tax": "3969.41", "box5_medicare_wages": "64022.80", "box6_medicare_tax": "928.33",
    "box17_state_income_tax": "2606.22"}, (_f20,))


# F21. A bank's 1099-INT in a year-end letter: the letter's header and a summary panel, the form's
# boxes as lines "Box n ..." in Plex Sans with Times prose.
def _f21(c: C) -> None:
    text(c, 54, 50, "Cornerstone Bank & Trust", 15, TRB)
    lines(c, 54, 66, ["PO Box 2020, Wichita Falls, TX 76307", "Federal ID 75-0338164"], TR, 8, 10)
    lines(c, 360, 50, ["2025 Tax Reporting Statement", "Account ending 4419"], PS, 8.5, 11)
    lines(c, 54, 110, ["OSWALDO PRIETO-VANCE", "3809 KEMP BLVD", "WICHITA FALLS TX 76308"], PS, 9, 11)
    lines(c, 54, 160, ["Dear Customer, the interest your accounts earned in 2025 is reported below on Form 1099-INT.",
                       "Interest of less than $10.00 is not reported to the IRS but is still taxable income."],
                           TR, 9, 11)
    text(c, 54, 200, "Form 1099-INT  Interest Income  2025", 11, PSB)
    pairs(c, 54, 218, [("Box 1  Interest income", "$ 186.40"), ("Box 2  Early withdrawal penalty", "$ 0.00"),
                       ("Box 3  Interest on U.S. Savings Bonds and Treasury obligations", "$ 0.00"),
                       ("Box 4  Federal income tax withheld", "$ 18.64"), ("Box 8  Tax-exempt interest", "$ 0.00")],
          PS, PS, vright=480, size=8.5, lead=13)
    grid(c, 300, [(58, "l"), (250, "r"), (360, "r")], ["Account", "Rate", "Interest"],
         [["Money Market ...4419", "1.05%", "171.06"], ["Savings ...8802", "0.20%", "15.34"]], PSB, TR)


F21 = Page("1099-int-year-end-letter", "1099-INT", {
    "payer_name": "Cornerstone Bank & Trust", "payer_tin": "75-0338164", "recipient_name": "Oswaldo Prieto-Vance",
    "tax_year": "2025", "box1_interest_income": "186.40", "box4_federal_tax_withheld": "18.64"}, (_f21,))


# F22. A brokerage's 1099-DIV inside a consolidated statement: a summary box beside the recipient
# block, boxes listed with their numbers in Courier, detail by security below.
def _f22(c: C) -> None:
    text(c, 54, 50, "Meadowlark Investments", 15, HVB)
    text(c, 54, 66, "2025 Consolidated Form 1099", 10, HV)
    lines(c, 54, 96, ["PAYER: Meadowlark Investments LLC", "PAYER'S TIN: 47-1193520", "RECIPIENT: Ignatius Vollmer",
                      "ACCOUNT: 6610-2284"], CO, 8.5, 11)
    box(c, 330, 86, 228, 56, shade=True)
    lines(c, 336, 98, ["Summary of 2025 income", "Dividends $2,210.44", "Realized gain $1,045.00"], HV, 8.5, 11)
    text(c, 54, 170, "1099-DIV  Dividends and Distributions", 10, HVB)
    lines(c, 54, 186, ["1a- Total Ordinary Dividends ...................     2,210.44",
                       "1b- Qualified Dividends .........................     1,876.02",
                       "2a- Total Capital Gain Distributions ............       318.75",
                       "3-  Nondividend Distributions ...................         0.00",
                       "4-  Federal Income Tax Withheld .................         0.00",
                       "5-  Section 199A Dividends ......................        42.10"], CO, 8.5, 11)
    grid(c, 270, [(58, "l"), (300, "r"), (400, "r"), (500, "r")], ["Security", "Ordinary", "Qualified", "Cap gain"],
         [["MEADOWLARK TOTAL MKT IDX", "1,402.20", "1,330.11", "210.00"],
          ["PRAIRIE BOND FUND", "808.24", "545.91", "108.75"]], HVB, HV)


F22 = Page("1099-div-consolidated-courier-leaders", "1099-DIV", {
    "payer_name": "Meadowlark Investments LLC", "payer_tin": "47-1193520", "recipient_name": "Ignatius Vollmer",
    "tax_year": "2025", "box1a_total_ordinary_dividends": "2210.44", "box1b_qualified_dividends": "1876.02",
    "box2a_total_capital_gain": "318.75"}, (_f22,))


# F23. An insurer's homeowners declarations: policy panel beside the agent block, the policy period
# with times, a coverages table whose limits are not fields, the premium at the end.
def _f23(c: C) -> None:
    text(c, 54, 50, "Granary Mutual Insurance", 15, TRB)
    text(c, 54, 66, "Homeowners Policy Declarations", 11, TR)
    pairs(c, 54, 96, [("Policy Number", "HGM 4417208"),
                      ("Policy Period", "12:01 a.m. 01/15/2026 to 12:01 a.m. 01/15/2027"),
                      ("Named Insured", "Philippa Stroud")], HVB, HV, vx=150, size=8.5, lead=12)
    lines(c, 390, 96, ["Your Agent", "Dunmore Insurance Agency", "12 Main St, Ames, IA 50010", "515-555-0133"],
        TR, 8.5, 11)
    text(c, 54, 150, "Residence premises: 907 Kellogg Ave, Ames, IA 50010", 8.5, HV)
    grid(c, 176, [(58, "l"), (330, "r"), (440, "r")], ["Coverage", "Limit of Liability", "Premium"],
         [["A Dwelling", "$312,000", "1,104.00"], ["B Other Structures", "$31,200", "Included"],
          ["C Personal Property", "$156,000", "412.00"], ["D Loss of Use", "$62,400", "Included"],
          ["E Personal Liability", "$300,000", "38.00"], ["F Medical Payments", "$5,000", "12.00"],
          ["Wind/Hail deductible 1%", "$3,120", ""], ["All other perils deductible", "$1,000", ""]], HVB, TR)
    pairs(c, 300, 300, [("Discounts applied", "-$148.00"), ("Total Annual Premium", "$1,918.00")], HVB, HVB,
          vright=440, lead=14)
    fine(c, 350, [
        "This declarations page is part of your policy. Forms and endorsements: HO 00 03 05 11, HO 04 90 05 11.",
                  "Mortgagee: Cyclone State Bank ISAOA, loan 88120-44."], TR, 7.5)


F23 = Page("homeowners-declarations-period-with-times", "insurance-declarations", {
    "insurer_name": "Granary Mutual Insurance", "policy_number": "HGM 4417208", "named_insured": "Philippa Stroud",
    "effective_date": "2026-01-15", "expiration_date": "2027-01-15", "annual_premium": "1918.00"}, (_f23,))


# F24. A lease's first page: parties in a preamble sentence, numbered sections with the terms inside
# sentences, a late fee and a pet deposit (numbers that are not fields).
def _f24(c: C) -> None:
    text(c, 200, 50, "RESIDENTIAL LEASE AGREEMENT", 13, PXB)
    para = ["This Lease is made on December 1, 2025 between Willowbrook Apartments LLC (\"Landlord\") and",
            "Marcus Delacroix (\"Tenant\") for Apartment 2F at 55 Willow Brook Drive, Columbus, OH 43215.",
            "",
            "1. TERM. The term of this Lease begins on January 1, 2026 and ends on December 31, 2026.",
            "",
            "2. RENT. Tenant shall pay monthly rent of $1,475.00 on or before the first day of each month.",
            "A late charge of $75.00 applies to rent received after the fifth day of the month.",
            "",
            "3. SECURITY DEPOSIT. Tenant has paid a security deposit of $1,475.00, which Landlord will",
            "hold and return within 30 days after the end of the term, less lawful deductions.",
            "",
            "4. PETS. One cat is permitted with a pet deposit of $300.00 and pet rent of $25.00 a month.",
            "",
            "5. UTILITIES. Tenant pays electric and internet; Landlord pays water, sewer and trash."]
    lines(c, 54, 84, para, PX, 9.5, 13)
    lines(c, 54, 300, ["LANDLORD", "Willowbrook Apartments LLC", "By: Teodora Vance, Property Manager"], HV, 8.5, 11)
    lines(c, 320, 300, ["TENANT", "Marcus Delacroix"], HV, 8.5, 11)
    foot(c, 1, 4, HV, "Initials: ____ ____")


F24 = Page("lease-numbered-sections-prose", "lease", {
    "landlord_name": "Willowbrook Apartments LLC", "tenant_name": "Marcus Delacroix", "monthly_rent": "1475.00",
    "security_deposit": "1475.00", "start_date": "2026-01-01", "end_date": "2026-12-31"}, (_f24,))


# The eighteenth session: fonts that extract differently, written by hand as before (no generator pool opened).


def spaced(c: C, x: float, top: float, s: str, font: str, size: float, space: float) -> None:
    """A heading drawn letter-spaced (character spacing, as issuers' style sheets set it)."""
    t = c.beginText(x, 792 - top)
    t.setFont(font, size)
    t.setCharSpace(space)
    t.textLine(s)
    c.drawText(t)


# F25. An auto insurer's declarations: a letter-spaced letterhead in capitals, the body in a serif face
# whose "ff" ligature has no glyph the text layer maps ("Eﬀective" reads "Eective"), its "fi" ligature one
# it does ("ﬁnal"); the policy panel in two columns, vehicles and coverages tables, the premium last.
def _f25(c: C) -> None:
    spaced(c, 54, 50, "MERIDIAN TRAIL AUTO INSURANCE", PXB, 13, 2.5)
    text(c, 54, 66, "Personal Auto Policy - Declarations", 10, PX)
    pairs(c, 54, 96, [("Policy No.", "MTA-3318-0472"), ("Named Insured", "Cordelia Ashby-Nwosu"),
                      ("Garaging ZIP", "80526")], PX, PXB, vx=170, size=9, lead=13)
    pairs(c, 320, 96, [("Eﬀective", "04/01/2026"), ("Expires", "10/01/2026"), ("Term", "6 months")], PX, PXB,
          vx=390, size=9, lead=13)
    grid(c, 150, [(58, "l"), (200, "l"), (420, "l")], ["Veh", "Year / Make / Model", "VIN"],
         [["1", "2022 Subaru Outback", "4S4BTANC6N3128844"], ["2", "2019 Ford F-150", "1FTEW1E48KFA20931"]], HVB, CO)
    grid(c, 206, [(58, "l"), (300, "r"), (400, "r"), (500, "r")], ["Coverage", "Limits", "Veh 1", "Veh 2"],
         [["Bodily Injury", "100/300", "212.40", "188.10"], ["Property Damage", "100", "98.20", "91.00"],
          ["Comprehensive ded.", "500", "141.00", "96.30"], ["Collision ded.", "500", "264.75", "201.25"],
          ["Total 6-month premium", "", "", "1,293.00"]], HVB, PX, bold_last=True, bold=PXB)
    fine(c, 300, ["This declarations page with the policy form and endorsements forms your ﬁnal contract of",
                  "insurance. Paid-in-full discount of $64.65 applied. Eﬀective dates begin at 12:01 a.m.",
                  "standard time."], PX, 8)


F25 = Page("auto-declarations-letterspaced-serif-ligatures", "insurance-declarations", {
    "insurer_name": "Meridian Trail Auto Insurance", "policy_number": "MTA-3318-0472",
    "named_insured": "Cordelia Ashby-Nwosu", "effective_date": "2026-04-01", "expiration_date": "2026-10-01",
    "annual_premium": "1293.00"}, (_f25,))


# F26. A bank's card statement titled by its product's name alone ("Cash Rewards World Mastercard"; no
# "statement" printed above the fold): account summary and payment information side by side in capitals,
# the closing date inside an "Opening/Closing Date" range, transactions (in Plex Sans), a late-payment warning.
def _f26(c: C) -> None:
    text(c, 54, 50, "Harborline Bank", 15, HVB)
    text(c, 54, 68, "Cash Rewards World Mastercard", 11, HV)
    text(c, 54, 82, "Account ending in 7719", 8.5, HV)
    text(c, 54, 110, "ACCOUNT SUMMARY", 9, HVB)
    pairs(c, 54, 126, [("Previous Balance", "$1,046.18"), ("Payment, Credits", "-$1,046.18"),
                       ("Purchases", "+$733.52"), ("Fees Charged", "$0.00"), ("New Balance", "$733.52"),
                       ("Opening/Closing Date", "09/15/25 - 10/14/25")], HV, HV, vright=290, lead=12)
    text(c, 320, 110, "PAYMENT INFORMATION", 9, HVB)
    pairs(c, 320, 126, [("New Balance", "$733.52"), ("Minimum Payment Due", "$35.00"),
                        ("Payment Due Date", "11/08/25")], HV, HVB, vright=558, lead=12)
    lines(c, 320, 170, ["Late Payment Warning: If we do not receive your minimum", "payment by the date listed above,"
                        " you may have", "to pay a late fee of up to $41.00."], HV, 7, 9)
    text(c, 54, 218, "ACCOUNT ACTIVITY", 9, HVB)
    grid(c, 234, [(58, "l"), (120, "l"), (480, "r")],
         ["Date of Transaction", "Merchant Name or Transaction Description", "$ Amount"],
         [["09/22", "PAYMENT THANK YOU", "-1,046.18"], ["09/24", "SEASIDE MARKET #114 PORTLAND ME", "88.40"],
          ["10/03", "CASCO BAY FERRY LINES", "45.12"], ["10/11", "NORTHEAST AIR 0162271 BOSTON MA", "600.00"]],
         HVB, PS, lead=12)
    fine(c, 720, ["Harborline Bank, N.A., PO Box 9120, Portland, ME 04104. Send payments only to the address on the",
                  "coupon. Cash Rewards World Mastercard is issued by Harborline Bank, N.A. pursuant to a license."],
         HV)


F26 = Page("card-product-name-title-summary-beside-payment-info", "credit-card-statement", {
    "issuer_name": "Harborline Bank", "account_last4": "7719", "closing_date": "2025-10-14",
    "new_balance": "733.52", "minimum_payment": "35.00", "payment_due_date": "2025-11-08"}, (_f26,))


# F27. A payroll firm's direct deposit advice, no "pay" or "statement" in its title: "NON-NEGOTIABLE"
# across the top, the employer's name over its address, the advice's number and date in a panel, the
# hours and earnings table with this period and year to date, the net deposited to two accounts (the tables'
# rows in Courier).
def _f27(c: C) -> None:
    text(c, 54, 44, "NON-NEGOTIABLE", 8, HVB)
    text(c, 54, 62, "Quarry Ridge Stoneworks LLC", 12, HVB)
    lines(c, 54, 76, ["880 Granite Spur Road", "Barre, VT 05641"], HV, 8, 10)
    text(c, 360, 44, "DIRECT DEPOSIT ADVICE", 11, HVB)
    pairs(c, 360, 62, [("Advice Number", "00004417"), ("Advice Date", "10/17/2025"),
                       ("Period Beginning", "09/28/2025"), ("Period Ending", "10/11/2025")], HV, HV,
          vright=558, lead=12)
    lines(c, 54, 122, ["Ingrid P. Solvang", "14 Quarry Hill Lane", "Websterville, VT 05678"], HV, 9, 11)
    grid(c, 172, [(58, "l"), (220, "r"), (290, "r"), (380, "r"), (470, "r")],
         ["Earnings", "Rate", "Hours", "This Period", "Year to Date"],
         [["Regular", "27.50", "80.00", "2,200.00", "44,000.00"], ["Overtime", "41.25", "6.00", "247.50", "1,980.00"],
          ["Gross Earnings", "", "86.00", "2,447.50", "45,980.00"]], HVB, CO, bold_last=True, bold=COB, lead=12)
    grid(c, 232, [(58, "l"), (380, "r"), (470, "r")], ["Deductions", "This Period", "Year to Date"],
         [["Federal Income Tax", "231.40", "4,628.00"], ["Social Security", "151.75", "2,850.76"],
          ["Medicare", "35.49", "666.71"], ["VT State Income Tax", "78.10", "1,562.00"],
          ["401(k)", "122.38", "2,299.00"]], HVB, CO, lead=12)
    grid(c, 318, [(58, "l"), (300, "l"), (470, "r")], ["Net Pay Distribution", "Account", "Amount"],
         [["Checking", "XXXXXX4410", "1,628.38"], ["Savings", "XXXXXX9902", "200.00"],
          ["Total Net Pay", "", "1,828.38"]], HVB, CO, bold_last=True, bold=COB, lead=12)
    fine(c, 740, ["This is not a check. Your net pay has been deposited to the accounts shown. Processed by",
                  "Keystone Payroll Services, Inc. Questions about your pay? Contact your employer's payroll office."],
         HV)


F27 = Page("payroll-direct-deposit-advice-non-negotiable", "pay-stub", {
    "employer_name": "Quarry Ridge Stoneworks LLC", "employee_name": "Ingrid P. Solvang", "pay_date": "2025-10-17",
    "gross_pay": "2447.50", "net_pay": "1828.38", "ytd_gross": "45980.00"}, (_f27,))


# The twentieth session: pages whose typing the title does not carry (written by hand, no generator pool opened).


# F28. An electric utility's bill with no title at all: a wordmark and a tagline over a shaded sidebar
# (account, statement date, total due and pay-by date), the usage table and the charges beside it, no
# "bill" or "statement" printed; its amount's label "Total Due" and its date's "Pay By".
def _f28(c: C) -> None:
    text(c, 54, 50, "Lumen Valley Power", 18, PXB)
    text(c, 54, 64, "Powering the Upper Lumen Valley since 1928", 8, PX)
    box(c, 400, 40, 158, 118, shade=True)
    lines(c, 408, 56, ["Account", "5530 2291 07"], CN, 8.5, 11)
    lines(c, 408, 84, ["Statement Date", "October 9, 2025"], CN, 8.5, 11)
    lines(c, 408, 112, ["Total Due", "$212.66"], CNB, 10, 12)
    lines(c, 408, 140, ["Pay By", "October 30, 2025"], CN, 8.5, 11)
    lines(c, 54, 96, ["Service to: Benedikt Aaltonen", "58 Ferrous Ridge Rd, Marquette, MI 49855"], PX, 9, 11)
    text(c, 54, 180, "Electricity Use", 10, PXB)
    grid(c, 196, [(58, "l"), (170, "r"), (250, "r"), (330, "r")], ["Meter", "Prior Read", "Current Read", "kWh"],
         [["E-7730214", "61,204", "62,388", "1,184"]], CNB, CN)
    grid(c, 240, [(58, "l"), (330, "r")], ["Charges", "Amount"],
         [["Basic service", "12.00"], ["Delivery 1,184 kWh", "81.23"], ["Supply 1,184 kWh", "109.04"],
          ["State tax", "10.39"], ["Total charges", "212.66"]], CNB, CN, bold_last=True)
    lines(c, 54, 340, ["Last payment $188.20 received Sep 22, thank you.",
                       "Enroll in AutoPay and paperless billing at lumenvalley.example.com."], PX, 8.5, 11)
    fine(c, 730, ["Lumen Valley Power, 1 Dynamo Way, Marquette, MI 49855. Report outages at 1-800-555-0161.",
                  "A late fee of 2% applies to amounts unpaid after the pay-by date."], CN)


F28 = Page("electric-no-title-wordmark-sidebar", "utility-bill", {
    "utility_name": "Lumen Valley Power", "account_number": "5530 2291 07", "billing_date": "2025-10-09",
    "amount_due": "212.66", "due_date": "2025-10-30"}, (_f28,))


# F29. A payroll service's "Earnings Statement" with the employer's name in a left sidebar, the title at
# the top right, the totals labelled in the payroll's own words ("Total Earnings", "Net Amount"; no "gross"
# or "net pay" printed) and the year to date beside them.
def _f29(c: C) -> None:
    box(c, 40, 40, 150, 300, shade=True)
    lines(c, 48, 56, ["Tamarack Dental Group, PC", "410 Birch Plaza", "Duluth, MN 55802"], HVB, 8.5, 11)
    lines(c, 48, 110, ["Employee", "Soraya Lindqvist", "Employee ID 2210"], HV, 8.5, 11)
    lines(c, 48, 160, ["Check Date", "11/14/2025", "Period", "10/26/2025 - 11/08/2025"], HV, 8.5, 11)
    right(c, 558, 50, "Earnings Statement", 14, TRB)
    grid(c, 90, [(210, "l"), (330, "r"), (400, "r"), (470, "r"), (550, "r")],
         ["Earnings", "Rate", "Hours", "Current", "Year to Date"],
         [["Regular", "34.00", "80.00", "2,720.00", "57,120.00"], ["Holiday", "34.00", "8.00", "272.00", "816.00"],
          ["Total Earnings", "", "", "2,992.00", "57,936.00"]], TRB, TR, bold_last=True)
    grid(c, 160, [(210, "l"), (470, "r"), (550, "r")], ["Withholdings", "Current", "Year to Date"],
         [["Federal", "289.10", "5,598.40"], ["Social Security", "185.50", "3,592.03"],
          ["Medicare", "43.38", "840.07"], ["Minnesota", "152.60", "2,954.90"]], TRB, TR)
    grid(c, 240, [(210, "l"), (470, "r")], ["", ""], [["Net Amount", "2,321.42"]], TRB, TRB, ruled=False)
    fine(c, 730, ["Deposited to checking ending 4471. Questions: payroll@tamarack.example.com.",
                  "Processed by Northstar Payroll Co."], HV)


F29 = Page("earnings-statement-sidebar-own-words", "pay-stub", {
    "employer_name": "Tamarack Dental Group, PC", "employee_name": "Soraya Lindqvist", "pay_date": "2025-11-14",
    "gross_pay": "2992.00", "net_pay": "2321.42", "ytd_gross": "57936.00"}, (_f29,))


# F30. A home insurer's renewal declarations, its title letter-spaced in capitals, the premium labelled
# "Total Term Premium"; the policy period's two dates in a panel beside the policy number.
def _f30(c: C) -> None:
    text(c, 54, 48, "Cedar Hollow Insurance Company", 13, PSB)
    spaced(c, 54, 70, "RENEWAL DECLARATIONS", HVB, 12, 4)
    text(c, 54, 84, "Homeowners Policy", 9, HV)
    pairs(c, 54, 110, [("Policy Number", "CHH-0082-5513"), ("Named Insured", "Teodora Whitcombe"),
                       ("Insured Location", "19 Larch Court, Bend, OR 97702")], HV, HVB, vx=150, lead=13)
    pairs(c, 380, 110, [("Effective", "02/01/2026"), ("Expiration", "02/01/2027")], HV, HVB, vx=450, lead=13)
    grid(c, 170, [(58, "l"), (330, "r"), (450, "r")], ["Coverage", "Limit", "Premium"],
         [["Dwelling", "$428,000", "1,212.00"], ["Other Structures", "$42,800", "Included"],
          ["Personal Property", "$214,000", "355.00"], ["Personal Liability", "$300,000", "41.00"],
          ["Total Term Premium", "", "$1,608.00"]], HVB, HV, bold_last=True)
    lines(c, 54, 260, ["Your renewal premium changed by $96.00 from last term.", "Deductible: $1,500 all perils."],
          HV, 8.5, 11)
    fine(c, 730, ["Cedar Hollow Insurance Company, 700 Ponderosa Blvd, Bend, OR 97701. Not a bill."], HV)


F30 = Page("renewal-declarations-letterspaced-term-premium", "insurance-declarations", {
    "insurer_name": "Cedar Hollow Insurance Company", "policy_number": "CHH-0082-5513",
    "named_insured": "Teodora Whitcombe", "effective_date": "2026-02-01", "expiration_date": "2027-02-01",
    "annual_premium": "1608.00"}, (_f30,))


# F31. A county's property tax bill with its title split over two lines in a banner ("Annual Secured" over
# "Property Tax Statement") and its total labelled "Total Amount Billed".
def _f31(c: C) -> None:
    text(c, 54, 48, "County of Juniper Flats", 14, TRB)
    text(c, 54, 62, "Treasurer-Tax Collector", 9, TR)
    text(c, 360, 48, "Annual Secured", 12, HVB)
    text(c, 360, 63, "Property Tax Statement", 12, HVB)
    text(c, 360, 77, "Fiscal Year 2025-2026", 8.5, HV)
    pairs(c, 54, 110, [("Assessor's Parcel No.", "118-220-07-00"), ("Owner of Record", "Lucian Okonkwo-Reyes"),
                       ("Situs", "2214 Piñon Trail")], TR, TRB, vx=190, lead=13)
    grid(c, 170, [(58, "l"), (330, "r"), (450, "r")], ["Taxing Agency", "Rate", "Amount"],
         [["General levy", "1.0000", "3,842.10"], ["Unified school bond", "0.0912", "350.40"],
          ["Flood control", "", "48.00"], ["Total Amount Billed", "", "4,240.50"]], TRB, TR, bold_last=True)
    pairs(c, 54, 250, [("1st Installment due", "November 1, 2025"), ("2nd Installment due", "February 1, 2026")],
          TR, TRB, vx=190, lead=13)
    fine(c, 730, ["Make checks payable to Juniper Flats County Tax Collector. Installments are delinquent after",
                  "5 p.m. on December 10 and April 10; a 10% penalty applies."], TR)


F31 = Page("secured-tax-title-split-two-lines", "property-tax-bill", {
    "jurisdiction_name": "County of Juniper Flats", "parcel_number": "118-220-07-00",
    "owner_name": "Lucian Okonkwo-Reyes", "total_tax": "4240.50", "due_date": "2025-11-01"}, (_f31,))


# F32. A water authority's bill printed stub first: the remittance stub across the top (amount enclosed, account,
# the amount and the date to pay by), a perforation, then the bill's body with its heading below the middle.
def _f32(c: C) -> None:
    text(c, 54, 40, "Please return this portion with your payment", 7, HV)
    pairs(c, 330, 56, [("Account No.", "71-44092-18"), ("Pay By", "12/19/2025"), ("Total Amount", "$87.35"),
                       ("Amount Enclosed", "$________")], HV, HVB, vright=556, lead=13)
    lines(c, 54, 64, ["Odessa V. Marchetti", "3310 Sandpiper Loop", "Rehoboth Beach, DE 19971"], CO, 9, 11)
    rule(c, 54, 558, 128)
    text(c, 54, 150, "Tidewater Regional Water Authority", 13, HVB)
    text(c, 54, 164, "1 Aqueduct Plaza, Lewes, DE 19958   (302) 555-0177", 8, HV)
    pairs(c, 54, 190, [("Billing Date", "11/20/2025"), ("Service Period", "10/15/2025 - 11/14/2025")], HV, HV,
          vx=160, lead=12)
    grid(c, 230, [(58, "l"), (200, "r"), (280, "r"), (360, "r")], ["Meter", "Previous", "Current", "Gallons"],
         [["W-118240", "482,100", "487,300", "5,200"]], HVB, CO)
    grid(c, 275, [(58, "l"), (360, "r")], ["Water and Sewer Charges", "Amount"],
         [["Customer charge", "18.50"], ["Water 5,200 gal", "31.72"], ["Sewer 5,200 gal", "37.13"],
          ["Total", "87.35"]], HVB, CO, bold_last=True)
    fine(c, 730, ["A 1.5% late charge applies to balances unpaid after the pay-by date. Boil water notices:",
                  "tidewater.example.gov/alerts."], HV)


F32 = Page("water-bill-stub-first-heading-low", "utility-bill", {
    "utility_name": "Tidewater Regional Water Authority", "account_number": "71-44092-18",
    "billing_date": "2025-11-20", "amount_due": "87.35", "due_date": "2025-12-19"}, (_f32,))


# F33. A credit union's statement titled in spaced capitals ("S T A T E M E N T   O F   A C C O U N T": letters
# printed a space apart, words three), its balances in the credit union's own words ("Starting Balance",
# "Balance at Close", "Dividends Earned").
def _f33(c: C) -> None:
    text(c, 54, 48, "Granite Peaks Federal Credit Union", 13, TRB)
    text(c, 54, 70, "S T A T E M E N T   O F   A C C O U N T", 10, HVB)
    lines(c, 54, 96, ["Member: Ambrose T. Kealoha", "Member No. ******5590"], TR, 9, 12)
    text(c, 360, 96, "10/01/2025 thru 10/31/2025", 9, TR)
    grid(c, 140, [(58, "l"), (400, "r")], ["Primary Share", ""],
         [["Starting Balance", "3,118.40"], ["Deposits (3)", "1,905.00"], ["Withdrawals (7)", "2,212.66"],
          ["Dividends Earned", "1.93"], ["Balance at Close", "2,812.67"]], TRB, TR, bold_last=True)
    grid(c, 240, [(58, "l"), (120, "l"), (400, "r"), (480, "r")], ["Date", "Description", "Amount", "Balance"],
         [["10/03", "Payroll deposit", "635.00", "3,753.40"], ["10/09", "Share draft 1042", "-412.00", "3,341.40"],
          ["10/31", "Dividend", "1.93", "2,812.67"]], TRB, CO)
    fine(c, 730, ["Federally insured by NCUA. Granite Peaks FCU, 40 Summit Ave, Ogden, UT 84401."], TR)


F33 = Page("credit-union-spaced-capitals-title-own-words", "bank-statement", {
    "bank_name": "Granite Peaks Federal Credit Union", "account_last4": "5590", "period_start": "2025-10-01",
    "period_end": "2025-10-31", "beginning_balance": "3118.40", "ending_balance": "2812.67",
    "interest_paid": "1.93"}, (_f33,))


# F34. A staffing agency's pay statement headed by one spaced word ("E A R N I N G S": a letter a space apart,
# read back as single letters), its employer's name in small capitals under it, earnings and deductions side
# by side, the net pay in a box.
def _f34(c: C) -> None:
    text(c, 54, 46, "E A R N I N G S", 16, HVB)
    text(c, 54, 62, "BRISTLECONE STAFFING PARTNERS, LLC", 8, HV)
    lines(c, 54, 76, ["2900 Mesa Verde Pkwy, Suite 12, Farmington, NM 87401"], HV, 7.5, 10)
    pairs(c, 360, 46, [("Pay Date", "09/26/2025"), ("Pay Period", "09/08/2025 - 09/21/2025"),
                       ("Employee", "Ignatius Barnaby-Oyelaran"), ("File No.", "007718")], HV, HVB, vx=440, size=8,
          lead=11)
    grid(c, 120, [(58, "l"), (160, "r"), (230, "r"), (300, "r")], ["Earnings", "Hours", "This Period", "Year to Date"],
         [["Regular", "80.00", "1,960.00", "35,280.00"], ["Overtime", "4.50", "165.38", "1,488.42"],
          ["Gross Pay", "", "2,125.38", "36,768.42"]], HVB, CO, bold_last=True)
    grid(c, 120, [(330, "l"), (470, "r"), (550, "r")], ["Deductions", "This Period", "Year to Date"],
         [["Federal Income Tax", "171.40", "3,085.20"], ["Social Security", "131.77", "2,279.64"],
          ["Medicare", "30.82", "533.14"], ["NM State Tax", "62.15", "1,118.70"]], HVB, CO)
    box(c, 330, 200, 228, 34)
    text(c, 338, 214, "NET PAY", 9, HVB)
    right(c, 550, 214, "$1,729.24", 12, HVB)
    fine(c, 730, ["Net pay deposited to account ending 0933. This is a statement of earnings and deductions; "
                  "retain for your records."], HV)


F34 = Page("staffing-pay-statement-spaced-single-word", "pay-stub", {
    "employer_name": "Bristlecone Staffing Partners, LLC", "employee_name": "Ignatius Barnaby-Oyelaran",
    "pay_date": "2025-09-26", "gross_pay": "2125.38", "net_pay": "1729.24", "ytd_gross": "36768.42"}, (_f34,))


# F35. A landscaper's invoice titled in spaced capitals over two words ("S E R V I C E   I N V O I C E"), the
# business's name as a script-like wordmark, the bill-to block and the invoice's panel side by side.
def _f35(c: C) -> None:
    text(c, 54, 48, "Fernwood & Slate Landscapes", 15, TRB)
    text(c, 330, 48, "S E R V I C E   I N V O I C E", 12, HVB)
    lines(c, 54, 80, ["Bill to:", "Hollis Quarrington", "77 Juniper Hollow", "Asheville, NC 28804"], TR, 9, 11)
    pairs(c, 330, 80, [("No.", "FS-2025-0418"), ("Date", "10/17/2025"), ("Terms", "Net 15")], HV, HVB, vx=400,
          lead=12)
    grid(c, 150, [(58, "l"), (400, "r"), (480, "r")], ["Description", "Qty", "Amount"],
         [["Fall cleanup, leaf removal", "1", "385.00"], ["Mulch, double-shredded (yd)", "6", "234.00"],
          ["Shrub pruning", "1", "160.00"], ["Balance Due", "", "$779.00"]], HVB, TR, bold_last=True)
    fine(c, 730, ["Thank you for your business. Checks payable to Fernwood & Slate Landscapes, PO Box 221, Asheville, "
                  "NC 28802."], TR)


F35 = Page("landscaper-invoice-spaced-two-words", "invoice", {
    "vendor_name": "Fernwood & Slate Landscapes", "invoice_number": "FS-2025-0418", "invoice_date": "2025-10-17",
    "total_due": "779.00"}, (_f35,))


# F36. A credit union's monthly mailing, two pages: a notice of changes to its fee schedule first (letterhead,
# the member's address, a few sentences and a small fee table), the statement on page 2 under its own title in
# the credit union's own words ("Share Savings Activity", "Previous Balance", "Balance This Period").
def _f36_1(c: C) -> None:
    text(c, 54, 50, "Bitterroot Valley Credit Union", 15, PSB)
    text(c, 54, 64, "118 Mill Street, Hamilton, MT 59840", 8, PX)
    lines(c, 54, 100, ["Leopold Nakashima-Brandt", "903 Cottonwood Row", "Corvallis, MT 59828"], PX, 10, 12)
    text(c, 54, 160, "Important Changes to Your Fee Schedule", 12, PSB)
    lines(c, 54, 180, ["Beginning March 1, 2026, the following fees will change. All other terms of your account",
                       "agreement stay the same. Questions? Visit any branch or call us at 406-555-0194."], PX, 9.5, 12)
    grid(c, 220, [(58, "l"), (330, "r"), (430, "r")], ["Service", "Current Fee", "New Fee"],
         [["Paper statement", "2.00", "3.00"], ["Stop payment", "25.00", "28.00"]], PSB, PX)
    foot(c, 1, 2, PX)


def _f36_2(c: C) -> None:
    text(c, 54, 50, "Bitterroot Valley Credit Union", 11, PSB)
    text(c, 54, 68, "Member Account Statement", 13, PSB)
    lines(c, 54, 92, ["Leopold Nakashima-Brandt", "Member Number ***7316"], PX, 9, 12)
    text(c, 360, 92, "01/01/2026 - 01/31/2026", 9, PX)
    grid(c, 140, [(58, "l"), (400, "r")], ["Share Savings Activity", ""],
         [["Previous Balance", "6,204.18"], ["Deposits", "800.00"], ["Withdrawals", "350.00"],
          ["Dividend", "4.71"], ["Balance This Period", "6,658.89"]], PSB, PX, bold_last=True)
    grid(c, 240, [(58, "l"), (120, "l"), (400, "r"), (480, "r")], ["Date", "Transaction", "Amount", "Balance"],
         [["01/09", "Transfer from checking", "800.00", "7,004.18"], ["01/20", "ATM withdrawal", "-350.00",
                                                                     "6,654.18"],
          ["01/31", "Dividend", "4.71", "6,658.89"]], PSB, PX)
    foot(c, 2, 2, PX)


F36 = Page("credit-union-fee-notice-then-statement", "bank-statement", {
    "bank_name": "Bitterroot Valley Credit Union", "account_last4": "7316", "period_start": "2026-01-01",
    "period_end": "2026-01-31", "beginning_balance": "6204.18", "ending_balance": "6658.89",
    "interest_paid": "4.71"}, (_f36_1, _f36_2))


# F37. A gas utility's mailing, two pages: a safety notice first (letterhead, a heading, sentences, no amounts),
# the bill on page 2 under a heading in its own words ("Your Gas Account"), the charges and the amount to pay.
def _f37_1(c: C) -> None:
    text(c, 54, 50, "Sagebrush Natural Gas Company", 15, HVB)
    text(c, 54, 64, "PO Box 4410, Elko, NV 89803", 8, HV)
    text(c, 54, 110, "Smell Gas? Act Fast.", 13, TRB)
    lines(c, 54, 130, ["Natural gas has a rotten egg odor added so you can detect a leak. If you smell gas, leave",
                       "the area right away and call 1-800-555-0142 from a safe place. Do not switch lights on or",
                       "off. Before you dig, call 811 so buried gas lines can be marked. This notice is sent to",
                       "every customer once a year."], TR, 10, 13)
    foot(c, 1, 2, HV)


def _f37_2(c: C) -> None:
    text(c, 54, 50, "Sagebrush Natural Gas Company", 11, HVB)
    text(c, 54, 68, "Your Gas Account", 13, TRB)
    pairs(c, 54, 96, [("Account", "8841-2207-35"), ("Bill Date", "01/12/2026"), ("Service Address",
                                                                                 "61 Quartz Ave, Elko")],
          HV, HVB, vx=150, lead=12)
    pairs(c, 360, 96, [("Amount Due", "$141.87"), ("Due By", "02/02/2026")], HV, HVB, vx=450, lead=12)
    grid(c, 150, [(58, "l"), (200, "r"), (280, "r"), (360, "r")], ["Meter", "Previous", "Present", "Therms"],
         [["G-550218", "8,112", "8,241", "129"]], HVB, CO)
    grid(c, 195, [(58, "l"), (360, "r")], ["Charges", "Amount"],
         [["Basic service", "14.50"], ["Gas supply 129 therms", "88.04"], ["Delivery", "39.33"],
          ["Total", "141.87"]], HVB, CO, bold_last=True)
    foot(c, 2, 2, HV)


F37 = Page("gas-safety-notice-then-bill", "utility-bill", {
    "utility_name": "Sagebrush Natural Gas Company", "account_number": "8841-2207-35", "billing_date": "2026-01-12",
    "amount_due": "141.87", "due_date": "2026-02-02"}, (_f37_1, _f37_2))


# F38. A trust bank's monthly mailing, three pages: a cover letter first (the bank's wordmark over its tagline,
# the date, the customer's address, a letter about paperless statements, no title, no amounts); the statement on
# page 2 under a shaded band across the page's top with the bank's name left and the title right, the period
# under the title; a running header with the account's last digits and "Page x of 3"; the transactions table
# continued on page 3 without its header.
def _f38_band(c: C, page: int) -> None:
    box(c, 40, 30, 532, 40, shade=True)
    text(c, 50, 50, "Larkspur Trust Bank", 9, PSB)
    right(c, 562, 48, "Account Statement", 14, PXB)
    right(c, 562, 62, "01/01/2026 through 01/31/2026", 8, PS)
    text(c, 50, 62, f"Account ending 4821  |  Page {page} of 3", 7, PS)


def _f38_1(c: C) -> None:
    text(c, 54, 56, "Larkspur", 24, PXB)
    text(c, 56, 70, "TRUST BANK  \u00b7  Private banking since 1924", 7.5, PS)
    lines(c, 400, 56, ["February 3, 2026"], PX, 9.5, 12)
    lines(c, 54, 120, ["Marguerite Okafor-Lindqvist", "44 Aspen Terrace", "Bozeman, MT 59715"], PX, 10, 12)
    lines(c, 54, 190, ["Dear Marguerite Okafor-Lindqvist,", "",
                       "Your statement for January follows this letter. Starting in April, you can choose to",
                       "receive your statements online only: sign in, open Settings, and select Paperless.",
                       "Nothing about your account or its terms changes. If you have questions, your relationship",
                       "manager is glad to help at 406-555-0117.", "", "Sincerely,", "", "Client Services"],
          PX, 10, 13)
    foot(c, 1, 3, PS)


def _f38_2(c: C) -> None:
    _f38_band(c, 2)
    lines(c, 54, 100, ["Marguerite Okafor-Lindqvist", "Premier Checking"], PX, 9.5, 12)
    text(c, 54, 140, "Balance Summary", 11, PXB)
    pairs(c, 54, 158, [("Opening balance on 01/01/2026", "12,406.55"), ("Deposits and credits", "7,250.00"),
                       ("Checks and debits", "-5,918.34"), ("Interest credited", "3.87"),
                       ("Closing balance on 01/31/2026", "13,742.08")], PX, PX, vright=380, size=9.5, lead=14)
    text(c, 54, 250, "Transactions", 11, PXB)
    grid(c, 268, [(58, "l"), (110, "l"), (430, "r"), (520, "r")], ["Date", "Description", "Amount", "Balance"],
         [["01/02", "Check 2291", "-1,850.00", "10,556.55"], ["01/05", "Direct deposit PAYROLL", "3,625.00",
                                                               "14,181.55"],
          ["01/09", "Card purchase HARDWARE", "-212.40", "13,969.15"], ["01/14", "Online transfer to savings",
                                                                      "-2,000.00", "11,969.15"]], PSB, PS)
    foot(c, 2, 3, PS)


def _f38_3(c: C) -> None:
    _f38_band(c, 3)
    grid(c, 100, [(58, "l"), (110, "l"), (430, "r"), (520, "r")], [],
         [["01/20", "Direct deposit PAYROLL", "3,625.00", "15,594.15"], ["01/23", "Utility payment",
                                                                          "-388.51", "15,205.64"],
          ["01/27", "Check 2292", "-1,467.43", "13,738.21"], ["01/31", "Interest credited", "3.87", "13,742.08"]],
         PSB, PS)
    fine(c, 720, ["Member FDIC. Larkspur Trust Bank, 100 Main Mall, Bozeman, MT 59715. In case of errors or",
                  "questions about your electronic transfers, call 406-555-0117 as soon as you can."], PS)
    foot(c, 3, 3, PS)


F38 = Page("trust-bank-cover-letter-title-in-band", "bank-statement", {
    "bank_name": "Larkspur Trust Bank", "account_last4": "4821", "period_start": "2026-01-01",
    "period_end": "2026-01-31", "beginning_balance": "12406.55", "ending_balance": "13742.08",
    "interest_paid": "3.87"}, (_f38_1, _f38_2, _f38_3))


# F39. A water and power district's bill written as a letter: the district's wordmark and tagline, the letter
# left ("Dear Customer") beside a shaded account summary box on the right, no title but the box's caption, the
# remittance stub at the foot repeating the account, the amount and the due date.
def _f39(c: C) -> None:
    text(c, 54, 52, "Cedar Basin Water & Power", 16, TRB)
    text(c, 54, 66, "Public power and water for the Cedar Basin since 1938", 7.5, TR)
    box(c, 372, 90, 186, 120, shade=True)
    text(c, 380, 104, "Account Summary", 10, HVB)
    pairs(c, 380, 122, [("Account", "300-77154-2"), ("Statement Date", "02/06/2026"), ("Previous Balance", "96.40"),
                        ("Payment Received", "-96.40"), ("New Charges", "131.17"), ("Please Pay", "$131.17"),
                        ("By", "02/27/2026")], HV, HVB, vright=550, size=8.5, lead=12)
    lines(c, 54, 100, ["Solveig Amundsen-Pryor", "1208 Larch Lane", "Cedar City, UT 84720"], TR, 10, 12)
    lines(c, 54, 160, ["Dear Customer,", "",
                       "Winter rates took effect January 1. Your charges this month",
                       "include 14,300 gallons of water and 742 kWh of electricity.",
                       "Sign up for budget billing to even out seasonal changes."], TR, 10, 13)
    grid(c, 260, [(58, "l"), (380, "r")], ["Charges", "Amount"],
         [["Electric service 742 kWh", "84.22"], ["Water service 14,300 gal", "38.65"], ["Franchise tax", "8.30"],
          ["Total new charges", "131.17"]], HVB, TR, bold_last=True)
    rule(c, 54, 558, 640)
    text(c, 54, 652, "Return this portion with your payment. Make checks payable to Cedar Basin Water & Power.", 7, HV)
    pairs(c, 330, 672, [("Account", "300-77154-2"), ("Amount Due", "$131.17"), ("Due Date", "02/27/2026"),
                        ("Amount Enclosed", "$________")], HV, HVB, vright=550, size=8.5, lead=13)
    lines(c, 54, 672, ["Solveig Amundsen-Pryor", "1208 Larch Lane", "Cedar City, UT 84720"], CO, 9, 11)


F39 = Page("power-district-letter-beside-summary-stub", "utility-bill", {
    "utility_name": "Cedar Basin Water & Power", "account_number": "300-77154-2", "billing_date": "2026-02-06",
    "amount_due": "131.17", "due_date": "2026-02-27"}, (_f39,))


# F40. A payroll provider's pay advice: the title only in the running header band at the top right, in small
# capitals drawn as a large initial and smaller capitals ("PAY ADVICE"), the employer's name letter-spaced in
# capitals over the employer's address, the employee's block, earnings and deductions and the net in words.
def _small_caps(c: C, x: float, top: float, s: str, size: float, font: str) -> None:
    """Small capitals drawn as reportlab draws them: each word's initial at `size`, the rest in capitals at 0.75."""
    for word in s.split():
        text(c, x, top, word[0], size, font)
        x += c.stringWidth(word[0], font, size)
        text(c, x, top, word[1:].upper(), size * 0.75, font)
        x += c.stringWidth(word[1:].upper(), font, size * 0.75) + c.stringWidth(" ", font, size)


def _f40(c: C) -> None:
    box(c, 40, 30, 532, 28, shade=True)
    text(c, 50, 48, "Processed by Keel & Rudder Payroll Services", 7, HV)
    _small_caps(c, 440, 50, "Pay Advice", 13, TRB)
    text(c, 54, 84, "H A R B O R   L I G H T   M A R I N E   S U P P L Y", 10, HVB)
    text(c, 54, 98, "88 Wharf Street, Gloucester, MA 01930", 8, HV)
    pairs(c, 360, 84, [("Advice Date", "01/30/2026"), ("Period Ending", "01/24/2026"), ("Employee No.", "0419")],
          HV, HVB, vx=450, size=8.5, lead=12)
    lines(c, 54, 130, ["Thaddeus Oyelowo-Marsh", "15 Ropewalk Ct", "Rockport, MA 01966"], HV, 9, 11)
    _small_caps(c, 54, 184, "Earnings", 10, TRB)
    grid(c, 200, [(58, "l"), (170, "r"), (250, "r"), (330, "r")], ["Type", "Hours", "Current", "YTD"],
         [["Regular", "80.00", "2,480.00", "4,960.00"], ["Overtime", "3.00", "139.50", "279.00"],
          ["Total", "", "2,619.50", "5,239.00"]], HVB, CO, bold_last=True)
    _small_caps(c, 360, 184, "Deductions", 10, TRB)
    grid(c, 200, [(364, "l"), (485, "r"), (550, "r")], ["Type", "Current", "YTD"],
         [["Fed Withholding", "233.10", "466.20"], ["FICA", "200.39", "400.78"], ["MA Withholding", "124.40",
                                                                                   "248.80"]], HVB, CO)
    box(c, 360, 270, 198, 30)
    text(c, 368, 289, "Net Deposit", 9, HVB)
    right(c, 550, 289, "$2,061.61", 11, HVB)
    fine(c, 730, ["Amount deposited to account ending 5512. Keep this advice for your records; it is not a check."],
         HV)


F40 = Page("pay-advice-header-band-small-caps-spaced-employer", "pay-stub", {
    "employer_name": "Harbor Light Marine Supply", "employee_name": "Thaddeus Oyelowo-Marsh",
    "pay_date": "2026-01-30", "gross_pay": "2619.50", "net_pay": "2061.61", "ytd_gross": "5239.00"}, (_f40,))


# F41. A renters insurer's declarations in two columns whose right column the PDF draws first (the policy's
# panel and premium, then the letterhead and the insured's block on the left): a text layer that follows the
# drawing order reads the panel before the letterhead; headings in small capitals.
def _f41(c: C) -> None:
    box(c, 330, 40, 228, 150, shade=True)
    _small_caps(c, 340, 56, "Policy Summary", 10, TRB)
    pairs(c, 340, 76, [("Policy No.", "RNT-20-448193"), ("Policy Period", "04/15/2026 - 04/15/2027"),
                       ("Annual Premium", "$187.00"), ("Deductible", "$500")], HV, HVB, vright=550, size=8.5, lead=14)
    lines(c, 340, 150, ["Your agent: Callum Redpath", "(802) 555-0148"], HV, 8, 10)
    text(c, 54, 52, "Birchway Mutual Insurance", 15, TRB)
    text(c, 54, 66, "Renters Policy Declarations", 10, TR)
    lines(c, 54, 100, ["Named Insured", "Philomena Adeyemi-Strand", "19 Depot Street, Apt 3", "Montpelier, VT 05602"],
          HV, 9, 11)
    _small_caps(c, 54, 220, "Coverages", 10, TRB)
    grid(c, 236, [(58, "l"), (300, "r"), (420, "r")], ["Coverage", "Limit", "Premium"],
         [["Personal property", "30,000", "121.00"], ["Personal liability", "300,000", "48.00"],
          ["Medical payments", "2,000", "18.00"], ["Total annual premium", "", "187.00"]], HVB, TR, bold_last=True)
    fine(c, 730, ["This declarations page is part of your policy. Birchway Mutual Insurance Company, 5 Covered Bridge "
                  "Rd, Woodstock, VT 05091."], TR)


F41 = Page("renters-declarations-right-column-drawn-first", "insurance-declarations", {
    "insurer_name": "Birchway Mutual Insurance", "policy_number": "RNT-20-448193",
    "named_insured": "Philomena Adeyemi-Strand", "effective_date": "2026-04-15", "expiration_date": "2027-04-15",
    "annual_premium": "187.00"}, (_f41,))


# Lookalikes: documents a household keeps beside its records that print a type's fields, or its words, and are
# none of the types (doc_type ""): each must stay untyped (benchmarks/bench_page_gallery.py counts them).


# L1. A payroll calculator's paycheck estimate: gross, withholdings and take-home pay for a salary entered, no
# employer's pay date, no year to date.
def _l1(c: C) -> None:
    text(c, 54, 50, "Brightwage Paycheck Calculator", 14, HVB)
    text(c, 54, 68, "Your Paycheck Estimate", 11, HV)
    pairs(c, 54, 100, [("Pay frequency", "Biweekly"), ("Filing status", "Married filing jointly"),
                       ("State", "Colorado")], HV, HVB, vx=180, lead=13)
    grid(c, 160, [(58, "l"), (330, "r")], ["", "Per paycheck"],
         [["Gross Pay", "$3,076.92"], ["Federal income tax", "-$261.04"], ["Social Security", "-$190.77"],
          ["Medicare", "-$44.62"], ["Colorado income tax", "-$135.38"], ["Net Pay", "$2,445.11"]], HVB, HV,
         bold_last=True)
    fine(c, 720, ["This estimate is for information only and is not a pay statement. Actual withholding depends on",
                  "your employer's payroll system and the forms you file with it."], HV)


# L2. An auto insurer's quote: the quote's number, proposed dates, the coverages and an estimated premium.
def _l2(c: C) -> None:
    text(c, 54, 50, "Silverline Mutual Auto", 14, TRB)
    text(c, 54, 68, "Your Auto Insurance Quote", 11, TR)
    pairs(c, 54, 100, [("Quote Number", "Q-55102-884"), ("Prepared for", "Anselm Whitford"),
                       ("Proposed Effective Date", "03/01/2026"), ("Quote valid through", "02/15/2026")], TR, TRB,
          vx=210, lead=13)
    grid(c, 170, [(58, "l"), (300, "r"), (420, "r")], ["Coverage", "Limits", "Premium"],
         [["Bodily Injury", "100/300", "301.20"], ["Property Damage", "100", "122.80"],
          ["Collision ded.", "1,000", "288.00"], ["Estimated 6-Month Premium", "", "$712.00"]], TRB, TR,
         bold_last=True)
    fine(c, 720, ["This quote is not a policy and provides no coverage. Rates may change after underwriting review."],
         TR)


# L3. A card issuer's mailed offer: a pre-approval letter with its rates and the offer's end, a reply form.
def _l3(c: C) -> None:
    text(c, 54, 50, "Keystone Federal Card Services", 13, HVB)
    text(c, 54, 80, "You're pre-approved, Marisol Quintero!", 12, TRB)
    lines(c, 54, 100, ["Enjoy 0% intro APR on purchases for 15 months and a credit line up to $12,000.",
                       "There is no annual fee, and you earn 2% cash back on every purchase."], TR, 10, 13)
    pairs(c, 54, 140, [("Invitation Number", "KF-7713-0042"), ("Respond by", "01/31/2026"),
                       ("Purchase APR after intro", "21.24%")], HV, HVB, vx=200, lead=13)
    fine(c, 720, ["PRESCREEN & OPT-OUT NOTICE: This prescreened offer of credit is based on information in your",
                  "credit report indicating that you meet certain criteria. Call 1-888-555-0150 to opt out."], HV)


# L4. The instructions page of a 1099-INT's copy for the recipient: the form's number, its box titles and
# dollar thresholds in prose, no one's amounts.
def _l4(c: C) -> None:
    text(c, 54, 50, "Instructions for Recipient", 12, HVB)
    lines(c, 54, 70, ["Recipient's taxpayer identification number (TIN). For your protection, this form may show",
                      "only the last four digits of your TIN. However, the issuer has reported your complete TIN",
                      "to the IRS.", "Box 1. Shows taxable interest paid to you during the calendar year by the payer.",
                      "Box 3. Shows interest on U.S. Savings Bonds, Treasury bills and Treasury notes.",
                      "Box 4. Shows backup withholding. Generally, a payer must backup withhold if you did not",
                      "furnish your TIN. Include this amount on your income tax return as tax withheld.",
                      "Box 8. Shows tax-exempt interest paid to you. Report the amount on Form 1040.",
                      "Future developments. For the latest information about developments related to Form",
                      "1099-INT and its instructions, go to www.irs.gov/Form1099INT."], TR, 8.5, 11)
    fine(c, 740, ["Form 1099-INT (keep for your records)"], HV)


# L5. A bank's year-end summary letter: the year's interest and fees per account in a table, a note that it is
# no tax form and the 1099 comes separately.
def _l5(c: C) -> None:
    text(c, 54, 50, "Cascade Hearth Savings Bank", 14, HVB)
    text(c, 54, 68, "Your 2025 Year-End Account Summary", 11, TR)
    lines(c, 54, 96, ["Dear Philippa Oduya-Marsh,", "Here is a summary of your accounts with us for the past year."],
          TR, 9.5, 12)
    grid(c, 140, [(58, "l"), (260, "r"), (360, "r"), (460, "r")],
         ["Account", "Interest Earned", "Fees Paid", "Balance 12/31/2025"],
         [["Everyday Checking ...2210", "4.12", "0.00", "2,418.77"], ["Money Market ...8804", "612.40", "0.00",
                                                                      "24,105.36"],
          ["Total", "616.52", "0.00", "26,524.13"]], HVB, TR, bold_last=True)
    lines(c, 54, 220, ["This summary is for your information and is not a tax document. Your IRS Form 1099 is",
                       "mailed separately by January 31."], TR, 9, 11)
    fine(c, 730, ["Member FDIC. Cascade Hearth Savings Bank, 50 Timberline Ave, Olympia, WA 98501."], HV)


# L6. An auto insurer's mailing of ID cards, two pages: a cover letter first, the cards on page 2 (the policy's
# number, its dates, the vehicle), no premium: an ID card is no declarations page.
def _l6_1(c: C) -> None:
    text(c, 54, 50, "Copperline Mutual Insurance", 14, TRB)
    lines(c, 54, 90, ["Odessa Featherstonhaugh", "71 Kettle Pond Rd", "Augusta, ME 04330"], TR, 10, 12)
    lines(c, 54, 150, ["Dear Odessa Featherstonhaugh,", "",
                       "Your new insurance identification cards are enclosed. Keep one card in each vehicle and",
                       "show it to a law enforcement officer if asked. Your policy documents were sent separately."],
          TR, 10, 13)
    foot(c, 1, 2, HV)


def _l6_2(c: C) -> None:
    for k, top in enumerate((60, 260)):
        box(c, 54, top, 300, 170)
        text(c, 64, top + 18, "Maine Insurance Identification Card", 10, HVB)
        pairs(c, 64, top + 40, [("Company", "Copperline Mutual Insurance"), ("Policy Number", "CMA 5531-0987"),
                                ("Effective", "03/01/2026"), ("Expires", "09/01/2026"),
                                ("Insured", "Odessa Featherstonhaugh"),
                                ("Vehicle", ["2019 Subaru Outback", "2016 Ford F-150"][k])], HV, HVB, vx=150, size=8.5,
              lead=13)
    foot(c, 2, 2, HV)


# L7. A bank's mailing of its new fee schedule, two pages: a cover letter, then the schedule: account kinds,
# monthly fees, balances to avoid them, no one's account or period.
def _l7_1(c: C) -> None:
    text(c, 54, 50, "Juniper Ridge Savings Bank", 14, PSB)
    lines(c, 54, 90, ["Cosimo Hartsfield-Nwosu", "4 Alder Court", "Bend, OR 97701"], PX, 10, 12)
    lines(c, 54, 150, ["Dear Cosimo Hartsfield-Nwosu,", "",
                       "We are updating the fees on some of our accounts. The new schedule on the next page takes",
                       "effect on April 1, 2026. Nothing changes for accounts that keep the balances shown."],
          PX, 10, 13)
    foot(c, 1, 2, PS)


def _l7_2(c: C) -> None:
    text(c, 54, 50, "Juniper Ridge Savings Bank", 11, PSB)
    text(c, 54, 68, "Schedule of Fees and Charges", 13, PXB)
    text(c, 54, 84, "Effective 04/01/2026", 9, PX)
    grid(c, 110, [(58, "l"), (330, "r"), (460, "r")], ["Account", "Monthly Fee", "Balance to Waive"],
         [["Everyday Checking", "8.00", "1,500.00"], ["Interest Checking", "15.00", "5,000.00"],
          ["Statement Savings", "5.00", "300.00"]], PSB, PX)
    grid(c, 190, [(58, "l"), (330, "r")], ["Service", "Fee"],
         [["Overdraft item", "32.00"], ["Stop payment", "30.00"], ["Paper statement", "3.00"],
          ["Outgoing wire, domestic", "25.00"]], PSB, PX)
    foot(c, 2, 2, PS)


LOOKALIKES: tuple[Page, ...] = (Page("paycheck-calculator-estimate", "", {}, (_l1,)),
                                Page("auto-insurance-quote", "", {}, (_l2,)),
                                Page("card-preapproval-offer-letter", "", {}, (_l3,)),
                                Page("1099-int-instructions-for-recipient", "", {}, (_l4,)),
                                Page("bank-year-end-summary-letter", "", {}, (_l5,)),
                                Page("insurer-id-cards-after-cover-letter", "", {}, (_l6_1, _l6_2)),
                                Page("bank-fee-schedule-after-cover-letter", "", {}, (_l7_1, _l7_2)))


FIT: tuple[Page, ...] = (F1, F2, F3, F4, F5, F6, F7, F8, F9, F10, F11, F12, F13, F14, F15, F16, F17, F18, F19, F20,
                         F21, F22, F23, F24, F25, F26, F27, F28, F29, F30, F31,
                         F32, F33, F34, F35, F36, F37, F38, F39, F40, F41)


# =================================================================================================
# CHECK: other issuers, wordings, fonts and arrangements; measured at a round's start and end only
# =================================================================================================

# C1. An electric and gas utility, two pages: the bill summary across the top in a serif face, the
# account panel right of the service block, both services' charges in one table, a coupon on page 2.
def _c1_1(c: C) -> None:
    text(c, 54, 50, "Red Mesa Electric & Gas", 16, PXB)
    text(c, 54, 66, "redmesa.example.com  |  Customer Care 1-888-555-0170", 8, PX)
    lines(c, 54, 100, ["Service For:", "ANSELM KORHONEN", "7720 SANDSTONE TRL", "ALBUQUERQUE NM 87114"], CN, 8.5, 11)
    pairs(c, 330, 100, [("Account No.", "0081 2294 7716"), ("Statement Date", "November 20, 2025"),
                        ("Please Pay", "$211.09"), ("Payment Due", "December 11, 2025")], PX, PXB, vright=558,
          size=9, lead=13)
    grid(c, 180, [(58, "l"), (300, "r"), (380, "r"), (460, "r")], ["Electric Service", "Usage", "Rate", "Amount"],
         [["Basic service charge", "", "", "7.50"], ["Energy 0-450 kWh", "450 kWh", "0.1102", "49.59"],
          ["Energy over 450 kWh", "312 kWh", "0.1389", "43.34"], ["Fuel adjustment", "762 kWh", "0.0122", "9.30"]],
         PXB, CN)
    grid(c, 250, [(58, "l"), (300, "r"), (380, "r"), (460, "r")], ["Gas Service", "", "", ""],
         [["Customer charge", "", "", "11.85"], ["Gas usage", "71 therms", "0.9410", "66.81"],
          ["Gross receipts tax", "", "", "12.70"], ["Amount of this bill", "", "", "$211.09"]], PXB, CN,
         bold_last=True)
    lines(c, 54, 340, ["Your average daily electric use was 25.4 kWh, 8% less than last November.",
                       "Budget Billing would make your monthly payment $164. Enroll by calling 1-888-555-0170."],
                           PX, 8.5, 11)
    foot(c, 1, 2, CN, "RMEG-1125")


def _c1_2(c: C) -> None:
    text(c, 54, 60, "Ways to pay", 11, PXB)
    lines(c, 54, 78, ["Online at redmesa.example.com/pay, by phone, or at any authorized pay station.",
                      "A fee of $1.95 applies to card payments by phone."], PX, 9, 12)
    rule(c, 54, 558, 560)
    above(c, 58, 590, [("Account No.", "0081 2294 7716"), ("Due", "12/11/2025"), ("Pay this amount", "$211.09")],
          CN, CNB, 160, boxed=True)
    foot(c, 2, 2, CN, "RMEG-1125")


C1 = Page("electric-gas-two-services-coupon", "utility-bill", {
    "utility_name": "Red Mesa Electric & Gas", "account_number": "0081 2294 7716", "billing_date": "2025-11-20",
    "amount_due": "211.09", "due_date": "2025-12-11"}, (_c1_1, _c1_2))


# C2. A municipal water bill in Courier with a Plex Sans heading: a credit carried "CR", "AMOUNT NOW DUE",
# labels after colons on one line each, a meter line with readings.
def _c2(c: C) -> None:
    text(c, 54, 50, "Brookhollow Municipal Water", 14, PSB)
    text(c, 54, 64, "Utility Billing Office - 40 Town Hall Plaza", 8, PS)
    lines(c, 54, 96, ["ACCT: 55-0419-02      BILL DT: 10/31/2025",
                      "NAME: PELLETIER, ROSALIND",
                      "SVC ADDR: 14 QUARRY HILL RD",
                      "",
                      "METER  PREV READ  CURR READ  USAGE (CU FT)",
                      "A1127     31,422     32,010            588",
                      "",
                      "PRIOR BALANCE                    12.40 CR",
                      "WATER                            38.22",
                      "SEWER                            44.91",
                      "HYDRANT FEE                       6.00",
                      "AMOUNT NOW DUE                  $76.73",
                      "DUE BY 11/21/2025 - PENALTY 10% AFTER"], CO, 9, 12)
    fine(c, 300, ["Brookhollow water meets all state and federal drinking water standards. The 2025 Consumer",
                  "Confidence Report is at brookhollow.example.gov/ccr or call 555-0112 for a paper copy."], PS, 7)


C2 = Page("municipal-water-courier-credit-cr", "utility-bill", {
    "utility_name": "Brookhollow Municipal Water", "account_number": "55-0419-02", "billing_date": "2025-10-31",
    "amount_due": "76.73", "due_date": "2025-11-21"}, (_c2,))


# C3. An electrical contractor's invoice: a Plex Sans letterhead centered, the invoice data in a row of
# cells above their values, a labor and materials table in Courier, the total in a shaded box.
def _c3(c: C) -> None:
    text(c, 200, 50, "Stonegate Electrical Contractors", 15, PSB)
    text(c, 220, 66, "License EC-0013382  |  Fort Collins, CO", 8, PS)
    above(c, 58, 100, [("Inv. No.", "SEC-55019"), ("Date", "2025-11-07"), ("Job", "Panel upgrade"),
                       ("Terms", "Due on receipt")], PSB, CO, 126, boxed=True)
    lines(c, 54, 150, ["Customer: Delphine Argyros", "1120 Laporte Ave, Fort Collins, CO 80521"], PS, 9, 12)
    grid(c, 190, [(58, "l"), (360, "r"), (440, "r"), (552, "r")], ["Labor / Material", "Qty", "Price", "Ext."],
         [["Electrician, journeyman (hrs)", "6", "98.00", "588.00"], ["Helper (hrs)", "6", "55.00", "330.00"],
          ["200A main breaker panel", "1", "412.60", "412.60"], ["Permit and inspection", "1", "145.00", "145.00"],
          ["Misc wire and fittings", "1", "67.35", "67.35"]], PSB, CO, lead=13)
    box(c, 360, 270, 198, 50, shade=True)
    pairs(c, 366, 284, [("Tax on materials", "19.46"), ("Total Amount Due", "$1,562.41")], PS, PSB, vright=552,
          lead=14)
    lines(c, 54, 280, ["Warranty: workmanship 1 year.", "Thank you - we appreciate", "your business!"], CO, 8, 11)


C3 = Page("contractor-invoice-cells-above-iso-date", "invoice", {
    "vendor_name": "Stonegate Electrical Contractors", "invoice_number": "SEC-55019", "invoice_date": "2025-11-07",
    "total_due": "1562.41"}, (_c3,))


# C4. A state retirement system's 1099-R in a condensed face: the boxes in one column with the value
# right of each label, the payer and recipient side by side above; code 2 (early, exception).
def _c4(c: C) -> None:
    text(c, 54, 50, "Pinecrest Teachers' Retirement System", 14, TRB)
    text(c, 54, 66, "Form 1099-R for tax year 2025 - retain for your records", 9, TR)
    lines(c, 54, 96, ["PAYER", "Pinecrest Teachers' Retirement System", "TIN 84-6000412",
        "PO Box 1550, Helena, MT 59624"],
          CN, 8.5, 11)
    lines(c, 320, 96, ["RECIPIENT", "Wilhelmina Oyelaran", "TIN ***-**-7081", "Member ID 40093"], CN, 8.5, 11)
    for i, (label, value) in enumerate([("1. Gross distribution", "31,870.44"), ("2a. Taxable amount", "29,102.04"),
                                        ("4. Federal income tax withheld", "3,184.00"),
                                        ("5. Employee contributions/Designated Roth", "2,768.40"),
                                        ("7. Distribution code(s)", "2"), ("12. State tax withheld", "1,020.00")]):
        box(c, 54, 160 + 22 * i, 360, 22)
        text(c, 60, 175 + 22 * i, label, 8, CN)
        right(c, 408, 175 + 22 * i, value, 9, TRB)
    fine(c, 310, ["Code 2: early distribution, exception applies (under age 59 1/2). Your taxable amount excludes your",
                  "after-tax contributions recovered this year under the simplified method."], TR, 7.5)


C4 = Page("1099-r-state-system-one-column-boxes", "1099-R", {
    "payer_name": "Pinecrest Teachers' Retirement System", "payer_tin": "84-6000412",
    "recipient_name": "Wilhelmina Oyelaran", "tax_year": "2025", "box1_gross_distribution": "31870.44",
    "box2a_taxable_amount": "29102.04", "box4_federal_tax_withheld": "3184.00", "box7_distribution_code": "2"},
    (_c4,))


# C5. A county sheriff-treasurer's tax notice: capitals throughout, the owner "LAST FIRST", the bill
# split into installments with a full-year total, the due date of the full payment.
def _c5(c: C) -> None:
    text(c, 54, 50, "HARLAN COUNTY SHERIFF AND TREASURER", 13, HVB)
    text(c, 54, 64, "2025 PROPERTY TAX NOTICE", 10, TRB)
    pairs(c, 54, 96, [("MAP/PARCEL", "117-00-00-031.02"), ("TAXPAYER", "BREWSTER, OPHELIA J"),
                      ("LOCATION", "RT 421 N")], TRB, TR, vx=150, lead=12)
    pairs(c, 360, 96, [("ASSESSMENT", "88,500"), ("EXEMPTION", "40,500")], TRB, TR, vright=558, lead=12)
    grid(c, 150, [(58, "l"), (330, "r")], ["DISTRICT", "AMOUNT"],
         [["STATE", "58.08"], ["COUNTY", "136.80"], ["SCHOOL", "351.84"], ["EXTENSION", "19.20"],
          ["TOTAL TAX FOR YEAR", "565.92"]], HVB, TR, bold_last=True)
    box(c, 54, 240, 504, 46)
    lines(c, 60, 254, ["PAY IN FULL BY 12/31/2025 ... 565.92     2% DISCOUNT IF PAID BY 11/01/2025 ... 554.60",
                       "5% PENALTY AFTER 12/31/2025; 21% AFTER 01/31/2026"], HV, 8.5, 12)


C5 = Page("sheriff-tax-notice-capitals-discount", "property-tax-bill", {
    "jurisdiction_name": "Harlan County Sheriff and Treasurer", "parcel_number": "117-00-00-031.02",
    "owner_name": "Ophelia J Brewster", "total_tax": "565.92", "due_date": "2025-12-31"}, (_c5,))


# C6. A grocer's pay statement: condensed headings, a Courier body of hours and current/YTD columns,
# the pay date in words, net pay with "USD".
def _c6(c: C) -> None:
    text(c, 54, 50, "Greenleaf Grocers Inc.", 15, CNB)
    text(c, 54, 66, "Statement of Pay", 10, CN)
    pairs(c, 330, 50, [("Associate", "Ifeoma Castellanos-Reid"), ("Store", "#0214"),
                       ("Payment date", "Friday, November 14, 2025"), ("Week ending", "11/08/2025")], CN, CO,
          vx=410, size=8.5, lead=11)
    lines(c, 54, 120, ["                       THIS PAY      YEAR TO DATE",
                       "REGULAR 38.50 HRS        654.50        27,145.30",
                       "SUNDAY PREMIUM            22.00           901.00",
                       "TOTAL EARNINGS           676.50        28,046.30",
                       "FEDERAL TAX               41.18         1,701.22",
                       "FICA                      51.75         2,145.54",
                       "UNION DUES                12.00           480.00",
                       "TAKE HOME PAY            571.57 USD"], CO, 9, 12)
    box(c, 360, 120, 198, 60, shade=True)
    lines(c, 366, 132, ["Associate discount savings", "this year: $412.80", "PTO balance: 31.0 hrs"], CN, 8.5, 12)


C6 = Page("grocer-pay-statement-courier-words", "pay-stub", {
    "employer_name": "Greenleaf Grocers Inc.", "employee_name": "Ifeoma Castellanos-Reid", "pay_date": "2025-11-14",
    "gross_pay": "676.50", "net_pay": "571.57", "ytd_gross": "28046.30"}, (_c6,))


# C7. A school district's pay advice, two pages: the employee panel and pay panel side by side in
# Times, the deductions running on to page 2 where the totals sit.
def _c7_1(c: C) -> None:
    text(c, 54, 50, "Alpine Ridge School District No. 12", 14, TRB)
    text(c, 54, 66, "Payroll Department - Pay Advice", 9, TR)
    pairs(c, 54, 96, [("Name", "Thibodeaux, Lucien"), ("Position", "Teacher, Grade 5"), ("Step/Lane", "8 / MA")],
          HV, TR, vx=120, lead=12)
    pairs(c, 330, 96, [("Advice Date", "10/31/2025"), ("Pay Period", "October 2025"), ("Advice No.", "V00087123")],
          HV, TR, vx=410, lead=12)
    grid(c, 150, [(58, "l"), (330, "r"), (450, "r")], ["Earnings", "Current", "Fiscal YTD"],
         [["Contract salary 1/12", "5,108.33", "20,433.32"], ["Extra duty - coaching", "325.00", "650.00"],
          ["Total Gross", "5,433.33", "21,083.32"]], HVB, TR, bold_last=True)
    grid(c, 220, [(58, "l"), (330, "r"), (450, "r")], ["Deductions", "Current", "Fiscal YTD"],
         [["State teacher retirement", "597.67", "2,319.16"], ["Federal withholding", "402.90", "1,611.60"],
          ["Medicare", "78.78", "305.70"], ["State withholding", "212.00", "848.00"]], HVB, TR)
    foot(c, 1, 2, HV, "Continued")


def _c7_2(c: C) -> None:
    grid(c, 60, [(58, "l"), (330, "r"), (450, "r")], ["Deductions (cont.)", "Current", "Fiscal YTD"],
         [["Health plan", "188.50", "754.00"], ["Association dues", "61.00", "244.00"],
          ["Total Deductions", "1,540.85", "6,082.46"]], HVB, TR, bold_last=True)
    box(c, 54, 130, 300, 26, shade=True)
    text(c, 60, 147, "NET DEPOSIT", 10, HVB)
    right(c, 348, 147, "$3,892.48", 10, TRB)
    fine(c, 180, ["Fiscal year-to-date amounts begin July 1. Your W-2 reports calendar-year wages."], TR, 8)
    foot(c, 2, 2, HV)


C7 = Page("school-pay-advice-two-pages-fiscal-ytd", "pay-stub", {
    "employer_name": "Alpine Ridge School District No. 12", "employee_name": "Lucien Thibodeaux",
    "pay_date": "2025-10-31", "gross_pay": "5433.33", "net_pay": "3892.48", "ytd_gross": "21083.32"},
    (_c7_1, _c7_2))


# C8. A bank's statement, two pages, in Plex Sans with a Plex heading: the summary as a sentence row of
# cells above their values, deposits and withdrawals in two separate tables, daily balances.
def _c8_1(c: C) -> None:
    text(c, 54, 50, "Coastal Plains Bank", 16, PXB)
    text(c, 360, 50, "Primary Checking", 10, PS)
    text(c, 360, 64, "Account # ...7720", 9, PS)
    lines(c, 54, 84, ["For September 1 to September 30, 2025"], PS, 9)
    lines(c, 54, 106, ["Ximena Talavera", "301 Dune Grass Ct", "Corpus Christi TX 78418"], PS, 9, 11)
    above(c, 58, 160, [("Opening balance", "$912.36"), ("Total deposits", "+$3,140.00"),
                       ("Total withdrawals", "-$2,877.15"), ("Closing balance", "$1,175.21")], PS, PSB, 126,
          boxed=True)
    text(c, 54, 210, "Deposits", 10, PXB)
    grid(c, 226, [(58, "l"), (120, "l"), (552, "r")], ["Date", "Description", "Amount"],
         [["09/05", "Payroll GULFSIDE MED", "1,570.00"], ["09/19", "Payroll GULFSIDE MED", "1,570.00"]], PSB, PS)
    text(c, 54, 276, "Withdrawals", 10, PXB)
    grid(c, 292, [(58, "l"), (120, "l"), (552, "r")], ["Date", "Description", "Amount"],
         [["09/02", "Rent - Bayfront Lofts", "1,250.00"], ["09/08", "Card - HEB #212", "141.86"],
          ["09/12", "Card - Shell", "48.20"], ["09/15", "Auto loan", "389.00"], ["09/22", "Card - Target", "77.49"]],
         PSB, PS)
    foot(c, 1, 2, PS)


def _c8_2(c: C) -> None:
    text(c, 54, 50, "Withdrawals (continued)", 10, PXB)
    grid(c, 66, [(58, "l"), (120, "l"), (552, "r")], [],
         [["09/26", "Phone - Lonestar Wireless", "85.40"], ["09/29", "Transfer to savings", "885.20"]], PSB, PS)
    text(c, 54, 110, "Daily balances", 10, PXB)
    lines(c, 54, 126, ["09/02 -337.64   09/05 1,232.36   09/08 1,090.50   09/12 1,042.30   09/15 653.30",
                       "09/19 2,223.30  09/22 2,145.81   09/26 2,060.41   09/29 1,175.21"], PS, 8, 11)
    text(c, 54, 170, "Overdraft charges this period: $0.00 - we waived a $34.00 fee on 09/02.", 8, PS)
    text(c, 54, 184, "Interest earned this period: $0.00", 8, PS)
    foot(c, 2, 2, PS)


C8 = Page("bank-two-pages-cells-above-split-tables", "bank-statement", {
    "bank_name": "Coastal Plains Bank", "account_last4": "7720", "period_start": "2025-09-01",
    "period_end": "2025-09-30", "beginning_balance": "912.36", "ending_balance": "1175.21", "interest_paid": "0.00"},
    (_c8_1, _c8_2))


# C9. A credit union's statement in Courier, the period as "STATEMENT PERIOD 07/01/25 THRU 07/31/25",
# the share draft and savings sub-accounts; the member's savings are the fields.
def _c9(c: C) -> None:
    text(c, 54, 50, "Mountain Laurel Federal Credit Union", 13, TRB)
    lines(c, 54, 70, ["STATEMENT PERIOD 07/01/25 THRU 07/31/25        MEMBER NO  XXXXX5568",
                      "",
                      "GRETCHEN O'SULLIVAN-PIKE",
                      "88 BLUESTONE LN",
                      "BOONE NC 28607",
                      "",
                      "SHARE SAVINGS - ID 00",
                      "BALANCE FORWARD                               3,310.02",
                      "07/10 DEPOSIT                    500.00      3,810.02",
                      "07/25 WITHDRAWAL                 150.00-     3,660.02",
                      "07/31 DIVIDEND                     1.53      3,661.55",
                      "ENDING BALANCE                                3,661.55",
                      "",
                      "ANNUAL PERCENTAGE YIELD EARNED 0.50% FROM 07/01/25 THROUGH 07/31/25"], CO, 8.5, 11)
    box(c, 54, 250, 504, 30, shade=True)
    text(c, 60, 268, "Holiday club accounts open October 1 - save up to $2,000 at 2.00% APY.", 8.5, TR)


C9 = Page("cu-courier-balance-forward-dividend", "bank-statement", {
    "bank_name": "Mountain Laurel Federal Credit Union", "account_last4": "5568", "period_start": "2025-07-01",
    "period_end": "2025-07-31", "beginning_balance": "3310.02", "ending_balance": "3661.55",
    "interest_paid": "1.53"}, (_c9,))


# C10. A consultancy's 1099-NEC on a plain sheet: a Plex heading, the payer and recipient as stacked
# labels over values in two columns, box 1 and box 4 in cells below.
def _c10(c: C) -> None:
    text(c, 54, 50, "Lantern Hill Consulting Group", 14, PXB)
    text(c, 54, 66, "Form 1099-NEC (Rev. January 2024) - Nonemployee Compensation - Calendar year 2025", 8.5, PX)
    for i, (label, value) in enumerate([("PAYER", "Lantern Hill Consulting Group"), ("PAYER TIN", "27-5509114")]):
        text(c, 54, 96 + 30 * i, label, 7, HVB)
        text(c, 54, 108 + 30 * i, value, 10, HV)
    for i, (label, value) in enumerate([("RECIPIENT", "Soren Abernathy"), ("RECIPIENT TIN", "***-**-6640")]):
        text(c, 320, 96 + 30 * i, label, 7, HVB)
        text(c, 320, 108 + 30 * i, value, 10, HV)
    above(c, 58, 180, [("1 Nonemployee compensation", "$ 27,350.00"), ("2 Direct sales over $5,000", "[ ]"),
                       ("4 Federal income tax withheld", "$ 0.00")], HV, PXB, 168, boxed=True)
    fine(c, 230, ["This is important tax information and is being furnished to the IRS. Report box 1 on Schedule C",
                  "or Schedule SE if you are self-employed. State income tax withheld: $0.00."], PX, 7.5)


C10 = Page("1099-nec-stacked-two-columns-cells", "1099-NEC", {
    "payer_name": "Lantern Hill Consulting Group", "payer_tin": "27-5509114", "recipient_name": "Soren Abernathy",
    "tax_year": "2025", "box1_nonemployee_compensation": "27350.00", "box4_federal_tax_withheld": "0.00"}, (_c10,))


# C11. A mortgage servicer's year-end statement with the 1098 in it: an escrow activity table (taxes
# and insurance paid, numbers partly fields), the borrower "LAST, FIRST", Times and Courier.
def _c11(c: C) -> None:
    text(c, 54, 50, "Sagebrush Mortgage Corp.", 15, TRB)
    text(c, 54, 66, "Annual Tax and Interest Statement 2025  (Form 1098 enclosed)", 9, TR)
    lines(c, 54, 96, ["LOAN NUMBER 0012288401", "BORROWER  NAKAMURA, KENJI", "PROPERTY  61 JUNIPER FLATS RD, BOISE ID"],
          CO, 8.5, 11)
    lines(c, 360, 96, ["RECIPIENT'S/LENDER'S TIN", "33-0718842"], CO, 8.5, 11)
    text(c, 54, 150, "Form 1098 Mortgage Interest Statement", 10, TRB)
    pairs(c, 54, 166, [("1 Mortgage interest received from payer(s)/borrower(s)", "$11,408.27"),
                       ("2 Outstanding mortgage principal", "$287,119.60"),
                       ("3 Mortgage origination date", "06/14/2021"),
                       ("5 Mortgage insurance premiums", "$0.00"),
                       ("10 Other: property tax paid from escrow", "$2,944.10")], TR, CO, vright=520, lead=13)
    text(c, 54, 250, "Escrow Activity", 10, TRB)
    grid(c, 266, [(58, "l"), (130, "l"), (400, "r")], ["Date", "Description", "Amount"],
         [["05/20", "County tax - first half", "1,472.05"], ["11/18", "County tax - second half", "1,472.05"],
          ["08/02", "Hazard insurance", "1,106.00"]], TRB, CO)


C11 = Page("1098-servicer-year-end-escrow-table", "1098", {
    "lender_name": "Sagebrush Mortgage Corp.", "borrower_name": "Kenji Nakamura", "tax_year": "2025",
    "box1_mortgage_interest": "11408.27", "box2_outstanding_principal": "287119.60",
    "box10_property_tax": "2944.10"}, (_c11,))


# C12. A state labor department's 1099-G: the agency's letterhead in Plex Sans, a claimant panel, the boxes
# as a two-column grid with labels left of values, quarterly payments table.
def _c12(c: C) -> None:
    text(c, 54, 50, "Department of Employment Security", 14, PSB)
    text(c, 54, 66, "Unemployment Insurance Division - 1099-G Statement for Recipients of Certain Government "
                    "Payments 2025", 7.5, PS)
    pairs(c, 54, 96, [("Payer's federal identification number", "93-6001877"), ("Claimant", "Beatrix Holloway-Nunez"),
                      ("Claim ID", "UI-2025-0448172")], PS, HV, vx=250, size=8.5, lead=12)
    rows = [("1 Unemployment compensation", "$6,480.00", "4 Federal income tax withheld", "$648.00"),
            ("2 State or local income tax refunds", "$0.00", "11 State income tax withheld", "$324.00")]
    for i, (l1, v1, l2, v2) in enumerate(rows):
        box(c, 54, 140 + 28 * i, 252, 28)
        box(c, 306, 140 + 28 * i, 252, 28)
        text(c, 58, 158 + 28 * i, l1, 7.5, HV)
        right(c, 300, 158 + 28 * i, v1, 9, PSB)
        text(c, 310, 158 + 28 * i, l2, 7.5, HV)
        right(c, 552, 158 + 28 * i, v2, 9, PSB)
    grid(c, 230, [(58, "l"), (250, "r"), (360, "r")], ["Quarter", "Benefits paid", "Withheld"],
         [["Jan-Mar", "2,880.00", "288.00"], ["Apr-Jun", "3,600.00", "360.00"]], PSB, HV)
    fine(c, 290, ["If you did not apply for unemployment benefits in 2025, report identity fraud at 1-800-555-0166.",
                  "Weekly benefit amount $360.00; 18 weeks paid."], PS, 7.5)


C12 = Page("1099-g-agency-grid-left-labels", "1099-G", {
    "payer_name": "Department of Employment Security", "payer_tin": "93-6001877",
    "recipient_name": "Beatrix Holloway-Nunez", "tax_year": "2025", "box1_unemployment_compensation": "6480.00",
    "box2_state_local_tax_refund": "0.00", "box4_federal_tax_withheld": "648.00",
    "box11_state_income_tax_withheld": "324.00"}, (_c12,))


CHECK: tuple[Page, ...] = (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12)


def matches(doc_type: str, field: str, got: str, expected: str) -> bool:
    """The harvested `got` is the page's `expected`, as the probe compares them (by the field's kind)."""
    row = ProbeGroundTruthRow(document="page.pdf", field=field, expected=expected)
    return field_matches(DOC_TYPES[doc_type].get(field), got, row)


def texts(pages: Sequence[Page]) -> dict[str, list[PageText]]:
    """Every page's text, as the ingest reads it."""
    return {p.name: read_pages(p.pdf()) for p in pages}
