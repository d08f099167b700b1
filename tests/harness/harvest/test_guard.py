"""The matcher's precision guard (harness/harvest/guard.py): bounds that swap or drop readings, a
weak label taken when it is a field's only candidate and its value the page's only unclaimed one
of its kind.

The matcher cases use test_matcher's table encoder (each description an axis of its own, a
label's cosines given), so that the scores are exact and the test is about the guard's choices;
labels are invented for the test."""

from __future__ import annotations

from functools import partial

from harness.contract.field_descriptions import DESCRIPTIONS, bounded
from harness.harvest.guard import broken, only_candidate, unclaimed
from harness.harvest.matcher import FieldMatcher as _Matcher
from tests.harness.harvest.test_matcher import _table_encoder

# the fake encoder's tests are about the matcher's logic, not the exemplars table (harness/harvest/
# exemplars.json): their matchers read none; test_matcher's exemplar tests and tests/e2e read it
FieldMatcher = partial(_Matcher, exemplars={})


def test_bounds_broken() -> None:
    bounds = (("period_start", "period_end"), ("net_pay", "gross_pay"))
    assert broken(bounds, {"period_start": "2025-02-01", "period_end": "2025-01-31"}) == [
        ("period_start", "period_end")]
    assert broken(bounds, {"period_start": "2025-01-01", "period_end": "2025-01-31"}) == []
    assert broken(bounds, {"net_pay": "900.00", "gross_pay": "1200.00"}) == []
    assert broken(bounds, {"net_pay": "1200.00", "gross_pay": "900.00"}) == [("net_pay", "gross_pay")]
    assert broken(bounds, {"net_pay": "1200.00", "gross_pay": "1200.00"}) == []  # at most: equal holds
    assert broken(bounds, {"net_pay": "1200.00"}) == []  # one side alone
    assert broken(bounds, {"period_start": "2025-02-01", "period_end": "900"}) == []  # not comparable
    assert bounded("pay-stub") == (("gross_pay", "ytd_gross"), ("net_pay", "gross_pay"))


def test_only_candidate() -> None:
    kinds = {"a": "id", "b": "date", "c": "date"}
    assert only_candidate("a", kinds, ["a", "b"], ["12-34", "12-34"]) == "12-34"
    assert only_candidate("a", kinds, ["a"], ["12-34", "56-78"]) is None  # two values
    assert only_candidate("a", kinds, ["a"], []) is None
    assert only_candidate("b", kinds, ["b", "c"], ["2025-01-01"]) is None  # another missing field of its kind
    assert only_candidate("b", kinds, ["b"], ["2025-01-01"]) == "2025-01-01"


NET = DESCRIPTIONS["pay-stub"]["net_pay"]
GROSS = DESCRIPTIONS["pay-stub"]["gross_pay"]
STUB_FOUND = {"employer_name": "X", "employee_name": "Y"}


def test_two_readings_that_break_a_bound_are_swapped() -> None:
    """"Alpha" reads as take-home pay, "Omega" as the gross; printed the other way round (6,000.00
    left of 4,500.00) take-home pay would exceed the gross: each label keeps its value, the two
    fields trade them."""
    encode = _table_encoder({"Alpha": {NET: 0.8}, "Omega": {GROSS: 0.8}})
    page = "Alpha: $6,000.00\nOmega: $4,500.00"
    unbound = FieldMatcher(encode, decoys=lambda doc_type: (), bounds=lambda doc_type: ())
    assert [(m.field, m.normalized, m.label) for m in unbound.match("pay-stub", [(1, page)], STUB_FOUND)] == [
        ("gross_pay", "4500.00", "Omega"), ("net_pay", "6000.00", "Alpha")]
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match("pay-stub", [(1, page)], STUB_FOUND)
    assert [(m.field, m.normalized, m.label, m.score) for m in found] == [
        ("gross_pay", "6000.00", "Alpha", 0.8), ("net_pay", "4500.00", "Omega", 0.8)]


def test_a_reading_that_breaks_a_bound_with_a_found_field_is_dropped() -> None:
    encode = _table_encoder({"Alpha": {NET: 0.8}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    assert matcher.match("pay-stub", [(1, "Alpha: $6,000.00")], {**STUB_FOUND, "gross_pay": "4500.00"}) == []
    found = matcher.match("pay-stub", [(1, "Alpha: $4,000.00")], {**STUB_FOUND, "gross_pay": "4500.00"})
    assert [(m.field, m.normalized) for m in found] == [("net_pay", "4000.00")]


PARCEL = DESCRIPTIONS["property-tax-bill"]["parcel_number"]
TAX_FOUND = {"jurisdiction_name": "X"}
START = DESCRIPTIONS["bank-statement"]["period_start"]


def test_a_weak_label_that_is_its_field_s_only_candidate() -> None:
    """Under the floor (0.55; 0.45 with no runner-up) a label is taken when it reads best as the
    field (WEAK_FLOOR 0.35 at least), the field is the only missing one of its value's kind and
    the labels that read best as it print one value (cue `only`)."""
    matcher = FieldMatcher(_table_encoder({"Plot tag": {PARCEL: 0.4}, "Lot key": {PARCEL: 0.38},
                                           "Plot mark": {PARCEL: 0.34}}), decoys=lambda doc_type: ())
    found = matcher.match("property-tax-bill", [(1, "Plot tag: 48-114-2025\nLot key: 48-114-2025")], TAX_FOUND)
    assert [(m.field, m.normalized, m.label, m.cue, m.score) for m in found] == [
        ("parcel_number", "48-114-2025", "Plot tag", "only", 0.4)]
    assert matcher.match("property-tax-bill", [(1, "Plot tag: 48-114-2025")], TAX_FOUND, weak=False) == []
    # two values under labels that read best as the field: no evidence which
    assert matcher.match("property-tax-bill", [(1, "Plot tag: 48-114-2025\nLot key: 48-114-2026")], TAX_FOUND) == []
    # under WEAK_FLOOR
    assert matcher.match("property-tax-bill", [(1, "Plot mark: 48-114-2025")], TAX_FOUND) == []


def test_a_weak_label_is_no_candidate_when_another_field_of_its_kind_is_missing_or_a_decoy_reads_as_it() -> None:
    encode = _table_encoder({"Opener": {START: 0.4}, "Plot tag": {PARCEL: 0.4, "a harbour's mooring number": 0.39}})
    bank = FieldMatcher(encode, decoys=lambda doc_type: ())
    assert bank.match("bank-statement", [(1, "Opener: 2025-01-01")], {"bank_name": "X"}) == []  # the end is missing too
    found = bank.match("bank-statement", [(1, "Opener: 2025-01-01")], {"bank_name": "X", "period_end": "2025-01-31"})
    assert [(m.field, m.normalized, m.cue) for m in found] == [("period_start", "2025-01-01", "only")]
    decoyed = FieldMatcher(encode, decoys=lambda doc_type: ("a harbour's mooring number",))
    assert decoyed.match("property-tax-bill", [(1, "Plot tag: 48-114-2025")], TAX_FOUND) == []


def test_unclaimed() -> None:
    assert unclaimed("2025-03-01", {"2025-03-01"}, set()) is True
    assert unclaimed("2025-03-01", {"2025-03-01", "2025-03-31"}, set()) is False  # a second value no one read
    assert unclaimed("2025-03-01", {"2025-03-01", "2025-03-31"}, {"2025-03-31"}) is True  # another field's
    assert unclaimed("2025-03-01", {"2025-03-01", "2025-03-31", "2025-04-30"}, {"2025-03-31"}) is False


ISSUED = DESCRIPTIONS["invoice"]["invoice_date"]
INVOICE_FOUND = {"vendor_name": "X", "invoice_number": "INV-1001", "total_due": "5.00"}


def test_a_weak_label_is_taken_only_when_its_value_is_the_only_unclaimed_one_of_its_kind_on_the_page() -> None:
    """The invoice's date is its only missing date field, and "Stamp" reads 0.4 as it: taken
    when the page prints no other date, not when it prints a second one that nothing read, under
    a label the matcher does not understand ("Quay mark": a page's date that is no field) or
    under none; a second date another field holds (the rules' period end) is no competitor."""
    matcher = FieldMatcher(_table_encoder({"Stamp": {ISSUED: 0.4}, "Opener": {START: 0.4}}),
                           decoys=lambda doc_type: ())
    found = matcher.match("invoice", [(1, "Stamp: 03/01/2025")], INVOICE_FOUND)
    assert [(m.field, m.normalized, m.label, m.cue, m.score) for m in found] == [
        ("invoice_date", "2025-03-01", "Stamp", "only", 0.4)]
    assert matcher.match("invoice", [(1, "Stamp: 03/01/2025\nQuay mark: 03/31/2025")], INVOICE_FOUND) == []
    assert matcher.match("invoice", [(1, "Stamp: 03/01/2025\n03/31/2025")], INVOICE_FOUND) == []
    # on another page of the document: a competitor still
    assert matcher.match("invoice", [(1, "Stamp: 03/01/2025"), (2, "Quay mark: 03/31/2025")], INVOICE_FOUND) == []
    page = "Opener: 2025-01-01\nCloser: 2025-01-31"
    bank = {"bank_name": "X", "period_end": "2025-01-31"}
    assert [(m.field, m.normalized, m.cue) for m in matcher.match("bank-statement", [(1, page)], bank)] == [
        ("period_start", "2025-01-01", "only")]
    assert matcher.match("bank-statement", [(1, page)], {"bank_name": "X", "period_end": "2025-02-28"}) == []
