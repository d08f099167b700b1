"""A question before it has an id, and the words the phrasings share."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from random import Random

from generator.questions.facts import Fact, Value
from harness.contract.shapes import date_long, money_comma

FORM_NAME = {
    "W-2": "Form W-2", "W-2c": "Form W-2c", "1099-INT": "Form 1099-INT", "1099-DIV": "Form 1099-DIV",
    "1099-NEC": "Form 1099-NEC", "1099-R": "Form 1099-R", "1098": "Form 1098",
    "property-tax-bill": "property tax bill", "pay-stub": "pay stub", "bank-statement": "bank statement",
    "credit-card-statement": "credit card statement", "utility-bill": "utility bill",
    "insurance-declarations": "insurance declarations page", "lease": "residential lease", "invoice": "invoice",
}

FIELD_PHRASES = {
    "box1_wages": ("box 1 wages, tips and other compensation", "the box 1 wages"),
    "box2_federal_tax_withheld": ("box 2 federal income tax withheld", "the federal income tax withheld in box 2"),
    "box3_social_security_wages": ("box 3 social security wages", "the social security wages in box 3"),
    "box4_social_security_tax": ("box 4 social security tax withheld", "the social security tax in box 4"),
    "box5_medicare_wages": ("box 5 Medicare wages and tips", "the Medicare wages in box 5"),
    "box6_medicare_tax": ("box 6 Medicare tax withheld", "the Medicare tax withheld in box 6"),
    "box17_state_income_tax": ("box 17 state income tax", "the state income tax in box 17"),
    "box1_interest_income": ("box 1 interest income", "the interest income in box 1"),
    "box4_federal_tax_withheld": ("box 4 federal income tax withheld", "the federal tax withheld in box 4"),
    "box1a_total_ordinary_dividends": ("box 1a total ordinary dividends", "the total ordinary dividends"),
    "box1b_qualified_dividends": ("box 1b qualified dividends", "the qualified dividends in box 1b"),
    "box2a_total_capital_gain": ("box 2a total capital gain distributions", "the capital gain distributions in box 2a"),
    "box1_nonemployee_compensation": ("box 1 nonemployee compensation", "the nonemployee compensation in box 1"),
    "box1_gross_distribution": ("box 1 gross distribution", "the gross distribution in box 1"),
    "box2a_taxable_amount": ("box 2a taxable amount", "the taxable amount in box 2a"),
    "box1_mortgage_interest": ("box 1 mortgage interest received", "the mortgage interest in box 1"),
    "box2_outstanding_principal": ("box 2 outstanding mortgage principal", "the outstanding principal in box 2"),
    "box10_property_tax": ("the property tax in box 10", "the real estate tax shown in box 10"),
    "total_tax": ("the total tax", "the total property tax billed"),
    "gross_pay": ("the gross pay for the period", "the current-period gross pay"),
    "net_pay": ("the net pay", "the take-home (net) pay"),
    "ytd_gross": ("the year-to-date gross pay", "the YTD gross earnings"),
    "beginning_balance": ("the beginning balance", "the opening balance"),
    "ending_balance": ("the ending balance", "the closing balance"),
    "interest_paid": ("the interest paid for the period", "the interest credited that period"),
    "new_balance": ("the new balance", "the statement's new balance"),
    "minimum_payment": ("the minimum payment due", "the minimum amount due"),
    "amount_due": ("the total amount due", "the amount due"),
    "annual_premium": ("the total annual premium", "the policy premium for the term"),
    "monthly_rent": ("the monthly rent", "the rent due each month"),
    "security_deposit": ("the security deposit", "the deposit the tenant paid"),
    "total_due": ("the total due", "the invoice total"),
}

DATE_PHRASES = {
    "due_date": ("the payment due date", "the date payment is due"),
    "payment_due_date": ("the payment due date", "the date the payment is due"),
    "effective_date": ("the policy effective date", "the date the policy takes effect"),
    "expiration_date": ("the policy expiration date", "the date the policy expires"),
    "start_date": ("the lease start date", "the date the lease term begins"),
    "end_date": ("the lease end date", "the date the lease term ends"),
    "invoice_date": ("the invoice date", "the date of the invoice"),
    "period_start": ("the first day of the statement period", "the statement period's start date"),
    "period_end": ("the last day of the statement period", "the statement period's end date"),
    "closing_date": ("the statement closing date", "the closing date of the statement"),
    "billing_date": ("the billing date", "the date of the bill"),
    "pay_date": ("the pay date", "the date the pay was issued"),
}

# Fields a page prints beyond the vocabulary (no probe row): what the wider question pools ask.
PRINTED_MONEY_PHRASES = {
    "box12b_code_dd": ("the box 12 code DD amount (employer-sponsored health coverage)",),
    "box16_state_wages": ("box 16 state wages", "the state wages in box 16"),
    "ytd_health": ("the year-to-date health insurance deduction",),
    "ytd_net": ("the year-to-date net pay", "the YTD net pay"),
    "ytd_401k": ("the year-to-date 401(k) contribution",),
    "total_deposits": ("the total deposits for the period", "the deposits credited that period"),
    "total_withdrawals": ("the total withdrawals for the period", "the withdrawals that period"),
    "box7_foreign_tax_paid": ("box 7 foreign tax paid", "the foreign tax paid in box 7"),
    "box14_state_tax_withheld": ("box 14 state tax withheld", "the state tax withheld in box 14"),
    "assessed_value": ("the assessed value of the property", "the assessed value"),
    "previous_balance": ("the previous balance", "the balance carried from the last statement"),
    "payments": ("the payments and credits", "the payments received that cycle"),
    "principal_paid": ("the principal paid", "the part of the payment that went to principal"),
    "escrow_paid": ("the escrow paid", "the escrow part of the payment"),
    "ytd_interest": ("the year-to-date interest paid",),
    "principal_balance": ("the remaining principal balance", "the principal balance after the payment"),
    "late_fee": ("the late fee",),
    "deductible": ("the deductible",),
    "subtotal": ("the subtotal before tax",),
    "sales_tax": ("the sales tax",),
}
MONEY_PHRASES = {**FIELD_PHRASES, **PRINTED_MONEY_PHRASES}

# Identifiers and names a page prints; the answer is the printed text itself.
TEXT_PHRASES = {
    "employer_ein": ("the employer identification number (EIN)", "the employer's EIN"),
    "payer_tin": ("the payer's TIN", "the payer's taxpayer identification number"),
    "lender_tin": ("the lender's TIN",),
    "account_number": ("the account number",),
    "account_last4": ("the last four digits of the account number",),
    "parcel_number": ("the parcel number",),
    "policy_number": ("the policy number",),
    "employee_id": ("the employee ID",),
    "loan_number": ("the loan number",),
    "state_id": ("the employer's state ID number",),
    "tenant_name": ("the tenant's name", "the name of the tenant"),
    "recipient_name": ("the recipient's name", "the name of the recipient"),
    "employee_name": ("the employee's name",),
    "account_type": ("the type of account",),
    "policy_type": ("the type of policy",),
}

# Dates a page prints beyond DATE_PHRASES, and phrases that depend on the document type.
PRINTED_DATE_PHRASES = {
    "bill_date": ("the bill date", "the date the bill was issued"),
    "box3_origination_date": ("the mortgage origination date in box 3", "the date the mortgage originated"),
    "next_due_date": ("the next payment due date", "the date the next payment is due"),
}
TYPE_DATE_PHRASES = {
    ("pay-stub", "period_start"): ("the first day of the pay period", "the pay period's start date"),
    ("pay-stub", "period_end"): ("the last day of the pay period", "the pay period's end date"),
}


def date_phrases(doc_type: str | None, name: str) -> tuple[str, ...] | None:
    """How to say a date field of a document of this type, or None when there is no phrase."""
    return (TYPE_DATE_PHRASES.get((doc_type or "", name)) or DATE_PHRASES.get(name)
            or PRINTED_DATE_PHRASES.get(name))


INSTANCE_PHRASE = {
    "pay-stub": " paid on {}",
    "bank-statement": " for the period ending {}",
    "credit-card-statement": " closing {}",
    "utility-bill": " dated {}",
    "invoice": " number {}",
}


def show(value: Value) -> str:
    from decimal import Decimal

    if isinstance(value, Decimal):
        return money_comma(value)
    if isinstance(value, date):
        return date_long(value)
    return value


def describe(fact: Fact, year: int, with_instance: bool = True) -> str:
    """`the 2025 Form W-2 from Acme Widgets LLC`, `the bank statement from X for the period ending ...`."""
    form = FORM_NAME.get(fact.doc_type or "", "document")
    tax_form = (fact.doc_type or "").startswith(("W-2", "1099", "1098"))
    text = f"the {year} {form}" if tax_form else f"the {form}"
    if fact.entity:
        text += f" from {fact.entity}"
    if with_instance and fact.instance is not None and fact.doc_type in INSTANCE_PHRASE:
        text += INSTANCE_PHRASE[fact.doc_type].format(show(fact.instance))
    return text


@dataclass
class Draft:
    category: str
    question: str
    notes: str
    must_contain_all: list[str] = field(default_factory=list)
    must_contain_any: list[str] = field(default_factory=list)
    must_cite_any: list[str] = field(default_factory=list)
    must_not_contain: list[str] = field(default_factory=list)
    negative: bool = False
    spans: int = 1  # how many generated documents the answer draws on


def pick(rng: Random, options: tuple[str, ...] | list[str]) -> str:
    return options[rng.randrange(len(options))]


def phrase(rng: Random, phrasings: tuple[str, ...], field_phrases: tuple[str, ...], doc: str) -> str:
    """One of the phrasings, with one of the field's phrases and the document, capitalized."""
    text = pick(rng, phrasings).format(field=pick(rng, field_phrases), doc=doc)
    return text[0].upper() + text[1:]


def cite(*facts: Fact) -> list[str]:
    """Every file that carries any of the facts (a document and its scanned twin)."""
    return list(dict.fromkeys(f for fact in facts for f in fact.files))
