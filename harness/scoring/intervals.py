"""Intervals on a scorecard: how sure is an accuracy, overall and per category.

From graded rows (the scorecard's `questions`, each with `category`, `grade` and, in a
suite, `household`), `with_intervals` adds to a summary:

- `ci95`: [low, high] of the accuracy (fractions): a cluster bootstrap over households
  when there are several (`stats.cluster_bootstrap`: fixed seed, 2,000 resamples), a
  Wilson interval over questions when there is one (`stats.accuracy_interval`);
- `byCategory.<category>.ci95`: the same over that category's questions (households
  without a question of the category do not count as clusters);
- `households`: how many households the questions came from;
- `byHousehold`: `{household: {"correct": k, "total": n}}`.

A row without `household` belongs to the card's own corpus (`default_household`), so a
single corpus is a suite of one. Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from harness.scoring.stats import RESAMPLES, accuracy_interval

CORRECT = "correct"


def household_of(row: Mapping[str, Any], default: str) -> str:
    return str(row.get("household") or default)


def tally(rows: Iterable[Mapping[str, Any]], default: str) -> dict[str, dict[str, int]]:
    """{household: {"correct": k, "total": n}} in the order households first appear."""
    out: dict[str, dict[str, int]] = {}
    for row in rows:
        cell = out.setdefault(household_of(row, default), {"correct": 0, "total": 0})
        cell["total"] += 1
        cell["correct"] += row["grade"] == CORRECT
    return out


def interval(by_household: Mapping[str, Mapping[str, int]]) -> list[float]:
    """The 95% interval of pooled accuracy over these households' (correct, total)."""
    clusters = [(c["correct"], c["total"]) for c in by_household.values() if c["total"]]
    if not clusters:
        return [0.0, 0.0]
    low, high = accuracy_interval(clusters)
    return [low, high]


def with_intervals(summary: Mapping[str, Any], rows: list[Mapping[str, Any]], default_household: str
                   ) -> dict[str, Any]:
    """A copy of `summary` with ci95, households, byHousehold and byCategory.<c>.ci95."""
    by_household = tally(rows, default_household)
    out = dict(summary)
    out["ci95"] = interval(by_household)
    out["households"] = len(by_household)
    out["byHousehold"] = by_household
    by_category = {}
    for cat, counts in (summary.get("byCategory") or {}).items():
        in_cat = [r for r in rows if r["category"] == cat]
        by_category[cat] = {**counts, "ci95": interval(tally(in_cat, default_household))}
    out["byCategory"] = by_category
    return out


def method(summary: Mapping[str, Any]) -> str:
    """How the intervals were computed, in words."""
    n = summary.get("households", 1)
    if n > 1:
        return f"cluster bootstrap over {n} households, {RESAMPLES} resamples"
    return f"Wilson interval over the {summary.get('total', 0)} questions of one household"


def pct_range(ci: list[float] | tuple[float, float]) -> str:
    return f"{ci[0] * 100:.1f}-{ci[1] * 100:.1f}%"


def accuracy_markdown(summary: Mapping[str, Any]) -> list[str]:
    """scorecard.md's line for the overall interval (and a blank line); none without intervals."""
    if "ci95" not in summary:
        return []
    return [f"Accuracy {summary.get('accuracy', 0.0) * 100:.1f}% (95% CI {pct_range(summary['ci95'])}; "
            f"{method(summary)})", ""]


def category_columns(summary: Mapping[str, Any]) -> tuple[str, str]:
    """The extra header and separator cells of the category table when there are intervals."""
    return (" accuracy | 95% CI |", " ---: | --- |") if "ci95" in summary else ("", "")


def category_cells(summary: Mapping[str, Any], counts: Mapping[str, Any]) -> str:
    """A category row's extra cells: its accuracy and interval."""
    if "ci95" not in summary:
        return ""
    total = sum(v for k, v in counts.items() if k != "ci95")
    acc = counts.get(CORRECT, 0) / total if total else 0.0
    return f" {acc * 100:.1f}% | {pct_range(counts.get('ci95', [0.0, 0.0]))} |"


def household_markdown(summary: Mapping[str, Any]) -> list[str]:
    """The by-household table of a suite (nothing for one household)."""
    if summary.get("households", 1) < 2:
        return []
    lines = ["", "| household | correct / total | accuracy |", "| --- | ---: | ---: |"]
    for name, cell in summary["byHousehold"].items():
        acc = cell["correct"] / cell["total"] if cell["total"] else 0.0
        lines.append(f"| {name} | {cell['correct']}/{cell['total']} | {acc * 100:.1f}% |")
    return lines
