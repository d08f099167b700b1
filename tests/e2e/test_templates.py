"""Every layout family of every template renders every field, byte-stably, for 20 seeds (the unit
layer's tests/generator/documents/test_templates.py does 3)."""

from __future__ import annotations

import io
from functools import cache

import pytest
from pypdf import PdfReader

from generator.documents.adversarial import plan_notices
from generator.documents.layout import LayoutSpec
from generator.documents.plan import PlannedDocument, plan_corpus
from generator.documents.style import Style
from generator.documents.templates import (
    Template,
    discover_templates,
)
from generator.render.pdf import SPECIMEN_MARK, render_pdf
from generator.world import build_world
from harness.contract.shapes import DATE_FORMATS, MONEY_FORMATS, NEGATIVE_FORMATS

TEMPLATES = discover_templates()
SEEDS = range(20)
FAMILIES = [(name, family.id) for name, tpl in TEMPLATES.items() for family in tpl.families]
# Every format of the style in turn (money x negative x date cycle through their options).
STYLES = [Style(MONEY_FORMATS[i % len(MONEY_FORMATS)], NEGATIVE_FORMATS[i % len(NEGATIVE_FORMATS)],
                DATE_FORMATS[i % len(DATE_FORMATS)]) for i in range(len(DATE_FORMATS) * len(MONEY_FORMATS))]


@cache
def plan(seed: int) -> list[PlannedDocument]:
    """A default corpus's plan, with the adversarial notices (rag-gen --adversarial): every template."""
    world = build_world(seed, 2025)
    docs = plan_corpus(world, "default", TEMPLATES)
    return docs + plan_notices(world, "default", TEMPLATES, len(docs), set())


def pdf_text(data: bytes) -> str:
    reader = PdfReader(io.BytesIO(data))
    return " ".join(" ".join((page.extract_text() or "").split()) for page in reader.pages)


def styled(tpl: Template, doc: PlannedDocument, family: str, style: Style) -> tuple[LayoutSpec, dict[str, str]]:
    """The document drawn in `family` with `style` (whatever its issuer's house style is)."""
    printed = tpl.printed(doc.values, style)
    return tpl.layout(doc.facts, printed, family, doc.labels, style), printed


def check_family(name: str, family: str, seeds: range) -> None:
    """Renders twice to the same bytes, and every field value (and the label of every money
    field of the docType, which corpus.json records) is in the PDF's text layer."""
    tpl = TEMPLATES[name]
    for seed in seeds:
        for k, doc in enumerate([d for d in plan(seed) if d.template == name][:2]):
            style = STYLES[(seed * 2 + k) % len(STYLES)]
            spec, printed = styled(tpl, doc, family, style)
            first = render_pdf(spec, doc.title)
            second = render_pdf(styled(tpl, doc, family, style)[0], doc.title)
            where = f"{name}/{family} seed {seed} {style}"
            assert first.data == second.data, f"{where}: two renders differ"
            text = pdf_text(first.data)
            assert text.count(SPECIMEN_MARK) == 2 * first.pages
            for field, value in printed.items():
                assert " ".join(value.split()) in text, f"{where}: {field}={value!r} is not on the page"
            for field, label in doc.printed_labels().items():
                assert label.lower() in text.lower(), f"{where}: the label {label!r} of {field} is not on the page"


@pytest.mark.slow
@pytest.mark.parametrize(("name", "family"), FAMILIES, ids=[f"{n}/{f}" for n, f in FAMILIES])
def test_every_family_renders_every_field_for_20_seeds(name: str, family: str) -> None:
    check_family(name, family, SEEDS)
