"""The learned scorer (harness/harvest/learned.py): its stored model, its readings of the fields left empty, the
bounds it keeps, and its one switch in the harvest. The encoder is test_matcher's small fake (a text's vector
counts a few stems); the models here are written by hand, so that what each test reads follows from one weight."""

from __future__ import annotations

import numpy as np
import pytest

import harness.harvest as harvest_pkg
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest import learned
from harness.harvest.learned import FEATURES, Model, fill, model
from harness.harvest.rules import blinded, load_rules
from tests.harness.harvest.test_matcher import MATCHER, FieldMatcher, fake_encode

PAGE = "Harbour Savings Bank\nBalance when opened: $4,210.00\nBalance when closed: $4,388.15\nInterest 3.15"


def by_one(feature: str, bias: float = -5.0, threshold: float = 0.5) -> Model:
    """A model reading a candidate by one feature alone (weight 10)."""
    weights = np.zeros(len(FEATURES))
    weights[FEATURES.index(feature)] = 10.0
    return Model(np.zeros(len(FEATURES)), np.ones(len(FEATURES)), weights, bias, threshold)


def by_column(bias: float = -5.0) -> Model:
    """A model reading a candidate by how clearly its value is the field's (its column margin)."""
    return by_one("column_margin", bias)


def brief(readings: list) -> list[tuple[str, str, str, float]]:
    return [(f, v, p.label, prob) for f, p, v, prob in readings]


def test_the_stored_model_reads_every_feature() -> None:
    m = model()
    assert m.weights.shape == m.mean.shape == m.scale.shape == (len(FEATURES),)
    assert 0.5 <= m.threshold <= 1.0


def test_a_missing_field_takes_its_most_probable_value() -> None:
    found = {"bank_name": "Harbour Savings Bank", "beginning_balance": "4210.00", "interest_paid": "3.15"}
    assert brief(fill(MATCHER, "bank-statement", [(1, PAGE)], found, scorer=by_column())) == [
        ("ending_balance", "4388.15", "Balance when closed", 0.881)]


def test_under_the_threshold_nothing_is_read() -> None:
    found = {"bank_name": "Harbour Savings Bank", "beginning_balance": "4210.00", "interest_paid": "3.15"}
    assert fill(MATCHER, "bank-statement", [(1, PAGE)], found, scorer=by_column(bias=-50.0)) == []


def test_a_reading_that_breaks_a_bound_is_dropped() -> None:
    page = "Harbour Savings Bank\nStatement start: 03/31/2025\nStatement end: 03/31/2025"
    found = {"bank_name": "Harbour Savings Bank", "period_end": "2025-03-31"}
    assert [f for f, *_ in fill(MATCHER, "bank-statement", [(1, page)], found, scorer=by_column())] == []


def test_the_switch_adds_the_learned_readings_to_a_typed_documents_fields(monkeypatch: pytest.MonkeyPatch) -> None:
    """A label the matcher reads too weakly to take ("Closing": a word of the field's description alone) leaves
    its field empty; the learned scorer, switched on, reads it (here by a model weighing where the value sits:
    the page's lowest value)."""
    rule = next(r for r in blinded(load_rules()) if r.doc_type == "bank-statement")
    pages = [harvest_pkg.PageText(1, "Harbour Savings Bank\nBalance when opened: $4,210.00\nInterest 3.15\n"
                                     "Closing: $4,388.15")]
    monkeypatch.setattr(learned, "model", lambda: by_one("line_share", threshold=0.9))
    monkeypatch.setattr(learned, "ENABLED", False)
    off = [(f.field, f.normalized, f.method) for f in harvest_pkg._fields(pages, rule, MATCHER)]
    assert off == [("bank_name", "Harbour Savings Bank", "rules"), ("beginning_balance", "4210.00", "matched"),
                   ("interest_paid", "3.15", "matched")]
    monkeypatch.setattr(learned, "ENABLED", True)
    on = [(f.field, f.normalized, f.method, f.label) for f in harvest_pkg._fields(pages, rule, MATCHER)]
    assert on[len(off):] == [("ending_balance", "4388.15", "learned", "Closing")]


CLOSING = "Harbour Savings Bank\nBalance when opened: $4,210.00\nInterest 3.15\n{}: $4,388.15"
READ = {"bank_name": "Harbour Savings Bank", "beginning_balance": "4210.00", "interest_paid": "3.15"}


def test_a_label_reading_as_the_field_is_a_candidate() -> None:
    """The twin of the three below: "Closing" reads as the ending balance (a word of its description), and a
    model taking the page's lowest value reads it."""
    assert brief(fill(MATCHER, "bank-statement", [(1, CLOSING.format("Closing"))], READ,
                      scorer=by_one("line_share", threshold=0.9))) == [("ending_balance", "4388.15", "Closing", 0.924)]


def test_a_label_reading_as_no_field_is_no_candidate() -> None:
    """"Zebra" reads as every field alike (the fake encoder knows none of its words): no field's candidate,
    however sure the model is of where its value sits."""
    page = [(1, CLOSING.format("Zebra"))]
    assert fill(MATCHER, "bank-statement", page, READ, scorer=by_one("line_share", threshold=0.9)) == []
    pairs, cands = learned.candidates(MATCHER, "bank-statement", page)
    assert [pairs[c.pair].label for c in cands if pairs[c.pair].label == "Zebra"] == []


def test_a_label_reading_more_as_a_decoy_is_no_candidate() -> None:
    """A label reading as something a page labels that is no field (a decoy: here "the closing fee") at least as
    well as the field is no candidate of the field."""
    matcher = FieldMatcher(fake_encode, decoys=lambda doc_type: ("the closing fee",))
    assert fill(matcher, "bank-statement", [(1, CLOSING.format("Closing"))], READ,
                scorer=by_one("line_share", threshold=0.9)) == []


def test_a_value_another_field_took_is_no_candidate() -> None:
    """A value already read as another field (here the interest, read as 4388.15) is not read again."""
    assert fill(MATCHER, "bank-statement", [(1, CLOSING.format("Closing"))], {**READ, "interest_paid": "4388.15"},
                scorer=by_one("line_share", threshold=0.9)) == []


def test_a_partys_name_is_no_candidate() -> None:
    """A name's field (the bank's, here under "Bank") is no candidate: whose name a value is, the features do not
    see (harness.harvest.party does); the amounts beside it are."""
    page = "Bank: Harbour Savings\nBalance when opened: $4,210.00\nClosing: $4,388.15"
    fields = list(DOC_TYPES["bank-statement"])
    pairs, cands = learned.candidates(MATCHER, "bank-statement", [(1, page)])
    assert sorted((fields[c.field], pairs[c.pair].label) for c in cands) == [
        ("beginning_balance", "Balance when opened"), ("ending_balance", "Closing")]


def test_training_draws_blind_documents_apart_from_the_fit_yardstick() -> None:
    """benchmarks/train_learned.py --blind reads SEED:COUNT draws of the blind grammar's fit half, and refuses
    seed 0 (the fit yardstick's own documents)."""
    from benchmarks.train_learned import blind_draws, blind_rows

    assert blind_draws("1:120,2:40") == [(1, 120), (2, 40)]
    assert blind_draws("") == []
    with pytest.raises(ValueError, match="yardstick"):
        blind_rows(0, 1, MATCHER, None)  # type: ignore[arg-type]
