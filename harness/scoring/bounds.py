"""A scorecard's scale: the floor and the ceiling of the same questions.

- `floor`: what a pipeline that declines every question scores (the decline sentence,
  graded by the grader): the negative questions, which want a decline. A pipeline below it
  answers worse than saying nothing.
- `ceiling`: what the answer assembled from the ground truth of the cited documents scores
  (harness.contract.oracle.ground_truth_answer, selftest's oracle, independent of the
  needles): 100% on a corpus whose keys the ground truth supports.

Both are graded over the questions the run asked (`--category`, `--limit` and a run that
stopped part-way included), so they sit on the same scale as its accuracy. Pure.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from harness.contract.grade import DECLINE, Grade, grade
from harness.contract.manifest import CorpusManifest, Question
from harness.contract.oracle import ground_truth_answer
from harness.runtime.records import Record


class Bound(Record):
    """A reference pipeline's correct answers on the run's questions, and its accuracy."""

    correct: int
    total: int
    accuracy: float


class Bounds(Record):
    """`floor`: declining every question; `ceiling`: answering from the ground truth."""

    floor: Bound
    ceiling: Bound


def _bound(correct: int, total: int) -> Bound:
    return Bound(correct=correct, total=total, accuracy=round(correct / total, 4) if total else 0.0)


def question_bounds(questions: Sequence[Question], manifest: CorpusManifest) -> Bounds:
    """The floor and ceiling of these questions of `manifest`."""
    floor = sum(grade(q, DECLINE).grade == Grade.CORRECT for q in questions)
    ceiling = sum(grade(q, ground_truth_answer(q, manifest)).grade == Grade.CORRECT for q in questions)
    return Bounds(floor=_bound(floor, len(questions)), ceiling=_bound(ceiling, len(questions)))


def merge_bounds(parts: Iterable[Bounds]) -> Bounds:
    """A suite's bounds: its households' counts added up."""
    parts = list(parts)
    return Bounds(floor=_bound(sum(b.floor.correct for b in parts), sum(b.floor.total for b in parts)),
                  ceiling=_bound(sum(b.ceiling.correct for b in parts), sum(b.ceiling.total for b in parts)))


def bounds_sentence(bounds: Bounds) -> str:
    """The scale in words, one line: 'floor 9.1% (declining every question), ceiling 100.0% (...)'."""
    f, c = bounds.floor, bounds.ceiling
    return (f"floor {f.accuracy * 100:.1f}% (a pipeline that declines every question: {f.correct}/{f.total}), "
            f"ceiling {c.accuracy * 100:.1f}% (answers from the ground truth: {c.correct}/{c.total})")
