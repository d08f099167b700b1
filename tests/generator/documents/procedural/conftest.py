"""Shared plans: the seed-42 household's small and default corpora (planned once per session)."""

from __future__ import annotations

import random
from functools import cache

import pypdfium2 as pdfium

from generator.documents.plan import PlannedDocument, plan_corpus
from generator.documents.procedural.voice import Voice, draw_voice
from generator.documents.templates import Template, discover_templates
from generator.world import build_world


@cache
def templates() -> dict[str, Template]:
    return discover_templates()


@cache
def plan(size: str = "small") -> list[PlannedDocument]:
    return plan_corpus(build_world(42, 2025), size, templates())  # type: ignore[arg-type]


def voice(template: str, split: str = "seen", seed: int = 0) -> Voice:
    """A voice of `template`'s issuers in `split` (its wordings and value formats), drawn from Random(seed)."""
    return draw_voice(random.Random(seed), templates()[template], split)  # type: ignore[arg-type]


def first(template: str, size: str = "small") -> PlannedDocument:
    return next(d for d in plan(size) if d.template == template)


def page_texts(data: bytes) -> list[str]:
    """Each page's text layer, whitespace collapsed to single spaces."""
    pdf = pdfium.PdfDocument(data)
    try:
        return [" ".join(pdf[i].get_textpage().get_text_range().split()) for i in range(len(pdf))]
    finally:
        pdf.close()
