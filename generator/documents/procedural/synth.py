"""The entry point: a planned document -> its procedural layout (and, on request, its PDF).

`procedural_layout(doc, template, rng)` draws a structure from `rng` (grammar.py), lays the
document's content out with the blocks (blocks.py) and returns the layout spec the existing
renderer draws, the id `procedural:<hash>` (the first 12 hex digits of the SHA-256 of the
structure's canonical JSON) and where each ground-truth value was placed.
`layout_rng(seed, doc)` is the rng the generator uses: one per (seed, template, issuer), so
an issuer's documents share a layout, as its curated family does (a corrected form adds its
mark, drawn last). The default since issue 26 (`rag-gen --layout-source procedural`, through
`plan.with_procedural_layouts`); `generator.render.procedural.procedural_pdf` draws one.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, replace

from generator.documents.folds import crossed_splits, crossing, font_split, parse_layouts
from generator.documents.layout import PAGE_SIZES, LayoutSpec
from generator.documents.procedural import blocks
from generator.documents.procedural.content import Content, Drawn, content_of
from generator.documents.procedural.grammar import Structure, draw
from generator.documents.procedural.sheet import Placement, Sheet
from generator.documents.procedural.voice import Voice, draw_correction_mark, draw_split, draw_voice
from generator.documents.templates import Template
from generator.rng import rng_for

PREFIX = "procedural:"


@dataclass(frozen=True)
class ProceduralLayout:
    id: str  # procedural:<12 hex digits>
    structure: Structure
    spec: LayoutSpec
    placements: dict[str, Placement]  # ground-truth key -> where its value was first drawn
    voice: Voice  # its split, the wording of each label, its column titles and value formats
    printed: dict[str, str]  # each field as this layout prints it (the document's ground truth)
    rows: dict[str, str]  # its table as printed (row_NN_date, row_NN_description, row_NN_amount)

    @property
    def split(self) -> str:
        """seen | unseen: which wordings, value formats, block variants and fonts it drew from
        (under a hidden crossing, generator/documents/folds.py, one half of them only)."""
        return str(self.structure["split"])

    @property
    def ground_truth(self) -> dict[str, str]:
        """Every field as printed, then its table's rows (the document's `groundTruth` in this layout)."""
        return {**self.printed, **self.rows}

    @property
    def labels(self) -> dict[str, str]:
        """Each field's label as the page prints it (a panel may number it or add a colon)."""
        return dict(self.voice.labels)


def layout_id(structure: Structure) -> str:
    text = json.dumps(structure, sort_keys=True, separators=(",", ":"))
    return PREFIX + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def layout_rng(seed: int, doc: Drawn) -> random.Random:
    issuer = next(iter(doc.entities.values()), doc.file)
    return rng_for(seed, "procedural-layout", doc.template, issuer)


def compose(content: Content, structure: Structure, size: str) -> tuple[LayoutSpec, dict[str, Placement]]:
    left, right = structure["margins"]
    sheet = Sheet(size=size, left=left, right=PAGE_SIZES[size][0] - right)
    for p in structure["blocks"]:
        getattr(blocks, p["block"])(sheet, content, p)  # a block reads the fields it shows from p["fields"]
    blocks.furniture(sheet, content, structure["furniture"])
    return LayoutSpec(pages=sheet.spec_pages()), sheet.placements


def procedural_layout(doc: Drawn, template: Template, rng: random.Random, layouts: str = "all") -> ProceduralLayout:
    """`doc`'s layout drawn from `rng`; its split is drawn for `layouts` all, else is `layouts`."""
    split = draw_split(rng, layouts)
    voice_split, structure_split = crossed_splits(split, layouts)
    voice = draw_voice(rng, template, voice_split, parse_layouts(layouts)[1])
    content = content_of(doc, template, voice)
    drawn = draw(rng, content, voice, structure_split, font_split(split, layouts))
    structure = {"split": split, "voice": voice.record(), **drawn}
    if (half := crossing(layouts)) is not None:
        structure["crossed"] = half
    if doc.facts.get("corrected"):  # drawn last: a corrected form's other draws are its original's
        structure["correction"] = draw_correction_mark(rng, voice.split, voice.fold)
        content = replace(content, correction=structure["correction"])
    size: str = template.definition.page_size
    if structure.get("page") == "landscape":
        size = f"{size}-landscape"
    spec, placements = compose(content, structure, size)
    return ProceduralLayout(layout_id(structure), structure, spec, placements, voice, content.printed,
                            content.printed_rows)
