"""A randomized page grammar, blind to the project's generator, as a yardstick for the field harvest.

The galleries (block_gallery.py, page_gallery.py) are fixed pages the harvest has been mended on;
this module draws whole documents at random instead, combining a dozen parametric block drawers
(letterheads, titles, party blocks, key-value panels of one to three columns with the label left,
right, above or below its value, numbered tax-form boxes, ruled and unruled tables that may run on
to the next page, prose and letters with values in sentences, summary boxes, notices and fine
print, remittance stubs, page furniture) with label wordings, value formats, fonts and block orders
written for this module from general knowledge of what banks, card issuers, utilities, payroll
providers, insurers, landlords, vendors, tax collectors and IRS information returns print. No
generator module, wording list, template or harvest rule was read to write them.

Every pool (block variants, wordings, titles, value formats, orders, names, fine print) is split
alternately into two halves: `fit` pages draw from half A only, `check` pages from half B only.
The harvest may be tuned on `fit`; `check` says whether what was tuned generalizes. A few binary
choices of arrangement (a period as one range or two labels, a middle initial, how many filler rows
a table holds) are drawn alike in both halves.

`page(half, seed, index)` draws one document from `random.Random(f"blind:{half}:{seed}:{index}")`
(never the global RNG): one docType of the harvest's vocabulary, or (every tenth page) a lookalike
that must stay untyped. `BlindPage.fields` is every probe field the page prints, normalized as the
galleries do (money "1234.50", dates ISO, a person's name in its natural order, ids as printed);
`printed` holds each field's text as the page prints it, `where` the block variant that prints it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import TypeAlias

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from harness.contract.manifest import ProbeGroundTruthRow
from harness.contract.vocabulary import DOC_TYPES
from harness.scoring.probe import field_matches
from tests.support.block_gallery import Page

C: TypeAlias = canvas.Canvas
Op: TypeAlias = Callable[[C], None]
TOP, BOTTOM, LEFT, RIGHT = 50.0, 735.0, 54.0, 558.0

# --- pools: every one split alternately into half A (fit) and half B (check) ----------------------

POOLS: dict[str, tuple[str, ...]] = {
    # fonts: (regular, bold) of reportlab's standard faces
    "family": ("Helvetica", "Times-Roman", "Courier"),
    "date": ("mdy-slash", "mdy-short", "month-d-y", "mon-d-y", "d-mon-y", "mdy-dash", "iso", "d-month-y",
             "MON-D-Y", "mon.-d-y"),
    "money": ("dollar", "plain-comma", "dollar-space", "usd-suffix", "dollar-nocomma", "usd-prefix", "plain"),
    "last4": ("stars", "xs", "dots", "ending", "dash-x", "bare"),
    "person": ("natural", "last-first-caps", "caps", "last-first"),
    "labelcase": ("plain", "colon", "upper-colon", "upper"),
    "letterhead": ("left-stack", "center", "right-block", "wordmark-rule", "left-contact-right", "band"),
    "title": ("below-left", "top-right", "centered", "band-shaded"),
    "party": ("envelope", "captioned", "boxed-caption", "inline-label", "caption-beside"),
    "panel": ("left-colon", "left-leaders", "above", "below", "right", "boxed-above", "inline",
              "left-right-aligned"),
    "columns": ("1", "2", "3"),
    "boxes": ("grid-num-label", "grid-box-word", "list-leaders", "table-box-col", "grid-value-beside",
              "list-num-right"),
    "table": ("ruled-bold", "unruled-caps", "shaded-header", "grid-lines", "underlined-header", "zebra"),
    "totals": ("bottom", "top", "bottom-label-right", "separate-box"),
    "continued": ("header-again", "no-header", "caption-continued", "caption-and-header"),
    "prose": ("paragraph", "letter", "bullets", "notice-box"),
    "summary": ("shaded-right", "boxed-full", "rule-above-below", "double-box"),
    "furniture": ("page-of-bottom-right", "page-slash-top-right", "page-of-center-ref-top", "ref-and-page-left"),
    "stub": ("detach-rule", "boxed", "scissors-line", "none"),
    "order": ("panel-table-prose", "prose-panel-table", "summary-table-panel", "table-panel-prose",
              "panel-prose-table", "summary-prose-table"),
    "joiner": (" - ", " to ", " through ", " \u2013 "),
    "first": ("Ingrid", "Marcus", "Delphine", "Tomasz", "Priya", "Rafael", "Noor", "Gideon", "Hollis", "Yesenia",
              "Anatole", "Bettina", "Cormac", "Dagny", "Ezekiel", "Fenella"),
    "last": ("Okonkwo", "Lindgren", "Abernathy", "Vasquez", "Halloran", "Petrakis", "Szabo", "Whitcombe",
             "Nakagawa", "Brennan", "Castellanos", "Oyelaran", "Dufresne", "Kowalczyk", "Rasmussen", "Thibodeaux"),
    "stem": ("Bramblewood", "Copper Hollow", "Eastmarch", "Fairhaven", "Glenrock", "Harrowgate", "Ironbridge",
             "Juniper Point", "Kestrel Bay", "Lanternfield", "Millbrook", "Northgate", "Oakmere", "Pinecrest",
             "Quarry Hill", "Riverbend"),
    "town": ("Kettering Falls", "Dunmore", "Ravenna", "Fallbrook", "Halsey", "Brookport", "Linden", "Westfield"),
    "street": ("Sycamore Ave", "Old Mill Rd", "Harbor View Dr", "N 14th St", "Cedar Ln", "Pioneer Blvd",
               "Ridgeline Ct", "W Main St"),
    "state": ("OR 97", "KS 66", "VT 05", "NM 87", "WI 53", "GA 30", "ME 04", "MN 55"),
    "fine": (
        "Questions? Call us at 1-800-555-{n4}, Monday through Friday, 8 a.m. to 6 p.m.",
        "A late fee of {m1} may be charged if payment is not received by the due date.",
        "Please allow {n1} business days for payments to post to your account.",
        "Keep this document for your records. Report errors within 60 days of {d1}.",
        "Rates are subject to change. The rate of {p1}% applies as of {d1}.",
        "Returned payments are subject to a {m1} service charge.",
        "Paperless customers save {m1} a year. Enroll online at our website.",
        "Office hours change on {d1}; our phone number 1-888-555-{n4} stays the same.",
        "This notice is sent to you as required by law. Reference {n4}-{n1}.",
        "Payments mailed to P.O. Box {n4} must include the reference number shown above.",
    ),
    "lookalike": ("insurance-quote", "estimate", "card-offer", "paycheck-calculator", "rate-change-notice",
                  "rental-application", "year-end-summary", "fee-schedule"),
}

# label wordings per (docType or "*", field); the first matching key wins
WORDINGS: dict[tuple[str, str], tuple[str, ...]] = {
    ("bank-statement", "account_last4"): ("Account number", "Account", "Acct. no.", "Account No.",
                                          "Checking account", "Account ending in"),
    ("bank-statement", "period"): ("Statement period", "For the period", "Period covered", "Statement dates",
                                   "Statement cycle", "Activity period"),
    ("bank-statement", "period_start"): ("Beginning date", "From", "Period start", "Opening date",
                                         "Statement start", "Period beginning"),
    ("bank-statement", "period_end"): ("Ending date", "Through", "Period end", "Closing date",
                                       "Statement end", "Period ending"),
    ("bank-statement", "beginning_balance"): ("Beginning balance", "Opening balance", "Previous statement balance",
                                              "Balance forward", "Starting balance", "Balance last statement"),
    ("bank-statement", "ending_balance"): ("Ending balance", "Closing balance", "Balance this statement",
                                           "Ending statement balance", "Balance at period end",
                                           "Your ending balance"),
    ("bank-statement", "interest_paid"): ("Interest paid", "Interest earned", "Dividends paid", "Interest credited",
                                          "Interest earned this period", "Dividends earned"),
    ("credit-card-statement", "account_last4"): ("Account number", "Card number", "Account ending in",
                                                 "Card ending", "Account #", "Acct ending"),
    ("credit-card-statement", "closing_date"): ("Closing date", "Statement closing date", "Statement date",
                                                "Billing cycle ends", "Closing date of billing cycle",
                                                "Cycle end date"),
    ("credit-card-statement", "new_balance"): ("New balance", "New balance total", "Statement balance",
                                               "Total new balance", "Balance this cycle", "Current balance"),
    ("credit-card-statement", "minimum_payment"): ("Minimum payment due", "Minimum payment", "Minimum amount due",
                                                   "Min. payment due", "Minimum due", "Minimum payment amount"),
    ("credit-card-statement", "payment_due_date"): ("Payment due date", "Payment due", "Due date", "Pay by",
                                                    "Payment due by", "Please pay by"),
    ("utility-bill", "account_number"): ("Account number", "Account no.", "Customer account", "Account #",
                                         "Service account", "Acct number"),
    ("utility-bill", "billing_date"): ("Bill date", "Billing date", "Statement date", "Date of bill", "Date billed",
                                       "Bill issued"),
    ("utility-bill", "amount_due"): ("Amount due", "Total amount due", "Please pay", "Total due", "Amount to pay",
                                     "Balance due"),
    ("utility-bill", "due_date"): ("Due date", "Payment due", "Pay by", "Due by", "Please pay by",
                                   "Amount due by"),
    ("pay-stub", "employee_name"): ("Employee", "Employee name", "Pay to", "Paid to", "Associate", "Name"),
    ("pay-stub", "pay_date"): ("Pay date", "Check date", "Payment date", "Date paid", "Pay day", "Deposit date"),
    ("pay-stub", "gross_pay"): ("Gross pay", "Gross earnings", "Total gross", "Total earnings", "Gross wages",
                                "Gross"),
    ("pay-stub", "net_pay"): ("Net pay", "Take-home pay", "Net amount", "Net check", "Net deposit",
                              "Total net pay"),
    ("pay-stub", "ytd_gross"): ("YTD gross", "Gross year to date", "Year-to-date gross", "YTD total earnings",
                                "Gross pay YTD", "Year to date gross earnings"),
    ("W-2", "employer_name"): ("Employer's name and address", "Employer", "Employer name, address, ZIP",
                               "Company", "Employer's name, address and ZIP code", "Issued by"),
    ("W-2", "employee_name"): ("Employee's name", "Employee", "Employee name and address",
                               "Employee's first name, initial and last name", "Issued to", "Name of employee"),
    ("W-2", "employer_ein"): ("Employer identification number (EIN)", "Employer ID number", "Employer's EIN",
                              "Federal EIN", "EIN", "Employer FEIN"),
    ("W-2", "box1_wages"): ("Wages, tips, other compensation", "Wages, tips and other comp.", "Taxable wages",
                            "Federal wages", "Wages and tips", "Federal taxable wages"),
    ("W-2", "box2_federal_tax_withheld"): ("Federal income tax withheld", "Federal tax withheld",
                                           "Fed. income tax w/h", "Federal withholding", "Federal income tax",
                                           "Fed tax withheld"),
    ("W-2", "box3_social_security_wages"): ("Social security wages", "SS wages", "Soc. Sec. wages",
                                            "Social security taxable wages", "OASDI wages",
                                            "Social Security wages & tips"),
    ("W-2", "box4_social_security_tax"): ("Social security tax withheld", "SS tax withheld", "Soc. Sec. tax",
                                          "OASDI tax withheld", "Social security tax", "Social Sec. tax w/h"),
    ("W-2", "box5_medicare_wages"): ("Medicare wages and tips", "Medicare wages", "Medicare taxable wages",
                                     "Medicare wages & tips", "Medicare wage base", "Wages subject to Medicare"),
    ("W-2", "box6_medicare_tax"): ("Medicare tax withheld", "Medicare tax", "Medicare w/h", "Medicare tax w/h",
                                   "Medicare withholding", "Medicare tax deducted"),
    ("W-2", "box17_state_income_tax"): ("State income tax", "State tax withheld", "State income tax withheld",
                                        "State withholding", "St. income tax", "State tax"),
    ("*", "tax_year"): ("Tax year", "For calendar year", "Year", "Calendar year", "Tax period", "Reporting year"),
    ("*", "payer_name"): ("Payer's name", "Payer", "PAYER'S name, street address, city", "Paid by",
                          "Payer name and address", "Filer"),
    ("*", "payer_tin"): ("Payer's TIN", "Payer's federal identification number", "Payer TIN",
                         "Payer's federal ID no.", "Payer's taxpayer ID", "Federal ID number"),
    ("*", "recipient_name"): ("Recipient's name", "Recipient", "RECIPIENT'S name", "Paid to",
                              "Recipient name and address", "Payee"),
    ("*", "box4_federal_tax_withheld"): ("Federal income tax withheld", "Backup withholding",
                                         "Federal tax withheld", "Fed. income tax withheld",
                                         "Federal withholding", "Backup w/h"),
    ("1099-INT", "box1_interest_income"): ("Interest income", "Interest paid", "Taxable interest",
                                           "Total interest income", "Interest", "Interest earned"),
    ("1099-DIV", "box1a_total_ordinary_dividends"): ("Total ordinary dividends", "Ordinary dividends",
                                                     "Total ordinary divs.", "Ordinary dividends total",
                                                     "Dividends, ordinary", "Total ord. dividends"),
    ("1099-DIV", "box1b_qualified_dividends"): ("Qualified dividends", "Qualified divs.",
                                                "Qualified dividend income", "Qualified portion",
                                                "Dividends qualified", "Qualified"),
    ("1099-DIV", "box2a_total_capital_gain"): ("Total capital gain distr.", "Capital gain distributions",
                                               "Total capital gain distributions", "Cap. gain distributions",
                                               "Capital gains distributed", "Total cap gain distr"),
    ("1099-NEC", "box1_nonemployee_compensation"): ("Nonemployee compensation", "Non-employee compensation",
                                                    "Nonemployee comp.", "Compensation paid",
                                                    "Contractor compensation", "Fees for services"),
    ("1099-R", "box1_gross_distribution"): ("Gross distribution", "Gross distrib.", "Total distribution",
                                            "Gross amount distributed", "Distribution, gross", "Gross payment"),
    ("1099-R", "box2a_taxable_amount"): ("Taxable amount", "Taxable amt.", "Taxable portion", "Amount taxable",
                                         "Taxable distribution", "Taxable"),
    ("1099-R", "box7_distribution_code"): ("Distribution code", "Distribution code(s)", "Dist. code", "Code",
                                           "Distr. code", "Distribution type code"),
    ("1098", "lender_name"): ("Recipient's/Lender's name", "Lender", "Lender's name and address",
                              "Mortgage holder", "Servicer", "Received by"),
    ("1098", "borrower_name"): ("Payer's/Borrower's name", "Borrower", "Borrower's name", "Mortgagor",
                                "Borrower name and address", "Paid by"),
    ("1098", "box1_mortgage_interest"): ("Mortgage interest received from payer(s)/borrower(s)",
                                         "Mortgage interest received", "Mortgage interest paid",
                                         "Interest received", "Mortgage interest", "Total interest received"),
    ("1098", "box2_outstanding_principal"): ("Outstanding mortgage principal", "Outstanding principal",
                                             "Principal balance", "Mortgage principal outstanding",
                                             "Outstanding principal as of Jan 1", "Principal outstanding"),
    ("1098", "box10_property_tax"): ("Property tax", "Real estate taxes paid", "Property taxes",
                                     "Real estate tax", "Taxes paid from escrow", "Property tax paid"),
    ("property-tax-bill", "parcel_number"): ("Parcel number", "Parcel ID", "Parcel no.", "Assessor's parcel number",
                                             "PIN", "Property ID"),
    ("property-tax-bill", "owner_name"): ("Owner", "Property owner", "Owner of record", "Taxpayer", "Owner name",
                                          "Assessed owner"),
    ("property-tax-bill", "total_tax"): ("Total tax", "Total taxes due", "Total tax amount", "Tax due",
                                         "Total property tax", "Annual tax"),
    ("property-tax-bill", "due_date"): ("Due date", "Payment due", "Due on or before", "Pay by",
                                        "Last day to pay", "Due"),
    ("insurance-declarations", "policy_number"): ("Policy number", "Policy no.", "Policy #", "Policy",
                                                  "Policy ID", "Contract number"),
    ("insurance-declarations", "named_insured"): ("Named insured", "Insured", "Policyholder", "Named insured(s)",
                                                  "Insured name", "First named insured"),
    ("insurance-declarations", "period"): ("Policy period", "Policy term", "Coverage period", "Term",
                                           "Period of coverage", "Policy dates"),
    ("insurance-declarations", "effective_date"): ("Effective date", "Policy begins", "Effective",
                                                   "Coverage begins", "Inception date", "Term begins"),
    ("insurance-declarations", "expiration_date"): ("Expiration date", "Policy ends", "Expires", "Coverage ends",
                                                    "Expiration", "Term ends"),
    ("insurance-declarations", "annual_premium"): ("Annual premium", "Total premium", "Total policy premium",
                                                   "Premium", "Total annual premium", "Policy premium"),
    ("lease", "landlord_name"): ("Landlord", "Lessor", "Owner", "Landlord/Agent", "Property owner", "Lessor name"),
    ("lease", "tenant_name"): ("Tenant", "Lessee", "Resident", "Tenant(s)", "Renter", "Lessee name"),
    ("lease", "monthly_rent"): ("Monthly rent", "Rent per month", "Monthly rental amount", "Base rent", "Rent",
                                "Monthly installment"),
    ("lease", "security_deposit"): ("Security deposit", "Deposit", "Security deposit amount", "Damage deposit",
                                    "Refundable deposit", "Security"),
    ("lease", "start_date"): ("Lease start date", "Commencement date", "Term begins", "Start date",
                              "Move-in date", "Beginning"),
    ("lease", "end_date"): ("Lease end date", "Expiration date", "Term ends", "End date", "Lease expires",
                            "Ending"),
    ("lease", "period"): ("Lease term", "Term of lease", "Rental period", "Term", "Lease period", "Tenancy"),
    ("invoice", "invoice_number"): ("Invoice number", "Invoice #", "Invoice no.", "Inv. no.", "Invoice",
                                    "Reference no."),
    ("invoice", "invoice_date"): ("Invoice date", "Date", "Date of invoice", "Inv. date", "Billed on", "Issued"),
    ("invoice", "total_due"): ("Total due", "Amount due", "Balance due", "Total", "Invoice total",
                               "Please pay this amount"),
}
TITLES: dict[str, tuple[str, ...]] = {
    "bank-statement": ("Account Statement", "Checking Statement", "Statement of Account", "Monthly Statement",
                       "Savings Account Statement", "Your Account Statement"),
    "credit-card-statement": ("Credit Card Statement", "Card Account Statement", "Monthly Card Statement",
                              "Visa Signature Statement", "Credit Card Billing Statement", "Rewards Card Statement"),
    "utility-bill": ("Utility Bill", "Electric Bill", "Statement for Water Service", "Your Energy Bill",
                     "Natural Gas Bill", "Monthly Utility Statement"),
    "pay-stub": ("Earnings Statement", "Pay Stub", "Statement of Earnings and Deductions", "Payroll Statement",
                 "Pay Statement", "Direct Deposit Advice"),
    "W-2": ("Form W-2 Wage and Tax Statement", "W-2 Wage & Tax Statement", "Wage and Tax Statement (Form W-2)",
            "Form W-2 Copy B, To Be Filed With Employee's Federal Tax Return",
            "Form W-2 Copy C, For Employee's Records", "W-2 Statement of Wages and Taxes"),
    "1099-INT": ("Form 1099-INT Interest Income", "1099-INT Interest Income Statement",
                 "Interest Income (Form 1099-INT)", "Form 1099-INT Copy B For Recipient", "Tax Form 1099-INT",
                 "1099-INT Statement of Interest Income"),
    "1099-DIV": ("Form 1099-DIV Dividends and Distributions", "1099-DIV Dividend Statement",
                 "Dividends and Distributions (Form 1099-DIV)", "Form 1099-DIV Copy B For Recipient",
                 "Tax Form 1099-DIV", "1099-DIV Statement of Dividends"),
    "1099-NEC": ("Form 1099-NEC Nonemployee Compensation", "1099-NEC Statement",
                 "Nonemployee Compensation (Form 1099-NEC)", "Form 1099-NEC Copy B For Recipient",
                 "Tax Form 1099-NEC", "1099-NEC Contractor Payments"),
    "1099-R": ("Form 1099-R Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans",
               "1099-R Retirement Distribution Statement", "Distributions From Pensions (Form 1099-R)",
               "Form 1099-R Copy B Report This Income on Your Federal Tax Return", "Tax Form 1099-R",
               "1099-R Statement of Retirement Distributions"),
    "1098": ("Form 1098 Mortgage Interest Statement", "1098 Mortgage Interest Statement",
             "Mortgage Interest Statement (Form 1098)", "Form 1098 Copy B For Payer/Borrower", "Tax Form 1098",
             "1098 Annual Mortgage Interest Statement"),
    "property-tax-bill": ("Property Tax Bill", "Real Estate Tax Statement", "Annual Property Tax Statement",
                          "Secured Property Tax Bill", "Real Property Tax Notice", "Tax Bill"),
    "insurance-declarations": ("Declarations Page", "Policy Declarations", "Homeowners Policy Declarations",
                               "Auto Policy Declarations", "Renewal Declarations", "Dwelling Policy Declarations"),
    "lease": ("Residential Lease Agreement", "Lease Agreement", "Rental Agreement", "Apartment Lease",
              "Residential Rental Agreement", "Lease"),
    "invoice": ("Invoice", "Service Invoice", "Sales Invoice", "Statement of Services", "Invoice for Services",
                "Commercial Invoice"),
}

# the kinds of issuer each docType has: a name's form around a stem
ISSUERS: dict[str, tuple[str, ...]] = {
    "bank-statement": ("{s} Savings Bank", "{s} Federal Credit Union", "{s} National Bank", "{s} Trust Company",
                       "{s} Community Bank", "{s} Bank & Trust"),
    "credit-card-statement": ("{s} Card Services", "{s} Bank", "{s} Financial", "{s} Card Company",
                              "{s} Credit Union", "{s} Bankcard"),
    "utility-bill": ("{s} Electric Cooperative", "{s} Water District", "{s} Gas & Light", "City of {t} Utilities",
                     "{s} Power Company", "{s} Public Utility District"),
    "employer": ("{s} Logistics LLC", "{s} Dental Group", "{s} Manufacturing Inc.", "{s} Health Partners",
                 "{s} Software Corp.", "{s} Construction Co."),
    "insurance-declarations": ("{s} Mutual Insurance Company", "{s} Casualty Co.", "{s} Insurance Group",
                               "{s} Indemnity Company", "{s} Home & Auto Insurance", "{s} Assurance"),
    "invoice": ("{s} Supply Co.", "{s} Design Studio LLC", "{s} Landscaping", "{s} Office Products Inc.",
                "{s} Electrical Contractors", "{s} Print Shop"),
    "1099-INT": ("{s} Savings Bank", "{s} Credit Union", "{s} National Bank", "{s} Thrift", "{s} Bank, N.A.",
                 "{s} Bancorp"),
    "1099-DIV": ("{s} Investment Funds", "{s} Brokerage Services", "{s} Capital Management",
                 "{s} Securities LLC", "{s} Index Trust", "{s} Asset Management"),
    "1099-R": ("{s} Retirement Services", "{s} Pension Fund", "{s} Annuity Company", "{s} 401(k) Plan",
               "{s} Life Insurance Co.", "{s} Retirement Trust"),
    "1098": ("{s} Mortgage Corporation", "{s} Home Loans", "{s} Mortgage Servicing", "{s} Savings & Loan",
             "{s} Lending LLC", "{s} Mortgage Company"),
    "property-tax-bill": ("{t} County Treasurer", "County of {t}", "City of {t} Tax Collector",
                          "{t} County Tax Office", "Town of {t}", "{t} Township Tax Collector"),
    "lease": ("{s} Property Management LLC", "{s} Apartments", "{s} Realty Group", "{s} Residential LLC",
              "{s} Rentals", "{s} Homes Inc."),
}
ISSUER_FIELD = {"bank-statement": "bank_name", "credit-card-statement": "issuer_name",
                "utility-bill": "utility_name", "pay-stub": "employer_name", "W-2": "employer_name",
                "insurance-declarations": "insurer_name", "invoice": "vendor_name", "1099-INT": "payer_name",
                "1099-DIV": "payer_name", "1099-NEC": "payer_name", "1099-R": "payer_name", "1098": "lender_name",
                "property-tax-bill": "jurisdiction_name", "lease": "landlord_name"}
PERSON_FIELD = {"pay-stub": "employee_name", "W-2": "employee_name", "insurance-declarations": "named_insured",
                "1099-INT": "recipient_name", "1099-DIV": "recipient_name", "1099-NEC": "recipient_name",
                "1099-R": "recipient_name", "1098": "borrower_name", "property-tax-bill": "owner_name",
                "lease": "tenant_name"}
FORMS = ("W-2", "1099-INT", "1099-DIV", "1099-NEC", "1099-R", "1098")
DOCS = ("bank-statement", "credit-card-statement", "utility-bill", "pay-stub", "W-2", "1099-INT", "1099-DIV",
        "1099-NEC", "1099-R", "1098", "property-tax-bill", "insurance-declarations", "lease", "invoice")
BOX = {"box1_wages": "1", "box2_federal_tax_withheld": "2", "box3_social_security_wages": "3",
       "box4_social_security_tax": "4", "box5_medicare_wages": "5", "box6_medicare_tax": "6",
       "box17_state_income_tax": "17", "box1_interest_income": "1", "box4_federal_tax_withheld": "4",
       "box1a_total_ordinary_dividends": "1a", "box1b_qualified_dividends": "1b", "box2a_total_capital_gain": "2a",
       "box1_nonemployee_compensation": "1", "box1_gross_distribution": "1", "box2a_taxable_amount": "2a",
       "box7_distribution_code": "7", "box1_mortgage_interest": "1", "box2_outstanding_principal": "2",
       "box10_property_tax": "10"}
# filler rows of each docType's table: (descriptions, columns' headers per variant)
ROWS: dict[str, tuple[str, ...]] = {
    "bank-statement": ("Debit card purchase GROCERY OUTLET", "Online transfer to savings", "ATM withdrawal",
                       "Direct deposit PAYROLL", "Check 1043", "Mobile deposit", "Utility autopay",
                       "Zelle payment received", "Service fee refund", "POS purchase HARDWARE"),
    "credit-card-statement": ("FUEL STOP #221", "ONLINE MARKETPLACE", "CORNER BAKERY", "PAYMENT - THANK YOU",
                              "STREAMING SERVICE", "PHARMACY 0918", "AIRLINE TICKET", "RESTAURANT DOWNTOWN",
                              "HOME IMPROVEMENT", "BOOKSTORE"),
    "utility-bill": ("Basic service charge", "Energy charge", "Distribution charge", "Fuel adjustment",
                     "Water usage", "Sewer service", "Franchise fee", "State tax", "Storm water fee",
                     "Refuse collection"),
    "pay-stub": ("Regular", "Overtime", "Holiday", "Shift differential", "Bonus", "Vacation"),
    "property-tax-bill": ("County general", "School district", "Fire district", "Library levy", "Road bond",
                          "Parks and recreation", "Community college", "Water conservancy"),
    "insurance-declarations": ("Dwelling", "Personal property", "Personal liability", "Medical payments",
                               "Loss of use", "Other structures", "Bodily injury", "Collision"),
    "invoice": ("Consulting hours", "Printer toner", "Site visit", "Replacement filter", "Installation labor",
                "Copy paper case", "Design revisions", "Delivery charge", "Cable assembly", "Monthly support"),
}
# lookalikes: a title and a panel's labels (of what is no docType: quotes, offers, estimates, notices)
LOOKALIKES: dict[str, tuple[tuple[str, ...], tuple[tuple[str, str], ...]]] = {
    "insurance-quote": (("Auto Insurance Quote", "Your Homeowners Quote"),
                        (("Quote number", "id"), ("Proposed effective date", "date"), ("Estimated premium", "money"),
                         ("Quote valid until", "date"))),
    "estimate": (("Estimate", "Project Estimate"),
                 (("Estimate number", "id"), ("Estimate date", "date"), ("Estimated total", "money"),
                  ("Valid for 30 days from", "date"))),
    "card-offer": (("You're Pre-Approved", "A Special Card Offer for You"),
                   (("Invitation code", "id"), ("Respond by", "date"), ("Credit line up to", "money"),
                    ("Intro APR ends", "date"))),
    "paycheck-calculator": (("Paycheck Estimate", "Take-Home Pay Calculator"),
                            (("Annual salary entered", "money"), ("Estimated gross per check", "money"),
                             ("Estimated take-home", "money"), ("Calculated on", "date"))),
    "rate-change-notice": (("Notice of Rate Change", "Important Information About Your Rates"),
                           (("New rate effective", "date"), ("Customer charge", "money"),
                            ("Hearing date", "date"), ("Docket number", "id"))),
    "rental-application": (("Rental Application", "Application to Rent"),
                           (("Desired move-in date", "date"), ("Application fee", "money"),
                            ("Current monthly rent", "money"), ("Application ID", "id"))),
    "year-end-summary": (("Year-End Account Summary", "Annual Summary of Your Accounts"),
                         (("Summary prepared", "date"), ("Total interest this year", "money"),
                          ("Total fees this year", "money"), ("Customer since", "date"))),
    "fee-schedule": (("Schedule of Fees", "Fee Schedule and Service Charges"),
                     (("Effective", "date"), ("Monthly maintenance fee", "money"), ("Overdraft fee", "money"),
                      ("Schedule code", "id"))),
}


def members(pool: Sequence[str], half: str) -> Sequence[str]:
    """The pool's half: members 0, 2, 4, ... for A, 1, 3, 5, ... for B."""
    return pool[0::2] if half == "A" else pool[1::2]


def all_pools() -> dict[str, Sequence[str]]:
    """Every pool the grammar draws from, by name (the test checks the halves share no member)."""
    out: dict[str, Sequence[str]] = dict(POOLS)
    out.update({f"label:{d}:{f}": w for (d, f), w in WORDINGS.items()})
    out.update({f"title:{d}": t for d, t in TITLES.items()})
    out.update({f"issuer:{d}": t for d, t in ISSUERS.items()})
    out.update({f"rows:{d}": t for d, t in ROWS.items()})
    return out
POOLS.update({
    "acct-shape": ("####-####-#", "##-####-##", "##########", "###-###-####", "#######-###", "A##-#####"),
    "parcel-shape": ("###-###-##", "##-##-###-###", "R#######", "####-###-####", "###.##-#-##", "P-######"),
    "policy-shape": ("HO-#######", "AA #########", "###-####-###", "AAA#######", "A-####-####", "##-AA-######"),
    "invoice-shape": ("INV-#####", "######", "A-####", "####-##", "AA######", "#####/AA"),
    "summary-heading": ("Summary", "Account Summary", "At a Glance", "Payment Information", "Your Summary",
                        "Summary of This Statement", "Quick Facts", "Key Figures"),
    "sentence": ("Your {l} is {v}.", "The {l} shown for this account is {v}.", "We have recorded {v} as your {l}.",
                 "Please note the {l}: {v}.", "{L} for this period: {v}.", "As of this notice, the {l} is {v}.",
                 "Our records show {v} as the {l}.", "For your reference, {l} {v}."),
    "salutation": ("Dear {n},", "Hello {n},", "Dear Customer,", "Greetings {n},"),
    "signoff": ("Sincerely,", "Thank you,", "Regards,", "With thanks,"),
    "stub-note": ("Please detach and return this portion with your payment", "Return this stub with your check",
                  "Payment coupon", "Remittance slip: include with payment"),
    "stub-amount": ("Amount enclosed", "Enclosed", "Payment amount", "Amount paid"),
    "hdr:bank-statement": ("Date|Description|Amount|Balance", "Posted|Transaction|Debit/Credit|Balance",
                           "Date|Details|Amount|Running Balance", "Post Date|Activity|Amount|Balance After"),
    "hdr:credit-card-statement": ("Trans Date|Description|Amount", "Date|Merchant|Charge",
                                  "Posted|Transaction Detail|Amount ($)", "Sale Date|Where|Amount"),
    "hdr:utility-bill": ("Description|Amount", "Charge|Amount", "Service|Charges", "Item|This Period"),
    "hdr:pay-stub": ("Earnings|Current|Year to Date", "Description|This Period|YTD", "Pay Type|Amount|YTD Amount",
                     "Earnings|Period|Year-to-Date"),
    "hdr:property-tax-bill": ("Taxing District|Amount", "Levy|Tax", "Authority|Amount Due", "Fund|Tax Amount"),
    "hdr:insurance-declarations": ("Coverage|Premium", "Coverage|Annual Premium", "Coverages|Cost",
                                   "Item|Premium"),
    "hdr:invoice": ("Description|Qty|Unit Price|Amount", "Item|Quantity|Rate|Total", "Service|Hours|Rate|Line Total",
                    "Product|Qty|Price|Extended"),
    "form-fine": ("This is important tax information and is being furnished to the IRS.",
                  "Keep this copy for your records; it is not filed with your return.",
                  "If you are required to file a return, a penalty may be imposed if this income is not reported.",
                  "Instructions for the recipient are printed on the back of this copy.",
                  "Department of the Treasury - Internal Revenue Service",
                  "Corrected forms are marked as such at the top of the page."),
})
FACES = {"Helvetica": ("Helvetica", "Helvetica-Bold"), "Times-Roman": ("Times-Roman", "Times-Bold"),
         "Courier": ("Courier", "Courier-Bold")}
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")
TABLEABLE = {"bank-statement": ("beginning_balance", "interest_paid", "ending_balance"),
             "credit-card-statement": ("new_balance",), "utility-bill": ("amount_due",),
             "pay-stub": ("gross_pay", "net_pay"), "property-tax-bill": ("total_tax",),
             "insurance-declarations": ("annual_premium",), "invoice": ("total_due",)}
RANGES = {"bank-statement": ("period_start", "period_end"),
          "insurance-declarations": ("effective_date", "expiration_date"), "lease": ("start_date", "end_date")}
STUB_DOCS = ("utility-bill", "credit-card-statement", "property-tax-bill", "invoice")


@dataclass(frozen=True)
class BlindPage(Page):
    """One drawn document: Page's name, docType ("" for a lookalike), fields and draw functions, plus the
    half it was drawn from, each field's printed text and the block variant that prints it."""

    half: str = "A"
    printed: dict[str, str] = field(default_factory=dict)
    where: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Block:
    h: float
    draw: Callable[[C, float], None]  # (canvas, top)


def _y(top: float) -> float:
    return 792.0 - top


def put(c: C, x: float, top: float, s: str, size: float, font: str, align: str = "l") -> None:
    c.setFont(font, size)
    {"l": c.drawString, "r": c.drawRightString, "c": c.drawCentredString}[align](x, _y(top), s)


def frame(c: C, x: float, top: float, w: float, h: float, shade: float | None = None) -> None:
    if shade is not None:
        c.setFillGray(shade)
        c.rect(x, _y(top + h), w, h, stroke=0, fill=1)
        c.setFillGray(0)
    else:
        c.rect(x, _y(top + h), w, h)


def hline(c: C, x0: float, x1: float, top: float, width: float = 0.6) -> None:
    c.setLineWidth(width)
    c.line(x0, _y(top), x1, _y(top))
    c.setLineWidth(1)


def wrap(s: str, font: str, size: float, width: float) -> list[str]:
    out: list[str] = []
    for word in s.split(" "):
        if out and stringWidth(out[-1] + " " + word, font, size) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    return out


def shape(rng: random.Random, pattern: str) -> str:
    return "".join(str(rng.randint(0, 9)) if ch == "#" else chr(rng.randint(65, 90)) if ch == "A" else ch
                   for ch in pattern)


class Ctx:
    """One document's draw: its half, docType, faces and formats, and the fields printed so far."""

    def __init__(self, rng: random.Random, half: str, doc: str) -> None:
        self.rng, self.half, self.doc = rng, half, doc
        self.font, self.bold = FACES[self.pick("family")]
        self.date_style, self.money_style = self.pick("date"), self.pick("money")
        self.last4_style, self.person_style = self.pick("last4"), self.pick("person")
        self.case = self.pick("labelcase")
        self.size = rng.choice((8.0, 8.5, 9.0, 9.5))
        self.values: dict[str, tuple[str, str]] = {}  # field: (normalized, printed)
        self.fields: dict[str, str] = {}
        self.printed: dict[str, str] = {}
        self.where: dict[str, str] = {}
        self.issuer_is_person = False

    def pick(self, pool: str) -> str:
        return self.rng.choice(list(members(all_pools()[pool] if ":" in pool else POOLS[pool], self.half)))

    def wording(self, f: str, doc: str | None = None) -> str:
        key = (doc or self.doc, f) if (doc or self.doc, f) in WORDINGS else ("*", f)
        return self.rng.choice(list(members(WORDINGS[key], self.half)))

    def label(self, f: str, colon: bool = True) -> str:
        w = self.wording(f)
        if self.case.startswith("upper"):
            w = w.upper()
        return w + ":" if colon and self.case.endswith("colon") else w

    def money(self, x: float) -> str:
        comma, plain = f"{x:,.2f}", f"{x:.2f}"
        return {"dollar": f"${comma}", "plain-comma": comma, "dollar-space": f"$ {comma}",
                "usd-suffix": f"{comma} USD", "dollar-nocomma": f"${plain}", "usd-prefix": f"USD {comma}",
                "plain": plain}[self.money_style]

    def fmt_date(self, d: date) -> str:
        month = _MONTHS[d.month - 1]
        return {"mdy-slash": f"{d.month:02d}/{d.day:02d}/{d.year}",
                "mdy-short": f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}",
                "month-d-y": f"{month} {d.day}, {d.year}", "mon-d-y": f"{month[:3]} {d.day}, {d.year}",
                "d-mon-y": f"{d.day:02d} {month[:3]} {d.year}", "mdy-dash": f"{d.month:02d}-{d.day:02d}-{d.year}",
                "iso": d.isoformat(), "d-month-y": f"{d.day} {month} {d.year}",
                "MON-D-Y": f"{month[:3].upper()} {d.day:02d} {d.year}",
                "mon.-d-y": f"{month[:3]}. {d.day}, {d.year}"}[self.date_style]

    def last4(self, digits: str) -> str:
        return {"stars": f"****{digits}", "xs": f"XXXX XXXX XXXX {digits}", "dots": f"...{digits}",
                "ending": f"*{digits}", "dash-x": f"xxxx-xxxx-{digits}", "bare": digits}[self.last4_style]

    def person(self) -> tuple[str, str]:
        """A person's name: (natural order, as printed)."""
        first, last = self.pick("first"), self.pick("last")
        middle = f" {chr(65 + self.rng.randint(0, 25))}." if self.rng.random() < 0.5 else ""
        natural = f"{first}{middle} {last}"
        printed = {"natural": natural, "caps": natural.upper(), "last-first": f"{last}, {first}{middle}",
                   "last-first-caps": f"{last}, {first}{middle}".upper()}[self.person_style]
        return natural, printed

    def company(self, kind: str) -> str:
        return self.rng.choice(list(members(ISSUERS[kind], self.half))).format(s=self.pick("stem"), t=self.pick("town"))

    def address(self) -> list[str]:
        state = self.pick("state")
        return [f"{self.rng.randint(12, 9899)} {self.pick('street')}",
                f"{self.pick('town')}, {state}{self.rng.randint(100, 999)}"]

    def amount(self, lo: float, hi: float) -> float:
        return round(self.rng.uniform(lo, hi), 2)

    def day(self) -> date:
        return date(self.rng.choice((2024, 2025, 2026)), self.rng.randint(1, 12), self.rng.randint(1, 28))

    def set_money(self, f: str, x: float) -> None:
        self.values[f] = (f"{x:.2f}", self.money(x))

    def set_date(self, f: str, d: date) -> None:
        self.values[f] = (d.isoformat(), self.fmt_date(d))

    def show(self, f: str, where: str, as_printed: str | None = None) -> str:
        """The field's printed text (`as_printed` when the block prints it otherwise, in capitals), recorded as
        printed first by the block variant `where`."""
        norm, text = self.values[f]
        text = as_printed or text
        self.fields[f], self.printed[f] = norm, self.printed.get(f, text)
        self.where.setdefault(f, where)
        return text


# --- values: each docType's fields and its table's filler rows ----------------------------------

def values(ctx: Ctx) -> list[list[str]]:
    """Draw the docType's field values into ctx.values; return its table's filler rows (description,
    amount or amounts as printed)."""
    rng, doc, m = ctx.rng, ctx.doc, ctx.money
    issuer = ISSUER_FIELD.get(doc)
    if issuer:
        kind = "employer" if doc in ("pay-stub", "W-2", "1099-NEC") else "1099-INT" if doc == "1099-INT" else doc
        if doc == "lease" and rng.random() < 0.4:
            ctx.values[issuer] = ctx.person()
            ctx.issuer_is_person = True
        else:
            name_ = ctx.company(kind)
            ctx.values[issuer] = (name_, name_)
    if doc in PERSON_FIELD:
        ctx.values[PERSON_FIELD[doc]] = ctx.person()
    rows: list[list[str]] = []
    descs = list(members(ROWS.get(doc, ROWS["invoice"]), ctx.half))
    if doc == "bank-statement":
        start = ctx.day().replace(day=1) if rng.random() < 0.5 else ctx.day()
        end = start + timedelta(days=rng.choice((27, 29, 30)))
        ctx.set_date("period_start", start)
        ctx.set_date("period_end", end)
        bal = ctx.amount(300, 18000)
        ctx.set_money("beginning_balance", bal)
        for k in range(rng.randint(3, 46)):
            x = ctx.amount(-400, 900) if k % 3 else ctx.amount(-120, -5)
            bal = round(bal + x, 2)
            when = start + timedelta(days=min(k, 26))
            rows.append([f"{when.month:02d}/{when.day:02d}", rng.choice(descs), m(abs(x)) if x > 0 else
                         f"-{m(-x)}", m(bal)])
        if rng.random() < 0.7:
            interest = ctx.amount(0.05, 45)
            ctx.set_money("interest_paid", interest)
            bal = round(bal + interest, 2)
        ctx.set_money("ending_balance", bal)
    elif doc == "credit-card-statement":
        closing = ctx.day()
        ctx.set_date("closing_date", closing)
        ctx.set_date("payment_due_date", closing + timedelta(days=rng.choice((21, 25, 28))))
        ctx.values["account_last4"] = (digits := shape(rng, "####"), ctx.last4(digits))
        total = 0.0
        for k in range(rng.randint(3, 42)):
            x = ctx.amount(4, 350)
            total += x
            when = closing - timedelta(days=28 - min(k, 27))
            rows.append([f"{when.month:02d}/{when.day:02d}", rng.choice(descs), m(x)])
        new = round(total + ctx.amount(0, 900), 2)
        ctx.set_money("new_balance", new)
        ctx.set_money("minimum_payment", max(25.0, round(new * 0.02, 2)) if new > 25 else new)
    elif doc == "utility-bill":
        billed = ctx.day()
        ctx.set_date("billing_date", billed)
        ctx.set_date("due_date", billed + timedelta(days=rng.choice((15, 20, 21, 24))))
        acct = shape(rng, ctx.pick("acct-shape"))
        ctx.values["account_number"] = (acct, acct)
        picked = rng.sample(descs, k=min(len(descs), rng.randint(3, 5)))
        amounts = [ctx.amount(3, 120) for _ in picked]
        rows = [[d, m(a)] for d, a in zip(picked, amounts, strict=True)]
        ctx.set_money("amount_due", round(sum(amounts), 2))
    elif doc == "pay-stub":
        ctx.set_date("pay_date", ctx.day())
        periods = rng.randint(2, 25)
        earn = [(d, ctx.amount(150, 2600)) for d in rng.sample(descs, k=rng.randint(1, 3))]
        gross = round(sum(a for _, a in earn), 2)
        rows = [[d, m(a), m(round(a * periods, 2))] for d, a in earn]
        ctx.set_money("gross_pay", gross)
        ctx.set_money("ytd_gross", round(sum(round(a * periods, 2) for _, a in earn), 2))
        ctx.set_money("net_pay", round(gross * rng.uniform(0.68, 0.82), 2))
    elif doc == "W-2":
        wages = ctx.amount(24000, 165000)
        ctx.values["tax_year"] = (y := str(rng.choice((2023, 2024, 2025))), y)
        ctx.values["employer_ein"] = (e := shape(rng, "##-#######"), e)
        for f, x in (("box1_wages", wages), ("box2_federal_tax_withheld", wages * rng.uniform(0.08, 0.2)),
                     ("box3_social_security_wages", wages * 1.04), ("box4_social_security_tax", wages * 1.04 * 0.062),
                     ("box5_medicare_wages", wages * 1.04), ("box6_medicare_tax", wages * 1.04 * 0.0145),
                     ("box17_state_income_tax", wages * rng.uniform(0.02, 0.06))):
            ctx.set_money(f, round(x, 2))
    elif doc in ("1099-INT", "1099-DIV", "1099-NEC", "1099-R", "1098"):
        ctx.values["tax_year"] = (y := str(rng.choice((2023, 2024, 2025))), y)
        if doc != "1098":
            ctx.values["payer_tin"] = (t := shape(rng, "##-#######"), t)
        main = {"1099-INT": ("box1_interest_income", 15, 4200),
                "1099-DIV": ("box1a_total_ordinary_dividends", 60, 9000),
                "1099-NEC": ("box1_nonemployee_compensation", 1200, 85000),
                "1099-R": ("box1_gross_distribution", 2000, 60000),
                "1098": ("box1_mortgage_interest", 1800, 19000)}[doc]
        x = ctx.amount(main[1], main[2])
        ctx.set_money(main[0], x)
        if doc in ("1099-INT", "1099-NEC", "1099-R") and rng.random() < 0.7:
            ctx.set_money("box4_federal_tax_withheld", round(x * rng.choice((0.1, 0.2, 0.24)), 2))
        if doc == "1099-DIV":
            ctx.set_money("box1b_qualified_dividends", round(x * rng.uniform(0.5, 0.95), 2))
            ctx.set_money("box2a_total_capital_gain", ctx.amount(0, 3000))
        if doc == "1099-R":
            ctx.set_money("box2a_taxable_amount", x if rng.random() < 0.5 else round(x * 0.8, 2))
            ctx.values["box7_distribution_code"] = (code := rng.choice(("7", "1", "2", "G")), code)
        if doc == "1098":
            ctx.set_money("box2_outstanding_principal", ctx.amount(60000, 520000))
            ctx.set_money("box10_property_tax", ctx.amount(900, 9500))
    elif doc == "property-tax-bill":
        ctx.values["parcel_number"] = (p := shape(rng, ctx.pick("parcel-shape")), p)
        ctx.set_date("due_date", ctx.day())
        picked = rng.sample(descs, k=rng.randint(2, 4))
        amounts = [ctx.amount(90, 3500) for _ in picked]
        rows = [[d, m(a)] for d, a in zip(picked, amounts, strict=True)]
        ctx.set_money("total_tax", round(sum(amounts), 2))
    elif doc == "insurance-declarations":
        ctx.values["policy_number"] = (p := shape(rng, ctx.pick("policy-shape")), p)
        start = ctx.day()
        ctx.set_date("effective_date", start)
        months = rng.choice((6, 12))
        ctx.set_date("expiration_date", start.replace(year=start.year + 1) if months == 12 else
                     start.replace(year=start.year + (start.month > 6), month=(start.month + 5) % 12 + 1))
        picked = rng.sample(descs, k=rng.randint(2, 4))
        amounts = [ctx.amount(40, 900) for _ in picked]
        rows = [[d, m(a)] for d, a in zip(picked, amounts, strict=True)]
        ctx.set_money("annual_premium", round(sum(amounts), 2))
    elif doc == "lease":
        rent = float(rng.randrange(650, 3600, 25))
        ctx.set_money("monthly_rent", rent)
        ctx.set_money("security_deposit", rent * rng.choice((1, 1.5, 1)))
        start = ctx.day().replace(day=1)
        ctx.set_date("start_date", start)
        ctx.set_date("end_date", start.replace(year=start.year + 1) - timedelta(days=1))
    elif doc == "invoice":
        ctx.values["invoice_number"] = (n := shape(rng, ctx.pick("invoice-shape")), n)
        ctx.set_date("invoice_date", ctx.day())
        total = 0.0
        for _ in range(rng.randint(2, 40)):
            q, price = rng.randint(1, 12), ctx.amount(4, 260)
            total += round(q * price, 2)
            rows.append([rng.choice(descs), str(q), m(price), m(round(q * price, 2))])
        ctx.set_money("total_due", round(total, 2))
    if doc == "bank-statement":
        ctx.values["account_last4"] = (digits := shape(rng, "####"), ctx.last4(digits))
    return rows


# --- blocks: each a builder (ctx, ..., x0, x1) -> Block, its variant drawn from its pool ----------

def letterhead(ctx: Ctx, name: str, x0: float, x1: float, f: str | None) -> Block:
    """The issuer's name (a field when `f`), its address and contact, in one of six placements."""
    v = ctx.pick("letterhead")
    rng, font, bold = ctx.rng, ctx.font, ctx.bold
    size = rng.choice((13.0, 14.0, 16.0, 18.0))
    addr = ctx.address()
    phone = f"1-800-555-{rng.randint(1000, 9999)}"
    shown = name.upper() if v == "wordmark-rule" else name
    size = min(size, size * (x1 - x0) * 0.9 / stringWidth(shown, bold, size + 2))
    contact = max(stringWidth(s, font, 7.5) for s in [*addr, phone])
    if v == "left-contact-right" and stringWidth(shown, bold, size) + contact + 24 > x1 - x0:
        v = "left-stack"
    if f:
        ctx.show(f, f"letterhead:{v}", shown)

    def draw(c: C, top: float) -> None:
        if v == "left-stack":
            put(c, x0, top, shown, size, bold)
            for i, s in enumerate([*addr, phone]):
                put(c, x0, top + size + 10 * i, s, 8, font)
        elif v == "center":
            mid = (x0 + x1) / 2
            put(c, mid, top, shown, size, bold, "c")
            put(c, mid, top + size, f"{addr[0]}  |  {addr[1]}  |  {phone}", 7.5, font, "c")
        elif v == "right-block":
            put(c, x1, top, shown, size, bold, "r")
            for i, s in enumerate([*addr, phone]):
                put(c, x1, top + size + 10 * i, s, 8, font, "r")
        elif v == "wordmark-rule":
            put(c, x0, top, shown, size + 2, bold)
            hline(c, x0, x1, top + 6, 1.5)
            put(c, x0, top + 18, f"{addr[0]}, {addr[1]}", 7.5, font)
        elif v == "left-contact-right":
            put(c, x0, top, shown, size, bold)
            for i, s in enumerate([*addr, phone]):
                put(c, x1, top - 4 + 10 * i, s, 7.5, font, "r")
        else:  # band
            frame(c, x0, top - size - 2, x1 - x0, size + 10, shade=0.85)
            put(c, x0 + 8, top, shown, size, bold)
            put(c, x0, top + 18, f"{addr[0]}, {addr[1]}  {phone}", 7.5, font)

    h = {"left-stack": size + 30, "center": size + 6, "right-block": size + 30, "wordmark-rule": 22,
         "left-contact-right": max(size, 26), "band": 24}[v]
    return Block(h + 8, draw)


def title(ctx: Ctx, text: str, x0: float, x1: float) -> Block:
    v = ctx.pick("title")
    size = ctx.rng.choice((11.0, 12.0, 14.0, 16.0))
    lines = wrap(text, ctx.bold, size, x1 - x0 - 16)

    def draw(c: C, top: float) -> None:
        for i, s in enumerate(lines):
            y = top + i * (size + 2)
            if v == "below-left":
                put(c, x0, y, s, size, ctx.bold)
            elif v == "top-right":
                put(c, x1, y, s, size, ctx.bold, "r")
            elif v == "centered":
                put(c, (x0 + x1) / 2, y, s, size, ctx.bold, "c")
            else:
                frame(c, x0, y - size, x1 - x0, size + 5, shade=0.8)
                put(c, x0 + 6, y, s, size, ctx.bold)

    return Block(len(lines) * (size + 2) + 8, draw)


def party(ctx: Ctx, f: str | None, x0: float, x1: float, name: tuple[str, str] | None = None) -> Block:
    """A person or company and its address: bare (a window envelope's), under a caption, after a label
    on its line, or boxed with a caption."""
    v = ctx.pick("party")
    while v == "envelope" and ctx.doc in FORMS:  # a form captions whose name is whose
        v = ctx.pick("party")
    printed = ctx.show(f, f"party:{v}") if f else (name or ctx.person())[1]
    caption = ctx.label(f, colon=False) if f else "Customer"
    caption = caption.upper() if ctx.rng.random() < 0.5 else caption
    inline = ctx.label(f) if f else "Name:"
    addr = ctx.address()
    size, font, bold = ctx.size + 0.5, ctx.font, ctx.bold

    def draw(c: C, top: float) -> None:
        t = top
        if v == "boxed-caption":
            frame(c, x0, top - 10, min(x1 - x0, 250), 16 + 12 * 3 + 4)
            put(c, x0 + 4, top - 2, caption.upper(), 6.5, font)
            t, x = top + 10, x0 + 4
        elif v == "captioned":
            put(c, x0, top, caption, 7, bold)
            t, x = top + 11, x0
        elif v == "caption-beside":
            for i, s in enumerate(wrap(caption, font, 6.5, 52)[:3]):
                put(c, x0, top + 8 * i, s, 6.5, font)
            t, x = top, x0 + 58
        else:
            x = x0
        first = f"{inline} {printed}" if v == "inline-label" else printed
        for i, s in enumerate([first, *addr]):
            put(c, x, t + 12 * i, s, size, font)

    return Block(12 * 3 + (22 if v in ("boxed-caption", "captioned") else 6), draw)


def _pair_width(label: str, value: str, font: str, bold: str, size: float) -> float:
    return stringWidth(label, font, size) + stringWidth(value, bold, size) + 16


def panel(ctx: Ctx, pairs: Sequence[tuple[str, str]], x0: float, x1: float, variant: str | None = None) -> Block:
    """Key-value pairs (label, value as printed) in one to three columns, the label left (colon, dotted
    leaders, value right-aligned), right, above or below its value, boxed cells, or pairs run on a line."""
    v = variant or ctx.pick("panel")
    size, font, bold = ctx.size, ctx.font, ctx.bold
    ncol = int(ctx.pick("columns"))
    widest = max(_pair_width(lb, val, font, bold, size) for lb, val in pairs) + 20
    while ncol > 1 and widest > (x1 - x0) / ncol:
        ncol -= 1
    w = (x1 - x0) / ncol
    nrow = -(-len(pairs) // ncol)
    lead = size + 5 if v in ("left-colon", "left-leaders", "right", "left-right-aligned") else 2 * size + 12

    def cell(k: int) -> tuple[float, float]:
        return x0 + (k // nrow) * w, (k % nrow) * lead  # column-major

    def draw(c: C, top: float) -> None:
        if v == "inline":
            x, t = x0, top
            for lb, val in pairs:
                width = _pair_width(lb, val, font, bold, size) + 12
                if x > x0 and x + width > x1:
                    x, t = x0, t + size + 6
                put(c, x, t, lb, size, font)
                put(c, x + stringWidth(lb + " ", font, size), t, val, size, bold)
                x += width
            return
        labw = max(stringWidth(lb, font, size) for lb, _ in pairs)
        valw = max(stringWidth(val, bold, size) for _, val in pairs)
        for k, (lb, val) in enumerate(pairs):
            cx, dt = cell(k)
            t = top + dt
            if v == "left-colon":
                put(c, cx, t, lb, size, font)
                put(c, cx + min(labw + 8, w * 0.6), t, val, size, bold)
            elif v in ("left-leaders", "left-right-aligned"):
                put(c, cx, t, lb, size, font)
                vx = cx + w - 14
                put(c, vx, t, val, size, bold, "r")
                if v == "left-leaders":
                    gap = vx - stringWidth(val, bold, size) - cx - stringWidth(lb, font, size) - 6
                    dots = int(gap / stringWidth(". ", font, size))
                    if dots > 1:
                        put(c, cx + stringWidth(lb, font, size) + 3, t, ". " * dots, size, font)
            elif v == "right":
                put(c, cx, t, val, size, bold)
                put(c, cx + min(valw + 12, w * 0.45), t, lb, size, font)
            elif v == "above" or v == "boxed-above":
                if v == "boxed-above":
                    frame(c, cx - 3, t - 9, w - 8, lead - 4)
                put(c, cx, t, lb.rstrip(":"), size - 1.5, font)
                put(c, cx, t + size + 5, val, size + 0.5, bold)
            else:  # below
                put(c, cx, t, val, size + 0.5, bold)
                put(c, cx, t + size + 3, lb.rstrip(":"), size - 1.5, font)

    if v == "inline":
        x, nlines = x0, 1
        for lb, val in pairs:
            width = _pair_width(lb, val, font, bold, size) + 12
            if x > x0 and x + width > x1:
                x, nlines = x0, nlines + 1
            x += width
        return Block(nlines * (size + 6) + 8, draw)
    return Block(nrow * lead + 8, draw)


def field_pairs(ctx: Ctx, fs: Sequence[str], tag: str, joined: bool) -> list[tuple[str, str]]:
    """Each field's (label, printed value); a docType's range (a period) as one pair when `joined`."""
    out: list[tuple[str, str]] = []
    rng_fields: tuple[str, ...] = RANGES.get(ctx.doc, ())
    for f in fs:
        if joined and f in rng_fields and all(g in fs for g in rng_fields):
            if f == rng_fields[0]:
                a, b = (ctx.show(g, tag) for g in rng_fields)
                out.append((ctx.label("period"), f"{a}{ctx.pick('joiner')}{b}"))
            continue
        out.append((ctx.label(f), ctx.show(f, tag)))
    return out


def _cols(doc: str, x0: float, x1: float) -> list[tuple[float, str]]:
    """A table's columns: a date's and the description's left-aligned, the amounts right-aligned."""
    return {"bank-statement": [(x0 + 4, "l"), (x0 + 74, "l"), (x1 - 110, "r"), (x1 - 4, "r")],
            "credit-card-statement": [(x0 + 4, "l"), (x0 + 74, "l"), (x1 - 4, "r")],
            "pay-stub": [(x0 + 4, "l"), (x1 - 110, "r"), (x1 - 4, "r")],
            "invoice": [(x0 + 4, "l"), (x1 - 220, "r"), (x1 - 110, "r"), (x1 - 4, "r")]}.get(
                doc, [(x0 + 4, "l"), (x1 - 4, "r")])


@dataclass
class Table:
    """A table's header, filler rows and its fields' rows, drawn row by row so that it can run on."""

    header: list[str]
    cols: list[tuple[float, str]]
    rows: list[tuple[list[str], bool]]  # (cells, bold)
    style: str
    above: list[tuple[list[str], bool]]  # total rows printed above the header ("top")
    box: list[tuple[str, str]]  # total rows in a separate box after the table
    continued: str


def table(ctx: Ctx, fillers: list[list[str]], fs: Sequence[str], x0: float, x1: float) -> Table:
    """The docType's table: its filler rows and, as rows, the fields `fs` (a balance first, a total
    last, above the header, label right-aligned, or boxed after it, as the totals variant says)."""
    style, totals, continued = ctx.pick("table"), ctx.pick("totals"), ctx.pick("continued")
    header = ctx.pick(f"hdr:{ctx.doc}").split("|")
    n = len(header)
    cols = _cols(ctx.doc, x0, x1)
    lab = 1 if cols[1][1] == "l" else 0
    tag = f"table:{style}/{totals}"
    rows: list[tuple[list[str], bool]] = [(r, False) for r in fillers]
    above: list[tuple[list[str], bool]] = []
    box: list[tuple[str, str]] = []
    for f in fs:
        if f == "ytd_gross":
            continue
        cells = [""] * n
        if ctx.doc == "pay-stub" and f == "gross_pay" and "ytd_gross" in fs:
            cells[0], cells[1], cells[2] = ctx.label(f, colon=False), ctx.show(f, tag), ctx.show("ytd_gross", tag)
        else:
            cells[lab] = ctx.label(f, colon=False)
            cells[1 if ctx.doc == "pay-stub" else -1] = ctx.show(f, tag)
        if f == "beginning_balance":
            rows.insert(0, (cells, False))
        elif f == "interest_paid":
            cells[-2], cells[-1] = cells[-1], ""
            rows.insert(len(rows) - 1 if rows else 0, (cells, False))
        elif totals == "top":
            above.append((cells, True))
        elif totals == "separate-box":
            box.append((cells[lab], next(c for c in cells[lab + 1:] if c)))
            if ctx.doc == "pay-stub" and cells[2]:
                box.append((ctx.label("ytd_gross", colon=False), cells[2]))
        elif totals == "bottom-label-right":
            label = cells[lab]
            cells[lab] = ""
            cells.append(label)  # drawn right-aligned before the amounts
            rows.append((cells, True))
        else:
            rows.append((cells, True))
    return Table(header, cols, rows, style, above, box, continued)


def summary(ctx: Ctx, pairs: Sequence[tuple[str, str]], x0: float, x1: float, v: str) -> Block:
    """A boxed summary: a heading, its pairs label left and value right-aligned, in a frame (shaded,
    plain, rules above and below, a double frame)."""
    heading = ctx.pick("summary-heading")
    size, font, bold = ctx.size, ctx.font, ctx.bold
    h = 22 + (size + 5) * len(pairs)

    def draw(c: C, top: float) -> None:
        if v == "shaded-right":
            frame(c, x0, top - 10, x1 - x0, h, shade=0.9)
        elif v == "boxed-full":
            frame(c, x0, top - 10, x1 - x0, h)
        elif v == "double-box":
            frame(c, x0, top - 10, x1 - x0, h)
            frame(c, x0 + 2, top - 8, x1 - x0 - 4, h - 4)
        else:
            hline(c, x0, x1, top - 10, 1.2)
            hline(c, x0, x1, top - 10 + h, 1.2)
        put(c, x0 + 6, top + 2, heading, size + 1, bold)
        for i, (lb, val) in enumerate(pairs):
            t = top + 18 + (size + 5) * i
            put(c, x0 + 6, t, lb, size, font)
            put(c, x1 - 6, t, val, size, bold, "r")

    return Block(h + 6, draw)


def boxes(ctx: Ctx, fs: Sequence[str], x0: float, x1: float) -> Block | Table:
    """A tax form's numbered boxes: boxed cells (the number in the label, or "Box n"), a numbered list with
    leaders, a table with a box column, cells with the value beside the label, or "label (box n)" lines."""
    v = ctx.pick("boxes")
    tag = f"boxes:{v}"
    items = [(BOX.get(f, ""), ctx.wording(f), ctx.show(f, tag)) for f in fs]
    size, font, bold = ctx.size, ctx.font, ctx.bold
    if v == "table-box-col":
        rows = [([n, lb, val], False) for n, lb, val in items]
        cols = [(x0 + 4, "l"), (x0 + 44, "l"), (x1 - 8, "r")]
        header = ["Box", "Description", "Amount"] if ctx.half == "B" else ["Box No.", "Item", "Amount ($)"]
        return Table(header, cols, rows, ctx.pick("table"), [], [], "header-again")
    ncol = 2 if v != "grid-num-label" else int(ctx.pick("columns")) % 2 + 2
    w = (x1 - x0) / ncol
    if v in ("list-leaders", "list-num-right"):
        h = len(items) * (size + 6) + 8

        def draw_list(c: C, top: float) -> None:
            for i, (n, lb, val) in enumerate(items):
                t = top + i * (size + 6)
                text = f"{n}. {lb}" if v == "list-leaders" else f"{lb} (box {n})"
                put(c, x0, t, text, size, font)
                put(c, x1 - 10, t, val, size, bold, "r")
                if v == "list-leaders":
                    gap = x1 - 10 - stringWidth(val, bold, size) - x0 - stringWidth(text, font, size) - 8
                    if gap > 10:
                        put(c, x0 + stringWidth(text, font, size) + 4, t, "." * int(gap / stringWidth(".", font, size)),
                            size, font)

        return Block(h, draw_list)
    cell_h = 20.0 if v == "grid-value-beside" else 36.0
    nrow = -(-len(items) // ncol)

    def draw_grid(c: C, top: float) -> None:
        for k, (n, lb, val) in enumerate(items):
            cx, t = x0 + (k % ncol) * w, top + (k // ncol) * cell_h  # row-major, as forms number their boxes
            frame(c, cx, t, w, cell_h)
            if v == "grid-value-beside":
                put(c, cx + 3, t + 13, f"{n} {lb}", size - 1.5, font)
                put(c, cx + w - 4, t + 13, val, size, bold, "r")
            elif v == "grid-box-word":
                put(c, cx + 3, t + 9, f"Box {n}", size - 2, bold)
                put(c, cx + 3 + stringWidth(f"Box {n}  ", bold, size - 2), t + 9, lb, size - 2, font)
                put(c, cx + 6, t + 28, val, size + 0.5, bold)
            else:
                for j, s in enumerate(wrap(f"{n} {lb}", font, size - 2, w - 8)[:2]):
                    put(c, cx + 3, t + 8 + j * (size - 1), s, size - 2, font)
                put(c, cx + w - 5, t + 31, val, size + 0.5, bold, "r")

    return Block(nrow * cell_h + 10, draw_grid)


def prose(ctx: Ctx, fs: Sequence[str], x0: float, x1: float, opening: str = "") -> Block:
    """Values inside sentences: a paragraph, a letter (salutation and sign-off), bullets or a boxed notice."""
    v = ctx.pick("prose")
    tag = f"prose:{v}"
    size, font = ctx.size + 0.5, ctx.font
    sentences = [opening] if opening else []
    for f in fs:
        w = ctx.wording(f)
        sentences.append(ctx.pick("sentence").format(l=w.lower(), L=w, v=ctx.show(f, tag)))
    lines: list[str] = []
    if v == "letter":
        who = ctx.values.get(PERSON_FIELD.get(ctx.doc, ""), (None, None))[0]
        lines.append(ctx.pick("salutation").format(n=who or "Customer"))
        lines.append("")
    if v == "bullets":
        for s in sentences:
            lines.extend(("\u2022 " if i == 0 else "   ") + part
                         for i, part in enumerate(wrap(s, font, size, x1 - x0 - 20)))
    else:
        lines.extend(wrap(" ".join(sentences), font, size, x1 - x0 - (16 if v == "notice-box" else 0)))
    if v == "letter":
        lines += ["", ctx.pick("signoff"), "Customer Care"]
    heading = "IMPORTANT INFORMATION" if v == "notice-box" else ""
    lead = size + 3.5
    h = lead * (len(lines) + (1 if heading else 0)) + 10

    def draw(c: C, top: float) -> None:
        t = top
        if v == "notice-box":
            frame(c, x0, top - 10, x1 - x0, h, shade=0.93)
            put(c, x0 + 8, t, heading, size, ctx.bold)
            t += lead
        for i, s in enumerate(lines):
            put(c, x0 + (8 if v == "notice-box" else 0), t + i * lead, s, size, font)

    return Block(h + 6, draw)


def fine(ctx: Ctx, x0: float, x1: float, pool: str = "fine") -> Block:
    """Notices in small print carrying numbers that are no fields (phone numbers, fees, rates, dates)."""
    rng = ctx.rng
    picked = rng.sample(list(members(POOLS[pool], ctx.half)), k=rng.randint(1, 3))
    text = " ".join(s.format(n4=rng.randint(1000, 9999), n1=rng.randint(2, 9), m1=ctx.money(ctx.amount(5, 39)),
                             d1=ctx.fmt_date(ctx.day()), p1=f"{rng.uniform(1, 24):.2f}") for s in picked)
    size = rng.choice((6.0, 6.5, 7.0))
    lines = wrap(text, ctx.font, size, x1 - x0)

    def draw(c: C, top: float) -> None:
        for i, s in enumerate(lines):
            put(c, x0, top + i * (size + 2), s, size, ctx.font)

    return Block(len(lines) * (size + 2) + 8, draw)


def stub(ctx: Ctx, issuer: str, fs: Sequence[str], x0: float, x1: float) -> Block | None:
    """A remittance stub at the foot: a detach line, a note, the issuer's address, and the fields again."""
    v = ctx.pick("stub")
    if v == "none" or ctx.doc not in STUB_DOCS:
        return None
    note = ctx.pick("stub-note")
    pairs = [(ctx.label(f), ctx.show(f, f"stub:{v}")) for f in fs] + [(ctx.pick("stub-amount"), "$__________")]
    addr = ctx.address()
    size, font, bold = ctx.size, ctx.font, ctx.bold
    h = 26 + (size + 6) * len(pairs)

    def draw(c: C, top: float) -> None:
        if v == "detach-rule":
            hline(c, x0, x1, top - 8)
        elif v == "scissors-line":
            put(c, x0, top - 6, "- " * int((x1 - x0) / stringWidth("- ", font, 7)), 7, font)
        else:
            frame(c, x0, top - 8, x1 - x0, h)
        put(c, x0 + 4, top + 6, note, 7, font)
        for i, s in enumerate([issuer, *addr]):
            put(c, x0 + 4, top + 22 + 11 * i, s, size, font)
        mid = (x0 + x1) / 2 + 20
        for i, (lb, val) in enumerate(pairs):
            t = top + 22 + (size + 6) * i
            put(c, mid, t, lb, size, font)
            put(c, x1 - 6, t, val, size, bold, "r")

    return Block(h + 8, draw)


def signatures(ctx: Ctx, names: Sequence[tuple[str, str]], x0: float, x1: float) -> Block:
    """A lease's signature lines, the parties' names typed under them."""
    w = (x1 - x0) / len(names)

    def draw(c: C, top: float) -> None:
        for i, (role, name) in enumerate(names):
            x = x0 + i * w
            hline(c, x, x + w - 20, top + 14)
            put(c, x, top + 24, f"{role} signature", 7, ctx.font)
            put(c, x, top + 35, name, ctx.size, ctx.font)

    return Block(48, draw)


# --- composing: blocks placed down the pages, tables running on, furniture on every page ----------

class Sheet:
    """The document's pages as lists of drawing operations, filled from the top down."""

    def __init__(self) -> None:
        self.pages: list[list[Op]] = [[]]
        self.top = TOP

    def _at(self, block: Block, top: float) -> None:
        self.pages[-1].append(lambda c: block.draw(c, top))

    def new_page(self) -> None:
        self.pages.append([])
        self.top = TOP + 16

    def row(self, *blocks: Block | None, gap: float = 12) -> None:
        placed = [b for b in blocks if b is not None]
        if not placed:
            return
        h = max(b.h for b in placed)
        if self.top + h > BOTTOM and self.pages[-1]:
            self.new_page()
        for b in placed:
            self._at(b, self.top)
        self.top += h + gap

    def table(self, ctx: Ctx, t: Table, x0: float, x1: float) -> None:
        size, font, bold = ctx.size, ctx.font, ctx.bold
        lead = size + 5
        caps = t.style == "unruled-caps"

        def cells_op(cells: list[str], f: str, top: float, shade: bool = False, rule: bool = False) -> Op:
            def op(c: C) -> None:
                if shade:
                    frame(c, x0, top - size - 1, x1 - x0, lead, shade=0.88 if t.style == "shaded-header" else 0.95)
                if rule:
                    hline(c, x0, x1, top - size - 2)
                for (x, align), cell in zip(t.cols, cells, strict=False):
                    if cell:
                        put(c, x, top, cell, size, f, align)
                if len(cells) > len(t.cols) and cells[-1]:  # a total's label right-aligned before the amounts
                    put(c, t.cols[-2 if len(t.cols) > 2 else -1][0] - (70 if len(t.cols) > 2 else 80), top,
                        cells[-1], size, f, "r")
            return op

        def header(again: bool = False) -> None:
            if again and t.continued in ("caption-continued", "caption-and-header"):
                self.pages[-1].append(cells_op(["(continued)"], bold, self.top))
                self.top += lead
            if again and t.continued in ("no-header", "caption-continued"):
                return
            top = self.top
            head = [h.upper() for h in t.header] if caps else t.header
            self.pages[-1].append(cells_op(head, font if caps else bold, top, shade=t.style == "shaded-header"))
            if t.style in ("ruled-bold", "underlined-header", "grid-lines"):
                self.pages[-1].append(lambda c: hline(c, x0, x1, top + 4))
            self.top += lead + 3

        for cells, _ in t.above:
            self.row(Block(lead, _above_op(cells_op, cells, bold)), gap=0)
        if self.top + 3 * lead > BOTTOM:
            self.new_page()
        header()
        for i, (cells, strong) in enumerate(t.rows):
            if self.top + lead > BOTTOM:
                self.new_page()
                header(again=True)
            rule = (t.style == "grid-lines" and i > 0) or (strong and t.style == "ruled-bold")
            self.pages[-1].append(cells_op(cells, bold if strong else font, self.top,
                                           shade=t.style == "zebra" and i % 2 == 1, rule=rule))
            self.top += lead
        self.top += 10
        if t.box:
            pairs = t.box
            self.row(summary_box(ctx, pairs, max(x0, x1 - 240), x1))


def _above_op(make: Callable[[list[str], str, float], Op], cells: list[str], font: str) -> Callable[[C, float], None]:
    return lambda c, top: make(cells, font, top)(c)


def summary_box(ctx: Ctx, pairs: Sequence[tuple[str, str]], x0: float, x1: float) -> Block:
    size = ctx.size

    def draw(c: C, top: float) -> None:
        frame(c, x0, top - 11, x1 - x0, (size + 6) * len(pairs) + 6)
        for i, (lb, val) in enumerate(pairs):
            put(c, x0 + 6, top + (size + 6) * i, lb, size, ctx.bold)
            put(c, x1 - 6, top + (size + 6) * i, val, size, ctx.bold, "r")

    return Block((size + 6) * len(pairs) + 6, draw)


def furniture(ctx: Ctx, sheet: Sheet, ref: str) -> None:
    """Page x of y and the document's reference on every page."""
    v = ctx.pick("furniture")
    n = len(sheet.pages)
    for i, ops in enumerate(sheet.pages, start=1):
        def op(c: C, i: int = i) -> None:
            if v == "page-of-bottom-right":
                put(c, RIGHT, 770, f"Page {i} of {n}", 7, ctx.font, "r")
                if ref:
                    put(c, LEFT, 770, ref, 7, ctx.font)
            elif v == "page-slash-top-right":
                put(c, RIGHT, 34, f"{ref}   {i}/{n}".strip(), 7, ctx.font, "r")
            elif v == "page-of-center-ref-top":
                put(c, 306, 772, f"Page {i} of {n}", 7, ctx.font, "c")
                if ref:
                    put(c, RIGHT, 34, ref, 7, ctx.font, "r")
            else:
                put(c, LEFT, 772, f"{ref}  -  Page {i}".strip(" -"), 7, ctx.font)
        ops.append(op)


def _split(ctx: Ctx, fs: Sequence[str], order: Sequence[str], tableable: Sequence[str]) -> dict[str, list[str]]:
    """Which block prints each field: the table (its balances and totals), else the panel, the summary
    or the prose, as the order's blocks allow."""
    rng = ctx.rng
    out: dict[str, list[str]] = {b: [] for b in order}
    kv = [b for b in order if b != "table"]
    weights = [{"panel": 0.6, "summary": 0.3, "prose": 0.18}[b] for b in kv]
    ranged = RANGES.get(ctx.doc, ())
    for f in fs:
        if f in ranged[1:] or (f == "ytd_gross" and "gross_pay" in out.get("table", [])):
            continue
        if "table" in out and f in tableable and rng.random() < 0.55:
            out["table"].append(f)
            continue
        b = rng.choices(kv, weights)[0]
        out[b].extend([f, *ranged[1:]] if f in ranged[:1] else [f])
    if "ytd_gross" in fs and "gross_pay" in out.get("table", []):
        out["table"].append("ytd_gross")
    return out


def compose(ctx: Ctx, fillers: list[list[str]]) -> Sheet:
    """A whole document of ctx.doc: letterhead and title, its parties, its blocks in the order drawn."""
    rng, doc, sheet = ctx.rng, ctx.doc, Sheet()
    issuer_f, person_f = ISSUER_FIELD[doc], PERSON_FIELD.get(doc)
    issuer = ctx.values[issuer_f][1]
    form = doc in FORMS
    title_text = ctx.pick(f"title:{doc}")
    fs = [f for f in DOC_TYPES[doc] if f in ctx.values and f not in (issuer_f, person_f)]
    if form and "tax_year" in fs and rng.random() < 0.6:
        title_text = f"{ctx.show('tax_year', 'title')} {title_text}" if rng.random() < 0.5 else \
            f"{title_text} {ctx.show('tax_year', 'title')}"
        fs.remove("tax_year")
    company_issuer = not ctx.issuer_is_person
    mid = (LEFT + RIGHT) / 2
    beside = rng.random() < 0.35
    head = None
    if company_issuer and (not form or rng.random() < 0.4):
        head = letterhead(ctx, issuer, LEFT, mid - 10 if beside else RIGHT, issuer_f)
    if head is not None and beside:
        sheet.row(head, title(ctx, title_text, mid, RIGHT))
    else:
        sheet.row(head)
        sheet.row(title(ctx, title_text, LEFT, RIGHT))
    parties: list[Block] = []
    if form or not company_issuer:
        parties.append(party(ctx, issuer_f, LEFT, mid - 10))
    if person_f:
        parties.append(party(ctx, person_f, mid if parties else LEFT, RIGHT if parties else mid - 10))
    elif not form:
        parties.append(party(ctx, None, LEFT, mid - 10))
    order = ctx.pick("order").split("-")
    if form:
        ids = [f for f in fs if f not in BOX]
        box_fs = [f for f in fs if f in BOX]
        if rng.random() < 0.5:
            sheet.row(*parties)
        else:
            for p in parties:
                sheet.row(p)
        if ids:
            pv = ctx.pick("panel")
            sheet.row(panel(ctx, field_pairs(ctx, ids, f"panel:{pv}", False), LEFT, RIGHT, pv))
        drawn = boxes(ctx, box_fs, LEFT, RIGHT)
        if isinstance(drawn, Table):
            sheet.table(ctx, drawn, LEFT, RIGHT)
        else:
            sheet.row(drawn)
        sheet.row(fine(ctx, LEFT, RIGHT, "form-fine"))
        return sheet
    if doc not in TABLEABLE:
        order = [b for b in order if b != "table"]
    split = _split(ctx, fs, order, TABLEABLE.get(doc, ()))
    joined = rng.random() < 0.5
    side = split.get("summary") and order[0] == "summary" and len(parties) == 1
    if side:
        sv = ctx.pick("summary")
        sheet.row(parties[0], summary(ctx, field_pairs(ctx, split.pop("summary"), f"summary:{sv}", joined),
                                      mid + 20, RIGHT, sv))
    else:
        sheet.row(*parties)
    for b in order:
        got = split.get(b)
        if b == "table":
            sheet.table(ctx, table(ctx, fillers, got or [], LEFT, RIGHT if rng.random() < 0.7 else 460), LEFT,
                        RIGHT)
        elif not got:
            continue
        elif b == "panel":
            pv = ctx.pick("panel")
            sheet.row(panel(ctx, field_pairs(ctx, got, f"panel:{pv}", joined), LEFT,
                            RIGHT if rng.random() < 0.7 else mid + 40, pv))
        elif b == "summary":
            sv = ctx.pick("summary")
            x0 = LEFT if rng.random() < 0.5 else mid + 20
            sheet.row(summary(ctx, field_pairs(ctx, got, f"summary:{sv}", joined), x0, RIGHT, sv))
        else:
            opening = ""
            if doc == "lease":
                opening = (f"This agreement is made between {ctx.values['landlord_name'][1]} and "
                           f"{ctx.values['tenant_name'][1]} for the premises described below.")
            sheet.row(prose(ctx, got, LEFT, RIGHT, opening))
    if doc == "lease":
        sheet.row(signatures(ctx, [("Landlord", ctx.values["landlord_name"][1]),
                                   ("Tenant", ctx.values["tenant_name"][1])], LEFT, RIGHT))
    sheet.row(fine(ctx, LEFT, RIGHT))
    again = {"utility-bill": ("account_number", "due_date", "amount_due"),
             "credit-card-statement": ("account_last4", "payment_due_date", "new_balance", "minimum_payment"),
             "property-tax-bill": ("parcel_number", "due_date", "total_tax"),
             "invoice": ("invoice_number", "total_due")}.get(doc, ())
    sheet.row(stub(ctx, issuer, [f for f in again if f in ctx.fields], LEFT, RIGHT))
    return sheet



def compose_lookalike(ctx: Ctx, kind: str) -> Sheet:
    """A document that is none of the types: a quote, an estimate, an offer, a calculator's estimate, a
    notice of rates, an application, a year-end summary, a fee schedule; drawn with the same blocks."""
    rng, sheet = ctx.rng, Sheet()
    titles, labels = LOOKALIKES[kind]
    source = rng.choice(("bank-statement", "insurance-declarations", "invoice", "utility-bill", "employer"))
    name = ctx.company(source)
    sheet.row(letterhead(ctx, name, LEFT, RIGHT, None))
    sheet.row(title(ctx, rng.choice(titles), LEFT, RIGHT))
    sheet.row(party(ctx, None, LEFT, 296))
    pairs = []
    for lb, kind_ in labels:
        value = {"id": shape(rng, ctx.pick("invoice-shape")), "date": ctx.fmt_date(ctx.day()),
                 "money": ctx.money(ctx.amount(20, 4000))}[kind_]
        pairs.append((lb + (":" if ctx.case.endswith("colon") else ""), value))
    sheet.row(panel(ctx, pairs, LEFT, RIGHT))
    if rng.random() < 0.5:
        doc = rng.choice(("utility-bill", "insurance-declarations", "invoice"))
        rows = [[d, ctx.money(ctx.amount(5, 400))] for d in rng.sample(list(members(ROWS[doc], ctx.half)), k=3)]
        sheet.table(ctx, Table(["Item", "Estimate"], [(LEFT + 4, "l"), (RIGHT - 4, "r")],
                               [(r, False) for r in rows], ctx.pick("table"), [], [], "header-again"), LEFT, RIGHT)
    sheet.row(fine(ctx, LEFT, RIGHT))
    sheet.row(Block(20, lambda c, top: put(c, LEFT, top, "This is not a bill, statement or tax form.", 7.5,
                                           ctx.font)))
    return sheet


def page(half: str, seed: int, index: int) -> BlindPage:
    """Document `index` of half A ("fit") or B ("check") for `seed`: every tenth a lookalike, the others
    the docTypes in turn."""
    rng = random.Random(f"blind:{half}:{seed}:{index}")
    if index % 10 == 9:
        kind = rng.choice(list(members(POOLS["lookalike"], half)))
        ctx = Ctx(rng, half, "")
        sheet = compose_lookalike(ctx, kind)
        doc, name = "", f"{half}{index:03d}-lookalike-{kind}"
    else:
        doc = DOCS[(index - index // 10) % len(DOCS)]
        ctx = Ctx(rng, half, doc)
        fillers = values(ctx)
        sheet = compose(ctx, fillers)
        name = f"{half}{index:03d}-{doc}"
    ref = ""
    if doc:
        key = {"bank-statement": "account_last4", "credit-card-statement": "account_last4",
               "utility-bill": "account_number", "insurance-declarations": "policy_number",
               "property-tax-bill": "parcel_number", "invoice": "invoice_number"}.get(doc)
        if key and key in ctx.fields:
            ref = f"{'Policy' if key == 'policy_number' else 'Account'} {ctx.values[key][1]}" if key in (
                "account_last4", "account_number", "policy_number") else ctx.values[key][1]
    furniture(ctx, sheet, ref)
    draws = tuple(_draw(ops) for ops in sheet.pages)
    return BlindPage(name, doc, dict(ctx.fields), draws, half, dict(ctx.printed), dict(ctx.where))


def _draw(ops: Sequence[Op]) -> Callable[[C], None]:
    def draw(c: C) -> None:
        for op in ops:
            op(c)
    return draw


def pages(part: str, n: int, seed: int = 0) -> list[BlindPage]:
    """The first `n` documents of a half: "fit" (A) or "check" (B)."""
    half = {"fit": "A", "check": "B"}[part]
    return [page(half, seed, i) for i in range(n)]


def matches(doc_type: str, f: str, got: str, expected: str) -> bool:
    """The harvested value is the printed one as the probe compares them (harness.scoring.probe)."""
    row = ProbeGroundTruthRow(document="blind.pdf", field=f, expected=expected)
    return field_matches(DOC_TYPES.get(doc_type, {}).get(f), got, row)
