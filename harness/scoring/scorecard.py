"""Scorecards: grade a set of answers against a manifest and write the record.

A scorecard is made in one place (`build_scorecard`) for a single corpus and for a suite
alike: a suite's questions carry their `household`, a single corpus's do not (they belong
to the corpus itself, a suite of one). The summary gives the accuracy with its 95%
interval, overall and per category, and the tally per household (`scoring.intervals`);
`bounds` puts it on a scale: the floor (declining every question) and the ceiling (answers
from the ground truth) of the same questions (`scoring.bounds`).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field

from harness.contract.grade import Grade, grade
from harness.contract.manifest import CorpusManifest
from harness.contract.oracle import oracle_answer
from harness.runtime.errors import RagError
from harness.runtime.fsutil import atomic_write_text
from harness.runtime.records import (
    OMIT_WHEN_NONE,
    Record,
    RecordError,
    read_record,
    record_schema_text,
    write_record,
)
from harness.scoring.answers import AnswerSet
from harness.scoring.blame import Cause, cause_counts
from harness.scoring.bounds import Bounds, bounds_sentence, question_bounds
from harness.scoring.intervals import interval, method, pct_range, tally
from harness.scoring.probe import ProbeSummary
from harness.scoring.stats import Interval
from harness.store.marker import FailedDocument, Step

UNCATEGORIZED = "uncategorized"
SCORECARD_NAME = "scorecard.json"
# What a partial grade means (harness/contract/grade.py), said wherever one is printed.
PARTIAL_MEANS = "partial = some of the answer's checks passed, not all (e.g. the right value, the wrong citation)"


class QuestionResult(Record):
    """One graded question. `question` and `expected` (the key's reference answer: its needles,
    the first accepted spelling of each, and the first acceptable citation) come from the corpus;
    a run adds citations, what was retrieved, the latency and, for a question not graded correct,
    its cause (harness/scoring/blame.py); a graded answers file adds the latency when the file
    gives one."""

    id: str
    category: str
    grade: Grade
    failed: list[str]
    answer: str
    question: Annotated[str | None, OMIT_WHEN_NONE] = None
    expected: Annotated[str | None, OMIT_WHEN_NONE] = None
    citations: Annotated[list[str] | None, OMIT_WHEN_NONE] = None
    retrieved: Annotated[list[str] | None, OMIT_WHEN_NONE] = None
    latency_s: Annotated[float | None, OMIT_WHEN_NONE] = None
    cause: Annotated[Cause | None, OMIT_WHEN_NONE] = None
    household: Annotated[str | None, OMIT_WHEN_NONE] = None  # a suite's: the household's folder


class CategoryTally(Record):
    """One category's grades and the 95% interval of its accuracy ([low, high], fractions)."""

    correct: int
    partial: int
    wrong: int
    ci95: Interval

    def count(self, g: Grade) -> int:
        return int(getattr(self, g.value))

    @property
    def total(self) -> int:
        return self.correct + self.partial + self.wrong


class HouseholdTally(Record):
    correct: int
    total: int


class Summary(Record):
    """The tallies; `ci95` is the accuracy's 95% interval ([low, high], fractions): a Wilson
    interval on the effective sample size over households when there are several (never
    [x, x], harness/scoring/stats.py), a Wilson interval over questions when there is one. A
    run (which has a store to blame against) adds the causes of the questions not graded
    correct: `byCause` and `byCategoryCause` (category -> cause -> n)."""

    total: int
    by_grade: dict[Grade, int]
    by_category: dict[str, CategoryTally]
    accuracy: float
    ci95: Interval
    households: int
    by_household: dict[str, HouseholdTally]
    seconds_per_question: Annotated[float | None, OMIT_WHEN_NONE] = None
    by_cause: Annotated[dict[Cause, int] | None, OMIT_WHEN_NONE] = None
    by_category_cause: Annotated[dict[str, dict[Cause, int]] | None, OMIT_WHEN_NONE] = None

    @property
    def interval_method(self) -> str:
        return method(self.households, self.total)


class CorpusId(Record):
    """Which corpus: corpus.json's name and the SHA-256 of its bytes."""

    name: str
    sha256: str


class RunCorpus(CorpusId):
    """A run adds the SHA-256 of the store's documents (file and hash) and the number of documents."""

    documents_sha256: Annotated[str | None, OMIT_WHEN_NONE] = None
    documents: Annotated[int | None, OMIT_WHEN_NONE] = None


class CardCorpus(RunCorpus):
    """The corpus of a card. A suite's is suite.json (its name and SHA-256, the documents of every
    household) and names each household: its folder and its own corpus.json's fingerprint."""

    households: Annotated[list[RunCorpus] | None, OMIT_WHEN_NONE] = None


class StoreUsed(Record):
    """The store a run asked: its folder, its marker's ingest config and steps (null for a snapshot),
    and the documents that failed to ingest (questions about them cannot be answered). A suite's is
    the folder of stores, with each household's store (ingest and steps null) and every household's
    failed documents as `<household>/<file>`."""

    path: str
    ingest: dict[str, Any] | None
    steps: dict[str, Step] | None
    failed_documents: list[FailedDocument] = Field(default_factory=list)
    households: Annotated[dict[str, StoreUsed] | None, OMIT_WHEN_NONE] = None


class Repeat(Record):
    runs: int
    differing: list[str]


class Unanswered(Record):
    """A question an incomplete run did not answer."""

    id: str
    category: str


class Incomplete(Record):
    """Why a run stopped part-way: the pipeline's error, the question it failed on, how many
    questions it answered and which it did not."""

    error: str
    failed_on: Annotated[str | None, OMIT_WHEN_NONE] = None
    answered: int
    unanswered: list[Unanswered]


class Problems(Record):
    """What was odd about a graded answers file."""

    unknown_ids: list[str]
    duplicate_ids: list[str]
    missing_answers: list[str]


class Scorecard(Record):
    """scorecard.json: every graded question, the tallies and the scale they sit on (`bounds`:
    the floor and ceiling of the same questions). `rag-eval run` adds the run's config, store,
    versions, probe summary and repeats (and, when its pipeline failed part-way, what is
    incomplete); `rag-eval grade` adds the problems."""

    corpus: CardCorpus
    pipeline: str
    questions: list[QuestionResult]
    summary: Summary
    bounds: Annotated[Bounds | None, OMIT_WHEN_NONE] = None
    config: Annotated[dict[str, Any] | None, OMIT_WHEN_NONE] = None
    store: Annotated[StoreUsed | None, OMIT_WHEN_NONE] = None
    versions: Annotated[dict[str, str] | None, OMIT_WHEN_NONE] = None
    probe: Annotated[ProbeSummary | None, OMIT_WHEN_NONE] = None
    repeat: Annotated[Repeat | None, OMIT_WHEN_NONE] = None
    problems: Annotated[Problems | None, OMIT_WHEN_NONE] = None
    incomplete: Annotated[Incomplete | None, OMIT_WHEN_NONE] = None  # a run whose pipeline failed part-way


def grade_all(manifest: CorpusManifest, answers: dict[str, str]) -> list[QuestionResult]:
    """Grade every question of the manifest; a missing answer grades as the empty answer."""
    results = []
    for q in manifest.questions:
        text = answers.get(q.id, "")
        result = grade(q, text)
        results.append(QuestionResult(id=q.id, category=q.category or UNCATEGORIZED, grade=result.grade,
                                      failed=result.failed, answer=text, question=q.question,
                                      expected=oracle_answer(q)))
    return results


def _households(results: list[QuestionResult], corpus: str) -> dict[str, tuple[int, int]]:
    """(correct, total) per household; a question without one belongs to `corpus`."""
    return tally((r.household or corpus, r.grade == Grade.CORRECT) for r in results)


def summarize(results: list[QuestionResult], seconds_per_question: float | None = None,
              corpus: str = "") -> Summary:
    """The tallies and intervals of graded questions; `corpus` names the household of a question
    without one (a single corpus's)."""
    by_grade = Counter(r.grade for r in results)
    categories = sorted({r.category for r in results})
    by_category = {}
    for c in categories:
        in_cat = [r for r in results if r.category == c]
        n = Counter(r.grade for r in in_cat)
        by_category[c] = CategoryTally(correct=n[Grade.CORRECT], partial=n[Grade.PARTIAL], wrong=n[Grade.WRONG],
                                       ci95=interval(_households(in_cat, corpus).values()))
    households = _households(results, corpus)
    total = len(results)
    correct = by_grade.get(Grade.CORRECT, 0)
    return Summary(total=total, by_grade={g: by_grade.get(g, 0) for g in Grade}, by_category=by_category,
                   accuracy=round(correct / total, 4) if total else 0.0, ci95=interval(households.values()),
                   households=len(households),
                   by_household={h: HouseholdTally(correct=k, total=n) for h, (k, n) in households.items()},
                   seconds_per_question=seconds_per_question)


def with_causes(summary: Summary, results: list[QuestionResult]) -> Summary:
    """The summary with `byCause` and `byCategoryCause` tallied from the results' causes."""
    categories = sorted({r.category for r in results})
    by_category = {c: cause_counts(r.cause for r in results if r.category == c) for c in categories}
    return summary.model_copy(update={"by_cause": cause_counts(r.cause for r in results),
                                      "by_category_cause": by_category})


def build_scorecard(corpus: CardCorpus, pipeline: str, results: list[QuestionResult], *,
                    seconds_per_question: float | None = None, config: dict[str, Any] | None = None,
                    store: StoreUsed | None = None, versions: dict[str, str] | None = None,
                    probe: ProbeSummary | None = None, repeat: Repeat | None = None,
                    problems: Problems | None = None, blamed: bool = False,
                    incomplete: Incomplete | None = None, bounds: Bounds | None = None) -> Scorecard:
    """The one place a Scorecard is made, for `rag-eval run` (of a corpus or a suite) and `rag-eval grade`.
    `blamed`: the results carry causes (a run), so the summary tallies them; `bounds`: the floor
    and ceiling of the same questions (`scoring.bounds.question_bounds`)."""
    summary = summarize(results, seconds_per_question, corpus.name)
    if blamed:
        summary = with_causes(summary, results)
    return Scorecard(corpus=corpus, pipeline=pipeline, questions=results,
                     summary=summary, bounds=bounds, config=config, store=store, versions=versions, probe=probe,
                     repeat=repeat, problems=problems, incomplete=incomplete)


def answers_scorecard(manifest: CorpusManifest, corpus_sha256: str, answer_set: AnswerSet) -> Scorecard:
    """The scorecard of `rag-eval grade`: bring-your-own answers against a corpus."""
    ids = [q.id for q in manifest.questions]
    known = set(ids)
    results = grade_all(manifest, answer_set.answers)
    timed = [answer_set.latencies[i] for i in ids if i in answer_set.latencies]
    for r in results:
        r.latency_s = answer_set.latencies.get(r.id)
    answered = [i for i in ids if i in answer_set.answers]
    # a mean over some answers only would mislead
    seconds = round(sum(timed) / len(timed), 3) if answered and len(timed) == len(answered) else None
    problems = Problems(unknown_ids=sorted(i for i in answer_set.answers if i not in known),
                        duplicate_ids=sorted(answer_set.duplicate_ids),
                        missing_answers=[i for i in ids if i not in answer_set.answers])
    return build_scorecard(CardCorpus(name=manifest.name, sha256=corpus_sha256), "answers-file", results,
                           seconds_per_question=seconds, problems=problems,
                           bounds=question_bounds(manifest.questions, manifest))


def _md_escape(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def scorecard_markdown(card: Scorecard) -> str:
    s = card.summary
    g = s.by_grade
    spq = s.seconds_per_question
    lines = [
        f"# Scorecard: {card.corpus.name}",
        "",
        f"Pipeline: `{card.pipeline}`  ",
        f"Corpus sha256: `{card.corpus.sha256}`",
        "",
        f"**{g[Grade.CORRECT]}/{s.total} correct** ({g[Grade.PARTIAL]} partial, {g[Grade.WRONG]} wrong)"
        + (f", {spq} s per question" if spq is not None else ""),
        "",
        f"Accuracy {s.accuracy * 100:.1f}% (95% CI {pct_range(s.ci95)}; {s.interval_method})",
        "",
        *([f"Scale: {bounds_sentence(card.bounds)}.", ""] if card.bounds is not None else []),
        PARTIAL_MEANS + ".",
        "",
        "| category | correct | partial | wrong | accuracy | 95% CI |",
        "| --- | ---: | ---: | ---: | ---: | --- |",
    ]
    for cat, c in s.by_category.items():
        acc = c.correct / c.total if c.total else 0.0
        lines.append(f"| {cat} | {c.correct} | {c.partial} | {c.wrong} | {acc * 100:.1f}% | {pct_range(c.ci95)} |")
    if s.households > 1:
        lines += ["", "| household | correct / total | accuracy |", "| --- | ---: | ---: |"]
        for name, h in s.by_household.items():
            lines.append(f"| {name} | {h.correct}/{h.total} | {(h.correct / h.total if h.total else 0.0) * 100:.1f}% |")
    incomplete = card.incomplete
    if incomplete is not None:
        unanswered = ", ".join(q.id for q in incomplete.unanswered)
        said = f"Not answered: {unanswered}" if unanswered else "Every question was answered"  # it failed closing
        lines += ["", f"**Incomplete run**: {_md_escape(incomplete.error)}. {said}"]
    failed_docs = card.store.failed_documents if card.store is not None else []
    if failed_docs:
        lines += ["", f"**{len(failed_docs)} documents failed to ingest**: "
                  + "; ".join(_md_escape(f"{d.file}: {d.error}") for d in failed_docs)]
    problems = card.problems
    if problems is not None:
        for ids, label in ((problems.unknown_ids, "Answers for unknown question ids"),
                           (problems.duplicate_ids, "Duplicate answer ids (the first answer counted)"),
                           (problems.missing_answers, "Questions without an answer (graded as empty)")):
            if ids:
                lines += ["", f"{label}: {', '.join(ids)}"]
    lines += cause_markdown(s)
    blamed = s.by_cause is not None
    lines += ["", "| id | category | grade | question | expected | answer | failed |" + (" cause |" if blamed else ""),
              "| --- | --- | --- | --- | --- | --- | --- |" + (" --- |" if blamed else "")]
    for q in card.questions:
        failed = "; ".join(short_failure(f) for f in q.failed)
        cause = f" {q.cause or ''} |" if blamed else ""
        qid = f"{q.household}/{q.id}" if q.household else q.id
        texts = " | ".join(_md_escape(t or "") for t in (q.question, q.expected, q.answer, failed))
        lines.append(f"| {qid} | {q.category} | {q.grade} | {texts} |{cause}")
    return "\n".join(lines) + "\n"


def short_failure(failed: str) -> str:
    """A failed check with one spelling: 'missing any of 52,340.17 | 52340.17 | ...' reads
    'missing 52,340.17 (any of 6 forms)'; 'no citation of a.pdf | b.pdf' reads 'no citation of
    a.pdf (or 1 other file)'."""
    for head, more in (("missing any of ", "any of {n} forms"), ("no citation of ", "or {m} other {files}")):
        if failed.startswith(head):
            options = failed[len(head):].split(" | ")
            if len(options) == 1:
                return failed
            plain = "missing " if head == "missing any of " else head
            m = len(options) - 1
            return f"{plain}{options[0]} ({more.format(n=len(options), m=m, files='file' if m == 1 else 'files')})"
    return failed


def cause_markdown(s: Summary) -> list[str]:
    """The stage-blame table (category x cause, and all) as Markdown lines; none without causes."""
    if s.by_cause is None or s.by_category_cause is None:
        return []
    causes = list(Cause)
    lines = ["", f"Why the {sum(s.by_cause.values())} not correct failed (stage blame):", "",
             "| category | " + " | ".join(causes) + " |", "| --- |" + " ---: |" * len(causes)]
    for cat, counts in s.by_category_cause.items():
        lines.append(f"| {cat} | " + " | ".join(str(counts[c]) for c in causes) + " |")
    lines.append("| **all** | " + " | ".join(f"**{s.by_cause[c]}**" for c in causes) + " |")
    return lines


def write_scorecard(run_dir: Path, card: Scorecard) -> None:
    """Write scorecard.json and scorecard.md, each atomically."""
    run_dir.mkdir(parents=True, exist_ok=True)
    write_record(run_dir / SCORECARD_NAME, card)
    atomic_write_text(run_dir / "scorecard.md", scorecard_markdown(card))


def read_scorecard(path: Path, error: type[RagError] = RecordError) -> Scorecard:
    """A scorecard.json read back through its model (`error` names the file and the JSON path)."""
    card: Scorecard = read_record(path, Scorecard, error)
    return card


def scorecard_schema_text() -> str:
    """The JSON Schema of scorecard.json (`rag-eval schema scorecard`)."""
    return record_schema_text(Scorecard, SCORECARD_NAME)
