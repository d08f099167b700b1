"""generator/documents/value_formats.py: every style prints what its name says, the split is
fixed, picks are the caller's RNG's, and which printed shapes the contract's readers take back
(shapes.parse_amount for money, the harvest's date reader for dates) is written down here."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal

import pytest

from generator.documents.value_formats import (
    DATE_STYLES,
    MONEY_STYLES,
    NAME_STYLES,
    ValueFormatError,
    format_date_as,
    format_money_as,
    format_name_as,
    pick_style,
    styles,
)
from harness.contract.shapes import DATE_FORMATS, parse_amount
from harness.harvest.normalize import normalize_date

DAY = date(2025, 12, 4)
AMOUNTS = [Decimal("0"), Decimal("5.5"), Decimal("1713.43"), Decimal("1234567.891"), Decimal("-12"),
           Decimal("-1713.43")]


def test_the_date_styles_and_their_split() -> None:
    assert {name: (f.split, f(DAY)) for name, f in DATE_STYLES.items()} == {
        "us": ("seen", "12/04/2025"), "iso": ("seen", "2025-12-04"), "long": ("seen", "December 4, 2025"),
        "short": ("seen", "Dec 4, 2025"), "dmy": ("seen", "04-DEC-2025"),
        "us-short-year": ("unseen", "12/04/25"), "dotted": ("unseen", "04.12.2025"),
        "compact": ("unseen", "20251204"), "day-month-long": ("unseen", "4 December 2025"),
        "month-upper": ("unseen", "DEC 04 2025"),
    }
    assert styles("date", "seen") == list(DATE_FORMATS)  # the house styles' formats, no more


def test_the_money_styles_and_their_split() -> None:
    printed = {name: (f.split, f(Decimal("1713.43")), f(Decimal("-12"))) for name, f in MONEY_STYLES.items()}
    assert printed == {
        "plain": ("seen", "1713.43", "-12.00"), "comma": ("seen", "1,713.43", "-12.00"),
        "dollar": ("seen", "$1,713.43", "-$12.00"), "dollar-plain": ("seen", "$1713.43", "-$12.00"),
        "comma-parens": ("seen", "1,713.43", "(12.00)"), "dollar-parens": ("seen", "$1,713.43", "($12.00)"),
        "comma-cr": ("seen", "1,713.43", "12.00 CR"), "dollar-cr": ("seen", "$1,713.43", "$12.00 CR"),
        "trailing-minus": ("unseen", "1,713.43", "12.00-"),
        "dollar-trailing-minus": ("unseen", "$1,713.43", "$12.00-"),
        "cr-dr": ("unseen", "1,713.43 CR", "12.00 DR"), "dollar-space": ("unseen", "$ 1,713.43", "-$ 12.00"),
        "usd-suffix": ("unseen", "1,713.43 USD", "-12.00 USD"),
        "space-thousands": ("unseen", "1 713.43", "-12.00"),
    }


def test_the_name_styles_and_their_split() -> None:
    printed = {name: (f.split, f("Tyler J.  Brooks"), f("Ana Ruiz Jr."), f("Cher"))
               for name, f in NAME_STYLES.items()}
    assert printed == {
        "as-given": ("seen", "Tyler J. Brooks", "Ana Ruiz Jr.", "Cher"),
        "upper": ("unseen", "TYLER J. BROOKS", "ANA RUIZ JR.", "CHER"),
        "last-first": ("unseen", "Brooks, Tyler J.", "Ruiz Jr., Ana", "Cher"),
        "last-first-upper": ("unseen", "BROOKS, TYLER J.", "RUIZ JR., ANA", "CHER"),
    }


# What the harvest's readers do not take back: held out, the harvest must not learn them. The
# instrument reads every style (harness/contract/readings.py: tests/harness/contract/test_grade.py,
# tests/harness/scoring/test_probe.py), so the numbers measure the pipeline, not the grader.
# The harvest's dates: its house patterns, then what python-dateutil reads with its defaults
# (harness/harvest/normalize.py general_dates), a general reader that names no style. With
# month before day, it misreads a dotted day-first date whose day is 12 or less: that style
# stays unread.
MONEY_NOT_READ = {"trailing-minus", "dollar-trailing-minus", "cr-dr", "dollar-space", "usd-suffix", "space-thousands"}
DATES_NOT_READ = {"dotted"}


def test_which_money_styles_parse_amount_reads_back() -> None:
    misread = {name for name, f in MONEY_STYLES.items()
               if any(parse_amount(f(v)) != v.quantize(Decimal("0.01")) for v in AMOUNTS)}
    assert misread == MONEY_NOT_READ
    assert misread <= set(styles("money", "unseen"))  # every seen style is read
    assert parse_amount("1,713.43 CR") == Decimal("-1713.43")  # cr-dr's positive balance, read as a credit
    assert (parse_amount("12.00-"), parse_amount("1,713.43 USD"), parse_amount("1 713.43")) == (None, None, None)


def test_which_date_styles_the_harvest_reads_back() -> None:
    days = [DAY, date(2026, 1, 31), date(2025, 5, 9)]
    unread = {name for name, f in DATE_STYLES.items() if any(normalize_date(f(d)) != d.isoformat() for d in days)}
    assert unread == DATES_NOT_READ
    assert unread <= set(styles("date", "unseen"))
    assert (normalize_date("04.12.2025"), normalize_date("31.01.2026")) == ("2025-04-12", "2026-01-31")


def test_each_split_has_enough_styles() -> None:
    counts = {kind: (len(styles(kind, "seen")), len(styles(kind, "unseen"))) for kind in ("date", "money", "name")}
    assert counts == {"date": (5, 5), "money": (8, 6), "name": (1, 3)}


def test_picks_are_the_callers_rng_and_stay_in_their_split() -> None:
    assert [pick_style("money", "all", random.Random(3)) for _ in range(4)] == [
        pick_style("money", "all", random.Random(3))] * 4
    rng = random.Random(5)
    assert {pick_style("date", "unseen", rng) for _ in range(200)} == set(styles("date", "unseen"))
    assert {pick_style("name", "seen", rng) for _ in range(20)} == {"as-given"}


def test_errors_name_the_nearest_style() -> None:
    with pytest.raises(ValueFormatError) as exc:
        format_money_as(Decimal("1"), "dolar")
    assert str(exc.value) == "no money style 'dolar' (did you mean dollar?)"
    with pytest.raises(ValueFormatError) as exc:
        format_date_as(DAY, "isoo")
    assert str(exc.value) == "no date style 'isoo' (did you mean iso?)"
    with pytest.raises(ValueFormatError) as exc:
        pick_style("mony", "seen", random.Random(0))
    assert str(exc.value) == "no value kind 'mony' (did you mean money?)"
    with pytest.raises(ValueFormatError) as exc:
        styles("date", "held-out")
    assert str(exc.value) == "split must be one of seen, unseen, all, got 'held-out'"
    assert format_name_as("Tyler Brooks", "last-first") == "Brooks, Tyler"
