"""The months an account's statements closed beyond an amount (harness.pipelines.evidence.month_lists),
over a real store of hand-made statements."""

from __future__ import annotations

import pytest

from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.month_lists import balance_months
from harness.pipelines.evidence.question_reading import read_question
from harness.pipelines.evidence.reply import DECLINED, Reply
from harness.pipelines.extractive.shapes import answer_by_shape
from tests.harness.pipelines.hand_store import finder_over


def _statement(month: int, ending: str | None) -> tuple[str, str, dict[str, tuple[str, str]]]:
    end = f"2025-{month:02d}-28"
    text = f"Evergreen National Bank\nStatement period ending {month:02d}/28/2025\nEnding balance ${ending or '1.00'}"
    fields = {"period_end": (f"{month:02d}/28/2025", end)}
    if ending is not None:
        fields["ending_balance"] = (f"${ending}", ending.replace(",", ""))
    return "bank-statement", text, fields


@pytest.fixture(scope="module")
def finder(tmp_path_factory: pytest.TempPathFactory) -> DocFinder:
    return finder_over(tmp_path_factory.mktemp("store"), {
        "jan.pdf": _statement(1, "31,000.00"),
        "feb.pdf": _statement(2, "31,400.10"),
        "may.pdf": _statement(5, "35,900.00"),
        "dec.pdf": (_statement(12, None)[0], "Evergreen National Bank\nStatement period ending 12/28/2025\n"
                    "Ending balance $36,215.64", {"period_end": ("12/28/2025", "2025-12-28")}),  # not harvested
        "other.pdf": ("bank-statement", "Tidewater National Bank\nEnding balance $99,000.00",
                      {"period_end": ("06/30/2025", "2025-06-30"), "ending_balance": ("$99,000.00", "99000.00")}),
        "card.pdf": ("credit-card-statement", "Redwood Card Services\nNew balance 1,425.80",
                     {"closing_date": ("11/21/2025", "2025-11-21"), "new_balance": ("1,425.80", "1425.80"),
                      "issuer_name": ("Redwood Card Services", "Redwood Card Services")}),
        "pays.pdf": ("bank-statement", "Tidewater National Bank\n11/30 REDWOOD CARD SERVICES PAYMENT 1,425.80",
                     {"period_end": ("11/30/2025", "2025-11-30"), "ending_balance": ("$1,999.00", "1999.00"),
                      "bank_name": ("Tidewater National Bank", "Tidewater National Bank")})})


def _ask(finder: DocFinder, question: str) -> Reply | None:
    return balance_months(finder, read_question(finder, question, [], rank_fields=lambda t: []))


EVERGREEN = "[dec.pdf] [feb.pdf] [jan.pdf] [may.pdf]"
CITED = ("dec.pdf", "feb.pdf", "jan.pdf", "may.pdf")


def test_the_months_a_balance_ended_beyond_an_amount_are_named_and_counted(finder: DocFinder) -> None:
    """Every statement of the issuer named is read (a balance the harvest missed as printed); May, too
    short a needle alone, as `May 2025`; months in the year's order; every statement read cited."""
    assert _ask(finder, "Which Evergreen National Bank statements of 2025 closed with more than $35,500 in the "
                        "account? Name the months and say how many.") == Reply(
        f"May 2025; December; 2 months {EVERGREEN}", CITED)
    assert _ask(finder, "List every month of 2025, one by one, when the Evergreen National Bank account finished "
                        "under $31,500, and count them.") == Reply(f"January; February; 2 months {EVERGREEN}", CITED)
    assert _ask(finder, "In which months of 2025 did my Evergreen National Bank balance end below $31,200? Name "
                        "each month and say how many.") == Reply(f"January; 1 month {EVERGREEN}", CITED)
    # a bank statement paying the card prints its name: not the card's account
    assert _ask(finder, "In which months did my Redwood Card Services card statement close owing more than $1,000? "
                        "Name each month and say how many.") == Reply("November; 1 month [card.pdf]", ("card.pdf",))


def test_other_questions_are_left_to_other_shapes(finder: DocFinder) -> None:
    assert _ask(finder, "In which months of 2025 did my Evergreen National Bank balance end above $90,000? Name "
                        "each month and say how many.") is DECLINED
    assert _ask(finder, "In which months of 2024 did my Evergreen National Bank balance end above $1? Name "
                        "each month and say how many.") is None  # no statement holds that year
    assert _ask(finder, "On my Redwood Card Services card statement, which charges were more than $800? List "
                        "them and count them.") is None  # rows, not months
    assert _ask(finder, "In which months did my balance end above $1? Name each month.") is None  # no issuer named


def test_the_extractive_answers_it_before_a_statement_s_rows(finder: DocFinder) -> None:
    q = read_question(finder, "Which Evergreen National Bank statements of 2025 closed with more than $35,500 in "
                              "the account? Name the months and say how many.", [], rank_fields=lambda t: [])
    assert answer_by_shape(finder, q) == Reply(f"May 2025; December; 2 months {EVERGREEN}", CITED)
