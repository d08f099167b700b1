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

from harness.runtime.errors import RagError
from harness.runtime.jsonread import JsonProblem, parse_json

GRADES = ("correct", "partial", "wrong")


class CompareError(RagError):
    """Two runs cannot be compared (unreadable, or different corpora without --force)."""


def load_card(run: Path) -> dict[str, Any]:
    path = run / "scorecard.json" if run.is_dir() else run
    try:
        card = parse_json(path.read_bytes())
    except FileNotFoundError:
        raise CompareError(f"{run}: no scorecard.json (give a run folder or a scorecard.json)") from None
    except (OSError, JsonProblem) as exc:
        raise CompareError(f"{path}: cannot read the scorecard: {exc}") from None
    if not isinstance(card, dict) or not isinstance(card.get("questions"), list):
        raise CompareError(f"{path}: not a scorecard (no questions list)")
    for i, q in enumerate(card["questions"]):
        if (not isinstance(q, dict) or not isinstance(q.get("id"), str) or q.get("grade") not in GRADES
                or not isinstance(q.get("category") or "", str)):
            raise CompareError(f"{path}: questions[{i}] is not a graded question "
                               "(an object with a string id, a grade and a string category)")
    return card


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value for b and c discordant pairs."""
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(Fraction(comb(n, i)) for i in range(min(b, c) + 1)) / Fraction(2**n)
    return float(min(Fraction(1), 2 * tail))


def _corpus_hash(card: dict[str, Any]) -> str | None:
    corpus = card.get("corpus") or {}
    return corpus.get("sha256") if isinstance(corpus, dict) else None


def compare_cards(a: dict[str, Any], b: dict[str, Any], *, force: bool = False) -> dict[str, Any]:
    ha, hb = _corpus_hash(a), _corpus_hash(b)
    if ha != hb and not force:
        raise CompareError(
            f"the runs are on different corpora (sha256 {str(ha)[:12]} vs {str(hb)[:12]}); "
            "pass --force to compare anyway"
        )
    qa = {q["id"]: q for q in a["questions"]}
    qb = {q["id"]: q for q in b["questions"]}
    both = [qid for qid in qa if qid in qb]
    flips = []
    transitions: dict[str, int] = {}
    only_a = only_b = 0
    categories: dict[str, dict[str, int]] = {}
    for qid in both:
        ga, gb = qa[qid]["grade"], qb[qid]["grade"]
        cat = qa[qid].get("category") or "uncategorized"
        row = categories.setdefault(cat, {"total": 0, "correctA": 0, "correctB": 0})
        row["total"] += 1
        row["correctA"] += ga == "correct"
        row["correctB"] += gb == "correct"
        if ga == "correct" and gb != "correct":
            only_a += 1
        elif gb == "correct" and ga != "correct":
            only_b += 1
        if ga != gb:
            flips.append({"id": qid, "category": cat, "from": ga, "to": gb})
            key = f"{ga}->{gb}"
            transitions[key] = transitions.get(key, 0) + 1
    for row in categories.values():
        row["delta"] = row["correctB"] - row["correctA"]
    correct_a = sum(qa[q]["grade"] == "correct" for q in both)
    correct_b = sum(qb[q]["grade"] == "correct" for q in both)
    return {
        "a": {"pipeline": a.get("pipeline"), "corpus": ha, "correct": correct_a},
        "b": {"pipeline": b.get("pipeline"), "corpus": hb, "correct": correct_b},
        "paired": len(both),
        "onlyInA": sorted(q for q in qa if q not in qb),
        "onlyInB": sorted(q for q in qb if q not in qa),
        "flips": flips,
        "transitions": dict(sorted(transitions.items())),
        "byCategory": dict(sorted(categories.items())),
        "mcnemar": {"correctOnlyA": only_a, "correctOnlyB": only_b, "pValue": mcnemar_exact(only_a, only_b)},
        "sameCorpus": ha == hb,
    }


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
    return "\n".join(lines) + "\n"
