"""`a4` and `legal`: the spec drawn on another paper, every element inside the sheet, the values
in the text layer; `on_paper`'s arithmetic on a hand-made spec."""

from __future__ import annotations

import numpy as np
import pypdfium2 as pdfium
import pytest

from generator.documents.layout import BoxEl, LayoutSpec, Page, ParaEl, TextEl
from generator.producers.paper import A4, LEGAL, on_paper, paper_size
from generator.producers.sheets import open_pdf
from tests.generator.producers.geometry_docs import missing_values, page_texts, produce_input


def _spec(left: float, right: float) -> LayoutSpec:
    return LayoutSpec(pages=[Page(size="letter", elements=[
        BoxEl(kind="box", x=left, y=100, w=right - left, h=30, label="1 Wages", value="10.00"),
        TextEl(kind="text", x=306, y=80, text="TITLE", size=12, align="center"),
        ParaEl(kind="para", text="flowing prose", x=72, w=468)])])


def test_a_layout_that_fits_a4_is_moved_to_the_centre_line_unscaled() -> None:
    spec, scale = on_paper(_spec(36, 576), "a4")
    box, title, para = spec.pages[0].elements
    assert spec.pages[0].size == "a4" and scale == 1.0
    dx = 595.28 / 2 - 306
    assert (box.x, box.y, box.w, box.h, box.size) == (36 + dx, 100, 540, 30, 10)  # type: ignore[union-attr]
    assert (title.x, title.y, title.size) == (306 + dx, 80, 12)  # type: ignore[union-attr]
    assert (para.x, para.y, para.w) == (72 + dx, None, 468)  # type: ignore[union-attr]


def test_a_layout_too_wide_for_a4_is_scaled_keeping_its_margin() -> None:
    spec, scale = on_paper(_spec(18, 594), "a4")
    box = spec.pages[0].elements[0]
    assert scale == (595.28 / 2 - 18) / (306 - 18)
    assert isinstance(box, BoxEl)
    assert (round(box.x, 6), round(box.x + box.w, 6)) == (18.0, round(595.28 - 18, 6))
    assert (box.y, box.size, box.label_size) == (100 * scale, 10 * scale, 6 * scale)


def test_legal_keeps_a_letter_layout_as_it_is() -> None:
    original = _spec(18, 594)
    spec, scale = on_paper(original, "legal")
    assert scale == 1.0 and spec.pages[0].size == "legal"
    assert spec.pages[0].elements == original.pages[0].elements


def test_a_turned_page_keeps_its_orientation() -> None:
    assert [paper_size(s, "a4") for s in ("letter", "letter-landscape")] == ["a4", "a4-landscape"]
    assert paper_size("letter-landscape", "legal") == "legal-landscape"


@pytest.mark.parametrize(("producer", "media_box", "scale"), [
    (A4, [0, 0, 595.28, 841.89], 0.971),  # the W-2's four copies reach 18pt from letter's edges
    (LEGAL, [0, 0, 612, 1008], 1.0),
])
def test_the_written_file_is_on_the_paper_with_every_character_inside(producer: object, media_box: list[float],
                                                                      scale: float) -> None:
    doc = produce_input("w2")
    produced = producer.produce(doc, np.random.default_rng(0))  # type: ignore[attr-defined]
    assert produced.applied == {"paper": producer.name, "scale": scale}  # type: ignore[attr-defined]
    pdf = open_pdf(produced.data)
    assert [[float(v) for v in p.MediaBox] for p in pdf.pages] == [media_box]
    assert missing_values(page_texts(produced.data)[0], doc.values) == []
    reader = pdfium.PdfDocument(produced.data)
    try:
        text = reader[0].get_textpage()
        boxes = [text.get_charbox(i) for i in range(text.count_chars())]
    finally:
        reader.close()
    width, height = media_box[2], media_box[3]
    assert boxes and all(0 <= left and right <= width and 0 <= bottom and top <= height
                         for left, bottom, right, top in boxes)
    assert min(left for left, _, _, _ in boxes) >= 17.9 and max(right for _, _, right, _ in boxes) <= width - 17.9


def test_same_input_same_bytes() -> None:
    doc = produce_input("pay-stub")
    assert A4.produce(doc, np.random.default_rng(1)).data == A4.produce(doc, np.random.default_rng(2)).data
