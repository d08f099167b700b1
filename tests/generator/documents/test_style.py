"""How a house style prints money, dates and a table's days (generator/documents/style.py)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from generator.documents.style import Style


def test_style_prints_money_dates_and_table_days() -> None:
    s = Style("dollar", "parens", "dmy")
    assert (s.money(Decimal("1713.43")), s.money(Decimal("-12")), s.date(date(2025, 12, 4)),
            s.day(date(2025, 12, 4))) == ("$1,713.43", "($12.00)", "04-DEC-2025", "04-DEC")
    assert [Style(date_format=f).day(date(2025, 3, 7)) for f in ("us", "iso", "long", "short")] == [
        "03/07", "03-07", "Mar 7", "Mar 7"]
    assert Style().money(Decimal("-5")) == "-5.00"
