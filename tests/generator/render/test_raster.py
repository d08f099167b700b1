"""generator.render.raster: both real backends, one size contract, recorded versions, clear errors."""

from __future__ import annotations

import io
import re

import numpy as np
import pytest
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfgen import canvas

from generator.render.raster import RasterError, page_pixels, rasterize, rasterizer_info


def _pdf(pagesize: tuple[float, float], pages: int = 1) -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=pagesize, invariant=1)
    for n in range(pages):
        c.setFont("Helvetica", 24)
        c.drawString(72, pagesize[1] - 100, f"Page {n + 1} total 52,340.17")
        c.rect(72, 72, 200, 100, fill=1)
        c.showPage()
    c.save()
    return buf.getvalue()


@pytest.mark.parametrize("backend", ["pdfium", "poppler"])
@pytest.mark.parametrize(
    ("pagesize", "dpi", "expected"),
    [(letter, 200, (1700, 2200)), (letter, 300, (2550, 3300)), (A4, 150, (1241, 1754)), (A4, 200, (1654, 2339))],
)
def test_both_backends_honour_the_size_contract(backend, pagesize, dpi, expected):
    images = rasterize(_pdf(pagesize), dpi, backend)
    assert [im.size for im in images] == [expected]
    assert images[0].mode == "RGB"
    assert page_pixels(*pagesize, dpi) == expected


def test_backends_draw_the_same_page():
    pdf = _pdf(letter, pages=2)
    a = rasterize(pdf, 100, "pdfium")
    b = rasterize(pdf, 100, "poppler")
    assert len(a) == len(b) == 2
    for x, y in zip(a, b, strict=True):
        dark_x = np.asarray(x.convert("L")) < 128
        dark_y = np.asarray(y.convert("L")) < 128
        # The filled 200x100 pt box alone is 278x139 px at 100 dpi.
        assert dark_x.sum() > 278 * 139
        # Glyph edges land a pixel apart here and there: under 8% of the dark pixels disagree.
        assert (dark_x != dark_y).sum() < 0.08 * dark_x.sum()


def test_pdfium_pixels_are_stable():
    pdf = _pdf(letter)
    assert rasterize(pdf, 72)[0].tobytes() == rasterize(pdf, 72)[0].tobytes()


def test_rasterizer_versions_are_recorded():
    pdfium = rasterizer_info("pdfium")
    assert pdfium.backend == "pdfium"
    assert re.fullmatch(r"pypdfium2 5\.15\.2; pdfium \d+", pdfium.version)
    poppler = rasterizer_info("poppler")
    assert re.fullmatch(r"pdf2image \d+\.\d+\.\d+; poppler \d+\.\d+\.\d+", poppler.version)
    assert poppler.provenance() == {"rasterizer": "poppler", "rasterizerVersion": poppler.version}


def test_bad_input_is_a_clear_error():
    with pytest.raises(RasterError) as err:
        rasterize(_pdf(letter), 200, "ghostscript")
    assert str(err.value) == "unknown rasterizer 'ghostscript': choose one of pdfium, poppler"
    with pytest.raises(RasterError) as err:
        rasterize(_pdf(letter), 1200)
    assert str(err.value) == "dpi must be an integer from 36 to 600, got 1200"
    with pytest.raises(RasterError) as err:
        rasterize(b"not a pdf", 200)
    assert str(err.value).startswith("not a readable PDF: ")
    with pytest.raises(RasterError) as err:
        rasterize(_pdf((72 * 40, 72 * 40)), 300)
    assert str(err.value) == "page 1 would be 12000x12000 pixels at 300 dpi, more than 60000000"
