"""Blocks: nothing a block draws runs into its neighbour."""

from __future__ import annotations

import random

from generator.documents.layout import Page, TextEl
from generator.documents.procedural import procedural_layout
from generator.documents.procedural.blocks import letterhead, summary
from generator.documents.procedural.content import content_of
from generator.documents.procedural.grammar import draw
from generator.documents.procedural.sheet import Sheet, width
from tests.generator.documents.procedural.conftest import first, plan, templates, voice


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
