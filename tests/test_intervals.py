"""Intervals on scorecards: Wilson for one household, a cluster bootstrap over several; exact values."""

from __future__ import annotations

from harness.scoring.intervals import household_markdown, method, tally, with_intervals
from harness.scoring.suite_card import HouseholdRecord, merge_households, suite_summary


def _rows(household: str | None, grades: dict[str, tuple[int, int]]) -> list[dict]:
    """category -> (correct, total) as graded rows of one household."""
    rows = []
    for cat, (correct, total) in grades.items():
        for i in range(total):
            row = {"id": f"{cat}-{i:03d}", "category": cat, "grade": "correct" if i < correct else "wrong",
                   "failed": [], "answer": ""}
            if household:
                row["household"] = household
            rows.append(row)
    return rows


def _summary(rows: list[dict]) -> dict:
    cats = sorted({r["category"] for r in rows})
    return {"byCategory": {c: {"correct": sum(r["grade"] == "correct" for r in rows if r["category"] == c),
                               "partial": 0,
                               "wrong": sum(r["grade"] == "wrong" for r in rows if r["category"] == c)}
                           for c in cats}}


def test_one_household_gets_wilson_intervals() -> None:
    rows = _rows(None, {"lookup": (21, 30), "negative": (8, 12)})
    s = with_intervals(_summary(rows), rows, "seed-42")
    assert s["ci95"] == [0.5397, 0.8093]  # Wilson(29, 42)
    assert s["byCategory"]["lookup"]["ci95"] == [0.5212, 0.8334]  # Wilson(21, 30)
    assert s["byCategory"]["negative"]["ci95"] == [0.3906, 0.8619]  # Wilson(8, 12)
    assert (s["households"], s["byHousehold"]) == (1, {"seed-42": {"correct": 29, "total": 42}})
    assert method(s | {"total": 42}) == "Wilson interval over the 42 questions of one household"


def test_several_households_get_the_cluster_bootstrap() -> None:
    # the households of the issue: 29/42, 31/42 and 38/42 (tests/test_stats.py gives their interval)
    rows = (_rows("seed-42", {"lookup": (21, 30), "negative": (8, 12)})
            + _rows("seed-43", {"lookup": (23, 30), "negative": (8, 12)})
            + _rows("seed-44", {"lookup": (28, 30), "negative": (10, 12)}))
    s = with_intervals(_summary(rows), rows, "suite")
    assert s["ci95"] == [0.6905, 0.9048]
    assert s["byCategory"]["lookup"]["ci95"] == [0.7, 0.9333]
    assert s["byCategory"]["negative"]["ci95"] == [0.6667, 0.8333]
    assert s["households"] == 3
    assert s["byHousehold"] == {"seed-42": {"correct": 29, "total": 42}, "seed-43": {"correct": 31, "total": 42},
                                "seed-44": {"correct": 38, "total": 42}}
    assert method(s) == "cluster bootstrap over 3 households, 2000 resamples"
    assert household_markdown(s) == ["", "| household | correct / total | accuracy |", "| --- | ---: | ---: |",
                                     "| seed-42 | 29/42 | 69.0% |", "| seed-43 | 31/42 | 73.8% |",
                                     "| seed-44 | 38/42 | 90.5% |"]


def test_a_category_only_some_households_have_counts_only_those() -> None:
    rows = _rows("a", {"lookup": (1, 2), "supersede": (3, 4)}) + _rows("b", {"lookup": (2, 2)})
    s = with_intervals(_summary(rows), rows, "suite")
    assert s["byCategory"]["supersede"]["ci95"] == [0.3006, 0.9544]  # Wilson(3, 4): one household has it
    assert tally(rows, "x") == {"a": {"correct": 4, "total": 6}, "b": {"correct": 2, "total": 2}}


def test_merging_households_into_one_suite_record() -> None:
    def card(name: str, correct: int) -> dict:
        qs = [{"id": f"lookup-{i:03d}", "category": "lookup", "grade": "correct" if i < correct else "wrong",
               "failed": [], "answer": "x", "latencyS": 0.5} for i in range(4)]
        return {"corpus": {"name": name, "sha256": name * 2, "documents": 3}, "pipeline": "extractive",
                "config": {"top_k": 3}, "store": {"path": f"/s/{name}"}, "versions": {"rag-eval": "0.1.0"},
                "questions": qs, "probe": {"fields": {"pass": correct, "total": 4}},
                "repeat": {"runs": 1, "differing": ["lookup-000"] if name == "b" else []}}

    records = [HouseholdRecord(n, card(n, k), {"summary": {"fields": {"pass": k, "total": 4}},
                                               "fields": [{"field": "f", "pass": True}]},
                               [{"id": "lookup-000", "answer": "x"}]) for n, k in (("a", 3), ("b", 1))]
    merged, probe, answers = merge_households("s", "f" * 64, records, "/run/stores")
    assert merged["corpus"] == {"name": "s", "sha256": "f" * 64, "documents": 6, "households": [
        {"name": "a", "sha256": "aa", "documents": 3}, {"name": "b", "sha256": "bb", "documents": 3}]}
    assert [(q["household"], q["id"]) for q in merged["questions"]][3:5] == [("a", "lookup-003"), ("b", "lookup-000")]
    assert merged["summary"] == suite_summary(merged["questions"], "s")
    s = merged["summary"]
    assert (s["total"], s["byGrade"], s["accuracy"], s["secondsPerQuestion"]) == (
        8, {"correct": 4, "partial": 0, "wrong": 4}, 0.5, 0.5)
    assert (s["households"], s["ci95"]) == (2, [0.25, 0.75])
    assert merged["probe"] == {"fields": {"pass": 4, "total": 8}}
    assert merged["repeat"] == {"runs": 1, "differing": ["b/lookup-000"]}
    assert merged["store"] == {"path": "/run/stores", "households": {"a": {"path": "/s/a"}, "b": {"path": "/s/b"}}}
    assert probe == {"summary": {"fields": {"pass": 4, "total": 8}}, "docTypes": [], "aggregations": [],
                     "fields": [{"field": "f", "pass": True, "household": "a"},
                                {"field": "f", "pass": True, "household": "b"}]}
    assert answers == [{"id": "lookup-000", "answer": "x", "household": "a"},
                       {"id": "lookup-000", "answer": "x", "household": "b"}]
