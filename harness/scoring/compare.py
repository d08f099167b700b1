"""Compare two runs question by question: flips, deltas by category, a paired test, power.

Questions pair by (household, question id): a suite run's questions carry their household,
a single corpus's do not (they pair by id). Besides the flips and per-category counts:

- `delta` and `deltaCi95`: B - A accuracy (a share: 0.05 is 5 points) over the paired
  questions with a paired cluster bootstrap interval over households (over questions when
  there is one household), overall and per category, both in the same unit
  (`stats.paired_delta`);
- `mcnemar`: the exact McNemar p-value (b = correct in A only, c = correct in B only);
- `flipShare`, `mde80`: the share of paired questions correct in exactly one run, and the
  smallest difference this many questions detect at 80% power and alpha 0.05 for that
  share (`stats.mde`); `householdsNeeded`: how many households of this size would detect
  a difference of `effect` (`stats.questions_needed`); None when it cannot be estimated.
- `flips`: the questions whose grade changed; by default only those that change the score
  (correct in one run only: `flipsShown` "score-changing", `otherFlips` counts the partial <->
  wrong ones left out), every one with `all_flips` (`flipsShown` "all"); `transitions` counts
  every kind of flip either way;
- `causesComparable`: False when one run reports what it retrieved and the other does not
  (the second's misses past recognition are all `unknown`), so its causes do not compare;
- `verdict`: the same in words, the verdict first: "B is better/worse by ..." only when the
  difference is detected (McNemar p < 0.05 and an interval that excludes 0), otherwise "No
  detectable difference", then the difference this corpus or suite can detect.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness.contract.grade import Grade
from harness.runtime.errors import RagError
from harness.runtime.settings import SettingError
from harness.scoring.blame import Cause
from harness.scoring.scorecard import (
    PARTIAL_MEANS,
    SCORECARD_NAME,
    UNCATEGORIZED,
    QuestionResult,
    Scorecard,
    read_scorecard,
)
from harness.scoring.stats import ALPHA, mcnemar_exact, mde, paired_delta, questions_needed

DEFAULT_EFFECT = 0.03

__all__ = ["DEFAULT_EFFECT", "CompareError", "cause_moves", "compare_cards", "compare_markdown",
           "load_card", "mcnemar_exact", "paired_outcomes", "paired_test", "verdict"]


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


def paired_outcomes(a: Scorecard, b: Scorecard) -> list[tuple[Key, bool, bool]]:
    """The questions both runs answered, in A's order: (key, correct in A, correct in B)."""
    qb = {_key(q): q for q in b.questions}
    return [(_key(q), q.grade == Grade.CORRECT, qb[_key(q)].grade == Grade.CORRECT)
            for q in a.questions if _key(q) in qb]


def paired_test(a: Scorecard, b: Scorecard) -> dict[str, Any]:
    """B against A on the questions both answered: the exact McNemar test and B - A with its paired
    cluster-bootstrap interval, as `compare_cards` computes them, without the power estimates."""
    pairs = paired_outcomes(a, b)
    only_a = sum(x and not y for _, x, y in pairs)
    only_b = sum(y and not x for _, x, y in pairs)
    delta, ci = _delta(pairs)
    return {"paired": len(pairs), "correctOnlyA": only_a, "correctOnlyB": only_b,
            "pValue": mcnemar_exact(only_a, only_b), "delta": delta, "deltaCi95": ci}


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
                  effect: float = DEFAULT_EFFECT, all_flips: bool = False) -> dict[str, Any]:
    """The comparison record (module docstring); `all_flips` lists partial <-> wrong flips too."""
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
    other_flips = 0
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
            scoring = Grade.CORRECT in (ga, gb)
            other_flips += not scoring
            flip = {"id": key[1], "category": cat, "from": ga.value, "to": gb.value}
            if scoring or all_flips:
                flips.append({"household": key[0], **flip} if key[0] else flip)
            name = f"{ga.value}->{gb.value}"
            transitions[name] = transitions.get(name, 0) + 1
    for cat, row in categories.items():
        row["delta"], row["deltaCi95"] = _delta(by_cat[cat])
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
        "flipsShown": "all" if all_flips else "score-changing",
        "otherFlips": 0 if all_flips else other_flips,
        "transitions": dict(sorted(transitions.items())),
        "byCategory": dict(sorted(categories.items())),
        "mcnemar": {"correctOnlyA": only_a, "correctOnlyB": only_b, "pValue": mcnemar_exact(only_a, only_b)},
        "delta": delta,
        "deltaCi95": delta_ci,
        **_power(len(both), households, only_a, only_b, effect),
        "sameCorpus": ha == hb,
        **cause_moves(a, b),
    }
    result["verdict"] = verdict(result)
    return result


def _points(x: float) -> str:
    return f"{abs(x) * 100:.1f}"


def signed_points(x: float) -> str:
    """A share in signed points: +10.9, -41.6, 0.0."""
    text = f"{x * 100:+.1f}"
    return "0.0" if text in ("+0.0", "-0.0") else text


def ci_points(ci: list[float]) -> str:
    """An interval of shares in signed points: "-12.5 to +3.0"."""
    return f"{signed_points(ci[0])} to {signed_points(ci[1])}"


def detected(result: dict[str, Any]) -> bool:
    """A difference is detected when McNemar's p < 0.05 and the delta's interval excludes 0."""
    low, high = result["deltaCi95"]
    return result["mcnemar"]["pValue"] < ALPHA and (low > 0 or high < 0)


def verdict(result: dict[str, Any]) -> str:
    """The comparison in words, the verdict first: detected or not, the difference with its
    interval and p (all in points), and the smallest difference the questions can detect."""
    delta, p = result["delta"], result["mcnemar"]["pValue"]
    ci = f"95% CI {ci_points(result['deltaCi95'])}, McNemar p = {p:.2g}"
    if detected(result):
        head = f"B is {'better' if delta > 0 else 'worse'} by {_points(delta)} points ({ci})"
    else:
        head = f"No detectable difference (B - A = {signed_points(delta)} points, {ci})"
    where = "this suite" if result.get("households", 1) > 1 else "this corpus"
    if result["flipShare"] == 0:
        power = f"no question is correct in one run only, so what {where} can detect cannot be estimated"
    elif result["mde80"] is None:
        power = f"{where} has too few questions to detect any difference at 80% power"
    else:
        power = f"{where} detects differences of {_points(result['mde80'])} points or more (80% power)"
    need = result["householdsNeeded"]
    tail = (f" Detecting {_points(result['effect'])} points would take {need} households of this size."
            if need else "")
    return f"{head}; {power}.{tail}"


def _reports_retrieved(card: Scorecard) -> bool:
    """Whether the run's pipeline named what it retrieved for some question (a pipeline that does
    not leaves `retrieved` empty or absent, and its misses past recognition are `unknown`)."""
    return any(q.retrieved for q in card.questions)


def cause_moves(a: Scorecard, b: Scorecard) -> dict[str, Any]:
    """`causes`: per cause, how many questions it held in A and in B (when both runs were
    blamed), `causeFlips`: the questions, paired by (household, id), whose cause changed
    (None: correct), and `causesComparable`/`retrievedReported`: whether each run reported what
    it retrieved (a run that does not gets `unknown` where the other gets `not-retrieved` or an
    answer-stage cause, so the two do not compare)."""
    ca, cb = a.summary.by_cause, b.summary.by_cause
    if ca is None or cb is None:
        return {}
    qb = {_key(q): q.cause for q in b.questions}
    flips = []
    for q in a.questions:
        key = _key(q)
        if key in qb and q.cause != qb[key]:
            flip = {"id": q.id, "from": q.cause, "to": qb[key]}
            flips.append({"household": key[0], **flip} if key[0] else flip)
    reported = {"a": _reports_retrieved(a), "b": _reports_retrieved(b)}
    return {"causes": {c.value: {"a": ca.get(c, 0), "b": cb.get(c, 0)} for c in Cause},
            "causeFlips": flips, "retrievedReported": reported,
            "causesComparable": reported["a"] == reported["b"]}


def _flips_markdown(result: dict[str, Any]) -> list[str]:
    flips = result["flips"]
    if result["flipsShown"] == "all":
        lines = ["", f"## Flips ({len(flips)})"]
    else:
        lines = ["", f"## Flips that change the score ({len(flips)})"]
        other = result["otherFlips"]
        if other:
            lines += ["", f"{other} more {'flip' if other == 1 else 'flips'} between partial and wrong "
                          f"(no change to the score): --all-flips lists {'it' if other == 1 else 'them'}."]
    if any(Grade.PARTIAL.value in (f["from"], f["to"]) for f in flips):
        lines += ["", PARTIAL_MEANS + "."]
    lines.append("")
    if flips:
        lines += ["| id | category | from | to |", "| --- | --- | --- | --- |"]
        lines += [f"| {_label((f.get('household', ''), f['id']))} | {f['category']} | {f['from']} | {f['to']} |"
                  for f in flips]
    else:
        lines.append("No question changed grade." if result["flipsShown"] == "all" or not result["otherFlips"]
                     else "No question changed its score.")
    return lines


def compare_markdown(result: dict[str, Any], name_a: str = "A", name_b: str = "B") -> str:
    """The comparison for a person: the verdict first, then the counts, categories, flips, causes."""
    m = result["mcnemar"]
    lines = [f"# Compare: {name_a} -> {name_b}", "", f"A = {name_a}, B = {name_b}. {result['verdict']}"]
    if not result["sameCorpus"]:
        lines += ["", "**Warning: the runs are on different corpora (--force).**"]
    if result.get("causesComparable") is False:
        lines += ["", f"**Warning: {causes_warning(result, name_a, name_b)}**"]
    lines += [
        "",
        f"{result['paired']} paired questions; correct {result['a']['correct']} -> {result['b']['correct']} "
        f"({result['b']['correct'] - result['a']['correct']:+d})",
        "",
        f"Exact McNemar: {m['correctOnlyA']} correct only in {name_a}, {m['correctOnlyB']} correct only "
        f"in {name_b}, p = {m['pValue']:.4g}",
    ]
    lines += ["", "| category | total | correct A | correct B | B - A (points) | 95% CI (points) |",
              "| --- | ---: | ---: | ---: | ---: | --- |"]
    for cat, row in result["byCategory"].items():
        lines.append(f"| {cat} | {row['total']} | {row['correctA']} | {row['correctB']} | "
                     f"{signed_points(row['delta'])} | {ci_points(row['deltaCi95'])} |")
    lines += _flips_markdown(result)
    for key, label in (("onlyInA", name_a), ("onlyInB", name_b)):
        if result[key]:
            lines += ["", f"Only in {label}: {', '.join(result[key])}"]
    lines += cause_moves_markdown(result)
    return "\n".join(lines) + "\n"


def causes_warning(result: dict[str, Any], name_a: str = "A", name_b: str = "B") -> str:
    """Why the causes of two runs do not compare: one reports what it retrieved, the other not."""
    yes, no = (name_a, name_b) if result["retrievedReported"]["a"] else (name_b, name_a)
    return (f"the causes are not comparable: {yes} reports what it retrieved, {no} does not, so {no}'s misses "
            "past recognition are all `unknown`.")


def cause_moves_markdown(result: dict[str, Any]) -> list[str]:
    """How the causes moved ("not-recognized 6 -> 2"), when both runs were blamed."""
    if "causes" not in result:
        return []
    lines = ["", "## Causes", ""]
    if not result["causesComparable"]:
        lines += ["Not comparable: see the warning at the top.", ""]
    head = len(lines)
    for cause, n in result["causes"].items():
        if n["a"] or n["b"]:
            lines.append(f"- {cause} {n['a']} -> {n['b']} ({n['b'] - n['a']:+d})")
    if len(lines) == head:
        lines.append("No question failed in either run.")
    return lines
