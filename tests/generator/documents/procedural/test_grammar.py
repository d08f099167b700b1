"""The grammar: which blocks, in which order, and which fields each shows."""

from __future__ import annotations

import json
import random

import pytest

from generator.documents.procedural import ProceduralLayout, procedural_layout
from generator.documents.procedural.content import content_of
from generator.documents.procedural.grammar import (
    CAPTIONS,
    CLOSINGS,
    FINE_PRINT,
    OPENINGS,
    PAGE_FORMATS,
    PANEL_HEADINGS,
    SUMMARY_HEADINGS,
    TABLE_HEADINGS,
    UNSPLIT_BLOCKS,
    VARIANTS,
    block_types,
    draw,
    seen_block_types,
)
from tests.generator.documents.procedural.conftest import first, plan, templates, voice

VALUE_BLOCKS = ("panel", "summary", "prose")


def test_every_field_is_shown_once_by_the_letterhead_party_panel_summary_or_prose() -> None:
    for template in ("w2", "bank-statement", "lease", "invoice"):
        doc = first(template)
        content = content_of(doc, templates()[template], voice(template))
        for seed in range(30):
            structure = draw(random.Random(seed), content, voice(template))
            shown = [n for b in structure["blocks"] if b["block"] in VALUE_BLOCKS for n in b["fields"]]
            by_name = {f.name for f in content.fields if f.value in {content.issuer, *dict(content.parties).values()}}
            assert len(shown) == len(set(shown))
            assert sorted([*shown, *by_name]) == sorted(doc.printed)


def test_the_letterhead_comes_first_and_the_table_after_the_panel() -> None:
    kind = "credit-card-statement"
    content = content_of(first(kind), templates()[kind], voice(kind))
    for seed in range(30):
        kinds = [b["block"] for b in draw(random.Random(seed), content, voice(kind))["blocks"]]
        assert kinds[0] == "letterhead"
        assert kinds.index("table") > kinds.index("panel")
        assert kinds.count("notice") == 1


def test_the_structure_holds_choices_and_field_names_but_no_value() -> None:
    doc = first("1099-int")
    content = content_of(doc, templates()["1099-int"], voice("1099-int"))
    structure = draw(random.Random(5), content, voice("1099-int"))
    text = json.dumps(structure, sort_keys=True)
    assert [v for v in content.printed.values() if len(v) > 3 and v in text] == []


def test_a_document_without_rows_gets_no_table() -> None:
    content = content_of(first("w2"), templates()["w2"], voice("w2"))
    assert all(b["block"] != "table"
               for seed in range(20) for b in draw(random.Random(seed), content, voice("w2"))["blocks"])


def _layouts(split: str, seeds: int = 40) -> list[ProceduralLayout]:
    return [procedural_layout(doc, templates()[doc.template], random.Random(seed), split)
            for doc in plan("small") for seed in range(seeds)]


@pytest.mark.parametrize("split", ["seen", "unseen"])
def test_a_layout_draws_block_variants_captions_and_headings_of_its_split_only(split: str) -> None:
    other = "unseen" if split == "seen" else "seen"
    theirs = {f"{k}:{v}" for k, pool in VARIANTS.items() for v in pool[other]}
    their_strings = {s for pool in (*CAPTIONS.values(), PANEL_HEADINGS, SUMMARY_HEADINGS, TABLE_HEADINGS, OPENINGS,
                                    CLOSINGS, FINE_PRINT, PAGE_FORMATS) for s in pool[other] if s}
    types: set[str] = set()
    for layout in _layouts(split):
        drawn = block_types(layout.structure)
        types |= set(drawn)
        assert set(drawn) & theirs == set()
        text = json.dumps([layout.structure["blocks"], layout.structure["furniture"]])  # the voice: test_voice.py
        assert [s for s in their_strings if json.dumps(s) in text] == []
    landscape = ["page:landscape"] if split == "unseen" else []  # unseen statements only
    assert sorted(t for t in types if t not in UNSPLIT_BLOCKS) == sorted(
        [*(f"{k}:{v}" for k, pool in VARIANTS.items() for v in dict.fromkeys(pool[split])), *landscape])


def test_seen_block_types_are_the_seen_variants_and_the_unsplit_blocks() -> None:
    assert sorted(seen_block_types()) == [
        "font:sans", "font:serif", "letterhead:initials", "letterhead:plain", "letterhead:rule", "notice",
        "panel:above", "panel:boxed", "panel:left", "party", "prose:sentence", "summary", "table-header:fill",
        "table-header:rule", "table:single"]
