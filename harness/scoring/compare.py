"""Compare two runs question by question: flips, deltas by category, an exact McNemar test.

McNemar, exact: of the questions both runs graded, b = correct in A only, c = correct in
B only; under "no difference" each discordant question is a fair coin, so the two-sided
p-value is min(1, 2 * P[X <= min(b, c)]) for X ~ Binomial(b + c, 1/2) (1.0 when b + c = 0).
"""

from __future__ import annotations

from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

from harness.contract.grade import Grade
from harness.runtime.errors import RagError
from harness.scoring.blame import Cause
from harness.scoring.scorecard import SCORECARD_NAME, UNCATEGORIZED, Scorecard, read_scorecard


class CompareError(RagError):
    """Two runs cannot be compared (unreadable, or different corpora without --force)."""


def load_card(run: Path) -> Scorecard:
    """The scorecard of a run folder, or a scorecard.json itself, read through its model."""
    path = run / SCORECARD_NAME if run.is_dir() else run
    if not path.is_file():
        raise CompareError(f"{run}: no {SCORECARD_NAME} (give a run folder or a {SCORECARD_NAME})")
    return read_scorecard(path, CompareError)


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value for b and c discordant pairs."""
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(Fraction(comb(n, i)) for i in range(min(b, c) + 1)) / Fraction(2**n)
    return float(min(Fraction(1), 2 * tail))


def compare_cards(a: Scorecard, b: Scorecard, *, force: bool = False) -> dict[str, Any]:
    ha, hb = a.corpus.sha256, b.corpus.sha256
    if ha != hb and not force:
        raise CompareError(
            f"the runs are on different corpora (sha256 {ha[:12]} vs {hb[:12]}); "
            "pass --force to compare anyway"
        )
    qa = {q.id: q for q in a.questions}
    qb = {q.id: q for q in b.questions}
    both = [qid for qid in qa if qid in qb]
    flips = []
    transitions: dict[str, int] = {}
    only_a = only_b = 0
    categories: dict[str, dict[str, int]] = {}
    for qid in both:
        ga, gb = qa[qid].grade, qb[qid].grade
        cat = qa[qid].category or UNCATEGORIZED
        row = categories.setdefault(cat, {"total": 0, "correctA": 0, "correctB": 0})
        row["total"] += 1
        row["correctA"] += ga == Grade.CORRECT
        row["correctB"] += gb == Grade.CORRECT
        if ga == Grade.CORRECT and gb != Grade.CORRECT:
            only_a += 1
        elif gb == Grade.CORRECT and ga != Grade.CORRECT:
            only_b += 1
        if ga != gb:
            flips.append({"id": qid, "category": cat, "from": ga.value, "to": gb.value})
            key = f"{ga.value}->{gb.value}"
            transitions[key] = transitions.get(key, 0) + 1
    for row in categories.values():
        row["delta"] = row["correctB"] - row["correctA"]
    correct_a = sum(qa[q].grade == Grade.CORRECT for q in both)
    correct_b = sum(qb[q].grade == Grade.CORRECT for q in both)
    return {
        "a": {"pipeline": a.pipeline, "corpus": ha, "correct": correct_a},
        "b": {"pipeline": b.pipeline, "corpus": hb, "correct": correct_b},
        "paired": len(both),
        "onlyInA": sorted(q for q in qa if q not in qb),
        "onlyInB": sorted(q for q in qb if q not in qa),
        "flips": flips,
        "transitions": dict(sorted(transitions.items())),
        "byCategory": dict(sorted(categories.items())),
        "mcnemar": {"correctOnlyA": only_a, "correctOnlyB": only_b, "pValue": mcnemar_exact(only_a, only_b)},
        "sameCorpus": ha == hb,
        **cause_moves(a, b),
    }


def cause_moves(a: Scorecard, b: Scorecard) -> dict[str, Any]:
    """`causes`: per cause, how many questions it held in A and in B (when both runs were
    blamed), and `causeFlips`: the paired questions whose cause changed (None: correct)."""
    ca, cb = a.summary.by_cause, b.summary.by_cause
    if ca is None or cb is None:
        return {}
    qb = {q.id: q.cause for q in b.questions}
    flips = [{"id": q.id, "from": q.cause, "to": qb[q.id]}
             for q in a.questions if q.id in qb and q.cause != qb[q.id]]
    return {"causes": {c.value: {"a": ca.get(c, 0), "b": cb.get(c, 0)} for c in Cause},
            "causeFlips": flips}


def compare_markdown(result: dict[str, Any], name_a: str = "A", name_b: str = "B") -> str:
    m = result["mcnemar"]
    lines = [
        f"# Compare: {name_a} -> {name_b}",
        "",
        f"{result['paired']} paired questions; correct {result['a']['correct']} -> {result['b']['correct']} "
        f"({result['b']['correct'] - result['a']['correct']:+d})",
        "",
        f"Exact McNemar: {m['correctOnlyA']} correct only in {name_a}, {m['correctOnlyB']} correct only "
        f"in {name_b}, p = {m['pValue']:.4g}",
    ]
    if not result["sameCorpus"]:
        lines += ["", "**Warning: the runs are on different corpora (--force).**"]
    lines += ["", "| category | total | correct A | correct B | delta |", "| --- | ---: | ---: | ---: | ---: |"]
    for cat, row in result["byCategory"].items():
        lines.append(f"| {cat} | {row['total']} | {row['correctA']} | {row['correctB']} | {row['delta']:+d} |")
    lines += ["", f"## Flips ({len(result['flips'])})", ""]
    if result["flips"]:
        lines += ["| id | category | from | to |", "| --- | --- | --- | --- |"]
        lines += [f"| {f['id']} | {f['category']} | {f['from']} | {f['to']} |" for f in result["flips"]]
    else:
        lines.append("No question changed grade.")
    for key, label in (("onlyInA", name_a), ("onlyInB", name_b)):
        if result[key]:
            lines += ["", f"Only in {label}: {', '.join(result[key])}"]
    lines += cause_moves_markdown(result)
    return "\n".join(lines) + "\n"


def cause_moves_markdown(result: dict[str, Any]) -> list[str]:
    """How the causes moved ("not-recognized 6 -> 2"), when both runs were blamed."""
    if "causes" not in result:
        return []
    lines = ["", "## Causes", ""]
    for cause, n in result["causes"].items():
        if n["a"] or n["b"]:
            lines.append(f"- {cause} {n['a']} -> {n['b']} ({n['b'] - n['a']:+d})")
    if len(lines) == 3:
        lines.append("No question failed in either run.")
    return lines
