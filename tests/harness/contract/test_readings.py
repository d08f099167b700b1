"""harness/contract/readings.py: what the instrument reads a printed value as, every reading
exactly, and that the harvest and the pipelines never read through it."""

from __future__ import annotations

import ast
from datetime import date
from decimal import Decimal

import pytest

from harness.contract.readings import (
    amounts_in,
    dates_in,
    name_orders,
    needle_amount,
    read_amount,
    read_date,
    same_name,
)
from tests.support.paths import REPO

D = Decimal


@pytest.mark.parametrize(("text", "readings"), [
    ("1713.43", {D("1713.43")}), ("1,713.43", {D("1713.43")}), ("$1,713.43", {D("1713.43")}),
    ("$ 1,713.43", {D("1713.43")}), ("1,713.43 USD", {D("1713.43")}), ("USD 1,713.43", {D("1713.43")}),
    ("1 713.43", {D("1713.43")}), ("1.713,43", {D("1713.43")}), ("12,00", {D("12.00")}),
    ("-12.00", {D("-12.00")}), ("-$12.00", {D("-12.00")}), ("$-12.00", {D("-12.00")}),
    ("-$ 12.00", {D("-12.00")}), ("(12.00)", {D("-12.00")}), ("($12.00)", {D("-12.00")}),
    ("12.00-", {D("-12.00")}), ("$12.00-", {D("-12.00")}), ("12.00 DR", {D("-12.00")}),
    ("12.00 CR", {D("12.00"), D("-12.00")}), ("$12.00 CR", {D("12.00"), D("-12.00")}),
    ("1,713.43 cr", {D("1713.43"), D("-1713.43")}), ("0.00", {D("0.00")}),
    ("1,713", set()), ("1.713.43", set()), ("12.00 credit", set()), ("Acme", set()), ("", set()),
    ("1713.43 and 5.00", set()),
])
def test_read_amount_reads_a_whole_value(text: str, readings: set[Decimal]) -> None:
    assert read_amount(text) == readings


@pytest.mark.parametrize(("text", "found"), [
    ("Wages were $52,340.17 in box 1.", {D("52340.17")}),
    ("Box 1 713.43", {D("1713.43"), D("713.43")}),  # space grouping, or a box number before it
    ("between 10.00-12.00", {D("10.00"), D("12.00")}),  # a range's hyphen is no sign
    ("W-2 box1-12.00", {D("12.00")}),
    ("it was 112.00", {D("112.00")}), ("11,713.43", {D("11713.43")}),
    ("on 04.12.2025 and 12/04/25", set()), ("20251204", set()),
    ("balance 1,713.43 CR, fee 12.00 DR", {D("1713.43"), D("-1713.43"), D("-12.00")}),
    ("rate 4.50%", {D("4.50")}), ("52,340.170", set()),
    ("USD52,340.17", {D("52340.17")}), ("x-12.00", {D("12.00")}), ("wages:-12.00", {D("-12.00")}),
])
def test_amounts_in_finds_every_printed_amount(text: str, found: set[Decimal]) -> None:
    assert amounts_in(text) == found


def test_needle_amount_is_one_amount_of_one_sign() -> None:
    assert [needle_amount(n) for n in ("52,340.17", "-$12.00", "(12.00)", "52.340,17", "52 340.17",
                                      "12.00 CR", "Acme", "2 W-2", "2025")] == [
        D("52340.17"), D("-12.00"), D("-12.00"), D("52340.17"), D("52340.17"), None, None, None, None]


@pytest.mark.parametrize(("text", "day"), [
    ("2025-12-04", date(2025, 12, 4)), ("12/04/2025", date(2025, 12, 4)), ("12/4/2025", date(2025, 12, 4)),
    ("12/04/25", date(2025, 12, 4)), ("01/31/68", date(2068, 1, 31)), ("01/31/69", date(1969, 1, 31)),
    ("04.12.2025", date(2025, 12, 4)), ("20251204", date(2025, 12, 4)), ("December 4, 2025", date(2025, 12, 4)),
    ("Dec 4, 2025", date(2025, 12, 4)), ("dec. 4 2025", date(2025, 12, 4)), ("4 December 2025", date(2025, 12, 4)),
    ("DEC 04 2025", date(2025, 12, 4)), ("04-DEC-2025", date(2025, 12, 4)), ("Sept 9, 2025", date(2025, 9, 9)),
    ("13/04/2025", None), ("31.02.2025", None), ("20251304", None), ("Box 4 2025", None), ("2025", None),
    ("12/04/2025 and more", None),
])
def test_read_date_reads_a_whole_date(text: str, day: date | None) -> None:
    assert read_date(text) == day


def test_dates_in_finds_every_printed_date() -> None:
    text = "Paid 12/04/25, due 4 December 2025; closed 20260131 (was 31.01.2026), id 123456789012"
    assert dates_in(text) == {date(2025, 12, 4), date(2026, 1, 31)}
    assert dates_in("$1,204.12 on 1.713,43") == set()


def test_name_orders_and_same_name() -> None:
    assert name_orders("Tyler J.  Brooks") == ["tyler j. brooks", "brooks, tyler j."]
    assert name_orders("Ana Ruiz Jr.") == ["ana ruiz jr.", "ruiz jr., ana"]
    assert name_orders("Cher") == ["cher"]
    assert name_orders("2 W-2") == ["2 w-2"]
    assert name_orders("Brooks, Tyler J.") == ["brooks, tyler j."]
    assert [same_name(p, "Tyler J. Brooks") for p in ("BROOKS, TYLER J.", "Brooks, Tyler J.", "TYLER J. BROOKS",
                                                      "Brooks, Tyler K.", "Tyler Brooks", "Brooks Tyler J.")] == [
        True, True, True, False, False, False]
    assert same_name("Tyler J. Brooks", "BROOKS, TYLER J.")


def _imports(folder: str) -> set[str]:
    names: set[str] = set()
    for path in (REPO / folder).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names |= {node.module, *(f"{node.module}.{a.name}" for a in node.names)}
            elif isinstance(node, ast.Import):
                names |= {a.name for a in node.names}
    return names


@pytest.mark.parametrize("folder", ["harness/harvest", "harness/ingest", "harness/pipelines", "generator"])
def test_the_harvest_and_the_pipelines_never_read_through_the_instrument(folder: str) -> None:
    """The instrument's readers take every style; what the harvest and the pipelines read stays
    developed on `seen` (tests/generator/documents/test_value_formats.py pins it)."""
    assert not {n for n in _imports(folder) if n == "harness.contract.readings"
                or n.startswith("harness.contract.readings.")}
