"""Blocks: nothing a block draws runs into its neighbour."""

from __future__ import annotations

import random
from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pypdfium2 as pdfium

from generator.documents.layout import Page, TextEl
from generator.documents.procedural import ProceduralLayout, procedural_layout
from generator.documents.procedural.blocks import letterhead, summary
from generator.documents.procedural.content import content_of
from generator.documents.procedural.grammar import block_types, draw
from generator.documents.procedural.sheet import Sheet, width
from generator.documents.value_formats import format_money_as
from generator.render.procedural import procedural_pdf
from tests.generator.documents.procedural.conftest import first, page_texts, plan, templates, voice


def _extent(el: TextEl) -> tuple[float, float]:
    w = width(el.text, el.font, el.size)
    left = {"left": el.x, "center": el.x - w / 2, "right": el.x - w}[el.align]
    return left, left + w


def test_a_long_issuer_name_pushes_the_title_below_it() -> None:
    doc = first("1099-g")
    content = content_of(doc, templates()["1099-g"], voice("1099-g"))
    params = next(b for b in draw(random.Random(0), content, voice("1099-g"))["blocks"] if b["block"] == "letterhead")
    params |= {"align": "left", "wordmark": "plain", "size": 18, "title": "opposite", "caps": True, "title_size": 12}
    sheet = Sheet(size="letter", left=48, right=564)
    letterhead(sheet, content, params)
    name, title = (next(e for e in sheet.pages[0] if isinstance(e, TextEl) and e.text == t)
                   for t in (content.issuer, content.title.upper()))
    assert title.y > name.y


def test_a_summary_box_is_as_wide_as_its_longest_line() -> None:
    doc = first("1099-int")
    content = content_of(doc, templates()["1099-int"], voice("1099-int"))
    names = [f.name for f in content.fields if f.type == "money"][:3]
    params = {"family": "mono", "size": 9, "width": 0.25, "side": "right", "fill": None, "stroke": True,
              "heading": "Totals", "value_font": "mono-bold", "fields": names}
    sheet = Sheet(size="letter", left=48, right=564)
    summary(sheet, content, params)
    texts = [e for e in sheet.pages[0] if isinstance(e, TextEl)]
    for label, value in zip(texts[1::2], texts[2::2], strict=True):
        assert _extent(label)[1] + 8 <= _extent(value)[0]


def _text_boxes(page: Page) -> list[tuple[float, float, float, float, str]]:
    """(left, right, top, baseline, text) of every line of text on the page."""
    out = []
    for el in page.elements:
        if isinstance(el, TextEl):
            for i, line in enumerate(el.text.split("\n")):
                left, right = _extent(el.model_copy(update={"text": line}))
                base = el.y + i * el.size * 1.2
                out.append((left, right, base - el.size * 0.75, base, line))
    return out


def test_no_two_texts_overlap_on_any_page_of_twenty_layouts_of_every_small_document() -> None:
    clashes = []
    for doc in plan("small"):
        for seed in range(20):
            layout = procedural_layout(doc, templates()[doc.template], random.Random(seed))
            for number, page in enumerate(layout.spec.pages, start=1):
                boxes = _text_boxes(page)
                clashes += [(doc.file, seed, number, a[4], b[4]) for i, a in enumerate(boxes) for b in boxes[i + 1:]
                            if a[0] < b[1] - 0.5 and b[0] < a[1] - 0.5 and a[2] < b[3] - 0.5 and b[2] < a[3] - 0.5]
    assert clashes == []


def _unseen(template: str, want: Callable[[dict[str, Any]], bool]) -> tuple[ProceduralLayout, str, bytes]:
    """The first unseen layout (rng seeds from 0) of the first `template` document with a block `want` takes."""
    doc = first(template)
    for seed in range(200):
        layout, pdf = procedural_pdf(doc, templates()[template], random.Random(seed), "unseen")
        if any(want(b) for b in layout.structure["blocks"]):
            return layout, " ".join(page_texts(pdf.data)), pdf.data
    raise AssertionError("no such layout in 200 seeds")


def test_a_totals_row_prints_the_sum_of_the_rows_under_its_label() -> None:
    layout, text, _ = _unseen("bank-statement", lambda b: b.get("variant") == "totals-row")
    table = next(b for b in layout.structure["blocks"] if b["block"] == "table")
    doc = first("bank-statement")
    total = format_money_as(sum((a for _, _, a in doc.typed_rows), Decimal(0)), layout.voice.money)
    assert f"{table['total_label']} " in text and total in text


def test_a_statement_in_two_tables_puts_additions_and_subtractions_under_their_headings() -> None:
    layout, text, _ = _unseen("credit-card-statement", lambda b: b.get("variant") == "in-out")
    added, deducted = next(b for b in layout.structure["blocks"] if b["block"] == "table")["halves"]
    doc = first("credit-card-statement")
    assert text.index(added) < text.index(deducted)
    credits = [k for k, (_, _, a) in enumerate(doc.typed_rows, start=1) if a >= 0]
    debits = [k for k, (_, _, a) in enumerate(doc.typed_rows, start=1) if a < 0]
    assert credits and debits
    where = layout.placements
    assert max(where[f"row_{k:02d}_amount"].y for k in credits) < min(where[f"row_{k:02d}_amount"].y for k in debits)


def test_a_letter_greets_the_first_party_and_signs_off() -> None:
    layout, text, _ = _unseen("1099-int", lambda b: b.get("variant") == "letter")
    prose = next(b for b in layout.structure["blocks"] if b["block"] == "prose")
    party = layout.printed["recipient_name"]
    assert f"{prose['salutation']} {party}," in text
    assert f"{prose['sign_off']} {prose['sender']}" in text


def test_bitstream_vera_is_embedded_on_an_unseen_page_of_that_family_and_on_no_seen_page() -> None:
    _, _, data = _unseen("w2", lambda b: b["block"] == "letterhead" and b["family"] == "vera")
    assert b"BitstreamVeraSans" in data
    doc = first("w2")
    for seed in range(20):
        _, pdf = procedural_pdf(doc, templates()["w2"], random.Random(seed), "seen")
        assert b"BitstreamVera" not in pdf.data


def test_a_vera_pages_bytes_do_not_depend_on_what_the_process_drew_before() -> None:
    first_layout = _unseen("w2", lambda b: b["block"] == "letterhead" and b["family"] == "vera")
    _unseen("lease", lambda b: b["block"] == "letterhead" and b["family"] == "vera")  # another subset in between
    assert _unseen("w2", lambda b: b["block"] == "letterhead" and b["family"] == "vera")[2] == first_layout[2]


def test_an_unseen_statement_may_turn_its_page_to_landscape_with_every_value_on_it() -> None:
    doc = first("credit-card-statement")
    seed = next(s for s in range(50)
                if procedural_layout(doc, templates()[doc.template], random.Random(s), "unseen").structure.get("page"))
    layout, pdf = procedural_pdf(doc, templates()[doc.template], random.Random(seed), "unseen")
    assert {p.size for p in layout.spec.pages} == {"letter-landscape"}
    assert "page:landscape" in block_types(layout.structure)
    page = pdfium.PdfDocument(pdf.data)[0]
    assert (page.get_width(), page.get_height()) == (792.0, 612.0)
    text = " ".join(page_texts(pdf.data))
    assert [k for k, v in layout.ground_truth.items() if v not in text] == []
    assert all(procedural_layout(doc, templates()[doc.template], random.Random(s), "seen").structure.get("page")
               is None for s in range(50))
