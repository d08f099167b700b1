"""Intervals on scorecards: Wilson for one household, Wilson on the effective sample size over several; exact values."""

from __future__ import annotations

from harness.contract.grade import Grade
from harness.scoring.intervals import interval, method, tally
from harness.scoring.probe import FieldProbe, probe_report
from harness.scoring.scorecard import (
    CardCorpus,
    CategoryTally,
    HouseholdTally,
    QuestionResult,
    Repeat,
    RunCorpus,
    StoreUsed,
    build_scorecard,
    scorecard_markdown,
    summarize,
)
from harness.scoring.suite_card import HouseholdRecord, merge_households
from harness.store.marker import FailedDocument


def _rows(household: str | None, grades: dict[str, tuple[int, int]]) -> list[QuestionResult]:
    """category -> (correct, total) as graded questions of one household."""
    return [QuestionResult(id=f"{cat}-{i:03d}", category=cat, grade=Grade.CORRECT if i < correct else Grade.WRONG,
                           failed=[], answer="", household=household)
            for cat, (correct, total) in grades.items() for i in range(total)]


def test_one_household_gets_wilson_intervals() -> None:
    s = summarize(_rows(None, {"lookup": (21, 30), "negative": (8, 12)}), corpus="seed-42")
    assert s.ci95 == (0.5397, 0.8093)  # Wilson(29, 42)
    assert s.by_category["lookup"] == CategoryTally(correct=21, partial=0, wrong=9, ci95=(0.5212, 0.8334))
    assert s.by_category["negative"].ci95 == (0.3906, 0.8619)  # Wilson(8, 12)
    assert (s.households, s.by_household) == (1, {"seed-42": HouseholdTally(correct=29, total=42)})
    assert s.interval_method == "Wilson interval over the 42 questions of one household"


def test_several_households_get_wilson_on_their_effective_sample() -> None:
    # the households of the issue: 29/42, 31/42 and 38/42 (tests/harness/scoring/test_stats.py gives their interval)
    rows = (_rows("seed-42", {"lookup": (21, 30), "negative": (8, 12)})
            + _rows("seed-43", {"lookup": (23, 30), "negative": (8, 12)})
            + _rows("seed-44", {"lookup": (28, 30), "negative": (10, 12)}))
    card = build_scorecard(CardCorpus(name="suite", sha256="0"), "p", rows)
    s = card.summary
    assert s.ci95 == (0.4437, 0.9389)
    assert s.by_category["lookup"].ci95 == (0.4304, 0.9549)
    assert s.by_category["negative"].ci95 == (0.5601, 0.8415)
    assert s.households == 3
    assert s.by_household == {"seed-42": HouseholdTally(correct=29, total=42),
                              "seed-43": HouseholdTally(correct=31, total=42),
                              "seed-44": HouseholdTally(correct=38, total=42)}
    assert s.interval_method == "Wilson interval on the effective sample size over 3 households"
    md = scorecard_markdown(card)
    assert ("Accuracy 77.8% (95% CI 44.4-93.9%; Wilson interval on the effective sample size over 3 households)\n\n"
            "partial = some of the answer's checks passed, not all (e.g. the right value, the wrong citation).\n\n"
            "| category | correct | partial | wrong | accuracy | 95% CI |\n| --- | ---: | ---: | ---: | ---: | --- |\n"
            "| lookup | 72 | 0 | 18 | 80.0% | 43.0-95.5% |\n| negative | 26 | 0 | 10 | 72.2% | 56.0-84.2% |\n\n"
            "| household | correct / total | accuracy |\n| --- | ---: | ---: |\n"
            "| seed-42 | 29/42 | 69.0% |\n| seed-43 | 31/42 | 73.8% |\n| seed-44 | 38/42 | 90.5% |\n") in md
    assert "| seed-44/negative-011 | negative | wrong |  |  |  |  |\n" in md


def test_a_category_only_some_households_have_counts_only_those() -> None:
    rows = _rows("a", {"lookup": (1, 2), "supersede": (3, 4)}) + _rows("b", {"lookup": (2, 2)})
    s = summarize(rows, corpus="suite")
    assert s.by_category["supersede"].ci95 == (0.3006, 0.9544)  # Wilson(3, 4): one household has it
    assert tally((r.household or "x", r.grade == Grade.CORRECT) for r in rows) == {"a": (4, 6), "b": (2, 2)}
    assert interval([]) == (0.0, 0.0) and interval([(0, 0)]) == (0.0, 0.0)
    assert method(1, 7) == "Wilson interval over the 7 questions of one household"


def test_merging_households_into_one_suite_record() -> None:
    failed = {"a": [], "b": [FailedDocument(file="w2.pdf", error="empty file (0 bytes)")]}

    def record(name: str, correct: int) -> HouseholdRecord:
        qs = [QuestionResult(id=f"lookup-{i:03d}", category="lookup",
                             grade=Grade.CORRECT if i < correct else Grade.WRONG, failed=[], answer="x",
                             latency_s=0.5) for i in range(4)]
        card = build_scorecard(
            CardCorpus(name=f"household-{name}", sha256=name * 2, documents=3), "extractive", qs,
            seconds_per_question=0.5, config={"top_k": 3},
            store=StoreUsed(path=f"/s/{name}", ingest=None, steps=None, failed_documents=failed[name]),
            versions={"rag-eval": "0.1.0"},
            repeat=Repeat(runs=1, differing=["lookup-000"] if name == "b" else []))
        probe = probe_report([FieldProbe(document="w2.pdf", doc_type="W-2", field="f", expected="1", got="1",
                                         ok=correct > 2, path="text-layer")], [], [],
                             {"ocr": 1, "text-layer": 2} if name == "a" else {"form-fields": 1, "text-layer": 1})
        return HouseholdRecord(name, card.model_copy(update={"probe": probe.summary}), probe,
                               [{"id": "lookup-000", "answer": "x"}])

    merged, probe, answers = merge_households("s", "f" * 64, [record("a", 3), record("b", 1)], "/run/stores")
    assert merged.corpus == CardCorpus(name="s", sha256="f" * 64, documents=6, households=[
        RunCorpus(name="a", sha256="aa", documents=3), RunCorpus(name="b", sha256="bb", documents=3)])
    assert [(q.household, q.id) for q in merged.questions][3:5] == [("a", "lookup-003"), ("b", "lookup-000")]
    s = merged.summary
    assert (s.total, s.by_grade, s.accuracy, s.seconds_per_question) == (
        8, {Grade.CORRECT: 4, Grade.PARTIAL: 0, Grade.WRONG: 4}, 0.5, 0.5)
    # two households that differ (3/4 and 1/4): Student's t with one degree of freedom, rightly wide
    assert (s.households, s.ci95) == (2, (0.0061, 0.9939))
    assert merged.probe is not None and (merged.probe.fields.passed, merged.probe.fields.total) == (1, 2)
    assert merged.repeat == Repeat(runs=1, differing=["b/lookup-000"])
    assert merged.store == StoreUsed(
        path="/run/stores", ingest=None, steps=None,
        failed_documents=[FailedDocument(file="b/w2.pdf", error="empty file (0 bytes)")],  # named by household
        households={"a": StoreUsed(path="/s/a", ingest=None, steps=None),
                    "b": StoreUsed(path="/s/b", ingest=None, steps=None, failed_documents=failed["b"])})
    assert [(r.household, r.ok) for r in probe.fields] == [("a", True), ("b", False)]
    # pages by path added up over the households, the field rows tallied by path again
    assert probe.summary.pages == {"form-fields": 1, "ocr": 1, "text-layer": 3}
    assert {p: (t.passed, t.total) for p, t in (probe.summary.fields_by_path or {}).items()} == {"text-layer": (1, 2)}
    assert answers == [{"id": "lookup-000", "answer": "x", "household": "a"},
                       {"id": "lookup-000", "answer": "x", "household": "b"}]
