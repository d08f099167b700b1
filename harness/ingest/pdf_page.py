"""One PDF page's text layer as a reader sees it: upright, with its form fields' values in place.

- **Upright**: pdfium orders a row's characters by how the page is displayed, so the text of a
  page shown sideways or upside down (text drawn turned on a page without the `/Rotate` that
  would right it, a `/Rotate` that turns upright text over) comes out with its rows' pieces
  reversed. When a page has `/Rotate` or its characters mostly run at 90, 180 or 270 degrees,
  the page is turned in memory (its objects rotated so that its text runs left to right,
  `/Rotate` dropped) before its text is read; an upright page without `/Rotate` is read as it
  is, its text unchanged.
- **Form fields**: the values of a fillable form's text and choice fields (AcroForm widgets)
  are no page content, and pdfium's text leaves them out. Each visible widget's value is
  placed after its label, beside or under it (harness/ingest/placement.py). A value the page's
  text already shows within the widget's rectangle (a form flattened with its widgets kept)
  is not added twice.
- **Flattened fields**: a form flattened by drawing each widget's appearance stream into the
  page (a form XObject per field, drawn last) has its values in the page's content, but at
  its end: pdfium reads them after everything else. The text of a top-level form XObject no
  taller than `FIELD_HEIGHT` is taken out of the text and placed like a widget's value (a
  page-sized XObject wrapping a whole page stays as pdfium reads it).

- **Invisible text**: a page whose text is mostly drawn invisible (render mode 3) carries the
  OCR that scanner software laid over the page's image; it is read like any text layer, and said,
  and its words keep their boxes (`layer_words`): OCR's reading order splits a form's labels from
  their values, which the harvest pairs again by position, as it does on an OCR page.

Coordinates are PDF points, y up, in the page's (turned) user space.
"""

from __future__ import annotations

import ctypes
import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

from harness.ingest.ocr_words import Word
from harness.ingest.placement import Box, Line, Piece, place, union

ANGLE_SAMPLE = 64  # characters sampled, spread over the page, to tell which way its text runs
FIELD_HEIGHT = 72.0  # points: a form XObject whose text is no taller is a field's appearance


@dataclass(frozen=True)
class PdfPageText:
    layer: str  # the text layer alone (what the garbage test reads)
    text: str  # with the form fields' values placed
    fields: int  # how many widget values were placed
    placed: int  # how many field-sized form XObjects' texts were placed
    turned: int  # degrees the page was turned to read it upright (0: read as it is)
    size: tuple[float, float]  # width and height in points, as displayed
    rotation: int  # the page's /Rotate (clockwise degrees)
    invisible: bool  # most of its text is invisible (render mode 3): a scanner's OCR over the page image


def read_page(pdf: Any, index: int) -> PdfPageText:
    """The text of page `index` (0-based) of a pypdfium2 PdfDocument (forms initialized
    with `pdf.init_forms()` before any page was loaded, when it has any)."""
    import pypdfium2 as pdfium

    page = pdf[index]
    try:
        size, rotation = page.get_size(), page.get_rotation()
        textpage = page.get_textpage()
        turned, invisible = _sample(textpage)
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
            widgets = [p for p in _widget_pieces(pdf, page, matrix) if not _shown(textpage, p)]
            forms, bounds = _form_objects(page)
            lines, placed = _lines(textpage, forms, bounds) if widgets or forms else ([], [])
            pieces = widgets + placed
            text = place(lines, pieces) if pieces else layer
        finally:
            textpage.close()
    finally:
        page.close()
    return PdfPageText(layer, text, len(widgets), len(placed), turned, size, rotation, invisible)


def layer_rows(pdf: Any, index: int, dpi: int) -> tuple[tuple[float, float, float, float], ...]:
    """The boxes of page `index`'s text lines, in pdfium's order, in the pixels of the page
    rasterized at `dpi` (left, top, right, bottom; y down): where an OCR of the page finds each
    line's words (harness/ingest/relabel.py). Call it for a page `read_page` read as it is (no
    /Rotate, upright text)."""
    page = pdf[index]
    try:
        left, _, _, top = page.get_cropbox()
        scale = dpi / 72
        textpage = page.get_textpage()
        try:
            lines, _ = _lines(textpage, {}, {})
        finally:
            textpage.close()
    finally:
        page.close()
    pieces: list[Box] = []  # each line cut where its characters leave one row (pdfium joins rows of garbage)
    for line in lines:
        run: list[Box] = []
        for c, box in line.chars:
            if box is None or c.isspace():
                continue
            row = union(run) if run else None
            if row is not None and not (row.bottom <= box.middle <= row.top or box.bottom <= row.middle <= box.top):
                pieces.append(row)
                run = []
            run.append(box)
        if run:
            pieces.append(union(run))
    merged: list[Box] = []
    for b in pieces:
        last = merged[-1] if merged else None
        # a garbage layer has no true spaces: pdfium breaks a row where the pieces of one line
        # stand apart; the next piece on the same row, to the right, in a like size, continues it
        if (last is not None and last.bottom <= b.middle <= last.top and b.left >= last.right
                and abs((b.top - b.bottom) - (last.top - last.bottom)) <= 0.25 * (last.top - last.bottom)):
            merged[-1] = union([last, b])
        else:
            merged.append(b)
    return tuple(_pixels(b, left, top, scale) for b in merged)


def _pixels(b: Box, left: float, top: float, scale: float) -> tuple[float, float, float, float]:
    """A box in points (y up, from the crop box's `left` and `top`) as left, top, right, bottom in the
    pixels of the page rasterized at `scale` pixels a point (y down)."""
    return (b.left - left) * scale, (top - b.top) * scale, (b.right - left) * scale, (top - b.bottom) * scale


def layer_words(pdf: Any, index: int, dpi: int) -> tuple[Word, ...]:
    """The words of page `index`'s text layer in OCR's shape (harness/ingest/ocr_words.py), in the
    pixels of the page rasterized at `dpi`: text, left, top, width, height, block 1, paragraph 1,
    line, confidence -1 (a layer says none). A scanner's OCR layer keeps each word where its OCR
    found it, which the harvest reads as it reads an OCR's words (harness/harvest/cells.py).

    A word is a run of characters between spaces, in the order the layer draws them; a space drawn
    with it (not one pdfium added) belongs to its extent (an OCR layer stretches each word and its
    space over the word's width). A line is the run of words each starting right of the last one's
    start with its middle inside the last one's height: the next line of a paragraph starts back at
    the left (pdfium's own lines join two lines of small type whose boxes overlap). Call it for a
    page `read_page` read as it is."""
    import pypdfium2.raw as raw

    page = pdf[index]
    try:
        left, _, _, top = page.get_cropbox()
        textpage = page.get_textpage()
        try:
            tp = textpage.raw
            x0, x1, y0, y1 = (ctypes.c_double() for _ in range(4))
            runs: list[tuple[str, Box]] = []  # (word, its box in points)
            chars: list[str] = []
            boxes: list[Box] = []
            count = textpage.count_chars()
            for i in range(count + 1):  # one past the last: a space that ends the last word
                char = chr(raw.FPDFText_GetUnicode(tp, i)) if i < count else " "
                drawn = i < count and raw.FPDFText_IsGenerated(tp, i) != 1 \
                    and bool(raw.FPDFText_GetCharBox(tp, i, x0, x1, y0, y1))
                if not char.isspace():
                    if drawn:
                        chars.append(char)
                        boxes.append(Box(x0.value, y0.value, x1.value, y1.value))
                    continue
                if chars:
                    if drawn and x1.value > boxes[-1].right:  # its own space, within the word's width
                        boxes.append(Box(boxes[-1].right, boxes[-1].bottom, x1.value, boxes[-1].top))
                    runs.append(("".join(chars), union(boxes)))
                chars, boxes = [], []
        finally:
            textpage.close()
    finally:
        page.close()
    scale = dpi / 72
    words: list[Word] = []
    line, last = 0, None
    for text, b in runs:
        if last is None or b.left <= last.left or not last.bottom <= b.middle <= last.top:
            line += 1
        last = b
        wx, wy, wr, wb = (round(v) for v in _pixels(b, left, top, scale))
        words.append((text, wx, wy, max(1, wr - wx), max(1, wb - wy), 1, 1, line, -1))
    return tuple(words)


def _sample(textpage: Any) -> tuple[int, bool]:
    """(the angle, 0, 90, 180 or 270, pdfium's, clockwise, most of the page's characters run at;
    whether most of them are invisible), judged on up to ANGLE_SAMPLE characters spread over the
    page's text (a side label drawn first does not turn a page)."""
    import pypdfium2.raw as raw

    angles: Counter[int] = Counter()
    invisible = 0
    count = textpage.count_chars()
    for i in range(0, count, max(1, count // ANGLE_SAMPLE)):
        if raw.FPDFText_IsGenerated(textpage.raw, i) == 1 or chr(raw.FPDFText_GetUnicode(textpage.raw, i)).isspace():
            continue
        radians = raw.FPDFText_GetCharAngle(textpage.raw, i)
        if radians >= 0:
            angles[round(math.degrees(radians) / 90) % 4 * 90] += 1
            obj = raw.FPDFText_GetTextObject(textpage.raw, i)
            invisible += bool(obj) and raw.FPDFTextObj_GetTextRenderMode(obj) == raw.FPDF_TEXTRENDERMODE_INVISIBLE
    if not angles:
        return 0, False
    total = sum(angles.values())
    angle, n = angles.most_common(1)[0]
    return (angle if n * 2 > total else 0), invisible * 2 > total


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


def _address(handle: Any) -> int:
    return ctypes.cast(handle, ctypes.c_void_p).value or 0


def _form_objects(page: Any) -> tuple[dict[int, int], dict[int, Box]]:
    """({object address: index of the top-level form XObject holding it} for every object inside
    one of the page's field-sized top-level form XObjects (no taller than FIELD_HEIGHT), {that
    index: the XObject's bounds, as turned}); empty for a page without such XObjects, the common
    case (a page-sized XObject wrapping a whole page is read as pdfium reads it)."""
    import pypdfium2.raw as raw

    owner: dict[int, int] = {}
    bounds: dict[int, Box] = {}
    edges = [ctypes.c_float() for _ in range(4)]
    for i in range(raw.FPDFPage_CountObjects(page.raw)):
        obj = raw.FPDFPage_GetObject(page.raw, i)
        if raw.FPDFPageObj_GetType(obj) != raw.FPDF_PAGEOBJ_FORM or not raw.FPDFPageObj_GetBounds(obj, *edges):
            continue
        left, bottom, right, top = (e.value for e in edges)
        if top - bottom > FIELD_HEIGHT:
            continue
        bounds[i] = Box(left, bottom, right, top)
        stack = [obj]
        while stack:
            form = stack.pop()
            for k in range(raw.FPDFFormObj_CountObjects(form)):
                child = raw.FPDFFormObj_GetObject(form, k)
                owner[_address(child)] = i
                if raw.FPDFPageObj_GetType(child) == raw.FPDF_PAGEOBJ_FORM:
                    stack.append(child)
    return owner, bounds


def _lines(textpage: Any, forms: dict[int, int], bounds: dict[int, Box]) -> tuple[list[Line], list[Piece]]:
    """The page's text as pdfium orders it, in lines, each character with its box; the text of
    each field-sized form XObject (`forms` and `bounds`: `_form_objects`) taken out as a piece
    filling the XObject's bounds."""
    import pypdfium2.raw as raw

    tp = textpage.raw
    lines = [Line([])]
    held: dict[int, list[Line]] = {}  # form index -> its text, in lines
    owner_of_last: int | None = None
    left, right, bottom, top = (ctypes.c_double() for _ in range(4))
    for i in range(textpage.count_chars()):
        char = chr(raw.FPDFText_GetUnicode(tp, i))
        owner = forms.get(_address(raw.FPDFText_GetTextObject(tp, i))) if forms else None
        if owner is None and raw.FPDFText_IsGenerated(tp, i) == 1:
            owner = owner_of_last  # a space or line break pdfium put after a form's text
        owner_of_last = owner
        into = lines if owner is None else held.setdefault(owner, [Line([])])
        if char == "\r":
            continue
        if char == "\n":
            into.append(Line([]))
            continue
        box = None
        if not char.isspace() and raw.FPDFText_GetCharBox(tp, i, left, right, bottom, top):
            box = Box(left.value, bottom.value, right.value, top.value)
        into[-1].chars.append((char, box))
    pieces = [Piece("\n".join(t for t in (ln.text().strip() for ln in form_lines) if t), bounds[index])
              for index, form_lines in held.items()]
    return [ln for ln in lines if ln.chars], pieces
