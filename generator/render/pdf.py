"""Draw a layout spec with reportlab into PDF bytes, byte-reproducibly.

`invariant=1` fixes the dates and ids reportlab would otherwise vary; every font is
shipped inside reportlab and embedded in the file: Type 1 faces (Arial-, Times- and
Courier-metric) and, on unseen procedural layouts only, Bitstream Vera's TrueType faces
(generator/documents/fonts.py), so no rasterizer substitutes a system font. Every page carries
the specimen mark at its top and bottom edge.
"""

from __future__ import annotations

import io
import os
from dataclasses import dataclass
from functools import cache

import reportlab
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen import canvas

from generator.documents.fonts import truetype_names
from generator.documents.layout import (
    PAGE_SIZES,
    BoxEl,
    CheckboxEl,
    LayoutError,
    LayoutSpec,
    LineEl,
    ParaEl,
    RectEl,
    TableEl,
    TextEl,
)

SPECIMEN_MARK = "SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT"
TOP_MARGIN = 60.0
BOTTOM_MARGIN = 54.0

# layout font name -> the Type 1 files (afm/pfb stem) in reportlab/fonts
_FONT_FILES = {
    "sans": "_a______",
    "sans-bold": "_ab_____",
    "sans-italic": "_ai_____",
    "serif": "_er_____",
    "serif-bold": "_eb_____",
    "serif-italic": "_ei_____",
    "mono": "com_____",
    "mono-bold": "cob_____",
}


@cache
def font_names() -> dict[str, str]:
    """Register the embedded faces once per process; layout font -> reportlab font name."""
    folder = os.path.join(os.path.dirname(reportlab.__file__), "fonts")
    out = {}
    for key, stem in _FONT_FILES.items():
        face = pdfmetrics.EmbeddedType1Face(os.path.join(folder, stem + ".afm"), os.path.join(folder, stem + ".pfb"))
        if face.name in pdfmetrics.standardFonts:
            # reportlab never embeds a face named like one of the standard 14 (Courier): rename it
            face.name = f"RagGen-{face.name}"
        pdfmetrics.registerTypeFace(face)
        name = f"rg-{key}"
        pdfmetrics.registerFont(pdfmetrics.Font(name, face.name, "WinAnsiEncoding"))
        out[key] = name
    return out | truetype_names()


@dataclass(frozen=True)
class RenderedPdf:
    data: bytes
    pages: int
    # with box_values=False: each box whose value was left out, and the page (from 0) it is drawn on
    left_out: tuple[tuple[int, BoxEl], ...] = ()


@dataclass(frozen=True)
class ValueLine:
    """One line of a box's value as drawn: its anchor `x` (the left edge, the centre or the right
    edge, as the box aligns), its baseline `top` from the page's top edge, its text."""

    x: float
    top: float
    text: str


def box_label_lines(el: BoxEl) -> list[str]:
    return el.label.split("\n") if el.label else []


def box_value_lines(el: BoxEl) -> list[ValueLine]:
    """Where a box's value is drawn: below its label, its last line 4 pt above the box's bottom."""
    value_lines = el.value.split("\n") if el.value else []
    if not value_lines:
        return []
    lead = el.size * 1.15
    last = el.y + el.h - 4
    first = max(el.y + 2 + el.label_size * len(box_label_lines(el)) + el.size, last - lead * (len(value_lines) - 1))
    anchor = {"right": el.x + el.w - 4, "center": el.x + el.w / 2}.get(el.align, el.x + 5)
    return [ValueLine(anchor, first + i * lead, line) for i, line in enumerate(value_lines)]


class _Drawer:
    def __init__(self, spec: LayoutSpec, title: str, box_values: bool = True) -> None:
        self.fonts = font_names()
        self.box_values = box_values
        self.left_out: list[tuple[int, BoxEl]] = []
        self.buf = io.BytesIO()
        first = PAGE_SIZES[spec.pages[0].size]
        # initialFontName: without it every page names the non-embedded Helvetica
        self.c = canvas.Canvas(self.buf, pagesize=first, invariant=1, pageCompression=1,
                               initialFontName=self.fonts["sans"], initialFontSize=9)
        self.c.setTitle(title)
        self.c.setAuthor("rag-gen")
        self.c.setSubject(SPECIMEN_MARK)
        self.c.setCreator("rag-gen")
        self.width, self.height = first
        self.pages = 0
        self.cursor = TOP_MARGIN
        self.page_open = False

    # --- pages -------------------------------------------------------------------------
    def start_page(self, size: str) -> None:
        if self.page_open:
            self.c.showPage()
        self.width, self.height = PAGE_SIZES[size]
        self.c.setPageSize((self.width, self.height))
        self.pages += 1
        self.page_open = True
        self.cursor = TOP_MARGIN
        self.mark()

    def mark(self) -> None:
        c = self.c
        c.saveState()
        c.setFillColorRGB(0.75, 0.05, 0.05)
        c.setFont(self.fonts["sans-bold"], 7)
        c.drawCentredString(self.width / 2, self.height - 14, SPECIMEN_MARK)
        c.drawCentredString(self.width / 2, 10, f"{SPECIMEN_MARK} - page {self.pages}")
        c.restoreState()

    def y(self, top: float) -> float:
        return self.height - top

    def string(self, x: float, top: float, text: str, font: str, size: float, align: str = "left") -> None:
        try:
            text.encode("cp1252")
        except UnicodeEncodeError as exc:
            raise LayoutError(f"cannot draw {text!r}: {text[exc.start]!r} is outside the fonts' WinAnsi encoding"
                              ) from None
        self.c.setFont(self.fonts[font], size)
        if align == "center":
            self.c.drawCentredString(x, self.y(top), text)
        elif align == "right":
            self.c.drawRightString(x, self.y(top), text)
        else:
            self.c.drawString(x, self.y(top), text)

    # --- elements ------------------------------------------------------------------------
    def text(self, el: TextEl) -> None:
        self.c.setFillGray(el.gray)
        for i, line in enumerate(el.text.split("\n")):
            self.string(el.x, el.y + i * el.size * 1.2, line, el.font, el.size, el.align)
        self.c.setFillGray(0)
        self.cursor = max(self.cursor, el.y + el.size)

    def box(self, el: BoxEl) -> None:
        c = self.c
        if el.shade:
            c.setFillGray(0.9)
            c.rect(el.x, self.y(el.y + el.h), el.w, el.h, stroke=0, fill=1)
            c.setFillGray(0)
        if el.border:
            c.setLineWidth(0.6)
            c.rect(el.x, self.y(el.y + el.h), el.w, el.h, stroke=1, fill=0)
        for i, line in enumerate(box_label_lines(el)):
            self.string(el.x + 2.5, el.y + 2 + el.label_size * (i + 1), line, "sans", el.label_size)
        if self.box_values:
            for drawn in box_value_lines(el):
                self.string(drawn.x, drawn.top, drawn.text, el.font, el.size, el.align)
        elif el.value:
            self.left_out.append((self.pages - 1, el))
        self.cursor = max(self.cursor, el.y + el.h)

    def line(self, el: LineEl) -> None:
        self.c.setStrokeGray(el.gray)
        self.c.setLineWidth(el.width)
        self.c.line(el.x1, self.y(el.y1), el.x2, self.y(el.y2))
        self.c.setStrokeGray(0)

    def rect(self, el: RectEl) -> None:
        c = self.c
        c.setLineWidth(el.width)
        if el.fill is not None:
            c.setFillGray(el.fill)
        c.rect(el.x, self.y(el.y + el.h), el.w, el.h, stroke=1 if el.stroke else 0, fill=0 if el.fill is None else 1)
        c.setFillGray(0)
        self.cursor = max(self.cursor, el.y + el.h)

    def checkbox(self, el: CheckboxEl) -> None:
        c = self.c
        c.setLineWidth(0.7)
        c.rect(el.x, self.y(el.y + el.size), el.size, el.size, stroke=1, fill=0)
        if el.checked:
            c.setLineWidth(1.2)
            c.line(el.x + 1.5, self.y(el.y + 1.5), el.x + el.size - 1.5, self.y(el.y + el.size - 1.5))
            c.line(el.x + 1.5, self.y(el.y + el.size - 1.5), el.x + el.size - 1.5, self.y(el.y + 1.5))
        if el.label:
            self.string(el.x + el.size + 3, el.y + el.size - 1, el.label, "sans-bold", el.size)

    def table(self, el: TableEl) -> None:
        c = self.c
        total = sum(col.width for col in el.columns)
        rh = el.row_height
        c.setFillGray(el.header_fill)
        c.rect(el.x, self.y(el.y + rh), total, rh, stroke=0, fill=1)
        c.setFillGray(0)
        for i, row in enumerate([[col.title for col in el.columns], *el.rows]):
            top = el.y + i * rh
            if i > 0 and el.zebra and i % 2 == 0:
                c.setFillGray(0.95)
                c.rect(el.x, self.y(top + rh), total, rh, stroke=0, fill=1)
                c.setFillGray(0)
            x = el.x
            font = "sans-bold" if i == 0 else el.font
            for col, cell in zip(el.columns, row, strict=False):
                base = top + rh - (rh - el.size) / 2 - 1
                if col.align == "right":
                    self.string(x + col.width - 4, base, cell, font, el.size, "right")
                elif col.align == "center":
                    self.string(x + col.width / 2, base, cell, font, el.size, "center")
                else:
                    self.string(x + 4, base, cell, font, el.size)
                x += col.width
        bottom = el.y + rh * (len(el.rows) + 1)
        c.setLineWidth(0.8)
        c.rect(el.x, self.y(bottom), total, bottom - el.y, stroke=1, fill=0)
        c.setLineWidth(0.4)
        c.line(el.x, self.y(el.y + rh), el.x + total, self.y(el.y + rh))
        self.cursor = max(self.cursor, bottom)

    def para(self, el: ParaEl, size: str) -> None:
        leading = el.leading or el.size * 1.3
        if el.y is not None:
            self.cursor = el.y
        font = self.fonts[el.font]
        lines: list[str] = []
        for chunk in el.text.split("\n"):
            lines += simpleSplit(chunk, font, el.size, el.w) or [""]
        for line in lines:
            if self.cursor + leading > self.height - BOTTOM_MARGIN:
                self.start_page(size)
            self.cursor += leading
            if el.align == "center":
                self.string(el.x + el.w / 2, self.cursor, line, el.font, el.size, "center")
            else:
                self.string(el.x, self.cursor, line, el.font, el.size)
        self.cursor += el.space_after

    def finish(self) -> RenderedPdf:
        self.c.showPage()
        self.c.save()
        return RenderedPdf(self.buf.getvalue(), self.pages, tuple(self.left_out))


def render_pdf(spec: LayoutSpec, title: str = "", box_values: bool = True) -> RenderedPdf:
    """Draw `spec`; the same spec and title give the same bytes in any process. `box_values=False`
    leaves the boxes' values out (a fillable form's producer puts them in form fields)."""
    d = _Drawer(spec, title, box_values)
    draw = {TextEl: d.text, BoxEl: d.box, LineEl: d.line, RectEl: d.rect, CheckboxEl: d.checkbox, TableEl: d.table}
    for page in spec.pages:
        d.start_page(page.size)
        for el in page.elements:
            if isinstance(el, ParaEl):
                d.para(el, page.size)
            else:
                draw[type(el)](el)  # type: ignore[operator]
    return d.finish()
