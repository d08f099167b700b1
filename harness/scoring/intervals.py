"""Intervals on a scorecard: how sure is an accuracy, overall and per category.

From graded questions, each reduced to (household, correct?), a scorecard's summary gets
(`scorecard.summarize`, the one place a summary is made):

- `ci95`: [low, high] of the accuracy (fractions): a Wilson interval on the effective
  sample size when there are several households (`stats.effective_wilson`: the households'
  spread shrinks the sample, Student's t widens z), a Wilson interval over questions when
  there is one (`stats.accuracy_interval`); never a point, even at 0% or 100%;
- `byCategory.<category>.ci95`: the same over that category's questions (households
  without a question of the category do not count as clusters);
- `households` and `byHousehold`: how many households the questions came from, and each
  one's correct and total.

A question without a household belongs to the card's own corpus, so a single corpus is a
suite of one. Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable

from harness.scoring.stats import Interval, accuracy_interval

Counts = tuple[int, int]  # (correct, total) of one household


def tally(rows: Iterable[tuple[str, bool]]) -> dict[str, Counts]:
    """{household: (correct, total)} of (household, correct?) rows, in the order households first appear."""
    out: dict[str, Counts] = {}
    for household, correct in rows:
        k, n = out.get(household, (0, 0))
        out[household] = (k + correct, n + 1)
    return out


def interval(counts: Iterable[Counts]) -> Interval:
    """The 95% interval of pooled accuracy over these households' (correct, total)."""
    clusters = [c for c in counts if c[1]]
    return accuracy_interval(clusters) if clusters else (0.0, 0.0)


def method(households: int, questions: int) -> str:
    """How the intervals were computed, in words."""
    if households > 1:
        return f"Wilson interval on the effective sample size over {households} households"
    return f"Wilson interval over the {questions} questions of one household"


def pct_range(ci: Interval) -> str:
    return f"{ci[0] * 100:.1f}-{ci[1] * 100:.1f}%"
