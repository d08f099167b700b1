"""harness/contract/field_descriptions.py: every ordered pair of fields names two fields of its
type's vocabulary, of one kind that orders (dates, years, amounts)."""

from __future__ import annotations

from harness.contract.field_descriptions import BEFORE, DESCRIPTIONS, ordered
from harness.contract.vocabulary import DOC_TYPES


def test_ordered_fields_are_two_fields_of_the_type_of_one_ordered_kind() -> None:
    for doc_type, pairs in BEFORE.items():
        assert doc_type in DESCRIPTIONS and ordered(doc_type) == pairs
        for early, late in pairs:
            kinds = {DOC_TYPES[doc_type][early], DOC_TYPES[doc_type][late]}
            assert early != late and len(kinds) == 1 and kinds <= {"date", "year", "money"}, (doc_type, early, late)
    assert ordered("W-2") == ()
    assert ordered("credit-card-statement") == (("closing_date", "payment_due_date"),)
