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
