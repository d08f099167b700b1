"""`mailing`: the document arrives in one file with the rest of its mailing.

A cover letter page comes first (one of generator/producers/mailing_text.py's wordings, naming the
enclosed document by its title or not at all), sometimes followed by the blank back of a duplex
print, then the document's own pages (on letter or, a third of the time, legal paper: a file of
mixed sizes), then a page of general instructions. Cover, blank and instructions are letter pages
drawn by reportlab; pikepdf joins the parts. `parts` in documents[].producer says which pages hold
which part (1-based); the document's ground truth is unchanged and documents[].pages counts the
whole file.
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np
import pikepdf

from generator.documents.layout import LayoutSpec, Page, ParaEl, TextEl
from generator.producers.base import Produced, ProduceInput, Producer
from generator.producers.mailing_text import (
    BLANK_PAGE,
    COVERS,
    INSTRUCTION_COUNT,
    INSTRUCTION_HEADINGS,
    INSTRUCTION_PARAGRAPHS,
)
from generator.producers.paper import on_paper
from generator.producers.sheets import copy_docinfo, open_pdf, save_pdf
from generator.render.pdf import render_pdf

PAPERS: Final[tuple[str, ...]] = ("letter", "letter", "legal")  # the document's paper: legal a third of the time
BLANK_SHARE: Final[float] = 0.3  # covers printed duplex: their blank back follows


def cover_spec(wording: int, title: str) -> LayoutSpec:
    heading, greeting, paragraphs, closing = COVERS[wording]
    elements: list[Any] = [TextEl(kind="text", x=72, y=96, text=heading, size=15, font="serif-bold"),
                           ParaEl(kind="para", text=greeting, y=140, size=11, space_after=10)]
    elements += [ParaEl(kind="para", text=p.format(title=title), size=11, space_after=10) for p in paragraphs]
    elements += [ParaEl(kind="para", text="Sincerely,", size=11, space_after=24),
                 ParaEl(kind="para", text=closing, size=11)]
    return LayoutSpec(pages=[Page(size="letter", elements=elements)])


def instructions_spec(heading: int, paragraphs: list[int]) -> LayoutSpec:
    elements: list[Any] = [TextEl(kind="text", x=72, y=90, text=INSTRUCTION_HEADINGS[heading], size=13,
                                  font="sans-bold")]
    elements += [ParaEl(kind="para", text=INSTRUCTION_PARAGRAPHS[i], y=108 if n == 0 else None, size=10,
                        font="sans", space_after=9) for n, i in enumerate(paragraphs)]
    return LayoutSpec(pages=[Page(size="letter", elements=elements)])


def blank_spec() -> LayoutSpec:
    return LayoutSpec(pages=[Page(size="letter", elements=[
        TextEl(kind="text", x=306, y=400, text=BLANK_PAGE, size=10, font="sans-italic", align="center")])])


def join(parts: list[tuple[str, bytes]]) -> tuple[bytes, list[dict[str, Any]]]:
    """One file of the parts' pages in order (the document information of the part named
    "document"), and which pages (1-based) hold which part."""
    out = pikepdf.new()
    record: list[dict[str, Any]] = []
    for name, data in parts:
        first = len(out.pages) + 1
        part = open_pdf(data)
        out.pages.extend(part.pages)
        if name == "document":
            copy_docinfo(part, out)
        record.append({"part": name, "pages": list(range(first, len(out.pages) + 1))})
    return save_pdf(out), record


def _produce(doc: ProduceInput, rng: np.random.Generator) -> Produced:
    wording = int(rng.integers(len(COVERS)))
    blank = bool(rng.random() < BLANK_SHARE)
    paper = PAPERS[int(rng.integers(len(PAPERS)))]
    heading = int(rng.integers(len(INSTRUCTION_HEADINGS)))
    paragraphs = sorted(int(i) for i in rng.choice(len(INSTRUCTION_PARAGRAPHS), INSTRUCTION_COUNT, replace=False))
    document = doc.pdf if paper == "letter" else render_pdf(on_paper(doc.spec, paper)[0], doc.title).data
    parts = [("cover", render_pdf(cover_spec(wording, doc.title), doc.title).data)]
    parts += [("blank", render_pdf(blank_spec(), doc.title).data)] if blank else []
    parts += [("document", document), ("instructions", render_pdf(instructions_spec(heading, paragraphs),
                                                                  doc.title).data)]
    data, record = join(parts)
    pages = sum(len(r["pages"]) for r in record)
    return Produced(data, pages, {"parts": record, "cover": wording, "paper": paper,
                                  "instructions": {"heading": heading, "paragraphs": paragraphs}})


MAILING = Producer(
    name="mailing",
    summary="the document in one file with its mailing: a cover letter, sometimes its blank back, the "
            "document (letter or legal), an instructions page",
    produce=_produce,
    parameters={"parts": "cover, blank (30%), document, instructions: the pages of each, 1-based",
                "cover": f"the cover letter's wording, 0..{len(COVERS) - 1} (some name the document's title)",
                "paper": "the document's paper: letter or legal (a third)",
                "instructions": f"the page's heading (0..{len(INSTRUCTION_HEADINGS) - 1}) and "
                                f"{INSTRUCTION_COUNT} of {len(INSTRUCTION_PARAGRAPHS)} general paragraphs"},
)
