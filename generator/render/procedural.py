"""A planned document drawn in a procedural layout (generator/documents/procedural/), as a PDF."""

from __future__ import annotations

import random

from generator.documents.procedural.content import Drawn
from generator.documents.procedural.synth import ProceduralLayout, procedural_layout
from generator.documents.templates import Template
from generator.render.pdf import RenderedPdf, render_pdf


def procedural_pdf(doc: Drawn, template: Template, rng: random.Random,
                   layouts: str = "all") -> tuple[ProceduralLayout, RenderedPdf]:
    """The document's procedural layout (of split `layouts`, or drawn for all) and its PDF
    (same rng state -> same bytes)."""
    layout = procedural_layout(doc, template, rng, layouts)
    return layout, render_pdf(layout.spec, doc.title)
