"""Where a layout spec's elements sit on their page, and the spec moved and scaled on a new sheet
(the `a4` and `legal` producers, the `mailing` producer's enclosed document)."""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfbase.pdfmetrics import stringWidth

from generator.documents.layout import (
    BoxEl,
    CheckboxEl,
    Element,
    LineEl,
    Page,
    ParaEl,
    RectEl,
    TableEl,
    TextEl,
)
from generator.render.pdf import font_names


@dataclass(frozen=True)
class Extent:
    """The box the elements of a page cover, in points from the page's top-left corner."""

    left: float
    top: float
    right: float
    bottom: float


def _text_span(el: TextEl) -> tuple[float, float]:
    width = max(stringWidth(line, font_names()[el.font], el.size) for line in el.text.split("\n"))
    left = {"left": el.x, "center": el.x - width / 2, "right": el.x - width}[el.align]
    return left, left + width


def element_extent(el: Element) -> Extent | None:
    """The box `el` covers; a paragraph that flows (no `y`) counts for its width only (top = bottom = 0)."""
    if isinstance(el, TextEl):
        left, right = _text_span(el)
        return Extent(left, el.y - el.size, right, el.y + el.size * 1.2 * el.text.count("\n"))
    if isinstance(el, BoxEl | RectEl):
        return Extent(el.x, el.y, el.x + el.w, el.y + el.h)
    if isinstance(el, LineEl):
        return Extent(min(el.x1, el.x2), min(el.y1, el.y2), max(el.x1, el.x2), max(el.y1, el.y2))
    if isinstance(el, CheckboxEl):
        label = stringWidth(el.label, font_names()["sans-bold"], el.size) + 3 if el.label else 0.0
        return Extent(el.x, el.y, el.x + el.size + label, el.y + el.size)
    if isinstance(el, TableEl):
        return Extent(el.x, el.y, el.x + sum(c.width for c in el.columns), el.y + el.row_height * (len(el.rows) + 1))
    if isinstance(el, ParaEl):
        top = el.y if el.y is not None else 0.0
        return Extent(el.x, top, el.x + el.w, top)
    return None


def spec_extent(page: Page) -> Extent | None:
    """The box every element of `page` covers together (None: an empty page)."""
    boxes = [e for e in (element_extent(el) for el in page.elements) if e is not None]
    if not boxes:
        return None
    return Extent(min(b.left for b in boxes), min(b.top for b in boxes), max(b.right for b in boxes),
                  max(b.bottom for b in boxes))


def moved(el: Element, scale: float, dx: float) -> Element:
    """`el` with x' = scale * x + dx, y' = scale * y and every length and type size times `scale`."""
    def x(v: float) -> float:
        return scale * v + dx

    def s(v: float) -> float:
        return scale * v

    if isinstance(el, TextEl):
        return el.model_copy(update={"x": x(el.x), "y": s(el.y), "size": s(el.size)})
    if isinstance(el, BoxEl):
        return el.model_copy(update={"x": x(el.x), "y": s(el.y), "w": s(el.w), "h": s(el.h), "size": s(el.size),
                                     "label_size": s(el.label_size)})
    if isinstance(el, RectEl):
        return el.model_copy(update={"x": x(el.x), "y": s(el.y), "w": s(el.w), "h": s(el.h), "width": s(el.width)})
    if isinstance(el, LineEl):
        return el.model_copy(update={"x1": x(el.x1), "y1": s(el.y1), "x2": x(el.x2), "y2": s(el.y2),
                                     "width": s(el.width)})
    if isinstance(el, CheckboxEl):
        return el.model_copy(update={"x": x(el.x), "y": s(el.y), "size": s(el.size)})
    if isinstance(el, TableEl):
        columns = [c.model_copy(update={"width": s(c.width)}) for c in el.columns]
        return el.model_copy(update={"x": x(el.x), "y": s(el.y), "columns": columns, "size": s(el.size),
                                     "row_height": s(el.row_height)})
    if isinstance(el, ParaEl):
        return el.model_copy(update={
            "x": x(el.x), "w": s(el.w), "y": None if el.y is None else s(el.y), "size": s(el.size),
            "leading": None if el.leading is None else s(el.leading), "space_after": s(el.space_after)})
    raise TypeError(f"no geometry for {type(el).__name__}")
