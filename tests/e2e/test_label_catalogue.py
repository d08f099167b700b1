"""A slice of the label catalogue (tests/support/label_catalogue.py) put to the general matcher with
the real model: each label of the W-2c, the 1099-R and the bank statement on its page of one line,
`<label>: <value>`. The tally is pinned, and every label not read right is named with what it read
(benchmarks/bench_label_catalogue.py measures the whole catalogue). Slow: it loads the model."""

from __future__ import annotations

import pytest

from harness.harvest import FieldMatcher
from harness.ingest.embed import embed_texts
from tests.support.label_catalogue import measure

pytestmark = pytest.mark.slow

SLICE = {"W-2c", "1099-R", "bank-statement"}
# (docType, field or None for a decoy, label) -> what it read: None for nothing, else (field, value)
NOT_RIGHT: dict[tuple[str, str | None, str], tuple[str, str] | None] = {
    ("1099-R", "recipient_name", "Prepared for"): None,
    # the description speaks of a pension's whole distribution; the exemplars ("Gross distribution", read
    # since the fifteenth session) do not vouch for a label adding a word none of the field's texts says
    ("1099-R", "box1_gross_distribution", "Total distribution"): None,
    ("1099-R", "box1_gross_distribution", "Gross amount distributed"): None,
    ("bank-statement", "bank_name", "Institution"): None,
    ("bank-statement", "bank_name", "Issued by"): None,
    ("bank-statement", "account_last4", "Primary account"): None,
    ("bank-statement", "account_last4", "Account"): None,
    ("bank-statement", "period_start", "From"): None,
    ("bank-statement", "period_end", "Through"): None,
    # "this statement" is no balance brought forward: no longer the beginning balance, not yet the ending one
    ("bank-statement", "ending_balance", "Balance this statement"): None,
}


def test_a_slice_of_the_label_catalogue() -> None:
    tally = measure(FieldMatcher(embed_texts), SLICE)
    assert (tally.right, tally.wrong, tally.none, tally.decoys_none, tally.decoys_wrong) == (172, 0, 10, 23, 0)
    assert {(c.doc_type, c.field, c.label): None if m is None else (m.field, m.normalized)
            for c, result, m in tally.readings if result != "right" and not (c.field is None and m is None)} \
        == NOT_RIGHT


# the utility bill's labels not read right: (field or None for a decoy, label) -> what it read
UTILITY_NOT_RIGHT: dict[tuple[str | None, str], tuple[str, str] | None] = {
    ("utility_name", "Service provider"): None,
    ("utility_name", "Remit to"): None,
    ("billing_date", "Statement date"): ("due_date", "2025-03-15"),  # the model reads it as the due date
    ("billing_date", "Mailing date"): None,
    ("amount_due", "Amt due"): None,
}


def test_the_utility_bills_labels() -> None:
    """A label naming the other date of its kind by its name is not this one ("Billing date" is no due
    date); the descriptions name the amount due and the date to pay by; a payment received or the
    previous bill's balance is a decoy of the bill, no amount due."""
    tally = measure(FieldMatcher(embed_texts), {"utility-bill"})
    assert (tally.right, tally.wrong, tally.none, tally.decoys_none, tally.decoys_wrong) == (39, 1, 4, 6, 0)
    assert {(c.field, c.label): None if m is None else (m.field, m.normalized)
            for c, result, m in tally.readings if result != "right" and not (c.field is None and m is None)} \
        == UTILITY_NOT_RIGHT
