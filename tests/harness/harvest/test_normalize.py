"""Normalizing what OCR and layouts print (harness/harvest/normalize.py): money, dates, ids."""

from __future__ import annotations

import pytest

from harness.harvest.normalize import normalize_date, normalize_id, normalize_money


@pytest.mark.parametrize(("printed", "expected"), [
    ("52,340.17", "52340.17"), ("$52,340.17", "52340.17"), ("52.340,17", "52340.17"),
    ("52 340.17", "52340.17"), ("52, 340.17", "52340.17"), ("52,34O.17", "52340.17"),
    ("5234O.17", "52340.17"), ("$ 1,000.00", "1000.00"), ("-$12.00", "-12.00"), ("- 12.00", "12.00"),
    ("-12.00", "-12.00"),
    ("1,234,567.89", "1234567.89"), ("0.22", "0.22"), ("12", None), ("2025", None),
    ("on 06/01/2025 $23,461.16", "23461.16"),
])
def test_money(printed: str, expected: str | None) -> None:
    assert normalize_money(printed) == expected


@pytest.mark.parametrize(("printed", "expected"), [
    ("01/31/2026", "2026-01-31"), ("2026-01-31", "2026-01-31"), ("January 31, 2026", "2026-01-31"),
    ("Jan 31 2026", "2026-01-31"), ("31 Jan 2026", "2026-01-31"), ("O1/31/2O26", "2026-01-31"),
    ("02/30/2026", None), ("13/45/2026 then 02/01/2025", "2025-02-01"), ("Sept 9, 2025", "2025-09-09"),
])
def test_dates(printed: str, expected: str | None) -> None:
    assert normalize_date(printed) == expected


def test_ids_keep_their_print_and_fix_ocr_zeros() -> None:
    assert normalize_id("12 - 345678O") == "12-3456780"
    assert normalize_id("XXX-XX-1234") == "XXX-XX-1234"
    assert normalize_id("HO-470-375462") == "HO-470-375462"
