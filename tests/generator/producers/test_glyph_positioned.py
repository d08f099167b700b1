"""`glyph-positioned`: every glyph by its own positioning and show operators, no space shown,
the page as reportlab drew it, the text rebuilt by a good reader, the same bytes each time."""

from __future__ import annotations

import io

import numpy as np
import pikepdf
import pypdfium2 as pdfium
import pytest

from generator.producers.base import ProduceInput, ProducerError
from generator.producers.glyph_positioned import (
    DECIMALS,
    GLYPH_POSITIONED,
    POSITIONING,
    SHOWS,
    GlyphStyle,
    position_glyphs,
)
from generator.producers.text_layer import space_codes
from tests.generator.producers.text_sample import VALUES, pixel_difference, sample_pdf, sample_spec

STYLES = [GlyphStyle(p, s, d) for p in POSITIONING for s in SHOWS for d in DECIMALS]


def _pdfium_text(data: bytes) -> list[str]:
    doc = pdfium.PdfDocument(data)
    return [doc[i].get_textpage().get_text_range() for i in range(len(doc))]


def _shows(data: bytes) -> tuple[list[tuple[bytes, frozenset[int]]], dict[str, int]]:
    """Every shown string with its font's space codes, and how many times each text operator occurs."""
    shown: list[tuple[bytes, frozenset[int]]] = []
    counts: dict[str, int] = {}
    with pikepdf.open(io.BytesIO(data)) as pdf:
        for page in pdf.pages:
            fonts = page.Resources.Font
            font = ""
            for ins in pikepdf.parse_content_stream(page):
                op = str(ins.operator)
                counts[op] = counts.get(op, 0) + 1
                if op == "Tf":
                    font = str(ins.operands[0])
                elif op in ("Tj", "TJ"):
                    strings = list(ins.operands[0]) if op == "TJ" else [ins.operands[0]]
                    shown += [(bytes(s), space_codes(fonts[font])) for s in strings]
    return shown, counts


@pytest.mark.parametrize("style", STYLES, ids=lambda s: f"{s.positioning}-{s.show}-{s.decimals}")
def test_each_glyph_has_its_own_operators_and_no_space_is_shown(style: GlyphStyle) -> None:
    before, _ = _shows(sample_pdf().data)
    data, pages, glyphs = position_glyphs(sample_pdf().data, style)
    shown, counts = _shows(data)
    assert pages == 2
    # every glyph reportlab showed, less the spaces, is shown once, on its own
    assert glyphs == sum(1 for s, spaces in before for code in s if code not in spaces) == 514
    assert all(len(s) == 1 and s[0] not in spaces for s, spaces in shown)
    assert len(shown) == counts.get(style.show, 0) == glyphs
    assert counts.get("Tj" if style.show == "TJ" else "TJ", 0) == 0
    assert counts.get("T*", 0) == counts.get("'", 0) == counts.get('"', 0) == 0
    if style.positioning == "Td":  # the first glyph of a run by its matrix, the next ones by a move
        assert counts["Tm"] + counts["Td"] == glyphs and counts["Td"] > counts["Tm"]
    else:
        assert counts["Tm"] == glyphs and "Td" not in counts
    if style.positioning == "BT":
        assert counts["BT"] == counts["ET"] == glyphs


@pytest.mark.parametrize("style", STYLES, ids=lambda s: f"{s.positioning}-{s.show}-{s.decimals}")
def test_the_page_looks_as_reportlab_drew_it(style: GlyphStyle) -> None:
    data, _, _ = position_glyphs(sample_pdf().data, style)
    # glyph origins rounded to 0.01 pt shift an antialiased edge by a fraction of a pixel at 100 dpi:
    # a mean under 0.05 of 255, and under 0.1% of the pixels off by more than 32
    for mean, share in pixel_difference(sample_pdf().data, data):
        assert mean < 0.05 and share < 0.001, (mean, share)


def test_pdfium_rebuilds_the_words_and_lines_from_the_positions() -> None:
    data, _, _ = position_glyphs(sample_pdf().data, GlyphStyle("Td", "Tj", 2))
    text = _pdfium_text(data)
    assert text == _pdfium_text(sample_pdf().data)
    assert all(value in text[0] for value in VALUES.values())
    assert "Employee: Tyler Smith" in text[0].splitlines()


def test_the_style_is_drawn_from_the_rng_and_recorded() -> None:
    doc = ProduceInput(sample_pdf().data, 2, sample_spec(), "Form W-2")
    first = GLYPH_POSITIONED.produce(doc, np.random.default_rng(1))
    again = GLYPH_POSITIONED.produce(doc, np.random.default_rng(1))
    assert first.data == again.data
    assert first.pages == 2
    assert first.applied == {"positioning": "Td", "show": "TJ", "decimals": 3, "glyphs": 514}
    drawn = {GLYPH_POSITIONED.produce(doc, np.random.default_rng(s)).applied["positioning"] for s in range(12)}
    assert drawn == set(POSITIONING)


def test_a_composite_font_is_refused_by_name() -> None:
    with pikepdf.open(io.BytesIO(sample_pdf().data)) as pdf:
        pdf.pages[0].Resources.Font["/F1"].Subtype = pikepdf.Name("/Type0")
        out = io.BytesIO()
        pdf.save(out)
    with pytest.raises(ProducerError) as info:
        position_glyphs(out.getvalue(), STYLES[0])
    assert str(info.value) == ("glyph-positioned: font /F1 is a /Type0 font; only simple fonts (one byte per glyph) "
                               "are rewritten")
