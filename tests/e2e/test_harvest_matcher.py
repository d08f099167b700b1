"""The general matcher with the real embedding model (harness/harvest/matcher.py): labels the
rules do not know, invented for this test, matched to fields by what they mean; where two
fields are as likely, nothing is taken. Slow: it loads the model."""

from __future__ import annotations

import pytest

from generator.documents.wordings import worded_kinds, wordings
from harness.harvest import PageText, harvest, load_rules
from harness.harvest.matcher import FieldMatcher
from harness.ingest.embed import embed_texts

pytestmark = pytest.mark.slow

BANK_PAGE = """Quillfeather Savings Cooperative
Quarterly Ledger
Balance when the cycle opened ..... $4,210.00
Balance when the cycle closed ..... $4,388.15
Interest credited this cycle $3.15
Cycle start date: 2025-01-01
Cycle finish date: 2025-03-31"""

W2_PAGE = """Remuneration subject to levy (box 1)
61,200.00
Levy kept back by the federal treasury (box 2)
7,015.33"""

INVENTED = ["Balance when the cycle opened", "Balance when the cycle closed", "Interest credited this cycle",
            "Cycle start date", "Cycle finish date", "Remuneration subject to levy",
            "Levy kept back by the federal treasury"]


def test_the_invented_labels_are_no_issuer_s_wording() -> None:
    printed = {w.casefold() for kind in worded_kinds() for f in wordings(kind).fields.values() for w in f.of("all")}
    assert [label for label in INVENTED if label.casefold() in printed] == []


def test_unknown_labels_matched_by_meaning() -> None:
    matcher = FieldMatcher(embed_texts)
    found = matcher.match("bank-statement", [(1, BANK_PAGE)], {})
    assert [(m.field, m.normalized, m.label, m.cue, m.score) for m in found] == [
        ("bank_name", "Quillfeather Savings Cooperative", "", "letterhead", 0.55),
        ("period_start", "2025-01-01", "Cycle start date", "left", 0.553),
        ("interest_paid", "3.15", "Interest credited this cycle", "left", 0.745)]
    # "opened" and "closed" balances score too close to both balances: left alone


def test_box_numbers_carry_a_label_the_model_reads_loosely() -> None:
    matcher = FieldMatcher(embed_texts)
    found = matcher.match("W-2", [(1, W2_PAGE)], {})
    assert [(m.field, m.normalized, m.cue) for m in found] == [("box1_wages", "61200.00", "above")]


def test_harvest_marks_what_the_matcher_found() -> None:
    page = "Form W-2 Wage and Tax Statement\nEmployer identification number 12-3456789\n" \
           "1 Wages, tips, other compensation 50,000.00\nSocial security wages 50,000.00\n" + W2_PAGE.split("\n", 2)[2]
    result = harvest([PageText(1, page)], load_rules(), FieldMatcher(embed_texts))
    assert result.classification.doc_type == "W-2"
    assert [(f.field, f.normalized, f.method) for f in result.fields] == [
        ("box1_wages", "50000.00", "rules"), ("box3_social_security_wages", "50000.00", "rules"),
        ("employer_ein", "12-3456789", "rules"), ("box2_federal_tax_withheld", "7015.33", "matched")]
