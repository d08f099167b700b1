"""Compare two runs question by question: flips, deltas by category, a paired test, power.

Questions pair by (household, question id): a suite run's questions carry their household,
a single corpus's do not (they pair by id). Besides the flips and per-category counts:

- `delta` and `deltaCi95`: B - A accuracy over the paired questions with a paired cluster
  bootstrap interval over households (over questions when there is one household), overall
  and per category (`stats.paired_delta`);
- `mcnemar`: the exact McNemar p-value (b = correct in A only, c = correct in B only);
- `flipShare`, `mde80`: the share of paired questions correct in exactly one run, and the
  smallest difference this many questions detect at 80% power and alpha 0.05 for that
  share (`stats.mde`); `householdsNeeded`: how many households of this size would detect
  a difference of `effect` (`stats.questions_needed`); None when it cannot be estimated.
- `verdict`: the same in words.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness.contract.grade import Grade
from harness.runtime.errors import RagError
from harness.runtime.settings import SettingError
from harness.scoring.scorecard import SCORECARD_NAME, UNCATEGORIZED, QuestionResult, Scorecard, read_scorecard
from harness.scoring.stats import mcnemar_exact, mde, paired_delta, questions_needed

DEFAULT_EFFECT = 0.03

__all__ = ["DEFAULT_EFFECT", "CompareError", "compare_cards", "compare_markdown", "load_card", "mcnemar_exact",
           "verdict"]


class CompareError(RagError):
    """Two runs cannot be compared (unreadable, or different corpora without --force)."""


def load_card(run: Path) -> Scorecard:
    """The scorecard of a run folder, or a scorecard.json itself, read through its model."""
    path = run / SCORECARD_NAME if run.is_dir() else run
    if not path.is_file():
        raise CompareError(f"{run}: no {SCORECARD_NAME} (give a run folder or a {SCORECARD_NAME})")
    return read_scorecard(path, CompareError)


Key = tuple[str, str]  # (household, question id); household "" for a single corpus


def _key(q: QuestionResult) -> Key:
    return (q.household or "", q.id)


def _label(key: Key) -> str:
    return f"{key[0]}/{key[1]}" if key[0] else key[1]


def _by_household(pairs: list[tuple[Key, bool, bool]]) -> list[list[tuple[bool, bool]]]:
    groups: dict[str, list[tuple[bool, bool]]] = {}
    for (household, _), a, b in pairs:
        groups.setdefault(household, []).append((a, b))
    return list(groups.values())


def _delta(pairs: list[tuple[Key, bool, bool]]) -> tuple[float, list[float]]:
    delta, (low, high) = paired_delta(_by_household(pairs))
    return delta, [low, high]


@lru_cache(maxsize=256)
def _questions_needed(flip: float, effect: float) -> int | None:
    return questions_needed(flip, effect)  # seconds for large flip shares: once per process


def _power(paired: int, households: int, only_a: int, only_b: int, effect: float) -> dict[str, Any]:
    flip = (only_a + only_b) / paired if paired else 0.0
    needed = _questions_needed(flip, effect) if flip > 0 else None
    per_household = paired / households if households else 0
    return {
        "flipShare": round(flip, 4),
        "mde80": mde(paired, flip) if flip > 0 else None,
        "effect": effect,
        "householdsNeeded": math.ceil(needed / per_household) if needed and per_household else None,
    }


def check_effect(effect: float) -> None:
    if not 0 < effect < 1:
        raise SettingError(f"--effect must be a share between 0 and 1 (0.03 is 3 points), got {effect}")


def compare_cards(a: Scorecard, b: Scorecard, *, force: bool = False,
                  effect: float = DEFAULT_EFFECT) -> dict[str, Any]:
    check_effect(effect)
    ha, hb = a.corpus.sha256, b.corpus.sha256
    if ha != hb and not force:
        raise CompareError(
            f"the runs are on different corpora (sha256 {ha[:12]} vs {hb[:12]}); "
            "pass --force to compare anyway"
        )
    qa = {_key(q): q for q in a.questions}
    qb = {_key(q): q for q in b.questions}
    both = [k for k in qa if k in qb]
    flips = []
    transitions: dict[str, int] = {}
    only_a = only_b = 0
    categories: dict[str, dict[str, Any]] = {}
    pairs: list[tuple[Key, bool, bool]] = []
    by_cat: dict[str, list[tuple[Key, bool, bool]]] = {}
    for key in both:
        ga, gb = qa[key].grade, qb[key].grade
        cat = qa[key].category or UNCATEGORIZED
        row = categories.setdefault(cat, {"total": 0, "correctA": 0, "correctB": 0})
        row["total"] += 1
        row["correctA"] += ga == Grade.CORRECT
        row["correctB"] += gb == Grade.CORRECT
        pair = (key, ga == Grade.CORRECT, gb == Grade.CORRECT)
        pairs.append(pair)
        by_cat.setdefault(cat, []).append(pair)
        if ga == Grade.CORRECT and gb != Grade.CORRECT:
            only_a += 1
        elif gb == Grade.CORRECT and ga != Grade.CORRECT:
            only_b += 1
        if ga != gb:
            flip = {"id": key[1], "category": cat, "from": ga.value, "to": gb.value}
            flips.append({"household": key[0], **flip} if key[0] else flip)
            name = f"{ga.value}->{gb.value}"
            transitions[name] = transitions.get(name, 0) + 1
    for cat, row in categories.items():
        row["delta"] = row["correctB"] - row["correctA"]
        _, row["deltaCi95"] = _delta(by_cat[cat])
    correct_a = sum(qa[k].grade == Grade.CORRECT for k in both)
    correct_b = sum(qb[k].grade == Grade.CORRECT for k in both)
    delta, delta_ci = _delta(pairs)
    households = len({k[0] for k in both})
    result = {
        "a": {"pipeline": a.pipeline, "corpus": ha, "correct": correct_a},
        "b": {"pipeline": b.pipeline, "corpus": hb, "correct": correct_b},
        "paired": len(both),
        "households": households,
        "onlyInA": sorted(_label(k) for k in qa if k not in qb),
        "onlyInB": sorted(_label(k) for k in qb if k not in qa),
        "flips": flips,
        "transitions": dict(sorted(transitions.items())),
        "byCategory": dict(sorted(categories.items())),
        "mcnemar": {"correctOnlyA": only_a, "correctOnlyB": only_b, "pValue": mcnemar_exact(only_a, only_b)},
        "delta": delta,
        "deltaCi95": delta_ci,
        **_power(len(both), households, only_a, only_b, effect),
        "sameCorpus": ha == hb,
    }
    result["verdict"] = verdict(result)
    return result


def _points(x: float) -> str:
    return f"{abs(x) * 100:.1f}"


def _ci_points(ci: list[float]) -> str:
    low, high = ci[0] * 100, ci[1] * 100
    return f"{low:.1f} to {high:.1f}" if low < 0 else f"{low:.1f}-{high:.1f}"


def verdict(result: dict[str, Any]) -> str:
    """The comparison in words: the difference, its interval, p, and what the suite can detect."""
    delta, p = result["delta"], result["mcnemar"]["pValue"]
    ci = f"95% CI {_ci_points(result['deltaCi95'])}"
    if delta > 0:
        head = f"B is better by {_points(delta)} points ({ci}), p = {p:.2g}"
    elif delta < 0:
        head = f"B is worse by {_points(delta)} points ({ci}), p = {p:.2g}"
    else:
        head = f"A and B score the same (0.0 points, {ci}), p = {p:.2g}"
    where = "this suite" if result.get("households", 1) > 1 else "this corpus"
    if result["flipShare"] == 0:
        power = f"no question is correct in one run only, so what {where} can detect cannot be estimated"
    elif result["mde80"] is None:
        power = f"{where} has too few questions to detect any difference at 80% power"
    else:
        power = f"{where} can detect differences of {_points(result['mde80'])} points or more"
    need = result["householdsNeeded"]
    tail = (f" Detecting {_points(result['effect'])} points would take {need} households of this size."
            if need else "")
    return f"{head}; {power}.{tail}"


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
    lines += ["", f"A = {name_a}, B = {name_b}. {result['verdict']}"]
    if not result["sameCorpus"]:
        lines += ["", "**Warning: the runs are on different corpora (--force).**"]
    lines += ["", "| category | total | correct A | correct B | delta | delta 95% CI (points) |",
              "| --- | ---: | ---: | ---: | ---: | --- |"]
    for cat, row in result["byCategory"].items():
        lines.append(f"| {cat} | {row['total']} | {row['correctA']} | {row['correctB']} | {row['delta']:+d} | "
                     f"{_ci_points(row['deltaCi95'])} |")
    lines += ["", f"## Flips ({len(result['flips'])})", ""]
    if result["flips"]:
        lines += ["| id | category | from | to |", "| --- | --- | --- | --- |"]
        lines += [f"| {_label((f.get('household', ''), f['id']))} | {f['category']} | {f['from']} | {f['to']} |"
                  for f in result["flips"]]
    else:
        lines.append("No question changed grade.")
    for key, label in (("onlyInA", name_a), ("onlyInB", name_b)):
        if result[key]:
            lines += ["", f"Only in {label}: {', '.join(result[key])}"]
    return "\n".join(lines) + "\n"
