"""Contract: every typed kind's planned documents of one household (seed 42, default size)
render procedurally, with every ground-truth value in the text layer."""

from __future__ import annotations

import pytest

from generator.documents.procedural import layout_rng
from generator.render.procedural import procedural_pdf
from tests.generator.documents.procedural.conftest import page_texts, plan, templates

TYPED = sorted({d.template for d in plan("default") if d.kind == "typed"})


def test_the_default_plan_holds_every_typed_template() -> None:
    assert TYPED == sorted(name for name, t in templates().items() if t.definition.kind == "typed")


@pytest.mark.parametrize("template", TYPED)
def test_every_planned_document_of_a_typed_kind_renders_with_all_its_values(template: str) -> None:
    for doc in (d for d in plan("default") if d.template == template):
        layout, pdf = procedural_pdf(doc, templates()[template], layout_rng(42, doc))
        text = " ".join(page_texts(pdf.data))
        assert pdf.pages == len(layout.spec.pages) >= 1
        assert [k for k, v in layout.ground_truth.items() if " ".join(v.split()) not in text] == [], doc.file
