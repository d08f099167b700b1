"""A catalogue of document titles as real issuers print them, and the docType each one names.

Written for the eleventh harvest round (docs/generalization-gap.md, "The eleventh round, titles")
from public knowledge of what such documents print at their head: the official IRS captions of
the W-2, W-2c, 1098 and 1099-INT/-DIV/-NEC/-R/-G with and without their form numbers, copy
lines and revision dates, and their short forms; the house styles of banks, credit unions, card
issuers, payroll providers, utilities, insurers, landlords, county tax offices and vendors
("Earnings Statement", "Direct Deposit Advice", "Statement of Account", "Policy Declarations",
"Secured Property Tax Bill", "Tax Invoice", ...). Titles are printed in capitals or not, with an
issuer's name before or after them on the same line, with "Page 1 of 2", a date, an account or
parcel number beside them, and a few with OCR's usual confusions (0 for O, 1 or l for I, rn for
m). Every title was written by hand for this catalogue before the typing was measured on it; no
generator pool was opened to write it (not templates/*/wordings.toml, the families or
template.toml, generator/documents/procedural/ nor generator/documents/value_formats.py), and
the lead gave nothing beyond issue 26's public list. So the catalogue is independent of the
generator's pools, held-out and `seen` alike: a yardstick for titles.

`TITLES`: per docType of the vocabulary (harness.contract.vocabulary.DOC_TYPES), the titles of a
document of that type. `DECOYS`: titles real mail carries that are none of the types (a mortgage
statement, an escrow analysis, a privacy notice, a letter, instructions for a form's recipient,
a foreign pay or tax slip, a blank specimen, a notice of changed terms, a year-end summary,
other IRS forms, a receipt, a quote): a document so titled must stay untyped.
`CHECK_TITLES` and `CHECK_DECOYS`: the check part, written for the twelfth round before its
changes, in styles the part above lacks; measured once before a round's changes and once after
(measure(..., check=True), the bench's `--check`), never tuned on.

`measure(guesser)` puts each title to the general typing's title reading
(harness.harvest.general_type.TypeGuesser.read, with the real embedding model in the bench and
the e2e test) on a page of one line, the title, the lines every rule ignores left out
(banner_lines of the real rules): the title alone must say the type. Its verdict is the first
contender when no decoy is among the contenders (the decoy veto), none otherwise (no contender,
or a decoy among them). The field confirmation is granted to the first contender: this measures
what the title says, not what a page's fields confirm (the ablation bench measures both on
whole documents). A title is `right` (its type), `wrong` (another type) or `none`; a decoy is
`none` (right) or `wrong` (typed). benchmarks/bench_title_catalogue.py prints the tally;
tests/e2e/test_title_catalogue.py pins a slice.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from harness.harvest.general_type import Contender, TypeGuesser

TITLES: dict[str, tuple[str, ...]] = {
    "W-2": (
        "Form W-2 Wage and Tax Statement 2025",
        "W-2 Wage and Tax Statement",
        "WAGE AND TAX STATEMENT",
        "Wage and Tax Statement 2025",
        "2025 W-2 Copy B To Be Filed With Employee's FEDERAL Tax Return",
        "Form W-2 Wage & Tax Statement - Acme Payroll Services",
        "Employee's W-2 2025 Page 1 of 1",
        "Form W-2 (2025)",
        "Annual Wage and Tax Statement",
        "Dept. of the Treasury - Internal Revenue Service Form W-2",
        "Form W-2 Wage and Tax Staternent",
        "NORTHGATE FABRICATION INC. 2025 W-2",
        "Copy C - For EMPLOYEE'S RECORDS Form W-2",
        "Employee Wage Statement for Tax Year 2025",
    ),
    "W-2c": (
        "Form W-2c Corrected Wage and Tax Statement",
        "CORRECTED WAGE AND TAX STATEMENT",
        "W-2c Corrected Wage and Tax Statement 2025",
        "Form W-2c (Rev. August 2024)",
        "W-2c Copy B - To Be Filed With Employee's Federal Tax Return",
        "Corrected Wage and Tax Statement - Northgate Fabrication Inc.",
        "W-2C CORRECTED",
        "Form W-2c Corrected Wage & Tax Statement Page 1 of 1",
        "Wage and Tax Statement - CORRECTED",
        "Form W-2c Corrected Wage and Tax Staternent",
        "Corrected Wage Statement for 2025",
        "Correction to Form W-2 for Tax Year 2025",
    ),
    "1099-INT": (
        "Form 1099-INT Interest Income",
        "INTEREST INCOME",
        "2025 Form 1099-INT",
        "1099-INT Interest Income 2025 Copy B For Recipient",
        "First Harbor Bank 2025 Form 1099-INT",
        "Interest Income Statement",
        "Tax Reporting Statement - Interest Income",
        "Annual Interest Statement 2025",
        "Form 1099-INT (Rev. January 2024)",
        "Important Tax Document Form 1099-INT",
        "Interest Earned 2025 Tax Statement",
        "F0rm 1099-INT Interest lncome",
        "Savings Interest Paid - Tax Year 2025",
    ),
    "1099-DIV": (
        "Form 1099-DIV Dividends and Distributions",
        "DIVIDENDS AND DISTRIBUTIONS",
        "2025 Form 1099-DIV",
        "1099-DIV Dividends and Distributions Copy B For Recipient",
        "Crestline Funds 2025 Form 1099-DIV",
        "Dividend Income Statement 2025",
        "Dividends and Distributions 2025 Account 4471-2210",
        "Tax Information Statement - Dividends",
        "Form 1099-DIV (Rev. January 2024)",
        "Annual Dividend Tax Statement",
        "DIVIDENDS & DISTRIBUTIONS 2025 Page 1 of 2",
        "Dividends and Distrlbutions",
        "Mutual Fund Dividend Tax Form",
    ),
    "1099-NEC": (
        "Form 1099-NEC Nonemployee Compensation",
        "NONEMPLOYEE COMPENSATION",
        "2025 Form 1099-NEC",
        "1099-NEC Nonemployee Compensation Copy B For Recipient",
        "Form 1099-NEC (Rev. January 2024)",
        "Nonemployee Compensation 2025 - Brightline Studio LLC",
        "Contractor Payments Statement 2025",
        "Independent Contractor Earnings 2025",
        "Payments to Contractor - Form 1099-NEC",
        "Non-Employee Compensation",
        "Annual Statement of Fees Paid",
        "Nonemp1oyee Compensation",
        "Freelancer Income Tax Form 2025",
    ),
    "1099-R": (
        "Form 1099-R Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, "
        "Insurance Contracts, etc.",
        "Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans",
        "2025 Form 1099-R",
        "1099-R Copy B Report this income on your federal tax return",
        "Retirement Plan Distribution Statement",
        "IRA Distribution Tax Statement 2025",
        "Pension and Annuity Income 2025",
        "Form 1099-R Pension Distribution - State Teachers Retirement System",
        "Annuity Payment Tax Statement",
        "DISTRIBUTIONS FROM PENSIONS, ANNUITIES, RETIREMENT",
        "Retirement Income Tax Form 2025 Page 1 of 1",
        "F0rm 1099-R Distributi0ns",
        "Pension Payments Tax Statement",
    ),
    "1099-G": (
        "Form 1099-G Certain Government Payments",
        "CERTAIN GOVERNMENT PAYMENTS",
        "2025 Form 1099-G",
        "1099-G Unemployment Compensation Statement",
        "Statement of Unemployment Benefits Paid 2025",
        "Department of Labor 1099-G",
        "State Income Tax Refund Statement Form 1099-G",
        "Certain Government Payments 2025 Copy B For Recipient",
        "Unemployment Insurance Benefits 1099-G Tax Year 2025",
        "Department of Revenue Refund Statement 2025",
        "Form 1099-G (Rev. March 2024)",
        "Certaln Government Payrnents",
        "Unemployment Benefits Tax Statement",
    ),
    "1098": (
        "Form 1098 Mortgage Interest Statement",
        "MORTGAGE INTEREST STATEMENT",
        "2025 Form 1098",
        "1098 Mortgage Interest Statement Copy B For Payer/Borrower",
        "Year-End Mortgage Interest Statement",
        "Annual Mortgage Interest Statement 2025",
        "Mortgage Interest Paid 2025 Loan No. 0044718",
        "Form 1098 (Rev. April 2025)",
        "Tax Form 1098 - Harbor Home Loans",
        "Mortgage Interest & Tax Statement",
        "Mortgage lnterest Staternent",
        "Home Loan Interest Tax Statement 2025",
    ),
    "property-tax-bill": (
        "Secured Property Tax Bill",
        "2025 Real Estate Tax Bill",
        "REAL PROPERTY TAX STATEMENT",
        "Annual Property Tax Bill 2025-2026",
        "Notice of Property Taxes Due",
        "County Treasurer Property Tax Statement",
        "Ad Valorem Tax Notice",
        "Tax Bill - Real Property Parcel 14-22-301-017",
        "Residential Property Tax Invoice",
        "ANNUAL SECURED PROPERTY TAX BILL Fiscal Year 2025-26",
        "Town of Millbrook Real Estate Tax Bill",
        "Real Estate Taxes - First Half Installment",
        "PR0PERTY TAX B1LL",
        "Property Tax Statement Page 1 of 2",
    ),
    "pay-stub": (
        "Earnings Statement",
        "Direct Deposit Advice",
        "Pay Advice",
        "PAY STUB",
        "Statement of Earnings and Deductions",
        "Payroll Check Stub",
        "Northgate Fabrication Inc. Earnings Statement",
        "Pay Statement Period Ending 03/15/2025",
        "EMPLOYEE PAY STUB Page 1 of 1",
        "Paycheck Stub - Check No. 004471",
        "Non-Negotiable Direct Deposit Advice",
        "Payslip",
        "Salary Statement",
        "Earnings Statement Pay Date 03/15/2025",
        "Earn1ngs Staternent",
    ),
    "bank-statement": (
        "Statement of Account",
        "Account Statement",
        "Checking Account Statement",
        "Your Savings Statement",
        "First Harbor Bank Monthly Statement",
        "Checking Statement 03/01/2025 through 03/31/2025",
        "BUSINESS CHECKING STATEMENT",
        "Consolidated Statement Page 1 of 4",
        "Member Share Savings Statement",
        "Combined Statement of Accounts",
        "Deposit Account Statement Acct XXXXXX4417",
        "Bank Statement",
        "CHECKlNG ACC0UNT STATEMENT",
        "Statement of Account First Harbor Bank, N.A.",
    ),
    "credit-card-statement": (
        "Credit Card Statement",
        "Visa Signature Statement",
        "Mastercard Account Statement",
        "Card Statement Closing Date 03/15/2025",
        "Rewards Visa Card Statement Page 1 of 3",
        "CREDIT CARD BILLING STATEMENT",
        "Platinum Card Statement of Account",
        "First Harbor Bank Cash Rewards Credit Card",
        "Credit Card Account Statement",
        "CRED1T CARD STATEMENT",
        "Your Credit Card Bill",
        "Monthly Credit Card Statement - Account ending in 4417",
    ),
    "utility-bill": (
        "Your Electric Service Statement",
        "Amount Due Notice",
        "Utility Bill",
        "Electric Bill",
        "Gas Service Bill",
        "WATER AND SEWER BILL",
        "Monthly Energy Statement",
        "Metro Power & Light Utility Bill",
        "Utility Bill Metro Power & Light",
        "Residential Electric Service Billing Statement Account 2201-445-918",
        "Natural Gas Statement Page 1 of 2",
        "Your Energy Bill",
        "Water Utility Billing Statement",
        "Combined Utility Statement",
        "ELECTRlC B1LL",
    ),
    "insurance-declarations": (
        "Policy Declarations",
        "Declarations Page",
        "Homeowners Policy Declarations",
        "AUTO POLICY DECLARATIONS",
        "Renters Insurance Declarations Page",
        "Personal Auto Policy Declarations Policy Number HO-4471203",
        "Dwelling Policy Declarations Page 1 of 3",
        "Insurance Policy Declarations - Summit Mutual Insurance Company",
        "Renewal Declarations",
        "Homeowners Coverage Summary",
        "Declarations Certificate",
        "Amended Declarations",
        "P0LICY DECLARATI0NS",
    ),
    "lease": (
        "Residential Lease Agreement",
        "Lease Agreement",
        "RESIDENTIAL RENTAL AGREEMENT",
        "Apartment Lease",
        "Month-to-Month Rental Agreement",
        "Rental Agreement",
        "Lease Contract",
        "Residential Tenancy Agreement",
        "Standard Residential Lease",
        "One-Year Lease Agreement - Maple Court Apartments",
        "Apartment Lease Contract Page 1 of 6",
        "Lease Renewal Agreement",
        "House Rental Agreement",
        "RESIDENTlAL LEASE AGREEMENT",
    ),
    "invoice": (
        "Invoice",
        "INVOICE",
        "Tax Invoice",
        "Invoice #INV-20417",
        "Brightline Studio LLC Invoice",
        "Service Invoice",
        "Bill for Services",
        "Sales Invoice Page 1 of 1",
        "Statement of Charges",
        "INVOICE Date 03/15/2025",
        "Invoice No. INV-20417 Due 03/15/2025",
        "Billing Invoice",
        "lNVOICE",
    ),
}

DECOYS: tuple[str, ...] = (
    "Mortgage Statement",
    "Monthly Mortgage Statement",
    "Home Loan Billing Statement",
    "Escrow Account Disclosure Statement",
    "Annual Escrow Analysis",
    "Loan Payoff Statement",
    "Privacy Notice",
    "Our Privacy Policy",
    "Notice of Change in Terms",
    "Important Changes to Your Account Agreement",
    "Instructions for Recipient",
    "Instructions for Employee",
    "Year-End Summary",
    "2025 Year-End Account Summary",
    "Re: Your 2025 Tax Documents",
    "Dear Client,",
    "T4 Statement of Remuneration Paid",
    "T5 Statement of Investment Income",
    "P60 End of Year Certificate",
    "Lohnabrechnung",
    "SPECIMEN - DO NOT FILE",
    "Form W-9 Request for Taxpayer Identification Number and Certification",
    "Form W-4 Employee's Withholding Certificate",
    "Your tax form is available online",
    "IMPORTANT TAX DOCUMENT ENCLOSED",
    "Explanation of Benefits",
    "Insurance ID Card",
    "Payment Receipt",
    "Order Confirmation",
    "Packing Slip",
    "Estimate",
    "Form 1099-B Proceeds From Broker and Barter Exchange Transactions",
    "Form 1099-MISC Miscellaneous Information",
    "Form 1098-T Tuition Statement",
    "Form 1098-E Student Loan Interest Statement",
    "SSA-1099 Social Security Benefit Statement",
    "Schedule K-1 Partner's Share of Income",
    "Credit Report",
)

# The check part, written for the twelfth round (titles) before any change to the typing, in
# styles the part above lacks (an OMB number beside a form's caption, a payroll provider's W-2
# summary, a form's number in brackets after its caption, a state's or a lender's own caption,
# a bank's product name alone, a card's product name and its summary, an insurer's coverage
# summary, a state bar's lease form, an invoice beside its balance due), from public knowledge
# of what issuers print, no generator pool opened. It is measured once before the round's
# changes and once after them, never tuned on (measure(..., check=True)).
CHECK_TITLES: dict[str, tuple[str, ...]] = {
    "W-2": (
        "W-2 Wage and Tax Statement 2025 OMB No. 1545-0029",
        "2025 W-2 and EARNINGS SUMMARY",
        "Form W-2 Copy 2 To Be Filed With Employee's State, City, or Local Income Tax Return",
    ),
    "W-2c": (
        "Form W-2c Corrected Wage and Tax Statement OMB No. 1545-0008",
        "Corrected W-2 (W-2c) for Tax Year 2025",
        "Form W-2c Copy C For Employee's Records",
    ),
    "1099-INT": (
        "Form 1099-INT Interest Income OMB No. 1545-0112",
        "Interest Income Tax Statement - Lakeside Federal Credit Union",
        "1099-INT Summary of Interest Paid 2025",
    ),
    "1099-DIV": (
        "Form 1099-DIV Dividends and Distributions OMB No. 1545-0110",
        "2025 Dividend and Capital Gain Distribution Statement",
        "Summary of Dividends and Distributions - Form 1099-DIV",
    ),
    "1099-NEC": (
        "Form 1099-NEC Nonemployee Compensation OMB No. 1545-0116",
        "2025 1099-NEC Statement for Recipients of Nonemployee Compensation",
        "Compensation Paid to Independent Contractors 2025",
    ),
    "1099-R": (
        "Form 1099-R Distributions From Pensions, Annuities OMB No. 1545-0119",
        "2025 1099-R Tax Statement - Retirement Account Distributions",
        "Annuity and Pension Distribution Report Form 1099-R",
    ),
    "1099-G": (
        "Form 1099-G Certain Government Payments OMB No. 1545-0120",
        "2025 Form 1099-G Unemployment Insurance Tax Statement",
        "State Tax Refund Information 1099-G",
    ),
    "1098": (
        "Form 1098 Mortgage Interest Statement OMB No. 1545-1380",
        "Annual Tax and Interest Statement Form 1098",
        "Mortgage Interest Statement (Form 1098) Loan Number 0012345678",
    ),
    "property-tax-bill": (
        "2025 Combined Property Tax Statement",
        "Notice of Ad Valorem Taxes and Non-Ad Valorem Assessments",
        "Summer Tax Bill 2025",
    ),
    "pay-stub": (
        "Earnings Statement - Period Beginning 03/01/2025 Period Ending 03/15/2025",
        "ADVICE OF DEPOSIT",
        "Paycheck Statement",
    ),
    "bank-statement": (
        "Everyday Checking",
        "Money Market Savings Account Statement Summary",
        "Your Account Statement for March 2025",
    ),
    "credit-card-statement": (
        "Preferred Rewards Mastercard Monthly Statement",
        "Visa Platinum Account Summary",
        "Billing Statement for Card Ending in 4417",
    ),
    "utility-bill": (
        "Electric Service Statement Account Number 1234-567-890",
        "Water, Sewer & Trash Service Bill",
        "Natural Gas Bill Billing Period 02/10/2025 - 03/11/2025",
    ),
    "insurance-declarations": (
        "Homeowners Policy Declarations Page Policy Period 03/01/2025 to 03/01/2026",
        "Auto Insurance Coverage Summary",
        "Condominium Unitowners Policy Declarations",
    ),
    "lease": (
        "Residential Lease for Single Family Home and Duplex",
        "Agreement to Lease - Residential",
        "Condominium Lease Agreement",
    ),
    "invoice": (
        "Invoice 000123 Balance Due $1,250.00",
        "Contractor Invoice for Services Rendered",
        "Billing Statement - Invoice No. 2025-0317",
    ),
}

CHECK_DECOYS: tuple[str, ...] = (
    "Form 1099-K Payment Card and Third Party Network Transactions",
    "Form 1095-C Employer-Provided Health Insurance Offer and Coverage",
    "Form 5498 IRA Contribution Information",
    "Certificate of Liability Insurance",
    "Purchase Order",
    "Employment Verification Letter",
    "Truth in Savings Disclosure",
    "Cardmember Agreement",
)

OUTCOMES = ("right", "wrong", "none")
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Case:
    """One catalogue title: the docType it names (None: a decoy)."""

    doc_type: str | None
    title: str


def cases(only: set[str] | None = None, decoys: bool = True, check: bool = False) -> Iterator[Case]:
    """The titles of the docTypes in `only` (all when None), then the decoys (with `decoys`); of
    the check part (CHECK_TITLES, CHECK_DECOYS) with `check`."""
    for doc_type, titles in (CHECK_TITLES if check else TITLES).items():
        if only is None or doc_type in only:
            yield from (Case(doc_type, t) for t in titles)
    if decoys:
        yield from (Case(None, t) for t in (CHECK_DECOYS if check else DECOYS))


def verdict(contenders: Sequence[Contender]) -> str | None:
    """What the title reading says, the field confirmation granted to the first contender: its
    type, or None (no contender, or a decoy among them)."""
    if not contenders or any(c.decoy for c in contenders):
        return None
    return contenders[0].name


def outcome(guesser: TypeGuesser, case: Case, ignore: Sequence[re.Pattern[str]] = ()) -> tuple[str, str | None,
                                                                                               list[Contender]]:
    """right / wrong / none, the type read (None: none) and the ranking by the title."""
    contenders, ranked = guesser.read(_SPACE.sub(" ", case.title), ignore)
    got = verdict(contenders)
    if got is None:
        return "none", None, ranked
    return ("right" if got == case.doc_type else "wrong"), got, ranked


@dataclass
class Tally:
    right: int = 0
    wrong: int = 0
    none: int = 0
    decoys_none: int = 0
    decoys_wrong: int = 0
    readings: list[tuple[Case, str, str | None, list[Contender]]] = field(default_factory=list)

    @property
    def titles(self) -> int:
        return self.right + self.wrong + self.none

    @property
    def decoys(self) -> int:
        return self.decoys_none + self.decoys_wrong


def measure(guesser: TypeGuesser, ignore: Sequence[re.Pattern[str]] = (), only: set[str] | None = None,
            decoys: bool = True, check: bool = False) -> Tally:
    """Every catalogue title (of the docTypes in `only`, all when None; the decoys with `decoys`;
    the check part's with `check`, the part above otherwise) put to the title reading."""
    return measure_cases(guesser, cases(only, decoys, check), ignore)


def measure_cases(guesser: TypeGuesser, titled: Iterable[Case], ignore: Sequence[re.Pattern[str]] = ()) -> Tally:
    """Each of `titled` put to the title reading, in order (any list of titles: this catalogue's,
    tests/support/wild_titles.py's)."""
    tally = Tally()
    for case in titled:
        result, got, ranked = outcome(guesser, case, ignore)
        tally.readings.append((case, result, got, ranked))
        if case.doc_type is None:
            if result == "none":
                tally.decoys_none += 1
            else:
                tally.decoys_wrong += 1
        else:
            setattr(tally, result, getattr(tally, result) + 1)
    return tally


def print_tally(tally: Tally, listing: bool = False, everything: bool = False) -> None:
    """The benches' report (bench_title_catalogue.py, bench_wild_titles.py): with `listing`, every wrong reading
    and every title read as none (`everything`: the right ones too) with its three best contenders, one a line;
    then the tally per docType (in the order first met), the decoys, and in all."""
    per: dict[str, list[int]] = {}
    for case, result, got, ranked in tally.readings:
        row = per.setdefault(case.doc_type or "decoys", [0, 0, 0])
        row[("right", "wrong", "none").index(result)] += 1
        if listing and (result != "right" or everything) and not (case.doc_type is None and result == "none"):
            what = case.doc_type or "decoy"
            best = ", ".join(f"{c.name} {c.score:.3f}" for c in ranked[:3])
            print(f"  {result:5s} {what:22s} {case.title!r} -> {got or '-'}  [{best}]")
    for doc_type, (r, w, n) in per.items():
        if doc_type == "decoys":
            print(f"{doc_type:22s} {n}/{r + w + n} none, {w} typed")
        else:
            print(f"{doc_type:22s} titles {r}/{r + w + n} right, {w} wrong, {n} none")
    print(f"{'all':22s} titles {tally.right}/{tally.titles} = {100 * tally.right / max(tally.titles, 1):.1f}% right, "
          f"{tally.wrong} wrong, {tally.none} none; decoys {tally.decoys_none}/{tally.decoys} none, "
          f"{tally.decoys_wrong} typed")
