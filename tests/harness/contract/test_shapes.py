"""Every printed money and date format, their shapes, and the one amount parser that reads them
all back (harness/contract/shapes.py)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from harness.contract.grade import grade
from harness.contract.manifest import Question
from harness.contract.shapes import (
    DATE_FORMATS,
    MONEY_FORMATS,
    NEGATIVE_FORMATS,
    date_shapes,
    format_date,
    format_money,
    money_shapes,
    parse_amount,
    parse_printed_amount,
)


@pytest.mark.parametrize(("fmt", "negative", "value", "printed"), [
    ("plain", "minus", "1713.43", "1713.43"),
    ("comma", "minus", "1713.43", "1,713.43"),
    ("dollar", "minus", "1713.43", "$1,713.43"),
    ("dollar-plain", "minus", "1713.43", "$1713.43"),
    ("comma", "minus", "-12", "-12.00"),
    ("comma", "parens", "-12", "(12.00)"),
    ("comma", "cr", "-12", "12.00 CR"),
    ("dollar", "minus", "-1234.5", "-$1,234.50"),
    ("dollar", "parens", "-1234.5", "($1,234.50)"),
    ("dollar-plain", "cr", "-1234.5", "$1234.50 CR"),
    ("plain", "parens", "0", "0.00"),
])
def test_money_formats(fmt: str, negative: str, value: str, printed: str) -> None:
    assert format_money(Decimal(value), fmt, negative) == printed
    assert parse_amount(printed) == Decimal(value)
    assert parse_printed_amount(printed) == Decimal(value)


def test_every_format_combination_parses_back() -> None:
    for value in (Decimal("52340.17"), Decimal("-7.05"), Decimal("0.99")):
        for fmt in MONEY_FORMATS:
            for negative in NEGATIVE_FORMATS:
                assert parse_amount(format_money(value, fmt, negative)) == value, (fmt, negative)


@pytest.mark.parametrize(("fmt", "printed"), [
    ("us", "12/04/2025"), ("iso", "2025-12-04"), ("long", "December 4, 2025"), ("short", "Dec 4, 2025"),
    ("dmy", "04-DEC-2025"),
])
def test_date_formats(fmt: str, printed: str) -> None:
    assert format_date(date(2025, 12, 4), fmt) == printed
    assert fmt in DATE_FORMATS


def test_unknown_formats_are_named() -> None:
    known = r"\(known: plain, comma, dollar, dollar-plain\)"
    with pytest.raises(ValueError, match=rf"^unknown money format 'euro' {known}$"):
        format_money(Decimal("1"), "euro")
    with pytest.raises(ValueError, match=r"^unknown negative format 'red' \(known: minus, parens, cr\)$"):
        format_money(Decimal("-1"), "comma", "red")
    with pytest.raises(ValueError, match=r"^unknown date format 'eu' \(known: us, iso, long, short, dmy\)$"):
        format_date(date(2025, 1, 1), "eu")


def test_parse_amount_refuses_what_is_not_an_amount() -> None:
    assert parse_amount("Acme LLC") is None
    assert parse_amount("(-12.00)") is None
    assert parse_amount("-12.00 CR") is None
    assert parse_amount(None) is None
    # a printed amount shows its cents; ids, years and counts are not amounts
    assert parse_printed_amount("2025") is None
    assert parse_printed_amount("12-3456789") is None
    assert parse_printed_amount("(12.00") is None


def test_negative_amounts_have_their_credit_shapes() -> None:
    assert money_shapes(Decimal("-12")) == [
        "-12.00", "-$12.00", "-12,00", "(12.00)", "($12.00)", "12.00 CR", "$12.00 CR"]


def test_grader_accepts_every_printed_shape_of_a_credit() -> None:
    q = Question(id="q", question="?", must_contain_any=money_shapes(Decimal("-12")))
    for negative in NEGATIVE_FORMATS:
        for fmt in MONEY_FORMATS:
            answer = f"The balance is {format_money(Decimal('-12'), fmt, negative)}."
            assert grade(q, answer).grade == "correct", answer


def test_shapes() -> None:
    assert money_shapes(Decimal("52340.17")) == [
        "52340.17", "52,340.17", "$52,340.17", "52.340,17", "52 340.17", "52 340,17"]
    assert money_shapes(Decimal("7.5")) == ["7.50", "$7.50", "7,50"]
    assert money_shapes(Decimal("1234567.891")) == [
        "1234567.89", "1,234,567.89", "$1,234,567.89", "1.234.567,89", "1 234 567.89", "1 234 567,89"]
    assert date_shapes(date(2026, 1, 31)) == ["01/31/2026", "2026-01-31", "January 31, 2026", "Jan 31, 2026",
                                              "31-JAN-2026"]
    assert date_shapes(date(2025, 5, 4)) == ["05/04/2025", "2025-05-04", "May 4, 2025", "04-MAY-2025"]


def test_parse_amount_reads_stored_and_printed_amounts() -> None:
    from decimal import Decimal

    from harness.contract.shapes import parse_amount

    assert parse_amount("52340.17") == Decimal("52340.17")
    assert parse_amount("$52,340.17") == Decimal("52340.17")
    assert parse_amount(" -12.50 ") == Decimal("-12.50")
    assert parse_amount("Acme LLC") is None
    assert parse_amount(None) is None
