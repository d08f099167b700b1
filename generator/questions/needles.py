"""Needles: every shape of a value that must count, and nothing a decline could say."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from harness.contract.shapes import date_shapes, money_comma, money_shapes

NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve")


def money_needles(value: Decimal) -> list[str]:
    """52340.17, 52,340.17, $52,340.17 and the OCR shapes (52.340,17; 52 340.17; 52 340,17)."""
    return money_shapes(value)


def date_needles(value: date) -> list[str]:
    """01/31/2026, 2026-01-31, January 31, 2026 and the unpadded 1/31/2026."""
    shapes = date_shapes(value)
    unpadded = f"{value.month}/{value.day}/{value.year}"
    return list(dict.fromkeys([*shapes, unpadded]))


def value_needles(value: Decimal | date | str) -> list[str]:
    if isinstance(value, Decimal):
        return money_needles(value)
    if isinstance(value, date):
        return date_needles(value)
    return [value]


def count_needles(count: int, noun: str) -> list[str]:
    """`2 W-2`, `two W-2`: a count only counts next to its noun (a bare "2" is too loose)."""
    shapes = [f"{count} {noun}"]
    if count < len(NUMBER_WORDS):
        shapes.append(f"{NUMBER_WORDS[count]} {noun}")
    return shapes


def money_text(value: Decimal) -> str:
    return money_comma(value)
