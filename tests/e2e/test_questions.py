"""Questions synthesized from ground truth: keys correct by construction and lint-clean."""

from __future__ import annotations

import re
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from generator.questions import synthesize_questions
from generator.questions.lint import lint_manifest
from generator.questions.synth import CATEGORY_NAMES
from harness.contract.grade import STOCK_DECLINES, Grade, grade
from harness.contract.manifest import CorpusManifest, DocumentEntry, Question, load_manifest
from harness.contract.oracle import oracle_answer


@pytest.fixture(scope="module")
def small(small42: Path) -> CorpusManifest:
    return load_manifest(small42)


@pytest.fixture(scope="module")
def default(default42: Path) -> CorpusManifest:
    return load_manifest(default42)


def test_every_category_is_present_enough(small: CorpusManifest) -> None:
    counts = Counter(q.category for q in small.questions)
    assert sorted(counts) == sorted(CATEGORY_NAMES)
    assert min(counts.values()) >= 3, counts


@pytest.mark.slow
def test_default_corpus_has_four_of_each(default: CorpusManifest) -> None:
    counts = Counter(q.category for q in default.questions)
    assert sorted(counts) == sorted(CATEGORY_NAMES)
    assert min(counts.values()) >= 4, counts
    assert lint_manifest(default) == []
    _oracle_and_decline(default)
    _check_aggregations(default)


def test_ids_are_stable_and_unique(small: CorpusManifest) -> None:
    ids = [q.id for q in small.questions]
    assert len(ids) == len(set(ids))
    for q in small.questions:
        assert re.fullmatch(rf"{q.category}-\d{{3}}", q.id), q.id
        assert q.notes, q.id


def test_lint_is_clean(small: CorpusManifest) -> None:
    assert lint_manifest(small) == []


def _oracle_and_decline(m: CorpusManifest) -> None:
    for q in m.questions:
        assert grade(q, oracle_answer(q)).grade is Grade.CORRECT, (q.id, grade(q, oracle_answer(q)))
        for decline in STOCK_DECLINES:
            expected = Grade.CORRECT if q.negative else Grade.WRONG
            assert grade(q, decline).grade is expected, (q.id, decline)


def test_oracle_is_correct_and_declines_are_wrong(small: CorpusManifest) -> None:
    _oracle_and_decline(small)


def test_negative_questions_have_only_bans(small: CorpusManifest) -> None:
    negatives = [q for q in small.questions if q.negative]
    assert len(negatives) >= 3
    for q in negatives:
        assert q.category == "negative"
        assert q.must_contain_all == q.must_contain_any == q.must_cite_any == []


def _money(text: str) -> Decimal:
    return Decimal(text.replace("$", "").replace(",", ""))


def _latest(docs: list[DocumentEntry], doc_type: str) -> list[DocumentEntry]:
    """Documents of a type with corrections applied, recomputed here from documents[] alone;
    a scanned twin (same template and ground truth) counts once."""
    replaced = {d.supersedes: d for d in docs if d.supersedes}
    unique: dict[tuple, DocumentEntry] = {}
    for d in docs:
        if d.doc_type == doc_type and not d.supersedes:
            final = replaced.get(d.file, d)
            unique.setdefault((final.template, tuple(sorted(final.ground_truth.items()))), final)
    return list(unique.values())


def _by_issuer(docs: list[DocumentEntry], doc_type: str, issuer_field: str, question: str) -> list[DocumentEntry]:
    named = [d for d in _latest(docs, doc_type) if d.ground_truth.get(issuer_field, "\0") in question]
    return named


def _recompute(q: Question, docs: list[DocumentEntry]) -> str:
    """The answer to an aggregation question, recomputed from documents[] alone: what it adds up
    is the field its notes begin with (the wording is in people's words and varies), whose
    documents the issuer its text names."""
    def total(entries: list[DocumentEntry], field: str) -> str:
        return f"{sum((_money(d.ground_truth[field]) for d in entries), Decimal('0')):,.2f}"

    field = (q.notes or "").split(" ", 1)[0]
    if "distinct 1099 forms" in (q.notes or ""):
        forms = [d for t in ("1099-INT", "1099-DIV", "1099-NEC", "1099-R", "1099-G") for d in _latest(docs, t)]
        return f"{len(forms)} Form 1099"
    whole = {"box1_interest_income": "1099-INT", "box1_wages": "W-2", "box2_federal_tax_withheld": "W-2",
             "total_tax": "property-tax-bill"}
    if field in whole:
        return total(_latest(docs, whole[field]), field)
    by_issuer = {"gross_pay": ("pay-stub", "employer_name"), "interest_paid": ("bank-statement", "bank_name"),
                 "amount_due": ("utility-bill", "utility_name")}
    if field in by_issuer:
        doc_type, issuer = by_issuer[field]
        return total(_by_issuer(docs, doc_type, issuer, q.question), field)
    raise AssertionError(f"no recomputation for: {q.question} ({q.notes})")


def _check_aggregations(m: CorpusManifest) -> None:
    docs = m.documents or []
    originals = {d.supersedes for d in docs if d.supersedes}
    aggregations = [q for q in m.questions if q.category == "aggregation"]
    assert aggregations
    for q in aggregations:
        assert _recompute(q, docs) in q.must_contain_any, q.question
        assert not originals & set(q.must_cite_any), f"a superseded original is cited: {q.id}"


def test_aggregations_match_an_independent_recomputation(small: CorpusManifest) -> None:
    _check_aggregations(small)


def test_supersede_keys_require_the_corrected_value(small: CorpusManifest) -> None:
    docs = {d.file: d for d in small.documents or []}
    supersedes = [q for q in small.questions if q.category == "supersede"]
    assert len(supersedes) >= 3
    for q in supersedes:
        fix = docs[q.must_cite_any[0]]
        assert fix.supersedes is not None
        original = docs[fix.supersedes]
        # the original value is never banned: a correct answer may disclose it
        for value in original.ground_truth.values():
            assert value not in q.must_not_contain


def test_wording_varies_with_the_seed(small: CorpusManifest) -> None:
    docs, probes = small.documents or [], small.probe_ground_truth or []
    leads = {
        q.question.split(" ")[0]
        for seed in range(6)
        for q in synthesize_questions(docs, probes, seed, 2025, 0.5)
        if q.category == "lookup"
    }
    assert len(leads) >= 3, leads


def test_same_inputs_same_questions(small: CorpusManifest) -> None:
    docs, probes = small.documents or [], small.probe_ground_truth or []
    assert synthesize_questions(docs, probes, 42, 2025, 0.5) == small.questions
