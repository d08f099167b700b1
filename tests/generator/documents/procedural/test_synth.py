"""Procedural layouts: deterministic, varied, and every ground-truth value drawn and placed."""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter
from decimal import Decimal

import pypdfium2 as pdfium
import pytest

from generator.documents.layout import BoxEl, TextEl
from generator.documents.plan import PlannedDocument, with_procedural_layouts
from generator.documents.procedural import grammar, layout_id, layout_rng, procedural_layout
from generator.documents.procedural.voice import CORRECTION_MARKS, draw_correction_mark
from generator.render.procedural import procedural_pdf
from tests.generator.documents.procedural.conftest import first, page_texts, plan, templates


@pytest.mark.parametrize("layouts", ["all", "seen", "unseen"])
def test_same_rng_seed_gives_the_same_layout_and_the_same_pdf_bytes(layouts: str) -> None:
    doc = first("bank-statement")
    one, pdf_one = procedural_pdf(doc, templates()[doc.template], random.Random(7), layouts)
    two, pdf_two = procedural_pdf(doc, templates()[doc.template], random.Random(7), layouts)
    assert one.id == two.id
    assert one.spec == two.spec
    assert pdf_one.data == pdf_two.data


def test_the_layout_id_is_a_short_hash_of_the_structure_stable_across_processes() -> None:
    doc = first("w2")
    layout = procedural_layout(doc, templates()["w2"], random.Random(0))
    assert re.fullmatch(r"procedural:[0-9a-f]{12}", layout.id)
    assert layout.id == layout_id(layout.structure)
    assert layout.id == "procedural:660933009b1b"


@pytest.mark.parametrize("template", ["w2", "bank-statement", "lease"])
def test_fifty_seeds_give_fifty_distinct_layouts_of_one_document(template: str) -> None:
    doc = first(template)
    ids = {procedural_layout(doc, templates()[template], random.Random(seed)).id for seed in range(50)}
    assert len(ids) == 50


def test_every_ground_truth_value_is_in_the_text_layer_and_placed_on_its_page() -> None:
    for doc in plan("small"):
        layout, pdf = procedural_pdf(doc, templates()[doc.template], random.Random(doc.index))
        texts = page_texts(pdf.data)
        assert sorted(layout.placements) == sorted(layout.ground_truth) == sorted(doc.ground_truth), doc.file
        for key, value in layout.ground_truth.items():
            where = layout.placements[key]
            assert " ".join(value.split()) in texts[where.page - 1], (doc.file, key, value)
            drawn = [el.text if isinstance(el, TextEl) else el.value
                     for el in layout.spec.pages[where.page - 1].elements if isinstance(el, TextEl | BoxEl)]
            assert any(value in d for d in drawn), (doc.file, key)


def test_the_document_and_its_ground_truth_are_left_as_planned() -> None:
    doc = first("credit-card-statement")
    before = (dict(doc.ground_truth), doc.layout, dict(doc.labels))
    procedural_pdf(doc, templates()[doc.template], random.Random(3))
    assert (dict(doc.ground_truth), doc.layout, dict(doc.labels)) == before


def _long_statement() -> PlannedDocument:
    doc = first("bank-statement")
    day = doc.typed_rows[0][0]
    return dataclasses.replace(doc, typed_rows=tuple((day, f"DEBIT CARD SHOP {n}", Decimal(n)) for n in range(1, 91)))


def test_a_long_table_continues_on_further_pages_each_with_page_x_of_y() -> None:
    doc = _long_statement()
    layout, pdf = procedural_pdf(doc, templates()[doc.template], random.Random(11))
    texts = page_texts(pdf.data)
    furniture = layout.structure["furniture"]
    assert pdf.pages == len(texts) == len(layout.spec.pages) == 3
    for number, text in enumerate(texts, start=1):
        assert furniture["page_format"].format(i=number, n=pdf.pages) in text
    assert [layout.placements[f"row_{n:02d}_amount"].page for n in (1, 90)] == [1, 3]


def test_a_repeated_table_header_is_drawn_on_every_page_of_the_table() -> None:
    doc = _long_statement()
    seed = next(s for s in range(100) if (table := next(
        b for b in procedural_layout(doc, templates()[doc.template], random.Random(s)).structure["blocks"]
        if b["block"] == "table"))["repeat_header"] and table["heading"] == "")
    layout = procedural_layout(doc, templates()[doc.template], random.Random(seed))
    table = next(b for b in layout.structure["blocks"] if b["block"] == "table")
    last = layout.placements["row_90_amount"].page
    for page in layout.spec.pages[:last]:
        assert [el.text for el in page.elements if isinstance(el, TextEl)].count(table["titles"]["description"]) == 1


def test_the_generator_rng_gives_one_layout_per_issuer() -> None:
    docs = [d for d in plan("default") if d.template == "bank-statement"]
    ids = {(d.entities["bank"], procedural_layout(d, templates()[d.template], layout_rng(42, d)).id) for d in docs}
    banks = {d.entities["bank"] for d in docs}
    assert len(banks) >= 2
    assert len(ids) == len(banks)


def test_with_procedural_layouts_records_the_id_and_draws_the_procedural_spec() -> None:
    docs = [first("bank-statement"), first("w2")]
    assert [d.layout for d in docs] == [f"bank-statement/{docs[0].family}", f"w2/{docs[1].family}"]
    drawn = with_procedural_layouts(docs, templates(), 42)
    for before, after in zip(docs, drawn, strict=True):
        expected = procedural_layout(before, templates()[before.template], layout_rng(42, before))
        assert (after.layout, after.procedural_seed) == (expected.id, 42)
        assert after.layout_spec(templates()[after.template]) == expected.spec
        assert after.ground_truth == expected.ground_truth
        assert (after.labels, after.values) == (expected.labels, before.values)
        assert before.procedural_id == ""


@pytest.mark.parametrize("layouts", ["seen", "unseen"])
def test_a_split_asked_for_is_every_layouts_split_and_in_its_hash(layouts: str) -> None:
    docs = plan("small")
    drawn = [d.procedural(templates()[d.template]) for d in with_procedural_layouts(docs, templates(), 42, layouts)]
    assert {layout.split for layout in drawn} == {layouts}
    other = "unseen" if layouts == "seen" else "seen"
    doc = docs[0]
    assert (procedural_layout(doc, templates()[doc.template], layout_rng(42, doc), layouts).id
            != procedural_layout(doc, templates()[doc.template], layout_rng(42, doc), other).id)


def test_all_draws_each_issuers_split_from_its_layout_rng_about_half_each() -> None:
    docs = with_procedural_layouts(plan("default"), templates(), 42, "all")
    splits = {(d.template, next(iter(d.entities.values()), d.file)): d.procedural(templates()[d.template]).split
              for d in docs}  # an issuer's corrected form is its original's layout and a mark
    assert sorted(Counter(splits.values()).items()) == [("seen", 11), ("unseen", 16)]
    assert len({d.layout for d in docs}) == 28


@pytest.mark.parametrize("split", ["seen", "unseen"])
def test_a_corrected_form_says_so_under_its_letterhead_and_is_otherwise_its_original(split: str) -> None:
    """The plan's corrected 1099-INT supersedes its original: its page prints a mark of its split on a
    line of its own (before, nothing on the page said it was a correction); the original prints none."""
    docs = [d for d in plan("small") if d.template == "1099-int" and d.facts.get("corrected") is not None]
    fixed = next(d for d in docs if d.facts["corrected"])
    original = next(d for d in docs if not d.facts["corrected"] and d.entities == fixed.entities)
    one, pdf_one = procedural_pdf(fixed, templates()["1099-int"], layout_rng(42, fixed), split)
    two, pdf_two = procedural_pdf(original, templates()["1099-int"], layout_rng(42, original), split)
    mark = one.structure["correction"]
    assert mark in CORRECTION_MARKS[split]
    assert "correction" not in two.structure
    assert {k: v for k, v in one.structure.items() if k != "correction"} == two.structure
    lines = [" ".join(x.split()) for x in pypdfium_lines(pdf_one.data)]
    assert mark in lines
    assert not any(m in " ".join(page_texts(pdf_two.data)) for m in CORRECTION_MARKS[split])


def test_the_correction_marks_are_apart_and_drawn_within_a_fold() -> None:
    folded = {m.casefold() for m in (*CORRECTION_MARKS["seen"], *CORRECTION_MARKS["unseen"])}
    assert len(folded) == 10
    assert [draw_correction_mark(random.Random(n), "unseen") for n in range(3)] == [
        random.Random(n).choice(CORRECTION_MARKS["unseen"]) for n in range(3)]
    fit = {draw_correction_mark(random.Random(n), "seen", "fit") for n in range(40)}
    check = {draw_correction_mark(random.Random(n), "seen", "check") for n in range(40)}
    assert (fit & check, fit | check) == (set(), set(CORRECTION_MARKS["seen"]))


def pypdfium_lines(data: bytes) -> list[str]:
    """The text layer's lines, page by page (page_texts joins a page's lines into one)."""
    pdf = pdfium.PdfDocument(data)
    try:
        return [line for i in range(len(pdf)) for line in pdf[i].get_textpage().get_text_range().splitlines()]
    finally:
        pdf.close()



def _drawn_from(split: str) -> set[str]:
    """Every block type a layout of `split` can draw (generator.documents.procedural.grammar; a
    landscape page only unseen)."""
    landscape = {"page:landscape"} if split == "unseen" else set()
    variants = {f"{k}:{v}" for k, pool in grammar.VARIANTS.items() for v in pool[split]}
    return variants | set(grammar.UNSPLIT_BLOCKS) | landscape


@pytest.mark.parametrize("rng_seed", range(6))
def test_a_crossing_draws_one_half_of_the_layout_from_unseen_and_the_other_from_seen(rng_seed: int) -> None:
    """`unseen:voice` / `unseen:structure` (generator/documents/folds.py): the voice (wordings, value
    formats) of one split and the structure (block variants, fonts) of the other; an unseen layout
    otherwise, recording its crossing."""
    doc = first("bank-statement")
    template = templates()[doc.template]
    whole = {s: procedural_layout(doc, template, random.Random(rng_seed), s) for s in ("seen", "unseen")}
    for crossing, voice_of, structure_of in (("voice", "unseen", "seen"), ("structure", "seen", "unseen")):
        layout = procedural_layout(doc, template, random.Random(rng_seed), f"unseen:{crossing}")
        assert layout.split == "unseen"
        assert layout.structure["crossed"] == crossing
        assert layout.voice == whole[voice_of].voice
        assert set(grammar.block_types(layout.structure)) <= _drawn_from(structure_of)
    assert "crossed" not in whole["unseen"].structure


@pytest.mark.parametrize("rng_seed", range(6))
def test_the_fonts_crossing_draws_only_the_faces_from_unseen(rng_seed: int) -> None:
    """`unseen:fonts` (generator/documents/folds.py): the page's family and the panel labels' face
    from `unseen`, the voice and every other block variant from `seen`."""
    doc = first("bank-statement")
    template = templates()[doc.template]
    seen = procedural_layout(doc, template, random.Random(rng_seed), "seen")
    layout = procedural_layout(doc, template, random.Random(rng_seed), "unseen:fonts")
    assert layout.split == "unseen"
    assert layout.structure["crossed"] == "fonts"
    assert layout.voice == seen.voice
    assert layout.structure["family"] in grammar.FAMILIES["unseen"]
    panel = next(b for b in layout.structure["blocks"] if b["block"] == "panel")
    assert panel["label_font"] in grammar.LABEL_FONTS["unseen"]
    faces = {f"font:{f}" for f in grammar.FAMILIES["unseen"]}
    assert set(grammar.block_types(layout.structure)) - faces <= _drawn_from("seen")
