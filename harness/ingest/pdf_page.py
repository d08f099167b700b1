"""One PDF page's text layer as a reader sees it: upright, with its form fields' values in place.

- **Upright**: pdfium orders a page's characters by how the page is displayed, so the text of
  a page with `/Rotate` or of text drawn turned (a landscape statement set sideways on a
  portrait page) comes out with its lines' pieces reversed. When a page has `/Rotate` or its
  characters mostly run at 90, 180 or 270 degrees, the page is turned in memory (its objects
  rotated so that its text runs left to right, `/Rotate` dropped) before its text is read;
  an upright page without `/Rotate` is read as it is, its text unchanged.
- **Form fields**: the values of a fillable form's text and choice fields (AcroForm widgets)
  are no page content, and pdfium's text leaves them out. Each visible widget's value is
  placed where it sits: into the text line it shares a row with (beside its label, before
  whatever the line prints to its right), or, when no line shares its row, as a line of its
  own after the nearest line above it that it lies under (a label over its box), widgets on
  one row joined left to right. A value the page's text already shows within the widget's
  rectangle (a form flattened with its widgets kept) is not added twice.

Coordinates are PDF points, y up, in the page's (turned) user space; pdfium char boxes are
tight, so rows are matched by vertical centres rather than by overlap.
"""

from __future__ import annotations

import ctypes
import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

ANGLE_SAMPLE = 64  # characters sampled to tell which way a page's text runs


@dataclass(frozen=True)
class Box:
    left: float
    bottom: float
    right: float
    top: float

    @property
    def middle(self) -> float:
        return (self.bottom + self.top) / 2


@dataclass(frozen=True)
class Piece:
    """Text placed on the page outside its content stream (a widget's value) and where."""

    text: str
    box: Box


@dataclass(frozen=True)
class PdfPageText:
    layer: str  # the text layer alone (what the garbage test reads)
    text: str  # with the form fields' values placed
    fields: int  # how many widget values were placed
    turned: int  # degrees the page was turned to read it upright (0: read as it is)
    size: tuple[float, float]  # width and height in points, as displayed
    rotation: int  # the page's /Rotate (clockwise degrees)


@dataclass
class _Line:
    chars: list[tuple[str, Box | None]]

    def text(self) -> str:
        return "".join(c for c, _ in self.chars)

    def box(self) -> Box | None:
        boxes = [b for c, b in self.chars if b is not None and not c.isspace()]
        if not boxes:
            return None
        return Box(min(b.left for b in boxes), min(b.bottom for b in boxes),
                   max(b.right for b in boxes), max(b.top for b in boxes))


def read_page(pdf: Any, index: int) -> PdfPageText:
    """The text of page `index` (0-based) of a pypdfium2 PdfDocument (forms initialized
    with `pdf.init_forms()` before any page was loaded, when it has any)."""
    import pypdfium2 as pdfium

    page = pdf[index]
    try:
        size, rotation = page.get_size(), page.get_rotation()
        textpage = page.get_textpage()
        turned = _text_angle(textpage)
        matrix = None
        if turned or rotation:
            textpage.close()
            if turned:
                matrix = pdfium.PdfMatrix().rotate((360 - turned) % 360)
                for obj in list(page.get_objects(max_depth=0)):
                    obj.transform(matrix)
            page.set_rotation(0)
            textpage = page.get_textpage()
        try:
            layer = textpage.get_text_range()
            pieces = [p for p in _widget_pieces(pdf, page, matrix) if not _shown(textpage, p)]
            text = _merge(_lines(textpage), pieces) if pieces else layer
        finally:
            textpage.close()
    finally:
        page.close()
    return PdfPageText(layer, text, len(pieces), turned, size, rotation)


def _text_angle(textpage: Any) -> int:
    """The angle (0, 90, 180, 270; pdfium's, clockwise) most of the page's first characters run at."""
    import pypdfium2.raw as raw

    angles: Counter[int] = Counter()
    for i in range(textpage.count_chars()):
        if sum(angles.values()) >= ANGLE_SAMPLE:
            break
        if raw.FPDFText_IsGenerated(textpage.raw, i) == 1 or chr(raw.FPDFText_GetUnicode(textpage.raw, i)).isspace():
            continue
        radians = raw.FPDFText_GetCharAngle(textpage.raw, i)
        if radians >= 0:
            angles[round(math.degrees(radians) / 90) % 4 * 90] += 1
    if not angles:
        return 0
    angle, count = angles.most_common(1)[0]
    return angle if count * 2 > sum(angles.values()) else 0


def _widget_pieces(pdf: Any, page: Any, matrix: Any) -> list[Piece]:
    """The non-empty values of the page's visible text and choice field widgets."""
    import pypdfium2.raw as raw

    form = pdf.formenv
    if not form:
        return []
    pieces = []
    for i in range(raw.FPDFPage_GetAnnotCount(page.raw)):
        annot = raw.FPDFPage_GetAnnot(page.raw, i)
        try:
            if raw.FPDFAnnot_GetSubtype(annot) != raw.FPDF_ANNOT_WIDGET:
                continue
            if raw.FPDFAnnot_GetFlags(annot) & (raw.FPDF_ANNOT_FLAG_HIDDEN | raw.FPDF_ANNOT_FLAG_INVISIBLE):
                continue
            kind = raw.FPDFAnnot_GetFormFieldType(form.raw, annot)
            if kind not in (raw.FPDF_FORMFIELD_TEXTFIELD, raw.FPDF_FORMFIELD_COMBOBOX, raw.FPDF_FORMFIELD_LISTBOX):
                continue
            value = _field_value(form.raw, annot).strip()
            rect = raw.FS_RECTF()
            if not value or not raw.FPDFAnnot_GetRect(annot, rect):
                continue
            corners = [(rect.left, rect.bottom), (rect.right, rect.top)]
            if matrix is not None:
                corners = [matrix.on_point(x, y) for x, y in corners]
            (x0, y0), (x1, y1) = corners
            pieces.append(Piece(value, Box(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))))
        finally:
            raw.FPDFPage_CloseAnnot(annot)
    return pieces


def _field_value(form: Any, annot: Any) -> str:
    import pypdfium2.raw as raw

    size = raw.FPDFAnnot_GetFormFieldValue(form, annot, None, 0)
    if size <= 2:
        return ""
    buf = ctypes.create_string_buffer(size)
    raw.FPDFAnnot_GetFormFieldValue(form, annot, ctypes.cast(buf, ctypes.POINTER(raw.FPDF_WCHAR)), size)
    return buf.raw[:size - 2].decode("utf-16-le", errors="replace")


def _shown(textpage: Any, piece: Piece) -> bool:
    """The page's own text already shows the piece inside its rectangle."""
    b = piece.box
    shown = textpage.get_text_bounded(left=b.left, bottom=b.bottom, right=b.right, top=b.top)
    return " ".join(piece.text.split()) in " ".join(shown.split())


def _lines(textpage: Any) -> list[_Line]:
    """The page's text as pdfium orders it, in lines, each character with its box."""
    import pypdfium2.raw as raw

    tp = textpage.raw
    lines = [_Line([])]
    left, right, bottom, top = (ctypes.c_double() for _ in range(4))
    for i in range(textpage.count_chars()):
        char = chr(raw.FPDFText_GetUnicode(tp, i))
        if char == "\r":
            continue
        if char == "\n":
            lines.append(_Line([]))
            continue
        box = None
        if not char.isspace() and raw.FPDFText_GetCharBox(tp, i, left, right, bottom, top):
            box = Box(left.value, bottom.value, right.value, top.value)
        lines[-1].chars.append((char, box))
    return lines


def _merge(lines: list[_Line], pieces: list[Piece]) -> str:
    """The lines' text with every piece placed by position (see the module's rules)."""
    boxes = [ln.box() for ln in lines]
    inline: dict[int, list[tuple[int, float, str]]] = {}  # line -> (char index, left, text)
    rows: list[list[Piece]] = []
    for piece in sorted(pieces, key=lambda p: (-p.box.middle, p.box.left)):
        for part in _split(piece):
            host = _host(boxes, part.box)
            if host is not None:
                chars = lines[host].chars
                at = next((k for k, (_, b) in enumerate(chars) if b is not None and b.left >= part.box.left - 1),
                          len(chars))
                inline.setdefault(host, []).append((at, part.box.left, part.text))
                continue
            row = next((r for r in rows if r[0].box.bottom <= part.box.middle <= r[0].box.top), None)
            if row is None:
                rows.append([part])
            else:
                row.append(part)
    after: dict[int, list[list[Piece]]] = {}
    for row in rows:
        row.sort(key=lambda p: p.box.left)
        after.setdefault(_anchor(boxes, row), []).append(row)
    out: list[str] = []
    out += [" ".join(p.text for p in r) for r in after.get(-1, [])]
    for i, line in enumerate(lines):
        text = line.text()
        for at, _, value in sorted(inline.get(i, []), key=lambda t: (t[0], t[1]), reverse=True):
            text = " ".join(s for s in (text[:at].rstrip(), value, text[at:].lstrip()) if s)
        out.append(text)
        out += [" ".join(p.text for p in r) for r in after.get(i, [])]
    return "\n".join(out)


def _split(piece: Piece) -> list[Piece]:
    """A multi-line value as one piece per line, the rectangle shared out top to bottom."""
    parts = [p.strip() for p in piece.text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    parts = [p for p in parts if p]
    if len(parts) == 1:
        return [Piece(parts[0], piece.box)]
    b, step = piece.box, (piece.box.top - piece.box.bottom) / len(parts)
    return [Piece(text, Box(b.left, b.top - (k + 1) * step, b.right, b.top - k * step))
            for k, text in enumerate(parts)]


def _host(boxes: list[Box | None], box: Box) -> int | None:
    """The line that shares the piece's row: its middle within the piece's height or the
    piece's middle within its height; the nearest middle wins."""
    best: tuple[float, int] | None = None
    for i, b in enumerate(boxes):
        if b is None:
            continue
        if box.bottom <= b.middle <= box.top or b.bottom <= box.middle <= b.top:
            distance = abs(b.middle - box.middle)
            if best is None or distance < best[0]:
                best = (distance, i)
    return None if best is None else best[1]


def _anchor(boxes: list[Box | None], row: list[Piece]) -> int:
    """The line a row of pieces follows: the nearest line above it that spans some of its
    width, else the nearest line above it, else -1 (the page's top)."""
    middle = row[0].box.middle
    left, right = min(p.box.left for p in row), max(p.box.right for p in row)
    above = [(b.bottom - middle, i, b) for i, b in enumerate(boxes) if b is not None and b.bottom > middle]
    spanning = [a for a in above if a[2].left < right and a[2].right > left]
    chosen = min(spanning or above, default=None, key=lambda a: (a[0], a[1]))
    return -1 if chosen is None else chosen[1]
