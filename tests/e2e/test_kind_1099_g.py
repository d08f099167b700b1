"""Form 1099-G in the generated seed-42 small corpus: its document and probe rows, counted among
the Forms 1099, asked about in people's words (its builder's own tests:
tests/generator/documents/builders/test_form_1099_g.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.questions import synthesize_questions
from generator.questions.wording import repeats_label
from harness.contract.manifest import CorpusManifest, load_manifest


@pytest.fixture(scope="module")
def small(small42: Path) -> CorpusManifest:
    return load_manifest(small42)


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
