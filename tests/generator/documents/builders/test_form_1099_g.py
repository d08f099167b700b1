"""Form 1099-G, the kind added the new way (docs/adding-a-document-kind.md): its builder's
amounts, the seed-42 small corpus's 1099-G with its probe rows, and the questions asked of it."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from generator.documents.builders.form_1099_g import FEDERAL_RATE, build, payments
from generator.documents.kinds import kinds
from generator.questions import synthesize_questions
from generator.questions.facts import Fact
from generator.questions.voice import Household, doc_phrases
from generator.questions.wording import repeats_label
from generator.world import build_world
from harness.contract.manifest import CorpusManifest, load_manifest

SEEDS = range(40)


@pytest.fixture(scope="module")
def small(small42: Path) -> CorpusManifest:
    return load_manifest(small42)


def test_seed_42_draws_the_state_refund_only() -> None:
    world = build_world(42, 2025)
    g = payments(world)
    assert (g.agency.name, g.agency.tin, g.agency.address.one_line) == (
        "Massachusetts Department of Revenue", "95-9936455", "PO Box 19609, Boston, MA 02204")
    assert (g.recipient.name, g.account, g.state_id, g.mailed) == (
        "Tyler Smith", "MA-0142-801152", "MA 26613610", date(2026, 1, 26))
    assert (g.refund, g.refund_year, g.unemployment, g.weeks, g.federal_withheld, g.state_withheld) == (
        Decimal("104.93"), 2024, Decimal("0.00"), 0, Decimal("0.00"), Decimal("0.00"))
    spec = build(world)
    assert (spec.template, spec.file, spec.entities, spec.notes) == (
        "1099-g", "1099-g_massachusetts-department-of-revenue_2025.pdf",
        {"payer": "Massachusetts Department of Revenue", "recipient": "Tyler Smith"},
        "1099-G from Massachusetts Department of Revenue: state income tax refund for 2024")


def test_every_household_gets_last_years_refund_and_some_drew_unemployment() -> None:
    drawn = [payments(build_world(seed, 2025)) for seed in SEEDS]
    assert all(g.refund >= Decimal("18.00") and g.refund_year == 2024 for g in drawn)
    with_benefits = [g for g in drawn if g.weeks]
    assert 8 <= len(with_benefits) <= 20  # about a third of the households
    for g in with_benefits:
        assert g.unemployment == g.weekly_benefit * g.weeks and 3 <= g.weeks <= 16
        assert g.federal_withheld in (Decimal("0.00"), (g.unemployment * FEDERAL_RATE).quantize(Decimal("0.01")))
    assert any(g.federal_withheld for g in with_benefits) and not all(g.federal_withheld for g in with_benefits)
    # state tax is withheld only from benefits that federal tax was withheld from
    assert all(g.federal_withheld for g in drawn if g.state_withheld)
    assert all(g.unemployment == g.federal_withheld == g.state_withheld == Decimal("0.00")
               for g in drawn if not g.weeks)


def test_the_builder_draws_from_its_own_rngs_only() -> None:
    world = build_world(23, 2025)
    random.seed(1)
    state = random.getstate()
    first = payments(world)
    assert random.getstate() == state
    random.seed(2)
    assert payments(world) == first


def test_the_small_corpus_holds_one_1099_g_with_its_probe_rows(small: CorpusManifest) -> None:
    docs = [d for d in small.documents or [] if d.template == "1099-g"]
    assert [(d.file, d.doc_type, d.layout) for d in docs] == [
        ("1099-g_massachusetts-department-of-revenue_2025.jpg", "1099-G", "1099-g/portal-printout")]
    file = docs[0].file
    assert [r.expected_type for r in small.doc_type_ground_truth or [] if r.document == file] == ["1099-G"]
    rows = {r.field: (r.expected, r.accept) for r in small.probe_ground_truth or [] if r.document == file}
    assert rows == {
        "payer_name": ("Massachusetts Department of Revenue", []), "payer_tin": ("95-9936455", []),
        "recipient_name": ("Tyler Smith", []), "tax_year": ("2025", []),
        "box1_unemployment_compensation": ("0.00", ["$0.00", "0,00"]),
        "box2_state_local_tax_refund": ("104.93", ["$104.93", "104,93"]),
        "box3_tax_year_of_refund": ("2024", []),
        "box4_federal_tax_withheld": ("0.00", ["$0.00", "0,00"]),
        "box11_state_income_tax_withheld": ("0.00", ["$0.00", "0,00"])}
    assert docs[0].labels == {
        "box1_unemployment_compensation": "Unemployment compensation (box 1)",
        "box2_state_local_tax_refund": "State or local income tax refund (box 2)",
        "box4_federal_tax_withheld": "Federal income tax withheld (box 4)",
        "box11_state_income_tax_withheld": "State income tax withheld (box 11)"}


def test_the_small_corpus_counts_it_among_the_forms_1099(small: CorpusManifest) -> None:
    counts = [q for q in small.questions if q.notes and "distinct 1099 forms" in q.notes]
    assert [(q.question, q.must_contain_any[:3]) for q in counts] == [
        ("How many different 1099s did we get for 2025, counting a corrected one and its original as one?",
         ["4 Form 1099", "four Form 1099", "4 Forms 1099"])]
    assert "1099-g_massachusetts-department-of-revenue_2025.jpg" in counts[0].must_cite_any


def test_questions_ask_it_in_people_s_words(small: CorpusManifest) -> None:
    """With every question the household yields (rag-gen --questions 102): the refund looked up in
    the kind's own words, without the label the form prints, and the agency among the issuers."""
    file = "1099-g_massachusetts-department-of-revenue_2025.jpg"
    asked = [q for q in synthesize_questions(small.documents or [], small.probe_ground_truth or [], 42, 2025,
                                             budget=102) if file in q.must_cite_any]
    lookups = [(q.question, q.must_contain_any[:3]) for q in asked if q.category == "lookup"]
    assert lookups == [("How big was the refund from Massachusetts Department of Revenue that Tyler got in 2025?",
                        ["104.93", "$104.93", "104,93"])]
    label = next(d for d in small.documents or [] if d.file == file).labels["box2_state_local_tax_refund"]
    assert not repeats_label(lookups[0][0], label)
    assert [(q.question, q.must_contain_all) for q in asked if q.category == "doctype"] == [
        ("Which state agencies sent the household a Form 1099-G? Name every one.",
         ["Massachusetts Department of Revenue"])]


def test_people_name_a_1099_g_by_whose_it_is_and_the_state() -> None:
    kind = kinds()["1099-g"]
    assert (kind.name, kind.plural, kind.group, kind.issuers) == ("Form 1099-G", "Forms 1099-G", "1099",
                                                                   "state agencies")
    g = Fact(files=["g.pdf"], doc_type="1099-G", template="1099-g",
             values={"payer_name": "Ohio Department of Taxation"}, printed={"recipient_name": "Tyler Smith"})
    assert doc_phrases(g, Household("Tyler Smith", "Marie Fischer", None), 2025) == [
        "the 2025 Form 1099-G from Ohio Department of Taxation", "my 2025 1099-G from Ohio Department of Taxation",
        "Tyler's 2025 1099-G from Ohio Department of Taxation", "last year's 1099-G from Ohio Department of Taxation",
        "the 1099-G that Ohio Department of Taxation sent for 2025", "the state's 1099-G for 2025"]
