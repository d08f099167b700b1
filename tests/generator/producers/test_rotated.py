"""`rotated`: /Rotate set as recorded, the content turned the other way (upright when shown), the
values still in the text layer, the same bytes for the same draw."""

from __future__ import annotations

import numpy as np
import pikepdf
import pypdfium2 as pdfium
import pytest

from generator.producers.rotated import ROTATED, rotate_pages, turn_matrix
from generator.producers.sheets import open_pdf
from tests.generator.producers.geometry_docs import missing_values, page_texts, produce_input


def _pixels(data: bytes) -> np.ndarray:
    """Page 1 as a viewer shows it (pdfium applies /Rotate), in gray levels."""
    pdf = pdfium.PdfDocument(data)
    try:
        return np.asarray(pdf[0].render(scale=1).to_pil().convert("L"), dtype=np.int16)
    finally:
        pdf.close()


@pytest.mark.parametrize(("rotate", "stored"), [(90, [0, 0, 792, 612]), (180, [0, 0, 612, 792]),
                                                 (270, [0, 0, 792, 612])])
def test_the_page_is_stored_turned_and_shown_upright(rotate: int, stored: list[int]) -> None:
    doc = produce_input("w2")
    data = rotate_pages(doc.pdf, rotate)
    pdf = open_pdf(data)
    page = pdf.pages[0]
    assert int(page.obj.Rotate) == rotate
    assert [float(v) for v in page.MediaBox] == stored
    assert page.obj.Contents.read_bytes().startswith(b"q\n" + " ".join(
        str(int(v)) for v in turn_matrix(rotate, 612, 792)).encode() + b" cm\n")
    shown, drawn = _pixels(data), _pixels(doc.pdf)
    assert shown.shape == drawn.shape == (792, 612)
    assert float(np.abs(shown - drawn).mean()) < 0.05  # antialiasing only
    assert missing_values(page_texts(data)[0], doc.values) == []


def test_a_reader_that_ignores_rotate_sees_the_page_turned() -> None:
    doc = produce_input("w2")
    data = rotate_pages(doc.pdf, 90)
    pdf = pdfium.PdfDocument(data)
    try:
        # pdfium's `rotation` adds to /Rotate: 270 more shows the page as stored
        stored = np.asarray(pdf[0].render(scale=1, rotation=270).to_pil().convert("L"))
    finally:
        pdf.close()
    assert stored.shape == (612, 792)


def test_turn_matrix_refuses_other_angles() -> None:
    with pytest.raises(ValueError) as info:
        turn_matrix(45, 612, 792)
    assert str(info.value) == "rotate must be one of (90, 180, 270), got 45"


def test_the_producer_records_the_rotation_it_drew() -> None:
    doc = produce_input("pay-stub")
    drawn = []
    for index in range(12):
        produced = ROTATED.produce(doc, np.random.default_rng([42, index, 4201]))
        pdf = open_pdf(produced.data)
        assert [int(p.obj.Rotate) for p in pdf.pages] == [produced.applied["rotate"]] * produced.pages
        drawn.append(produced.applied["rotate"])
    assert drawn == [270, 180, 90, 180, 270, 90, 180, 90, 180, 270, 270, 270]


def test_same_draw_same_bytes() -> None:
    doc = produce_input("pay-stub")
    first = ROTATED.produce(doc, np.random.default_rng([42, 3, 4201]))
    again = ROTATED.produce(doc, np.random.default_rng([42, 3, 4201]))
    assert first.data == again.data
    assert isinstance(open_pdf(first.data), pikepdf.Pdf)
