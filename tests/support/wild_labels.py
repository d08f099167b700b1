"""Printed labels copied from public material written by other hands, and the field each one names.

How it was built (the thirtieth session's helper wildlabels13): the labels were found with the stored
public search tools (code search over public GitHub repositories) and copied as their source prints or
matches them: the box captions of real IRS forms as a document-AI vendor's field list repeats them
(Ocrolus's pages, kept in one repository), the anchor strings and regular expressions of public parsers
of pay stubs, bank and card statements, 1099s, W-2s, 1098s, utility bills and insurance policies
(regex syntax stripped to its literal words: `Policy\\s+(?:Number|No\\.?|#)` gives "Policy Number",
"Policy No." and "Policy #"), invoice2data's invoice templates (whitespace the template removed put
back between words), OCR text of a real bank statement and of real pay stubs and utility bills, and
the printed lease forms of public templates. English only; nothing was written from this project's
knowledge, and neither tests/support/label_catalogue.py nor harness/harvest/exemplars.json was opened
for a label. Each label is mapped to a field of its docType (harness.contract.vocabulary and the
fields' descriptions, harness/contract/field_descriptions.py) or to DECOY (a label real pages print
beside those fields that is none of them: "(Box 7) Social Security Tips", "Previous Balance",
"Pet Deposit"); a label whose field was unclear was skipped ("Statement Date" on a card statement,
"Order Date" on an invoice, "Transaction ID", "First Month Rent").

Every entry cites its source: the repository and the file's path. The halves are dealt by source: the
repositories sorted by name (case-insensitive) and dealt alternately to `fit` and `check`, so no
repository is in both; a label (case- and space-insensitive) found in both halves is kept in `fit`
only, and a label met twice in one half for one docType is kept once. `fit` may be studied label by
label (benchmarks/bench_wild_labels.py --half fit --list); `check` is read by its totals only.

A field's label is put on a page of one line, `<label>: <value>`, with the value its field prints
(tests/support/label_catalogue.value); a decoy prints a value of its kind (DECOY_VALUES).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from tests.support import label_catalogue as catalogue
from tests.support.label_catalogue import Case

DECOY = "DECOY"
# a decoy's value kinds, and the value each prints (a decoy has nothing to normalize)
MONEY, DATE, TEXT, ID, ADDRESS, PHONE = "money", "date", "text", "id", "address", "phone"
DECOY_VALUES: dict[str, str] = {
    MONEY: catalogue.MONEY[0], DATE: catalogue.DATE[0], TEXT: catalogue.ORG, ID: "2201-445-918",
    ADDRESS: "412 Alder Ct.", PHONE: "(800) 555-0142",
}

# (source: "owner/repository path", ((docType, field or DECOY, label as printed, a decoy's value kind), ...))
SOURCES: tuple[tuple[str, tuple[tuple[str, str, str, str | None], ...]], ...] = (
    ('ConvexityLab/appraisal-management-backend data/taxonomy/documents/credit-card-statement.md', (
        ('credit-card-statement', 'issuer_name', "Issuer's Name", None),
        ('credit-card-statement', DECOY, "Borrower's Name", TEXT),
        ('credit-card-statement', DECOY, 'Total Credit Limit', MONEY),
        ('credit-card-statement', DECOY, 'Credit Available', MONEY),
        ('credit-card-statement', 'minimum_payment', 'Minimum Payment Due', None),
        ('credit-card-statement', 'payment_due_date', 'Payment Due Date', None),
        ('credit-card-statement', DECOY, 'Credit Card Account Number', ID),
    )),
    ('ConvexityLab/appraisal-management-backend data/taxonomy/documents/tax-bill.md', (
        ('property-tax-bill', 'due_date', 'Due Date', None),
        ('property-tax-bill', 'total_tax', 'Total Taxes Due', None),
        ('property-tax-bill', 'parcel_number', 'Parcel Number', None),
        ('property-tax-bill', 'owner_name', 'Owner Name', None),
        ('property-tax-bill', DECOY, 'Property Address', ADDRESS),
        ('property-tax-bill', DECOY, 'Installment 1 Date', DATE),
        ('property-tax-bill', DECOY, 'Installment 2 Amount', MONEY),
        ('property-tax-bill', DECOY, 'Receipt Number', ID),
        ('property-tax-bill', DECOY, 'Issue Date', DATE),
        ('property-tax-bill', DECOY, 'Delinquent Date', DATE),
        ('property-tax-bill', DECOY, 'Bill Number', ID),
    )),
    ('ConvexityLab/appraisal-management-backend data/taxonomy/documents/irs-form-w-2.md', (
        ('W-2', 'employer_ein', '(Box B) Employer ID No. (EIN)', None),
        ('W-2', 'box1_wages', '(Box 1) Wages Tips Other Comp', None),
        ('W-2', 'box2_federal_tax_withheld', '(Box 2) Federal Income Tax Withheld', None),
        ('W-2', 'box3_social_security_wages', '(Box 3) Social Security Wages', None),
        ('W-2', 'box4_social_security_tax', '(Box 4) Social Security Tax Withheld', None),
        ('W-2', 'box5_medicare_wages', '(Box 5) Medicare Wages And Tips', None),
        ('W-2', 'box6_medicare_tax', '(Box 6) Medicare Tax Withheld', None),
        ('W-2', 'employer_name', '(Box C) Employer Name', None),
        ('W-2', 'employee_name', '(Box E/F) Employee Name', None),
        ('W-2', DECOY, '(Box 7) Social Security Tips', MONEY),
        ('W-2', DECOY, '(Box 8) Allocated Tips', MONEY),
        ('W-2', DECOY, '(Box 10) Dependent Care Benefits', MONEY),
        ('W-2', DECOY, '(Box 16) State Wages Tips', MONEY),
        ('W-2', 'box17_state_income_tax', '(Box 17) State Income Tax', None),
        ('W-2', DECOY, '(Box 18) Local Wages Tips', MONEY),
        ('W-2', DECOY, '(Box 19) Local Income Tax', MONEY),
    )),
    ('ConvexityLab/appraisal-management-backend data/taxonomy/documents/irs-form-1099-int.md', (
        ('1099-INT', 'payer_tin', 'Payer TIN (Federal Identification Number)', None),
        ('1099-INT', 'recipient_name', 'Recipient Name', None),
        ('1099-INT', DECOY, 'Recipient TIN (Identification Number)', ID),
        ('1099-INT', DECOY, 'Account Number', ID),
        ('1099-INT', 'box1_interest_income', '1 - Interest Income', None),
        ('1099-INT', DECOY, '2 - Early Withdrawal Penalty', MONEY),
        ('1099-INT', DECOY, '3 - Interest On U.S. Savings Bonds And Treasury Obligations', MONEY),
        ('1099-INT', 'box4_federal_tax_withheld', '4- Federal Income Tax Withheld', None),
        ('1099-INT', DECOY, '5 - Investment Expenses', MONEY),
        ('1099-INT', DECOY, '6 - Foreign Tax Paid', MONEY),
        ('1099-INT', DECOY, '8 - Tax-Exempt Interest', MONEY),
        ('1099-INT', DECOY, '11 - Bond Premium', MONEY),
        ('1099-INT', DECOY, '17 - State Tax Withheld', MONEY),
    )),
    ('ConvexityLab/appraisal-management-backend data/taxonomy/documents/irs-form-1099-r.md', (
        ('1099-R', 'payer_name', 'Payer Name', None),
        ('1099-R', 'payer_tin', 'Payer TIN', None),
        ('1099-R', 'recipient_name', 'Recipient Name', None),
        ('1099-R', DECOY, 'Date Of Payment', DATE),
        ('1099-R', 'box1_gross_distribution', 'Box 1 - Gross Distribution', None),
        ('1099-R', 'box2a_taxable_amount', 'Box 2A - Taxable Amount', None),
        ('1099-R', DECOY, 'Box 3 - Capital Gain (Included In Box 2A)', MONEY),
        ('1099-R', 'box4_federal_tax_withheld', 'Box 4 - Federal Income Tax Withheld', None),
        ('1099-R', 'box7_distribution_code', 'Box 7 - Distribution Code(s)', None),
        ('1099-R', DECOY, 'Box 9B - Total Employee Contributions', MONEY),
        ('1099-R', DECOY, 'Box 12 - State Tax Withheld', MONEY),
        ('1099-R', DECOY, 'Box 14 - State Distribution', MONEY),
        ('1099-R', DECOY, 'Box 15 - Local Tax Withheld', MONEY),
    )),
    ('ConvexityLab/appraisal-management-backend data/taxonomy/documents/irs-form-1099-g.md', (
        ('1099-G', 'payer_name', "Payer's Name", None),
        ('1099-G', 'payer_tin', "Payer's TIN", None),
        ('1099-G', DECOY, "Recipient's TIN", ID),
        ('1099-G', DECOY, "Payer's Telephone No.", PHONE),
        ('1099-G', 'recipient_name', "Recipient's Name", None),
        ('1099-G', 'tax_year', 'For Calendar Year', None),
        ('1099-G', 'box1_unemployment_compensation', '(Box 1) Unemployment Compensation', None),
        ('1099-G', 'box2_state_local_tax_refund', '(Box 2) State Or Local Income Tax Refunds Credits Or Offsets', None),
        ('1099-G', 'box3_tax_year_of_refund', '(Box 3) Box 2 Amount Is For Tax Year', None),
        ('1099-G', 'box4_federal_tax_withheld', '(Box 4) Federal Income Tax Withheld', None),
        ('1099-G', DECOY, '(Box 5) Rtaa Payments', MONEY),
        ('1099-G', DECOY, '(Box 6) Taxable Grants', MONEY),
        ('1099-G', DECOY, '(Box 7) Agriculture Payments', MONEY),
        ('1099-G', DECOY, '(Box 9) Market Gain', MONEY),
        ('1099-G', 'box11_state_income_tax_withheld', '(Box 11) State Income Tax Withheld', None),
    )),
    ('ConvexityLab/appraisal-management-backend data/taxonomy/documents/1099-nec-nonemployee-compensation.md', (
        ('1099-NEC', 'tax_year', 'Calendar Year', None),
        ('1099-NEC', 'payer_name', 'Payer Name', None),
        ('1099-NEC', DECOY, 'Payer Telephone No', PHONE),
        ('1099-NEC', 'payer_tin', "Payer's Tin", None),
        ('1099-NEC', DECOY, 'Recipient Tin', ID),
        ('1099-NEC', 'recipient_name', 'Recipient Name', None),
        ('1099-NEC', 'box1_nonemployee_compensation', '(Box 1) Nonemployee Compensation', None),
        ('1099-NEC', 'box4_federal_tax_withheld', '(Box 4) Federal Income Tax Withheld', None),
        ('1099-NEC', DECOY, '(Box 5) State Tax Withheld', MONEY),
        ('1099-NEC', DECOY, '(Box 7) State Income', MONEY),
    )),
    ('Shift4funding/Helios-Engine analyze-statement-structure.js', (
        ('bank-statement', 'beginning_balance', 'Beginning Balance', None),
        ('bank-statement', 'ending_balance', 'Ending Balance', None),
        ('bank-statement', 'account_last4', 'Account Number', None),
        ('bank-statement', DECOY, 'Deposits and Additions', MONEY),
        ('bank-statement', DECOY, 'Checks Paid', MONEY),
        ('bank-statement', DECOY, 'ATM & Debit Card Withdrawals', MONEY),
        ('bank-statement', DECOY, 'Electronic Withdrawals', MONEY),
        ('bank-statement', DECOY, 'Fees', MONEY),
    )),
    ('landing-ai/ade-helper-scripts Streamlit_Application_Batch_Processing/webinar/results/Earnings_Statement_ADP.md', (
        ('pay-stub', DECOY, 'Period ending', DATE),
        ('pay-stub', 'pay_date', 'Pay date', None),
        ('pay-stub', DECOY, 'Social Security Number', ID),
    )),
    ('zjunlp/Skills skills/skill-collections/toolathlon/invoice-processor-reimbursement-calculator/references/invoice_formats.md', (  # noqa: E501
        ('invoice', 'invoice_date', 'Date of issue', None),
        ('invoice', 'invoice_date', 'Billed On', None),
        ('invoice', 'total_due', 'Amount due', None),
        ('invoice', 'total_due', 'Total', None),
    )),
    ('DSACMS/income-verification app/src/service/ocr/document/adpEarningsStatement.ts', (
        ('pay-stub', DECOY, 'Period Starting', DATE),
        ('pay-stub', DECOY, 'Period Ending', DATE),
        ('pay-stub', 'pay_date', 'Pay Date', None),
        ('pay-stub', DECOY, 'Federal Income Tax', MONEY),
        ('pay-stub', DECOY, 'Social Security Tax', MONEY),
        ('pay-stub', DECOY, 'Medicare Tax', MONEY),
        ('pay-stub', DECOY, 'State Income Tax', MONEY),
        ('pay-stub', 'net_pay', 'Net Pay', None),
    )),
    ('Hillshum/ynab-lambda src/parse-paystub.ts', (
        ('pay-stub', 'gross_pay', 'Gross Pay', None),
        ('pay-stub', 'net_pay', 'Net Pay', None),
        ('pay-stub', DECOY, 'EE Taxes', MONEY),
    )),
    ('varsha352003/Insurance-parser parser.py', (
        ('insurance-declarations', 'policy_number', 'Policy Number', None),
        ('insurance-declarations', 'policy_number', 'Policy No.', None),
        ('insurance-declarations', 'policy_number', 'Policy #', None),
        ('insurance-declarations', 'named_insured', 'Policyholder Name', None),
        ('insurance-declarations', 'named_insured', 'Policyholder', None),
        ('insurance-declarations', DECOY, 'Policy Type', TEXT),
        ('insurance-declarations', 'effective_date', 'Effective Date', None),
        ('insurance-declarations', 'effective_date', 'Start Date', None),
        ('insurance-declarations', 'effective_date', 'Commencement Date', None),
        ('insurance-declarations', 'effective_date', 'Policy Start Date', None),
        ('insurance-declarations', 'effective_date', 'Policy Effective Date', None),
        ('insurance-declarations', 'effective_date', 'Valid From', None),
        ('insurance-declarations', 'effective_date', 'Coverage From', None),
        ('insurance-declarations', 'expiration_date', 'Expiration Date', None),
        ('insurance-declarations', 'expiration_date', 'Expiry Date', None),
        ('insurance-declarations', 'expiration_date', 'End Date', None),
        ('insurance-declarations', 'expiration_date', 'Policy End Date', None),
        ('insurance-declarations', 'expiration_date', 'Policy Expiry Date', None),
        ('insurance-declarations', 'expiration_date', 'Valid Until', None),
        ('insurance-declarations', 'expiration_date', 'Coverage Until', None),
        ('insurance-declarations', DECOY, 'Coverage Amount', MONEY),
        ('insurance-declarations', DECOY, 'Sum Insured', MONEY),
        ('insurance-declarations', DECOY, 'Insured Value', MONEY),
        ('insurance-declarations', DECOY, 'Base Premium', MONEY),
        ('insurance-declarations', DECOY, 'Monthly Premium', MONEY),
        ('insurance-declarations', 'annual_premium', 'Annual Premium', None),
        ('insurance-declarations', 'annual_premium', 'Yearly Premium', None),
        ('insurance-declarations', 'annual_premium', 'Total Premium', None),
        ('insurance-declarations', 'annual_premium', 'Gross Premium', None),
        ('insurance-declarations', DECOY, 'Service Tax', MONEY),
        ('insurance-declarations', DECOY, 'Administrative Fee', MONEY),
        ('insurance-declarations', DECOY, 'Policy Fee', MONEY),
        ('insurance-declarations', DECOY, 'Deductible', MONEY),
        ('insurance-declarations', DECOY, 'Copay', MONEY),
    )),
    ('dianalam122/InvoiceDataExtractor parse.py', (
        ('utility-bill', DECOY, 'Cost per Day', MONEY),
        ('utility-bill', DECOY, 'Total Current Energy Charge', MONEY),
        ('utility-bill', DECOY, 'State & Local Sales Taxes', MONEY),
        ('utility-bill', 'billing_date', 'Billing Date', None),
    )),
    ('bitsandtea/resolutor app/contracts/rentalLease.md', (
        ('lease', 'landlord_name', 'OWNER (Landlord/Lessor/Agent)', None),
        ('lease', 'tenant_name', 'RESIDENT (Tenant/Lessee)', None),
        ('lease', DECOY, 'Premises Address', ADDRESS),
        ('lease', 'monthly_rent', 'Monthly Rent', None),
        ('lease', 'start_date', 'Lease Start Date', None),
        ('lease', 'security_deposit', 'Security Deposit', None),
        ('lease', DECOY, 'Additional Fees', MONEY),
        ('lease', DECOY, 'Total Due at Signing', MONEY),
        ('lease', DECOY, 'Late Fee', MONEY),
        ('lease', DECOY, 'Returned check fee', MONEY),
        ('lease', DECOY, 'Pet Deposit', MONEY),
        ('lease', DECOY, 'Additional Monthly Rent', MONEY),
    )),
    ('Matchbook-Rentals/matchbook-web-frontend e2e/fixtures/test-lease-template.md', (
        ('lease', 'landlord_name', 'LANDLORD/HOST', None),
        ('lease', 'tenant_name', 'TENANT/RENTER', None),
        ('lease', DECOY, 'Address', ADDRESS),
        ('lease', DECOY, 'Property Type', TEXT),
        ('lease', 'start_date', 'Start Date', None),
        ('lease', 'end_date', 'End Date', None),
        ('lease', 'monthly_rent', 'Monthly Rent', None),
        ('lease', DECOY, 'Pet Deposit (if applicable)', MONEY),
    )),
    ('abikandiah/prop-manager src/main/resources/templates/lease/residential-lease-template.md', (
        ('lease', 'landlord_name', 'Landlord', None),
        ('lease', 'tenant_name', 'Tenant', None),
        ('lease', DECOY, 'Property', ADDRESS),
        ('lease', 'start_date', 'Start Date', None),
        ('lease', 'end_date', 'End Date', None),
        ('lease', 'monthly_rent', 'Monthly Rent', None),
        ('lease', 'security_deposit', 'Security Deposit', None),
    )),
    ('pinohu/DYNASTY empire-bible/templates/legal/real-estate/lease-agreement-residential.md', (
        ('lease', 'landlord_name', 'Landlord', None),
        ('lease', 'tenant_name', 'Tenant(s)', None),
        ('lease', DECOY, 'Lease Number', ID),
        ('lease', DECOY, 'Property Address', ADDRESS),
    )),
    ('UChicago-Capstone-Summer2025-Powerkiosk/Automated-Utility-Bill-and-Contract-Processing-using-Agentic-RAG data/ocr_table_extracted_results_output/document_1076/document_1076.md', (  # noqa: E501
        ('utility-bill', 'account_number', 'Account Number', None),
        ('utility-bill', 'amount_due', 'Amount Due', None),
        ('utility-bill', 'due_date', 'Date Due', None),
        ('utility-bill', DECOY, 'After Due Date', MONEY),
        ('utility-bill', DECOY, 'Meter Number', ID),
        ('utility-bill', DECOY, 'Current Charges', MONEY),
        ('utility-bill', DECOY, 'Previous Balance', MONEY),
        ('utility-bill', 'amount_due', 'Total Amount Due', None),
        ('utility-bill', DECOY, 'Service Address', ADDRESS),
        ('utility-bill', DECOY, 'Contract Expiration Date', DATE),
    )),
    ('yingxuan/tax-return-tool src/data_extractor.py', (
        ('W-2', 'employer_name', "Employer's name", None),
        ('W-2', 'employer_ein', "Employer's FED ID", None),
        ('W-2', 'employer_ein', 'Employer identification number', None),
        ('W-2', 'employer_ein', 'EIN', None),
        ('W-2', 'box2_federal_tax_withheld', '2 Federal income tax withheld', None),
        ('W-2', 'box2_federal_tax_withheld', 'FED. INCOME', None),
        ('W-2', 'box3_social_security_wages', 'Social security wages', None),
        ('W-2', 'box4_social_security_tax', 'Social security tax withheld', None),
        ('W-2', 'box5_medicare_wages', 'Medicare wages', None),
        ('W-2', 'box6_medicare_tax', 'Medicare tax withheld', None),
        ('W-2', DECOY, 'State wages', MONEY),
        ('W-2', 'box17_state_income_tax', 'State income tax', None),
        ('1099-INT', 'payer_name', "Payer's name", None),
        ('1099-INT', 'box1_interest_income', '1. INTEREST INCOME', None),
        ('1099-INT', 'box1_interest_income', 'Interest income', None),
        ('1099-INT', DECOY, 'Interest on U.S. Savings Bonds and Treasury obligations', MONEY),
        ('1099-INT', 'box4_federal_tax_withheld', 'Federal income tax withheld', None),
        ('1099-DIV', 'payer_name', "Payer's name", None),
        ('1099-DIV', 'box1a_total_ordinary_dividends', 'Total ordinary dividends', None),
        ('1099-DIV', 'box1a_total_ordinary_dividends', '1a Total ordinary dividends', None),
        ('1099-DIV', 'box1b_qualified_dividends', 'Qualified dividends', None),
        ('1099-DIV', 'box1b_qualified_dividends', '1b Qualified dividends', None),
        ('1099-DIV', 'box2a_total_capital_gain', 'Total capital gain', None),
        ('1099-DIV', 'box2a_total_capital_gain', '2a Total capital gain', None),
        ('1099-DIV', DECOY, 'Federal income tax withheld', MONEY),
        ('1099-NEC', 'payer_name', "Payer's name", None),
        ('1099-NEC', 'box1_nonemployee_compensation', 'Nonemployee compensation', None),
        ('1099-NEC', 'box1_nonemployee_compensation', '1 Nonemployee compensation', None),
        ('1099-NEC', 'box4_federal_tax_withheld', 'Federal income tax withheld', None),
        ('1099-R', 'payer_name', "PAYER'S NAME", None),
        ('1099-R', 'box1_gross_distribution', '1 Gross distribution', None),
        ('1099-R', 'box1_gross_distribution', 'Gross distribution', None),
        ('1099-R', 'box2a_taxable_amount', '2a Taxable amount', None),
        ('1099-R', 'box2a_taxable_amount', 'Taxable amount', None),
        ('1099-R', 'box4_federal_tax_withheld', '4 Federal income tax withheld', None),
        ('1099-R', DECOY, '14 State tax withheld', MONEY),
        ('1099-R', 'box7_distribution_code', '7 Distribution code(s)', None),
        ('1099-R', 'box7_distribution_code', 'Distribution code', None),
        ('1098', 'lender_name', "RECIPIENT'S/LENDER'S name", None),
        ('1098', 'lender_name', "RECIPIENT'S NAME", None),
        ('1098', 'box1_mortgage_interest', '1 Mortgage interest received', None),
        ('1098', 'box10_property_tax', 'Real Estate Taxes Paid', None),
        ('1098', 'box10_property_tax', '10 Real estate taxes', None),
        ('1098', 'box10_property_tax', 'Property taxes', None),
        ('1098', DECOY, 'Property Address', ADDRESS),
        ('1098', DECOY, '8 Address or description of property', ADDRESS),
        ('1099-G', 'box1_unemployment_compensation', '1 Unemployment compensation', None),
        ('1099-G', 'box2_state_local_tax_refund', '2 State or local income tax refunds', None),
        ('1099-G', 'box4_federal_tax_withheld', '4 Federal income tax withheld', None),
    )),
    ('serock/dividend-reformulater README.md', (
        ('1099-DIV', 'box1a_total_ordinary_dividends', '1a - Total ordinary dividends', None),
        ('1099-DIV', 'box1b_qualified_dividends', '1b - Qualified dividends', None),
        ('1099-DIV', 'box2a_total_capital_gain', '2a - Total capital gain distributions', None),
        ('1099-DIV', DECOY, '2b - Unrecaptured Section 1250 gain', MONEY),
        ('1099-DIV', DECOY, '3 - Nondividend distributions', MONEY),
        ('1099-DIV', DECOY, '5 - Section 199A dividends', MONEY),
        ('1099-DIV', DECOY, '7 - Foreign tax paid', MONEY),
        ('1099-DIV', DECOY, '12 - Exempt-interest dividends', MONEY),
    )),
    ('ORUGANTIVINODKUMAR/deploying officetopersonal.py', (
        ('W-2', 'employer_name', "Employer's name, address, and ZIP code", None),
    )),
    ('invoice-x/invoice2data invoice2data/templates/com.digitalocean.yml', (
        ('invoice', 'invoice_date', 'Date Issued', None),
        ('invoice', 'invoice_number', 'Invoice Number', None),
        ('invoice', 'total_due', 'Total', None),
    )),
    ('invoice-x/invoice2data invoice2data/templates/com.amazon.aws.yml', (
        ('invoice', 'invoice_date', 'Invoice Date', None),
        ('invoice', 'invoice_number', 'Invoice Number', None),
    )),
    ('invoice-x/invoice2data invoice2data/templates/com.bloomberg.yml', (
        ('invoice', 'total_due', 'TOTAL (USD)', None),
        ('invoice', DECOY, 'SUBTOTAL', MONEY),
        ('invoice', 'invoice_number', 'INVOICE NUMBER', None),
        ('invoice', 'invoice_date', 'INVOICE DATE', None),
        ('invoice', DECOY, 'ACCOUNT NUMBER', ID),
    )),
    ('invoice-x/invoice2data invoice2data/templates/com.globalsign.yml', (
        ('invoice', 'total_due', 'Invoice Total', None),
        ('invoice', 'invoice_number', 'Invoice No', None),
    )),
    ('invoice-x/invoice2data invoice2data/templates/com.namesilo.yml', (
        ('invoice', DECOY, 'Order Number', ID),
    )),
    ('dipankarShare/test PersonalFinancialApp/backend/chase_credit_formats.json', (
        ('credit-card-statement', 'closing_date', 'Closing Date', None),
        ('credit-card-statement', 'payment_due_date', 'Payment Due Date', None),
        ('credit-card-statement', 'payment_due_date', 'Due Date', None),
        ('credit-card-statement', 'payment_due_date', 'Payment Due', None),
        ('credit-card-statement', 'new_balance', 'New Balance', None),
        ('credit-card-statement', 'new_balance', 'Current Balance', None),
        ('credit-card-statement', 'new_balance', 'Statement Balance', None),
        ('credit-card-statement', 'new_balance', 'Total Amount Due', None),
        ('credit-card-statement', 'minimum_payment', 'Minimum Payment', None),
        ('credit-card-statement', 'minimum_payment', 'Minimum Payment Due', None),
        ('credit-card-statement', DECOY, 'Credit Access Line', MONEY),
        ('credit-card-statement', DECOY, 'Total Purchases', MONEY),
    )),
    ('thejasonhsu/LACountyDIV result.aspx', (
        ('property-tax-bill', DECOY, 'Property Address', ADDRESS),
        ('property-tax-bill', 'parcel_number', 'AIN', None),
    )),
    ('jesse-bonzo/GNUCashPDFImporter src/test/kotlin/parser/ChaseStatementParserTest.kt', (
        ('credit-card-statement', 'payment_due_date', 'Payment Due Date', None),
        ('credit-card-statement', 'new_balance', 'New Balance', None),
        ('credit-card-statement', 'minimum_payment', 'Minimum Payment Due', None),
        ('credit-card-statement', 'account_last4', 'Account Number', None),
        ('credit-card-statement', DECOY, 'Past Due Amount', MONEY),
        ('credit-card-statement', DECOY, 'Balance over the Credit Limit', MONEY),
        ('credit-card-statement', DECOY, 'Previous Balance', MONEY),
        ('credit-card-statement', DECOY, 'Payment, Credits', MONEY),
        ('credit-card-statement', DECOY, 'Purchases', MONEY),
        ('credit-card-statement', DECOY, 'Cash Advances', MONEY),
        ('credit-card-statement', DECOY, 'Balance Transfers', MONEY),
        ('credit-card-statement', DECOY, 'Fees Charged', MONEY),
        ('credit-card-statement', DECOY, 'Interest Charged', MONEY),
        ('credit-card-statement', DECOY, 'Credit Limit', MONEY),
        ('credit-card-statement', DECOY, 'Available Credit', MONEY),
        ('credit-card-statement', DECOY, 'Cash Access Line', MONEY),
        ('credit-card-statement', DECOY, 'Available for Cash', MONEY),
    )),
    ('paul-hammant/live-verify public/use-cases/data/homeowners-insurance-declarations.md', (
        ('insurance-declarations', 'policy_number', 'Policy #', None),
        ('insurance-declarations', 'named_insured', 'Insured', None),
        ('insurance-declarations', DECOY, 'A. Dwelling', MONEY),
        ('insurance-declarations', DECOY, 'C. Personal Property', MONEY),
    )),
    ('Coding-Simba/bank-statement-converter-unified backend/discover_parser.py', (
        ('credit-card-statement', DECOY, 'Open Date', DATE),
        ('credit-card-statement', 'closing_date', 'Close Date', None),
    )),
    ('Atticusdion/Helloworld Extractor/img_extractor.py', (
        ('W-2', 'employee_name', '2. Employee Name and Address.', None),
        ('W-2', 'employer_name', "© Employer's name, address, and ZIP code", None),
    )),
    ('HackHunters2025/Real_Estate_Pool backend/services/nlp_lease_service.py', (
        ('lease', 'monthly_rent', 'monthly payment', None),
        ('lease', 'start_date', 'lease begins', None),
        ('lease', 'end_date', 'lease expires', None),
        ('lease', DECOY, 'late fee', MONEY),
        ('lease', DECOY, 'penalty', MONEY),
    )),
    ('aspose-finance/Aspose.Finance-API-References english/python-net/aspose.finance.ofx.tax1098/tax1098_v100/_index.md', (  # noqa: E501
        ('1098', 'tax_year', 'tax year', None),
        ('1098', 'box1_mortgage_interest', 'mortgage interest received from borrower(s)', None),
        ('1098', DECOY, 'points paid on purchase of principal residence', MONEY),
        ('1098', DECOY, 'refund of overpaid interest', MONEY),
        ('1098', DECOY, 'mortgage insurance premium', MONEY),
        ('1098', 'box10_property_tax', 'property taxes', None),
    )),
    ('UChicago-Capstone-Summer2025-Powerkiosk/Automated-Utility-Bill-and-Contract-Processing-using-Agentic-RAG data/ocr_results_outputs/document_722/document_722.md', (  # noqa: E501
        ('utility-bill', DECOY, 'Average Bill', MONEY),
        ('utility-bill', DECOY, 'Service Address', ADDRESS),
    )),
)
HALVES = ("fit", "check")


@dataclass(frozen=True)
class WildLabel:
    """One entry: its docType, its field (DECOY: none of the type's fields), the label as printed, its source."""

    doc_type: str
    field: str
    label: str
    source: str
    kind: str | None = None  # a decoy's value kind

    @property
    def repository(self) -> str:
        return self.source.split(" ", 1)[0]

    @property
    def key(self) -> str:
        """The label case- and space-insensitive."""
        return "".join(self.label.lower().split())

    def case(self) -> Case:
        """The entry on its page of one line, as the catalogue's measure reads it."""
        if self.field == DECOY:
            return Case(self.doc_type, None, self.label, DECOY_VALUES[self.kind or TEXT], None)
        printed, normalized = catalogue.value(self.doc_type, self.field)
        return Case(self.doc_type, self.field, self.label, printed, normalized)


ENTRIES: tuple[WildLabel, ...] = tuple(
    WildLabel(doc_type, name, label, source, kind)
    for source, rows in SOURCES for doc_type, name, label, kind in rows)


def repositories(half: str) -> list[str]:
    """The half's repositories: all of them sorted by name (case-insensitive), dealt alternately, fit first."""
    names = sorted({entry.repository for entry in ENTRIES}, key=lambda name: (name.lower(), name))
    return names[HALVES.index(half)::2]


def labels(half: str) -> list[WildLabel]:
    """The half's entries in source order: a label in both halves is the fit half's only, and a label met
    twice for one docType in a half is kept once."""
    if half not in HALVES:
        raise ValueError(f"unknown half {half!r} (fit or check)")
    fit_keys = {entry.key for entry in ENTRIES if entry.repository in repositories("fit")}
    mine = set(repositories(half))
    kept: list[WildLabel] = []
    seen: set[tuple[str, str]] = set()
    for entry in ENTRIES:
        if entry.repository not in mine or (half == "check" and entry.key in fit_keys):
            continue
        if (entry.doc_type, entry.key) in seen:
            continue
        seen.add((entry.doc_type, entry.key))
        kept.append(entry)
    return kept


def cases(half: str) -> Iterator[Case]:
    """The half's labels on their pages of one line."""
    for entry in labels(half):
        yield entry.case()
