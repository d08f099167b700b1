"""One record for a suite run, from the records of its households.

Each household of a suite is run like a single corpus (its own scorecard.json, probe.json
and answers.jsonl); `merge_households` joins those records into the suite's: every question
and answer carries its `household`, the summary is recomputed over all questions and gets
its intervals (a cluster bootstrap over households, `intervals.with_intervals`), the probe
rows carry their household and the probe's counts are summed. Pure: dicts in, dicts out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from harness.scoring.intervals import with_intervals
from harness.scoring.scorecard import QuestionResult, summarize


@dataclass
class HouseholdRecord:
    """What one household's run wrote: scorecard.json, probe.json, answers.jsonl (parsed)."""

    name: str
    card: dict[str, Any]
    probe: dict[str, Any]
    answers: list[dict[str, Any]] = field(default_factory=list)


def _sum_counts(parts: list[dict[str, dict[str, int]]]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for part in parts:
        for key, counts in part.items():
            cell = out.setdefault(key, {})
            for k, v in counts.items():
                cell[k] = cell.get(k, 0) + v
    return out


def suite_summary(questions: list[dict[str, Any]], default_household: str) -> dict[str, Any]:
    """The summary of a suite's questions (each with `household`), with its intervals."""
    results = [QuestionResult(q["id"], q["category"], q["grade"], q["failed"], q.get("answer", ""))
               for q in questions]
    summary = summarize(results)
    latencies = [float(q["latencyS"]) for q in questions if "latencyS" in q]
    if questions and len(latencies) == len(questions):
        summary["secondsPerQuestion"] = round(sum(latencies) / len(latencies), 3)
    return with_intervals(summary, questions, default_household)


def merge_households(suite_name: str, suite_sha256: str, households: list[HouseholdRecord],
                     stores: str) -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
    """(scorecard, probe, answers) of the whole suite."""
    first = households[0].card
    questions = [{**q, "household": h.name} for h in households for q in h.card["questions"]]
    card: dict[str, Any] = {
        "corpus": {
            "name": suite_name,
            "sha256": suite_sha256,
            "documents": sum(h.card["corpus"].get("documents", 0) for h in households),
            "households": [{**h.card["corpus"], "name": h.name} for h in households],
        },
        "pipeline": first["pipeline"],
        "config": first.get("config"),
        "store": {"path": stores, "households": {h.name: h.card.get("store") for h in households}},
        "versions": first.get("versions"),
        "questions": questions,
        "summary": suite_summary(questions, suite_name),
        "probe": _sum_counts([h.card.get("probe") or {} for h in households]),
        "repeat": {
            "runs": (first.get("repeat") or {}).get("runs", 1),
            "differing": [f"{h.name}/{qid}" for h in households for qid in (h.card.get("repeat") or {})
                          .get("differing", [])],
        },
    }
    probe: dict[str, Any] = {"summary": _sum_counts([h.probe.get("summary") or {} for h in households])}
    for key in ("fields", "docTypes", "aggregations"):
        probe[key] = [{**row, "household": h.name} for h in households for row in h.probe.get(key) or []]
    answers = [{**a, "household": h.name} for h in households for a in h.answers]
    return card, probe, answers
