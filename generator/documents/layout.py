"""The layout spec: what a template's layout.j2 renders to, and what render_pdf draws.

A layout.j2 renders to JSON lines, one element per line; a `page` element starts a new
page. Coordinates are PDF points from the page's top-left corner (y grows downwards).
Templates build the lines with the helper functions in `ELEMENT_HELPERS` (`box(...)`,
`text(...)`, ...), which write exactly these fields.
"""

from __future__ import annotations

import json
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from harness.runtime.errors import RagError

# vera: unseen procedural layouts only (generator/documents/fonts.py)
FontName = Literal["sans", "sans-bold", "sans-italic", "mono", "mono-bold", "serif", "serif-bold", "serif-italic",
                   "vera", "vera-bold", "vera-italic"]
Align = Literal["left", "center", "right"]
PAGE_SIZES = {"letter": (612.0, 792.0), "legal": (612.0, 1008.0), "a4": (595.28, 841.89),
              # turned a quarter: an unseen procedural statement's wide table (generator/documents/procedural/)
              "letter-landscape": (792.0, 612.0), "legal-landscape": (1008.0, 612.0), "a4-landscape": (841.89, 595.28)}


class LayoutError(RagError):
    """A template's layout did not render to a valid layout spec."""


class _El(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PageEl(_El):
    kind: Literal["page"]
    size: Literal["letter", "legal", "a4"] = "letter"


class TextEl(_El):
    kind: Literal["text"]
    x: float
    y: float
    text: str
    size: float = 9
    font: FontName = "sans"
    align: Align = "left"
    gray: float = 0.0


class BoxEl(_El):
    """A form box: a numbered label in small type at its top, the value below it."""

    kind: Literal["box"]
    x: float
    y: float
    w: float
    h: float
    label: str = ""
    value: str = ""
    size: float = 10
    label_size: float = 6
    align: Align = "left"
    font: FontName = "mono"
    shade: bool = False
    border: bool = True


class LineEl(_El):
    kind: Literal["line"]
    x1: float
    y1: float
    x2: float
    y2: float
    width: float = 0.5
    gray: float = 0.0


class RectEl(_El):
    kind: Literal["rect"]
    x: float
    y: float
    w: float
    h: float
    fill: float | None = None  # gray level 0 (black) .. 1 (white); None: no fill
    stroke: bool = True
    width: float = 0.5


class CheckboxEl(_El):
    kind: Literal["checkbox"]
    x: float
    y: float
    label: str = ""
    checked: bool = False
    size: float = 8


class Column(_El):
    title: str
    width: float
    align: Align = "left"


class TableEl(_El):
    kind: Literal["table"]
    x: float
    y: float
    columns: list[Column]
    rows: list[list[str]]
    size: float = 8
    row_height: float = 13
    header_fill: float = 0.85
    zebra: bool = True
    font: FontName = "sans"


class ParaEl(_El):
    """Wrapped prose; with no `y` it continues below the previous paragraph and flows onto
    new pages (same size) when it runs past the bottom margin."""

    kind: Literal["para"]
    text: str
    x: float = 72
    w: float = 468
    y: float | None = None
    size: float = 10
    leading: float | None = None
    font: FontName = "serif"
    space_after: float = 6
    align: Literal["left", "justify", "center"] = "left"


Element = Annotated[
    PageEl | TextEl | BoxEl | LineEl | RectEl | CheckboxEl | TableEl | ParaEl, Field(discriminator="kind")
]
_ELEMENT = TypeAdapter(Element)


class Page(BaseModel):
    size: str = "letter"
    elements: list[Element] = Field(default_factory=list)


class LayoutSpec(BaseModel):
    pages: list[Page]

    def texts(self) -> list[str]:
        """Every string the spec draws (labels, values, cells, prose), in order."""
        out: list[str] = []
        for page in self.pages:
            for el in page.elements:
                if isinstance(el, TextEl):
                    out.append(el.text)
                elif isinstance(el, BoxEl):
                    out += [el.label, el.value]
                elif isinstance(el, CheckboxEl):
                    out.append(el.label)
                elif isinstance(el, TableEl):
                    out += [c.title for c in el.columns] + [cell for row in el.rows for cell in row]
                elif isinstance(el, ParaEl):
                    out.append(el.text)
        return [t for t in out if t]


def parse_layout(text: str, source: str) -> LayoutSpec:
    """JSON lines -> LayoutSpec; raise LayoutError naming `source` and the line."""
    pages: list[Page] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            el = _ELEMENT.validate_python(json.loads(line))
        except json.JSONDecodeError as exc:
            raise LayoutError(f"{source}: line {number}: invalid JSON: {exc.msg}") from None
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in err["loc"])
            where = f"{where}: " if where else ""
            raise LayoutError(f"{source}: line {number}: {where}{err['msg']}") from None
        if isinstance(el, PageEl):
            pages.append(Page(size=el.size))
        elif not pages:
            raise LayoutError(f"{source}: line {number}: an element before the first page()")
        else:
            pages[-1].elements.append(el)
    if not pages:
        raise LayoutError(f"{source}: the layout has no page")
    return LayoutSpec(pages=pages)


def _line(kind: str, **fields: object) -> str:
    return json.dumps({"kind": kind, **fields}, ensure_ascii=False, sort_keys=True)


def _page(size: str = "letter") -> str:
    return _line("page", size=size)


def _text(x: float, y: float, text: object, size: float = 9, font: str = "sans", align: str = "left",
          gray: float = 0.0) -> str:
    return _line("text", x=x, y=y, text=str(text), size=size, font=font, align=align, gray=gray)


def _box(x: float, y: float, w: float, h: float, label: str = "", value: object = "", size: float = 10,
         label_size: float = 6, align: str = "left", font: str = "mono", shade: bool = False,
         border: bool = True) -> str:
    return _line("box", x=x, y=y, w=w, h=h, label=label, value=str(value), size=size, label_size=label_size,
                 align=align, font=font, shade=shade, border=border)


def _hline(x1: float, y: float, x2: float, width: float = 0.5, gray: float = 0.0) -> str:
    return _line("line", x1=x1, y1=y, x2=x2, y2=y, width=width, gray=gray)


def _vline(x: float, y1: float, y2: float, width: float = 0.5, gray: float = 0.0) -> str:
    return _line("line", x1=x, y1=y1, x2=x, y2=y2, width=width, gray=gray)


def _rect(x: float, y: float, w: float, h: float, fill: float | None = None, stroke: bool = True,
          width: float = 0.5) -> str:
    return _line("rect", x=x, y=y, w=w, h=h, fill=fill, stroke=stroke, width=width)


def _checkbox(x: float, y: float, label: str = "", checked: bool = False, size: float = 8) -> str:
    return _line("checkbox", x=x, y=y, label=label, checked=bool(checked), size=size)


def _table(x: float, y: float, columns: list, rows: list, size: float = 8, row_height: float = 13,
           header_fill: float = 0.85, zebra: bool = True, font: str = "sans") -> str:
    cols = [{"title": c[0], "width": c[1], "align": c[2] if len(c) > 2 else "left"} for c in columns]
    return _line("table", x=x, y=y, columns=cols, rows=[[str(cell) for cell in row] for row in rows], size=size,
                 row_height=row_height, header_fill=header_fill, zebra=zebra, font=font)


def _para(text: object, x: float = 72, w: float = 468, y: float | None = None, size: float = 10,
          leading: float | None = None, font: str = "serif", space_after: float = 6, align: str = "left") -> str:
    return _line("para", text=str(text), x=x, w=w, y=y, size=size, leading=leading, font=font,
                 space_after=space_after, align=align)


ELEMENT_HELPERS = {
    "page": _page, "text": _text, "box": _box, "hline": _hline, "vline": _vline, "rect": _rect,
    "checkbox": _checkbox, "table": _table, "para": _para,
}
