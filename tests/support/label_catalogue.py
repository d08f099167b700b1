"""A catalogue of printed labels as real issuers print them, and the field each one names.

Written for the tenth harvest round (docs/generalization-gap.md, "The tenth round, labels") from
what the official IRS forms caption their boxes (W-2, W-2c, 1098, 1099-INT/-DIV/-NEC/-R/-G) and
what banks, card issuers, payroll providers, utilities, insurers, landlords, county tax offices
and vendors commonly print beside their fields: abbreviations ("Fed", "W/H", "YTD", "Amt",
"Acct", "Bal", "Pmt", "Int", "Div", "Dist", "Comp", "SS", "Med"), capitals, box numbers with and
without the word "Box", parenthetical notes, colons. Every label was written by hand from that
general knowledge, before measuring the matcher on it; no generator pool was opened to write it
(not templates/*/wordings.toml, the families or template.toml label lists,
generator/documents/procedural/ nor generator/documents/value_formats.py), and the lead, who has
seen the held-out pools, gave nothing beyond issue 26's public list. So the catalogue is
independent of the held-out split and of the `seen` folds alike: a yardstick for wording.

Per docType of the vocabulary (harness.contract.vocabulary.DOC_TYPES): per field, the labels
that name it (`LABELS`), and a few DECOYS: labels real pages print beside those fields that are
none of them ("Social security number", "Routing number", "Previous balance", ...), each with a
value of the kind it prints. Each field's value (`VALUES`) is one of its kind, as printed and as
the probe normalizes it.

`measure(matcher)` puts each label to the general matcher (harness.harvest.matcher.FieldMatcher,
with the real embedding model in the bench and the e2e test) on a page of one line,
`<label>: <value>`, in its docType's context, with no field found before it, no letterhead (the
page is read as an OCR'd first page) and no weak reading (the guard's only candidate): the label
alone must say which field it is. A field label is `right` (its field, its value), `wrong`
(another field, or another value) or `none`; a decoy is `none` (right) or `wrong` (taken for a
field). benchmarks/bench_label_catalogue.py prints the tally; tests/e2e/test_label_catalogue.py
pins a slice.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from harness.harvest.matcher import FieldMatcher, Match

ORG, PERSON, BANK = "Northgate Fabrication Inc.", "Dana R. Whitfield", "First Harbor Bank, N.A."
MONEY = ("48,210.55", "48210.55")
DATE = ("03/15/2025", "2025-03-15")
YEAR = ("2025", "2025")
PRIOR_YEAR = ("2024", "2024")

# per field name (any docType), its value as printed and as normalized, when not its kind's default
_VALUES: dict[str, tuple[str, str]] = {
    "employer_ein": ("41-7730562", "41-7730562"),
    "payer_tin": ("41-7730562", "41-7730562"),
    "box7_distribution_code": ("7", "7"),
    "box3_tax_year_of_refund": PRIOR_YEAR,
    "parcel_number": ("14-22-301-017", "14-22-301-017"),
    "account_last4": ("XXXXXX4417", "4417"),
    "account_number": ("2201-445-918", "2201-445-918"),
    "policy_number": ("HO-4471203", "HO-4471203"),
    "invoice_number": ("INV-20417", "INV-20417"),
}
_PEOPLE = frozenset({"employee_name", "recipient_name", "borrower_name", "owner_name", "named_insured",
                     "tenant_name"})
_BANKS = frozenset({"bank_name", "lender_name", "issuer_name"})

# --- labels, per docType and field ------------------------------------------------------------------

_TAX_YEAR = ("Tax year", "TAX YEAR", "For calendar year", "Calendar year", "Tax Year:", "Year", "For tax year",
             "Reporting year", "Form year")
_PAYER = ("PAYER'S name", "Payer", "Payer's name and address", "PAYER", "Payer name:", "Paid by",
          "PAYER'S name, street address, city or town, state, ZIP", "Name of payer", "Filer's name")
_PAYER_TIN = ("PAYER'S TIN", "Payer's TIN", "PAYER'S federal identification number", "Payer's Fed ID No.",
              "Payer EIN", "Payer's federal ID #", "Payer TIN:", "PAYER'S TAXPAYER ID NO.",
              "Payer's taxpayer identification number")
_RECIPIENT = ("RECIPIENT'S name", "Recipient", "Recipient's name:", "RECIPIENT NAME", "Name of recipient",
              "Recipient's name and address", "Payee", "Payee name", "Prepared for")
_FED_WH_1099 = ("4 Federal income tax withheld", "Box 4 Federal income tax withheld", "Federal tax withheld",
                "FED INCOME TAX W/H", "Fed W/H", "Federal withholding", "Fed. income tax withheld (box 4)",
                "Backup withholding (box 4)", "FEDERAL INCOME TAX WITHHELD")
_RECIPIENT_DECOYS = (("RECIPIENT'S TIN", "XXX-XX-4821"), ("Account number (see instructions)", "0044-1920-33"),
                     ("Recipient's SSN", "XXX-XX-4821"))

_EMPLOYER_NAME = ("c Employer's name, address, and ZIP code", "Employer's name", "Employer", "EMPLOYER NAME",
                  "Employer name:", "Company", "Employer name and address", "Box c Employer", "Company name")
_EMPLOYER_EIN = ("b Employer identification number (EIN)", "Employer identification number", "EIN",
                 "Employer ID No.", "Employer's FEIN", "FEIN", "Fed ID #", "Box b EIN", "EMPLOYER ID NUMBER",
                 "Employer's federal EIN")
_EMPLOYEE_NAME = ("e Employee's first name and initial, last name", "Employee's name", "Employee",
                  "EMPLOYEE NAME", "Employee name:", "Name of employee", "Box e Employee", "Employee's name (box e)")
_W2_YEAR = ("Tax year", "TAX YEAR", "For calendar year", "Calendar year", "Tax Year:", "Year", "Wage year",
            "Form W-2 tax year")

LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "W-2": {
        "employer_name": _EMPLOYER_NAME,
        "employer_ein": _EMPLOYER_EIN,
        "employee_name": _EMPLOYEE_NAME,
        "tax_year": _W2_YEAR,
        "box1_wages": ("1 Wages, tips, other compensation", "Box 1 Wages, tips, other comp.", "Wages, tips, other comp",
                       "WAGES TIPS OTHER COMP", "Federal wages", "Fed taxable wages", "Taxable wages (box 1)",
                       "Wages (box 1)", "Gross taxable wages", "Fed. wages, tips, other comp."),
        "box2_federal_tax_withheld": ("2 Federal income tax withheld", "Box 2 Federal income tax withheld",
                                      "Fed income tax W/H", "FED INCOME TAX WITHHELD", "Federal tax withheld",
                                      "Federal W/H", "Fed. W/H (box 2)", "Federal withholding", "FIT withheld",
                                      "Fed inc tax"),
        "box3_social_security_wages": ("3 Social security wages", "Box 3 Soc. Sec. wages", "SS wages",
                                       "SOCIAL SECURITY WAGES", "Soc Sec Wages", "OASDI wages",
                                       "Social security wages (box 3)", "Soc. sec. taxable wages"),
        "box4_social_security_tax": ("4 Social security tax withheld", "Box 4 SS tax withheld", "SS tax W/H",
                                     "SOCIAL SECURITY TAX WITHHELD", "Soc. Sec. tax", "OASDI tax withheld",
                                     "Social security tax (box 4)", "SS tax"),
        "box5_medicare_wages": ("5 Medicare wages and tips", "Box 5 Medicare wages", "Med wages",
                                "MEDICARE WAGES AND TIPS", "Medicare wages & tips", "Medicare taxable wages",
                                "Medicare wages (box 5)", "Med. wages and tips"),
        "box6_medicare_tax": ("6 Medicare tax withheld", "Box 6 Medicare tax", "Med tax W/H", "MEDICARE TAX WITHHELD",
                              "Medicare tax", "Medicare withholding", "Medicare tax (box 6)", "Med. tax"),
        "box17_state_income_tax": ("17 State income tax", "Box 17 State income tax", "State income tax",
                                   "STATE INCOME TAX", "State tax withheld", "State W/H", "St. income tax",
                                   "SIT withheld", "State withholding (box 17)"),
    },
    "W-2c": {
        "employer_name": _EMPLOYER_NAME,
        "employer_ein": _EMPLOYER_EIN,
        "employee_name": ("h Employee's first name and initial, last name", "Employee's name", "Employee",
                          "EMPLOYEE NAME", "Employee name:", "Name of employee"),
        "tax_year": ("a Tax year/Form corrected", "Tax year corrected", "Year being corrected", "Tax year",
                     "TAX YEAR", "Tax year of correction", "Corrected tax year", "For calendar year"),
        "box1_wages": ("1 Wages, tips, other compensation (correct information)",
                       "Wages, tips, other comp. - correct information", "Corrected wages (box 1)",
                       "Box 1 wages, as corrected", "CORRECT WAGES, TIPS, OTHER COMP", "Correct information: wages",
                       "Wages (box 1), corrected", "Corr. wages, tips, other comp."),
        "box2_federal_tax_withheld": ("2 Federal income tax withheld (correct information)",
                                      "Federal income tax withheld - correct information",
                                      "Corrected federal income tax withheld (box 2)",
                                      "Box 2 federal tax withheld, as corrected", "CORRECT FED INCOME TAX WITHHELD",
                                      "Correct information: federal W/H", "Corr. fed. income tax withheld"),
    },
    "1099-INT": {
        "payer_name": _PAYER,
        "payer_tin": _PAYER_TIN,
        "recipient_name": _RECIPIENT,
        "tax_year": _TAX_YEAR,
        "box1_interest_income": ("1 Interest income", "Box 1 Interest income", "Interest income", "INTEREST INCOME",
                                 "Int income", "Interest paid", "Total interest", "Taxable interest",
                                 "Interest earned", "Interest income (box 1)"),
        "box4_federal_tax_withheld": _FED_WH_1099,
    },
    "1099-DIV": {
        "payer_name": _PAYER,
        "payer_tin": _PAYER_TIN,
        "recipient_name": _RECIPIENT,
        "tax_year": _TAX_YEAR,
        "box1a_total_ordinary_dividends": ("1a Total ordinary dividends", "Box 1a Total ordinary dividends",
                                           "Ordinary dividends", "TOTAL ORDINARY DIVIDENDS", "Total ord. div.",
                                           "Ordinary dividends (box 1a)", "Total ordinary div", "Ord. div. total",
                                           "Dividends, total ordinary"),
        "box1b_qualified_dividends": ("1b Qualified dividends", "Box 1b Qualified dividends", "Qualified dividends",
                                      "QUALIFIED DIVIDENDS", "Qual. div.", "Qualified div (1b)",
                                      "Qualified dividends (box 1b)", "Qualified portion of dividends"),
        "box2a_total_capital_gain": ("2a Total capital gain distr.", "Box 2a Total capital gain distributions",
                                     "Capital gain distributions", "TOTAL CAPITAL GAIN DISTR", "Cap gain dist",
                                     "Total cap. gain distr. (box 2a)", "Long-term capital gain distributions",
                                     "Capital gains distributed", "Total capital gain distributions"),
    },
    "1099-NEC": {
        "payer_name": _PAYER,
        "payer_tin": _PAYER_TIN,
        "recipient_name": _RECIPIENT,
        "tax_year": _TAX_YEAR,
        "box1_nonemployee_compensation": ("1 Nonemployee compensation", "Box 1 Nonemployee compensation",
                                          "Nonemployee comp", "NONEMPLOYEE COMPENSATION",
                                          "Non-employee compensation", "Nonemployee comp. (box 1)",
                                          "Contractor fees paid", "Fees paid to contractor",
                                          "Nonemployee compensation paid"),
        "box4_federal_tax_withheld": _FED_WH_1099,
    },
    "1099-R": {
        "payer_name": _PAYER,
        "payer_tin": _PAYER_TIN,
        "recipient_name": _RECIPIENT,
        "tax_year": _TAX_YEAR,
        "box1_gross_distribution": ("1 Gross distribution", "Box 1 Gross distribution", "Gross distribution",
                                    "GROSS DISTRIBUTION", "Gross dist.", "Total distribution",
                                    "Gross amount distributed", "Gross distr. (box 1)", "Gross distrib"),
        "box2a_taxable_amount": ("2a Taxable amount", "Box 2a Taxable amount", "Taxable amount", "TAXABLE AMOUNT",
                                 "Taxable amt", "Taxable portion", "Taxable amount of distribution",
                                 "Taxable amt. (box 2a)"),
        "box4_federal_tax_withheld": _FED_WH_1099,
        "box7_distribution_code": ("7 Distribution code(s)", "Box 7 Distribution code", "Distribution code",
                                   "DIST CODE", "Dist. code(s)", "Code (box 7)", "Distribution type code",
                                   "DISTRIBUTION CODE(S)"),
    },
    "1099-G": {
        "payer_name": _PAYER,
        "payer_tin": _PAYER_TIN,
        "recipient_name": _RECIPIENT,
        "tax_year": _TAX_YEAR,
        "box1_unemployment_compensation": ("1 Unemployment compensation", "Box 1 Unemployment compensation",
                                           "Unemployment compensation", "UNEMPLOYMENT COMPENSATION",
                                           "Unemployment benefits paid", "UI benefits paid", "Unemp. comp.",
                                           "Unemployment insurance benefits", "Unemployment comp (box 1)"),
        "box2_state_local_tax_refund": ("2 State or local income tax refunds, credits, or offsets",
                                        "Box 2 State or local income tax refunds",
                                        "STATE OR LOCAL INCOME TAX REFUNDS, CREDITS, OR OFFSETS",
                                        "State tax refund", "Refund, credit or offset", "State income tax refund",
                                        "State/local tax refund (box 2)", "St. income tax refund"),
        "box3_tax_year_of_refund": ("3 Box 2 amount is for tax year", "Box 3 Tax year of refund", "Refund tax year",
                                    "BOX 2 AMOUNT IS FOR TAX YEAR", "Year of refund", "Tax year refunded",
                                    "Refund is for tax year", "Tax year of refund (box 3)"),
        "box4_federal_tax_withheld": _FED_WH_1099,
        "box11_state_income_tax_withheld": ("11 State income tax withheld", "Box 11 State income tax withheld",
                                            "State income tax withheld", "STATE INCOME TAX WITHHELD",
                                            "State tax W/H", "State withholding", "St. tax withheld",
                                            "State income tax withheld (box 11)"),
    },
    "1098": {
        "lender_name": ("RECIPIENT'S/LENDER'S name, street address, city, state, ZIP", "Lender", "LENDER",
                        "Lender's name", "Mortgage lender", "Loan servicer", "Recipient/Lender", "Servicer",
                        "Lender name:"),
        "borrower_name": ("PAYER'S/BORROWER'S name", "Borrower", "BORROWER", "Borrower's name", "Payer/Borrower",
                          "Mortgagor", "Borrower name:", "Primary borrower"),
        "tax_year": _TAX_YEAR,
        "box1_mortgage_interest": ("1 Mortgage interest received from payer(s)/borrower(s)",
                                   "Box 1 Mortgage interest", "Mortgage interest received",
                                   "MORTGAGE INTEREST RECEIVED FROM PAYER(S)/BORROWER(S)", "Mortgage int. paid",
                                   "Mortgage interest", "Total interest paid", "Mortgage interest (box 1)",
                                   "Mtg interest paid"),
        "box2_outstanding_principal": ("2 Outstanding mortgage principal", "Box 2 Outstanding mortgage principal",
                                       "Outstanding principal", "OUTSTANDING MORTGAGE PRINCIPAL",
                                       "Principal balance", "Outstanding mtg principal", "Unpaid principal balance",
                                       "Outstanding principal (box 2)", "Princ. bal."),
        "box10_property_tax": ("10 Property tax", "Box 10 Real estate taxes", "Real estate taxes paid",
                               "PROPERTY TAXES", "Property taxes disbursed", "Taxes paid from escrow",
                               "RE taxes paid", "Property taxes paid (box 10)", "County taxes paid"),
    },
    "property-tax-bill": {
        "jurisdiction_name": ("Taxing authority", "Taxing jurisdiction", "County", "Tax collector", "Municipality",
                              "Levied by", "Taxing district", "TAXING AUTHORITY", "Township"),
        "parcel_number": ("Parcel number", "Parcel No.", "PARCEL ID", "APN", "Assessor's parcel number", "PIN",
                          "Property ID", "Tax map no.", "Parcel #", "Parcel/Account No."),
        "owner_name": ("Owner", "Owner name", "OWNER OF RECORD", "Property owner", "Assessed owner", "Name of owner",
                       "Owner(s)", "Owner of record"),
        "total_tax": ("Total tax", "TOTAL TAX DUE", "Total taxes", "Annual tax", "Total tax amount",
                      "Total property tax", "Tax amount", "Net tax", "Total annual taxes", "Total amt. of tax"),
        "due_date": ("Due date", "DUE DATE", "Payment due", "Pay by", "Due on or before", "Last day to pay",
                     "Date due", "Installment due", "Pmt due date"),
    },
    "pay-stub": {
        "employer_name": ("Employer", "Company", "COMPANY", "Employer name", "Company name", "Paid by",
                          "Organization", "EMPLOYER"),
        "employee_name": ("Employee", "EMPLOYEE", "Employee name", "Pay to the order of", "Employee Name:",
                          "Paid to", "Associate", "Name of employee"),
        "pay_date": ("Pay date", "PAY DATE", "Check date", "Pay Date:", "Date paid", "Payment date", "Paid on",
                     "Deposit date", "Advice date", "Chk date"),
        "gross_pay": ("Gross pay", "GROSS PAY", "Gross earnings", "Current gross", "Gross", "Total earnings",
                      "Gross wages", "Gross pay (this period)", "Gross pay - current", "Curr. gross"),
        "net_pay": ("Net pay", "NET PAY", "Take-home pay", "Net amount", "Net check", "Net pay this period",
                    "Amount deposited", "Net deposit", "Net pay (current)"),
        "ytd_gross": ("YTD gross", "GROSS YTD", "Year-to-date gross", "Gross pay YTD", "YTD earnings",
                      "Total gross YTD", "Gross earnings (year to date)", "YTD Gross Pay", "Y-T-D gross",
                      "Gross pay, year to date"),
    },
    "bank-statement": {
        "bank_name": ("Bank", "Financial institution", "BANK", "Institution", "Bank name", "Credit union",
                      "Issued by"),
        "account_last4": ("Account number", "Acct #", "ACCOUNT NUMBER", "Account ending in", "Acct. no.",
                          "Account No.", "Primary account", "Checking account number", "Account"),
        "period_start": ("Period beginning", "Beginning date", "Statement start date", "From", "Period start",
                         "Opening date", "Statement from", "BEGINNING DATE", "Cycle start", "Stmt period begins"),
        "period_end": ("Period ending", "Ending date", "Statement end date", "Through", "Period end",
                       "Statement through", "ENDING DATE", "Cycle end", "Stmt period ends", "Closing date"),
        "beginning_balance": ("Beginning balance", "BEGINNING BALANCE", "Opening balance", "Previous balance",
                              "Balance forward", "Beg. bal.", "Starting balance", "Balance last statement",
                              "Prior balance", "Beginning bal"),
        "ending_balance": ("Ending balance", "ENDING BALANCE", "Closing balance", "New balance",
                           "Balance this statement", "End bal.", "Ending bal", "Balance at end of period",
                           "Closing bal."),
        "interest_paid": ("Interest paid", "INTEREST EARNED", "Interest credited", "Int. paid",
                          "Interest paid this period", "Interest earned this period", "Interest",
                          "Int earned", "Interest paid (this statement)"),
    },
    "credit-card-statement": {
        "issuer_name": ("Card issuer", "Issuer", "Issued by", "CARD ISSUER", "Creditor", "Card issued by"),
        "account_last4": ("Account number ending in", "Account ending", "Acct # ending", "Card number",
                          "ACCOUNT NUMBER", "Card ending in", "Acct. No.", "Account number"),
        "closing_date": ("Closing date", "Statement closing date", "CLOSING DATE", "Billing cycle end",
                         "Statement date", "Cycle closing date", "Closing date of billing cycle", "Close date",
                         "Stmt closing date"),
        "new_balance": ("New balance", "NEW BALANCE", "Statement balance", "New bal", "Total new balance",
                        "Current balance", "New balance total", "Amount owed", "New bal."),
        "minimum_payment": ("Minimum payment due", "MINIMUM PAYMENT DUE", "Minimum payment", "Min. pmt. due",
                            "Min payment", "Minimum amount due", "Min. due", "Minimum due", "Min pmt"),
        "payment_due_date": ("Payment due date", "PAYMENT DUE DATE", "Due date", "Pmt due date", "Payment due",
                             "Please pay by", "Due by", "Pay by", "Payment due on"),
    },
    "utility-bill": {
        "utility_name": ("Utility", "Provider", "Service provider", "Electric company", "Billed by", "Remit to",
                         "Utility company", "UTILITY"),
        "account_number": ("Account number", "ACCOUNT NUMBER", "Acct #", "Account No.", "Customer account",
                           "Account", "Service account no.", "Acct. number", "Customer number"),
        "billing_date": ("Bill date", "BILLING DATE", "Billing date", "Statement date", "Date of bill",
                         "Bill issued", "Date issued", "Mailing date", "Bill dt."),
        "amount_due": ("Amount due", "AMOUNT DUE", "Total amount due", "Total due", "Please pay", "Amt due",
                       "Balance due", "Pay this amount", "Total amount owed", "Amt. due"),
        "due_date": ("Due date", "DUE DATE", "Payment due", "Pay by", "Due by", "Please pay by",
                     "Payment due date", "Date due"),
    },
    "insurance-declarations": {
        "insurer_name": ("Insurer", "Insurance company", "INSURER", "Underwriting company", "Carrier", "Insured by",
                         "Issuing company", "Writing company", "Company"),
        "policy_number": ("Policy number", "POLICY NUMBER", "Policy No.", "Policy #", "Pol. no.", "Policy",
                          "Policy ID", "Contract number"),
        "named_insured": ("Named insured", "NAMED INSURED", "Insured", "Policyholder", "Name of insured",
                          "Insured name", "Primary named insured", "First named insured", "Policy owner"),
        "effective_date": ("Effective date", "EFFECTIVE DATE", "Policy effective", "Coverage begins",
                           "Policy period from", "Eff. date", "Inception date", "Effective", "Start of coverage"),
        "expiration_date": ("Expiration date", "EXPIRATION DATE", "Policy expires", "Coverage ends",
                            "Policy period to", "Exp. date", "Expiry date", "Expires", "End of coverage"),
        "annual_premium": ("Annual premium", "ANNUAL PREMIUM", "Total annual premium", "Total premium",
                           "Policy premium", "Premium", "Annual prem.", "Total policy premium", "12-month premium"),
    },
    "lease": {
        "landlord_name": ("Landlord", "LANDLORD", "Lessor", "Owner", "Landlord name", "Property owner",
                          "Owner/Agent", "Landlord/Lessor", "Lessor/Landlord name"),
        "tenant_name": ("Tenant", "TENANT", "Lessee", "Resident", "Tenant name", "Tenant(s)", "Occupant", "Renter"),
        "monthly_rent": ("Monthly rent", "MONTHLY RENT", "Rent per month", "Base rent", "Rent",
                         "Monthly rental amount", "Rent amount", "Rent due monthly", "Mo. rent"),
        "security_deposit": ("Security deposit", "SECURITY DEPOSIT", "Deposit", "Sec. deposit",
                             "Security deposit amount", "Damage deposit", "Refundable security deposit",
                             "Sec. dep."),
        "start_date": ("Lease start date", "Start date", "Commencement date", "Lease begins", "Term begins",
                       "Move-in date", "LEASE START", "Beginning date", "Lease term from"),
        "end_date": ("Lease end date", "End date", "Expiration date", "Lease ends", "Term ends", "Termination date",
                     "LEASE END", "Ending date", "Lease term to"),
    },
    "invoice": {
        "vendor_name": ("Vendor", "From", "Seller", "Bill from", "Supplier", "Remit to", "VENDOR", "Sold by"),
        "invoice_number": ("Invoice number", "INVOICE #", "Invoice No.", "Inv. no.", "Invoice", "Invoice ID",
                           "Inv #", "Bill number", "Invoice no:"),
        "invoice_date": ("Invoice date", "INVOICE DATE", "Date", "Date of invoice", "Inv. date", "Billing date",
                         "Date issued", "Issue date"),
        "total_due": ("Total due", "TOTAL DUE", "Amount due", "Balance due", "Total", "Invoice total",
                      "Total amount due", "Please pay", "Grand total", "Amt due"),
    },
}

# --- decoys: labels real pages print beside the fields, that are none of them (label, value) ---------------

_W2_DECOYS = (("a Employee's social security number", "XXX-XX-4821"), ("Employee SSN", "XXX-XX-4821"),
              ("15 Employer's state ID number", "412-7790-3"), ("Control number", "A-00412"))
DECOYS: dict[str, tuple[tuple[str, str], ...]] = {
    "W-2": (*_W2_DECOYS, ("16 State wages, tips, etc.", "48,210.55"), ("18 Local wages, tips, etc.", "48,210.55"),
            ("19 Local income tax", "412.80"), ("7 Social security tips", "412.80"),
            ("10 Dependent care benefits", "412.80"), ("12a Code DD", "4,812.00")),
    "W-2c": (*_W2_DECOYS, ("Wages, tips, other comp. - previously reported", "48,210.55"),
             ("Box 1 previously reported", "48,210.55"), ("Federal income tax withheld - previously reported",
                                                          "6,120.40"),
             ("f Employee's previously reported SSN", "XXX-XX-4821")),
    "1099-INT": (*_RECIPIENT_DECOYS, ("2 Early withdrawal penalty", "412.80"),
                 ("3 Interest on U.S. Savings Bonds and Treasury obligations", "412.80"),
                 ("8 Tax-exempt interest", "412.80"), ("6 Foreign tax paid", "12.40")),
    "1099-DIV": (*_RECIPIENT_DECOYS, ("2b Unrecap. Sec. 1250 gain", "412.80"), ("3 Nondividend distributions",
                                                                                  "412.80"),
                 ("5 Section 199A dividends", "412.80"), ("7 Foreign tax paid", "12.40"),
                 ("12 Exempt-interest dividends", "412.80")),
    "1099-NEC": (*_RECIPIENT_DECOYS, ("5 State tax withheld", "412.80"), ("7 State income", "48,210.55"),
                 ("6 State/Payer's state no.", "412-7790-3")),
    "1099-R": (*_RECIPIENT_DECOYS, ("5 Employee contributions/Designated Roth contributions", "412.80"),
               ("3 Capital gain (included in box 2a)", "412.80"), ("14 State tax withheld", "412.80"),
               ("9b Total employee contributions", "412.80")),
    "1099-G": (*_RECIPIENT_DECOYS, ("6 Taxable grants", "412.80"), ("7 Agriculture payments", "412.80"),
               ("5 RTAA payments", "412.80"), ("10b State identification no.", "412-7790-3")),
    "1098": (("PAYER'S/BORROWER'S TIN", "XXX-XX-4821"), ("Account number (see instructions)", "0044-1920-33"),
             ("3 Mortgage origination date", "03/15/2025"), ("4 Refund of overpaid interest", "412.80"),
             ("5 Mortgage insurance premiums", "412.80"), ("6 Points paid on purchase of principal residence",
                                                           "412.80"),
             ("Escrow balance", "412.80"), ("Hazard insurance paid", "412.80")),
    "property-tax-bill": (("Assessed value", "248,000.00"), ("Land value", "48,210.55"),
                          ("Homestead exemption", "25,000.00"), ("Penalty if paid late", "412.80"),
                          ("Prior year delinquency", "412.80"), ("Date of assessment", "01/01/2025")),
    "pay-stub": (("YTD net pay", "30,112.00"), ("Total deductions", "812.40"), ("Federal income tax", "412.80"),
                 ("Social security", "212.40"), ("Medicare", "49.70"), ("401(k)", "150.00"),
                 ("Regular hours", "80.00"), ("Employee ID", "E-00417"), ("SSN", "XXX-XX-4821"),
                 ("YTD federal tax", "6,120.40"), ("Check number", "CK-004512")),
    "bank-statement": (("Routing number", "021000021"), ("Interest paid year-to-date", "41.20"),
                       ("Deposits and other credits", "2,412.80"), ("Withdrawals and other debits", "1,812.40"),
                       ("Service fee", "12.00"), ("Average daily balance", "4,120.00"),
                       ("Total overdraft fees", "35.00"), ("Customer name", PERSON)),
    "credit-card-statement": (("Previous balance", "512.40"), ("Payments, credits", "300.00"),
                              ("Purchases", "612.80"), ("Fees charged", "35.00"), ("Interest charged", "12.40"),
                              ("Credit limit", "8,000.00"), ("Available credit", "7,100.00"),
                              ("Minimum interest charge", "0.50"), ("Cardholder", PERSON)),
    "utility-bill": (("Previous balance", "512.40"), ("Payment received", "300.00"), ("Meter number", "M-0097132"),
                     ("Late fee if paid after due date", "12.40"), ("Next meter read date", "04/12/2025"),
                     ("Customer name", PERSON)),
    "insurance-declarations": (("Deductible", "1,000.00"), ("Coverage A - Dwelling", "248,000.00"),
                               ("Personal liability", "300,000.00"), ("Agent", "Maria L. Ortega"),
                               ("Mortgagee", BANK), ("Installment amount", "212.40")),
    "lease": (("Late fee", "75.00"), ("Pet rent", "35.00"), ("Parking fee", "50.00"), ("Application fee", "45.00"),
              ("Unit", "4B"), ("Number of occupants", "2")),
    "invoice": (("Subtotal", "412.80"), ("Sales tax", "34.06"), ("Bill to", PERSON), ("Customer", PERSON),
                ("PO number", "PO-7719"), ("Customer ID", "C-30211"), ("Shipping", "12.00"),
                ("Ship date", "03/12/2025")),
}

# --- the check part (the twelfth round, labels3) ------------------------------------------------------------------
# Written before any change of that round, from the same public knowledge of what issuers print, weighted to the
# docTypes the matcher read worst; none of them is in LABELS or DECOYS above. Measured at the round's start and at its
# end only (benchmarks/bench_label_catalogue.py --check), never tuned on: the honest number of a round.

CHECK_LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "utility-bill": {
        "utility_name": ("Make checks payable to", "Your service provider"),
        "account_number": ("Your account number", "Customer acct. no."),
        "billing_date": ("Date of statement", "Bill prepared on"),
        "amount_due": ("Current amount due", "Total amount now due"),
        "due_date": ("Payment must be received by", "Pay on or before"),
    },
    "invoice": {
        "vendor_name": ("Billed by", "Payable to"),
        "invoice_number": ("Invoice num", "Document number"),
        "invoice_date": ("Date invoiced", "Invoice dt."),
        "total_due": ("Amount payable", "Balance owing", "Please remit"),
    },
    "1099-R": {
        "payer_name": ("Trustee", "Plan payer"),
        "recipient_name": ("Participant", "Annuitant"),
        "box1_gross_distribution": ("Gross distribution (box 1)", "Total amount distributed"),
        "box2a_taxable_amount": ("Taxable amount (box 2a)", "Amount taxable"),
        "box4_federal_tax_withheld": ("Income tax withheld",),
        "box7_distribution_code": ("Distribution code (box 7)",),
    },
    "property-tax-bill": {
        "jurisdiction_name": ("Tax district", "County treasurer"),
        "parcel_number": ("Parcel ID number", "Tax parcel no."),
        "owner_name": ("Taxpayer", "Owner's name"),
        "total_tax": ("Total taxes due",),
        "due_date": ("First half due",),
    },
    "pay-stub": {
        "employer_name": ("Issued by",),
        "employee_name": ("Pay to", "Payee"),
        "pay_date": ("Payday",),
        "gross_pay": ("Total gross",),
        "net_pay": ("Net paycheck",),
        "ytd_gross": ("YTD total gross", "Year to date gross earnings"),
    },
    "bank-statement": {
        "bank_name": ("Depository institution",),
        "account_last4": ("Account ending",),
        "period_start": ("Statement period start",),
        "period_end": ("Statement ending date",),
        "beginning_balance": ("Balance on previous statement", "Opening bal."),
        "ending_balance": ("Balance at close of period",),
        "interest_paid": ("Total interest paid",),
    },
    "credit-card-statement": {
        "issuer_name": ("Card services provided by",),
        "payment_due_date": ("Payment due by",),
    },
    "insurance-declarations": {
        "insurer_name": ("Underwritten by",),
        "annual_premium": ("Full-term premium",),
    },
    "lease": {
        "tenant_name": ("Lessee(s)",),
        "security_deposit": ("Deposit amount",),
    },
    "W-2": {"box1_wages": ("Wages, tips & other compensation",)},
    "1099-INT": {"box1_interest_income": ("Interest income paid",)},
    "1099-DIV": {"box1b_qualified_dividends": ("Qualified div.",)},
    "1099-G": {"box1_unemployment_compensation": ("Unemployment benefits",)},
    "1098": {"box2_outstanding_principal": ("Outstanding principal balance",)},
}
CHECK_DECOYS: dict[str, tuple[tuple[str, str], ...]] = {
    "utility-bill": (("Amount of last payment", "300.00"), ("Service address", "412 Alder Ct.")),
    "invoice": (("Amount paid", "100.00"), ("Due date", "04/15/2025")),
    "1099-R": (("10 Amount allocable to IRR within 5 years", "412.80"),),
    "property-tax-bill": (("Taxable value", "223,000.00"),),
    "pay-stub": (("YTD deductions", "4,100.00"),),
    "bank-statement": (("Total fees this period", "12.00"),),
}


def value(doc_type: str, field_name: str) -> tuple[str, str]:
    """The value a field's labels print: (as printed, normalized)."""
    from harness.contract.vocabulary import DOC_TYPES

    if field_name in _VALUES:
        return _VALUES[field_name]
    kind = DOC_TYPES[doc_type][field_name]
    if kind == "text":
        name = PERSON if field_name in _PEOPLE else BANK if field_name in _BANKS else ORG
        return name, name
    return {"money": MONEY, "date": DATE, "year": YEAR}[kind]


@dataclass(frozen=True)
class Case:
    """One catalogue label on its page of one line: its field (None: a decoy) and value."""

    doc_type: str
    field: str | None
    label: str
    printed: str
    normalized: str | None

    @property
    def line(self) -> str:
        return f"{self.label.rstrip(' :')}: {self.printed}"


def cases(check: bool = False) -> Iterator[Case]:
    """The catalogue's labels and decoys (`check`: the check part's, CHECK_LABELS and CHECK_DECOYS, instead)."""
    labels_of, decoys_of = (CHECK_LABELS, CHECK_DECOYS) if check else (LABELS, DECOYS)
    for doc_type, fields in labels_of.items():
        for name, labels in fields.items():
            printed, normalized = value(doc_type, name)
            for label in labels:
                yield Case(doc_type, name, label, printed, normalized)
        for label, printed in decoys_of.get(doc_type, ()):
            yield Case(doc_type, None, label, printed, None)
    if check:
        for doc_type in sorted(set(CHECK_DECOYS) - set(CHECK_LABELS)):
            for label, printed in CHECK_DECOYS[doc_type]:
                yield Case(doc_type, None, label, printed, None)


def outcome(matcher: FieldMatcher, case: Case) -> tuple[str, Match | None]:
    """right / wrong / none, and the matcher's reading (None when it read nothing)."""
    got = matcher.match(case.doc_type, [(1, case.line)], {}, ocr_first_page=True, weak=False)
    if not got:
        return "none", None
    m = got[0]
    if case.field is not None and len(got) == 1 and m.field == case.field and m.normalized == case.normalized:
        return "right", m
    return "wrong", m


@dataclass
class Tally:
    right: int = 0
    wrong: int = 0
    none: int = 0
    decoys_none: int = 0
    decoys_wrong: int = 0
    readings: list[tuple[Case, str, Match | None]] = field(default_factory=list)

    @property
    def labels(self) -> int:
        return self.right + self.wrong + self.none

    @property
    def decoys(self) -> int:
        return self.decoys_none + self.decoys_wrong


def measure(matcher: FieldMatcher, only: set[str] | None = None, check: bool = False) -> Tally:
    """Every catalogue label (of the docTypes in `only`, all when None; `check`: the check part's) put to the
    matcher."""
    return measure_cases(matcher, (case for case in cases(check) if only is None or case.doc_type in only))


def measure_cases(matcher: FieldMatcher, some: Iterable[Case]) -> Tally:
    """The given cases put to the matcher, in their order (any list of labels: the catalogue's, or
    tests/support/wild_labels.py's, built by another hand)."""
    tally = Tally()
    for case in some:
        result, m = outcome(matcher, case)
        tally.readings.append((case, result, m))
        if case.field is None:
            if result == "none":
                tally.decoys_none += 1
            else:
                tally.decoys_wrong += 1
        elif result == "right":
            tally.right += 1
        elif result == "wrong":
            tally.wrong += 1
        else:
            tally.none += 1
    return tally


def print_tally(tally: Tally, listing: bool = False, everything: bool = False) -> None:
    """The benches' report: with `listing`, every wrong reading and every label read as nothing (`everything`:
    the right ones too), one a line; then the tally per docType (in the order first met) and in all."""
    from harness.harvest.pairs import page_pairs

    per: dict[str, list[int]] = {}
    unread = 0
    for case, result, m in tally.readings:
        row = per.setdefault(case.doc_type, [0, 0, 0, 0, 0])
        if case.field is None:
            row[3 if result == "none" else 4] += 1
        else:
            row[("right", "wrong", "none").index(result)] += 1
        pairless = not page_pairs(1, case.line, ())
        unread += pairless
        if listing and (result != "right" or everything) and not (case.field is None and result == "none"):
            what = "decoy" if case.field is None else case.field
            got = "-" if m is None else f"{m.field}={m.normalized!r} ({m.score})"
            note = "  [no pair read from the line]" if pairless else ""
            print(f"  {result:5s} {case.doc_type:22s} {what:32s} {case.label!r} -> {got}{note}")
    for doc_type, (r, w, n, dn, dw) in per.items():
        print(f"{doc_type:22s} labels {r}/{r + w + n} right, {w} wrong, {n} none; "
              f"decoys {dn}/{dn + dw} none, {dw} wrong")
    print(f"{'all':22s} labels {tally.right}/{tally.labels} = {100 * tally.right / max(tally.labels, 1):.1f}% right, "
          f"{tally.wrong} wrong, {tally.none} none; decoys {tally.decoys_none}/{tally.decoys} none, "
          f"{tally.decoys_wrong} wrong; {unread} lines read as no pair")
