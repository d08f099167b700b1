"""The sheet a procedural layout is drawn on: pages of layout elements, a vertical cursor,
text measurement, and where each ground-truth value was placed.

Widths are measured with the standard-14 metrics of the Type 1 faces the renderer embeds
(Arial-, Times- and Courier-metric: generator/render/pdf.py) and the TrueType faces'
own (generator/documents/fonts.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reportlab.pdfbase import pdfmetrics

from generator.documents.fonts import truetype_names
from generator.documents.layout import PAGE_SIZES, Element, LineEl, Page, RectEl, TextEl

METRICS = {"sans": "Helvetica", "sans-bold": "Helvetica-Bold", "sans-italic": "Helvetica-Oblique",
           "serif": "Times-Roman", "serif-bold": "Times-Bold", "serif-italic": "Times-Italic",
           "mono": "Courier", "mono-bold": "Courier-Bold"}
TOP = 52.0  # first content line: below the specimen mark and the page header
HEADER_Y = 34.0  # the page header's baseline (account reference, page x of y)
BOTTOM_GAP = 50.0  # no content below height - BOTTOM_GAP: the footer and the specimen mark live there


def width(text: str, font: str, size: float) -> float:
    name = METRICS.get(font) or truetype_names()[font]
    return float(pdfmetrics.stringWidth(text, name, size))


def wrap(tokens: list[tuple[str, str | None]], font: str, size: float, w: float) -> list[list[tuple[str, str | None]]]:
    """Tokens (text, field or None) into lines no wider than `w`; a token is never split, so
    a value printed inside a sentence stays whole on one line."""
    lines: list[list[tuple[str, str | None]]] = [[]]
    used = 0.0
    space = width(" ", font, size)
    for token in tokens:
        tw = width(token[0], font, size)
        if lines[-1] and used + space + tw > w:
            lines.append([])
            used = 0.0
        used += (space if lines[-1] else 0.0) + tw
        lines[-1].append(token)
    return lines


@dataclass
class Placement:
    page: int  # 1-based
    x: float
    y: float


@dataclass
class Sheet:
    size: str
    left: float
    right: float
    pages: list[list[Element]] = field(default_factory=lambda: [[]])
    y: float = TOP
    placements: dict[str, Placement] = field(default_factory=dict)

    @property
    def height(self) -> float:
        return PAGE_SIZES[self.size][1]

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def bottom(self) -> float:
        return self.height - BOTTOM_GAP

    def new_page(self) -> None:
        self.pages.append([])
        self.y = TOP

    def room(self, h: float) -> None:
        """Start a new page unless `h` points fit below the cursor."""
        if self.y + h > self.bottom and self.y > TOP:
            self.new_page()

    def place(self, fld: str | None, x: float, y: float) -> None:
        if fld is not None and fld not in self.placements:
            self.placements[fld] = Placement(len(self.pages), round(x, 2), round(y, 2))

    def text(self, x: float, y: float, text: str, size: float, font: str, align: str = "left",
             gray: float = 0.0, fld: str | None = None, page: int = -1) -> None:
        el = TextEl.model_validate({"kind": "text", "x": round(x, 2), "y": round(y, 2), "text": text, "size": size,
                                    "font": font, "align": align, "gray": gray})
        self.pages[page].append(el)
        self.place(fld, x, y)

    def hline(self, x1: float, y: float, x2: float, w: float = 0.5, gray: float = 0.0, page: int = -1) -> None:
        self.pages[page].append(LineEl(kind="line", x1=round(x1, 2), y1=round(y, 2), x2=round(x2, 2), y2=round(y, 2),
                                     width=w, gray=gray))

    def rect(self, x: float, y: float, w: float, h: float, fill: float | None = None, stroke: bool = True,
             lw: float = 0.5) -> None:
        self.pages[-1].append(RectEl(kind="rect", x=round(x, 2), y=round(y, 2), w=round(w, 2), h=round(h, 2),
                                     fill=fill, stroke=stroke, width=lw))

    def add(self, el: Element) -> None:
        self.pages[-1].append(el)

    def spec_pages(self) -> list[Page]:
        return [Page(size=self.size, elements=list(els)) for els in self.pages]
