"""What report.html's question explorer reads besides the scorecard: each question's key
and a picture of the document that holds its evidence.

`ReportSource` holds, per (household, question id), the expected answer in one readable form
and the files the key accepts as its citation, and per (household, file) the thumbnail of the
file's first page (`scoring.thumbnails`). A single corpus's household is "". It is read from
the corpus folders the run asked (`report_source`); a report without one (a scorecard alone)
shows the scorecard's `expected` and no pictures.

One readable form: the grader accepts every shape of a value (`52340.17`, `$52,340.17`,
`52.340,17`, ...); a person reads one: an amount as `$52,340.17`, a date as `January 31, 2026`,
anything else as its first accepted spelling.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from harness.contract.grade import DECLINE
from harness.contract.manifest import CorpusManifest, Question, load_manifest, manifest_path
from harness.contract.shapes import date_long, date_shapes, money_dollar, money_shapes, parse_printed_amount
from harness.runtime.fsutil import resolve_inside
from harness.scoring.thumbnails import BUDGET, Thumbnail, thumbnails

Key = tuple[str, str]  # (household, question id or file); household "" for a single corpus


@dataclass(frozen=True)
class QuestionKey:
    """A question's expected answer in one readable form and the files it may cite."""

    expected: str
    evidence: list[str]


@dataclass
class ReportSource:
    keys: dict[Key, QuestionKey] = field(default_factory=dict)
    pictures: dict[Key, Thumbnail] = field(default_factory=dict)


def readable_value(shapes: list[str]) -> str:
    """One spelling of a group of accepted shapes: `$1,548.50` for an amount's shapes, `January
    31, 2026` for a date's, otherwise the first."""
    if not shapes:
        return ""
    amount = parse_printed_amount(shapes[0])
    if amount is not None and money_shapes(amount) == shapes:
        return money_dollar(amount)
    for pattern in ("%m/%d/%Y", "%Y-%m-%d"):
        try:
            day = datetime.strptime(shapes[0], pattern).date()
        except ValueError:
            continue
        if set(shapes) <= set(date_shapes(day)):
            return date_long(day)
    return shapes[0]


def readable_expected(question: Question) -> str:
    """The expected answer as a person writes it: every needle (each must appear as it is), then
    the readable spelling of the accepted group, `; `-separated; a negative question's is the decline sentence."""
    if question.negative:
        return DECLINE
    parts = list(question.must_contain_all)  # each must appear as it is
    if question.must_contain_any:
        parts.append(readable_value(question.must_contain_any))
    return "; ".join(parts)


def question_key(question: Question) -> QuestionKey:
    return QuestionKey(expected=readable_expected(question), evidence=list(question.must_cite_any))


def _household_keys(household: str, manifest: CorpusManifest) -> dict[Key, QuestionKey]:
    return {(household, q.id): question_key(q) for q in manifest.questions}


def report_source(corpora: dict[str, Path], budget: int = BUDGET) -> ReportSource:
    """The keys of every question of the corpora (household -> corpus folder or its corpus.json;
    "" for a single corpus) and a thumbnail of each file a question cites first, in (household,
    file) order, until `budget` characters of pictures are spent."""
    source = ReportSource()
    wanted: dict[Key, Path] = {}
    for household, corpus in sorted(corpora.items()):
        manifest, folder = load_manifest(corpus), manifest_path(corpus).parent  # a folder or its corpus.json
        source.keys.update(_household_keys(household, manifest))
        listed = {d.file for d in manifest.documents or []}
        for q in manifest.questions:
            if q.must_cite_any and q.must_cite_any[0] in listed:
                wanted[(household, q.must_cite_any[0])] = resolve_inside(folder, q.must_cite_any[0])
    source.pictures = thumbnails([(k, wanted[k]) for k in sorted(wanted)], budget)
    return source
