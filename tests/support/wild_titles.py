"""Document titles from another hand: what real issuers, vendors and form publishers print or name,
copied from public material, and the docType of the vocabulary each one names (or DECOY).

Why: the title catalogue (tests/support/title_catalogue.py) was written on this project, and the
general typing (harness.harvest.general_type) was tuned on it. This list was built by a helper of
the thirtieth session who had seen no held-out material, from public sources found with the
stored search tools (code, pages and docs corpora): OCR dumps of real documents (an ADP earnings
statement, a USAA homeowners policy packet), parsers' and classifiers' anchor strings (a payroll
matcher, an invoice-type detector, a document-keyword table), tax-software form captions (the IRS
titles of the forms), a document-extraction vendor's catalogue of the documents it reads (Ocrolus,
mirrored in a public repository), README excerpts of statement parsers quoting what statements
print, and form publishers' names for their lease forms. Each title is copied as the source prints
it (case, punctuation and all); none was written from memory, none was taken from the title
catalogue, and no generator pool was opened. Each entry names its source: `owner/repo:path` for a
repository file, the URL for a web page. A title was mapped to the docType whose plain description
(harness.contract.doctype_descriptions) it names, or to DECOY when it is mail of none of the types
(another IRS form, a loan's statement, a closing disclosure, a letter, a report, a notice, a
receipt, a memo); titles whose type was unclear were left out. Not every line is a title proper: a
few are the headings a real bill prints at its head where it prints no title (an electric bill's
"Electric Account Summary"), the name an issuer gives its statement's file, the caption and foot line
of an IRS form as text extraction joins them ("2010Form1099-DIV(2009)"), a vendor's or a publisher's
name for a document (Ocrolus's "Pay Stub", a form site's "IRS Form 1099-R \"Distributions ...\"") and a
verification project's mock documents; each is as its source prints it.

The halves are dealt by SOURCE (a repository, or a web site's host without "www."): the sources
sorted case-insensitively and dealt alternately to `fit` and `check`, so that no source is in both;
a title (case- and space-insensitive) found in both halves is kept in `fit` only. The fit half may
be studied in any detail; the check half is read by its totals only
(benchmarks/bench_wild_titles.py refuses to list it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final
from urllib.parse import urlparse

from tests.support.title_catalogue import Case

DECOY: Final = None
HALVES: Final = ("fit", "check")
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Entry:
    """A title as printed, the docType it names (DECOY: none of them) and where it was found."""

    doc_type: str | None
    title: str
    source: str


_OCR: Final = "ConvexityLab/appraisal-management-backend:data/taxonomy/documents/"
_HABU: Final = "habutax/habutax:habutax/forms/"
_USAA: Final = "jdean64/insurance-policy-assistant:constants.js"
_GLIT: Final = "GlitGit/validator-glit:validator.py"
_NICSI: Final = "Lavyadev/nicsiGPT-BillVerifier:backend/config.py"
_SF: Final = "https://simpleforms.com/tag/lease/page/8"
_EF: Final = "https://eforms.com/rental/"
_LF: Final = "https://360legalforms.com/document/residential-lease-agreement/month-to-month-lease-agreement"
_TR: Final = "http://templateroller.com/tags/55-residential-rental-agreement-template/"
_IG: Final = "https://www.invoicegenerators.net/utility-bill-generator"
_NJ: Final = "newjersey/taxation-mef-viewer:mef/Stylesheets/2022/"
_LV: Final = "paul-hammant/live-verify:public/use-cases/data/"

ENTRIES: Final[tuple[Entry, ...]] = (
    # Ocrolus's catalogue of the documents it reads (its pages' titles and navigation lists)
    Entry("W-2", "IRS Form W-2 - Wage and Tax State", _OCR + "irs-form-w-2.md"),
    Entry("W-2c", "W-2C - Corrected Wage and Tax Statement", _OCR + "w2c.md"),
    Entry("1099-G", "IRS Form 1099-G - Certain Government Payments", _OCR + "irs-form-w-2.md"),
    Entry("1099-INT", "IRS Form 1099-INT - Interest income", _OCR + "irs-form-w-2.md"),
    Entry("1099-R", "IRS Form 1099-R - Distributions from Pensions, Annuities, Retirement or Profit-Sharing Plans, "
                    "IRAs, Insurance Contracts, etc.", _OCR + "irs-form-1099-r.md"),
    Entry("1099-NEC", "1099-NEC - Nonemployee Compensation", _OCR + "1099-nec-nonemployee-compensation.md"),
    Entry("property-tax-bill", "Property Tax Bill", _OCR + "tax-bill.md"),
    Entry("lease", "Residential Lease Agreement", _OCR + "tax-bill.md"),
    Entry("pay-stub", "Pay Stub", _OCR + "voie-finicity.md"),
    Entry("bank-statement", "Bank Statements", _OCR + "bank-statements.md"),
    Entry("credit-card-statement", "Credit Card Statement", _OCR + "credit-card-statement.md"),
    Entry(DECOY, "Mortgage Statement", _OCR + "tax-bill.md"),
    Entry(DECOY, "Payoff Letter", _OCR + "tax-bill.md"),
    Entry(DECOY, "Preliminary Title Report", _OCR + "tax-bill.md"),
    Entry(DECOY, "Purchase Contract", _OCR + "tax-bill.md"),
    Entry(DECOY, "Appraisal Notice", _OCR + "tax-bill.md"),
    Entry(DECOY, "Certificate of Liability Insurance", _OCR + "tax-bill.md"),
    Entry(DECOY, "Closing Disclosure", _OCR + "closing-disclosure.md"),
    Entry(DECOY, "Loan Estimate", _OCR + "closing-disclosure.md"),
    Entry(DECOY, "Gift Letter", _OCR + "closing-disclosure.md"),
    Entry(DECOY, "Pre-Approval Letter", _OCR + "closing-disclosure.md"),
    Entry(DECOY, "Wiring Instructions", _OCR + "closing-disclosure.md"),
    Entry(DECOY, "Mortgage Insurance Certificate", _OCR + "closing-disclosure.md"),
    Entry(DECOY, "IRS Form 1099-K - Payment Card and Third Party Network Transactions", _OCR + "irs-form-w-2.md"),
    Entry(DECOY, "IRS Form 1099-MISC - Miscellaneous Information", _OCR + "irs-form-w-2.md"),
    Entry(DECOY, "IRS Form 1096 - Annual Summary and Transmittal of U.S. Information Returns",
          _OCR + "irs-form-w-2.md"),
    Entry(DECOY, "940-V - Payment Voucher", _OCR + "irs-form-w-2.md"),
    Entry(DECOY, "IRS Form 1040-X - Amended U.S. Individual Income Tax Return", _OCR + "irs-form-w-2.md"),
    Entry(DECOY, "IRS Form SSA-1099 - Social Security Benefit Statement", _OCR + "voie-finicity.md"),
    Entry(DECOY, "Pension Award Letter", _OCR + "voie-finicity.md"),
    Entry(DECOY, "Profit and Loss Statement", _OCR + "voie-finicity.md"),
    Entry(DECOY, "Change in Benefits Notice", _OCR + "voie-finicity.md"),
    Entry(DECOY, "Brokerage Statement", _OCR + "bank-statements.md"),
    Entry(DECOY, "Auto Loan Statement", _OCR + "credit-card-statement.md"),
    Entry(DECOY, "Credit Report", _OCR + "credit-card-statement.md"),
    Entry(DECOY, "Student Loan Statement", _OCR + "credit-card-statement.md"),
    Entry(DECOY, "Solar Panel Payment Receipt", _OCR + "credit-card-statement.md"),
    Entry(DECOY, "Wire Remittance Statement", _OCR + "credit-card-statement.md"),
    # a tax program's input forms: the form's name and its IRS title
    Entry("1099-INT", "Form 1099-INT", _HABU + "ty2023/f1099_int.py"),
    Entry("1099-INT", "Interest Income", _HABU + "ty2023/f1099_int.py"),
    Entry("1099-DIV", "Form 1099-DIV", _HABU + "ty2023/f1099_div.py"),
    Entry("1099-DIV", "Dividends and Distributions", _HABU + "ty2023/f1099_div.py"),
    Entry("1099-G", "Form 1099-G", _HABU + "ty2023/f1099_g.py"),
    Entry("1099-G", "Certain Government Payments", _HABU + "ty2023/f1099_g.py"),
    Entry("1098", "Form 1098", _HABU + "ty2021/f1098.py"),
    Entry("1098", "Mortgage Interest Statement", _HABU + "ty2021/f1098.py"),
    Entry("1099-R", "Form 1099-R", _HABU + "ty2021/f1099_r.py"),
    Entry("1099-R", "Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance "
                    "Contracts, etc.", _HABU + "ty2021/f1099_r.py"),
    # a USAA homeowners policy packet as extracted from its PDF
    Entry("insurance-declarations", "HOMEOWNERS POLICY DECLARATIONS", _USAA),
    Entry(DECOY, "WORKERS' COMPENSATION NOTICE", _USAA),
    Entry(DECOY, "CHARACTERISTICS OF YOUR HOME", _USAA),
    # an ADP earnings statement parsed to markdown; a payroll matcher's document name
    Entry("pay-stub", "Earnings Statement",
          "landing-ai/ade-helper-scripts:Streamlit_Application_Batch_Processing/webinar/results/"
          "Earnings_Statement_ADP.md"),
    Entry("pay-stub", "ADP Earnings Statement", "DSACMS/income-verification:app/src/service/ocr/document/w2.ts"),
    # an invoice-type detector's header keywords (vendor bills)
    Entry("invoice", "RENTAL RETURN INVOICE", _GLIT),
    Entry("invoice", "INVOICE", _GLIT),
    Entry(DECOY, "CREDIT MEMO", _GLIT),
    # a bill verifier's document keywords
    Entry("invoice", "tax invoice", _NICSI),
    Entry("pay-stub", "salary slip", _NICSI),
    Entry(DECOY, "completion certificate", _NICSI),
    Entry(DECOY, "monthly progress report", _NICSI),
    # an investing wiki's articles on what these documents are called
    Entry("insurance-declarations", "Common Policy Declarations",
          "investorswiki/content:Texts/English/common-policy-declarations.md"),
    Entry(DECOY, "Annual Mortgage Statement", "investorswiki/content:Texts/English/annual_mortgage_statement.md"),
    # a verification project's document pages
    Entry("insurance-declarations", "Homeowners Insurance Declarations Page",
          "paul-hammant/live-verify:public/use-cases/data/homeowners-insurance-declarations.md"),
    # statement parsers' READMEs quoting what the statements print
    Entry("bank-statement", "SaveU statement.", "5hwb/convert-myboq-mego-pdf-bank-statements-to-csv:README.md"),
    Entry("1099-DIV", "1099-DIV DIVIDENDS & DISTRIBUTIONS", "xumingkuan/1099-B-DIV-helper:README.md"),
    Entry("1099-DIV", "Detail for Dividends and Distributions", "gmzi/fixie:README.md"),
    Entry(DECOY, "Summary of Proceeds, Gains & Losses", "gmzi/fixie:README.md"),
    # lease form publishers
    Entry("lease", "Residential Lease Agreement", _SF),
    Entry("lease", "Month-to-Month Lease Agreement", _SF),
    Entry("lease", "Roommate Lease Agreement", _SF),
    Entry("lease", "Sublease Agreement", _SF),
    Entry("lease", "Association of Realtors Lease Agreement", _SF),
    Entry("lease", "Mississippi Assoc. of Realtors Residential Lease Agreement", "https://simpleforms.com/tag/lease-agreement/"),
    Entry("lease", "Condominium (Condo) Rental Agreement", _EF),
    Entry("lease", "Roommate (Room Rental) Agreement", _EF),
    Entry("lease", "Residential Rental Lease Agreement",
          "https://www.american-apartment-owners-association.org/property-management/landlord-forms/"
          "residential-lease-or-month-to-month-rental-agreement/"),
    Entry("lease", "Month to Month Lease Agreement", _LF),
    Entry("lease", "House Rental Agreement", _LF),
    Entry("lease", "Rental Contract", _LF),
    Entry("lease", "Residential Lease for Single Family Home or Duplex (FOR A TERM NOT TO EXCEED ONE YEAR)",
          "https://forms.justia.com/florida/statewide/landlord-tenant/"
          "residential-lease-for-single-family-home-or-duplex-91383.html"),
    Entry("lease", "FLORIDA RESIDENTIAL LEASE AGREEMENT", "https://www.signnow.com/template/florida-lease"),
    Entry("lease", "Residential Lease for Single Family Home or Duplex", "https://formspal.com/pdf-forms/other/rlhd-3x"),
    Entry("lease", "Residential Rental Agreement", _TR),
    Entry("lease", "Rental Lease Agreement", _TR),
    Entry("lease", "Residential Rental Contract", _TR),
    Entry("lease", "Apartment Lease", _TR),
    # an insurer's guide to its declarations; a template vendor's invoice forms and its letter about one
    Entry("insurance-declarations", "Home Insurance Policy Declarations",
          "https://www.allstate.com/home-insurance/policy-declarations"),
    Entry("invoice", "Commercial Sales Invoice", "https://www.business-in-a-box.com/template/invoice-D12538/_payload.json"),
    Entry(DECOY, "Sorry About the Mistake in Invoice",
          "https://www.business-in-a-box.com/template/invoice-D12538/_payload.json"),
    # a bill generator's page, modelled on a utility's bill
    Entry("utility-bill", "Utility Bill", _IG),
    Entry("utility-bill", "Electricity Bill", _IG),
    # headings printed at the head of real electric bills, parsed to markdown (these bills print no title as such)
    Entry("utility-bill", "Electric Account Summary",
          "UChicago-Capstone-Summer2025-Powerkiosk/Automated-Utility-Bill-and-Contract-Processing-using-Agentic-RAG:"
          "landing-ai-sandbox-data/processed_data/document_278/document_278.md"),
    Entry("utility-bill", "Explanation of Current Charges",
          "landing-ai/ade-helper-scripts:Industry_Use_Cases/Financial Services/Utility_Bills/results_folder/"
          "electric_A_20250922_061312.json"),
    # a state tax department's renderings of the IRS forms (the form's caption, its foot line, the page's description)
    Entry("1099-NEC", "Nonemployee Compensation", _NJ + "IRS1099NEC.xsl"),
    Entry("1099-NEC", "Form 1099-NEC (Rev. 1-2022)", _NJ + "IRS1099NEC.xsl"),
    Entry("1099-NEC", "IRS Form 1099-NEC", _NJ + "IRS1099NEC.xsl"),
    Entry("W-2", "IRS Form W2", _NJ + "IRSW2.xsl"),
    Entry("1099-R", "IRS Form 1099R", _NJ + "IRS1099R.xsl"),
    # a verification project's mock documents (an insurer's claim estimate, ID card and declarations)
    Entry("insurance-declarations", "POLICY DECLARATIONS", _LV + "auto-insurance-documents.md"),
    Entry(DECOY, "REPAIR ESTIMATE SUMMARY", _LV + "auto-insurance-documents.md"),
    Entry(DECOY, "AUTO INSURANCE ID CARD", _LV + "auto-insurance-documents.md"),
    Entry("insurance-declarations", "Auto insurance policies and declarations pages",
          _LV + "auto-insurance-policies.md"),
    Entry(DECOY, "Auto insurance ID cards (proof of insurance)", _LV + "auto-insurance-id-cards.md"),
    # an extraction vendor's configuration for Allstate's auto policy packet (the card it encloses)
    Entry(DECOY, "Proof of Insurance Card",
          "sensible-hq/sensible-configuration-library:insurance/policy_dec_pages/auto_policy/allstate.json"),
    # the same vendor's bank-statement configurations: the line each one recognises a statement by
    Entry("bank-statement", "COMBINED CUSTOMER STATEMENT",
          "sensible-hq/sensible-configuration-library:templates/Financial Services/Bank Statements/"
          "ally_combined_customer_statement.json"),
    Entry("bank-statement", "Checking Summary",
          "sensible-hq/sensible-configuration-library:templates/Financial Services/Bank Statements/configurations/"
          "chase_checking_summary.json"),
    # a statement parser's example: the name Apple gives its card statement
    Entry("credit-card-statement", "Apple Card Statement - August 2024",
          "tyetrask/apple_card_statement_parser:README.md"),
    # the IRS forms' text as web pages reproduce it (captions, page titles, the lines text extraction joins)
    Entry("W-2", "IRS Form- 0 W-2- Wage and Tax Statement",
          "http://www.docstoc.com/docs/404945/IRS-Form--0-W-2---Wage-and-Tax-Statement"),
    Entry("W-2", "Form W-2 \u2013 Wage & Tax Statement", "https://affordablechecks.com/?p=1452"),
    Entry("W-2", "W-2 Form (Employer\u201ds Wage and Tax Statement)",
          "http://www.youremployeehandbook.com/news/human-resource-reference-library/"
          "w-2-form-employers-wage-and-tax-statement/"),
    Entry("1099-INT", "Form 1099-INT (keep for your records)",
          "https://www.scribd.com/document/540808/US-Internal-Revenue-Service-f1099int-1992"),
    Entry("1099-G", "1099-G Copy B", "https://www.scribd.com/document/540790/US-Internal-Revenue-Service-f1099g-1995"),
    Entry("1099-INT", "Form 1099-INT Interest Income 2008",
          "https://unclefed.com/Tax-Help/HTML/p550/15093r09.gif-3694884522.html"),
    Entry("1098", "2019 Form 1098", "https://5y1.org/info/desert-financial-online-banking-logon_4_f99792.html"),
    Entry("1099-G", "2020 Form 1099-G", "https://info.5y1.org/official-florida-unemployment-website_1_66b2c0.html"),
    Entry("1098", "Form 1098 Mortgage (Rev. January 2022)",
          "https://ses.stf.com/old%20bookmarks/Joe/Joe_wsw/0029/2018060815310296811926.htm"),
    Entry(DECOY, "Blank IRS W-2c PDF Template", "https://smartpdfforms.com/irs-w-2c-form"),
    Entry("1099-DIV", "Form 1099-DIV (Rev. January 2024)",
          "https://paystubusa.com/documents/preview?form_name=1099-div_form"),
    Entry("1099-DIV", "2010Form1099-DIV(2009)", "https://omb.report/icr/200908-1545-012/doc/13076201"),
    Entry("1099-DIV", "Form 1099-DIV--Dividends and Distributions", "https://omb.report/icr/201910-1545-008/doc/95513301"),
    Entry("1099-NEC", "Form 1099-NEC (Rev. 1-2025)", "https://omb.report/icr/202408-1545-005/doc/145276100"),
    Entry("1099-NEC", "1099-NEC Nonemployee Compensation", "https://omb.report/icr/202408-1545-005/doc/145276100"),
    Entry("1099-NEC", "2021 Form 1099-NEC", "https://omb.report/document/www.irs.gov/pub/irs-pdf/f1099nec.pdf"),
    Entry("1099-NEC", "Form 1099-NEC", "https://fill.io/F1099nec-2020-Form-1099-NEC"),
    Entry("property-tax-bill", "NOTICE OF AD VALOREM TAXES AND NON-AD VALOREM ASSESSMENTS", "https://fill.io/Dr528-de8845c8"),
    # a mortgage servicer's guide to the statement it mails; the line printed on envelopes of tax forms
    Entry(DECOY, "Annual Escrow Account Disclosure Statement", "https://www.shellpointmtg.com/escrow-hub/escrow-analysis"),
    Entry(DECOY, "Important Tax Return Document Enclosed",
          "https://legalclarity.org/what-does-important-tax-return-document-enclosed-mean"),
    Entry("1099-R", 'IRS Form 1099-R "Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, '
                    'Iras, Insurance Contracts, Etc."',
          "https://www.templateroller.com/template/1742547/irs-form-1099-r-2018-distributions-from-pensions-annuities-"
          "retirement-or-profit-sharing-plans-iras-insurance-contracts-etc.html"),
    Entry("1099-DIV", 'IRS Form 1099-DIV "Dividends and Distributions"',
          "https://www.templateroller.com/template/1862235/irs-form-1099-div-2019-dividends-and-distributions.html"),
)


def source_name(source: str) -> str:
    """The repository (`owner/repo`) of a repository file, the host (no "www.") of a web page."""
    if source.startswith(("http://", "https://")):
        host = urlparse(source).netloc.lower()
        return host[4:] if host.startswith("www.") else host
    return source.split(":", 1)[0]


def _key(title: str) -> str:
    return _SPACE.sub("", title).casefold()


def sources() -> list[str]:
    """Every source's name, sorted case-insensitively (then as printed)."""
    return sorted({source_name(e.source) for e in ENTRIES}, key=lambda s: (s.casefold(), s))


def half_of(source: str) -> str:
    """`fit` or `check`: the sources sorted are dealt alternately, the first to fit."""
    return HALVES[sources().index(source_name(source)) % 2]


def entries(half: str) -> list[Entry]:
    """The entries of a half, in ENTRIES' order; a title in both halves stays in fit only, and a
    title given twice in one half is kept once."""
    if half not in HALVES:
        raise ValueError(f"unknown half {half!r}: fit or check")
    fit_titles = {_key(e.title) for e in ENTRIES if half_of(e.source) == "fit"}
    kept: list[Entry] = []
    seen: set[str] = set()
    for entry in ENTRIES:
        key = _key(entry.title)
        if half_of(entry.source) != half or key in seen or (half == "check" and key in fit_titles):
            continue
        seen.add(key)
        kept.append(entry)
    return kept


def cases(half: str) -> list[Case]:
    """A half's entries as the title catalogue's cases: the titles first, then the decoys."""
    chosen = entries(half)
    return ([Case(e.doc_type, e.title) for e in chosen if e.doc_type is not None]
            + [Case(None, e.title) for e in chosen if e.doc_type is None])
