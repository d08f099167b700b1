"""Rasterizing PDF pages for OCR: both backends draw a page as it is displayed (its /Rotate honoured)."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.ingest.page_images import render_pdf_page
from tests.support.quirk_pdfs import plain_pdf


@pytest.mark.parametrize("backend", ["pypdfium2", "pdf2image"])
@pytest.mark.parametrize(("rotate", "size"), [(0, (170, 220)), (90, (220, 170)), (180, (170, 220)), (270, (220, 170))])
def test_a_page_is_rasterized_as_displayed(tmp_path: Path, backend: str, rotate: int, size: tuple[int, int]) -> None:
    path = tmp_path / "page.pdf"
    path.write_bytes(plain_pdf(turn=rotate))  # drawn to read upright once /Rotate turns it
    image = render_pdf_page(path, 0, 20, backend, 10**8)
    assert image.size == size
    # the top of the displayed page holds the title line: ink in the top fifth, left half
    top = image.crop((0, 0, size[0] // 2, size[1] // 5))
    assert top.getextrema()[0] < 200
