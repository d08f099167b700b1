"""The shared vocabulary of document types and probe fields.

This is the contract between the generator (which writes probeGroundTruth rows with these
field names and docTypeGroundTruth rows with these types) and the harness's structure
harvester (which extracts them). Any corpus may use other types and fields; these are the
ones rag-gen generates and the reference harvester knows.

Value kinds and their normalized form (the `expected` of a probe row):
- money: plain decimal with two places, no sign of currency or grouping: "52340.17"
- date:  ISO 8601: "2026-01-31"
- text:  as printed, whitespace collapsed: "Acme Widgets LLC"
- id:    as printed: "12-3456789", "XXX-XX-1234", "4417"
- year:  four digits: "2025"
- code:  as printed: "7"
"""

from __future__ import annotations

from typing import Final, Literal

ValueKind = Literal["money", "date", "text", "id", "year", "code"]

DOC_TYPES: Final[dict[str, dict[str, ValueKind]]] = {
    "W-2": {
        "employer_name": "text",
        "employer_ein": "id",
        "employee_name": "text",
        "tax_year": "year",
        "box1_wages": "money",
        "box2_federal_tax_withheld": "money",
        "box3_social_security_wages": "money",
        "box4_social_security_tax": "money",
        "box5_medicare_wages": "money",
        "box6_medicare_tax": "money",
        "box17_state_income_tax": "money",
    },
    "W-2c": {
        "employer_name": "text",
        "employer_ein": "id",
        "employee_name": "text",
        "tax_year": "year",
        "box1_wages": "money",
        "box2_federal_tax_withheld": "money",
    },
    "1099-INT": {
        "payer_name": "text",
        "payer_tin": "id",
        "recipient_name": "text",
        "tax_year": "year",
        "box1_interest_income": "money",
        "box4_federal_tax_withheld": "money",
    },
    "1099-DIV": {
        "payer_name": "text",
        "payer_tin": "id",
        "recipient_name": "text",
        "tax_year": "year",
        "box1a_total_ordinary_dividends": "money",
        "box1b_qualified_dividends": "money",
        "box2a_total_capital_gain": "money",
    },
    "1099-NEC": {
        "payer_name": "text",
        "payer_tin": "id",
        "recipient_name": "text",
        "tax_year": "year",
        "box1_nonemployee_compensation": "money",
        "box4_federal_tax_withheld": "money",
    },
    "1099-R": {
        "payer_name": "text",
        "payer_tin": "id",
        "recipient_name": "text",
        "tax_year": "year",
        "box1_gross_distribution": "money",
        "box2a_taxable_amount": "money",
        "box4_federal_tax_withheld": "money",
        "box7_distribution_code": "code",
    },
    "1099-G": {
        "payer_name": "text",
        "payer_tin": "id",
        "recipient_name": "text",
        "tax_year": "year",
        "box1_unemployment_compensation": "money",
        "box2_state_local_tax_refund": "money",
        "box3_tax_year_of_refund": "year",
        "box4_federal_tax_withheld": "money",
        "box11_state_income_tax_withheld": "money",
    },
    "1098": {
        "lender_name": "text",
        "borrower_name": "text",
        "tax_year": "year",
        "box1_mortgage_interest": "money",
        "box2_outstanding_principal": "money",
        "box10_property_tax": "money",
    },
    "property-tax-bill": {
        "jurisdiction_name": "text",
        "parcel_number": "id",
        "owner_name": "text",
        "total_tax": "money",
        "due_date": "date",
    },
    "pay-stub": {
        "employer_name": "text",
        "employee_name": "text",
        "pay_date": "date",
        "gross_pay": "money",
        "net_pay": "money",
        "ytd_gross": "money",
    },
    "bank-statement": {
        "bank_name": "text",
        "account_last4": "id",
        "period_start": "date",
        "period_end": "date",
        "beginning_balance": "money",
        "ending_balance": "money",
        "interest_paid": "money",
    },
    "credit-card-statement": {
        "issuer_name": "text",
        "account_last4": "id",
        "closing_date": "date",
        "new_balance": "money",
        "minimum_payment": "money",
        "payment_due_date": "date",
    },
    "utility-bill": {
        "utility_name": "text",
        "account_number": "id",
        "billing_date": "date",
        "amount_due": "money",
        "due_date": "date",
    },
    "insurance-declarations": {
        "insurer_name": "text",
        "policy_number": "id",
        "named_insured": "text",
        "effective_date": "date",
        "expiration_date": "date",
        "annual_premium": "money",
    },
    "lease": {
        "landlord_name": "text",
        "tenant_name": "text",
        "monthly_rent": "money",
        "security_deposit": "money",
        "start_date": "date",
        "end_date": "date",
    },
    "invoice": {
        "vendor_name": "text",
        "invoice_number": "id",
        "invoice_date": "date",
        "total_due": "money",
    },
}

# The date field that places a document among others of its type: a statement's period end, a
# bill's date, a policy's effective date ("the March statement", "last April's bill").
DATED_BY: Final[dict[str, str]] = {
    "bank-statement": "period_end",
    "credit-card-statement": "closing_date",
    "utility-bill": "billing_date",
    "pay-stub": "pay_date",
    "invoice": "invoice_date",
    "property-tax-bill": "due_date",
    "insurance-declarations": "effective_date",
    "lease": "start_date",
}

# The statement types and the amount each closes its period with (the balance a month ends on).
CLOSES_WITH: Final[dict[str, str]] = {
    "bank-statement": "ending_balance",
    "credit-card-statement": "new_balance",
}
