"""What each field of the vocabulary means, in plain words: one short description per field.

The harvest's general matcher (harness.harvest.matcher) compares a printed label it does not
know against these descriptions with the embedding model, so a description says what the
field IS (who or what, which amount, which date), as a person would explain it, and names
the official box number where the form has one ("(box 2a)"). They are written from the
fields' meaning, not from any issuer's printed labels: no wording list of the generator is
their source, and tests/generator/documents/test_wordings.py checks that no held-out
wording appears in them.

ISSUER names the field that holds the name of whoever issued the document (the name an
issuer prints at the top of its page).
"""

from __future__ import annotations

from typing import Final

from harness.contract.vocabulary import DOC_TYPES

_TAX_FORM: Final = {
    "tax_year": "the calendar year of income the tax statement reports",
    "payer_name": "name of the payer: the company, bank or agency that made the payments and files the form",
    "payer_tin": "the payer's federal taxpayer identification number",
    "recipient_name": "name of the recipient: the person who received the payments",
}
_EMPLOYER: Final = {
    "employer_name": "name of the employer: the company that paid the employee",
    "employer_ein": "the employer's federal employer identification number (EIN)",
    "employee_name": "name of the employee: the person who was paid",
    "tax_year": "the calendar year of income the tax statement reports",
    "box1_wages":
        "taxable pay for the year: wages, tips and other compensation taxed by the federal income tax (box 1)",
    "box2_federal_tax_withheld": "federal income tax taken out of the employee's pay (box 2)",
}

DESCRIPTIONS: Final[dict[str, dict[str, str]]] = {
    "W-2": {
        **_EMPLOYER,
        "box3_social_security_wages": "wages and tips subject to social security tax (box 3)",
        "box4_social_security_tax": "social security tax taken out of the employee's pay (box 4)",
        "box5_medicare_wages": "wages and tips subject to Medicare tax (box 5)",
        "box6_medicare_tax": "Medicare tax taken out of the employee's pay (box 6)",
        "box17_state_income_tax": "state income tax taken out of the employee's pay (box 17)",
    },
    "W-2c": dict(_EMPLOYER),
    "1099-INT": {
        **_TAX_FORM,
        "box1_interest_income": "interest income the account earned and was paid (box 1)",
        "box4_federal_tax_withheld": "federal income tax held back from the payments (box 4)",
    },
    "1099-DIV": {
        **_TAX_FORM,
        "box1a_total_ordinary_dividends": "all ordinary dividends paid on the investments (box 1a)",
        "box1b_qualified_dividends": "the part of the dividends that is qualified (box 1b)",
        "box2a_total_capital_gain": "capital gain distributions the fund made (box 2a)",
    },
    "1099-NEC": {
        **_TAX_FORM,
        "box1_nonemployee_compensation":
            "nonemployee compensation: fees paid to an independent contractor who is not an employee (box 1)",
        "box4_federal_tax_withheld": "federal income tax held back from the payments (box 4)",
    },
    "1099-R": {
        **_TAX_FORM,
        "box1_gross_distribution":
            "the whole distribution from a pension, annuity or retirement plan, before tax (box 1)",
        "box2a_taxable_amount": "the part of the retirement distribution that is taxable (box 2a)",
        "box4_federal_tax_withheld": "federal income tax held back from the payments (box 4)",
        "box7_distribution_code": "code saying what kind of retirement distribution it was (box 7)",
    },
    "1099-G": {
        **_TAX_FORM,
        "box1_unemployment_compensation": "unemployment benefits the government paid (box 1)",
        "box2_state_local_tax_refund": "refund or credit of state or local income tax (box 2)",
        "box3_tax_year_of_refund": "the earlier year that the tax refund belongs to (box 3)",
        "box4_federal_tax_withheld": "federal income tax held back from the payments (box 4)",
        "box11_state_income_tax_withheld": "state income tax held back from the payments (box 11)",
    },
    "1098": {
        "lender_name": "name of the lender: the bank that holds the home loan and received the interest",
        "borrower_name": "name of the borrower: the person who pays the home loan",
        "tax_year": "the calendar year of income the tax statement reports",
        "box1_mortgage_interest": "interest the borrower paid on the home loan (box 1)",
        "box2_outstanding_principal": "loan principal still owed on the mortgage: its unpaid balance (box 2)",
        "box10_property_tax": "real estate taxes paid from the loan's escrow (box 10)",
    },
    "property-tax-bill": {
        "jurisdiction_name":
            "name of the county, town or township government: the authority that levies and collects the tax",
        "parcel_number":
            "the parcel's number: the identifier the assessor gives the land or property the tax is levied on",
        "owner_name": "name of the person who owns the property",
        "total_tax": "the whole year's property tax owed on the parcel",
        "due_date": "the due date: the day by which the tax must be paid, the deadline to pay it",
    },
    "pay-stub": {
        "employer_name": "name of the employer: the company that paid the employee",
        "employee_name": "name of the employee: the person who was paid",
        "pay_date": "the pay date: the day the paycheck or deposit was paid to the employee",
        "gross_pay": "gross pay: earnings for this pay period before any deductions",
        "net_pay":
            "net pay: take-home pay for this period after deductions and taxes, the amount of the check or deposit",
        "ytd_gross": "gross earnings accumulated so far this calendar year, before deductions",
    },
    "bank-statement": {
        "bank_name": "name of the bank that holds the account",
        "account_last4": "the digits the bank account number ends in: its last four",
        "period_start": "the date the statement period runs from: its first day",
        "period_end": "the date the statement period ends: its last day",
        "beginning_balance":
            "the account's balance at the start of the period, brought forward from the previous statement",
        "ending_balance": "the account's balance at the end of the period",
        "interest_paid": "interest the bank credited to the account this period",
    },
    "credit-card-statement": {
        "issuer_name": "name of the issuer: the bank or company that issued the credit card",
        "account_last4": "the digits the card number ends in: its last four",
        "closing_date": "the closing date: the day the billing cycle ended",
        "new_balance": "the new balance: the whole amount owed on the card when the cycle ended",
        "minimum_payment": "the minimum payment: the smallest amount the cardholder must pay by the due date",
        "payment_due_date": "the payment's due date: the day by which the card payment must be paid",
    },
    "utility-bill": {
        "utility_name": "name of the utility: the electric, gas or water provider that bills for the service",
        "account_number": "the customer's account identifier with the utility",
        "billing_date": "the day the bill was issued",
        "amount_due": "the amount due: the total the customer must pay for this bill",
        "due_date": "the due date: the day by which the bill must be paid, the date to pay by",
    },
    "insurance-declarations": {
        "insurer_name": "name of the insurance company",
        "policy_number": "identifier of the insurance policy",
        "named_insured": "name of the insured: the person the policy covers, the policyholder",
        "effective_date": "the effective date: the day the policy takes effect and coverage starts",
        "expiration_date": "the expiration date: the day the policy expires and coverage ends",
        "annual_premium": "the premium: the yearly cost of the insurance policy",
    },
    "lease": {
        "landlord_name": "name of the landlord, the lessor: the owner who rents out the home",
        "tenant_name": "name of the tenant, the lessee: the person who rents the home",
        "monthly_rent": "rent the tenant pays each month",
        "security_deposit": "the security deposit: money the tenant pays up front as a guarantee against damage",
        "start_date": "the start date: the first day of the lease term, when the tenancy begins",
        "end_date": "the end date: the last day of the lease term, when the tenancy ends",
    },
    "invoice": {
        "vendor_name": "name of the business that sent the invoice",
        "invoice_number": "identifier of this invoice",
        "invoice_date": "the day the invoice was issued",
        "total_due": "the total amount due: the whole balance the customer owes on this invoice, tax included",
    },
}

# What else a page labels next to its fields, described as plainly: a printed label that reads
# more like one of these than like any missing field is not taken for one (the general matcher's
# decoys). "*" applies to every type.
_RECIPIENT_IDS: Final = ("the recipient's taxpayer identification number or social security number",
                         "the recipient's own account number with the payer")
# the state boxes at the foot of a 1099 (the 1099-G's state tax withheld is a field of its own)
_STATE_BOXES: Final = ("state tax withheld, the state's payer number or the state income (the state boxes)",)
# a bill's charge for paying late: what a label saying "late" or "past due" names, never the due date
_LATE: Final = ("a late fee or penalty: a charge for paying late",)
OTHERS: Final[dict[str, tuple[str, ...]]] = {
    "*": ("the kind or type of account, plan, policy or coverage", "a telephone number or a street address"),
    "W-2": ("the employee's social security number", "the state's identification number for the employer",
            "wages and tax of the state or locality",
            "social security tips, allocated tips, dependent care or other benefits, the codes of box 12"),
    "W-2c": ("the employee's social security number", "the state's identification number for the employer",
             "an amount as it was previously reported on the original form"),
    "1099-INT": _RECIPIENT_IDS + _STATE_BOXES, "1099-DIV": _RECIPIENT_IDS + _STATE_BOXES,
    "1099-NEC": _RECIPIENT_IDS + _STATE_BOXES, "1099-R": _RECIPIENT_IDS + _STATE_BOXES,
    "1099-G": _RECIPIENT_IDS,
    "bank-statement": ("name of the customer: the person who holds the account",
                       "deposits, withdrawals, checks or fees posted to the account this period",
                       "the average of the account's daily balances over the period"),
    "credit-card-statement": (
        "name of the cardholder: the person who holds the card account",
        "a payment or credit the card received this cycle",
        "the previous statement's balance, brought forward",
        "interest charged this cycle, however small, or fees", *_LATE),
    "pay-stub": ("year-to-date net pay (take-home pay), federal or state taxes or deductions: what they add up to "
                 "so far this year",
                 "a deduction taken from pay: a retirement plan contribution such as a 401(k) deferral, or a health "
                 "or benefit deduction, or all deductions added up"),
    "utility-bill": ("name of the customer who receives the service", *_LATE,
                     "a payment the customer made and the utility received, or the previous bill's balance",
                     # a bill itemizes its charges (a fixed customer charge, delivery and supply, energy used,
                     # taxes) before the amount due: one line of them is no amount due (public knowledge of
                     # electric, gas and water bills)
                     "one charge of the bill alone: the customer, delivery, supply or energy charge, or a tax"),
    "invoice": ("name of the customer who is billed",
                "an amount before sales tax: a subtotal or the net of the items, or the sales tax alone"),
    "lease": ("a fee or an extra monthly charge for a pet, parking, a late payment or an application",),
    "insurance-declarations": ("name of the insurance agent who sold the policy, or of a lender with an interest in "
                               "the insured property",),
    "property-tax-bill": ("the property's assessed or market value, an exemption, or the date of the assessment",
                          *_LATE),
    "1098": ("the borrower's taxpayer identification number or social security number",
             "an escrow account's balance, or insurance paid from it"),
}

ISSUER: Final[dict[str, str]] = {
    "W-2": "employer_name", "W-2c": "employer_name", "1099-INT": "payer_name", "1099-DIV": "payer_name",
    "1099-NEC": "payer_name", "1099-R": "payer_name", "1099-G": "payer_name", "1098": "lender_name",
    "property-tax-bill": "jurisdiction_name", "pay-stub": "employer_name", "bank-statement": "bank_name",
    "credit-card-statement": "issuer_name", "utility-bill": "utility_name", "insurance-declarations": "insurer_name",
    "lease": "landlord_name", "invoice": "vendor_name",
}

# Fields whose values come in an order by what they are: (earlier or smaller, later or larger). A
# statement's period starts before it ends, a bill is issued before it is due, a 1099-G's refund
# belongs to a year before the year the form reports, a pay stub's gross for the year so far holds this
# period's gross pay.
BEFORE: Final[dict[str, tuple[tuple[str, str], ...]]] = {
    "bank-statement": (("period_start", "period_end"),),
    "credit-card-statement": (("closing_date", "payment_due_date"),),
    "utility-bill": (("billing_date", "due_date"),),
    "insurance-declarations": (("effective_date", "expiration_date"),),
    "lease": (("start_date", "end_date"),),
    "1099-G": (("box3_tax_year_of_refund", "tax_year"),),
    "pay-stub": (("gross_pay", "ytd_gross"),),
}


# Amounts of which one is a part of the other, so never more than it: (the part, the whole), each
# pair by what its two fields mean (the descriptions above).
AT_MOST: Final[dict[str, tuple[tuple[str, str], ...]]] = {
    "pay-stub": (("net_pay", "gross_pay"),),
    "1099-DIV": (("box1b_qualified_dividends", "box1a_total_ordinary_dividends"),),
    "1099-R": (("box2a_taxable_amount", "box1_gross_distribution"),),
    "W-2": (("box2_federal_tax_withheld", "box1_wages"), ("box4_social_security_tax", "box3_social_security_wages"),
            ("box6_medicare_tax", "box5_medicare_wages")),
    "W-2c": (("box2_federal_tax_withheld", "box1_wages"),),
    "credit-card-statement": (("minimum_payment", "new_balance"),),
}


def others(doc_type: str) -> tuple[str, ...]:
    """The decoys of a type: what its pages label that is none of its fields."""
    return OTHERS["*"] + OTHERS.get(doc_type, ())


def ordered(doc_type: str) -> tuple[tuple[str, str], ...]:
    """The type's fields whose values come in an order, (earlier, later) (BEFORE)."""
    return BEFORE.get(doc_type, ())


def bounded(doc_type: str) -> tuple[tuple[str, str], ...]:
    """The type's fields whose values can never be in the other order, (earlier or smaller, later or
    larger): BEFORE's and AT_MOST's."""
    return BEFORE.get(doc_type, ()) + AT_MOST.get(doc_type, ())


def description(doc_type: str, field: str) -> str | None:
    """The plain description of a vocabulary field, None for a field the vocabulary lacks."""
    return DESCRIPTIONS.get(doc_type, {}).get(field) if field in DOC_TYPES.get(doc_type, {}) else None
