"""The order the question makers walked kinds and fields in before the kinds moved into their
folders (issue 24), so that every corpus generated before keeps its bytes.

Where a maker walks several kinds (or the fields of several kinds) and draws from its RNG as
it goes, the walk's order shapes the questions. These tuples give that order for the kinds
and fields that existed then; anything else comes after them, in registry order. They go
away at the next deliberate refresh of the committed locks, and the walks follow the
registry (kinds by folder name, fields as their template lists them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from generator.documents.kinds import Kind

T = TypeVar("T")

KINDS: dict[str, tuple[str, ...]] = {
    "counted": ("1099-int", "1099-div", "1099-nec", "1099-r", "1098", "pay-stub", "bank-statement",
                "credit-card-statement", "utility-bill", "invoice", "insurance-declarations", "property-tax-bill",
                "lease"),
    "issuers_question": ("pay-stub", "invoice", "property-tax-bill"),
    "totals": ("w2", "1099-int", "property-tax-bill"),
    "issuer_total": ("bank-statement", "pay-stub", "utility-bill"),
    "sums": ("pay-stub", "bank-statement", "credit-card-statement", "utility-bill", "invoice",
             "insurance-declarations", "mortgage-statement"),
    "changes": ("pay-stub", "bank-statement", "credit-card-statement", "mortgage-statement"),
    "compare": ("w2", "1099-int", "utility-bill", "insurance-declarations", "invoice"),
    "decoy": ("w2", "utility-bill", "insurance-declarations", "credit-card-statement", "invoice", "1099-div",
              "1099-int"),
    "absent_month": ("bank-statement", "credit-card-statement", "utility-bill"),
    "months": ("bank-statement", "credit-card-statement"),
}
_VOCABULARY_MONEY = (
    "box1_wages", "box2_federal_tax_withheld", "box3_social_security_wages", "box4_social_security_tax",
    "box5_medicare_wages", "box6_medicare_tax", "box17_state_income_tax", "box1_interest_income",
    "box4_federal_tax_withheld", "box1a_total_ordinary_dividends", "box1b_qualified_dividends",
    "box2a_total_capital_gain", "box1_nonemployee_compensation", "box1_gross_distribution", "box2a_taxable_amount",
    "box1_mortgage_interest", "box2_outstanding_principal", "box10_property_tax", "total_tax", "gross_pay", "net_pay",
    "ytd_gross", "beginning_balance", "ending_balance", "interest_paid", "new_balance", "minimum_payment",
    "amount_due", "annual_premium", "monthly_rent", "security_deposit", "total_due",
)
FIELDS: dict[str, tuple[str, ...]] = {
    "vocabulary money": _VOCABULARY_MONEY,
    "money": (*_VOCABULARY_MONEY, "box12b_code_dd", "box16_state_wages", "ytd_health", "ytd_net", "ytd_401k",
              "total_deposits", "total_withdrawals", "box7_foreign_tax_paid", "box14_state_tax_withheld",
              "assessed_value", "previous_balance", "payments", "principal_paid", "escrow_paid", "ytd_interest",
              "principal_balance", "late_fee", "deductible", "subtotal", "sales_tax"),
}


def _ordered(items: Iterable[T], names: tuple[str, ...], key: Callable[[T], str]) -> list[T]:
    """`items` in the order of `names`; the rest after them, in their own order."""
    rank = {n: i for i, n in enumerate(names)}
    indexed = sorted(enumerate(items), key=lambda pair: (rank.get(key(pair[1]), len(rank)), pair[0]))
    return [item for _, item in indexed]


def kinds_in_order(kinds: Iterable[Kind], walk: str) -> list[Kind]:
    """`kinds` (in registry order) in the order the `walk` took them before."""
    return _ordered(kinds, KINDS[walk], lambda k: k.template)


def fields_in_order(fields: Iterable[str], walk: str) -> list[str]:
    """`fields` (in registry order) in the order the `walk` took them before."""
    return _ordered(fields, FIELDS[walk], lambda f: f)
