"""Thumbnails (harness/scoring/thumbnails.py): bounded size, a budget, a reason when there is none."""

from __future__ import annotations

import base64
import io
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image

from harness.scoring.thumbnails import HEIGHT, WIDTH, Thumbnail, thumbnail, thumbnails


def _pdf(path: Path, width: float, height: float) -> Path:
    pdf = pdfium.PdfDocument.new()
    pdf.new_page(width, height)
    pdf.save(str(path))
    pdf.close()
    return path


def _decoded(t: Thumbnail) -> Image.Image:
    return Image.open(io.BytesIO(base64.b64decode(t.uri.split(",", 1)[1])))


def test_a_pdf_page_and_an_image_fit_the_box(tmp_path: Path) -> None:
    letter = thumbnail(_pdf(tmp_path / "a.pdf", 612, 792))
    assert (letter.width, letter.height, _decoded(letter).size, _decoded(letter).mode) == (200, 259, (200, 259), "L")
    wide = thumbnail(_pdf(tmp_path / "w.pdf", 792, 612))  # landscape: the width bounds it
    assert (wide.width, wide.height) == (WIDTH, 155)
    Image.new("RGB", (1700, 2800), "white").save(tmp_path / "tall.png")
    tall = thumbnail(tmp_path / "tall.png")  # the height bounds it
    assert (tall.width, tall.height) == (158, HEIGHT)
    assert thumbnail(tmp_path / "a.pdf") == letter  # same file, same bytes


def test_the_budget_and_unreadable_files(tmp_path: Path) -> None:
    a, b = _pdf(tmp_path / "a.pdf", 612, 792), _pdf(tmp_path / "b.pdf", 612, 792)
    (tmp_path / "bad.png").write_bytes(b"not a png")
    one = len(thumbnail(a).uri)
    got = thumbnails([("a", a), ("bad", tmp_path / "bad.png"), ("b", b)], budget=one + 10)
    assert got["a"] == thumbnail(a)
    assert got["bad"] == Thumbnail(why_none=f"unreadable: cannot identify image file "
                                            f"'{tmp_path / 'bad.png'}'")
    assert got["b"] == Thumbnail(why_none="the report's budget for pictures is spent")
