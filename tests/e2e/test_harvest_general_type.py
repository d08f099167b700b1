"""The general docType typing with the real embedding model (harness/harvest/general_type.py):
pages whose anchors no rule meets, invented for this test, typed by their title lines and
confirmed by their fields; a page that reads as a decoy, or whose fields do not confirm its
title, stays untyped. Slow: it loads the model."""

from __future__ import annotations

import pytest

from harness.harvest import FieldMatcher, TypeGuesser, harvest, load_rules
from harness.harvest.rules import blinded
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


def _typed(page: str, blind: bool = False) -> tuple[str | None, tuple[str, ...]]:
    rules = blinded(load_rules()) if blind else load_rules()
    found = harvest([(1, page)], rules, FieldMatcher(embed_texts), TypeGuesser(embed_texts))
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


# a bank's year-end 1099-INT under the title banks print on it (names and numbers invented)
TAX_STATEMENT = """Larchmont National Bank
2025 TAX INFORMATION STATEMENT
Form 1099-INT Interest Income
Olivia Brandt
Payer's federal ID number 84-4130073
Recipient's ID number XXX-XX-3933
Tax year 2025
Box 1 Interest income 1,264.13
Box 4 Federal income tax withheld 12.64"""


def test_a_form_whose_title_reads_as_a_notice_is_typed_when_its_fields_fill_it() -> None:
    """"Tax information statement" reads as the notice decoy (a notice that a form was mailed, with no
    amounts of its own); a page whose fields confirm its printed form strictly is no such notice. The
    same page without its amounts stays untyped. The rules' anchors blinded (as if the form's number were
    worded anew: benchmarks/bench_harvest_ablation.py's `general` mode), so the general typing reads it."""
    doc_type, why = _typed(TAX_STATEMENT, blind=True)
    assert doc_type == "1099-INT"
    assert why == ("general: 1099-INT by its fields alone (reads as decoy: notice; its title read 0.472); "
                   "fields 5/6, its own 1/1",)
    empty = "\n".join(line for line in TAX_STATEMENT.split("\n") if not line.startswith("Box"))
    doc_type, why = _typed(empty, blind=True)
    assert doc_type is None and why[0].startswith("general: untyped: reads as decoy: notice")
