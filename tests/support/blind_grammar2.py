"""The second blind page grammar: whole documents of every docType, and lookalike mail, drawn by hand.

Written for the twenty-ninth helper session from what US issuers commonly print (W-2s and 1099s from
payroll bureaus, banks, brokers and state agencies; 1098s from mortgage servicers; county tax bills;
pay stubs; bank and card statements; utility bills; insurance declarations; leases; invoices) and
from issue 26's list of block geometries. Nothing of the generator (documents, wordings, value formats,
fonts, folds), templates/, docs/ or the first blind grammar (tests/support/blind_grammar.py) was read
to write it: its wordings, value styles, block variants and fonts are its own, so that its variety sits
farther from what the harvest was fitted to than the first grammar's.

A document is composed from `random.Random(f"{seed}:{half}:{index}")` (no global RNG, no clock, no set
order): a font family and sizes, a letterhead (name, wordmark, address, contact line; placement), a
title, a party block, key-value panels (one to three columns; label left with or without colon, dotted
leaders, label above, label below, label right of its value, boxed cells, numbered boxes), ruled and
unruled tables (column sets and order, header styles, totals placement, running onto the next page
with or without the header again), values inside sentences and letters, summary boxes, notices and fine
print, page furniture (page x of y, the account reference on every page). Every pool is split
alternately (members 0, 2, 4, ... in half A, the fit half; 1, 3, 5, ... in half B, the check half), so
the halves share no wording, block variant, value style or font.

Each document carries its ground truth: its docType ("" for a lookalike, which must stay untyped), each
printed field's value normalized as the probe compares it (money "1234.50", dates ISO, names in their
natural order, ids, years and codes as printed), the text it was printed as, and the block variant that
printed it. `matches` compares a harvested value with the truth as the probe does
(harness/scoring/probe.py's field_matches: the instrument's readers, harness/contract/readings.py).
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from harness.contract.manifest import ProbeGroundTruthRow
from harness.contract.vocabulary import DOC_TYPES
from harness.scoring.probe import field_matches

LETTER = (612.0, 792.0)
LEFT, RIGHT_EDGE, BOTTOM = 46.0, 566.0, 730.0

# --- fonts: the standard fourteen, reportlab's own Vera, and the Debian font packages fc-list shows ------

_TTF = Path("/usr/share/fonts/truetype")
_RL_FONTS = Path(str(__import__("reportlab").__file__)).parent / "fonts"
# family name -> (regular, bold): a standard font's names, or TrueType files registered under the family name
FONT_FILES: dict[str, tuple[str, str]] = {
    "Helvetica": ("Helvetica", "Helvetica-Bold"),
    "DejaVuSans": (str(_TTF / "dejavu/DejaVuSans.ttf"), str(_TTF / "dejavu/DejaVuSans-Bold.ttf")),
    "Times": ("Times-Roman", "Times-Bold"),
    "LiberationSerif": (
        str(_TTF / "liberation/LiberationSerif-Regular.ttf"),
        str(_TTF / "liberation/LiberationSerif-Bold.ttf"),
    ),
    "Vera": (str(_RL_FONTS / "Vera.ttf"), str(_RL_FONTS / "VeraBd.ttf")),
    "LiberationSans": (
        str(_TTF / "liberation/LiberationSans-Regular.ttf"),
        str(_TTF / "liberation/LiberationSans-Bold.ttf"),
    ),
    "Courier": ("Courier", "Courier-Bold"),
    "DejaVuSerif": (str(_TTF / "dejavu/DejaVuSerif.ttf"), str(_TTF / "dejavu/DejaVuSerif-Bold.ttf")),
    "LiberationSansNarrow": (
        str(_TTF / "liberation/LiberationSansNarrow-Regular.ttf"),
        str(_TTF / "liberation/LiberationSansNarrow-Bold.ttf"),
    ),
    "DejaVuSansCondensed": (
        str(_TTF / "dejavu/DejaVuSansCondensed.ttf"),
        str(_TTF / "dejavu/DejaVuSansCondensed-Bold.ttf"),
    ),
    "LiberationMono": (
        str(_TTF / "liberation/LiberationMono-Regular.ttf"),
        str(_TTF / "liberation/LiberationMono-Bold.ttf"),
    ),
    "DejaVuSansMono": (str(_TTF / "dejavu/DejaVuSansMono.ttf"), str(_TTF / "dejavu/DejaVuSansMono-Bold.ttf")),
}
FONTS = list(FONT_FILES)


def _font(family: str, bold: bool = False) -> str:
    """The registered name of a family's regular or bold face (TrueType files registered once)."""
    path = FONT_FILES[family][1 if bold else 0]
    if not path.endswith(".ttf"):
        return path
    name = f"G2-{family}{'-Bold' if bold else ''}"
    if name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(name, path))
    return name


def width(s: str, font: str, size: float) -> float:
    return float(pdfmetrics.stringWidth(s, font, size))


# --- the drawing: recorded operations, replayed into a PDF ----------------------------------------------

Op = tuple[Any, ...]


class Sheet:
    """A document's pages as drawing operations (top-down coordinates), a cursor `top` on the current page."""

    def __init__(self, family: str, size: float) -> None:
        self.family, self.size = family, size
        self.regular, self.bold = _font(family), _font(family, True)
        self.pages: list[list[Op]] = [[]]
        self.top = 50.0

    def text(
        self, x: float, top: float, s: str, size: float | None = None, bold: bool = False, align: str = "l"
    ) -> None:
        self.pages[-1].append(("text", x, top, s, self.bold if bold else self.regular, size or self.size, align))

    def line(self, x0: float, top: float, x1: float, w: float = 0.6, dash: bool = False) -> None:
        self.pages[-1].append(("line", x0, top, x1, w, dash))

    def rect(self, x: float, top: float, w: float, h: float, gray: float | None = None, stroke: bool = True) -> None:
        self.pages[-1].append(("rect", x, top, w, h, gray, stroke))

    def w(self, s: str, size: float | None = None, bold: bool = False) -> float:
        return width(s, self.bold if bold else self.regular, size or self.size)

    def room(self, need: float) -> bool:
        return self.top + need <= BOTTOM

    def new_page(self) -> None:
        self.pages.append([])
        self.top = 60.0

    def ensure(self, need: float) -> None:
        if not self.room(need):
            self.new_page()

    def pdf(self) -> bytes:
        buf = io.BytesIO()
        c = canvas.Canvas(buf, pagesize=LETTER, invariant=1)
        for ops in self.pages:
            for op in ops:
                _replay(c, op)
            c.showPage()
        c.save()
        return buf.getvalue()


def _replay(c: canvas.Canvas, op: Op) -> None:
    h = LETTER[1]
    kind = op[0]
    if kind == "text":
        _, x, top, s, font, size, align = op
        c.setFont(str(font), float(size))
        draw = {"l": c.drawString, "r": c.drawRightString, "c": c.drawCentredString}[str(align)]
        draw(float(x), h - float(top), str(s))
    elif kind == "line":
        _, x0, top, x1, w, dash = op
        c.setLineWidth(float(w))
        c.setDash(2, 2) if dash else c.setDash()
        c.line(float(x0), h - float(top), float(x1), h - float(top))
        c.setDash()
    else:
        _, x, top, w, hh, gray, stroke = op
        c.setLineWidth(0.6)
        if gray is not None:
            c.setFillGray(float(gray))
        c.rect(
            float(x),
            h - float(top) - float(hh),
            float(w),
            float(hh),
            stroke=1 if stroke else 0,
            fill=1 if gray is not None else 0,
        )
        c.setFillGray(0)


# --- pools: every one split alternately between the halves ----------------------------------------------


def members(pool: Sequence[str], half: str) -> list[str]:
    """Half A (fit) takes the pool's members 0, 2, 4, ...; half B (check) 1, 3, 5, ..."""
    return list(pool[0::2] if half == "A" else pool[1::2])


MONEY_STYLES = [
    "$1,234.56",
    "1,234.56",
    "1234.56",
    "$ 1,234.56",
    "USD 1,234.56",
    "$1234.56",
    "1,234.56 USD",
    "$ 1234.56",
]
NEGATIVE_STYLES = [
    "1,234.56-",
    "(1,234.56)",
    "-$1,234.56",
    "1,234.56 DR",
    "($1,234.56)",
    "-1,234.56",
    "$1,234.56-",
    "- $1,234.56",
]
DATE_STYLES = [
    "01/31/2025",
    "January 31, 2025",
    "Jan 31, 2025",
    "1/31/2025",
    "2025-01-31",
    "31-JAN-2025",
    "31 January 2025",
    "01/31/25",
    "JAN 31 2025",
    "Jan. 31, 2025",
    "1/31/25",
    "31 Jan 2025",
]
NAME_STYLES = ["natural", "CAPS", "LAST, FIRST caps", "LAST, FIRST"]
TOTAL_PLACEMENTS = ["last-row", "above-header", "right-box-under", "line-under-table"]
PANEL_PLACES = ["full-width", "beside-party", "beside-party-boxed", "right-half"]
STUB_STYLES = ["dashed-detach-stub", "boxed-coupon", "scissors-line-stub", "remit-panel-right"]
BACK_PAGES = ["important-information", "terms-and-conditions", "how-to-read-this-bill", "notice-of-rights"]
LETTER_OPENINGS = ["Dear {n},", "Dear Customer:", "Hello {n},", "To the account holder:"]
LETTER_CLOSINGS = ["Sincerely,", "Thank you,", "Respectfully,", "Regards,"]
BLOCK_ORDERS = [
    "panel,summary,prose,table",
    "summary,panel,table,prose",
    "prose,panel,table,summary",
    "panel,table,summary,prose",
]
TITLE_STYLES = ["left", "centered", "right-ruled", "left-ruled"]
# the remaining wordings (headers, headings, sentences, notes), each a pool split between the halves
# like the rest; a table's header is its columns joined by "|"
WORDINGS: dict[str, list[str]] = {
    "contact": [
        "Tel {p}",
        "Customer Service: {p}",
        "{p} | www.{w}.com",
        "Phone {p}  Fax {f}",
        "Call us: {p}",
        "Questions? {p}",
    ],
    "attention": ["Attn:", "To:", "Prepared for:", "Mail to:", "Statement for:", "Account holder:"],
    "year-sentence": [
        "This statement reports amounts paid to you during calendar year {y}.",
        "Tax reporting statement for the year {y}",
        "For the tax year ending December 31, {y}:",
        "Amounts shown are for tax year {y}.",
    ],
    "recipient-id": ["RECIPIENT'S TIN", "Recipient's TIN", "Recipient ID No.", "Your taxpayer ID"],
    "employee-id": ["a Employee's SSN", "Employee SSN", "EMPLOYEE'S SOC SEC NO", "Social security number"],
    "tax-letter": [
        "Dear {n}, enclosed is your {t} for tax year {y}. The amount reported to the IRS in {l} is {v}.",
        "Dear {n}: this is your {t} for {y}. {l} shows {v}, as reported to the IRS.",
        "Enclosed is your {y} {t}. The IRS has been told that {l} is {v}.",
        "Hello {n}, your {t} for {y} is below; {l} is {v}.",
    ],
    "tax-summary": ["{y} Tax Summary", "Summary of {y} Reportable Amounts", "{y} Tax Information", "Amounts for {y}"],
    "tax-notice": [
        "Copy B for Recipient. This is important tax information and is being furnished to the IRS.",
        "This information is being furnished to the Internal Revenue Service.",
        "This is important tax information. If you are required to file a return, report these amounts.",
        "Copy B - keep for your records; the IRS receives this information.",
    ],
    "box-table": [
        "Description|Box|Amount",
        "Item|Line No.|Amount",
        "Tax Information|Box|Reported",
        "Reportable Item|Form Box|Total",
    ],
    "bank-split": [
        "Date|Description|Withdrawals|Deposits|Balance",
        "Posted|Transaction|Debits|Credits|Daily Balance",
        "Date|Activity|Subtractions|Additions|Balance",
        "Post Date|Details|Money Out|Money In|Balance",
    ],
    "bank-one": [
        "Date|Description|Amount|Balance",
        "Posted|Transaction|Amount|Running Bal.",
        "Date|Details|Amount|Ledger Balance",
        "Eff. Date|Transaction Description|Amount|Balance",
    ],
    "interest-row": ["INTEREST PAID", "Interest Credit", "DIVIDEND", "Interest Earned"],
    "card-table": [
        "Trans Date|Description|Amount",
        "Date|Merchant|Amount",
        "Sale Date|Transaction|Charges",
        "Date|Reference / Description|Amount",
    ],
    "utility-table": ["Charges|Amount", "Description|This Period", "Current Charges|Amount", "Service|Charge"],
    "pay-current-first": [
        "Description|Current|Year to Date",
        "Earnings|This Period|YTD",
        "Type|Amount|Y-T-D",
        "Pay Item|Current Period|Year-to-Date",
    ],
    "pay-ytd-first": [
        "Item|YTD|This Period",
        "Description|Year-to-Date|Current",
        "Type|Y-T-D|Amount",
        "Pay Item|YTD Total|This Check",
    ],
    "levy-table": ["Levy|Amount", "Taxing Unit|Tax", "District|Levy Amount", "Taxing Authority|Tax Amount"],
    "coverage-table": [
        "Coverage|Limit|Premium",
        "Coverages|Limits of Liability|Annual Prem.",
        "Coverage Part|Limit|Cost",
        "Coverage Description|Limits|Premium",
    ],
    "invoice-table": [
        "Description|Qty|Amount",
        "Item|Units|Line Total",
        "Service|Hours|Charge",
        "Product / Service|Quantity|Extended",
    ],
    "summary-heading": [
        "Account Summary",
        "Summary",
        "Payment Information",
        "At a Glance",
        "Amount Due",
        "Your Summary",
    ],
    "generic-sentence": [
        "Your {l} is {v}",
        "The {l} on this account is {v}",
        "please note the {l}: {v}",
        "our records show {l} of {v}",
    ],
    "continued": ["(continued on next page)", "Continued on reverse", "- continued -", "See next page"],
    "detach": [
        "Please detach and return this portion with your payment.",
        "Return this stub with your payment.",
        "Detach here and mail with your check.",
        "Tear off and return the bottom portion.",
    ],
    "enclosed": ["Amount Enclosed $ ________", "Enclosed: $ ________", "Amount Paid $ ______", "Pay Amount $ ______"],
    "ref-account": ["Account {a}", "Acct {a}", "Account No. {a}", "Re: Account {a}"],
    "ref-policy": ["Policy {a}", "Policy No. {a}", "Pol # {a}", "Policy Number {a}"],
    "ref-invoice": ["Invoice {a}", "Inv. {a}", "Invoice No. {a}", "Ref {a}"],
    "sales-tax": ["Sales tax", "Tax", "Sales Tax (6%)", "State sales tax"],
    "back-closing": ["{i} - all rights reserved.", "(c) {i}", "{i} | Member services", "Printed by {i}"],
    "lookalike-label": ["Date", "Notice Date", "Reference", "Member ID", "Date of Notice", "Claim No."],
    "lookalike-sentence": [
        "We are writing to let you know about changes that affect you. No action is required at this time.",
        "This notice explains how we collect, share and protect your information. Please read it carefully.",
        "Thank you for your payment. Please keep this confirmation for your records.",
        "You are hereby summoned to appear for service at the time and place shown above.",
    ],
}
LABEL_CASES = ["as-is", "upper", "title", "as-is-bold"]
COLON_STYLES = ["colon", "none", "none-bold", "colon-space-before"]
LETTERHEADS = [
    "left-stack",
    "centered-caps",
    "right-stack",
    "shaded-band",
    "boxed-wordmark",
    "rule-under",
    "split-name-left-contact-right",
    "initials-mark",
]
PARTIES = ["window-left", "right-column", "boxed-left", "below-title", "attention-line", "caps-block"]
KV_STYLES = [
    "colon-left",
    "tab-no-colon",
    "label-above",
    "caps-above-shaded",
    "leaders",
    "dash-separated",
    "label-below",
    "boxed-cells",
    "label-right",
    "two-line-label-right-value",
    "header-strip",
    "label-right-aligned-gutter",
]
TABLE_STYLES = ["ruled-grid", "shaded-header", "underlined-header", "zebra", "caps-dashed", "boxed-header-no-rules"]
SUMMARY_STYLES = ["shaded-box", "double-rule", "boxed-right", "callout-caps"]
FURNITURE = [
    "page-x-of-y-foot",
    "x-slash-y-top-right",
    "ref-top-page-foot",
    "continued-foot",
    "ref-foot-left",
    "page-n-top-left",
]
TAX_LAYOUTS = ["form-grid", "two-panel-grid", "substitute-list", "box-table", "numbered-lines", "letter-summary"]
BOX_STYLES = [
    "{n} {w}",
    "Box {n} {w}",
    "{w} (Box {n})",
    "Box {n}: {w}",
    "{n}. {w}",
    "{w} - Box {n}",
    "Line {n} {w}",
    "{w} [{n}]",
]
YEAR_STYLES = ["title", "corner-big", "kv", "sentence"]
ACCOUNT_STYLES = [
    "XXXX-XXXX-XXXX-{4}",
    "****{4}",
    "ending in {4}",
    "xxxxxx{4}",
    "...{4}",
    "Acct ending {4}",
    "XXXXXXXX{4}",
    "#### {4}",
]
NOTICES = [
    "Please retain this statement for your records.",
    "This information is being furnished to the Internal Revenue Service.",
    "Questions? Call the number on the front of this statement.",
    "Keep for your records. Do not send with your tax return.",
    "Errors and omissions excepted. See reverse for important information.",
    "If you have already paid, please disregard this notice.",
    "Member FDIC. Equal Housing Lender.",
    "Rates and terms are subject to change without notice.",
    "In case of errors or questions about your electronic transfers, contact us at once.",
    "Late payments may be subject to a penalty as provided by law.",
    "This is an important document. Keep it in a safe place.",
    "Visit our website to enroll in paperless delivery.",
]

PEOPLE_FIRST = [
    "Tyler",
    "Maria",
    "Deshawn",
    "Priya",
    "Connor",
    "Lucia",
    "Wei",
    "Hannah",
    "Omar",
    "Grace",
    "Mateo",
    "Aisha",
    "Ethan",
    "Rosa",
    "Kenji",
    "Brianna",
    "Samuel",
    "Ngozi",
    "Liam",
    "Fatima",
]
PEOPLE_LAST = [
    "Brooks",
    "Alvarez",
    "Nguyen",
    "Okafor",
    "Patel",
    "Sullivan",
    "Kowalski",
    "Haddad",
    "Reyes",
    "Lindqvist",
    "Washington",
    "Tanaka",
    "Moreau",
    "Fitzgerald",
    "Castillo",
    "Abernathy",
    "Yilmaz",
    "Delgado",
    "Park",
    "Hollister",
]
COMPANY_A = [
    "Harbor",
    "Cedar",
    "Summit",
    "Blue Ridge",
    "Pioneer",
    "Lakeshore",
    "Granite",
    "Meridian",
    "Prairie",
    "Redwood",
    "Keystone",
    "Tidewater",
    "Ironwood",
    "Northgate",
    "Sagebrush",
    "Copperfield",
]
STREETS = [
    "Main St",
    "Oak Avenue",
    "W 14th Street",
    "Industrial Pkwy",
    "Route 9",
    "Commerce Dr",
    "Elm St Ste 200",
    "N Lincoln Ave",
    "Harbor Blvd",
    "Park Place",
]
CITIES = [
    "Springfield, IL 62704",
    "Dayton, OH 45402",
    "Tacoma, WA 98402",
    "Albany, NY 12207",
    "Tempe, AZ 85281",
    "Macon, GA 31201",
    "Boise, ID 83702",
    "Lowell, MA 01852",
    "Eugene, OR 97401",
    "Bangor, ME 04401",
]

ISSUER_KINDS: dict[str, list[str]] = {
    "W-2": [
        "{a} Manufacturing Co",
        "{a} Logistics LLC",
        "{a} Health Partners",
        "{a} Foods Inc",
        "{a} Software Corp",
        "{a} Builders Inc",
    ],
    "pay-stub": [
        "{a} Staffing Inc",
        "{a} Dental Group PC",
        "{a} Hardware LLC",
        "{a} Transit Authority",
        "{a} Hospitality Group",
        "{a} Printing Co",
    ],
    "1099-INT": ["{a} Savings Bank", "{a} Federal Credit Union", "{a} National Bank", "{a} Trust Company"],
    "1099-DIV": ["{a} Investments", "{a} Funds Distributors", "{a} Brokerage Services LLC", "{a} Securities Corp"],
    "1099-NEC": ["{a} Media Group LLC", "{a} Consulting Inc", "{a} Property Services", "{a} Events Co"],
    "1099-R": ["{a} Retirement Plan Services", "{a} Life Insurance Co", "{a} Pension Trust", "{a} Annuity Co"],
    "1099-G": [
        "State of {s} Department of Labor",
        "{s} Department of Revenue",
        "{s} Employment Security Dept",
        "{s} Dept of Taxation",
    ],
    "1098": ["{a} Mortgage Servicing", "{a} Home Loans", "{a} Bank, N.A.", "{a} Mortgage Company"],
    "property-tax-bill": [
        "{c} County Treasurer",
        "Town of {c}",
        "{c} County Tax Collector",
        "City of {c}",
        "{c} Township",
    ],
    "bank-statement": ["{a} Savings Bank", "{a} Community Bank", "{a} National Bank", "{a} Federal Credit Union"],
    "credit-card-statement": ["{a} Card Services", "{a} Bank Card", "{a} Financial", "{a} Rewards Visa"],
    "utility-bill": [
        "{a} Electric Cooperative",
        "{c} Water & Sewer",
        "{a} Gas Company",
        "{a} Power & Light",
        "{c} Public Utilities",
    ],
    "insurance-declarations": [
        "{a} Mutual Insurance Co",
        "{a} Casualty Company",
        "{a} Indemnity Insurance",
        "{a} Fire & Marine Ins. Co",
    ],
    "lease": ["{a} Property Management LLC", "{a} Apartments LP", "{a} Realty Holdings", "{a} Residential Group"],
    "invoice": [
        "{a} Plumbing & Heating",
        "{a} Office Supply",
        "{a} Landscaping LLC",
        "{a} IT Solutions Inc",
        "{a} Electric Contractors",
    ],
    "": ["{a} Bank", "{a} Health Plan", "{a} Wireless", "{a} Insurance Agency", "{c} County Clerk"],
}
STATES = ["Ohio", "Oregon", "Georgia", "Illinois", "Maine", "Arizona"]
COUNTIES = ["Marion", "Clark", "Lake", "Franklin", "Washington", "Jefferson", "Polk", "Hamilton"]

# --- titles per docType ----------------------------------------------------------------------------------

TITLES: dict[str, list[str]] = {
    "W-2": [
        "Form W-2 Wage and Tax Statement",
        "WAGE AND TAX STATEMENT",
        "W-2 Wage & Tax Statement",
        "Copy B - To Be Filed With Employee's FEDERAL Tax Return (Form W-2)",
        "Form W-2  Copy C",
        "Employee W-2 Statement",
    ],
    "W-2c": [
        "Form W-2c Corrected Wage and Tax Statement",
        "CORRECTED WAGE AND TAX STATEMENT (W-2c)",
        "W-2c Corrected Wage & Tax Statement",
        "Form W-2c - Copy B Corrected",
    ],
    "1099-INT": [
        "Form 1099-INT Interest Income",
        "INTEREST INCOME  Form 1099-INT",
        "1099-INT Statement",
        "Tax Information: Form 1099-INT Interest Income",
    ],
    "1099-DIV": [
        "Form 1099-DIV Dividends and Distributions",
        "DIVIDENDS AND DISTRIBUTIONS 1099-DIV",
        "1099-DIV Tax Reporting Statement",
        "Form 1099-DIV  Copy B for Recipient",
    ],
    "1099-NEC": [
        "Form 1099-NEC Nonemployee Compensation",
        "NONEMPLOYEE COMPENSATION  Form 1099-NEC",
        "1099-NEC Copy B For Recipient",
        "Form 1099-NEC Statement of Payments",
    ],
    "1099-R": [
        "Form 1099-R Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs",
        "1099-R DISTRIBUTIONS FROM PENSIONS, ANNUITIES, IRAs",
        "Form 1099-R  Copy B",
        "Retirement Plan Distribution Statement - Form 1099-R",
    ],
    "1099-G": [
        "Form 1099-G Certain Government Payments",
        "CERTAIN GOVERNMENT PAYMENTS  1099-G",
        "1099-G Statement for Recipients",
        "Form 1099-G  Copy B For Recipient",
    ],
    "1098": [
        "Form 1098 Mortgage Interest Statement",
        "MORTGAGE INTEREST STATEMENT  Form 1098",
        "Annual Mortgage Statement / Form 1098",
        "1098 Mortgage Interest Statement - Copy B",
    ],
    "property-tax-bill": [
        "Real Estate Tax Bill",
        "PROPERTY TAX STATEMENT",
        "Annual Real Property Tax Notice",
        "Secured Property Tax Bill",
        "Tax Bill - Real Property",
        "REAL ESTATE TAX NOTICE",
    ],
    "pay-stub": [
        "Earnings Statement",
        "PAY STATEMENT",
        "Statement of Earnings and Deductions",
        "Payroll Advice",
        "Pay Stub",
        "EARNINGS STATEMENT - NON-NEGOTIABLE",
    ],
    "bank-statement": [
        "Account Statement",
        "CHECKING ACCOUNT STATEMENT",
        "Statement of Account",
        "Savings Statement",
        "Your Monthly Statement",
        "PERSONAL CHECKING",
    ],
    "credit-card-statement": [
        "Credit Card Statement",
        "MONTHLY BILLING STATEMENT",
        "Account Summary",
        "Visa Signature Statement",
        "Your Card Statement",
        "CARDMEMBER STATEMENT",
    ],
    "utility-bill": [
        "Utility Bill",
        "ELECTRIC SERVICE STATEMENT",
        "Your Water Bill",
        "Statement for Gas Service",
        "Monthly Service Bill",
        "ACCOUNT STATEMENT - UTILITY SERVICES",
    ],
    "insurance-declarations": [
        "Declarations Page",
        "POLICY DECLARATIONS",
        "Homeowners Policy Declarations",
        "Auto Policy Declarations",
        "Renewal Declarations",
        "DWELLING FIRE DECLARATIONS",
    ],
    "lease": [
        "Residential Lease Agreement",
        "LEASE AGREEMENT",
        "Apartment Lease",
        "Rental Agreement",
        "RESIDENTIAL TENANCY AGREEMENT",
        "Lease Contract",
    ],
    "invoice": ["Invoice", "INVOICE", "Service Invoice", "Tax Invoice", "Bill To / Invoice", "STATEMENT OF CHARGES"],
}

LOOKALIKES = [
    "privacy-notice",
    "explanation-of-benefits",
    "payment-receipt",
    "change-in-terms",
    "shareholder-meeting-notice",
    "escrow-analysis",
    "pre-approved-offer",
    "jury-summons",
    "annual-plan-notice",
    "service-outage-notice",
]
LOOKALIKE_TITLES: dict[str, str] = {
    "privacy-notice": "FACTS: What Does {i} Do With Your Personal Information?",
    "explanation-of-benefits": "Explanation of Benefits - THIS IS NOT A BILL",
    "payment-receipt": "Payment Confirmation",
    "change-in-terms": "Important Notice: Changes to Your Account Terms",
    "shareholder-meeting-notice": "Notice of Annual Meeting of Shareholders",
    "escrow-analysis": "Annual Escrow Account Disclosure Statement",
    "pre-approved-offer": "You're Pre-Approved! Limited Time Offer",
    "jury-summons": "Summons for Jury Service",
    "annual-plan-notice": "Annual Notice of Changes to Your Plan",
    "service-outage-notice": "Notice of Planned Service Interruption",
}

# --- wordings per field as issuers print them ------------------------------------------------------------

_BANKISH = {
    "account_last4": [
        "Account Number",
        "Acct. No.",
        "Account ending in",
        "ACCOUNT #",
        "Card Number",
        "Account",
        "Acct #",
        "Primary Account",
    ],
}
LABELS: dict[str, list[str]] = {
    # tax forms: the box wordings (the box number is added by BOX_STYLES)
    "W-2:box1_wages": [
        "Wages, tips, other compensation",
        "Wages, tips, other comp.",
        "WAGES TIPS OTHER COMP",
        "Federal wages",
        "Wages, tips & other comp",
    ],
    "W-2:box2_federal_tax_withheld": [
        "Federal income tax withheld",
        "Fed income tax w/h",
        "FEDERAL INCOME TAX WITHHELD",
        "Federal tax withheld",
        "Fed. Inc. Tax",
    ],
    "W-2:box3_social_security_wages": ["Social security wages", "SS wages", "SOCIAL SECURITY WAGES", "Soc. sec. wages"],
    "W-2:box4_social_security_tax": [
        "Social security tax withheld",
        "SS tax w/h",
        "SOCIAL SECURITY TAX WITHHELD",
        "Soc. sec. tax withheld",
    ],
    "W-2:box5_medicare_wages": [
        "Medicare wages and tips",
        "Medicare wages",
        "MEDICARE WAGES AND TIPS",
        "Medicare wages & tips",
    ],
    "W-2:box6_medicare_tax": ["Medicare tax withheld", "Medicare tax w/h", "MEDICARE TAX WITHHELD", "Medicare tax"],
    "W-2:box17_state_income_tax": ["State income tax", "St. income tax", "STATE INCOME TAX", "State tax withheld"],
    "1099-INT:box1_interest_income": ["Interest income", "INTEREST INCOME", "Interest paid", "Taxable interest"],
    "1099-DIV:box1a_total_ordinary_dividends": [
        "Total ordinary dividends",
        "Ordinary dividends",
        "TOTAL ORDINARY DIVIDENDS",
        "Ordinary divs (total)",
    ],
    "1099-DIV:box1b_qualified_dividends": [
        "Qualified dividends",
        "QUALIFIED DIVIDENDS",
        "Qualified divs",
        "Qualified dividend income",
    ],
    "1099-DIV:box2a_total_capital_gain": [
        "Total capital gain distr.",
        "Total capital gain distributions",
        "TOTAL CAPITAL GAIN DISTR",
        "Cap gain distributions",
    ],
    "1099-NEC:box1_nonemployee_compensation": [
        "Nonemployee compensation",
        "NONEMPLOYEE COMPENSATION",
        "Nonemployee comp.",
        "Non-employee compensation",
    ],
    "1099-R:box1_gross_distribution": [
        "Gross distribution",
        "GROSS DISTRIBUTION",
        "Gross distr.",
        "Total gross distribution",
    ],
    "1099-R:box2a_taxable_amount": ["Taxable amount", "TAXABLE AMOUNT", "Taxable amt", "Taxable portion"],
    "1099-R:box7_distribution_code": ["Distribution code(s)", "DIST CODE", "Distribution code", "Dist. code(s)"],
    "1099-G:box1_unemployment_compensation": [
        "Unemployment compensation",
        "UNEMPLOYMENT COMPENSATION",
        "Unemployment comp.",
        "Unemployment benefits paid",
    ],
    "1099-G:box2_state_local_tax_refund": [
        "State or local income tax refunds, credits, or offsets",
        "STATE/LOCAL TAX REFUND",
        "State or local refunds",
        "Tax refund or credit",
    ],
    "1099-G:box3_tax_year_of_refund": [
        "Box 2 amount is for tax year",
        "TAX YEAR OF REFUND",
        "Refund for tax year",
        "Year of refund",
    ],
    "1099-G:box11_state_income_tax_withheld": [
        "State income tax withheld",
        "STATE TAX WITHHELD",
        "State tax w/h",
        "State withholding",
    ],
    "box4_federal_tax_withheld": [
        "Federal income tax withheld",
        "FED INCOME TAX WITHHELD",
        "Fed. tax withheld",
        "Federal withholding",
        "Backup/federal tax withheld",
    ],
    "1098:box1_mortgage_interest": [
        "Mortgage interest received from payer(s)/borrower(s)",
        "MORTGAGE INTEREST",
        "Mortgage interest received",
        "Interest received from borrower",
    ],
    "1098:box2_outstanding_principal": [
        "Outstanding mortgage principal",
        "OUTSTANDING PRINCIPAL",
        "Outstanding mortgage principal as of 1/1",
        "Principal outstanding",
    ],
    "1098:box10_property_tax": ["Real estate taxes", "Property tax", "REAL ESTATE TAXES PAID", "Other - taxes paid"],
    # names and identifiers of tax forms
    "W-2:employer_name": [
        "Employer's name, address, and ZIP code",
        "EMPLOYER",
        "c Employer's name",
        "Employer name/address",
    ],
    "W-2:employer_ein": [
        "Employer identification number (EIN)",
        "EMPLOYER ID NO",
        "b Employer ID number",
        "Federal EIN",
        "Employer's FED ID number",
        "EIN",
    ],
    "W-2:employee_name": [
        "Employee's first name and initial, last name",
        "EMPLOYEE",
        "e Employee's name",
        "Employee name/address",
    ],
    "payer_name": [
        "PAYER'S name, street address, city or town",
        "Payer",
        "PAYER NAME",
        "Payer's name and address",
        "Paid by",
        "Issuer",
    ],
    "payer_tin": [
        "PAYER'S TIN",
        "Payer's federal ID no.",
        "PAYER TIN",
        "Payer's Federal Identification Number",
        "Federal ID",
        "Payer's TIN",
    ],
    "recipient_name": [
        "RECIPIENT'S name",
        "Recipient",
        "RECIPIENT NAME",
        "Recipient's name, address",
        "Paid to",
        "Account holder",
    ],
    "1098:lender_name": ["RECIPIENT'S/LENDER'S name, street address", "Lender", "LENDER NAME", "Mortgage servicer"],
    "1098:borrower_name": ["PAYER'S/BORROWER'S name", "Borrower", "BORROWER NAME", "Borrower(s)"],
    "tax_year": ["Tax Year", "For calendar year", "TAX YEAR", "Year", "Reporting year", "Calendar Year"],
    # property tax
    "property-tax-bill:parcel_number": [
        "Parcel Number",
        "PIN",
        "Parcel ID",
        "Tax Map No.",
        "PARCEL NO.",
        "Property ID",
        "Assessor's Parcel No.",
        "Map/Lot",
    ],
    "property-tax-bill:owner_name": [
        "Owner",
        "OWNER OF RECORD",
        "Property Owner",
        "Taxpayer",
        "Assessed To",
        "Owner Name",
    ],
    "property-tax-bill:total_tax": [
        "Total Tax",
        "TOTAL TAXES DUE",
        "Total Amount of Tax",
        "Net Tax Due",
        "Total Annual Tax",
        "TOTAL TAX BILLED",
    ],
    "property-tax-bill:due_date": [
        "Due Date",
        "PAY BY",
        "Payment Due",
        "Last Day to Pay Without Penalty",
        "DUE ON OR BEFORE",
        "Delinquent After",
    ],
    "property-tax-bill:jurisdiction_name": ["Taxing Authority", "Issued by", "Collector", "TAXING DISTRICT"],
    # pay stub
    "pay-stub:employee_name": ["Employee", "EMPLOYEE NAME", "Name", "Pay To", "Associate", "Employee Name"],
    "pay-stub:employer_name": ["Company", "EMPLOYER", "Employer", "Paid by"],
    "pay-stub:pay_date": ["Pay Date", "CHECK DATE", "Payment Date", "Date Paid", "Advice Date", "Pay Day"],
    "pay-stub:gross_pay": ["Gross Pay", "GROSS EARNINGS", "Total Gross", "Gross", "Total Earnings", "GROSS WAGES"],
    "pay-stub:net_pay": ["Net Pay", "NET CHECK", "Take Home Pay", "Net Amount", "NET DEPOSIT", "Net Paid"],
    "pay-stub:ytd_gross": [
        "YTD Gross",
        "GROSS YEAR TO DATE",
        "Year-to-Date Gross",
        "YTD Earnings",
        "Gross Pay YTD",
        "Y-T-D GROSS",
    ],
    # bank statement
    "bank-statement:account_last4": _BANKISH["account_last4"],
    "bank-statement:period_start": [
        "Statement Period From",
        "Beginning Date",
        "FROM",
        "Period Start",
        "Opening Date",
        "Statement Begins",
    ],
    "bank-statement:period_end": [
        "Statement Period To",
        "Ending Date",
        "THROUGH",
        "Period End",
        "Closing Date",
        "Statement Ends",
    ],
    "bank-statement:beginning_balance": [
        "Beginning Balance",
        "PREVIOUS BALANCE",
        "Opening Balance",
        "Balance Last Statement",
        "Starting Balance",
        "BALANCE FORWARD",
    ],
    "bank-statement:ending_balance": [
        "Ending Balance",
        "NEW BALANCE",
        "Closing Balance",
        "Balance This Statement",
        "Ending Daily Balance",
        "BALANCE AT END OF PERIOD",
    ],
    "bank-statement:interest_paid": [
        "Interest Paid",
        "INTEREST EARNED",
        "Interest Credited",
        "Interest Paid This Period",
        "Dividends Earned",
        "INTEREST THIS STATEMENT",
    ],
    "bank-statement:bank_name": ["Bank", "Financial Institution", "Member", "Issued by"],
    # card statement
    "credit-card-statement:account_last4": [
        "Account Number",
        "Card ending in",
        "ACCOUNT NO.",
        "Card No.",
        "Account ending",
        "Acct Ending",
    ],
    "credit-card-statement:closing_date": [
        "Closing Date",
        "STATEMENT CLOSING DATE",
        "Statement Date",
        "Billing Cycle Ends",
        "Closing Date of Billing Cycle",
        "CYCLE CLOSE",
    ],
    "credit-card-statement:new_balance": [
        "New Balance",
        "NEW BALANCE TOTAL",
        "Statement Balance",
        "Balance Due",
        "Total New Balance",
        "CURRENT BALANCE",
    ],
    "credit-card-statement:minimum_payment": [
        "Minimum Payment Due",
        "MINIMUM AMOUNT DUE",
        "Minimum Due",
        "Min. Payment",
        "Minimum Payment",
        "MIN PAYMENT DUE",
    ],
    "credit-card-statement:payment_due_date": [
        "Payment Due Date",
        "PAYMENT DUE",
        "Due Date",
        "Pay By",
        "Payment Due On",
        "DUE BY",
    ],
    "credit-card-statement:issuer_name": ["Issuer", "Card Issuer", "Issued by", "Provided by"],
    # utility
    "utility-bill:account_number": [
        "Account Number",
        "ACCOUNT NO.",
        "Acct #",
        "Customer Account",
        "Service Account",
        "Account ID",
    ],
    "utility-bill:billing_date": [
        "Bill Date",
        "STATEMENT DATE",
        "Billing Date",
        "Date Issued",
        "Date Mailed",
        "Bill Issued",
    ],
    "utility-bill:amount_due": [
        "Amount Due",
        "TOTAL AMOUNT DUE",
        "Please Pay",
        "Total Due",
        "Pay This Amount",
        "AMOUNT NOW DUE",
    ],
    "utility-bill:due_date": ["Due Date", "PAYMENT DUE DATE", "Please Pay By", "Due By", "Pay On or Before", "DUE"],
    "utility-bill:utility_name": ["Service Provider", "Utility", "Provider", "Billed by"],
    # insurance
    "insurance-declarations:policy_number": [
        "Policy Number",
        "POLICY NO.",
        "Policy #",
        "Pol. No.",
        "Policy ID",
        "POLICY",
    ],
    "insurance-declarations:named_insured": [
        "Named Insured",
        "INSURED",
        "Named Insured(s)",
        "Policyholder",
        "Insured Name",
        "FIRST NAMED INSURED",
    ],
    "insurance-declarations:effective_date": [
        "Effective Date",
        "POLICY PERIOD FROM",
        "Policy Effective",
        "Coverage Begins",
        "Eff. Date",
        "INCEPTION",
    ],
    "insurance-declarations:expiration_date": [
        "Expiration Date",
        "POLICY PERIOD TO",
        "Policy Expires",
        "Coverage Ends",
        "Exp. Date",
        "EXPIRATION",
    ],
    "insurance-declarations:annual_premium": [
        "Annual Premium",
        "TOTAL POLICY PREMIUM",
        "Total Premium",
        "Full Term Premium",
        "Premium (12 months)",
        "TOTAL ANNUAL PREMIUM",
    ],
    "insurance-declarations:insurer_name": ["Insurer", "Company", "Insuring Company", "Underwritten by"],
    # lease
    "lease:landlord_name": ["Landlord", "LESSOR", "Owner/Agent", "Landlord/Manager", "Owner", "LANDLORD"],
    "lease:tenant_name": ["Tenant", "LESSEE", "Resident", "Tenant(s)", "Occupant", "RESIDENT(S)"],
    "lease:monthly_rent": [
        "Monthly Rent",
        "RENT PER MONTH",
        "Base Rent",
        "Rent",
        "Monthly Installment",
        "MONTHLY RENTAL",
    ],
    "lease:security_deposit": [
        "Security Deposit",
        "DEPOSIT",
        "Damage Deposit",
        "Security",
        "Deposit Held",
        "SECURITY DEPOSIT AMOUNT",
    ],
    "lease:start_date": ["Lease Start", "COMMENCEMENT DATE", "Move-In Date", "Term Begins", "Start Date", "BEGINNING"],
    "lease:end_date": ["Lease End", "TERMINATION DATE", "Move-Out Date", "Term Ends", "End Date", "ENDING"],
    # invoice
    "invoice:invoice_number": ["Invoice Number", "INVOICE #", "Invoice No.", "Inv #", "Reference No.", "INV NO"],
    "invoice:invoice_date": ["Invoice Date", "DATE", "Date of Invoice", "Inv. Date", "Date Issued", "BILLING DATE"],
    "invoice:total_due": ["Total Due", "BALANCE DUE", "Amount Due", "Total", "Please Pay", "TOTAL AMOUNT DUE"],
    "invoice:vendor_name": ["From", "Vendor", "Remit To", "Payee"],
}
# distractor labels and amounts each docType prints beside its fields (wordings only: never a field)
DISTRACTORS: dict[str, list[str]] = {
    "W-2": [
        "Social security tips",
        "Allocated tips",
        "Dependent care benefits",
        "Nonqualified plans",
        "State wages, tips, etc.",
        "Local wages, tips, etc.",
        "Local income tax",
        "Code DD",
    ],
    "1099": [
        "State tax withheld (other state)",
        "Investment expenses",
        "Foreign tax paid",
        "Tax-exempt interest",
        "Early withdrawal penalty",
        "Section 199A dividends",
        "Excess golden parachute payments",
        "Market discount",
    ],
    "1098": ["Mortgage insurance premiums", "Points paid on purchase", "Refund of overpaid interest", "Escrow balance"],
    "property-tax-bill": [
        "Assessed Value - Land",
        "Assessed Value - Improvements",
        "Homestead Exemption",
        "Penalty After Due Date",
        "School District Levy",
        "County General Levy",
    ],
    "pay-stub": [
        "Federal Income Tax",
        "Social Security",
        "Medicare",
        "State Income Tax",
        "401(k)",
        "Medical Pre-Tax",
        "Dental",
        "Regular Hours",
    ],
    "bank-statement": [
        "Deposits and Other Credits",
        "Withdrawals and Other Debits",
        "Checks Paid",
        "Service Charges",
        "Average Daily Balance",
        "ATM Withdrawals",
    ],
    "credit-card-statement": [
        "Previous Balance",
        "Payments, Credits",
        "Purchases",
        "Cash Advances",
        "Fees Charged",
        "Interest Charged",
        "Credit Limit",
        "Available Credit",
    ],
    "utility-bill": [
        "Previous Balance",
        "Payment Received",
        "Current Charges",
        "Customer Charge",
        "Energy Charge",
        "Fuel Adjustment",
        "Taxes and Fees",
        "Late Fee",
    ],
    "insurance-declarations": [
        "Dwelling Coverage A",
        "Other Structures B",
        "Personal Property C",
        "Loss of Use D",
        "Personal Liability E",
        "Deductible",
        "Policy Fee",
        "Bodily Injury Liability",
    ],
    "lease": ["Late Fee", "Pet Deposit", "Parking Fee", "Application Fee", "Key Deposit", "Utilities"],
    "invoice": [
        "Subtotal",
        "Sales Tax",
        "Shipping",
        "Discount",
        "Labor",
        "Materials",
        "Amount Paid",
        "Previous Balance",
    ],
    "": [
        "Amount Billed",
        "Plan Paid",
        "You May Owe",
        "Amount Paid",
        "Confirmation Total",
        "Annual Fee",
        "Escrow Payment",
        "Shortage",
    ],
}


def label_pool(doc_type: str, f: str) -> list[str]:
    """A field's wordings: the docType's own (a W-2c prints a W-2's), else the field's shared ones."""
    for key in (f"{doc_type}:{f}", f"W-2:{f}" if doc_type == "W-2c" else "", f):
        if key in LABELS:
            return LABELS[key]
    raise KeyError(f"{doc_type}:{f}")


def all_pools() -> dict[str, list[str]]:
    """Every pool the grammar draws from, by name (each split between the halves by `members`)."""
    pools: dict[str, list[str]] = {
        "fonts": FONTS,
        "money": MONEY_STYLES,
        "negative": NEGATIVE_STYLES,
        "dates": DATE_STYLES,
        "names": NAME_STYLES,
        "label-cases": LABEL_CASES,
        "colons": COLON_STYLES,
        "letterheads": LETTERHEADS,
        "parties": PARTIES,
        "kv": KV_STYLES,
        "tables": TABLE_STYLES,
        "summaries": SUMMARY_STYLES,
        "furniture": FURNITURE,
        "tax-layouts": TAX_LAYOUTS,
        "box-styles": BOX_STYLES,
        "year-styles": YEAR_STYLES,
        "account-styles": ACCOUNT_STYLES,
        "notices": NOTICES,
        "total-placements": TOTAL_PLACEMENTS,
        "panel-places": PANEL_PLACES,
        "stubs": STUB_STYLES,
        "back-pages": BACK_PAGES,
        "letter-openings": LETTER_OPENINGS,
        "letter-closings": LETTER_CLOSINGS,
        "block-orders": BLOCK_ORDERS,
        "back-text": BACK_TEXT,
        "title-styles": TITLE_STYLES,
        "lookalikes": LOOKALIKES,
    }
    pools.update({f"labels:{k}": v for k, v in LABELS.items()})
    pools.update({f"wordings:{k}": v for k, v in WORDINGS.items()})
    pools.update({f"prose:{k}": v for k, v in PROSE.items()})
    pools.update({f"titles:{k}": v for k, v in TITLES.items()})
    pools.update({f"issuers:{k}": v for k, v in ISSUER_KINDS.items()})
    pools.update({f"distractors:{k}": v for k, v in DISTRACTORS.items()})
    return pools


# --- values ------------------------------------------------------------------------------------------------


def money_text(value: Decimal, style: str, negative_style: str) -> str:
    """`value` printed in a style of MONEY_STYLES (or NEGATIVE_STYLES when it is below zero)."""
    mag = abs(value)
    grouped, plain = f"{mag:,.2f}", f"{mag:.2f}"
    if value < 0:
        return negative_style.replace("1,234.56", grouped)
    return style.replace("1,234.56", grouped).replace("1234.56", plain)


_MONTH_NAMES = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def date_text(d: date, style: str) -> str:
    """`d` printed in a style of DATE_STYLES (the style's example is 31 January 2025)."""
    month = _MONTH_NAMES[d.month - 1]
    return {
        "01/31/2025": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "January 31, 2025": f"{month} {d.day}, {d.year}",
        "2025-01-31": d.isoformat(),
        "31-JAN-2025": f"{d.day:02d}-{month[:3].upper()}-{d.year}",
        "1/31/2025": f"{d.month}/{d.day}/{d.year}",
        "Jan 31, 2025": f"{month[:3]} {d.day}, {d.year}",
        "01/31/25": f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}",
        "31 January 2025": f"{d.day} {month} {d.year}",
        "JAN 31 2025": f"{month[:3].upper()} {d.day:02d} {d.year}",
        "Jan. 31, 2025": f"{month[:3]}. {d.day}, {d.year}",
        "1/31/25": f"{d.month}/{d.day}/{d.year % 100:02d}",
        "31 Jan 2025": f"{d.day} {month[:3]} {d.year}",
    }[style]


def name_text(first: str, middle: str, last: str, style: str) -> str:
    natural = " ".join(p for p in (first, middle, last) if p)
    given = " ".join(p for p in (first, middle) if p)
    return {
        "natural": natural,
        "CAPS": natural.upper(),
        "LAST, FIRST": f"{last}, {given}",
        "LAST, FIRST caps": f"{last}, {given}".upper(),
    }[style]


def matches(doc_type: str, f: str, got: str, want: str) -> bool:
    """The harvested `got` is the truth `want` as the probe reads it: the probe's own comparison
    (harness/scoring/probe.py field_matches; equal, or money with `want` among its readings, a date on
    `want`'s day, a name up to case and order)."""
    row = ProbeGroundTruthRow(document="page.pdf", field=f, expected=want)
    return field_matches(DOC_TYPES.get(doc_type, {}).get(f), got, row)


# --- the document --------------------------------------------------------------------------------------------


@dataclass
class BlindDoc:
    """One document of the grammar: its name, half, docType ("" for a lookalike), the fields it prints
    (normalized as the probe compares them), each field as printed and the block variant printing it, and
    its pages as drawing operations."""

    name: str
    half: str
    doc_type: str
    fields: dict[str, str] = field(default_factory=dict)
    printed: dict[str, str] = field(default_factory=dict)
    where: dict[str, str] = field(default_factory=dict)
    sheet: Sheet | None = None

    def pdf(self) -> bytes:
        assert self.sheet is not None
        return self.sheet.pdf()


BlindPage = BlindDoc

TAX_TYPES = ["W-2", "W-2c", "1099-INT", "1099-DIV", "1099-NEC", "1099-R", "1099-G", "1098"]
DOCS = [
    *TAX_TYPES,
    "property-tax-bill",
    "pay-stub",
    "bank-statement",
    "credit-card-statement",
    "utility-bill",
    "insurance-declarations",
    "lease",
    "invoice",
]
ISSUER_FIELD = {
    "W-2": "employer_name",
    "W-2c": "employer_name",
    "1098": "lender_name",
    "property-tax-bill": "jurisdiction_name",
    "pay-stub": "employer_name",
    "bank-statement": "bank_name",
    "credit-card-statement": "issuer_name",
    "utility-bill": "utility_name",
    "insurance-declarations": "insurer_name",
    "lease": "landlord_name",
    "invoice": "vendor_name",
}
PARTY_FIELD = {
    "W-2": "employee_name",
    "W-2c": "employee_name",
    "1098": "borrower_name",
    "property-tax-bill": "owner_name",
    "pay-stub": "employee_name",
    "insurance-declarations": "named_insured",
    "lease": "tenant_name",
}
for _t in TAX_TYPES[2:7]:
    ISSUER_FIELD[_t], PARTY_FIELD[_t] = "payer_name", "recipient_name"


class Composer:
    """Draws one document from its half's pools with its own random.Random."""

    def __init__(self, rng: random.Random, half: str, doc: BlindDoc) -> None:
        self.rng, self.half, self.doc = rng, half, doc
        family = self.pick(FONTS)
        self.sheet = Sheet(family, rng.choice([7.5, 8.0, 8.5, 9.0, 9.5]))
        doc.sheet = self.sheet
        self.money_style = self.pick(MONEY_STYLES)
        self.negative_style = self.pick(NEGATIVE_STYLES)
        self.date_style = self.pick(DATE_STYLES)
        self.name_style = self.pick(NAME_STYLES)
        self.label_case = self.pick(LABEL_CASES)
        colon = self.pick(COLON_STYLES)
        self.colon = {"colon": ":", "none": "", "none-bold": "", "colon-space-before": " :"}[colon]
        self.bold_labels = colon == "none-bold" or self.label_case == "as-is-bold"

    def pick(self, pool: Sequence[str]) -> str:
        return self.rng.choice(members(pool, self.half))

    def word(self, name: str, **values: str) -> str:
        """A wording of WORDINGS[name] from the half's members, its {blanks} filled."""
        return self.pick(WORDINGS[name]).format(**values)

    def header(self, name: str) -> list[str]:
        return self.word(name).split("|")

    # values
    def money(self, lo: float, hi: float) -> Decimal:
        return Decimal(f"{self.rng.uniform(lo, hi):.2f}")

    def mtext(self, v: Decimal) -> str:
        return money_text(v, self.money_style, self.negative_style)

    def dtext(self, d: date) -> str:
        return date_text(d, self.date_style)

    def person(self) -> tuple[str, str]:
        """A person's name: (natural order, as printed in the document's name style)."""
        first, last = self.rng.choice(PEOPLE_FIRST), self.rng.choice(PEOPLE_LAST)
        middle = self.rng.choice(
            ["", "", f"{chr(65 + self.rng.randrange(26))}", f"{chr(65 + self.rng.randrange(26))}."]
        )
        extra = self.rng.random()
        if extra < 0.08:  # a double-barrelled surname
            last = f"{last}-{self.rng.choice(PEOPLE_LAST)}"
        elif extra < 0.14:  # a suffix, which stays with the surname ("Reyes Jr., Samuel")
            last = f"{last} {self.rng.choice(['Jr.', 'Sr.', 'III', 'II'])}"
        natural = " ".join(p for p in (first, middle, last) if p)
        return natural, name_text(first, middle, last, self.name_style)

    def company(self, doc_type: str) -> str:
        kind = self.pick(ISSUER_KINDS["W-2" if doc_type == "W-2c" else doc_type])
        return kind.format(a=self.rng.choice(COMPANY_A), s=self.rng.choice(STATES), c=self.rng.choice(COUNTIES))

    def label(self, doc_type: str, f: str) -> str:
        return self.case(self.pick(label_pool(doc_type, f)))

    def case(self, s: str) -> str:
        if self.label_case == "upper":
            return s.upper()
        if self.label_case == "title" and not s.isupper():  # every word capitalized
            return " ".join(w[:1].upper() + w[1:] for w in s.split(" "))
        return s

    def put(self, f: str, want: str, printed: str, where: str) -> None:
        self.doc.fields[f], self.doc.printed[f], self.doc.where[f] = want, printed, where

    def address(self) -> tuple[str, str]:
        return f"{self.rng.randrange(10, 9900)} {self.rng.choice(STREETS)}", self.rng.choice(CITIES)

    # blocks -------------------------------------------------------------------------------------------------
    def letterhead(self, name: str, extra: str = "") -> tuple[str, str]:
        """The issuer's letterhead; returns the variant and the name as printed."""
        s, rng = self.sheet, self.rng
        style = self.pick(LETTERHEADS)
        street, city = self.address()
        phone = f"({rng.randrange(200, 989)}) {rng.randrange(200, 989)}-{rng.randrange(1000, 9999)}"
        fax = f"{phone[:-4]}{rng.randrange(1000, 9999)}"
        contact = self.word("contact", p=phone, w=name.split()[0].lower(), f=fax)
        big = s.size + rng.choice([4, 6, 8])
        top = s.top
        if style == "left-stack":
            s.text(LEFT, top, name, big, True)
            s.text(LEFT, top + big + 2, street)
            s.text(LEFT, top + big + 2 + s.size * 1.3, city)
            s.text(LEFT, top + big + 2 + s.size * 2.6, contact)
            s.top = top + big + s.size * 4
        elif style == "centered-caps":
            s.text(306, top, name.upper(), big, True, "c")
            s.text(306, top + big + 2, f"{street} * {city}", align="c")
            s.text(306, top + big + 2 + s.size * 1.3, contact, align="c")
            s.top = top + big + s.size * 3.2
        elif style == "right-stack":
            s.text(RIGHT_EDGE, top, name, big, True, "r")
            s.text(RIGHT_EDGE, top + big + 2, street, align="r")
            s.text(RIGHT_EDGE, top + big + 2 + s.size * 1.3, city, align="r")
            s.text(RIGHT_EDGE, top + big + 2 + s.size * 2.6, contact, align="r")
            s.top = top + big + s.size * 4
        elif style == "shaded-band":
            s.rect(LEFT - 6, top - big, RIGHT_EDGE - LEFT + 12, big + s.size * 2.2, 0.85, False)
            s.text(LEFT, top, name, big, True)
            s.text(RIGHT_EDGE, top, contact, align="r")
            s.text(LEFT, top + s.size * 1.4, f"{street}, {city}")
            s.top = top + s.size * 3.6
        elif style == "boxed-wordmark":
            initials = "".join(w[0] for w in name.split()[:3]).upper()
            s.rect(LEFT, top - big, big * 2.4, big * 1.6)
            s.text(LEFT + big * 1.2, top, initials, big, True, "c")
            s.text(LEFT + big * 2.8, top - big * 0.3, name, s.size + 2, True)
            s.text(LEFT + big * 2.8, top + s.size, f"{street}, {city}  {contact}", s.size - 1)
            s.top = top + big * 1.6 + 6
        elif style == "rule-under":
            s.text(LEFT, top, name, big, True)
            s.text(RIGHT_EDGE, top, contact, s.size - 1, align="r")
            s.line(LEFT, top + 5, RIGHT_EDGE, 1.4)
            s.text(LEFT, top + 5 + s.size * 1.4, f"{street}  |  {city}", s.size - 1)
            s.top = top + s.size * 4
        elif style == "split-name-left-contact-right":
            s.text(LEFT, top, name, big, True)
            s.text(RIGHT_EDGE, top - big + s.size, street, s.size - 1, align="r")
            s.text(RIGHT_EDGE, top - big + s.size * 2.2, city, s.size - 1, align="r")
            s.text(RIGHT_EDGE, top - big + s.size * 3.4, contact, s.size - 1, align="r")
            s.top = top + s.size * 3.6
        else:  # initials-mark: a big wordmark of initials over the name, small
            initials = "".join(w[0] for w in name.split()[:3]).upper()
            s.text(LEFT, top + 4, initials, big + 10, True)
            s.text(LEFT, top + big + 8, name, s.size + 1, True)
            s.text(LEFT, top + big + 8 + s.size * 1.3, f"{street}, {city}")
            s.text(LEFT, top + big + 8 + s.size * 2.6, contact)
            s.top = top + big + s.size * 5
        if extra:
            s.text(RIGHT_EDGE, s.top, extra, s.size - 1, align="r")
            s.top += s.size * 1.5
        return style, name.upper() if style == "centered-caps" else name

    def title(self, text: str) -> None:
        s = self.sheet
        style = self.pick(TITLE_STYLES)
        align = {"left": "l", "centered": "c", "right-ruled": "r", "left-ruled": "l"}[style]
        x = {"l": LEFT, "c": 306.0, "r": RIGHT_EDGE}[align]
        size = s.size + self.rng.choice([3, 5, 7])
        size = min(size, (RIGHT_EDGE - LEFT) / s.w(text, 1, True))  # a long title set smaller
        s.ensure(size * 2)
        s.top += size
        s.text(x, s.top, text, size, True, align)
        if style.endswith("-ruled"):
            s.line(LEFT, s.top + 4, RIGHT_EDGE, 0.8)
        s.top += size * 0.9

    def party(self, printed: str, caption: str = "") -> tuple[str, str]:
        """The addressee's block (name, address); returns the variant and the name as printed."""
        s = self.sheet
        style = self.pick(PARTIES)
        street, city = self.address()
        lines = [
            printed,
            street.upper() if style == "caps-block" else street,
            city.upper() if style == "caps-block" else city,
        ]
        if style == "caps-block":
            lines[0] = printed.upper() if printed.upper() != printed else printed
        s.ensure(s.size * 7)
        top = s.top + s.size * 1.2
        x = {
            "window-left": LEFT + 20,
            "right-column": 340.0,
            "boxed-left": LEFT + 8,
            "below-title": LEFT,
            "attention-line": LEFT,
            "caps-block": LEFT + 30,
        }[style]
        if style == "boxed-left":
            s.rect(LEFT, top - s.size * 1.3, 230, s.size * 5.2)
        if caption and style in ("below-title", "right-column", "boxed-left"):
            s.text(x, top, caption, s.size - 1, True)
            top += s.size * 1.3
        if style == "attention-line":
            lines[0] = f"{self.word('attention')} {printed}"
        for i, ln in enumerate(lines):
            s.text(x, top + i * s.size * 1.3, ln)
        s.top = top + len(lines) * s.size * 1.3 + s.size * 0.8
        return style, lines[0] if style != "attention-line" else printed

    def kv(
        self,
        items: list[tuple[str, str]],
        style: str | None = None,
        cols: int | None = None,
        x0: float = LEFT,
        x1: float = RIGHT_EDGE,
    ) -> str:
        """A key-value panel of (label, value) in 1-3 columns between x0 and x1; returns the variant."""
        s, rng = self.sheet, self.rng
        style = style or self.pick(KV_STYLES)
        cols = cols or rng.choice([1, 1, 2, 2, 3]) if len(items) > 2 else 1
        if x1 - x0 < 300:
            cols = 1
        if style in ("leaders", "label-right", "two-line-label-right-value"):
            cols = min(cols, 2)
        if style == "header-strip":
            cols = min(len(items), 4 if x1 - x0 > 300 else 2)
        while cols > 1 and not self.fits(items, style, (x1 - x0) / cols):
            cols -= 1  # a label and its value never run into the next column
        colw = (x1 - x0) / cols
        rows = [items[i : i + cols] for i in range(0, len(items), cols)]
        step = s.size * (
            2.6
            if style
            in (
                "label-above",
                "label-below",
                "boxed-cells",
                "caps-above-shaded",
                "two-line-label-right-value",
                "header-strip",
            )
            else 1.5
        )
        s.ensure(step * len(rows) + s.size * 2)
        s.top += s.size
        for row in rows:
            for j, (label, value) in enumerate(row):
                x = x0 + j * colw
                top = s.top + s.size
                if style == "header-strip":  # labels across a shaded band, each value under its label
                    s.rect(x, top - s.size, colw, s.size * 1.3, 0.8, True)
                    s.rect(x, top + s.size * 0.3, colw, s.size * 1.4, None, True)
                    s.text(x + colw / 2, top, label, s.size - 2, True, "c")
                    s.text(x + colw / 2, top + s.size * 1.35, value, align="c")
                elif style == "label-right-aligned-gutter":  # labels flush right against a gutter, values left of it
                    s.text(x + colw * 0.48, top, f"{label}{self.colon}", align="r", bold=self.bold_labels)
                    s.text(x + colw * 0.5, top, value)
                elif style == "colon-left":
                    lab = f"{label}{self.colon}"
                    s.text(x, top, lab, bold=self.bold_labels)
                    s.text(x + max(s.w(lab, bold=True) + 6, colw * 0.48), top, value)
                elif style == "tab-no-colon":
                    s.text(x, top, label, bold=self.bold_labels)
                    s.text(x + colw - 14, top, value, align="r")
                elif style == "dash-separated":
                    s.text(x, top, f"{label} - {value}")
                elif style == "leaders":
                    lw = s.w(label + " ")
                    vw = s.w(value)
                    n = int((colw - 16 - lw - vw - 4) / max(s.w("."), 0.5))
                    s.text(x, top, label + " " + "." * max(3, n))
                    s.text(x + colw - 12, top, value, align="r")
                elif style == "label-right":
                    s.text(x, top, value, bold=True)
                    s.text(x + max(s.w(value, bold=True) + 8, 90), top, label, s.size - 0.5)
                elif style in ("label-above", "caps-above-shaded"):
                    lab = label.upper() if style == "caps-above-shaded" else label
                    if style == "caps-above-shaded":
                        s.rect(x, top - s.size, colw - 10, s.size * 1.25, 0.88, False)
                    s.text(x + 2, top, lab, s.size - 1.5 if style == "caps-above-shaded" else s.size - 1)
                    s.text(x + 2, top + s.size * 1.3, value, bold=True)
                elif style == "label-below":
                    s.text(x, top, value, bold=True)
                    s.line(x, top + 2.5, x + colw - 16, 0.4)
                    s.text(x, top + s.size * 1.2, label, s.size - 1.5)
                elif style == "two-line-label-right-value":
                    first, second = two_lines(label, lambda t: s.w(t, s.size - 0.5))
                    s.text(x, top, first, s.size - 0.5)
                    if second:
                        s.text(x, top + s.size * 1.1, second, s.size - 0.5)
                    s.text(x + colw - 14, top + s.size * 0.55, value, align="r", bold=True)
                else:  # boxed-cells
                    s.rect(x, top - s.size * 1.2, colw - 6, step)
                    s.text(x + 2, top - s.size * 0.2, label, s.size - 2)
                    s.text(x + colw - 12, top + s.size * 1.1, value, align="r")
            s.top += step
        s.top += s.size * 0.6
        return style

    def fits(self, items: list[tuple[str, str]], style: str, colw: float) -> bool:
        """Every (label, value) of the panel fits a column `colw` wide in `style`."""
        s = self.sheet
        for label, value in items:
            shown = label.upper() if style == "caps-above-shaded" else label
            lw, vw = s.w(f"{shown}{self.colon} ", bold=True), s.w(value, bold=True)
            if style in ("colon-left", "tab-no-colon", "dash-separated", "leaders", "label-right"):
                need = lw + vw + 28
            elif style == "label-right-aligned-gutter":
                need = 2 * max(lw, vw) + 16
            elif style == "two-line-label-right-value":
                need = max(s.w(part, s.size - 0.5) for part in two_lines(label, lambda t: s.w(t, s.size - 0.5)))
                need += vw + 30
            else:
                need = max(lw, vw) + 16
            if need > colw:
                return False
        return True

    def summary(self, items: list[tuple[str, str]], heading: str) -> str:
        s = self.sheet
        style = self.pick(SUMMARY_STYLES)
        h = s.size * (2.8 + 1.5 * len(items))
        s.ensure(h + s.size * 2)
        x0, w = (330.0, RIGHT_EDGE - 330.0) if style == "boxed-right" else (LEFT, 280.0)
        if any(s.w(label) + s.w(value, bold=True) + 24 > w for label, value in items):
            x0, w = LEFT, RIGHT_EDGE - LEFT  # long labels: the box takes the page's width
        top = s.top + s.size
        if style == "shaded-box":
            s.rect(x0, top, w, h, 0.9)
        elif style == "double-rule":
            s.line(x0, top, x0 + w, 1.5)
            s.line(x0, top + 2.5, x0 + w, 0.5)
            s.line(x0, top + h, x0 + w, 1.5)
        elif style == "boxed-right":
            s.rect(x0, top, w, h)
        else:
            s.rect(x0, top, w, s.size * 1.8, 0.2, False)
        heading = heading.upper() if style == "callout-caps" else heading
        if style == "callout-caps":
            s.pages[-1].append(("text", x0 + 6, top + s.size * 1.3, heading, s.bold, s.size + 1, "l"))
        else:
            s.text(x0 + 6, top + s.size * 1.4, heading, s.size + 1, True)
        for i, (label, value) in enumerate(items):
            t = top + s.size * (3.0 + 1.5 * i)
            s.text(x0 + 6, t, label)
            s.text(x0 + w - 8, t, value, align="r", bold=i == len(items) - 1)
        s.top = top + h + s.size * 0.8
        return style

    def sentence(self, text: str) -> None:
        """A paragraph wrapped to the page."""
        s = self.sheet
        words, line, lines = text.split(" "), "", []
        for wd in words:
            trial = f"{line} {wd}".strip()
            if s.w(trial) > RIGHT_EDGE - LEFT and line:
                lines.append(line)
                line = wd
            else:
                line = trial
        lines.append(line)
        s.ensure(len(lines) * s.size * 1.35 + s.size)
        s.top += s.size * 0.6
        for ln in lines:
            s.top += s.size * 1.35
            s.text(LEFT, s.top, ln)
        s.top += s.size * 0.6

    def table(
        self,
        header: list[str],
        rows: list[list[str]],
        aligns: str,
        total: tuple[str, str] | None = None,
        repeat: bool = True,
    ) -> str:
        """A table; running onto the next page (its header again when `repeat`), its total (label, value) placed
        as the half's TOTAL_PLACEMENTS says; returns the variant (with the total's placement when it has one)."""
        s, rng = self.sheet, self.rng
        style = self.pick(TABLE_STYLES)
        placement = self.pick(TOTAL_PLACEMENTS)
        n = len(header)
        first = 0.34 if n > 2 else 0.6
        widths = [(RIGHT_EDGE - LEFT) * first] + [(RIGHT_EDGE - LEFT) * (1 - first) / (n - 1)] * (n - 1)
        xs = [LEFT + sum(widths[:i]) for i in range(n)]
        rh = s.size * 1.5

        def cell(i: int, top: float, value: str, bold: bool = False) -> None:
            if aligns[i] == "r":
                s.text(xs[i] + widths[i] - 4, top, value, bold=bold, align="r")
            else:
                s.text(xs[i] + 3, top, value, bold=bold)

        def head() -> None:
            top = s.top + rh
            if style in ("shaded-header", "boxed-header-no-rules"):
                s.rect(LEFT, top - s.size * 1.1, RIGHT_EDGE - LEFT, rh, 0.82 if style == "shaded-header" else None)
            for i, h in enumerate(header):
                cell(i, top, h.upper() if style == "caps-dashed" else h, True)
            if style in ("underlined-header", "ruled-grid"):
                s.line(LEFT, top + 3, RIGHT_EDGE, 0.9)
            if style == "caps-dashed":
                s.line(LEFT, top + 3, RIGHT_EDGE, 0.5, dash=True)
            s.top = top + s.size * 0.5

        s.ensure(rh * 5)
        if total and placement == "above-header":
            s.top += rh
            s.text(RIGHT_EDGE - 90, s.top, f"{total[0]}{self.colon}", bold=True, align="r")
            s.text(RIGHT_EDGE, s.top, total[1], bold=True, align="r")
        head()
        for k, row in enumerate(rows):
            if not s.room(rh * 2):
                if rng.random() < 0.5:
                    s.text(RIGHT_EDGE, s.top + rh, self.word("continued"), s.size - 1.5, align="r")
                s.new_page()
                if repeat:
                    head()
            top = s.top + rh
            if style == "zebra" and k % 2 == 0:
                s.rect(LEFT, top - s.size * 1.05, RIGHT_EDGE - LEFT, rh, 0.93, False)
            for i, v in enumerate(row):
                cell(i, top, v)
            if style == "ruled-grid":
                s.line(LEFT, top + 3.5, RIGHT_EDGE, 0.3)
            s.top = top
        if total and placement == "last-row":
            top = s.top + rh * 1.2
            s.line(xs[-1], top - s.size * 1.2, RIGHT_EDGE, 0.8)
            cell(0, top, total[0], True)
            cell(n - 1, top, total[1], True)
            s.top = top
        elif total and placement == "right-box-under":
            s.ensure(rh * 3)
            top = s.top + rh * 1.6
            s.rect(340, top - s.size * 1.3, RIGHT_EDGE - 340, s.size * 2)
            s.text(346, top, total[0], bold=True)
            s.text(RIGHT_EDGE - 6, top, total[1], bold=True, align="r")
            s.top = top + s.size
        elif total and placement == "line-under-table":
            s.ensure(rh * 3)
            top = s.top + rh * 1.8
            s.text(RIGHT_EDGE, top, f"{total[0]}{self.colon}  {total[1]}", s.size + 1, True, "r")
            s.top = top
        s.top += s.size
        return f"{style}/{placement}" if total else style

    def fine_print(self, extra: Sequence[str] = ()) -> None:
        s = self.sheet
        notes = self.rng.sample(members(NOTICES, self.half), self.rng.randrange(1, 3)) + list(extra)
        for note in notes:
            s.ensure(s.size * 2)
            s.top += s.size * 1.2
            s.text(LEFT, s.top, note, s.size - 1.5)

    def furniture(self, reference: str) -> str:
        s = self.sheet
        style = self.pick(FURNITURE)
        n = len(s.pages)
        small = s.size - 1.5
        for i, ops in enumerate(s.pages, 1):
            marks: list[tuple[float, float, str, str]] = []
            put = marks.append
            if style == "page-x-of-y-foot":
                put((306, 770, f"Page {i} of {n}", "c"))
            elif style == "x-slash-y-top-right":
                put((RIGHT_EDGE, 30, f"{i}/{n}", "r"))
                if i > 1:
                    put((LEFT, 30, reference, "l"))
            elif style == "ref-top-page-foot":
                put((RIGHT_EDGE, 30, reference, "r"))
                put((RIGHT_EDGE, 770, f"Page {i} of {n}", "r"))
            elif style == "continued-foot":
                put((LEFT, 770, reference, "l"))
                put((RIGHT_EDGE, 770, "Continued" if i < n else f"Page {i}", "r"))
            elif style == "ref-foot-left":
                put((LEFT, 770, f"{reference}   Page {i} of {n}", "l"))
            else:
                put((LEFT, 30, f"Page {i}", "l"))
                put((RIGHT_EDGE, 30, reference, "r"))
            ops.extend(("text", x, top, txt, s.regular, small, align) for x, top, txt, align in marks)
        return style


# --- docTypes -----------------------------------------------------------------------------------------------


def two_lines(label: str, measure: Callable[[str], float]) -> tuple[str, str]:
    """A label broken into two lines at the word that leaves the wider line narrowest."""
    words = label.split(" ")
    if len(words) < 2:
        return label, ""
    cuts = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return min(cuts, key=lambda pair: max(measure(pair[0]), measure(pair[1])))


def big_year(s: Sheet, year: int) -> None:
    """The tax year alone in large figures at the right, on a line of its own (as forms print it)."""
    size = s.size + 10
    s.top += size
    s.text(RIGHT_EDGE, s.top, str(year), size, True, "r")
    s.top += 4


def _tax_year(rng: random.Random) -> int:
    return rng.choice([2022, 2023, 2024, 2025])


def _tin(rng: random.Random) -> str:
    return f"{rng.randrange(10, 99)}-{rng.randrange(1000000, 9999999)}"


def compose_tax(c: Composer, t: str) -> None:
    """A W-2, W-2c, 1099 or 1098: a form grid, a substitute statement, a box table, numbered lines, a
    two-panel grid, or a letter with a summary."""
    rng, s = c.rng, c.sheet
    year = _tax_year(rng)
    issuer_f, party_f = ISSUER_FIELD[t], PARTY_FIELD[t]
    issuer = c.company(t)
    natural, printed = c.person()
    layout = c.pick(TAX_LAYOUTS)
    year_style = c.pick(YEAR_STYLES)
    box_style = c.pick(BOX_STYLES)
    kind = "W-2" if t in ("W-2", "W-2c") else t
    boxes: list[tuple[str, str, str]] = []  # (field, box number, wording)
    money: dict[str, Decimal] = {}
    code_value = ""
    for f, value_kind in DOC_TYPES[t].items():
        if f.startswith("box"):
            n = f[3:].split("_")[0]
            key = f"{kind}:{f}" if f"{kind}:{f}" in LABELS else f
            boxes.append((f, n, c.case(c.pick(LABELS[key]))))
            if value_kind == "money":
                money[f] = c.money(40, 90000)
    if "box1_wages" in money:
        wages = c.money(18000, 160000)
        money.update(box1_wages=wages, box2_federal_tax_withheld=(wages * Decimal("0.11")).quantize(Decimal("0.01")))
        if t == "W-2":
            ss = min(wages + c.money(0, 4000), Decimal("160200.00"))
            money.update(
                box3_social_security_wages=ss,
                box4_social_security_tax=(ss * Decimal("0.062")).quantize(Decimal("0.01")),
                box5_medicare_wages=wages + c.money(0, 4000),
                box17_state_income_tax=(wages * Decimal("0.04")).quantize(Decimal("0.01")),
            )
            money["box6_medicare_tax"] = (money["box5_medicare_wages"] * Decimal("0.0145")).quantize(Decimal("0.01"))
    if "box2a_taxable_amount" in money:
        money["box2a_taxable_amount"] = money["box1_gross_distribution"] - c.money(0, 30)
    if "box1b_qualified_dividends" in money:
        money["box1b_qualified_dividends"] = (money["box1a_total_ordinary_dividends"] * Decimal("0.7")).quantize(
            Decimal("0.01")
        )
    if "box4_federal_tax_withheld" in money:
        money["box4_federal_tax_withheld"] = (next(iter(money.values())) * Decimal("0.1")).quantize(Decimal("0.01"))
    droppable = [f for f in money if f.startswith("box4") or f.startswith("box17") or f.startswith("box11")]
    drop = rng.choice(droppable) if droppable and rng.random() < 0.3 else ""
    values: list[tuple[str, str, str, str]] = []  # (field, label, printed, want)
    for f, n, wording in boxes:
        if f == drop:
            continue
        label = box_style.format(n=n, w=wording)
        if f == "box7_distribution_code":
            code_value = rng.choice(["7", "1", "G", "2", "4"])
            values.append((f, label, code_value, code_value))
        elif f == "box3_tax_year_of_refund":
            y = str(year - 1)
            values.append((f, label, y, y))
        else:
            values.append((f, label, c.mtext(money[f]), f"{money[f]:.2f}"))
    distract = [
        (box_style.format(n=str(12 + i), w=c.case(w)), c.mtext(c.money(10, 9000)))
        for i, w in enumerate(
            rng.sample(members(DISTRACTORS["W-2" if kind == "W-2" else "1098" if t == "1098" else "1099"], c.half), 2)
        )
    ]
    tin_f = "employer_ein" if kind == "W-2" else "payer_tin" if t != "1098" else ""
    tin = _tin(rng)
    head_title = c.pick(TITLES[t])
    title = f"{year} {head_title}" if year_style == "title" else head_title
    masked = f"XXX-XX-{rng.randrange(1000, 9999)}"
    issuer_label = c.case(c.pick(label_pool(t, issuer_f)))
    party_label = c.case(c.pick(label_pool(t, party_f)))
    tin_label = c.case(c.pick(label_pool(t, tin_f))) if tin_f else ""
    if layout in ("form-grid", "two-panel-grid"):
        c.put("tax_year", str(year), str(year), "title" if year_style == "title" else "corner-big")
        c.title(title)
        if year_style != "title":
            big_year(s, year)
        s.top += 8
        top = s.top
        for k, (lab, name) in enumerate(((issuer_label, issuer), (party_label, printed))):
            street, city = c.address()
            ct = top + k * s.size * 6
            s.rect(LEFT, ct, 255, s.size * 6)
            s.text(LEFT + 3, ct + s.size, lab, s.size - 2)
            for j, ln in enumerate((name, street, city)):
                s.text(LEFT + 6, ct + s.size * (2.4 + 1.2 * j), ln)
        c.put(issuer_f, issuer, issuer, "grid-cell")
        c.put(party_f, natural, printed, "grid-cell")
        grid: list[tuple[str, str]] = []
        if tin_f:
            grid.append((tin_label, tin))
            c.put(tin_f, tin, tin, "grid-cell")
        grid.append((c.word("recipient-id" if kind != "W-2" else "employee-id"), masked))
        # the boxes: cells two across, beside the name cells (form-grid) or under them (two-panel-grid)
        cells = grid + [(lab, v) for _f, lab, v, _w in values] + distract
        x0 = 310.0 if layout == "form-grid" else LEFT
        cw = (RIGHT_EDGE - x0) / 2
        ch = s.size * 2.9
        start = top if layout == "form-grid" else top + s.size * 12 + 6
        for i, (lab, v) in enumerate(cells):
            x, ct = x0 + (i % 2) * cw, start + (i // 2) * ch
            s.rect(x, ct, cw, ch)
            s.text(x + 2, ct + s.size * 0.95, lab, min(s.size - 2.5, (cw - 6) / s.w(lab, 1)))
            s.text(x + cw - 6, ct + s.size * 2.3, v, align="r")
        s.top = max(top + s.size * 12, start + ((len(cells) + 1) // 2) * ch) + 10
        for f, _lab, v, w in values:
            c.put(f, w, v, f"{layout}:{box_style}")
    else:
        lh, shown_issuer = c.letterhead(issuer)
        if year_style == "corner-big":
            big_year(s, year)
            c.put("tax_year", str(year), str(year), "corner-big")
        c.put(issuer_f, issuer, shown_issuer, f"letterhead:{lh}")
        c.title(title)
        if year_style == "title":
            c.put("tax_year", str(year), str(year), "title")
        elif year_style == "sentence":
            c.sentence(c.word("year-sentence", y=str(year)))
            c.put("tax_year", str(year), str(year), "sentence")
        p, shown_party = c.party(printed, party_label)
        c.put(party_f, natural, shown_party, f"party:{p}")
        ids: list[tuple[str, str]] = []
        if tin_f:
            ids.append((tin_label, tin))
        ids.append((c.word("recipient-id" if kind != "W-2" else "employee-id"), masked))
        if year_style == "kv":
            ids.append((c.case(c.pick(LABELS["tax_year"])), str(year)))
        v = c.kv(ids)
        if year_style == "kv":
            c.put("tax_year", str(year), str(year), f"kv:{v}")
        if tin_f:
            c.put(tin_f, tin, tin, f"kv:{v}")
        if layout == "box-table":
            head = c.header("box-table")
            box_of = {f: (n, w) for f, n, w in boxes}
            rows = [[box_of[f][1], box_of[f][0], val] for f, _lab, val, _w in values]
            rows += [[lab, "-", val] for lab, val in distract]
            tab = c.table(head, rows, "lrr")
            for f, _lab, val, w in values:
                c.put(f, w, val, f"table:{tab}")
        elif layout == "letter-summary":
            f0, lab0, val0, w0 = values[0]
            c.sentence(c.word("tax-letter", n=natural.split()[0], t=head_title, y=str(year), l=lab0, v=val0))
            c.put(f0, w0, val0, "prose")
            if len(values) > 1:
                sv = c.summary(
                    [(lab, val) for _f, lab, val, _w in values[1:]] + distract[:1], c.word("tax-summary", y=str(year))
                )
                for f, _lab, val, w in values[1:]:
                    c.put(f, w, val, f"summary:{sv}")
        else:
            kvs = [(lab, val) for _f, lab, val, _w in values] + distract
            v = c.kv(kvs, "leaders" if layout == "numbered-lines" else None, 1 if layout == "numbered-lines" else None)
            for f, _l, val, w in values:
                c.put(f, w, val, f"kv:{v}")
    c.fine_print([c.word("tax-notice")])
    c.furniture(masked)


def compose_statement(c: Composer, t: str) -> None:
    """The statements, bills, declarations, leases and invoices: letterhead, title, party, panels, a table,
    a summary box, sentences, fine print."""
    rng, d = c.rng, c.doc
    issuer_f = ISSUER_FIELD[t]
    issuer = c.company(t)
    end = date(rng.choice([2024, 2025]), rng.randrange(1, 13), rng.randrange(1, 29))
    want: dict[str, str] = {}
    shown: dict[str, str] = {}

    def money_field(f: str, v: Decimal) -> None:
        want[f], shown[f] = f"{v:.2f}", c.mtext(v)

    def date_field(f: str, dd: date) -> None:
        want[f], shown[f] = dd.isoformat(), c.dtext(dd)

    reference = ""
    party_natural, party_printed = c.person()
    party_f = PARTY_FIELD.get(t, "")
    table: tuple[list[str], list[list[str]], str, tuple[str, str] | None] | None = None
    table_fields: list[str] = []
    if t in ("bank-statement", "credit-card-statement"):
        last4 = f"{rng.randrange(0, 10000):04d}"
        acct = c.pick(ACCOUNT_STYLES).replace("{4}", last4)
        want["account_last4"], shown["account_last4"] = last4, acct
        reference = c.word("ref-account", a=acct)
    if t == "bank-statement":
        start = end - timedelta(days=rng.choice([29, 30, 27]))
        date_field("period_start", start)
        date_field("period_end", end)
        begin = c.money(-300, 9000) if rng.random() < 0.15 else c.money(100, 20000)
        interest = c.money(0.05, 40)
        split = rng.random() < 0.4  # withdrawals and deposits in columns of their own
        descriptions = [
            "POS PURCHASE",
            "ACH DEPOSIT PAYROLL",
            "CHECK",
            "ONLINE TRANSFER",
            "ATM WITHDRAWAL",
            "DEBIT CARD",
            "ZELLE PAYMENT",
        ]

        def txn(day: date, what: str, amt: Decimal, balance: Decimal) -> list[str]:
            if split:
                out, into = (c.mtext(-amt), "") if amt < 0 else ("", c.mtext(amt))
                return [c.dtext(day), what, out, into, c.mtext(balance)]
            return [c.dtext(day), what, c.mtext(amt), c.mtext(balance)]

        txns, bal = [], begin
        for k in range(rng.choice([rng.randrange(4, 20), rng.randrange(30, 70)])):
            amt = c.money(-900, 1200)
            bal += amt
            what = rng.choice(descriptions)
            txns.append(
                txn(
                    start + timedelta(days=min(k // 2, 27)),
                    f"{what} #{1000 + k}" if what == "CHECK" else what,
                    amt,
                    bal,
                )
            )
        bal += interest
        txns.append(txn(end, c.word("interest-row"), interest, bal))
        money_field("beginning_balance", begin)
        money_field("ending_balance", bal)
        money_field("interest_paid", interest)
        if rng.random() < 0.35:  # the balances as the table's first and last rows
            pad = ["", ""] if split else [""]
            txns.insert(0, [c.dtext(start), c.label(t, "beginning_balance"), *pad, shown["beginning_balance"]])
            txns.append([c.dtext(end), c.label(t, "ending_balance"), *pad, shown["ending_balance"]])
            table_fields = ["beginning_balance", "ending_balance"]
        header = c.header("bank-split" if split else "bank-one")
        table = (header, txns, "llrrr" if split else "llrr", None)
    elif t == "credit-card-statement":
        date_field("closing_date", end)
        date_field("payment_due_date", end + timedelta(days=25))
        nb = c.money(-80, -5) if rng.random() < 0.1 else c.money(30, 9000)
        money_field("new_balance", nb)
        if nb < 0:
            shown["new_balance"] = f"{abs(nb):,.2f} CR"
        money_field(
            "minimum_payment",
            max(Decimal("0.00"), (nb * Decimal("0.02")).quantize(Decimal("0.01")) + 25) if nb > 0 else Decimal("0.00"),
        )
        txns = [
            [
                c.dtext(end - timedelta(days=28 - min(k // 2, 28))),
                rng.choice(
                    ["AMAZON MKTP", "SHELL OIL", "TRADER JOES", "PAYMENT THANK YOU", "NETFLIX.COM", "UBER TRIP"]
                ),
                c.mtext(c.money(-500, 400)),
            ]
            for k in range(rng.choice([rng.randrange(3, 15), rng.randrange(30, 60)]))
        ]
        table = (
            c.header("card-table"),
            txns,
            "llr",
            None,
        )
    elif t == "utility-bill":
        acct = rng.choice(
            [
                f"{rng.randrange(1000000, 9999999)}-{rng.randrange(100, 999)}",
                f"{rng.randrange(100000000, 999999999)}",
                f"{rng.randrange(10, 99)}-{rng.randrange(1000, 9999)}-{rng.randrange(10, 99)}",
            ]
        )
        want["account_number"], shown["account_number"] = acct, acct
        reference = c.word("ref-account", a=acct)
        date_field("billing_date", end)
        date_field("due_date", end + timedelta(days=21))
        charges = [c.money(5, 180) for _ in range(rng.randrange(3, 6))]
        due = sum(charges, Decimal("0"))
        money_field("amount_due", due)
        names = rng.sample(members(DISTRACTORS["utility-bill"], c.half), min(len(charges), 4))
        rows = [[n, c.mtext(v)] for n, v in zip(names, charges, strict=False)]
        if len(rows) == len(charges):
            table = (
                c.header("utility-table"),
                rows,
                "lr",
                (c.label(t, "amount_due"), shown["amount_due"]),
            )
            table_fields = ["amount_due"] if rng.random() < 0.5 else []
    elif t == "pay-stub":
        date_field("pay_date", end)
        gross = c.money(600, 7000)
        net = (gross * Decimal("0.74")).quantize(Decimal("0.01"))
        ytd = gross * rng.randrange(2, 24)
        money_field("gross_pay", gross)
        money_field("net_pay", net)
        money_field("ytd_gross", ytd)
        ded = rng.sample(members(DISTRACTORS["pay-stub"], c.half), 3)
        order = rng.choice(["current-ytd", "ytd-current"])
        rows = []
        for n in ded:
            cur = c.money(10, 400)
            pair = [c.mtext(cur), c.mtext(cur * 5)]
            rows.append([n, *(pair if order == "current-ytd" else pair[::-1])])
        if rng.random() < 0.6:
            g = [shown["gross_pay"], shown["ytd_gross"]]
            rows.insert(0, [c.label(t, "gross_pay"), *(g if order == "current-ytd" else g[::-1])])
            table_fields = ["gross_pay", "ytd_gross"]
        header = c.header("pay-current-first" if order == "current-ytd" else "pay-ytd-first")
        table = (header, rows, "lrr", (c.label(t, "net_pay"), shown["net_pay"]) if rng.random() < 0.4 else None)
        if table[3]:
            table_fields.append("net_pay")
    elif t == "property-tax-bill":
        parcel = rng.choice(
            [
                f"{rng.randrange(10, 99)}-{rng.randrange(100, 999)}-{rng.randrange(10, 99)}-{rng.randrange(100, 999)}",
                f"{rng.randrange(1000, 9999)}{rng.randrange(100000, 999999)}",
                f"R{rng.randrange(100000, 999999)}",
                f"{rng.randrange(100, 999)}.{rng.randrange(10, 99)}-{rng.randrange(1, 9)}-{rng.randrange(10, 99)}",
            ]
        )
        want["parcel_number"], shown["parcel_number"] = parcel, parcel
        reference = parcel
        date_field("due_date", end)
        levies = [c.money(80, 3000) for _ in range(rng.randrange(2, 4))]
        total = sum(levies, Decimal("0"))
        money_field("total_tax", total)
        names = rng.sample(members(DISTRACTORS["property-tax-bill"], c.half), len(levies))
        table = (
            c.header("levy-table"),
            [[n, c.mtext(v)] for n, v in zip(names, levies, strict=True)],
            "lr",
            (c.label(t, "total_tax"), shown["total_tax"]),
        )
        table_fields = ["total_tax"]
    elif t == "insurance-declarations":
        pol = rng.choice(
            [
                f"HO-{rng.randrange(1000000, 9999999)}",
                f"{rng.randrange(100, 999)}-{rng.randrange(1000, 9999)}-{rng.randrange(100, 999)}",
                f"PA{rng.randrange(10000000, 99999999)}",
                f"{rng.randrange(10, 99)}A{rng.randrange(100000, 999999)}",
            ]
        )
        want["policy_number"], shown["policy_number"] = pol, pol
        reference = c.word("ref-policy", a=pol)
        eff = end
        date_field("effective_date", eff)
        date_field("expiration_date", date(eff.year + 1, eff.month, eff.day))
        prem = c.money(400, 4800)
        money_field("annual_premium", prem)
        covs = rng.sample(members(DISTRACTORS["insurance-declarations"], c.half), 3)
        rows = [[n, c.mtext(c.money(1000, 500000)), c.mtext(c.money(20, 900))] for n in covs]
        table = (
            c.header("coverage-table"),
            rows,
            "lrr",
            (c.label(t, "annual_premium"), shown["annual_premium"]) if rng.random() < 0.5 else None,
        )
        if table[3]:
            table_fields = ["annual_premium"]
    elif t == "lease":
        date_field("start_date", end)
        date_field("end_date", date(end.year + 1, end.month, end.day) - timedelta(days=1))
        money_field("monthly_rent", Decimal(rng.randrange(700, 3200)) + Decimal(rng.choice(["0.00", "0.00", "50.00"])))
        money_field("security_deposit", Decimal(rng.randrange(500, 3000)))
    elif t == "invoice":
        num = rng.choice(
            [
                f"INV-{rng.randrange(10000, 99999)}",
                f"{rng.randrange(100000, 999999):06d}",
                f"{rng.choice('ABCK')}-{rng.randrange(1000, 9999)}-{rng.randrange(1, 9)}",
            ]
        )
        want["invoice_number"], shown["invoice_number"] = num, num
        reference = c.word("ref-invoice", a=num)
        date_field("invoice_date", end)
        lines = [c.money(15, 1200) for _ in range(rng.choice([rng.randrange(2, 12), rng.randrange(35, 60)]))]
        tax = (sum(lines, Decimal("0")) * Decimal("0.06")).quantize(Decimal("0.01"))
        total = sum(lines, Decimal("0")) + tax
        money_field("total_due", total)
        rows = [
            [
                rng.choice(
                    [
                        "Service call",
                        "Labor (hrs)",
                        "Parts",
                        "Consulting",
                        "Materials",
                        "Mulch (yd)",
                        "Toner cartridge",
                        "Travel",
                    ]
                ),
                str(rng.randrange(1, 9)),
                c.mtext(v),
            ]
            for v in lines
        ]
        rows.append([c.word("sales-tax"), "", c.mtext(tax)])
        table = (
            c.header("invoice-table"),
            rows,
            "lrr",
            (c.label(t, "total_due"), shown["total_due"]),
        )
        table_fields = ["total_due"]
    # compose
    head_title = c.pick(TITLES[t])
    lh, shown_issuer = c.letterhead(issuer, reference if reference and rng.random() < 0.5 else "")
    want[issuer_f], shown[issuer_f] = issuer, shown_issuer
    c.doc.where[issuer_f] = f"letterhead:{lh}"
    c.title(head_title)
    if party_f:
        want[party_f], shown[party_f] = party_natural, party_printed
    prose: list[str] = []
    if t == "lease":
        prose = ["landlord_name", "tenant_name", "start_date", "end_date", "monthly_rent", "security_deposit"]
        rng.shuffle(prose)
        prose = prose[: rng.randrange(3, 7)]
    elif rng.random() < 0.35:
        cands = [
            f
            for f in want
            if f not in table_fields and f not in (issuer_f, party_f) and DOC_TYPES[t][f] in ("money", "date")
        ]
        prose = rng.sample(cands, min(len(cands), rng.randrange(1, 3)))
    rest = [
        f
        for f in DOC_TYPES[t]
        if f in want and f not in prose and f not in table_fields and f not in (issuer_f, party_f)
    ]
    drop = rng.choice(rest) if rest and rng.random() < 0.15 else ""
    rest = [f for f in rest if f != drop]
    for f in (drop,) if drop else ():
        del want[f], shown[f]
    summary_f = [f for f in rest if DOC_TYPES[t][f] == "money"][: rng.randrange(0, 3)] if rng.random() < 0.5 else []
    panel = [f for f in rest if f not in summary_f]
    dist = [(c.case(n), c.mtext(c.money(1, 3000))) for n in rng.sample(members(DISTRACTORS[t], c.half), 2)]
    items = [(c.label(t, f), shown[f]) for f in panel]
    if rng.random() < 0.5 and t not in ("lease",):
        items += dist[:1]
    rng.shuffle(items)
    place = c.pick(PANEL_PLACES)
    s = c.sheet
    party_top = s.top
    p = ""
    if party_f and party_f not in prose:
        p, shown[party_f] = c.party(party_printed, c.label(t, party_f))
        c.doc.where[party_f] = f"party:{p}"
    elif not party_f:
        p, _ = c.party(party_printed, "")  # the customer: a name that is no field
    blocks = c.pick(BLOCK_ORDERS).split(",")
    kv_style = c.pick(KV_STYLES)
    x0, x1 = (LEFT, 300.0) if p == "right-column" else (320.0, RIGHT_EDGE)
    if place != "full-width" and not c.fits(items, kv_style, x1 - x0 - 6):
        place = "full-width"  # too wide for half the page
    if items and place.startswith("beside-party") and len(s.pages) == 1 and len(items) <= 6 and p:
        party_bottom = s.top
        s.top = party_top
        v = c.kv(items, kv_style, 1, x0, x1)
        if place == "beside-party-boxed" and len(s.pages) == 1:
            s.rect(x0 - 4, party_top + s.size * 0.4, x1 - x0 + 4, s.top - party_top - s.size * 0.2)
        if len(s.pages) == 1:
            s.top = max(s.top, party_bottom)
        for f in panel:
            c.doc.where[f] = f"kv:{v}@{place}"
        items = []
    for block in blocks:
        if block == "panel" and items:
            if place == "right-half":
                v = c.kv(items, kv_style, 1, 306.0, RIGHT_EDGE)
            else:
                v = c.kv(items, kv_style)
                place = "full-width"
            for f in panel:
                c.doc.where[f] = f"kv:{v}@{place}"
        elif block == "summary" and summary_f:
            sv = c.summary(
                [(c.label(t, f), shown[f]) for f in summary_f] + dist[1:],
                c.word("summary-heading"),
            )
            for f in summary_f:
                c.doc.where[f] = f"summary:{sv}"
        elif block == "prose" and prose:
            letter = rng.random() < 0.5
            if letter:
                c.sentence(c.pick(LETTER_OPENINGS).format(n=party_natural.split(" ")[0]))
            c.sentence(_prose(c, t, prose, shown))
            if letter:
                c.sentence(c.pick(LETTER_CLOSINGS))
                c.sentence(issuer)
            for f in prose:
                c.doc.where[f] = "letter" if letter else "prose"
        elif block == "table" and table:
            header, rows, aligns, total_row = table
            tab = c.table(header, rows, aligns, total_row, rng.random() < 0.5)
            for f in table_fields:
                c.doc.where[f] = f"table:{tab}"
    c.fine_print()
    if t in ("utility-bill", "credit-card-statement", "property-tax-bill", "invoice") and rng.random() < 0.45:
        again = [f for f in DOC_TYPES[t] if f in want and f not in (issuer_f, party_f)]
        stub(c, t, issuer, again, shown, party_printed)
    if rng.random() < 0.25:
        back_page(c, issuer)
    c.furniture(reference or issuer)
    d.fields.update({f: want[f] for f in DOC_TYPES[t] if f in want})
    d.printed.update({f: shown[f] for f in DOC_TYPES[t] if f in want})


def stub(c: Composer, t: str, issuer: str, fields: list[str], shown: dict[str, str], customer: str) -> None:
    """A remittance stub at the foot of a bill: the account, the amount and the date due again (the values
    the page printed, under the stub's own labels), the issuer's remit-to address, the customer."""
    s, rng = c.sheet, c.rng
    style = c.pick(STUB_STYLES)
    again = [f for f in fields if DOC_TYPES[t][f] in ("id", "money", "date")][:4]
    s.ensure(s.size * 12)
    if s.top < 560 and len(s.pages) == 1 and rng.random() < 0.6:
        s.top = 560.0
    top = s.top + s.size * 1.5
    if style in ("dashed-detach-stub", "scissors-line-stub"):
        s.line(LEFT - 20, top, RIGHT_EDGE + 20, 0.6, dash=True)
        note = c.word("detach")
        cut = "-- cut here -- " if style == "scissors-line-stub" else ""
        s.text(306, top + s.size * 1.2, cut + note, s.size - 2, align="c")
        top += s.size * 2.5
    else:
        s.rect(LEFT, top, RIGHT_EDGE - LEFT, s.size * (4 + 1.5 * len(again)))
        s.text(LEFT + 6, top + s.size * 1.3, "PAYMENT COUPON" if style == "boxed-coupon" else "Remit To", s.size, True)
        top += s.size * 1.3
    x_values = 330.0 if style != "remit-panel-right" else LEFT
    x_remit = LEFT if style != "remit-panel-right" else 330.0
    s.text(x_remit, top + s.size * 1.4, issuer, bold=True)
    s.text(x_remit, top + s.size * 2.7, f"PO Box {rng.randrange(100, 99999)}")
    s.text(x_remit, top + s.size * 4.0, rng.choice(CITIES))
    s.text(x_remit, top + s.size * 5.8, customer, s.size - 1)
    for i, f in enumerate(again):
        t_i = top + s.size * (1.4 + 1.5 * i)
        s.text(x_values, t_i, f"{c.label(t, f)}{c.colon}", s.size - 1)
        s.text(RIGHT_EDGE - 6 if style != "remit-panel-right" else 300.0, t_i, shown[f], align="r", bold=True)
    s.text(x_values, top + s.size * (1.4 + 1.5 * len(again)), c.word("enclosed"), s.size - 1)
    s.top = top + s.size * (3 + 1.5 * max(len(again), 4))


BACK_TEXT = [
    "Billing rights summary: if you think your bill is wrong, write to us at the address shown within 60 days.",
    "Payments received after 5 p.m. local time may be credited on the next business day.",
    "We may report information about your account to credit bureaus.",
    "A fee may be charged for any payment returned unpaid by your financial institution.",
    "To update your mailing address, sign the back of the coupon and mark the box.",
    "Interest, fees and charges are computed as described in your account agreement.",
    "For hearing-impaired assistance, dial 711.",
    "Autopay customers: do not send a payment; the amount will be deducted on the date shown.",
    "Please allow 7 to 10 days for mailed payments to reach us.",
    "Keep this page for your records; it is not part of your payment coupon.",
]


def back_page(c: Composer, issuer: str) -> None:
    """A page of notices after the document's last (terms, how to read the bill, rights): no field on it."""
    s, rng = c.sheet, c.rng
    heading = {
        "important-information": "Important Information",
        "terms-and-conditions": "TERMS AND CONDITIONS",
        "how-to-read-this-bill": "How to Read Your Bill",
        "notice-of-rights": "Notice of Your Rights",
    }[c.pick(BACK_PAGES)]
    s.new_page()
    s.text(LEFT, s.top, heading, s.size + 3, True)
    s.top += s.size
    for line in rng.sample(members(BACK_TEXT, c.half), rng.randrange(3, 6)):
        c.sentence(line)
    c.sentence(c.word("back-closing", i=issuer))


PROSE: dict[str, list[str]] = {
    "landlord_name": [
        'This lease is made between {v} (the "Landlord")',
        "{v}, as Landlord, agrees to rent",
        "The owner, {v}, leases the premises",
        "Landlord {v} hereby leases",
    ],
    "tenant_name": ['to {v} (the "Tenant")', "to the Resident, {v}", "and {v}, Tenant,", "to {v} as Lessee"],
    "start_date": ["The term begins on {v}", "beginning {v}", "commencing on {v}", "starting {v}"],
    "end_date": ["and ends on {v}", "and expiring {v}", "until {v}", "through {v}"],
    "monthly_rent": [
        "Rent is {v} per month",
        "Tenant shall pay {v} each month",
        "The monthly rent of {v} is due",
        "at a rent of {v} a month",
    ],
    "security_deposit": [
        "a security deposit of {v} is held",
        "Tenant has paid a deposit of {v}",
        "Landlord holds {v} as security",
        "with {v} deposited as security",
    ],
}


def _prose(c: Composer, t: str, fields: list[str], shown: dict[str, str]) -> str:
    """The fields inside sentences: a lease's clauses, or a letter's lines about amounts and dates."""
    parts = []
    for f in fields:
        if f in PROSE:
            parts.append(c.pick(PROSE[f]).format(v=shown[f]))
        else:
            lab = c.pick(label_pool(t, f)).lower()
            parts.append(c.word("generic-sentence", l=lab, v=shown[f]))
    return "; ".join(parts) + "."


def compose_lookalike(c: Composer) -> None:
    """Mail that is none of the types: notices, receipts, offers, summonses; amounts, dates and names."""
    rng = c.rng
    kind = c.pick(LOOKALIKES)
    issuer = c.company("")
    c.letterhead(issuer)
    c.title(LOOKALIKE_TITLES[kind].format(i=issuer))
    _n, printed = c.person()
    c.party(printed, "")
    when = date(rng.choice([2024, 2025]), rng.randrange(1, 13), rng.randrange(1, 29))
    items = [(c.case(n), c.mtext(c.money(5, 4000))) for n in rng.sample(members(DISTRACTORS[""], c.half), 3)]
    items.append((c.case(c.word("lookalike-label")), c.dtext(when)))
    c.kv(items)
    c.sentence(c.word("lookalike-sentence"))
    c.fine_print()
    c.furniture(issuer)


def page(half: str, seed: int, index: int) -> BlindDoc:
    """Document `index` of `half` ("A" fit, "B" check) under `seed`: every eighth is a lookalike, the rest
    cycle through the docTypes."""
    rng = random.Random(f"{seed}:{half}:{index}")
    doc_type = "" if index % 8 == 7 else DOCS[(index - index // 8) % len(DOCS)]
    doc = BlindDoc(f"{half}{index:03d}-{doc_type or 'lookalike'}", half, doc_type)
    c = Composer(rng, half, doc)
    if not doc_type:
        compose_lookalike(c)
    elif doc_type in TAX_TYPES:
        compose_tax(c, doc_type)
    else:
        compose_statement(c, doc_type)
    return doc


def pages(part: str, n: int, seed: int = 0) -> list[BlindDoc]:
    """The first `n` documents of the fit (half A) or check (half B) half."""
    half = {"fit": "A", "check": "B"}[part]
    return [page(half, seed, i) for i in range(n)]
