"""generator/questions/listing.py: every item that meets a condition, on the hand-built household
(household.py) and on the planned seed-42 household."""

from __future__ import annotations

from random import Random

from generator.corpus.writer import Corpus
from generator.questions.listing import lists
from generator.questions.view import CorpusView
from harness.contract.derive import derivation
from harness.contract.grade import Grade, grade
from harness.contract.manifest import CorpusManifest
from harness.contract.oracle import ground_truth_answer
from tests.generator.questions.household import of_category, planned_household


def test_list_names_every_withdrawal_over_a_round_amount(view: CorpusView) -> None:
    drafts = lists(view, Random(1), 4)
    # December's withdrawals: 64.80, 95.40, 850.00, 1,200.00; the roundest amounts between two of them: $70,
    # $500, $1,000 (over $1,000 is one item: not a list); items in the order the statement prints them
    assert sorted((d.must_contain_all, d.must_contain_any[0], d.must_cite_any) for d in drafts) == [
        (["CHECK PAYMENT SUMMIT ROOFING", "DEBIT CARD FRESHMART GROCERY", "LAKESHORE MORTGAGE PMT"],
         "3 transactions", ["bank_12.pdf"]),
        (["CHECK PAYMENT SUMMIT ROOFING", "LAKESHORE MORTGAGE PMT"], "2 transactions", ["bank_12.pdf"]),
    ]
    assert {d.notes.rsplit("rows description where ", 1)[1] for d in drafts} == {
        "amount < -500.00 in bank_12.pdf", "amount < -70.00 in bank_12.pdf"}


def test_late_payments_are_the_months_of_the_late_fees(seed42: tuple[Corpus, CorpusManifest]) -> None:
    corpus, m = seed42
    late = [s.closing_date.month for s in corpus.world.card.statements[10:] if s.late_fee]
    assert late == [11]
    (q,) = [q for q in of_category(m, "list") if "contains LATE FEE" in (derivation(q) or "")]
    assert q.question == ("When did my Redwood Card Services card payment come in late? Name the months and say how "
                          "many late payments.")
    assert (q.must_contain_all, q.must_contain_any[:2]) == (["November"], ["1 late payment", "one late payment"])
    assert len(q.must_cite_any) == 3  # every statement the rule reads over


def test_a_list_key_that_leaves_out_an_item_fails_the_oracle(seed42: tuple[Corpus, CorpusManifest]) -> None:
    _, m = seed42
    q = next(q for q in of_category(m, "list") if len(q.must_contain_all) >= 2)
    broken = q.model_copy(update={"must_contain_all": [*q.must_contain_all[:-1], "Octember"]})
    assert grade(broken, ground_truth_answer(broken, m)).grade is Grade.PARTIAL


def test_a_list_of_merchants_under_an_amount_asks_under_it() -> None:
    """Rows that repeat a description are listed as merchants; the ask says the rule's direction
    (a list under $460 was once asked as "a charge over $460")."""
    _, m = planned_household(46)
    (q,) = [q for q in of_category(m, "list") if "merchants" in q.question]
    assert q.question == ("On my Sterling Card Services card statement for November 2025, which stores got a charge "
                          "under $460? Name them and count the merchants.")
    assert (derivation(q) or "").startswith("rows description where amount > 0.00 and amount < 460.00 in ")
    assert q.must_contain_all == ["PETPAL SUPPLY", "SWIFT RIDESHARE", "FRESHMART GROCERY", "PIXEL ELECTRONICS",
                                  "QUICKWASH LAUNDRY", "GARDEN GROVE NURSERY"]


def test_a_card_s_purchases_leave_its_late_fee_out() -> None:
    """A late fee is no purchase and no merchant: a card's lists leave it out, and their rules say so."""
    _, m = planned_household(57)
    (q,) = [q for q in of_category(m, "list") if "merchants" in q.question]
    assert q.question == ("On last December's Keystone Card Services card statement, which stores got a charge under "
                          "$70? Name them and count the merchants.")
    assert (derivation(q) or "").startswith("rows description where amount > 0.00 and amount < 70.00 and "
                                            "description lacks LATE FEE in ")
    assert q.must_contain_all == ["CITY FUEL #2231", "OFFICE DEPOT PLUS", "AIRLINK TRAVEL", "PETPAL SUPPLY"]
    assert grade(q, ground_truth_answer(q, m)).grade is Grade.CORRECT
