"""The grader: mechanical, case-insensitive checks of needles. The measurement apparatus.

Rules (README "Grading"):
- text on both sides is NFKC-normalized, case-folded, and every whitespace run becomes one space;
- a needle is found in an answer (harness/contract/readings.py says how each printed style reads):
  - a needle that is one amount (`52,340.17`, `$52,340.17`, `-12.00`, `(12.00)`) when an amount
    printed in the answer reads as that value, in any style an issuer prints (`1 713.43`,
    `$ 1,713.43`, `1,713.43 USD`, `12.00-`, `$12.00-`, `12.00 DR`); a cent off or a longer
    number (`11,713.43`) is not found. A signed needle (`-12.00`, `(12.00)`) needs a negative
    reading: `12.00` or `$12.00` is the wrong sign. An unsigned needle is a magnitude (the keys
    ask for "the amount without its sign" of a statement's row, a difference): found whatever
    sign or side the answer prints, as a substring was. CR marks the holder's side, a positive
    balance on an account the holder owns (`1,713.43 CR`) or a negative amount on one the holder
    owes (`12.00 CR`), and the answer alone does not say which: an amount marked CR reads as
    either sign, DR as the negative (a debit against the holder);
  - any other needle when the answer contains it; a date needle (`12/04/2025`) also when a date
    printed in the answer reads as that day, in any style (`12/04/25`, `04.12.2025`, `20251204`,
    `4 December 2025`, `DEC 04 2025`): slashes are month first, dots day first, a two-digit year
    is 2000-2068 for 00-68 and 1969-1999 for 69-99 (the grader has no document to ask);
  - a person's name also written `LAST, FIRST` (`Brooks, Tyler J.`, in any case);
  - a banned needle (mustNotContain) is found when the answer contains it or states its amount
    or date in any style (a ban errs on the side of banning);
- positive checks: each mustContainAll needle; mustContainAny (one check); mustCiteAny (one check);
- banned: mustNotContain needles found in the answer;
- no positive checks and nothing banned-to-check: partial, "no assertions to grade";
- only mustNotContain: correct when nothing banned appears, else wrong;
- otherwise all checks pass and nothing banned: correct; none passes: wrong; else partial;
- negative questions: correct only when the answer declines and contains nothing banned.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import StrEnum
from functools import cached_property

from harness.contract.manifest import Question
from harness.contract.readings import amounts_in, dates_in, fold, name_orders, needle_amount, read_date


class Grade(StrEnum):
    CORRECT = "correct"
    PARTIAL = "partial"
    WRONG = "wrong"


@dataclass(frozen=True)
class GradeResult:
    grade: Grade
    failed: list[str] = field(default_factory=list)


__all__ = ["DECLINE", "STOCK_DECLINES", "Grade", "GradeResult", "fold", "grade", "looks_like_not_found"]


class _Answer:
    """An answer in its matching form, with the amounts and dates printed in it (read once)."""

    def __init__(self, answer: str) -> None:
        self.raw = answer
        self.text = fold(answer)

    @cached_property
    def amounts(self) -> frozenset[Decimal]:
        return amounts_in(self.raw)

    @cached_property
    def dates(self) -> frozenset[date]:
        return dates_in(self.raw)

    def has(self, needle: str) -> bool:
        """A positive check's needle is found (the module's rules)."""
        amount = needle_amount(needle)
        if amount is not None:
            return self._states(amount)
        if any(form in self.text for form in name_orders(needle)):
            return True
        day = read_date(needle)
        return day is not None and day in self.dates

    def bans(self, needle: str) -> bool:
        """A banned needle is found: contained, or its amount or date stated in any style."""
        if fold(needle) in self.text:
            return True
        amount, day = needle_amount(needle), read_date(needle)
        return (amount is not None and self._states(amount)) or (day is not None and day in self.dates)

    def _states(self, amount: Decimal) -> bool:
        """An amount in the answer reads as `amount`; an unsigned one (>= 0) is a magnitude."""
        if amount < 0:
            return amount in self.amounts
        return amount in {abs(a) for a in self.amounts}


# Ways a model says it cannot answer. Each alternative is a phrase, not a lone word.
_DECLINE = re.compile(
    r"\b(?:"
    r"not (?:be )?found|"
    r"no (?:relevant |such |specific )?(?:information|record|records|data|mention|evidence|details?)\b|"
    r"(?:could ?not|cannot|can ?not|can't|couldn't|unable to|was unable to|am unable to|"
    r"did not|didn't|do not|don't) (?:find|locate|determine|identify|see)|"
    r"(?:documents?|context|sources?|records?|files?|text) (?:provided )?(?:do|does|did) not "
    r"(?:contain|mention|include|say|show|state|specify|provide|list)|"
    r"(?:documents?|context|sources?|records?|files?|text) (?:provided )?(?:doesn't|don't|didn't) "
    r"(?:contain|mention|include|say|show|state|specify|provide|list)|"
    r"there (?:is|are|was|were) no\b|"
    r"not (?:mentioned|stated|specified|provided|listed|included|present|available|given|shown)|"
    r"i (?:do not|don't) know|"
    r"no answer|"
    r"insufficient (?:information|context|data)|"
    r"not enough (?:information|context|data)|"
    r"(?:is|are) not (?:in|among) the (?:documents?|context|sources?|files?)|"
    r"n/a\b"
    r")",
)
# The decline sentence: what the reference and extractive pipelines, the oracle and the
# prompt say when the documents lack the answer.
DECLINE = "Not found in the documents."
# The declines every key is checked against (rag-gen lint, selftest's decline pipeline):
# wordy on purpose, so a needle that is a common word of a decline is caught.
STOCK_DECLINES: tuple[str, ...] = (
    DECLINE,
    "I could not find any information about the wages, interest, taxes, income or amounts "
    "for that year in the provided documents.",
    "The documents do not contain that form, payer, employer, bank, account, policy, bill, "
    "statement, date, total or document.",
    "There is no record of this in the documents; no W-2, 1099, 1098, statement or invoice "
    "mentions it.",
    "I don't know: the answer is not available in the documents.",
)

# A stated amount: "$1,234.56", "1234.56", "1.234,56", "52 340.17".
_VALUE = re.compile(r"\$\s?\d|\d[\d,. ]*[.,]\d{2}\b")


def looks_like_not_found(answer: str) -> bool:
    """True when the answer declines (not found, no information, cannot find, ...).

    An answer that states an amount is not a decline, even if it hedges.
    """
    text = fold(answer)
    if not text:
        return False
    return bool(_DECLINE.search(text)) and not _VALUE.search(text)


def grade(question: Question, answer: str) -> GradeResult:
    """Grade one answer against one question's assertions. Pure and total."""
    said = _Answer(answer)
    banned = [n for n in question.must_not_contain if said.bans(n)]
    banned_failures = [f"contains {n}" for n in banned]

    if question.negative:
        failed: list[str] = []
        if not looks_like_not_found(answer):
            failed.append("did not decline")
        failed += banned_failures
        return GradeResult(Grade.WRONG if failed else Grade.CORRECT, failed)

    checks: list[tuple[bool, str]] = [
        (said.has(n), f"missing {n}") for n in question.must_contain_all
    ]
    if question.must_contain_any:
        ok = any(said.has(n) for n in question.must_contain_any)
        checks.append((ok, f"missing any of {' | '.join(question.must_contain_any)}"))
    if question.must_cite_any:
        ok = any(fold(n) in said.text for n in question.must_cite_any)
        checks.append((ok, f"no citation of {' | '.join(question.must_cite_any)}"))

    if not checks:
        if not question.must_not_contain:
            return GradeResult(Grade.PARTIAL, ["no assertions to grade"])
        return GradeResult(Grade.WRONG if banned else Grade.CORRECT, banned_failures)

    failed = [msg for ok, msg in checks if not ok] + banned_failures
    passed = sum(ok for ok, _ in checks)
    if not failed:
        return GradeResult(Grade.CORRECT, [])
    if passed == 0:
        return GradeResult(Grade.WRONG, failed)
    return GradeResult(Grade.PARTIAL, failed)
