"""benchmarks/bench_blind_extractive.py on a small fixed sample of the blind grammar's fit half: the households
and their questions are deterministic, and the extractive's answers on them (the real ingest, harvest, pipeline
and grader) are pinned as exact counts, a pin that moves when any of those changes (like the gallery pins;
the bench measures whole halves)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.bench_blind_extractive import households, manifest_of, measure
from tests.support.blind_grammar import pages

# the first ten fit documents, two households of five (A000-A004, A005-A009), measured on 143b697's harness
# (39 right, 6 partial), and after the count of one said in the singular ("1 Form 1099-R": two counts right), and
# after a party's name asked in its field's own words ("the employee's name": three names right)
SAMPLE = {"right": 44, "partial": 1, "wrong": 0, "declined": 0}
SAMPLE_RIGHT_BY_KIND = {"count": 4, "date": 3, "money": 23, "name/id": 14}
SAMPLE_ASKED_BY_KIND = {"count": 4, "date": 3, "money": 24, "name/id": 14}


def test_households_and_questions_do_not_move_when_more_pages_are_drawn() -> None:
    few, more = households(pages("fit", 10), 5), households(pages("fit", 15), 5)
    assert [[d.name for d in h] for h in few] == [[d.name for d in h] for h in more[:2]]
    for number, (a, b) in enumerate(zip(few, more, strict=False)):
        first, second = manifest_of(number, a), manifest_of(number, b)
        assert first[0] == second[0]
        assert [x.what for x in first[1]] == [x.what for x in second[1]]


def test_questions_name_neutral_files_and_cite_the_asked_document() -> None:
    manifest, asked = manifest_of(0, households(pages("fit", 5), 5)[0])
    files = [d.file for d in manifest.documents or []]
    assert files == ["h00-d1.pdf", "h00-d2.pdf", "h00-d3.pdf", "h00-d4.pdf", "h00-d5.pdf"]
    assert [q.id for q in manifest.questions] == [f"h00-{i:03d}" for i in range(1, len(asked) + 1)]
    assert {a.kind for a in asked} == {"money", "date", "name/id", "count"}
    money = next(a for a in asked if a.what == "W-2:box1_wages")
    assert money.page == "A004-W-2" and money.question.must_cite_any == ["h00-d5.pdf"]
    assert "133,617.48" in money.question.must_contain_any
    # the issuer names the document, so it is not asked; nor is the instance
    assert not any(a.what in ("W-2:employer_name", "bank-statement:bank_name", "bank-statement:period_end")
                   for a in asked)


@pytest.mark.slow
def test_fit_sample_pinned(tmp_path: Path) -> None:
    tally = measure("fit", pages("fit", 10), 5, tmp_path, 1)
    assert dict(tally.grades) | dict.fromkeys(set(SAMPLE) - set(tally.grades), 0) == SAMPLE
    assert dict(tally.right_by_kind) == SAMPLE_RIGHT_BY_KIND
    assert dict(tally.asked_by_kind) == SAMPLE_ASKED_BY_KIND
    again = measure("fit", pages("fit", 10), 5, tmp_path, 1)  # the stores reused: the same answers
    assert again.misses == tally.misses
