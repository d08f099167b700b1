"""The wild values yardstick (tests/support/wild_values.py, benchmarks/bench_wild_values.py): values
copied from public material, split by source into a fit and a check half, measured as the value
catalogue is (tests.support.value_catalogue.measure). The totals on main are pinned: a mend to
the recognizers that moves them re-pins them with the measured values."""

from __future__ import annotations

from collections import Counter

import pytest

from benchmarks.bench_wild_values import main
from tests.support.value_catalogue import CATALOGUE, measure
from tests.support.wild_values import CHECK, FIT, HALVES, SOURCES, kind_of, source_of


def test_the_halves_share_no_source_and_no_printed_value() -> None:
    fit_sources = {source_of(e) for e in FIT}
    check_sources = {source_of(e) for e in CHECK}
    assert not fit_sources & check_sources
    assert fit_sources | check_sources == {name for name, _ in SOURCES}
    assert not {e.printed for e in FIT} & {e.printed for e in CHECK}
    assert len({e.printed for e in FIT}) == len(FIT) and len({e.printed for e in CHECK}) == len(CHECK)


def test_sources_are_dealt_alternately_by_name() -> None:
    names = sorted((name for name, _ in SOURCES), key=str.lower)
    assert {source_of(e) for e in FIT} == set(names[0::2])
    assert {source_of(e) for e in CHECK} == set(names[1::2])
    assert all(source_of(e) == name for name, entries in SOURCES for e in entries)  # every entry cites its source


def test_the_yardstick_is_wide_and_copied_not_catalogued() -> None:
    assert (len(FIT), len(CHECK), len(SOURCES)) == (144, 113, 7)
    assert Counter(kind_of(e) for e in FIT) == {"money": 33, "id": 31, "text": 27, "date": 20, "nothing": 16,
                                                "line": 13, "period": 4}
    assert Counter(kind_of(e) for e in CHECK) == {"money": 27, "date": 22, "nothing": 22, "line": 21,
                                                  "period": 10, "id": 6, "text": 5}
    catalogued = {e.printed for e in CATALOGUE}
    # the few strings the catalogue prints too were found in the sources, not taken from it
    assert sorted(e.printed for half in HALVES.values() for e in half if e.printed in catalogued) == [
        "$0.00", "$1,500"]


def test_the_totals_on_main_are_pinned() -> None:
    fit, check = measure(FIT), measure(CHECK)
    assert (fit.right, fit.missed, fit.wrong, fit.wrong_reading, fit.total) == (136, 2, 6, 6, 144)
    assert (check.right, check.missed, check.wrong, check.wrong_reading, check.total) == (104, 4, 5, 4, 113)


def test_the_bench_tallies_per_kind_and_in_all(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--half", "fit"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "wild values, fit half: 144 printed values from 4 sources"
    assert out[-1] == "  all       136/144  right,   2 missed,   6 wrong (6 a wrong kind or value)"
    assert [line.split()[0] for line in out[1:]] == ["money", "date", "period", "id", "text", "nothing", "line",
                                                     "all"]


def test_list_is_for_the_fit_half_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--half", "check", "--list"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == ("Error: --list is for the fit half only "
                            "(the check half is read by its totals)\n")
