"""Derivations: the rule at the end of a question's notes, evaluated against the ground truth."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from harness.contract.derive import (
    DerivationError,
    Derived,
    count_phrases,
    derivation,
    evaluate,
    list_noun,
    marks_sides,
    month_item,
    parse_printed_date,
    parse_printed_money,
)
from harness.contract.manifest import CorpusManifest, DocumentEntry, Question

DOCS = [
    DocumentEntry(file="w2.pdf", ground_truth={"box1_wages": "$52,000.00"}),
    DocumentEntry(file="stub.pdf", ground_truth={"ytd_gross": "55,000.00", "ytd_401k": "2,400.00",
                                                 "ytd_health": "600.00", "pay_date": "12/19/2025"}),
    DocumentEntry(file="jan.pdf", ground_truth={"period_end": "31-JAN-2025", "ending_balance": "$900.00"}),
    DocumentEntry(file="feb.pdf", ground_truth={"period_end": "Feb 28, 2025", "ending_balance": "$1,100.00"}),
    DocumentEntry(file="may.pdf", ground_truth={"period_end": "2025-05-31", "ending_balance": "$700.00"}),
    DocumentEntry(file="card.pdf", ground_truth={
        "row_01_date": "11/22/2025", "row_01_description": "FRESHMART GROCERY", "row_01_amount": "261.57",
        "row_02_date": "11/24/2025", "row_02_description": "PAYMENT - THANK YOU", "row_02_amount": "(1,425.80)",
        "row_03_date": "12/09/2025", "row_03_description": "CITY FUEL #2231", "row_03_amount": "14.28",
        "row_04_date": "12/16/2025", "row_04_description": "LATE FEE - PAYMENT PAST DUE", "row_04_amount": "35.00"}),
]
MANIFEST = CorpusManifest(name="x", description="x", questions=[], documents=DOCS)


def test_the_rule_is_whatever_follows_the_last_mark_in_the_notes() -> None:
    q = Question(id="q", question="?",
                 notes="row 3 of card.pdf; derive: not this. derive: value row_03_amount@card.pdf")
    assert derivation(q) == "value row_03_amount@card.pdf"
    assert derivation(Question(id="q", question="?", notes="no rule")) is None
    assert derivation(Question(id="q", question="?")) is None


def test_a_value_is_the_magnitude_of_what_is_printed() -> None:
    assert evaluate("value row_02_amount@card.pdf", MANIFEST) == Derived(
        "1,425.80 ((1,425.80)) [card.pdf]", amount=Decimal("1425.80"))


def test_a_date_is_read_in_any_printed_format() -> None:
    assert evaluate("date row_03_date@card.pdf", MANIFEST) == Derived(
        "2025-12-09 (12/09/2025) [card.pdf]", day=date(2025, 12, 9))
    assert [parse_printed_date(t) for t in ("12/04/2025", "2025-12-04", "December 4, 2025", "Dec 4, 2025",
                                            "04-DEC-2025")] == [date(2025, 12, 4)] * 5
    assert [parse_printed_date(t) for t in ("12/04", "31-FOO-2025", "February 30, 2025", "soon")] == [None] * 4


def test_compare_gives_both_sums_and_their_difference() -> None:
    rule = "compare box1_wages@w2.pdf with ytd_gross@stub.pdf - ytd_401k@stub.pdf - ytd_health@stub.pdf"
    assert evaluate(rule, MANIFEST) == Derived(
        "52,000.00 against 52,000.00: they agree [w2.pdf] [stub.pdf]", amount=Decimal("52000.00"), agree=True)
    rule = "compare box1_wages@w2.pdf with ytd_gross@stub.pdf - ytd_401k@stub.pdf"
    assert evaluate(rule, MANIFEST) == Derived(
        "52,000.00 against 52,600.00: difference 600.00 [w2.pdf] [stub.pdf]", amount=Decimal("600.00"), agree=False)
    # every term counts by its magnitude: a debit of a ledger is what was paid
    assert evaluate("compare row_02_amount@card.pdf with row_01_amount@card.pdf", MANIFEST).amount == \
        Decimal("1164.23")


def test_months_lists_the_months_of_the_documents_that_meet_the_condition() -> None:
    rule = "months period_end where ending_balance < 1000.00 in jan.pdf, feb.pdf, may.pdf"
    assert evaluate(rule, MANIFEST) == Derived(
        "January; May 2025 (2 months, 2 late payments, 2 payments, 2 purchases, 2 charges, 2 transactions, "
        "2 merchants) "
        "[jan.pdf] [feb.pdf] [may.pdf]", items=("January", "May 2025"), count=2)


def test_rows_lists_descriptions_or_months_of_the_rows_that_meet_every_condition() -> None:
    assert evaluate("rows description where amount > 0.00 and amount < 100.00 in card.pdf", MANIFEST).items == (
        "CITY FUEL #2231", "LATE FEE - PAYMENT PAST DUE")
    late = evaluate("rows month where description contains late fee in card.pdf", MANIFEST)
    assert (late.items, late.count) == (("December",), 1)
    assert late.text.startswith("December (1 month, 1 late payment, 1 payment, 1 purchase, 1 charge, 1 transaction, "
                                "1 merchant)")
    assert evaluate("rows description where amount < -1000.00 in card.pdf", MANIFEST).items == (
        "PAYMENT - THANK YOU",)
    assert evaluate("rows description where month = 12 and amount > 0.00 in card.pdf", MANIFEST).items == (
        "CITY FUEL #2231", "LATE FEE - PAYMENT PAST DUE")
    # a card's purchases: its late fee left out
    assert evaluate("rows description where amount > 0.00 and amount < 100.00 and description lacks late fee in "
                    "card.pdf", MANIFEST).items == ("CITY FUEL #2231",)


@pytest.mark.parametrize(("rule", "message"), [
    ("value box1_wages@nowhere.pdf", "no document nowhere.pdf"),
    ("value box2_wages@w2.pdf", "w2.pdf has no field box2_wages"),
    ("value box1_wages", "'box1_wages' is not FIELD@FILE"),
    ("date box1_wages@w2.pdf", "box1_wages@w2.pdf is not a date"),
    ("value pay_date@stub.pdf", "pay_date@stub.pdf is not an amount"),
    ("compare box1_wages@w2.pdf", "compare needs SUM with SUM"),
    ("compare box1_wages@w2.pdf with ytd_gross@stub.pdf * ytd_401k@stub.pdf",
     "expected + or - in 'ytd_gross@stub.pdf * ytd_401k@stub.pdf', got '*'"),
    ("months period_end in jan.pdf", "months needs OUT where CONDITION in FILES"),
    ("months period_end where ending_balance under 5 in jan.pdf", "'ending_balance under 5' is not FIELD OP VALUE"),
    ("months period_end where ending_balance < lots in jan.pdf", "'lots' is not an amount"),
    ("rows balance where amount > 1.00 in card.pdf",
     "rows lists a description or a month, where an amount, a description or a month"),
    ("rows description where month = Nov in card.pdf", "'Nov' is not a month"),
    ("sum box1_wages@w2.pdf", "unknown rule 'sum' (value, date, compare, months, rows)"),
])
def test_a_rule_that_does_not_parse_or_reads_what_is_not_there_is_named(rule: str, message: str) -> None:
    with pytest.raises(DerivationError) as info:
        evaluate(rule, MANIFEST)
    assert str(info.value) == message


def test_list_items_and_counts_are_said_the_way_an_answer_says_them() -> None:
    assert [month_item(date(2025, m, 1)) for m in (1, 5, 6)] == ["January", "May 2025", "June"]
    assert (list_noun(1, "months"), list_noun(3, "late payment")) == ("month", "late payments")
    assert count_phrases(2)[:2] == ["2 months", "2 late payments"]


# The held-out value styles (generator/documents/value_formats.py) in a document's ground truth.
# Before: a statement printed in the cr-dr style read every `CR` as negative (the house styles'
# credit), so its deposits were withdrawals, and rows printed `15.12.2025` or `12.00-` were no
# dates or amounts at all: seed 101's unseen procedural household could not ask 60 questions.
HELD_OUT = CorpusManifest(name="x", description="x", questions=[], documents=[
    DocumentEntry(file="sides.pdf", ground_truth={
        "ending_balance": "1,713.43 CR", "period_end": "31.12.2025",
        "row_01_date": "01.12.2025", "row_01_description": "PAYROLL", "row_01_amount": "3,447.23 CR",
        "row_02_date": "03.12.2025", "row_02_description": "CAFE", "row_02_amount": "22.30 DR"}),
    DocumentEntry(file="minus.pdf", ground_truth={
        "row_01_date": "12/04/25", "row_01_description": "RENT", "row_01_amount": "1,825.00-",
        "row_02_date": "20251205", "row_02_description": "REFUND", "row_02_amount": "$ 12.00",
        "row_03_date": "DEC 06 2025", "row_03_description": "FEE", "row_03_amount": "5.00 CR"}),
])


def test_a_document_that_marks_every_amounts_side_reads_cr_as_the_holders_side() -> None:
    assert evaluate("value ending_balance@sides.pdf", HELD_OUT).amount == Decimal("1713.43")
    assert evaluate("rows description where amount > 0.00 in sides.pdf", HELD_OUT).items == ("PAYROLL",)
    assert evaluate("rows description where amount < 0.00 in sides.pdf", HELD_OUT).items == ("CAFE",)
    # one that marks only some (the house styles' `5.00 CR` is a credit, negative)
    assert evaluate("rows description where amount < 0.00 in minus.pdf", HELD_OUT).items == ("RENT", "FEE")
    assert (marks_sides(["1,713.43 CR", "22.30 DR", "PAYROLL", "31.12.2025"]),
            marks_sides(["5.00 CR", "$ 12.00"]), marks_sides(["PAYROLL"])) == (True, False, False)


def test_held_out_dates_and_amounts_of_the_ground_truth_are_read() -> None:
    assert evaluate("date period_end@sides.pdf", HELD_OUT).day == date(2025, 12, 31)
    assert evaluate("rows month where amount > 0.00 in minus.pdf", HELD_OUT).items == ("December",)
    assert [parse_printed_date(t) for t in ("12/04/25", "20251205", "DEC 06 2025", "4 December 2025")] == [
        date(2025, 12, 4), date(2025, 12, 5), date(2025, 12, 6), date(2025, 12, 4)]
    assert [parse_printed_money(t) for t in ("1,825.00-", "$ 12.00", "12.00 USD", "1 713.43", "12.00 CR", "1.5")] == [
        Decimal("-1825.00"), Decimal("12.00"), Decimal("12.00"), Decimal("1713.43"), Decimal("-12.00"), None]
    assert parse_printed_money("12.00 CR", sides=True) == Decimal("12.00")
