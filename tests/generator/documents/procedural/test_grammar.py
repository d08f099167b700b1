"""The grammar: which blocks, in which order, and which fields each shows."""

from __future__ import annotations

import json
import random

from generator.documents.procedural.content import content_of
from generator.documents.procedural.grammar import draw
from tests.generator.documents.procedural.conftest import first, templates, voice

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
