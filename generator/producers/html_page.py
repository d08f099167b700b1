"""A layout spec as a web page: HTML and CSS flowed as a portal would print it (the `html` producer).

Nothing is positioned absolutely. Each page of the spec becomes a `<section>` (a page break
before all but the first) in which the elements are read top to bottom: texts whose baselines
meet on one line become one row (its items spread across the line, label left and value right,
as a portal prints "label ... value"), boxes side by side become a row of bordered cells (label
above value) or, in the `list` field style, rows of a two-column table (label, value); tables
stay `<table>`s, prose `<p>`s, checkboxes a bordered mark before their label. Lines and
rectangles are the print layout's decoration and are left out. The specimen mark is printed
in every page's top and bottom margin boxes, as reportlab prints it in its margins.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Final

from reportlab.pdfbase import pdfmetrics

from generator.documents.layout import BoxEl, CheckboxEl, LayoutSpec, ParaEl, TableEl, TextEl
from generator.producers.web_fonts import MONO, SANS, SERIF, font_face_css
from generator.render.pdf import SPECIMEN_MARK, font_names

ROW_TOLERANCE: Final[float] = 3.0  # points: baselines this close share a row
LIGHTEST: Final[float] = 0.5  # the lightest gray text is set in: reportlab's white on a dark rectangle
FIELD_STYLES: Final[tuple[str, ...]] = ("grid", "list")
TYPEFACES: Final[tuple[str, ...]] = ("as-designed", "sans")
# CSS's names of the layout's paper sizes (generator/documents/layout.py PAGE_SIZES), turned ones included
CSS_PAGE_SIZES: Final[dict[str, str]] = {"letter": "letter", "legal": "legal", "a4": "A4",
                                         "letter-landscape": "letter landscape", "legal-landscape": "legal landscape",
                                         "a4-landscape": "A4 landscape"}

Item = TextEl | BoxEl | CheckboxEl | TableEl | ParaEl


@dataclass(frozen=True)
class WebStyle:
    """What the portal's stylesheet chose: margins, type scale, how fields print, the typeface."""

    margin: float  # inches
    scale: float  # every font size times this
    fields: str  # grid: boxes as bordered cells side by side; list: a two-column table of label and value
    typeface: str  # as-designed: each element's family (sans, serif, mono); sans: one family throughout


def _font(font: str, typeface: str) -> str:
    """CSS declarations for a layout font name (the procedural layouts' `vera` faces print as sans)."""
    family = SANS if font.startswith(("sans", "vera")) else MONO if font.startswith("mono") else SERIF
    if typeface == "sans":
        family = SANS
    weight = 700 if font.endswith("-bold") else 400
    style = "italic" if font.endswith("-italic") else "normal"
    return f"font-family: '{family}'; font-weight: {weight}; font-style: {style}"


def _lines(text: str) -> str:
    return "<br>".join(html.escape(line) for line in text.split("\n"))


def _anchor(el: Item) -> float | None:
    """Where the element's first line of text sits on its page (points from the top), or None
    for prose that continues below the element before it."""
    if isinstance(el, TextEl):
        return el.y
    if isinstance(el, BoxEl):
        return el.y + 2 + el.label_size
    if isinstance(el, CheckboxEl):
        return el.y + el.size - 1
    if isinstance(el, TableEl):
        return el.y + el.row_height
    return None if el.y is None else el.y + (el.leading or el.size * 1.3)


def _reading_order(elements: list[Item]) -> list[tuple[float, Item]]:
    keyed: list[tuple[float, float, int, Item]] = []
    last = 0.0
    for position, el in enumerate(elements):
        anchor = _anchor(el)
        last = last if anchor is None else anchor
        x = el.x if not isinstance(el, ParaEl) or el.y is not None else 0.0
        keyed.append((last, x, position, el))
    if any(isinstance(el, ParaEl) and el.y is None for el in elements):
        return [(k[0], k[3]) for k in keyed]  # flowing prose keeps the template's order
    return [(k[0], k[3]) for k in sorted(keyed, key=lambda k: (k[0], k[1], k[2]))]


def _group(ordered: list[tuple[float, Item]]) -> list[list[Item]]:
    """Runs of texts (and checkboxes) on one line, runs of boxes on one line; any other element alone."""
    groups: list[list[Item]] = []
    kinds: list[str] = []
    anchors: list[float] = []
    for anchor, el in ordered:
        kind = "box" if isinstance(el, BoxEl) else "text" if isinstance(el, TextEl | CheckboxEl) else "block"
        if kind != "block" and groups and kinds[-1] == kind and abs(anchor - anchors[-1]) <= ROW_TOLERANCE:
            groups[-1].append(el)
            continue
        groups.append([el])
        kinds.append(kind)
        anchors.append(anchor)
    return groups


def _width(el: TextEl | CheckboxEl) -> float:
    """How wide reportlab draws the element (its widest line), in points."""
    fonts = font_names()
    if isinstance(el, CheckboxEl):
        return el.size + 3 + pdfmetrics.stringWidth(el.label, fonts["sans-bold"], el.size)
    return max(pdfmetrics.stringWidth(line, fonts[el.font], el.size) for line in el.text.split("\n"))


def _span(el: TextEl | CheckboxEl) -> tuple[float, float]:
    """The element's left and right edge on reportlab's page."""
    width = _width(el)
    if isinstance(el, CheckboxEl) or el.align == "left":
        return el.x, el.x + width
    if el.align == "right":
        return el.x - width, el.x
    return el.x - width / 2, el.x + width / 2


def _bounds(items: list[Item]) -> tuple[float, float]:
    """The page's content from its leftmost to its rightmost edge, in reportlab's points."""
    edges: list[tuple[float, float]] = []
    for el in items:
        if isinstance(el, TextEl | CheckboxEl):
            edges.append(_span(el))
        elif isinstance(el, BoxEl):
            edges.append((el.x, el.x + el.w))
        elif isinstance(el, TableEl):
            edges.append((el.x, el.x + sum(c.width for c in el.columns)))
        else:
            edges.append((el.x, el.x + el.w))
    if not edges:
        return 0.0, 1.0
    left, right = min(e[0] for e in edges), max(e[1] for e in edges)
    return left, max(right, left + 1.0)


class _Writer:
    def __init__(self, style: WebStyle, bounds: tuple[float, float]) -> None:
        self.style = style
        self.left, self.right = bounds
        self.out: list[str] = []

    def size(self, points: float) -> str:
        return f"font-size: {round(points * self.style.scale, 2)}pt"

    def share(self, start: float, end: float) -> str:
        """A width as a share of the content's width (a column of the row, as a portal's grid sets it)."""
        return f"{round(100 * max(end - start, 0.0) / (self.right - self.left), 2)}%"

    def spacer(self, start: float, end: float) -> str:
        return f'<span class="gap" style="width: {self.share(start, end)}"></span>' if end - start >= 1 else ""

    def text_cell(self, el: TextEl | CheckboxEl) -> str:
        if isinstance(el, CheckboxEl):
            mark = "X" if el.checked else "&#160;"
            return (f'<span style="{_font("sans-bold", self.style.typeface)}; {self.size(el.size)}">'
                    f'<span class="check">{mark}</span> {_lines(el.label)}</span>')
        gray = round(min(el.gray, LIGHTEST) * 255)  # light type stood on a dark band the page leaves out
        color = f"; color: rgb({gray}, {gray}, {gray})" if el.gray else ""
        font = _font(el.font, self.style.typeface)
        return f'<span style="{font}; {self.size(el.size)}{color}">{_lines(el.text)}</span>'

    def text_row(self, items: list[Item]) -> None:
        """Each item in a cell from its left edge to the next item's, the last in the rest of the line
        (set right, up to its right edge, if it was): values stay over their captions and beside their
        labels. A cell never wraps its text: cells give up their room down to their text's width."""
        placed = sorted(((_span(el), el) for el in items if isinstance(el, TextEl | CheckboxEl)),
                        key=lambda p: p[0][0])
        if len(placed) == 1 and isinstance(placed[0][1], TextEl) and placed[0][1].align == "center":
            self.out.append(f'<div class="row" style="justify-content: center">{self.text_cell(placed[0][1])}</div>')
            return
        cells = [self.spacer(self.left, placed[0][0][0])]
        for i, ((start, end), el) in enumerate(placed):
            if i == len(placed) - 1:  # the last takes the rest of the line, or up to its right edge if set right
                right_set = isinstance(el, TextEl) and el.align == "right"
                align = "right" if right_set else "left"
                cells.append(f'<div class="cell last" style="text-align: {align}">{self.text_cell(el)}</div>')
                cells.append(self.spacer(end, self.right) if right_set else "")
            else:
                cells.append(f'<div class="cell" style="width: {self.share(start, placed[i + 1][0][0])}">'
                             f"{self.text_cell(el)}</div>")
        self.out.append(f'<div class="row">{"".join(cells)}</div>')

    def box_grid(self, boxes: list[BoxEl]) -> None:
        ordered = sorted(boxes, key=lambda b: b.x)
        cells = [self.spacer(self.left, ordered[0].x)]
        for el in ordered:
            shade = " shade" if el.shade else ""
            border = "" if el.border else " borderless"
            cells.append(
                f'<div class="box{shade}{border}" style="width: {self.share(el.x, el.x + el.w)}">'
                f'<div class="label" style="{self.size(el.label_size)}">{_lines(el.label)}</div>'
                f'<div class="value" style="{_font(el.font, self.style.typeface)}; {self.size(el.size)}; '
                f'text-align: {el.align}">{_lines(el.value)}</div></div>')
        self.out.append(f'<div class="boxes">{"".join(cells)}</div>')

    def box_list(self, boxes: list[BoxEl]) -> None:
        rows = []
        for el in sorted(boxes, key=lambda b: b.x):
            rows.append(f'<tr><th style="{self.size(max(el.label_size, 7.5))}">{_lines(el.label)}</th>'
                        f'<td style="{_font(el.font, self.style.typeface)}; {self.size(el.size)}">'
                        f"{_lines(el.value)}</td></tr>")
        self.out.append(f'<table class="fields">{"".join(rows)}</table>')

    def table(self, el: TableEl) -> None:
        total = sum(c.width for c in el.columns) or 1.0
        cols = "".join(f'<col style="width: {round(100 * c.width / total, 2)}%">' for c in el.columns)
        head = "".join(f'<th style="text-align: {c.align}">{_lines(c.title)}</th>' for c in el.columns)
        body = []
        for row in el.rows:
            cells = "".join(f'<td style="text-align: {c.align}">{_lines(cell)}</td>'
                            for c, cell in zip(el.columns, row, strict=False))
            body.append(f"<tr>{cells}</tr>")
        zebra = " zebra" if el.zebra else ""
        self.out.append(f'<table class="data{zebra}" style="{_font(el.font, self.style.typeface)}; '
                        f'{self.size(el.size)}"><colgroup>{cols}</colgroup><thead><tr>{head}</tr></thead>'
                        f'<tbody>{"".join(body)}</tbody></table>')

    def para(self, el: ParaEl) -> None:
        self.out.append(f'<p style="{_font(el.font, self.style.typeface)}; {self.size(el.size)}; '
                        f'text-align: {el.align}">{_lines(el.text)}</p>')

    def group(self, items: list[Item]) -> None:
        first = items[0]
        if isinstance(first, BoxEl):
            boxes = [el for el in items if isinstance(el, BoxEl)]
            (self.box_list if self.style.fields == "list" else self.box_grid)(boxes)
        elif isinstance(first, TextEl | CheckboxEl):
            self.text_row(items)
        elif isinstance(first, TableEl):
            self.table(first)
        elif isinstance(first, ParaEl):
            self.para(first)


def stylesheet(style: WebStyle, first_size: str) -> str:
    """The page's CSS: the fonts, the pages and their margin boxes, and the rules of every block."""
    mark = f'font-family: "{SANS}"; font-weight: 700; font-size: 7pt; color: rgb(191, 13, 13)'
    return f"""{font_face_css()}
@page {{ size: {CSS_PAGE_SIZES[first_size]}; margin: {style.margin}in;
  @top-center {{ content: "{SPECIMEN_MARK}"; {mark} }}
  @bottom-center {{ content: "{SPECIMEN_MARK} - page " counter(page); {mark} }} }}
@page letter {{ size: letter }}
@page legal {{ size: legal }}
@page a4 {{ size: A4 }}
section.letter {{ page: letter }}
section.legal {{ page: legal }}
section.a4 {{ page: a4 }}
section + section {{ break-before: page }}
body {{ font-family: "{SANS}"; font-size: {round(9 * style.scale, 2)}pt; color: black; margin: 0 }}
.row {{ display: flex; align-items: baseline; margin: 1.5pt 0 }}
.row .cell {{ flex: 0 1 auto; white-space: nowrap; padding-right: 4pt; box-sizing: border-box }}
.row .cell.last {{ flex: 1 0 auto; padding-right: 0 }}
.gap {{ flex: 0 1 auto; display: block }}
.check {{ display: inline-block; width: 1em; border: 0.7pt solid black; text-align: center; line-height: 1 }}
.boxes {{ display: flex; margin: 0 }}
.box {{ flex: none; box-sizing: border-box; border: 0.6pt solid black; margin: 0 0 -0.6pt 0; padding: 1.5pt 4pt 3pt 4pt;
  min-height: 18pt }}
.box.borderless {{ border-color: transparent }}
.box.shade {{ background: rgb(230, 230, 230) }}
.box .label {{ color: rgb(40, 40, 40); margin-bottom: 2pt }}
table {{ border-collapse: collapse; width: 100%; margin: 4pt 0 }}
table.fields th {{ text-align: left; font-weight: 400; color: rgb(40, 40, 40); width: 45%; padding: 2pt 4pt;
  border-bottom: 0.4pt solid rgb(190, 190, 190); vertical-align: top }}
table.fields td {{ padding: 2pt 4pt; border-bottom: 0.4pt solid rgb(190, 190, 190) }}
table.data {{ border: 0.8pt solid black }}
table.data thead th {{ background: rgb(217, 217, 217); font-weight: 700; padding: 2pt 4pt }}
table.data td {{ padding: 1.5pt 4pt }}
table.data.zebra tbody tr:nth-child(even) {{ background: rgb(242, 242, 242) }}
p {{ margin: 3pt 0 6pt 0 }}
"""


def page_html(spec: LayoutSpec, title: str, style: WebStyle) -> str:
    """The whole document as one HTML page (its stylesheet inline)."""
    body = []
    for page in spec.pages:
        items: list[Item] = [el for el in page.elements if isinstance(el, TextEl | BoxEl | CheckboxEl | TableEl
                                                                      | ParaEl)]
        writer = _Writer(style, _bounds(items))
        for group in _group(_reading_order(items)):
            writer.group(group)
        body.append(f'<section class="{page.size}">{"".join(writer.out)}</section>')
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
            f'<meta name="author" content="rag-gen"><meta name="description" content="{SPECIMEN_MARK}">'
            f"<style>{stylesheet(style, spec.pages[0].size)}</style></head>"
            f'<body>{"".join(body)}</body></html>')
