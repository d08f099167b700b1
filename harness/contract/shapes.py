"""How money and dates are printed, normalized and OCR-misread: the shapes a value takes.

One place for these so the PDF renderer, the scan simulator and the question synthesizer
agree on what counts as the same value. Money is `Decimal` rounded to cents.

Printed formats (an issuer's house style picks one of each):
- money: plain `1713.43`, comma `1,713.43`, dollar `$1,713.43`, dollar-plain `$1713.43`;
- negative amounts: minus `-12.00`, parens `(12.00)`, cr `12.00 CR` (with the money format's `$`);
- dates: us `12/04/2025`, iso `2025-12-04`, long `December 4, 2025`, short `Dec 4, 2025`,
  dmy `04-DEC-2025`.
`parse_amount` reads every printed money shape back; `date_shapes` lists every date format.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")

MONEY_FORMATS = ("plain", "comma", "dollar", "dollar-plain")
NEGATIVE_FORMATS = ("minus", "parens", "cr")
DATE_FORMATS = ("us", "iso", "long", "short", "dmy")


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


def _magnitude(value: Decimal, fmt: str) -> str:
    v = abs(cents(value))
    if fmt == "plain":
        return f"{v:.2f}"
    if fmt == "comma":
        return f"{v:,.2f}"
    if fmt == "dollar":
        return f"${v:,.2f}"
    if fmt == "dollar-plain":
        return f"${v:.2f}"
    raise ValueError(f"unknown money format {fmt!r} (known: {', '.join(MONEY_FORMATS)})")


def format_money(value: Decimal, fmt: str = "comma", negative: str = "minus") -> str:
    """`value` in money format `fmt`; a negative amount in the `negative` format:
    `-$12.00`, `($12.00)` or `$12.00 CR` (for fmt dollar)."""
    text = _magnitude(value, fmt)
    if negative not in NEGATIVE_FORMATS:
        raise ValueError(f"unknown negative format {negative!r} (known: {', '.join(NEGATIVE_FORMATS)})")
    if cents(value) >= 0:
        return text
    if negative == "parens":
        return f"({text})"
    if negative == "cr":
        return f"{text} CR"
    return f"-{text}"


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
    if cents(value) < 0:  # a credit printed as (12.00) or 12.00 CR
        shapes += [format_money(value, fmt, neg) for neg in ("parens", "cr") for fmt in ("comma", "dollar")]
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


def date_short(value: date) -> str:
    """`Jan 31, 2026`"""
    return f"{_MONTHS[value.month - 1][:3]} {value.day}, {value.year}"


def date_dmy(value: date) -> str:
    """`31-JAN-2026`"""
    return f"{value.day:02d}-{_MONTHS[value.month - 1][:3].upper()}-{value.year}"


def month_name(month: int) -> str:
    return _MONTHS[month - 1]


def format_date(value: date, fmt: str = "us") -> str:
    if fmt == "us":
        return date_us(value)
    if fmt == "iso":
        return date_iso(value)
    if fmt == "long":
        return date_long(value)
    if fmt == "short":
        return date_short(value)
    if fmt == "dmy":
        return date_dmy(value)
    raise ValueError(f"unknown date format {fmt!r} (known: {', '.join(DATE_FORMATS)})")


def date_shapes(value: date) -> list[str]:
    """Every date format: `["01/31/2026", "2026-01-31", "January 31, 2026", "Jan 31, 2026",
    "31-JAN-2026"]` (a short month that is the long one, May, is listed once)."""
    return list(dict.fromkeys(format_date(value, fmt) for fmt in DATE_FORMATS))


_CREDIT = re.compile(r"^\((?P<parens>.*)\)$|^(?P<cr>.*?)\s*CR$", re.IGNORECASE)
_PRINTED_AMOUNT = re.compile(r"^(?:-?\$?-?|\(\$?)\d[\d,]*\.\d{2}(?:\)|\s*CR)?$", re.IGNORECASE)


def parse_amount(value: str | None) -> Decimal | None:
    """A stored or printed amount as Decimal; None when it is not one. Reads every printed
    shape: `52340.17`, `$52,340.17`, `-$12.00`, `(12.00)`, `($12.00)`, `12.00 CR`."""
    if value is None:
        return None
    text = value.replace(",", "").replace("$", "").strip()
    credit = _CREDIT.match(text)
    if credit:
        text = (credit.group("parens") if credit.group("parens") is not None else credit.group("cr")).strip()
        if text.startswith("-"):
            return None
    try:
        amount = Decimal(text)
    except InvalidOperation:
        return None
    return -amount if credit else amount


def parse_printed_amount(text: str) -> Decimal | None:
    """Only a value printed as money (cents shown, in one of the printed shapes); ids, years,
    counts and prose are not amounts."""
    text = text.strip()
    return parse_amount(text) if _PRINTED_AMOUNT.match(text) else None
