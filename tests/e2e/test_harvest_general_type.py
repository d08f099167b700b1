"""The general docType typing with the real embedding model (harness/harvest/general_type.py):
pages whose anchors no rule meets, invented for this test, typed by their title lines and
confirmed by their fields; a page that reads as a decoy, or whose fields do not confirm its
title, stays untyped. Slow: it loads the model."""

from __future__ import annotations

import pytest

from harness.harvest import FieldMatcher, TypeGuesser, harvest, load_rules
from harness.ingest.embed import embed_texts

pytestmark = pytest.mark.slow

WATER_BILL = """Ferncliff Water Works
Your water and sewer bill
Account number 55-10293-7
Bill date 03/02/2025
Amount due $88.40
Due date 03/24/2025"""

NO_FIELDS = """Ferncliff Water Works
Your water and sewer bill
We are replacing the pipes on your street in April."""

LETTER = """Marlow & Teague, Accountants
Dear Ms. Okafor,
Letter about your return
Amount due $88.40
Due date 03/24/2025
Bill date 03/02/2025
Account number 55-10293-7"""


def _typed(page: str) -> tuple[str | None, tuple[str, ...]]:
    found = harvest([(1, page)], load_rules(), FieldMatcher(embed_texts), TypeGuesser(embed_texts))
    return found.classification.doc_type, found.classification.matched_anchors


def test_a_bill_no_anchors_meet_is_typed_by_its_title_and_fields() -> None:
    doc_type, why = _typed(WATER_BILL)
    assert doc_type == "utility-bill"
    assert why[0].startswith("general: utility-bill ") and why[0].endswith("fields 5/5, its own 4/4")


def test_a_title_without_its_fields_stays_untyped() -> None:
    assert _typed(NO_FIELDS)[0] is None


def test_a_letter_stays_untyped() -> None:
    doc_type, why = _typed(LETTER)
    assert doc_type is None and why[0].startswith("general: untyped: reads as decoy: letter")
