"""Titles from another hand (tests/support/wild_titles.py) and their bench
(benchmarks/bench_wild_titles.py): the halves share no source and no title, every entry names a
docType of the vocabulary (or is a decoy) and every docType has an entry, the check half cannot
be listed, and the title reading's tally on each half is pinned (measured on the types13 branch
after its form-number spellings and strong unnamed forms, the thirtieth session). The tally tests
are slow: they load the model."""

from __future__ import annotations

import re

import pytest

from benchmarks.bench_wild_titles import main as bench_main
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest import TypeGuesser, load_rules
from harness.harvest.general_type import banner_lines
from harness.ingest.embed import embed_texts
from tests.support import wild_titles
from tests.support.title_catalogue import measure_cases
from tests.support.wild_titles import ENTRIES, HALVES, Entry, cases, entries, half_of, source_name, sources


def _key(title: str) -> str:
    return re.sub(r"\s+", "", title).casefold()


def test_the_halves_share_no_source_and_no_title() -> None:
    fit, check = entries("fit"), entries("check")
    assert {source_name(e.source) for e in fit}.isdisjoint({source_name(e.source) for e in check})
    assert {_key(e.title) for e in fit}.isdisjoint({_key(e.title) for e in check})
    assert (len(fit), len(check), len(sources())) == (52, 76, 41)


def test_the_sources_are_dealt_alternately_in_sorted_order() -> None:
    ordered = sources()
    assert ordered == sorted(ordered, key=str.casefold)
    assert [half_of(s) for s in ordered[:4]] == ["fit", "check", "fit", "check"]


def test_a_title_found_in_both_halves_stays_in_fit_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sources a, b, c are dealt fit, check, fit: b's title that a prints too (spaced and cased otherwise)
    is kept in fit only; a title given twice in one half is kept once."""
    monkeypatch.setattr(wild_titles, "ENTRIES", (
        Entry("lease", "Rental Agreement", "https://a.example/1"),
        Entry("lease", "RENTAL  agreement", "https://b.example/1"),
        Entry("lease", "Lease", "https://b.example/2"),
        Entry("lease", "Lease", "https://www.b.example/3"),
        Entry("invoice", "Invoice", "c/c:README.md"),
    ))
    assert wild_titles.sources() == ["a.example", "b.example", "c/c"]
    assert [e.title for e in wild_titles.entries("fit")] == ["Rental Agreement", "Invoice"]
    assert [e.title for e in wild_titles.entries("check")] == ["Lease"]


def test_every_doc_type_of_the_vocabulary_and_only_those() -> None:
    named = {e.doc_type for e in ENTRIES if e.doc_type is not None}
    assert named == set(DOC_TYPES)


def test_each_entry_names_its_source() -> None:
    for entry in ENTRIES:
        assert entry.source.startswith(("http://", "https://")) or re.fullmatch(r"[\w.-]+/[\w.-]+:.+", entry.source)


def test_an_unknown_half_is_refused() -> None:
    with pytest.raises(ValueError):
        entries("test")


def test_the_check_half_is_not_listed(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["--half", "check", "--list"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "Error: --list only with --half fit (the check half is read by its totals only)\n"


@pytest.mark.slow
@pytest.mark.parametrize(("half", "expected"), [("fit", (34, 0, 7, 9, 2)), ("check", (34, 1, 10, 26, 5))])
def test_the_title_reading_s_tally(half: str, expected: tuple[int, int, int, int, int]) -> None:
    """right, wrong, none over the titles; none, typed over the decoys."""
    assert half in HALVES
    tally = measure_cases(TypeGuesser(embed_texts), cases(half), banner_lines([r.ignore for r in load_rules()]))
    assert (tally.right, tally.wrong, tally.none, tally.decoys_none, tally.decoys_wrong) == expected
