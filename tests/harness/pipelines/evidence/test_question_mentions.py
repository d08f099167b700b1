"""What a question mentions (harness/pipelines/evidence/question_mentions.py), the pieces both
baselines read questions with: names, ids, years, dates, the sides of a comparison, the docType
it names; a field's label words (doc_facts.py)."""

from __future__ import annotations

import pytest

from harness.pipelines.evidence.doc_facts import label_words
from harness.pipelines.evidence.doc_finder import without_mentions
from harness.pipelines.evidence.question_mentions import (
    Mentions,
    date_shapes,
    mentions,
    name_forms,
    named_type,
    question_sides,
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Look up the opening balance on the bank statement from Tidewater National Bank for the period "
         "ending December 31, 2025. What amount does it show?",
         Mentions(("Tidewater National Bank",), (), (), ("2025-12-31",))),
        ("The 2025 Form W-2 from Chang, Johnston and Burke was corrected. What is the corrected box 1 wages?",
         Mentions(("Chang, Johnston and Burke",), ("W-2",), ("2025",), ())),
        ("How much is the invoice total on the invoice from Robinson Landscaping number INV-254512?",
         Mentions(("Robinson Landscaping",), ("INV-254512",), (), ())),
        ("Which payer reported more interest income on its 2025 Form 1099-INT: Evergreen National Bank or "
         "Fairhaven Bank & Trust?",
         Mentions(("Evergreen National Bank", "Fairhaven Bank & Trust"), ("1099-INT",), ("2025",), ())),
        ("Look up the real estate tax shown in box 10 on the 2025 Form 1098 from Pioneer Home Loans. "
         "What amount does it show?", Mentions(("Pioneer Home Loans",), (), ("2025",), ())),
        ("What was paid on 1/17/2025?", Mentions((), (), (), ("2025-01-17",))),
        ("What were the box 1 wages on the 2025 Form W-2 from Butler-Black?",
         Mentions(("Butler-Black",), ("W-2",), ("2025",), ())),
        # the pronoun after a name is no part of it
        ("From the 2025 Form 1099-INT from Redwood Bank, I need the interest income in box 1.",
         Mentions(("Redwood Bank",), ("1099-INT",), ("2025",), ())),
        ("What did Tyler Brooks and I pay in rent?", Mentions(("Tyler Brooks",), (), (), ())),
        # a possessive is no part of the name the document prints
        ("How much was Wendy Lee's take-home on my paycheck from Miller Group on December 31, 2025?",
         Mentions(("Wendy Lee", "Miller Group"), (), (), ("2025-12-31",))),
        ("What did Brittany Lam’s account at Clearwater National Bank earn in 2025?",
         Mentions(("Brittany Lam", "Clearwater National Bank"), (), ("2025",), ())),
        # a tax's name is no issuer's; the agency that pays it is
        ("How much pay was counted for Social Security on the 2025 W-2 from Kelly-Sandoval?",
         Mentions(("Kelly-Sandoval",), ("W-2",), ("2025",), ())),
        ("What did the Social Security Administration pay Ann Lee?",
         Mentions(("Social Security Administration", "Ann Lee"), (), (), ())),
    ],
)
def test_mentions(question: str, expected: Mentions) -> None:
    assert mentions(question) == expected


def test_date_shapes_andlabel_words() -> None:
    assert date_shapes("2025-02-01") == ["2025-02-01", "02/01/2025", "2/1/2025", "February 1, 2025"]
    assert label_words(r"re:Lease\s+begins\s+on") == "Lease begins on"
    assert label_words("Beginning balance") == "Beginning balance"


def test_each_side_of_a_comparison_keeps_its_own_dates_and_ids() -> None:
    from harness.pipelines.evidence.doc_finder import one_side

    q = ("Which utility bill had the larger amount due: the one from Northgate Water District dated "
         "November 4, 2025 or the one from Heritage Power & Light dated December 2, 2025?")
    m = mentions(q)
    assert one_side(q, "Northgate Water District", m) == Mentions(("Northgate Water District",), (), (),
                                                                  ("2025-11-04",))
    assert one_side(q, "Heritage Power & Light", m) == Mentions(("Heritage Power & Light",), (), (),
                                                                ("2025-12-02",))
    q2 = ("Which invoice is larger: the one from Hubbard Pest Control number INV-2569004 or the one from "
          "Pearson Co?")
    m2 = mentions(q2)
    assert one_side(q2, "Hubbard Pest Control", m2).ids == ("INV-2569004",)
    assert one_side(q2, "Pearson Co", m2).ids == ()
    # no " or ": the side is the whole question
    q3 = "What is box 1 on the 2025 Form W-2 from Acme Tool Works?"
    expected = Mentions(("Acme Tool Works",), ("W-2",), ("2025",), ())
    assert one_side(q3, "Acme Tool Works", mentions(q3)) == expected


pytestmark = pytest.mark.xdist_group("run-chain")


def test_question_sides_and_named_types() -> None:
    assert named_type("How many Forms W-2 (not counting any W-2c) did the household receive?") == ("W-2", "W-2")
    assert named_type("How many Forms 1099 did the household receive?") == ("1099", "1099")
    assert named_type("How much is due?") == (None, None)
    a, b = question_sides("Which invoice is larger: the one from Hubbard Pest Control number INV-2569004 or "
                          "the one from Pearson Appliance Repair number INV-2577002?")
    assert (a.names, a.ids, b.names, b.ids) == (("Hubbard Pest Control",), ("INV-2569004",),
                                                ("Pearson Appliance Repair",), ("INV-2577002",))
    (whole,) = question_sides("What were the 2025 wages from Bluefin Supply Co?")
    assert whole.names == ("Bluefin Supply Co",) and whole.years == ("2025",)


def test_a_name_s_forms_are_as_written_and_last_name_first() -> None:
    assert name_forms("Tyler J. Brooks") == ["tylerjbrooks", "brookstylerj"]
    assert name_forms("Ana Ruiz Jr.") == ["anaruizjr", "ruizjrana"]
    assert name_forms("Cher") == ["cher"]
    assert name_forms("Jr. Smith") == ["jrsmith", "smithjr"]


def test_what_says_which_field_leaves_out_the_words_that_pick_a_statement_by_its_period_end() -> None:
    """"for the period ending December 31, 2025" picks the statement; its "ending" is no ending balance.
    Names and ids go too; a date after other words stays ("paid on": a pay stub's year-to-date questions
    read better with it)."""
    def plain(q: str) -> str:
        return " ".join(without_mentions(q, mentions(q)).split())

    assert plain("What was the opening balance on the bank statement from Pioneer Bank & Trust for the period "
                 "ending December 31, 2025?") == "What was the opening balance on the bank statement from ?"
    assert plain("What is the new balance on the card statement closing 12/21/2025?") == (
        "What is the new balance on the card statement ?")
    assert plain("What is the year-to-date gross pay on the pay stub from Hardy Inc paid on December 31, 2025?") == (
        "What is the year-to-date gross pay on the pay stub from paid on December 31, 2025?")
    # a month of a year picks the statement too ("for December 2025": no date field of it)
    assert plain("Does December's interest on my Granite Bank statement for December 2025 account for it?") == (
        "Does December's interest on my statement account for it?")
