"""The clock WeasyPrint's font subsetting stamps into each embedded font, and its removal."""

from __future__ import annotations

import io

import pikepdf
import weasyprint
from fontTools.ttLib import TTFont

from generator.producers.pdf_fonts import without_font_clocks
from generator.producers.web_fonts import font_face_css

PAGE = (f"<html><head><style>{font_face_css()} body {{ font-family: 'Plex Sans' }} b {{ font-weight: 700 }}"
        "</style></head><body><p>Wages <b>109297.00</b></p></body></html>")


def font_dates(pdf: bytes) -> list[tuple[int, int]]:
    """(created, modified) of every embedded TrueType program's head table."""
    out = []
    with pikepdf.open(io.BytesIO(pdf)) as doc:
        for obj in doc.objects:
            if isinstance(obj, pikepdf.Dictionary) and obj.get("/Type") == "/FontDescriptor":
                head = TTFont(io.BytesIO(obj.FontFile2.read_bytes()))["head"]
                out.append((head.created, head.modified))
    return out


def test_the_fonts_modified_date_becomes_their_created_date() -> None:
    raw = weasyprint.HTML(string=PAGE).write_pdf()
    # fontTools stamps the time of the run; IBM Plex was made years before any run of this test
    assert len(font_dates(raw)) == 2 and all(modified > created for created, modified in font_dates(raw))
    clean, rewritten = without_font_clocks(raw)
    assert rewritten == 2
    assert [created == modified for created, modified in font_dates(clean)] == [True, True]
    assert without_font_clocks(clean) == (clean, 2)  # nothing else moves: the /ID comes from the content
