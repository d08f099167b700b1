"""The grader: mechanical, case-insensitive substring checks. The measurement apparatus.

Rules (README "Grading"):
- text on both sides is NFKC-normalized, case-folded, and every whitespace run becomes one space;
- positive checks: each mustContainAll needle; mustContainAny (one check); mustCiteAny (one check);
- banned: mustNotContain needles found in the answer;
- no positive checks and nothing banned-to-check: partial, "no assertions to grade";
- only mustNotContain: correct when nothing banned appears, else wrong;
- otherwise all checks pass and nothing banned: correct; none passes: wrong; else partial;
- negative questions: correct only when the answer declines and contains nothing banned.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from enum import StrEnum

from harness.contract.manifest import Question

_WS = re.compile(r"\s+")


class Grade(StrEnum):
    CORRECT = "correct"
    PARTIAL = "partial"
    WRONG = "wrong"


@dataclass(frozen=True)
class GradeResult:
    grade: Grade
    failed: list[str] = field(default_factory=list)


def fold(text: str) -> str:
    """The matching form of a text: NFKC, case-folded, whitespace runs collapsed."""
    return _WS.sub(" ", unicodedata.normalize("NFKC", text).casefold()).strip()


def _contains(haystack: str, needle: str) -> bool:
    return fold(needle) in haystack


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
    text = fold(answer)
    banned = [n for n in question.must_not_contain if _contains(text, n)]
    banned_failures = [f"contains {n}" for n in banned]

    if question.negative:
        failed: list[str] = []
        if not looks_like_not_found(answer):
            failed.append("did not decline")
        failed += banned_failures
        return GradeResult(Grade.WRONG if failed else Grade.CORRECT, failed)

    checks: list[tuple[bool, str]] = [
        (_contains(text, n), f"missing {n}") for n in question.must_contain_all
    ]
    if question.must_contain_any:
        ok = any(_contains(text, n) for n in question.must_contain_any)
        checks.append((ok, f"missing any of {' | '.join(question.must_contain_any)}"))
    if question.must_cite_any:
        ok = any(_contains(text, n) for n in question.must_cite_any)
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
