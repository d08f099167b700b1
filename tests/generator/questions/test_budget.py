"""`rag-gen --questions N`: N questions over a household, every category keeping its share,
every key lint-clean and answered by both oracles; ids stable across budgets."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from generator.corpus.writer import Settings, build_corpus, planned_entries
from generator.questions import synthesize_questions
from generator.questions.budget import QuestionBudgetError, allocate, largest_budget, smallest_budget
from generator.questions.lint import lint_manifest
from generator.questions.synth import CATEGORY_NAMES, SHARES
from harness.contract.grade import STOCK_DECLINES, Grade, grade
from harness.contract.manifest import (
    CorpusManifest,
    DocumentEntry,
    ProbeGroundTruthRow,
    Question,
)
from harness.contract.oracle import ground_truth_answer, oracle_answer
from tests.support.clirunner import invoke

Entries = tuple[list[DocumentEntry], list[ProbeGroundTruthRow]]


@pytest.fixture(scope="module")
def default42() -> Entries:
    """documents[] and probeGroundTruth[] of the default-size household of seed 42 (nothing rendered)."""
    return planned_entries(build_corpus(Settings(42, 2025, "default")))


@pytest.fixture(scope="module")
def small42() -> Entries:
    return planned_entries(build_corpus(Settings(42, 2025, "small")))


def _manifest(entries: Entries, questions: list[Question]) -> CorpusManifest:
    docs, probes = entries
    return CorpusManifest(name="x", description="x", questions=questions, documents=docs, probe_ground_truth=probes)


def _check_keys(m: CorpusManifest) -> None:
    """Lint-clean, distinct, and both oracles correct; a decline right only on negatives."""
    assert lint_manifest(m) == []
    assert len({q.question for q in m.questions}) == len({q.id for q in m.questions}) == len(m.questions)
    for q in m.questions:
        assert grade(q, oracle_answer(q)).grade is Grade.CORRECT, q.id
        assert grade(q, ground_truth_answer(q, m)).grade is Grade.CORRECT, (q.id, grade(q, ground_truth_answer(q, m)))
        for decline in STOCK_DECLINES:
            assert grade(q, decline).grade is (Grade.CORRECT if q.negative else Grade.WRONG), (q.id, decline)


def test_shares_are_apportioned_by_sainte_lague() -> None:
    assert SHARES == (10, 6, 5, 6, 5, 6, 5, 5, 4, 4)
    assert allocate(56, SHARES) == [10, 6, 5, 6, 5, 6, 5, 5, 4, 4]  # the default counts, exactly
    assert allocate(60, SHARES) == [11, 7, 5, 7, 5, 7, 5, 5, 4, 4]
    assert allocate(150, SHARES) == [27, 16, 14, 16, 13, 16, 13, 13, 11, 11]
    assert smallest_budget(SHARES) == 36
    assert allocate(36, SHARES) == [6, 4, 3, 4, 3, 4, 3, 3, 3, 3]


def test_one_more_question_is_one_more_seat() -> None:
    """House-monotone: every budget up to the largest is reachable."""
    for n in range(300):
        step = [b - a for a, b in zip(allocate(n, SHARES), allocate(n + 1, SHARES), strict=True)]
        assert sorted(step) == [0] * 9 + [1], n


def test_largest_budget_stops_at_the_first_full_category() -> None:
    assert largest_budget(SHARES, [100, 100, 100, 100, 4, 100, 100, 100, 100, 100]) == (49, 4)
    assert allocate(49, SHARES)[4] == 4 and allocate(50, SHARES)[4] == 5
    assert largest_budget(SHARES, [10, 6, 5, 6, 5, 6, 5, 5, 4, 4]) == (56, 0)  # the 57th would be a lookup


def test_a_default_household_yields_150_clean_questions(default42: Entries) -> None:
    docs, probes = default42
    questions = synthesize_questions(docs, probes, 42, 2025, budget=150)
    counts = Counter(q.category for q in questions)
    assert [counts[c] for c in CATEGORY_NAMES] == [27, 16, 14, 16, 13, 16, 13, 13, 11, 11]
    assert [q.id for q in questions if q.category == "supersede"][-1] == "supersede-013"
    _check_keys(_manifest(default42, questions))


def test_every_question_a_default_household_can_yield_is_clean(default42: Entries) -> None:
    docs, probes = default42
    questions = synthesize_questions(docs, probes, 42, 2025, budget=206)
    assert len(questions) == 206
    _check_keys(_manifest(default42, questions))
    with pytest.raises(QuestionBudgetError) as info:
        synthesize_questions(docs, probes, 42, 2025, budget=207, household="the default household of seed 42")
    assert str(info.value) == ("--questions 207 is more than the default household of seed 42 can yield: at most 206 "
                               "with every category's share kept (supersede runs out first)")


def test_the_wider_questions_reach_every_kind_of_document(default42: Entries) -> None:
    docs, probes = default42
    questions = synthesize_questions(docs, probes, 42, 2025, budget=206)
    cited = {f for q in questions for f in q.must_cite_any}
    kinds = {d.template for d in docs if d.file in cited}
    assert kinds == {d.template for d in docs} - {"foreign-wage-statement", "sample-1099-instructions", "cover-letter"}


def test_ids_are_stable_across_budgets(small42: Entries) -> None:
    docs, probes = small42
    few = synthesize_questions(docs, probes, 42, 2025, budget=60)
    most = synthesize_questions(docs, probes, 42, 2025, budget=102)
    by_id = {q.id: q for q in most}
    assert all(by_id[q.id] == q for q in few)
    assert synthesize_questions(docs, probes, 42, 2025, budget=102) == most
    assert synthesize_questions(docs, probes, 43, 2025, budget=102) != most  # wording is drawn from the seed
    _check_keys(_manifest(small42, most))


def test_without_a_budget_the_default_counts_hold(small42: Entries) -> None:
    docs, probes = small42
    counts = Counter(q.category for q in synthesize_questions(docs, probes, 42, 2025, 0.5))
    assert [counts[c] for c in CATEGORY_NAMES] == [5, 3, 3, 3, 3, 4, 3, 3, 3, 3]


def test_too_few_and_too_many_are_one_line_errors(tmp_path: Path) -> None:
    out = tmp_path / "c"
    r = invoke(rag_gen, "--seed", "42", "--size", "small", "--questions", "103", "--out", str(out), "--quiet")
    assert (r.code, r.out, r.err) == (
        2, "", "Error: --questions 103 is more than the small household of seed 42 can "
               "yield: at most 102 with every category's share kept (crossdoc runs out first)\n")
    r = invoke(rag_gen, "--seed", "42", "--size", "small", "--questions", "35", "--out", str(out), "--quiet")
    assert (r.code, r.err) == (2, "Error: --questions must be at least 36 (every category needs 3), got 35\n")
    assert list(tmp_path.iterdir()) == []
