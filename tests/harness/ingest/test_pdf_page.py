"""A PDF page's text layer as a reader sees it, on PDFs built here as producers write them."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest

from harness.ingest.pdf_page import read_page
from tests.support import quirk_pdfs
from tests.support.quirk_pdfs import FILLED, fillable_pdf, flattened_pdf, plain_pdf, scrambled_pdf

PLAIN = quirk_pdfs.PLAIN.replace("\n", "\r\n")  # as pdfium returns it

def _read(data: bytes) -> object:
    pdf = pdfium.PdfDocument(data)
    pdf.init_forms()
    try:
        return read_page(pdf, 0)
    finally:
        pdf.close()


def test_a_plain_page_is_read_as_pdfium_reads_it() -> None:
    read = _read(plain_pdf())
    assert (read.layer, read.text, read.fields, read.placed, read.turned, read.rotation) == (PLAIN, PLAIN, 0, 0, 0, 0)
    assert read.size == (612.0, 792.0)


def test_form_field_values_are_placed_after_their_labels() -> None:
    data = fillable_pdf()
    assert b"52,340.17" not in pdfium.PdfDocument(data)[0].get_textpage().get_text_range().encode()
    read = _read(data)
    assert read.layer == PLAIN  # the values are in no content stream
    assert (read.text, read.fields, read.placed) == (FILLED, 4, 0)


def test_a_flattened_form_reads_like_the_filled_one() -> None:
    data = flattened_pdf()
    layer = pdfium.PdfDocument(data)[0].get_textpage().get_text_range()
    # pdfium reads the flattened values, but after the rest of the page
    assert layer.endswith("important tax information.\r\n52,340.17 6,120.00 Acme Tools LLC\r\n"
                          "12 Elm Street\r\nSpringfield, IL 62704")
    read = _read(data)
    assert (read.text, read.fields, read.placed) == (FILLED, 0, 4)


def test_without_forms_initialized_no_widget_is_read() -> None:
    pdf = pdfium.PdfDocument(fillable_pdf())
    read = read_page(pdf, 0)
    assert (read.text, read.fields) == (PLAIN, 0)


# (drawn turned for, /Rotate): pdfium alone reads the rows' pieces in display order, so a page
# shown sideways or upside down comes out reversed
PDFIUM_ALONE_REVERSED = {(0, 90), (0, 180), (90, 180), (90, 270), (180, 0), (180, 270), (270, 0), (270, 90)}


@pytest.mark.parametrize("turn", [0, 90, 180, 270])
@pytest.mark.parametrize("rotate", [0, 90, 180, 270])
def test_a_page_is_read_upright_however_it_is_turned(turn: int, rotate: int) -> None:
    data = plain_pdf(turn=turn, rotate=rotate)
    page = pdfium.PdfDocument(data)[0]
    assert page.get_rotation() == rotate
    alone = page.get_textpage().get_text_range()
    assert (alone != PLAIN) == ((turn, rotate) in PDFIUM_ALONE_REVERSED)
    read = _read(data)
    assert (read.text, read.turned, read.rotation) == (PLAIN, (360 - turn) % 360, rotate)  # drawn against the turn
    assert read.size == ((792.0, 612.0) if rotate in (90, 270) else (612.0, 792.0))


def test_a_scrambled_font_is_read_as_it_is() -> None:
    read = _read(scrambled_pdf())
    assert read.text.splitlines()[0] == "Yalp U-2 Ujoh jqi Rjm Drjrhphqr 2025"


def test_a_side_label_drawn_first_does_not_turn_the_page() -> None:
    import io

    from reportlab.pdfgen import canvas

    from tests.support.quirk_pdfs import LINES

    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(612, 792), invariant=1)
    c.setFont("Helvetica", 8)
    c.saveState()
    c.translate(30, 100)
    c.rotate(90)
    c.drawString(0, 0, "COPY B - FOR EMPLOYEE'S RECORDS - KEEP THIS COPY WITH YOUR TAX RETURN FILES")
    c.restoreState()
    c.setFont("Helvetica", 10)
    for x, y, text in LINES:
        c.drawString(x, y, text)
    c.showPage()
    c.save()
    alone = pdfium.PdfDocument(buf.getvalue())[0].get_textpage().get_text_range()
    read = _read(buf.getvalue())
    assert (read.turned, read.text) == (0, alone)
    assert read.text.endswith(PLAIN)


def test_layer_rows_are_the_lines_boxes_in_raster_pixels() -> None:
    from harness.ingest.pdf_page import layer_rows
    from tests.support.quirk_pdfs import private_use_pdf

    # at 72 dpi a pixel is a point, y from the top: the title's baseline is 72 pt under the top (792 - 720)
    expected = [(73, 65, 257, 74), (73, 95, 452, 104), (73, 135, 142, 144), (73, 175, 154, 184), (73, 245, 369, 254)]
    for data in (plain_pdf(), private_use_pdf()):  # a garbage layer's lines sit where the plain one's do
        assert [tuple(round(v) for v in r) for r in layer_rows(pdfium.PdfDocument(data), 0, 72)] == expected
    assert [round(v) for v in layer_rows(pdfium.PdfDocument(plain_pdf()), 0, 144)[0]] == [146, 129, 514, 148]


def test_layer_words_are_the_layers_words_in_ocrs_shape_in_raster_pixels() -> None:
    from harness.ingest.pdf_page import layer_words
    from tests.support.quirk_pdfs import searchable_scan_pdf

    # at 72 dpi a pixel is a point, y from the top; block and paragraph 1, the line, no confidence (-1);
    # a word's box takes in the space drawn after it ("Wages, " 37 wide), not the one pdfium adds
    # between two text objects ("compensation" ends where its letters do)
    words = layer_words(pdfium.PdfDocument(searchable_scan_pdf()), 0, 72)
    assert words[7:13] == (("1", 73, 95, 7, 7, 1, 1, 2, -1), ("Wages,", 80, 95, 37, 9, 1, 1, 2, -1),
                           ("tips,", 117, 95, 21, 9, 1, 1, 2, -1), ("other", 138, 95, 26, 7, 1, 1, 2, -1),
                           ("compensation", 164, 95, 61, 9, 1, 1, 2, -1), ("2", 320, 95, 8, 7, 1, 1, 2, -1))
    # a line goes on while each word starts right of the last at its height: the two labels of
    # one row are one line
    assert [w[7] for w in words] == [1] * 7 + [2] * 10 + [3] * 2 + [4] * 2 + [5] * 11
    assert layer_words(pdfium.PdfDocument(searchable_scan_pdf()), 0, 144)[0] == ("Form", 146, 130, 50, 14, 1, 1, 1, -1)


def test_layer_words_start_a_line_where_the_next_word_goes_back_left_or_leaves_the_row() -> None:
    from harness.ingest.pdf_page import layer_words
    from tests.support.quirk_pdfs import searchable_scan_pdf

    # a label in small type on two lines whose boxes overlap (pdfium reads them as one line),
    # then a value to its right on the first line's row, then one back at the left
    lines = [(72, 700, "PAYER'S name, street"), (72, 693, "address, city"), (300, 700, "Payer"),
             (72, 650, "Dana Whitfield")]
    words = layer_words(pdfium.PdfDocument(searchable_scan_pdf(lines)), 0, 72)
    assert [(w[0], w[7]) for w in words] == [("PAYER'S", 1), ("name,", 1), ("street", 1), ("address,", 2),
                                             ("city", 2), ("Payer", 3), ("Dana", 4), ("Whitfield", 4)]
