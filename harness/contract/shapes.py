"""How money and dates are printed, normalized and OCR-misread: the shapes a value takes.

One place for these so the PDF renderer, the scan simulator and the question synthesizer
agree on what counts as the same value. Money is `Decimal` rounded to cents.
"""

from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")

MONEY_FORMATS = ("plain", "comma", "dollar")
DATE_FORMATS = ("us", "iso", "long")


def cents(value: Decimal | int | str) -> Decimal:
    """Round to cents, half up (how payroll and banks round)."""
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def money_plain(value: Decimal) -> str:
    """The normalized shape: `52340.17` (probe `expected`)."""
    return f"{cents(value):.2f}"


def money_comma(value: Decimal) -> str:
    """`52,340.17`"""
    return f"{cents(value):,.2f}"


def money_dollar(value: Decimal) -> str:
    """`$52,340.17` (a negative value prints `-$52.00`)."""
    v = cents(value)
    return f"-${-v:,.2f}" if v < 0 else f"${v:,.2f}"


def format_money(value: Decimal, fmt: str = "comma") -> str:
    if fmt == "plain":
        return money_plain(value)
    if fmt == "comma":
        return money_comma(value)
    if fmt == "dollar":
        return money_dollar(value)
    raise ValueError(f"unknown money format {fmt!r} (known: {', '.join(MONEY_FORMATS)})")


def money_shapes(value: Decimal) -> list[str]:
    """Every shape that counts as this amount, the normalized one first.

    `52340.17`, `52,340.17`, `$52,340.17`, and the OCR/European shapes `52.340,17`,
    `52 340.17`, `52 340,17`. Duplicates (amounts under 1,000) are dropped, order kept.
    """
    plain = money_plain(value)
    comma = money_comma(value)
    shapes = [
        plain,
        comma,
        money_dollar(value),
        comma.replace(",", "\0").replace(".", ",").replace("\0", "."),
        comma.replace(",", " "),
        comma.replace(",", " ").replace(".", ","),
    ]
    return list(dict.fromkeys(shapes))


def date_us(value: date) -> str:
    """`01/31/2026`"""
    return value.strftime("%m/%d/%Y")


def date_iso(value: date) -> str:
    """`2026-01-31` (probe `expected`)."""
    return value.isoformat()


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")


def date_long(value: date) -> str:
    """`January 31, 2026` (no locale lookup: the month names are fixed here)."""
    return f"{_MONTHS[value.month - 1]} {value.day}, {value.year}"


def month_name(month: int) -> str:
    return _MONTHS[month - 1]


def format_date(value: date, fmt: str = "us") -> str:
    if fmt == "us":
        return date_us(value)
    if fmt == "iso":
        return date_iso(value)
    if fmt == "long":
        return date_long(value)
    raise ValueError(f"unknown date format {fmt!r} (known: {', '.join(DATE_FORMATS)})")


def date_shapes(value: date) -> list[str]:
    """`["01/31/2026", "2026-01-31", "January 31, 2026"]`"""
    return [date_us(value), date_iso(value), date_long(value)]


def parse_amount(value: str | None) -> Decimal | None:
    """A stored or printed amount ("52340.17", "$52,340.17") as Decimal; None when it is not one."""
    if value is None:
        return None
    try:
        return Decimal(value.replace(",", "").replace("$", "").strip())
    except InvalidOperation:
        return None
