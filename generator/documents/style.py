"""How an issuer prints money and dates: the formatting half of its house style.

Layouts call `s.money(v)`, `s.date(d)` and `s.day(d)`; the field values of a document are
printed with the same style (generator/documents/templates.py), so the whole page agrees.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from harness.contract.shapes import format_date, format_money, month_name


@dataclass(frozen=True)
class Style:
    """How one issuer prints money and dates. Layouts call `s.money(v)`, `s.date(d)`, `s.day(d)`."""

    money_format: str = "comma"
    negative: str = "minus"
    date_format: str = "us"

    def money(self, value: Decimal) -> str:
        """`1,713.43`, `$1713.43`, `(12.00)`, `$12.00 CR`, ... in this style."""
        return format_money(value, self.money_format, self.negative)

    def date(self, value: dt.date) -> str:
        """`12/04/2025`, `2025-12-04`, `December 4, 2025`, `Dec 4, 2025` or `04-DEC-2025`."""
        return format_date(value, self.date_format)

    def day(self, value: dt.date) -> str:
        """A day within the statement's year, for table rows: `12/04`, `12-04`, `Dec 4` or `04-DEC`."""
        if self.date_format == "us":
            return f"{value:%m/%d}"
        if self.date_format == "iso":
            return f"{value:%m-%d}"
        short = month_name(value.month)[:3]
        if self.date_format == "dmy":
            return f"{value.day:02d}-{short.upper()}"
        return f"{short} {value.day}"
