"""The grader is the measurement apparatus: every rule, every failure message, exactly."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.documents.value_formats import DATE_STYLES, MONEY_STYLES, NAME_STYLES
from generator.questions.needles import value_needles
from harness.contract.grade import Grade, GradeResult, fold, grade, looks_like_not_found
from harness.contract.manifest import Question


def q(**kw: object) -> Question:
    return Question.model_validate({"id": "q-001", "question": "?", **kw})


W2 = "w2_acme_2025.pdf"

CASES = [
    # (name, question kwargs, answer, expected grade, expected failed)
    ("all needles present", {"mustContainAll": ["52,340.17", "Acme"]},
     "Acme paid 52,340.17.", Grade.CORRECT, []),
    ("one of two all-needles missing", {"mustContainAll": ["52,340.17", "Acme"]},
     "It was 52,340.17.", Grade.PARTIAL, ["missing Acme"]),
    ("no all-needle present", {"mustContainAll": ["52,340.17", "Acme"]},
     "No idea.", Grade.WRONG, ["missing 52,340.17", "missing Acme"]),
    ("any: one shape suffices", {"mustContainAny": ["52,340.17", "52340.17"]},
     "Wages: 52340.17", Grade.CORRECT, []),
    ("any: none present", {"mustContainAny": ["52,340.17", "52340.17"]},
     "Wages: 52,000", Grade.WRONG, ["missing any of 52,340.17 | 52340.17"]),
    ("cite: present", {"mustContainAny": ["52,340.17"], "mustCiteAny": [W2, "w2_acme_2025.png"]},
     f"52,340.17 [{W2}]", Grade.CORRECT, []),
    ("cite: missing", {"mustContainAny": ["52,340.17"], "mustCiteAny": [W2, "w2_acme_2025.png"]},
     "52,340.17", Grade.PARTIAL, [f"no citation of {W2} | w2_acme_2025.png"]),
    ("cite only, missing", {"mustCiteAny": [W2]}, "see the W-2", Grade.WRONG, [f"no citation of {W2}"]),
    ("banned with all checks passing is partial",
     {"mustContainAny": ["1,200.00"], "mustNotContain": ["1,100.00"]},
     "1,200.00 (was 1,100.00)", Grade.PARTIAL, ["contains 1,100.00"]),
    ("banned and no check passing is wrong",
     {"mustContainAny": ["1,200.00"], "mustNotContain": ["1,100.00"]},
     "1,100.00", Grade.WRONG, ["missing any of 1,200.00", "contains 1,100.00"]),
    ("mustNotContain only, clean answer is correct", {"mustNotContain": ["3 W-2s"]},
     "Two W-2 forms.", Grade.CORRECT, []),
    ("mustNotContain only, banned answer is wrong", {"mustNotContain": ["3 W-2s"]},
     "They got 3 W-2s.", Grade.WRONG, ["contains 3 W-2s"]),
    ("no assertions is partial", {}, "anything at all", Grade.PARTIAL, ["no assertions to grade"]),
    ("no assertions, empty answer", {}, "", Grade.PARTIAL, ["no assertions to grade"]),
    ("a decline to a positive question is wrong", {"mustContainAny": ["52,340.17"]},
     "Not found in the documents.", Grade.WRONG, ["missing any of 52,340.17"]),
    ("negative: decline is correct", {"negative": True, "mustNotContain": ["4,410.00"]},
     "Not found in the documents.", Grade.CORRECT, []),
    ("negative: a value is wrong", {"negative": True},
     "The 1099-B shows proceeds of $4,410.00.", Grade.WRONG, ["did not decline"]),
    ("negative: banned value without decline", {"negative": True, "mustNotContain": ["4,410.00"]},
     "Proceeds were 4,410.00", Grade.WRONG, ["did not decline", "contains 4,410.00"]),
    ("negative: decline naming a banned needle", {"negative": True, "mustNotContain": ["Globex"]},
     "There is no 1099 from Globex in the documents.", Grade.WRONG, ["contains Globex"]),
    ("case-insensitive", {"mustContainAll": ["ACME WIDGETS"]}, "acme widgets llc", Grade.CORRECT, []),
    ("non-breaking space folds to a space", {"mustContainAll": ["52,340.17 USD"]},
     "52,340.17\u00a0usd", Grade.CORRECT, []),
    ("whitespace runs collapse on both sides", {"mustContainAll": ["January  31,\n2026"]},
     "due January 31,\u00a0 2026", Grade.CORRECT, []),
    ("NFKC: full-width digits match", {"mustContainAll": ["52,340.17"]},
     "\uff15\uff12,\uff13\uff14\uff10.\uff11\uff17", Grade.CORRECT, []),
    ("NFKC: ligature folds", {"mustContainAll": ["office"]}, "the o\ufb03ce", Grade.CORRECT, []),
]


@pytest.mark.parametrize(
    ("kw", "answer", "expected", "failed"),
    [c[1:] for c in CASES],
    ids=[c[0] for c in CASES],
)
def test_grade_rules(kw: dict, answer: str, expected: Grade, failed: list[str]) -> None:
    assert grade(q(**kw), answer) == GradeResult(expected, failed)


def test_nbsp_inside_needle_matches_plain_space() -> None:
    assert grade(q(mustContainAll=["$ 52,340.17"]), "$\u00a052,340.17").grade is Grade.CORRECT


def test_grade_values_are_strings() -> None:
    assert [g.value for g in Grade] == ["correct", "partial", "wrong"]
    assert Grade.CORRECT == "correct"


def test_fold() -> None:
    assert fold("  A\u00a0\tB\n\nC  ") == "a b c"
    assert fold("Stra\u00dfe") == "strasse"


DECLINES = [
    "Not found in the documents.",
    "not found in the documents",
    "I could not find that information.",
    "I couldn't find a 1099-B.",
    "I cannot find any record of it.",
    "I was unable to find the policy.",
    "The documents do not contain a 1099-B.",
    "The provided documents don't mention Globex.",
    "There is no 1099-R in the documents.",
    "No information about a 2023 W-2 is available.",
    "That is not mentioned in the documents.",
    "No record of a payment from Initech.",
    "I don't know.",
    "This is not available in the documents.",
    "The context does not specify a due date.",
]
VALUES = [
    "The W-2 box 1 wages were $52,340.17 [w2_acme_2025.pdf].",
    "52340.17",
    "Acme Widgets withheld 6,021.44.",
    "The policy is effective January 31, 2026.",
    "Two W-2 forms.",
    "There is no doubt: it was $5,000.00.",
    "",
]


@pytest.mark.parametrize("answer", DECLINES)
def test_looks_like_not_found_recognizes_declines(answer: str) -> None:
    assert looks_like_not_found(answer) is True


@pytest.mark.parametrize("answer", VALUES)
def test_looks_like_not_found_does_not_fire_on_values(answer: str) -> None:
    assert looks_like_not_found(answer) is False


# --- properties -----------------------------------------------------------------------

needle = st.text(min_size=1, max_size=12)
questions = st.builds(
    lambda all_, any_, cite, banned, neg: q(
        mustContainAll=all_, mustContainAny=any_, mustCiteAny=cite, mustNotContain=banned, negative=neg
    ),
    st.lists(needle, max_size=3),
    st.lists(needle, max_size=3),
    st.lists(st.sampled_from(["a.pdf", "b/c.png", "w2.pdf"]), max_size=2),
    st.lists(needle, max_size=3),
    st.booleans(),
)
RANK = {Grade.WRONG: 0, Grade.PARTIAL: 1, Grade.CORRECT: 2}


@settings(max_examples=300, deadline=None)
@given(questions, st.text(max_size=200))
def test_grading_never_raises_and_is_pure(question: Question, answer: str) -> None:
    first = grade(question, answer)
    assert first == grade(question, answer)
    assert first.grade in set(Grade)
    assert (first.grade is Grade.CORRECT) == (first.failed == [])


@settings(max_examples=300, deadline=None)
@given(questions, st.text(max_size=100), st.data())
def test_adding_a_banned_needle_never_improves_the_grade(question: Question, answer: str, data) -> None:
    if not question.must_not_contain:
        return
    banned = data.draw(st.sampled_from(question.must_not_contain))
    after = grade(question, answer + " " + banned)
    # The appended needle may also satisfy a positive check, so compare with the grade the
    # same text gets when nothing is banned: the ban can only lower it, and never to correct.
    clean = question.model_copy(update={"must_not_contain": []})
    assert RANK[after.grade] <= RANK[grade(clean, answer + " " + banned).grade]
    assert after.grade is not Grade.CORRECT


# --- every printed style of a value (generator/documents/value_formats.py, seen and unseen) ----------

# style -> (split, the printed 1713.43, its verdict, the printed -12.00, its verdict): a key's needles
# are the generator's (money_needles), the answer is the printed value copied verbatim.
MONEY_VERDICTS = {
    "plain": ("seen", "1713.43", Grade.CORRECT, "-12.00", Grade.CORRECT),
    "comma": ("seen", "1,713.43", Grade.CORRECT, "-12.00", Grade.CORRECT),
    "dollar": ("seen", "$1,713.43", Grade.CORRECT, "-$12.00", Grade.CORRECT),
    "dollar-plain": ("seen", "$1713.43", Grade.CORRECT, "-$12.00", Grade.CORRECT),
    "comma-parens": ("seen", "1,713.43", Grade.CORRECT, "(12.00)", Grade.CORRECT),
    "dollar-parens": ("seen", "$1,713.43", Grade.CORRECT, "($12.00)", Grade.CORRECT),
    "comma-cr": ("seen", "1,713.43", Grade.CORRECT, "12.00 CR", Grade.CORRECT),
    "dollar-cr": ("seen", "$1,713.43", Grade.CORRECT, "$12.00 CR", Grade.CORRECT),
    "trailing-minus": ("unseen", "1,713.43", Grade.CORRECT, "12.00-", Grade.CORRECT),
    "dollar-trailing-minus": ("unseen", "$1,713.43", Grade.CORRECT, "$12.00-", Grade.CORRECT),
    "cr-dr": ("unseen", "1,713.43 CR", Grade.CORRECT, "12.00 DR", Grade.CORRECT),
    "dollar-space": ("unseen", "$ 1,713.43", Grade.CORRECT, "-$ 12.00", Grade.CORRECT),
    "usd-suffix": ("unseen", "1,713.43 USD", Grade.CORRECT, "-12.00 USD", Grade.CORRECT),
    "space-thousands": ("unseen", "1 713.43", Grade.CORRECT, "-12.00", Grade.CORRECT),
}
DAYS = (date(2025, 12, 4), date(2026, 1, 31), date(2025, 5, 9))
DATE_VERDICTS = {
    "us": ("seen", ("12/04/2025", "01/31/2026", "05/09/2025")),
    "iso": ("seen", ("2025-12-04", "2026-01-31", "2025-05-09")),
    "long": ("seen", ("December 4, 2025", "January 31, 2026", "May 9, 2025")),
    "short": ("seen", ("Dec 4, 2025", "Jan 31, 2026", "May 9, 2025")),
    "dmy": ("seen", ("04-DEC-2025", "31-JAN-2026", "09-MAY-2025")),
    "us-short-year": ("unseen", ("12/04/25", "01/31/26", "05/09/25")),
    "dotted": ("unseen", ("04.12.2025", "31.01.2026", "09.05.2025")),
    "compact": ("unseen", ("20251204", "20260131", "20250509")),
    "day-month-long": ("unseen", ("4 December 2025", "31 January 2026", "9 May 2025")),
    "month-upper": ("unseen", ("DEC 04 2025", "JAN 31 2026", "MAY 09 2025")),
}
PEOPLE = ("Tyler J. Brooks", "Ana Ruiz Jr.")
NAME_VERDICTS = {
    "as-given": ("seen", ("Tyler J. Brooks", "Ana Ruiz Jr.")),
    "upper": ("unseen", ("TYLER J. BROOKS", "ANA RUIZ JR.")),
    "last-first": ("unseen", ("Brooks, Tyler J.", "Ruiz Jr., Ana")),
    "last-first-upper": ("unseen", ("BROOKS, TYLER J.", "RUIZ JR., ANA")),
}


def said(printed: str) -> str:
    return f"According to the form it is {printed} [w2_acme_2025.pdf]."


def test_the_tables_name_every_style() -> None:
    assert (list(MONEY_VERDICTS), list(DATE_VERDICTS), list(NAME_VERDICTS)) == (
        list(MONEY_STYLES), list(DATE_STYLES), list(NAME_STYLES))


@pytest.mark.parametrize("style", list(MONEY_VERDICTS))
def test_a_verbatim_amount_in_every_money_style_is_correct(style: str) -> None:
    split, positive, positive_verdict, negative, negative_verdict = MONEY_VERDICTS[style]
    f = MONEY_STYLES[style]
    assert (f.split, f(Decimal("1713.43")), f(Decimal("-12"))) == (split, positive, negative)
    assert grade(q(mustContainAny=value_needles(Decimal("1713.43"))), said(positive)).grade is positive_verdict
    assert grade(q(mustContainAny=value_needles(Decimal("-12"))), said(negative)).grade is negative_verdict


@pytest.mark.parametrize("style", list(DATE_VERDICTS))
def test_a_verbatim_date_in_every_date_style_is_correct(style: str) -> None:
    split, printed = DATE_VERDICTS[style]
    f = DATE_STYLES[style]
    assert (f.split, tuple(f(d) for d in DAYS)) == (split, printed)
    assert [grade(q(mustContainAny=value_needles(d)), said(p)).grade for d, p in zip(DAYS, printed, strict=True)] == [
        Grade.CORRECT] * 3


@pytest.mark.parametrize("style", list(NAME_VERDICTS))
def test_a_verbatim_name_in_every_name_style_is_correct(style: str) -> None:
    split, printed = NAME_VERDICTS[style]
    f = NAME_STYLES[style]
    assert (f.split, tuple(f(n) for n in PEOPLE)) == (split, printed)
    assert [grade(q(mustContainAll=[n]), said(p)).grade for n, p in zip(PEOPLE, printed, strict=True)] == [
        Grade.CORRECT] * 2


WRONG_VALUES = [
    # (what, needles, answer, grade)
    ("a cent off", value_needles(Decimal("1713.43")), "1,713.44", Grade.WRONG),
    ("a cent off, space-thousands", value_needles(Decimal("1713.43")), "1 713.42", Grade.WRONG),
    ("a longer number holding the needle", value_needles(Decimal("1713.43")), "11,713.43", Grade.WRONG),
    ("a positive for a negative", value_needles(Decimal("-12")), "$12.00", Grade.WRONG),
    ("USD is no sign", value_needles(Decimal("-12")), "12.00 USD", Grade.WRONG),
    ("a positive for a negative, spaced dollar", value_needles(Decimal("-1713.43")), "$ 1,713.43", Grade.WRONG),
    ("a cent off, trailing minus", value_needles(Decimal("-12")), "12.01-", Grade.WRONG),
    ("a cent off, DR", value_needles(Decimal("-12")), "12.01 DR", Grade.WRONG),
    ("CR is either side", value_needles(Decimal("1713.43")), "1,713.43 CR", Grade.CORRECT),
    ("CR is either side (negative)", value_needles(Decimal("-1713.43")), "1,713.43 CR", Grade.CORRECT),
    # an unsigned key is a magnitude ("the amount without its sign" of a row): any sign is found
    ("an unsigned key, a leading minus", value_needles(Decimal("1713.43")), "-1,713.43", Grade.CORRECT),
    ("an unsigned key, DR", value_needles(Decimal("1713.43")), "1,713.43 DR", Grade.CORRECT),
    ("an unsigned key, a trailing minus", value_needles(Decimal("1713.43")), "$1,713.43-", Grade.CORRECT),
    ("an unsigned key, parentheses", value_needles(Decimal("1713.43")), "(1,713.43)", Grade.CORRECT),
    ("a day off, two-digit year", value_needles(date(2025, 12, 4)), "12/05/25", Grade.WRONG),
    ("a month off, dotted", value_needles(date(2025, 12, 4)), "04.11.2025", Grade.WRONG),
    ("dotted read month first is another day", value_needles(date(2025, 4, 12)), "04.12.2025", Grade.WRONG),
    ("a day off, compact", value_needles(date(2025, 12, 4)), "20251205", Grade.WRONG),
    ("a year off, two digits", value_needles(date(2025, 12, 4)), "12/04/24", Grade.WRONG),
    ("a year off, month upper", value_needles(date(2025, 12, 4)), "DEC 04 2024", Grade.WRONG),
    ("a day off, day-month-long", value_needles(date(2025, 12, 4)), "5 December 2025", Grade.WRONG),
    ("another middle initial", ["Tyler J. Brooks"], "BROOKS, TYLER K.", Grade.WRONG),
    ("another first name", ["Tyler J. Brooks"], "Brooks, Tina J.", Grade.WRONG),
    ("another person", ["Tyler J. Brooks"], "Ruiz Jr., Ana", Grade.WRONG),
    ("the name without its middle initial", ["Tyler J. Brooks"], "Brooks, Tyler", Grade.WRONG),
]


@pytest.mark.parametrize(("needles", "answer", "expected"), [c[1:] for c in WRONG_VALUES],
                         ids=[c[0] for c in WRONG_VALUES])
def test_a_wrong_value_in_any_style_stays_wrong(needles: list[str], answer: str, expected: Grade) -> None:
    assert grade(q(mustContainAny=needles), said(answer)).grade is expected


def test_a_banned_amount_or_date_is_banned_in_any_style() -> None:
    question = q(negative=True, mustNotContain=value_needles(Decimal("-12"))[:3] + value_needles(date(2025, 12, 4))[:1])
    assert grade(question, "Not found in the documents.") == GradeResult(Grade.CORRECT, [])
    assert grade(question, "Not found; the notice says 12.00- on 12/04/25.") == GradeResult(
        Grade.WRONG, ["did not decline", "contains -12.00", "contains -$12.00", "contains -12,00",
                      "contains 12/04/2025"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text("0123456789.,$-() /crdusCRDUSDecJan", min_size=1, max_size=14), min_size=1, max_size=3),
       st.text("0123456789.,$-() /crdusCRDUSDecJan", max_size=60))
def test_grading_values_never_raises(needles: list[str], answer: str) -> None:
    first = grade(q(mustContainAny=needles, mustNotContain=needles[:1]), answer)
    assert first == grade(q(mustContainAny=needles, mustNotContain=needles[:1]), answer)
