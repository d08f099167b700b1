"""Normalizing what OCR and layouts print (harness/harvest/normalize.py): money, dates, ids."""

from __future__ import annotations

import warnings

import pytest

from harness.harvest.normalize import general_dates, normalize_date, normalize_id, normalize_money


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
    # the label rules read an O beside a digit as a zero; a printed value keeps an O after a letter
    assert (normalize_id("HO3-1234567"), normalize_id("HO3-1234567", letter_o=True)) == ("H03-1234567", "HO3-1234567")
    assert normalize_id("12 - 345678O", letter_o=True) == "12-3456780"
    assert normalize_id(" O12-345 ", letter_o=True) == "012-345"


@pytest.mark.parametrize(("line", "expected"), [
    # what python-dateutil reads as one whole date (year, month and day given, no time), left to right
    ("Signed March 3rd, 2024 by", [("March 3rd, 2024", "2024-03-03")]),
    ("2024/03/05", [("2024/03/05", "2024-03-05")]),
    ("on 1/2/1999.", [("1/2/1999", "1999-01-02")]),  # month before day: dateutil's default
    ("from 2024 March 5 to (1/3/2024)", [("2024 March 5", "2024-03-05"), ("1/3/2024", "2024-01-03")]),
    ("Paid 1,713.43 on Dec 4, 2025.", [("Dec 4, 2025", "2025-12-04")]),
    ("at 12:30 on 2024-01-02", [("2024-01-02", "2024-01-02")]),
    # no whole date: an amount, a year, a month and year, loose numbers, a time, a phone, a form number
    ("fees 12.00 in 2025, Dec 2025, 1 2 3", []),
    ("call 555-123-4567 or 12:30", []),
    ("Form 1099-INT (Rev. 01-2024)", []),
    ("the 3rd of March 2024", []),  # a run holds no word but a month's name
])
def test_general_dates(line: str, expected: list[tuple[str, str]]) -> None:
    assert [(line[a:b], iso) for a, b, iso in general_dates(line)] == expected


def test_general_dates_ignore_a_time_zones_name_without_a_warning() -> None:
    """dateutil warns (UnknownTimezoneWarning, on stderr in a user's run) on a zone name it does not know
    after a time; the harvest reads dates with the zone ignored: no warning, and the time still rules it out."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert general_dates("ref 2025-12-04T10TOT") == []
        assert general_dates("Dec 4 2025 0h TOT") == [(0, 10, "2025-12-04")]  # the run before the time


def test_find_date_prefers_the_house_patterns_then_reads_what_dateutil_reads() -> None:
    assert normalize_date("March 3rd, 2024 and 2024-01-02") == "2024-01-02"  # a house pattern first
    assert normalize_date("signed March 3rd, 2024") == "2024-03-03"
    assert normalize_date("no date 12.00") is None
