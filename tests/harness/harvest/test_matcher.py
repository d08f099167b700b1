"""The general matcher's logic (harness/harvest/matcher.py): kinds, the orientation kept per
line and per run, one field a value and one value a field, the margin, box numbers, the
letterhead, a party's name used once.

The encoder here is a small fake: a text's vector counts a few stems (below), so that the
scores are known exactly and the test is about the matcher's choices, not the model's
(tests/e2e/test_harvest_matcher.py runs the real model). Labels are invented for the test."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial

import numpy as np

from harness.contract.field_descriptions import DESCRIPTIONS
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.matcher import FieldMatcher as _Matcher
from harness.harvest.matcher import Match, expanded, field_name_text, qualifiers
from harness.harvest.pairs import page_pairs

# the fake encoder's tests are about the matcher's logic, not the exemplars table (harness/harvest/
# exemplars.json): their matchers read none; test_matcher's exemplar tests and tests/e2e read it
FieldMatcher = partial(_Matcher, exemplars={})

AXES = (("start", "opened", "first", "begin"), ("end", "closed", "last"), ("balance",), ("interest",), ("day", "date"),
        ("bank",), ("four", "digits"))


def fake_encode(texts: Sequence[str]) -> np.ndarray:
    rows = []
    for text in texts:
        words = text.lower().replace(",", " ").replace(":", " ").split()
        v = np.array([sum(any(w.startswith(s) for s in stems) for w in words) for stems in AXES], dtype=np.float32)
        n = float(np.linalg.norm(v))
        rows.append(v / n if n else v)
    return np.stack(rows)


def _brief(found: list[Match]) -> list[tuple[str, str, str, str]]:
    return [(m.field, m.normalized, m.label, m.cue) for m in found]


MATCHER = FieldMatcher(fake_encode)


def test_labels_left_of_their_values() -> None:
    page = "Harbour Savings Bank\nBalance when opened: $4,210.00\nBalance when closed: $4,388.15\nInterest 3.15"
    assert _brief(MATCHER.match("bank-statement", [(1, page)], {})) == [
        ("bank_name", "Harbour Savings Bank", "", "letterhead"),
        ("beginning_balance", "4210.00", "Balance when opened", "left"),
        ("ending_balance", "4388.15", "Balance when closed", "left"),
        ("interest_paid", "3.15", "Interest", "left")]


def test_a_line_of_values_then_labels_reads_its_labels_right_of_the_values() -> None:
    page = "$4,210.00 Balance opened: $4,388.15 Balance closed:"
    assert _brief(MATCHER.match("bank-statement", [(1, page)], {"bank_name": "X"})) == [
        ("beginning_balance", "4210.00", "Balance opened", "right"),
        ("ending_balance", "4388.15", "Balance closed", "right")]


def test_a_run_of_captions_under_their_values() -> None:
    page = "Summary\n$4,210.00\nBalance opened\n$4,388.15\nBalance closed"
    assert _brief(MATCHER.match("bank-statement", [(1, page)], {"bank_name": "X"})) == [
        ("beginning_balance", "4210.00", "Balance opened", "below"),
        ("ending_balance", "4388.15", "Balance closed", "below")]


def test_a_value_of_another_kind_or_a_found_field_is_not_taken() -> None:
    page = "Balance brought forward: 2025-01-01\nBalance when closed: $4,388.15"
    assert _brief(MATCHER.match("bank-statement", [(1, page)], {"bank_name": "X", "ending_balance": "1.00"})) == []


def test_a_label_as_close_to_two_fields_is_left_alone() -> None:
    page = "Balance: $4,210.00"  # as near the opening balance as the closing one: no margin
    assert MATCHER.match("bank-statement", [(1, page)], {"bank_name": "X"}) == []


def test_a_box_number_printed_with_the_word_box_names_its_field() -> None:
    """Both labels read "Interest"; the box numbers tell the interest's value (box 1) from the
    other box's (box 4), which goes to no field: its best one is taken."""
    page = "Interest (box 4): $12.00\nInterest (box 1): $300.00"
    found = MATCHER.match("1099-INT", [(1, page)], {"payer_name": "X", "recipient_name": "Y"})
    assert [(m.field, m.normalized, m.score) for m in found] == [("box1_interest_income", "300.00", 1.25)]


def test_an_ocr_d_first_page_has_no_letterhead() -> None:
    page = "Harbour Savings Bank\nInterest 3.15"
    assert [m.field for m in MATCHER.match("bank-statement", [(1, page)], {})] == ["bank_name", "interest_paid"]
    assert [m.field for m in MATCHER.match("bank-statement", [(1, page)], {}, ocr_first_page=True)] == [
        "interest_paid"]


def test_the_letterhead_is_the_first_page_s_that_prints_an_amount_or_a_date() -> None:
    """A form mailed behind a cover letter and a blank sheet: the issuer's name is the form's
    page's letterhead (the letter names the form, "1099-INT", which is no amount). A first page
    that prints an amount keeps the letterhead cue to itself: it has none, the next page's is no
    reading."""
    cover = "Please review the enclosed document\nHello,\nWe send you your Form 1099-INT.\nSincerely,"
    blank = "This page intentionally left blank."
    form = "Harbour Savings Bank\nInterest 3.15"
    assert _brief(MATCHER.match("bank-statement", [(1, cover), (2, blank), (3, form)], {}))[:1] == [
        ("bank_name", "Harbour Savings Bank", "", "letterhead")]
    first = "Your account summary\nInterest 3.15"
    assert [m.field for m in MATCHER.match("bank-statement", [(1, first), (2, form)], {})] == ["interest_paid"]


def test_the_issuer_s_letterhead_is_not_a_party_already_named() -> None:
    page = "Ada Lovelace\nBalance when opened: $4,210.00"
    assert _brief(MATCHER.match("bank-statement", [(1, page)], {"bank_name": "Ada Lovelace"}))[:1] == [
        ("beginning_balance", "4210.00", "Balance when opened", "left")]
    assert [m.field for m in MATCHER.match("lease", [(1, page)], {"tenant_name": "Ada Lovelace"})] == []


def test_nothing_missing_nothing_encoded() -> None:
    calls: list[int] = []

    def counting(texts: Sequence[str]) -> np.ndarray:
        calls.append(len(texts))
        return fake_encode(texts)

    matcher = FieldMatcher(counting)
    assert matcher.match("invoice", [(1, "Total: $5.00")], dict.fromkeys(
        ("vendor_name", "invoice_number", "invoice_date", "total_due"), "x")) == []
    assert calls == []


def test_a_label_the_rules_know_for_a_found_field_is_that_field_s() -> None:
    """The rules found the closing balance under a label holding "opened" (invented): that
    pair is the found field's, so the missing opening balance does not take its value."""
    import re

    page = "Balance when opened: $4,210.00"
    found = {"bank_name": "X", "ending_balance": "4210.00"}
    assert _brief(MATCHER.match("bank-statement", [(1, page)], found)) == [
        ("beginning_balance", "4210.00", "Balance when opened", "left")]
    assert MATCHER.match("bank-statement", [(1, page)], found, known=[("ending_balance", re.compile("opened"))]) == []


def _table_encoder(labels: dict[str, dict[str, float]]) -> Callable[[Sequence[str]], np.ndarray]:
    """A fake encoder whose cosines are given: each description or decoy text is an axis of its
    own (the first time it is seen), and a label in `labels` is the given mix of those axes
    plus a spare axis that makes it unit length, so a label's score is exactly what the test says."""
    axes: dict[str, int] = {}
    size = 64

    def encode(texts: Sequence[str]) -> np.ndarray:
        rows = []
        for text in texts:
            v = np.zeros(size, dtype=np.float32)
            if text in labels:
                for target, cos in labels[text].items():
                    v[axes.setdefault(target, len(axes))] = cos
                v[size - 1] = np.sqrt(max(0.0, 1.0 - float(v @ v)))
            else:
                v[axes.setdefault(text, len(axes))] = 1.0
            rows.append(v)
        return np.stack(rows)

    return encode


END = DESCRIPTIONS["bank-statement"]["period_end"]
START = DESCRIPTIONS["bank-statement"]["period_start"]


def test_a_label_that_clearly_prefers_one_field_needs_less_of_the_model() -> None:
    """Under THRESHOLD (0.55) the floor falls by half the margin over the runner-up of the value's
    kind: 0.52 with a runner-up at 0.3 is taken (floor 0.44), 0.5 with one at 0.45 is not (0.525)."""
    encode = _table_encoder({"Cutoff": {END: 0.52, START: 0.3}, "Watermark": {START: 0.5, END: 0.45}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    found = matcher.match("bank-statement", [(1, "Cutoff: 2025-01-31")], {"bank_name": "X"})
    assert [(m.field, m.normalized, m.label, m.score) for m in found] == [("period_end", "2025-01-31", "Cutoff", 0.52)]
    assert matcher.match("bank-statement", [(1, "Watermark: 2025-01-01")], {"bank_name": "X"}) == []


def test_a_runner_up_another_label_takes_is_no_runner_up() -> None:
    """The assignment: "Watermark" reads as the period's start (0.5) nearly as much as its end
    (0.45), but "Cutoff" takes the end; what the pair would lose is 0.27 (0.32 + 0.3 against
    0.32 + 0.03, utilities over UNASSIGNED 0.2), its runner-up 0.23: the floor 0.415, taken. (No
    order of the two dates here: the scores alone; the order: the next test.)"""
    page = "Cutoff: 2025-01-31\nWatermark: 2025-01-01"
    encode = _table_encoder({"Cutoff": {END: 0.52, START: 0.3}, "Watermark": {START: 0.5, END: 0.45}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: (), order=lambda doc_type: ())
    found = matcher.match("bank-statement", [(1, page)], {"bank_name": "X"})
    assert [(m.field, m.normalized, m.label, m.score) for m in found] == [
        ("period_start", "2025-01-01", "Watermark", 0.5), ("period_end", "2025-01-31", "Cutoff", 0.52)]


def test_two_labels_each_nearer_the_other_s_field_are_swapped_by_the_assignment() -> None:
    """"Opening" reads a hair more as the end (0.83) than the start (0.81), "Closing" clearly as
    the end (0.6 against 0.3): the assignment gives each its own, as it scores more
    (0.81 + 0.6 against 0.83 + 0.3)."""
    page = "Opening: 2025-01-01\nClosing: 2025-01-31"
    encode = _table_encoder({"Opening": {END: 0.83, START: 0.81}, "Closing": {END: 0.6, START: 0.3}})
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match("bank-statement", [(1, page)], {"bank_name": "X"})
    assert [(m.field, m.normalized, m.label) for m in found] == [
        ("period_start", "2025-01-01", "Opening"), ("period_end", "2025-01-31", "Closing")]


def test_a_label_that_reads_as_something_else_the_page_prints_is_left_alone() -> None:
    page = "Mooring: 2025-01-31"
    encode = _table_encoder({"Mooring": {END: 0.7, "a harbour's mooring fee": 0.69}})
    decoys = ("a harbour's mooring fee",)
    assert FieldMatcher(encode, decoys=lambda doc_type: decoys).match(
        "bank-statement", [(1, page)], {"bank_name": "X"}) == []
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match("bank-statement", [(1, page)], {"bank_name": "X"})
    assert [(m.field, m.normalized) for m in found] == [("period_end", "2025-01-31")]


def test_a_found_field_s_label_owns_only_values_of_its_kind() -> None:
    """"Harbour" is the rules' label of the found bank name (invented); a date under a label
    holding it is still the missing period end's."""
    import re

    page = "Harbour closed day: 2025-01-31"
    found = MATCHER.match("bank-statement", [(1, page)], {"bank_name": "X"},
                          known=[("bank_name", re.compile("Harbour"))])
    assert _brief(found) == [("period_end", "2025-01-31", "Harbour closed day", "left")]


def test_the_one_other_party_is_the_only_name_under_a_caption_no_field_matched() -> None:
    """A W-2's employer is found; the one name under an (invented) caption is the employee's;
    with two such names, neither."""
    found = {"employer_name": "Quillfeather Mills"}
    page = "Quillfeather Mills\nDrafted for\nAda Lovelace\nGross: $5.00"
    assert _brief(MATCHER.match("W-2", [(1, page)], found)) == [
        ("employee_name", "Ada Lovelace", "Drafted for", "party")]
    page2 = page + "\nCourier: Grace Hopper"
    assert MATCHER.match("W-2", [(1, page2)], found) == []
    assert MATCHER.match("W-2", [(1, page)], {}) == [
        Match("employer_name", "Quillfeather Mills", "Quillfeather Mills", 1, "", "letterhead", 0.55),
        Match("employee_name", "Ada Lovelace", "Ada Lovelace", 1, "Drafted for", "party", 0.5)]


def test_a_rules_catch_all_anchor_owns_no_label() -> None:
    """A rule may anchor a value anywhere (`\\A.`): it names no printed label, so the one party's
    name after its caption is still found."""
    import re

    found = {"employer_name": "Quillfeather Mills"}
    page = "Quillfeather Mills\nDrafted for: Ada Lovelace"
    assert _brief(MATCHER.match("W-2", [(1, page)], found, known=[("employer_name", re.compile(r"\A."))])) == [
        ("employee_name", "Ada Lovelace", "Drafted for", "party")]
    assert MATCHER.match("W-2", [(1, page)], found, known=[("employer_name", re.compile("Drafted"))]) == []


def test_an_acronym_is_spelled_out_by_the_descriptions_words() -> None:
    """"TIN" is no word of the 1099-INT descriptions but the initials of "taxpayer identification
    number" in them: the label is encoded spelled out; "TAX", a word of them, is left as printed."""
    seen: list[str] = []

    def recording(texts: Sequence[str]) -> np.ndarray:
        seen.extend(texts)
        return fake_encode(texts)

    FieldMatcher(recording).match("1099-INT", [(1, "Payer TIN: 12-3456789\nTAX HELD: $5.00")], {})
    assert "Payer taxpayer identification number" in seen and "TAX HELD" in seen
    assert not any("TIN" in t for t in seen)


def test_two_dates_of_ordered_fields_go_by_their_order() -> None:
    """"Alpha" and "Omega" read alike as a period's start and end (0.5 and 0.49): the scores cannot
    tell them apart (runner-ups within the margin), but a period starts before it ends
    (field_descriptions.BEFORE): the earlier date is the start's (+0.1, -0.1 for the end)."""
    encode = _table_encoder({"Alpha": {START: 0.5, END: 0.49}, "Omega": {START: 0.5, END: 0.49}})
    page = "Omega: 2025-01-31\nAlpha: 2025-01-01"
    unordered = FieldMatcher(encode, decoys=lambda doc_type: (), order=lambda doc_type: ())
    assert unordered.match("bank-statement", [(1, page)], {"bank_name": "X"}) == []
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match("bank-statement", [(1, page)], {"bank_name": "X"})
    assert [(m.field, m.normalized, m.label, m.score) for m in found] == [
        ("period_start", "2025-01-01", "Alpha", 0.6), ("period_end", "2025-01-31", "Omega", 0.59)]
    # the end found by the rules ("Omega" its label, owned): the dates left are no period's two
    # ends ("Zeta", a row's date, would have taken the start by the order); the scores decide
    rows = _table_encoder({"Alpha": {START: 0.5, END: 0.2}, "Zeta": {START: 0.35, END: 0.3},
                           "Omega": {START: 0.5, END: 0.49}})
    found_end = matcher_found_end(rows, "Omega: 2025-01-31\nAlpha: 2025-01-15\nZeta: 2025-01-01")
    assert [(m.field, m.normalized, m.label) for m in found_end] == [("period_start", "2025-01-15", "Alpha")]
    # three dates that read as either: no order to go by
    page += "\nAlpha: 2025-01-15"
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    assert matcher.match("bank-statement", [(1, page)], {"bank_name": "X"}) == []


def matcher_found_end(encode: Callable[[Sequence[str]], np.ndarray], page: str) -> list[Match]:
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    return matcher.match("bank-statement", [(1, page)], {"bank_name": "X", "period_end": "2025-01-31"},
                         known=[("period_end", re.compile("Omega"))])


def test_a_value_shaped_as_last_four_digits_and_an_abbreviated_label() -> None:
    """"Acct. ending" is spelled "account ending" (the one description word "acct" abbreviates);
    a value shaped as a number's last four digits ("1289", "****1289") scores +0.15 for the field
    that holds them, a longer number does not."""
    last4 = DESCRIPTIONS["bank-statement"]["account_last4"]
    encode = _table_encoder({"account ending": {last4: 0.3}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    for value, score in (("1289", 0.5), ("****1289", 0.5)):  # 0.3, +0.15, +0.05 for "account" in both
        found = matcher.match("bank-statement", [(1, f"Acct. ending {value}")], {"bank_name": "X"})
        assert [(m.field, m.normalized, m.label, m.score) for m in found] == [
            ("account_last4", "1289", "Acct. ending", score)]
    assert matcher.match("bank-statement", [(1, "Acct. ending 9812591289")], {"bank_name": "X"}, weak=False) == []
    # under the floor (0.35), the guard's only candidate: the one identifier left, one value (its last four)
    found = matcher.match("bank-statement", [(1, "Acct. ending 9812591289")], {"bank_name": "X"})
    assert [(m.field, m.normalized, m.score) for m in found] == [("account_last4", "1289", 0.35)]


def test_a_field_printed_twice_under_one_label_takes_neither_value() -> None:
    """A corrected and a former amount under one label ("Bal." abbreviates "Balance"): the label
    cannot tell which is the field's; the same value printed twice is no doubt."""
    found = {"bank_name": "X"}
    page = "Balance when opened: $4,210.00\nBal. when opened: $4,300.00"
    assert MATCHER.match("bank-statement", [(1, page)], found) == []
    page = "Balance when opened: $4,210.00\nBal. when opened: $4,210.00"
    assert _brief(MATCHER.match("bank-statement", [(1, page)], found)) == [
        ("beginning_balance", "4210.00", "Balance when opened", "left")]  # "Bal." spelled out: the first printing



PARCEL = DESCRIPTIONS["property-tax-bill"]["parcel_number"]
LAST4 = DESCRIPTIONS["bank-statement"]["account_last4"]


def test_a_year_is_no_identifier_but_may_be_the_last_four_digits() -> None:
    encode = _table_encoder({"Plot tag": {PARCEL: 0.9}, "Trailing quad": {LAST4: 0.9}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    assert matcher.match("property-tax-bill", [(1, "Plot tag: 2025")], {"jurisdiction_name": "X"}) == []
    assert [(m.field, m.normalized) for m in matcher.match(
        "property-tax-bill", [(1, "Plot tag: 48-114-2025")], {"jurisdiction_name": "X"})] == [
        ("parcel_number", "48-114-2025")]
    assert [(m.field, m.normalized) for m in matcher.match(
        "bank-statement", [(1, "Trailing quad: 2025")], {"bank_name": "X"})] == [("account_last4", "2025")]


def test_labels_that_differ_by_a_direction_are_two_labels() -> None:
    """"Period from" and "Period to" (stop words else) are no field printed twice under one label:
    by their order, the first date is the start's and the second the end's (+0.1 each for "period",
    a word of both descriptions, and +0.1 each for the last word, "from" or "to", that says which end
    the label names: matcher.qualifiers)."""
    encode = _table_encoder({"Period from": {START: 0.6, END: 0.5}, "Period to": {START: 0.6, END: 0.58}})
    page = "Period from: 2025-01-01\nPeriod to: 2025-01-31"
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match("bank-statement", [(1, page)], {"bank_name": "X"})
    assert [(m.field, m.normalized, m.label, m.score) for m in found] == [
        ("period_start", "2025-01-01", "Period from", 0.9), ("period_end", "2025-01-31", "Period to", 0.88)]


BEGINNING = DESCRIPTIONS["bank-statement"]["beginning_balance"]


def test_a_label_of_another_kind_than_its_value_counts_for_nothing_in_the_orientation_vote() -> None:
    """A run "Zed / $100.00 / Omega / 2025-01-31 / Kappa" ("Zed" reads as no field). Read as labels
    over values, Omega labels the date (its score as the period's end); read as captions under
    values (0.02 less a pair), Omega labels the amount (0.68 as the beginning balance) and Kappa the
    date (0.43 as the start): 1.11 to 0.6, the captions win (Kappa itself, under its floor of 0.435,
    takes nothing). When Omega reads best as a date's field (0.8, whatever its value), under an
    amount it counts for nothing: 0.43 to 0.8, the labels over their values are kept."""
    page = "Zed\n$100.00\nOmega\n2025-01-31\nKappa"
    for omega_end, expected in (
            (0.6, [("beginning_balance", "100.00", "Omega", "below")]),
            (0.8, [("period_end", "2025-01-31", "Omega", "above")])):
        encode = _table_encoder({"Omega": {END: omega_end, BEGINNING: 0.7}, "Zed": {}, "Kappa": {START: 0.45}})
        matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
        assert [(m.field, m.normalized, m.label, m.cue) for m in matcher.match(
            "bank-statement", [(1, page)], {"bank_name": "X"})] == expected


def test_a_date_range_s_two_ends_under_one_label_go_by_their_order() -> None:
    """"Cycle: 2025-01-01 to 2025-01-31": one label, two dates, no field printed twice: the range's
    ends, the earlier the period's start (the order's +0.1), the later its end."""
    encode = _table_encoder({"Cycle": {START: 0.5, END: 0.5}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    found = matcher.match("bank-statement", [(1, "Cycle: 2025-01-01 to 2025-01-31")], {"bank_name": "X"})
    assert [(m.field, m.normalized, m.label, m.score) for m in found] == [
        ("period_start", "2025-01-01", "Cycle", 0.6), ("period_end", "2025-01-31", "Cycle", 0.6)]
    # the same label over two dates on two lines is a field printed twice: neither
    assert matcher.match("bank-statement", [(1, "Cycle: 2025-01-01\nCycle: 2025-01-31")], {"bank_name": "X"}) == []


ENDING = DESCRIPTIONS["bank-statement"]["ending_balance"]


def test_a_label_saying_its_value_is_a_former_one_reads_only_as_a_field_described_so() -> None:
    """A corrected form prints each amount twice, as previously reported and as corrected: "Prior
    closing" reads 0.8 as the ending balance, more than the corrected "Closing" (0.7), but a former
    value is no reading of the current field; the beginning balance, described as carried over from
    the previous statement, may take a label that says so ("Prior statement's balance")."""
    encode = _table_encoder({"Prior closing": {ENDING: 0.8}, "Closing": {ENDING: 0.7},
                             "Prior statement's balance": {BEGINNING: 0.7}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    page = "Closing: $4,388.15\nPrior closing: $4,300.00\nPrior statement's balance: $4,210.00"
    assert _brief(matcher.match("bank-statement", [(1, page)], {"bank_name": "X"})) == [
        ("beginning_balance", "4210.00", "Prior statement's balance", "left"),
        ("ending_balance", "4388.15", "Closing", "left")]
    scores = matcher.scores("bank-statement", page_pairs(1, "Prior closing: $4,300.00"))[0]
    assert [f for f, s in zip(DOC_TYPES["bank-statement"], scores, strict=True) if np.isfinite(s)] == [
        "beginning_balance"]  # the one field described as a former value


def test_short_forms_are_spelled_out_before_a_label_is_embedded() -> None:
    """The table of short forms (matcher.ABBREVIATIONS): a word with or without its full stop, a key
    with a full stop only with it, a key in capitals only in capitals, never inside a word."""
    assert [expanded(t) for t in ("Fed W/H", "YTD Gross Pay", "Acct. no.", "SS tax", "ss tax", "St. income tax",
                                  "Statement", "Fed ID #", "Mo. rent", "Mo rent")] == [
        "federal withheld", "year to date Gross Pay", "account number", "social security tax", "ss tax",
        "state income tax", "Statement", "federal ID number", "month rent", "Mo rent"]


def test_no_with_its_full_stop_is_a_number() -> None:
    """"No." (numero) is a number's short form with its full stop only: "No" alone is a word."""
    assert [expanded(t) for t in ("Locker No.", "LOCKER NO.", "Locker no. 4", "No refunds", "Notes.")] == [
        "Locker number", "LOCKER number", "Locker number 4", "No refunds", "Notes."]
    # without it, "No" ending a label after a word numbers what the word names ("ACCOUNT NO" over its number)
    assert [expanded(t) for t in ("ACCOUNT NO", "Policy No", "No", "Say no more", "Casino")] == [
        "ACCOUNT number", "Policy number", "No", "Say no more", "Casino"]


def test_qualifiers_of_a_label_and_of_a_text() -> None:
    assert qualifiers("Beginning balance") == {"start"}
    assert qualifiers("Policy period to", label=True) == {"end"}
    assert qualifiers("Policy period to") == frozenset()  # a description's "to" says no end
    assert qualifiers("Interest paid year-to-date") == {"year"}
    assert qualifiers("Federal income tax withheld - previously reported") == {"federal", "previous"}
    assert qualifiers("gross earnings accumulated so far this calendar year") == {"year"}


def test_a_fields_name_in_words() -> None:
    assert [field_name_text(f) for f in ("box1_gross_distribution", "ytd_gross", "account_last4",
                                         "box2a_taxable_amount")] == [
        "gross distribution (box 1)", "year to date gross", "account last 4", "taxable amount (box 2a)"]


def test_a_label_that_says_year_to_date_is_not_this_periods_field() -> None:
    """"Gross YTD" (spelled "Gross year to date") and "Gross" read alike to the encoder; the year's
    gross needs a label that says "year to date", this period's takes none that does."""
    page = "Gross YTD: $40,210.00\nGross: $2,100.00"
    encode = _table_encoder({"Gross year to date": {DESCRIPTIONS["pay-stub"]["gross_pay"]: 0.6,
                                           DESCRIPTIONS["pay-stub"]["ytd_gross"]: 0.6},
                             "Gross": {DESCRIPTIONS["pay-stub"]["gross_pay"]: 0.6,
                                       DESCRIPTIONS["pay-stub"]["ytd_gross"]: 0.6}})
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match(
        "pay-stub", [(1, page)], {"employer_name": "X", "employee_name": "Y"})
    # "Gross YTD": +0.1 for the year's gross, -0.3 for this period's; "Gross": -0.1 for the year's (its
    # texts say "year to date"); the share of each label's words in its field's description or name (all
    # of "gross", all of "gross year to date": +0.1, +0.1), and the order's +0.1 (the smaller amount this
    # period's gross, the larger the year's)
    assert [(m.field, m.normalized, m.label, m.score) for m in found] == [
        ("gross_pay", "2100.00", "Gross", 0.8), ("ytd_gross", "40210.00", "Gross YTD", 0.9)]


def test_year_to_date_tells_twins_apart_only_for_a_label_about_their_subject() -> None:
    """"Deferral YTD" reads as the year's gross pay as much as "Gross YTD" does to this encoder, but it
    is about no word of the year's gross: its "year to date" earns nothing there (a deduction's total
    is no gross pay), while "Gross YTD" earns +0.1."""
    ytd = DESCRIPTIONS["pay-stub"]["ytd_gross"]
    encode = _table_encoder({"Gross year to date": {ytd: 0.5}, "Deferral year to date": {ytd: 0.5}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    fields = list(DOC_TYPES["pay-stub"])
    gross = matcher.scores("pay-stub", page_pairs(1, "Gross YTD: $40,210.00"))[0][fields.index("ytd_gross")]
    deferral = matcher.scores("pay-stub", page_pairs(1, "Deferral YTD: $7,428.71"))[0][fields.index("ytd_gross")]
    # the share of each label's words in the description or the name (year to date gross): all three of
    # "gross year to date" (+0.1), "year" and "date" of three (+0.067)
    assert (round(float(gross), 3), round(float(deferral), 3)) == (0.7, 0.567)


def test_a_party_named_for_the_other_side_is_not_taken() -> None:
    """"Employee" shares its stem with "employer" and differs by its ending: -0.3 for the employer's
    name, whatever the model says (+0.1 for "employee", a word of both fields' texts, and +0.1 for the
    employee's name: the employer's other side)."""
    employer = DESCRIPTIONS["W-2"]["employer_name"]
    encode = _table_encoder({"Employee": {employer: 0.9, DESCRIPTIONS["W-2"]["employee_name"]: 0.7}})
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match(
        "W-2", [(1, "Employee: Dana R. Whitfield")], {}, ocr_first_page=True, weak=False)
    assert [(m.field, m.normalized, m.score) for m in found] == [("employee_name", "Dana R. Whitfield", 0.9)]


def test_a_word_in_ed_names_the_one_it_was_done_to_and_before_by_the_one_who_did_it() -> None:
    """"Insured" shares its stem with "insurer": the one covered, not the company (-0.3 for the
    insurer's name); "Insured by" names the one who did it: -0.3 for the named insured, and -0.3
    again for a label ending in "by" read as a party that is not the issuer, +0.1 read as the issuer."""
    insurer = DESCRIPTIONS["insurance-declarations"]["insurer_name"]
    insured = DESCRIPTIONS["insurance-declarations"]["named_insured"]
    encode = _table_encoder({"Insured party": {insurer: 0.9, insured: 0.7}, "Insured by": {insurer: 0.7, insured: 0.9}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())

    def read(line: str) -> list[tuple[str, str, float]]:
        found = matcher.match("insurance-declarations", [(1, line)], {}, ocr_first_page=True, weak=False)
        return [(m.field, m.normalized, m.score) for m in found]

    # +0.05: "insured", one of the label's two words, is a word of the insured's description; +0.1: the
    # insurer's other side
    assert read("Insured party: Dana R. Whitfield") == [("named_insured", "Dana R. Whitfield", 0.85)]
    assert read("Insured by: Harbor Mutual Insurance Co.") == [("insurer_name", "Harbor Mutual Insurance Co.", 0.8)]


def test_a_label_ending_in_by_is_no_party_but_the_issuer() -> None:
    employee = DESCRIPTIONS["pay-stub"]["employee_name"]
    employer = DESCRIPTIONS["pay-stub"]["employer_name"]
    encode = _table_encoder({"Remitted by": {employee: 0.8, employer: 0.7}})
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match(
        "pay-stub", [(1, "Remitted by: Northgate Fabrication Inc.")], {}, ocr_first_page=True, weak=False)
    assert [(m.field, m.score) for m in found] == [("employer_name", 0.8)]  # 0.7 + 0.1 for the issuer


def test_a_label_taking_a_field_must_read_more_as_it_than_as_a_decoy() -> None:
    """"Beta" reads best as the ending balance (0.8), which "Alpha" takes (0.9): the assignment gives
    it the beginning balance (0.7), but it reads more as the decoy (0.75): none."""
    end = DESCRIPTIONS["bank-statement"]["ending_balance"]
    start = DESCRIPTIONS["bank-statement"]["beginning_balance"]
    decoy = "a harbour's mooring fee"
    encode = _table_encoder({"Alpha": {end: 0.9}, "Beta": {end: 0.8, start: 0.7, decoy: 0.75}})
    page = "Alpha: 100.00\nBeta: 200.00"
    with_decoy = FieldMatcher(encode, decoys=lambda doc_type: (decoy,)).match("bank-statement", [(1, page)],
                                                                                {"bank_name": "X"})
    assert [(m.field, m.normalized) for m in with_decoy] == [("ending_balance", "100.00")]
    without = FieldMatcher(encode, decoys=lambda doc_type: ()).match("bank-statement", [(1, page)], {"bank_name": "X"})
    assert [(m.field, m.normalized) for m in without] == [("beginning_balance", "200.00"), ("ending_balance", "100.00")]


def test_a_new_balance_is_the_one_at_the_period_s_end() -> None:
    assert qualifiers("New balance") == {"end"}
    assert qualifiers("Renewal date") == frozenset()


def test_a_label_naming_another_field_of_its_kind_by_its_name_is_not_this_one() -> None:
    """The utility bill's two dates are named "billing date" and "due date": "Billing date" says
    "billing" and not "due", -0.2 for the due date (0.63 + 0.05 for "date", a word of its description,
    less 0.2: 0.48), so the billing date (0.54) is read; "Bill" opens "billing", so "Bill date" says it too.
    A label that says both names' words ("Billing due date") is neither's by name."""
    billing, due = DESCRIPTIONS["utility-bill"]["billing_date"], DESCRIPTIONS["utility-bill"]["due_date"]
    encode = _table_encoder({"Billing date": {due: 0.63, billing: 0.54}, "Bill date": {due: 0.63, billing: 0.54},
                             "Billing due date": {due: 0.63, billing: 0.54}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())

    def read(line: str) -> list[tuple[str, str, float]]:
        found = matcher.match("utility-bill", [(1, line)], {}, ocr_first_page=True, weak=False)
        return [(m.field, m.normalized, m.score) for m in found]

    # +0.1: "billing" and "date", the words of its name; +0.05: "bill" of its description, "date" of its name
    assert read("Billing date: 03/01/2025") == [("billing_date", "2025-03-01", 0.64)]
    assert read("Bill date: 03/01/2025") == [("billing_date", "2025-03-01", 0.64)]
    assert read("Billing due date: 03/01/2025") == [("due_date", "2025-03-01", 0.697)]  # +0.067: "due", "date"


def test_a_label_about_this_statement_is_no_balance_brought_forward() -> None:
    """The beginning balance is described as brought forward from the previous statement: a label
    saying "this statement" (the current one) reads 0.1 less as it (0.55 + 0.1 for its two words of
    that description, less 0.1), as much as the ending balance (0.5 + 0.05): no margin, no reading."""
    encode = _table_encoder({"Balance this statement": {BEGINNING: 0.55, ENDING: 0.5}})
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match(
        "bank-statement", [(1, "Balance this statement: $4,210.00")], {"bank_name": "X"})
    assert found == []


def test_a_longer_word_a_names_word_opens_does_not_say_it() -> None:
    """"Taxable" is not "tax" (a word of the federal tax's name the taxable amount's lacks): "Taxable amount"
    names the taxable amount by "taxable" and "amount" and the federal tax by none of its name's words
    (-0.2: 0.31); the taxable amount (0.48 + 0.05 for "taxable", a word of its description) is read."""
    taxable = DESCRIPTIONS["1099-R"]["box2a_taxable_amount"]
    withheld = DESCRIPTIONS["1099-R"]["box4_federal_tax_withheld"]
    encode = _table_encoder({"Taxable amount": {taxable: 0.48, withheld: 0.51}})
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match(
        "1099-R", [(1, "Taxable amount: $4,210.00")], {}, ocr_first_page=True, weak=False)
    # +0.1: "taxable" of its description, "amount" of its name
    assert [(m.field, m.normalized, m.score) for m in found] == [("box2a_taxable_amount", "4210.00", 0.58)]


def test_a_decoy_that_says_the_states_needs_a_label_that_says_so() -> None:
    """The state's identification number for the employer is a W-2's decoy: a label that does not say
    "state" reads 0.1 less as it (0.85 + 0.1 for "employer" and "number", words of both texts, less
    0.1), under the EIN (0.8 + 0.1) by more than the margin; a label that says "state" reads as the decoy."""
    ein = DESCRIPTIONS["W-2"]["employer_ein"]
    decoy = "the state's identification number for the employer"
    encode = _table_encoder({"Employer number": {ein: 0.8, decoy: 0.85},
                             "State employer number": {ein: 0.8, decoy: 0.85}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: (decoy,))

    def read(line: str) -> list[tuple[str, str, float]]:
        found = matcher.match("W-2", [(1, line)], {}, ocr_first_page=True, weak=False)
        return [(m.field, m.normalized, m.score) for m in found]

    assert read("Employer number: 41-7730562") == [("employer_ein", "41-7730562", 0.9)]
    assert read("State employer number: 41-7730562") == []


def test_a_label_ending_in_by_over_a_name_reads_as_the_issuer() -> None:
    """A label naming the one who did it (its last word "by") over a name: +0.1 for the issuer's name
    (0.42: under the floor without it), -0.3 for the other party's."""
    payer = DESCRIPTIONS["1099-INT"]["payer_name"]
    encode = _table_encoder({"Settled by": {payer: 0.42}})
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match(
        "1099-INT", [(1, "Settled by: Northgate Fabrication Inc.")], {}, ocr_first_page=True, weak=False)
    assert [(m.field, m.normalized, m.score) for m in found] == [("payer_name", "Northgate Fabrication Inc.", 0.52)]


def test_a_label_naming_the_issuers_other_side_reads_as_the_other_party() -> None:
    """"Payee" is the other side of the payer (the issuer): -0.3 for the payer's name, +0.1 for the
    recipient's (the 1099's one other party): 0.37, under the floor without it, is read."""
    recipient = DESCRIPTIONS["1099-INT"]["recipient_name"]
    encode = _table_encoder({"Payee": {recipient: 0.37}})
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match(
        "1099-INT", [(1, "Payee: Dana R. Whitfield")], {}, ocr_first_page=True, weak=False)
    assert [(m.field, m.normalized, m.score) for m in found] == [("recipient_name", "Dana R. Whitfield", 0.47)]


def test_a_forms_title_line_ends_with_the_year_it_reports() -> None:
    """"Form <number> <title> <year>" among the first lines: the tax year (cue "title"), when no label
    reads as it; a revision's date in parentheses is no tax year."""
    found = {"payer_name": "X", "payer_tin": "12-3456789", "recipient_name": "Y", "box1_interest_income": "1.00",
             "box4_federal_tax_withheld": "0.00"}
    page = "Form 1099-INT Interest Paid To You 2025\nPayer X"
    assert [(m.field, m.normalized, m.cue, m.score) for m in MATCHER.match("1099-INT", [(1, page)], found)] == [
        ("tax_year", "2025", "title", 0.55)]
    assert MATCHER.match("1099-INT", [(1, "Form 1099-INT (Rev. January 2024)\nPayer X")], found) == []


def test_a_labels_words_of_the_fields_name_count_as_its_descriptions() -> None:
    """The share of a label's words that are words of the field's description or of its name (the
    vocabulary's, in words): the vendor's description does not say "vendor", its name does: +0.1, and
    0.41 (under the floor without it) is read."""
    vendor = DESCRIPTIONS["invoice"]["vendor_name"]
    encode = _table_encoder({"Vendor": {vendor: 0.41}})
    found = FieldMatcher(encode, decoys=lambda doc_type: ()).match(
        "invoice", [(1, "Vendor: Northgate Fabrication Inc.")], {}, ocr_first_page=True, weak=False)
    assert [(m.field, m.normalized, m.score) for m in found] == [("vendor_name", "Northgate Fabrication Inc.", 0.51)]


def test_a_forms_title_line_may_open_with_the_year_it_reports() -> None:
    """"<year> Form <number>" (a word or two between: a brokerage's "Consolidated") among the first lines:
    the tax year too; a digit after the form's number (a date, an amount) is no title's."""
    found = {"payer_name": "X", "payer_tin": "12-3456789", "recipient_name": "Y", "box1_interest_income": "1.00",
             "box4_federal_tax_withheld": "0.00"}
    for title in ("2025 Form 1099-INT", "2025 Consolidated Form 1099"):
        assert [(m.field, m.normalized, m.cue) for m in MATCHER.match("1099-INT", [(1, f"{title}\nPayer X")],
                                                                       found)] == [("tax_year", "2025", "title")]
    assert MATCHER.match("1099-INT", [(1, "2025 Form 1099-INT corrected 03/02/2026\nPayer X")], found) == []


def test_a_title_of_words_printing_one_year_alone_gives_the_tax_year() -> None:
    """A title line naming the form or saying a word of the docType's plain description ("mortgage",
    "interest") and printing one year alone, in capitals or in parentheses, gives the tax year; a revision's
    date, a range, a date, an address's number, a line of words the description does not say give none."""
    found = {"lender_name": "X", "borrower_name": "Y", "box1_mortgage_interest": "1.00",
             "box2_outstanding_principal": "2.00", "box10_property_tax": "3.00"}
    for title in ("Mortgage Interest Statement 2024", "FORM 1098 MORTGAGE INTEREST STATEMENT 2024",
                  "Form 1098 (2024)", "2024 Mortgage Interest Statement"):
        assert [(m.field, m.normalized, m.cue) for m in MATCHER.match("1098", [(1, f"{title}\nLender X")],
                                                                       found)] == [("tax_year", "2024", "title")]
    for title in ("Mortgage Interest Statement (Rev. April 2024)", "Mortgage Interest 2024-2025",
                  "Mortgage Interest Statement 01/2024", "2024 Harbor Road", "Quillfeather Thrift 2024"):
        assert MATCHER.match("1098", [(1, f"{title}\nLender X")], found) == [], title


def test_a_year_alone_on_its_line_next_to_a_title_line_gives_the_tax_year() -> None:
    """A year printed alone on its line (in parentheses too) over or under a line that names the form or says a
    word of the docType's plain description gives the tax year; beside a letterhead's name alone, none."""
    found = {"lender_name": "X", "borrower_name": "Y", "box1_mortgage_interest": "1.00",
             "box2_outstanding_principal": "2.00", "box10_property_tax": "3.00"}
    for head in ("Mortgage Interest Statement\n2024", "(2024)\nFORM 1098"):
        assert [(m.field, m.normalized, m.cue) for m in MATCHER.match("1098", [(1, f"{head}\nLender X")],
                                                                       found)] == [("tax_year", "2024", "title")]
    assert MATCHER.match("1098", [(1, "Quillfeather Thrift\n2024\nPO Box 7\nLender X")], found) == []


def test_a_label_saying_year_to_date_is_not_a_found_field_s_whose_texts_do_not() -> None:
    """"Harbour" is the rules' label of the found gross pay (invented): a label holding it owns its
    value, unless it says "year to date", which the gross pay's texts do not say."""
    import re

    from harness.harvest.matcher import qualifiers, says_unmeant

    gross = qualifiers(DESCRIPTIONS["pay-stub"]["gross_pay"])
    ytd = qualifiers(DESCRIPTIONS["pay-stub"]["ytd_gross"])
    assert says_unmeant("Harbour year to date", gross) is True
    assert says_unmeant("Harbour year to date", ytd) is False
    assert says_unmeant("Harbour this period", gross) is False
    matcher = FieldMatcher(_table_encoder({"Harbour year to date": {DESCRIPTIONS["pay-stub"]["ytd_gross"]: 0.8}}),
                           decoys=lambda doc_type: ())
    found = {"gross_pay": "2200.00"}
    got = matcher.match("pay-stub", [(1, "Harbour year to date: $48,400.00")], found,
                        known=[("gross_pay", re.compile("Harbour"))], ocr_first_page=True, weak=False)
    assert [(m.field, m.normalized) for m in got] == [("ytd_gross", "48400.00")]


def test_the_one_other_party_may_be_the_name_heading_a_mailing_address() -> None:
    """No caption names anyone: the one name over a street line and a city, state and ZIP line is the
    W-2's employee; the issuer's own address block names no one else, and two such names name none."""
    from harness.harvest.party import addressees

    found = {"employer_name": "Quillfeather Mills"}
    page = ("Quillfeather Mills\nPO Box 12, Leeds, NY 12451\nAda Lovelace\n12 Loom Street Apt 4\nLeeds NY 12451\n"
            "Gross 5.00")
    assert [v.normalized for v in addressees(page)] == ["Ada Lovelace"]
    assert _brief(MATCHER.match("W-2", [(1, page)], found)) == [("employee_name", "Ada Lovelace", "", "addressee")]
    two = page + "\nGrace Hopper\n7 Bay Road\nLeeds, NY 12451"
    assert MATCHER.match("W-2", [(1, two)], found) == []
    joint = page.replace("Ada Lovelace\n", "Ada Lovelace\nCharles Babbage\n")  # two holders: the first named
    assert [v.normalized for v in addressees(joint)] == ["Ada Lovelace"]
    under = page.replace("PO Box 12, Leeds, NY 12451\n", "")  # the issuer's name right over its addressee's
    assert [v.normalized for v in addressees(under)] == ["Quillfeather Mills"]
    assert [v.normalized for v in addressees(under, {"Quillfeather Mills"})] == ["Ada Lovelace"]
    assert [(m.field, m.normalized) for m in MATCHER.match("W-2", [(1, under)], found)] == [
        ("employee_name", "Ada Lovelace")]


def test_a_forms_title_line_under_a_cover_note_gives_the_tax_year() -> None:
    """A cover note's lines first, the form's title line the fifth, over the first amount: its year is read."""
    found = {"payer_name": "X", "payer_tin": "12-3456789", "recipient_name": "Y", "box1_interest_income": "1.00",
             "box4_federal_tax_withheld": "0.00"}
    page = "Quillfeather Thrift\nPO Box 7\nYour tax information is enclosed\nKeep it\n2025 Form 1099-INT\nPayer X 1.00"
    assert [(m.field, m.normalized, m.cue) for m in MATCHER.match("1099-INT", [(1, page)], found)] == [
        ("tax_year", "2025", "title")]
    late = page.replace("Keep it", "Paid 1.00")  # an amount over the title line: no title there
    assert MATCHER.match("1099-INT", [(1, late)], found) == []


def test_a_label_worded_like_an_exemplar_reads_as_its_field() -> None:
    """The exemplars (harness/harvest/exemplars.json: labels issuers were seen printing a field with): a
    label's cosine with a field is its best with the field's description or exemplars. "Earned interest"
    reads 0.3 like the description and 0.7 like the exemplar "Interest earned": 0.75 with its one word of
    two the description says (+0.05), found; without the exemplar 0.35, not. A label that says a word no
    text of the field says ("bonus") is not the exemplar's: the description's 0.3 alone."""
    interest = DESCRIPTIONS["bank-statement"]["interest_paid"]
    mix = {"Interest earned": 0.7, interest: 0.3}
    encode = _table_encoder({"Earned interest": mix, "Earned bonus interest": mix})
    table = {"bank-statement": {"interest_paid": ["Interest earned"]}}
    seen = _Matcher(encode, decoys=lambda doc_type: (), exemplars=table)
    found = seen.match("bank-statement", [(1, "Earned interest: $3.15")], {"bank_name": "X"})
    assert [(m.field, m.normalized, m.label, m.score) for m in found] == [
        ("interest_paid", "3.15", "Earned interest", 0.75)]
    assert seen.match("bank-statement", [(1, "Earned bonus interest: $3.15")], {"bank_name": "X"}) == []
    unseen = FieldMatcher(encode, decoys=lambda doc_type: ())
    assert unseen.match("bank-statement", [(1, "Earned interest: $3.15")], {"bank_name": "X"}) == []


def test_the_first_of_two_names_heading_a_mailing_address_is_the_one_other_party() -> None:
    """Joint holders, stacked over their street: the pairs read the second name under the first as under a
    caption; a caption that is the first name heading the address is no caption, and that name is the party."""
    page = ("Quillfeather Mills\nPO Box 12, Leeds, NY 12451\nAda Lovelace\nCharles Babbage\n12 Loom Street Apt 4\n"
            "Leeds NY 12451\nGross 5.00")
    found = MATCHER.match("W-2", [(1, page)], {"employer_name": "Quillfeather Mills"})
    assert _brief(found) == [("employee_name", "Ada Lovelace", "", "addressee")]


def test_a_label_saying_its_value_is_a_change_is_no_field_whose_texts_do_not() -> None:
    """A W-2c's table prints each box as previously reported, correct, and the change between them: the
    change is a difference of two values, no field's (MARKED_PENALTY), as a former value is not a W-2c's."""
    from harness.harvest.matcher import says_unmeant

    assert qualifiers("Wages, tips and other compensation Change", label=True) == frozenset({"change"})
    assert qualifiers("Net increase in deposits", label=True) == frozenset({"change"})
    assert says_unmeant("Federal income tax withheld Change", frozenset())
    assert not says_unmeant("Federal income tax withheld Correct information", frozenset({"corrected"}))


def test_a_name_after_its_caption_with_no_colon_is_read_without_the_caption() -> None:
    """"Payer <name>" over "Recipient <name>" reads the second line as a name under the first: the one other
    party's name is read without its caption word (a word of the field's name or description); a name whose
    first word is no such word, or that would leave one word, is kept whole."""
    from harness.harvest.pairs import Value
    from harness.harvest.party import uncaptioned

    words = MATCHER._caption_words("1099-INT", "recipient_name")
    assert "recipient" in words

    def read(raw: str) -> tuple[str, str, int]:
        v = uncaptioned(Value(frozenset({"text"}), raw, raw, 10, 10 + len(raw)), words)
        return v.raw, v.normalized, v.start

    assert read("Recipient Ada Lovelace") == ("Ada Lovelace", "Ada Lovelace", 20)
    assert read("Ada Lovelace King") == ("Ada Lovelace King", "Ada Lovelace King", 10)
    assert read("Recipient Lovelace") == ("Recipient Lovelace", "Recipient Lovelace", 10)


OPENED = DESCRIPTIONS["bank-statement"]["beginning_balance"]
CLOSED = DESCRIPTIONS["bank-statement"]["ending_balance"]


def test_a_line_of_captions_cut_two_ways_is_read_the_way_its_captions_read_clearly() -> None:
    """"Alpha Beta Gamma" under two amounts cuts as "Alpha" and "Beta Gamma" or "Alpha Beta" and "Gamma"
    (harness.harvest.pairs._row_readings). The first cut's captions score more (0.95 + 0.95) but each reads
    as both balances alike; the second's read each as one (0.8 against 0.1): the second is read."""
    encode = _table_encoder({"Alpha": {OPENED: 0.95, CLOSED: 0.9}, "Beta Gamma": {CLOSED: 0.95, OPENED: 0.9},
                             "Alpha Beta": {OPENED: 0.8, CLOSED: 0.1}, "Gamma": {CLOSED: 0.8, OPENED: 0.1}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    found = matcher.match("bank-statement", [(1, "X\n$10.00 $20.00\nAlpha Beta Gamma")], {"bank_name": "X"})
    assert [(m.field, m.normalized, m.label, m.cue) for m in found] == [
        ("beginning_balance", "10.00", "Alpha Beta", "below"), ("ending_balance", "20.00", "Gamma", "below")]


def test_a_label_whose_ligature_the_text_layer_dropped_reads_as_its_word() -> None:
    """"Eﬀective" in a face whose "ff" glyph maps to no letters reads "Eective": spelled "Effective" (a word of
    the type's descriptions with the ligature's letters), it reads as the effective date (0.9, and the
    overlap of its one word with the description's and the field's name's: 1.1)."""
    effective = DESCRIPTIONS["insurance-declarations"]["effective_date"]
    matcher = FieldMatcher(_table_encoder({"Effective": {effective: 0.9}}), decoys=lambda doc_type: ())
    found = matcher.match("insurance-declarations", [(1, "Eective 04/01/2026")], {"insurer_name": "X"})
    assert [(m.field, m.normalized, m.label, m.score) for m in found] == [
        ("effective_date", "2026-04-01", "Eective", 1.1)]


def test_a_period_s_ends_are_no_lone_day() -> None:
    """"Pay period 07/01/2025 to 07/15/2025": a period's ends read as a pay date (whose texts say no start
    or end) less by RANGE_PENALTY than the same label's lone date; a period's own start is not lessened."""
    from harness.harvest.matcher import RANGE_PENALTY
    from harness.harvest.pairs import page_pairs
    ranged, lone = page_pairs(1, "Pay period 07/01/2025 to 07/15/2025\nPay period 07/15/2025")[1:]
    assert (ranged.ranged, lone.ranged) == (True, False)
    stub = MATCHER.scores("pay-stub", [ranged, lone])[:, list(DOC_TYPES["pay-stub"]).index("pay_date")]
    assert round(float(stub[1] - stub[0]), 6) == RANGE_PENALTY
    bank = MATCHER.scores("bank-statement", [ranged, lone])[:, list(DOC_TYPES["bank-statement"]).index("period_end")]
    assert float(bank[0]) == float(bank[1])


def test_a_range_s_other_end_is_the_found_end_s_twin() -> None:
    """"Statement dates 02/01/2025 through 02/28/2025" with the period's end already read: the range's first
    end is the period's start, though its label reads as near the end."""
    page = "Redwater State Bank\nStatement dates 02/01/2025 through 02/28/2025"
    got = {m.field: m.normalized for m in MATCHER.match("bank-statement", [(1, page)], {"period_end": "2025-02-28"})}
    assert got.get("period_start") == "2025-02-01"


def test_the_one_date_range_under_a_span_s_word_is_the_period() -> None:
    """"Term: 03/01/2025 through 03/31/2025", a label the model reads as no field: the pages' one date range
    under a word naming a span is the type's start and end twins (matcher._only_span), the earlier end the
    start's; a second range, or a label naming no span, leaves both unread."""
    page = "Harbour Savings Bank\nTerm: 03/01/2025 through 03/31/2025"
    assert [(m.field, m.normalized, m.cue) for m in MATCHER.match("bank-statement", [(1, page)], {"bank_name": "X"})] \
        == [("period_start", "2025-03-01", "span"), ("period_end", "2025-03-31", "span")]
    two = page + "\nTerm: 04/01/2025 through 04/30/2025"
    assert MATCHER.match("bank-statement", [(1, two)], {"bank_name": "X"}) == []
    other = "Harbour Savings Bank\nPromotion: 03/01/2025 through 03/31/2025"
    assert MATCHER.match("bank-statement", [(1, other)], {"bank_name": "X"}) == []


def test_a_sentence_s_phrase_for_the_minimum_is_read_as_the_word() -> None:
    """"Please pay at least $35.00": the phrase is spelled as the descriptions' word (matcher.PHRASES)."""
    assert expanded("please pay at least") == "please pay minimum"
    assert expanded("not less than") == "minimum"


def test_a_comparison_s_column_titles_say_the_former_and_the_current_one() -> None:
    """"Amount due Last bill" is a former value, "Amount due This bill" the current one (matcher._QUALIFIERS);
    "last" alone says neither ("Last day to pay")."""
    assert qualifiers("Amount due Last bill", label=True) == frozenset({"previous"})
    assert qualifiers("Amount due This bill", label=True) == frozenset({"current"})
    assert qualifiers("Last day to pay", label=True) == frozenset()


def test_a_bare_number_is_no_decoy_s_that_names_no_number() -> None:
    """"Checking account ****2208": a decoy naming no number (checks posted, an account's type, a customer's
    name) is not what a value of digits and a mask alone is (matcher._NUMBER_DECOY); one naming a number (a
    telephone number) still is, and a value with letters meets every decoy."""
    checks = FieldMatcher(fake_encode, decoys=lambda doc_type: ("checks posted to the account",))
    phone = FieldMatcher(fake_encode, decoys=lambda doc_type: ("a telephone number",))
    masked, x_masked = page_pairs(1, "Checking account ****2208"), page_pairs(1, "Checking account XXXX-XXXX-2208")
    assert list(checks.decoy_scores("bank-statement", masked)) == [-np.inf]
    assert list(checks.decoy_scores("bank-statement", x_masked)) == [-np.inf]
    assert list(phone.decoy_scores("bank-statement", masked)) == [0.0]
    # while a type is guessed (the matcher's weak readings off), every decoy counts
    assert [round(float(x), 3) for x in checks.decoy_scores("bank-statement", masked, bare_numbers=False)] == [0.05]
    assert list(checks.decoy_scores("bank-statement", page_pairs(1, "Checking plan: GX-4410"))) == [0.0]


def test_one_label_on_two_dated_lines_opens_and_closes_the_period() -> None:
    """"Balance on 03/31/2025 .... $2,877.12" and "Balance on 03/01/2025 .... $2,315.40" (printed either way
    round), a label reading as both the opening and the closing balance: the earlier date's amount is the
    opening balance, the later's the closing one, and the dates are the period's ends (matcher._dated_twins);
    a label on one dated line alone is neither."""
    opening, closing = DESCRIPTIONS["bank-statement"]["beginning_balance"], ENDING
    matcher = FieldMatcher(_table_encoder({"Balance": {opening: 0.5, closing: 0.5}}), decoys=lambda doc_type: ())
    page = "Balance on 03/31/2025 .... $2,877.12\nBalance on 03/01/2025 .... $2,315.40"
    got = {m.field: (m.normalized, m.cue) for m in matcher.match("bank-statement", [(1, page)], {"bank_name": "X"})}
    assert got == {"period_start": ("2025-03-01", "twins"), "period_end": ("2025-03-31", "twins"),
                   "beginning_balance": ("2315.40", "twins"), "ending_balance": ("2877.12", "twins")}
    one = "Balance on 03/31/2025 .... $2,877.12"
    assert matcher.match("bank-statement", [(1, one)], {"bank_name": "X"}) == []


def test_a_range_s_first_day_closes_nothing() -> None:
    """"Opening/Closing Date 09/15/25 - 10/14/25" on a card statement, whose closing date has no start twin: both
    ends read alike as the closing date, but a range's earlier end says no end (RANGE_PENALTY): its later day is
    the closing date; a label over one date alone keeps its score."""
    from harness.harvest.matcher import RANGE_PENALTY
    page = "Opening/Closing Date 09/15/25 - 10/14/25"
    got = MATCHER.match("credit-card-statement", [(1, page)], {"issuer_name": "X", "payment_due_date": "2025-11-08"})
    assert [(m.field, m.normalized) for m in got] == [("closing_date", "2025-10-14")]
    first, last = page_pairs(1, page)
    j = list(DOC_TYPES["credit-card-statement"]).index("closing_date")
    both = MATCHER.scores("credit-card-statement", [first, last])[:, j]
    assert round(float(both[1] - both[0]), 6) == RANGE_PENALTY


def test_the_one_date_range_printed_bare_is_the_period() -> None:
    """"10/01/2025 thru 10/31/2025" printed with no label (under a member's number, beside a page's number): the
    pages' one such range is the type's start and end twins for a type already chosen (weak readings), the other
    end alone when one is read already; two different ranges, or a range under a label, leave them unread."""
    def period(page: str, found: dict[str, str], weak: bool = True) -> list[tuple[str, str, str]]:
        got = MATCHER.match("bank-statement", [(1, page)], {"bank_name": "X", **found}, weak=weak)
        return [(m.field, m.normalized, m.cue) for m in got if m.field.startswith("period")]

    page = "Member No. ******5590\n10/01/2025 thru 10/31/2025"
    assert period(page, {}) == [("period_start", "2025-10-01", "bare"), ("period_end", "2025-10-31", "bare")]
    assert period(page, {}, weak=False) == []
    banded = "Account ending 4821 | Page 2 of 3 01/01/2026 through 01/31/2026"
    assert period(banded, {"period_end": "2026-01-31"}) == [("period_start", "2026-01-01", "bare")]
    assert period(banded, {"period_end": "2026-02-28"}) == []
    assert period(page + "\n11/01/2025 thru 11/30/2025", {}) == []
    assert period("Promotion\n10/01/2025 thru 10/31/2025", {}) == []


def test_a_caption_naming_a_person_by_a_role_names_the_party_though_it_reads_as_a_decoy() -> None:
    """"Bank account holder" reads as a decoy naming a kind of account (1.067, over PARTY_DECOY) but names
    someone by a role's word ("holder"): the one name under it is the party's; "Bank account" names no one
    (party.names_a_person)."""
    from harness.harvest.party import names_a_person

    assert [names_a_person(c) for c in ("Account holder", "Taxpayer", "Property owner", "Account type", "Tax")] \
        == [True, True, True, False, False]
    matcher = FieldMatcher(fake_encode, decoys=lambda t: ("the kind of bank account",))
    found = {"employer_name": "Quillfeather Mills"}
    page = "Quillfeather Mills\nBank account holder\nAda Lovelace\nGross: $5.00"
    assert _brief(matcher.match("W-2", [(1, page)], found)) == [
        ("employee_name", "Ada Lovelace", "Bank account holder", "party")]
    assert matcher.match("W-2", [(1, page.replace("Bank account holder", "Bank account"))], found) == []


def test_with_no_letterhead_the_one_name_under_a_caption_is_the_party() -> None:
    """A page opening with a title line and no letterhead (the issuer unread): the one name under a caption is
    still the other party's."""
    page = "Quarterly Pay Statement\nGross: $5.00\nDrafted for\nAda Lovelace"
    assert _brief(MATCHER.match("W-2", [(1, page)], {})) == [("employee_name", "Ada Lovelace", "Drafted for", "party")]


def test_the_party_s_name_is_read_without_its_caption_s_word_before_it() -> None:
    """A name under the title read as the named insured with its caption's word before it ("INSURED
    Ezekiel Szabo", no colon): the name without it, the caption's word being the field's; an issuer's name
    opening with a word of its field's texts ("Insurance") is left whole; a role's word and one word more
    ("INSURED Szabo") are no name."""
    insured = DESCRIPTIONS["insurance-declarations"]["named_insured"]
    insurer = DESCRIPTIONS["insurance-declarations"]["insurer_name"]
    encode = _table_encoder({"Policy Declarations": {insured: 0.8}, "Underwritten by": {insurer: 0.8}})
    matcher = FieldMatcher(encode, decoys=lambda doc_type: ())
    found = {"policy_number": "HO-1", "effective_date": "2024-06-16"}
    page = "Policy Declarations\nINSURED Ezekiel Szabo\nUnderwritten by: Insurance Guild of Maine"
    got = matcher.match("insurance-declarations", [(1, page)], found, ocr_first_page=True, weak=False)
    assert [(m.field, m.value, m.normalized) for m in got] == [
        ("insurer_name", "Insurance Guild of Maine", "Insurance Guild of Maine"),
        ("named_insured", "Ezekiel Szabo", "Ezekiel Szabo")]
    one = matcher.match("insurance-declarations", [(1, page.replace("Ezekiel Szabo", "Szabo"))], found,
                        ocr_first_page=True, weak=False)
    # a role's word and one word more are a caption ("PROPERTY OWNER"), no name (pairs.ROLE_WORDS): no insured read
    assert [(m.field, m.normalized) for m in one if m.field == "named_insured"] == []
