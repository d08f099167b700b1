"""rag-gen --adversarial's notices (generator/documents/adversarial.py): no generated document but
a notice carries an instruction, in any layout family; --adversarial goes with a question
budget and a layout split, recorded and read back."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from generator.corpus.card import dataset_card
from generator.corpus.verify import recorded_settings
from generator.corpus.writer import Settings, build_corpus, corpus_questions, generator_info, planned_entries
from generator.documents.adversarial import TEMPLATE, plan_notices
from generator.documents.plan import plan_corpus
from generator.documents.templates import discover_templates
from generator.world import build_world
from harness.contract.manifest import CorpusManifest, dump_manifest
from harness.pipelines.evidence.injection import has_instruction

pytestmark = pytest.mark.xdist_group("injection")


def test_no_generated_document_but_the_notices_carries_an_instruction() -> None:
    templates = discover_templates()
    for seed in range(6):
        world = build_world(seed, 2025)
        docs = plan_corpus(world, "default", templates)
        docs += plan_notices(world, "default", templates, len(docs), set())
        for doc in docs:  # in every layout family of its template
            tpl = templates[doc.template]
            for family in tpl.families:
                text = "\n".join(tpl.layout(doc.facts, doc.printed, family.id, doc.labels, doc.style).texts())
                assert has_instruction(text) == (doc.template == TEMPLATE), f"seed {seed} {doc.file} {family.id}"


def test_adversarial_goes_with_a_question_budget_and_a_layout_split(tmp_path: Path) -> None:
    """--adversarial beside --questions and --layouts: the budget is the ordinary categories', the
    injection questions come on top; the notices take families of the split; all three are
    recorded, shown on the card and read back by verify."""
    settings = Settings(7, 2025, "small", 0.0, questions=40, layouts="unseen", adversarial=True)
    corpus = build_corpus(settings)
    questions = corpus_questions(corpus, *planned_entries(corpus))
    assert Counter(q.category for q in questions) == {
        "lookup": 7, "aggregation": 4, "comparison": 4, "temporal": 4, "supersede": 4, "negative": 4, "doctype": 4,
        "table": 3, "crossdoc": 3, "list": 3, "injection": 3}
    assert [d.family for d in corpus.documents if d.template == TEMPLATE] == ["bulletin"] * 3
    info = generator_info(settings, corpus.templates)
    assert (info["questions"], info["layouts"], info["adversarial"]) == ("40", "unseen", "true")
    assert f"template:{TEMPLATE}" in info
    manifest = CorpusManifest(name="adv", description="d", questions=questions, generator=info)
    assert ("    rag-gen --seed 7 --size small --year 2025 --questions 40 --layouts unseen --layout-source procedural "
            "--producers reportlab,fillable,fillable-flattened,glyph-positioned,no-unicode-map,html,searchable-scan,"
            "rotated,a4,legal,landscape,mailing --adversarial --out DIR") in dataset_card(manifest).splitlines()
    (tmp_path / "corpus.json").write_text(dump_manifest(manifest))
    assert recorded_settings(tmp_path) == settings
