"""Documents the page-geometry producers' tests write: planned documents of the seed-42 small
household (nothing rendered but the one asked for), and the text a PDF reader gets from a file."""

from __future__ import annotations

import re
from functools import cache

import pypdfium2 as pdfium

from generator.corpus.writer import Settings, build_corpus
from generator.documents.plan import PlannedDocument
from generator.documents.templates import discover_templates
from generator.producers.base import ProduceInput
from generator.render.pdf import render_pdf


@cache
def planned(template: str) -> PlannedDocument:
    """The seed-42 small household's first born-digital document of `template`."""
    corpus = build_corpus(Settings(42, size="small", scan_ratio=0, procedural_layouts=False))
    return next(d for d in corpus.documents if d.template == template)


@cache
def produce_input(template: str) -> ProduceInput:
    """What a producer is handed for that document: reportlab's PDF, its spec, title and values."""
    doc = planned(template)
    spec = doc.layout_spec(discover_templates()[doc.template])
    pdf = render_pdf(spec, doc.title)
    return ProduceInput(pdf.data, pdf.pages, spec, doc.title, dict(doc.printed))


def page_texts(data: bytes) -> list[str]:
    """Each page's text as pdfium reads it, runs of whitespace made one space."""
    pdf = pdfium.PdfDocument(data)
    try:
        return [re.sub(r"\s+", " ", pdf[i].get_textpage().get_text_range()).strip() for i in range(len(pdf))]
    finally:
        pdf.close()


def missing_values(text: str, values: dict[str, str]) -> list[str]:
    """The fields whose printed value (each of its lines) is not in `text`."""
    return sorted(f for f, v in values.items() if any(line.strip() not in text for line in v.split("\n")))
