"""Write a fillable form with pikepdf: text fields (merged field and widget dictionaries, each with
its /V and an appearance stream) where reportlab would have drawn the boxes' values.

The page content keeps everything else. The fields' fonts are the standard 14 a form-authoring
tool puts in the form's default resources (/DR: `/Helv`, `/Cour`, ...; not embedded, as in
Acrobat's forms); the appearance streams draw each line where reportlab draws it
(generator/render/pdf.py `box_value_lines`), so the filled form looks like the drawn document.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Final

import pikepdf
from pikepdf import Array, Dictionary, Name, String
from pikepdf.canvas import ContentStreamBuilder
from reportlab.pdfbase.pdfmetrics import stringWidth

from generator.documents.layout import BoxEl
from generator.render.pdf import box_label_lines, box_value_lines

# layout font -> (the /DR resource name a form-authoring tool gives it, the standard 14 font)
FIELD_FONTS: Final[dict[str, tuple[str, str]]] = {
    "sans": ("Helv", "Helvetica"), "sans-bold": ("HeBo", "Helvetica-Bold"),
    "sans-italic": ("HeOb", "Helvetica-Oblique"),
    "serif": ("TiRo", "Times-Roman"), "serif-bold": ("TiBo", "Times-Bold"), "serif-italic": ("TiIt", "Times-Italic"),
    "mono": ("Cour", "Courier"), "mono-bold": ("CoBo", "Courier-Bold"),
    # Vera (unseen procedural layouts) has Helvetica's proportions near enough for a form's field
    "vera": ("Helv", "Helvetica"), "vera-bold": ("HeBo", "Helvetica-Bold"),
    "vera-italic": ("HeOb", "Helvetica-Oblique"),
}
QUADDING: Final[dict[str, int]] = {"left": 0, "center": 1, "right": 2}
MULTILINE: Final[int] = 1 << 12  # field flag 13 (PDF 32000-1, table 228)
PRINT: Final[int] = 1 << 2  # annotation flag 3: the widget prints


@dataclass(frozen=True)
class FormField:
    """A text field to write: its page (from 0), its box, and its name as a list of name parts
    (parent fields first: `["topmostSubform[0]", "Page1[0]", "f1_01[0]"]`)."""

    page: int
    box: BoxEl
    name: tuple[str, ...]


def field_rect(box: BoxEl, page_height: float) -> tuple[float, float, float, float]:
    """The field's rectangle in PDF space: the box below its label, 1 pt inside its border, and
    wherever the value's lines reach past that (a label too tall for its box pushes them down)."""
    labels = box_label_lines(box)
    lines = box_value_lines(box)
    top = box.y + 2 + box.label_size * len(labels) + 1.5 if labels else box.y + 1
    top = min(top, lines[0].top - box.size) if lines else top
    bottom = max(box.y + box.h - 1, lines[-1].top + box.size / 4) if lines else box.y + box.h - 1
    return box.x + 1, page_height - bottom, box.x + box.w - 1, page_height - top


def _fonts(pdf: pikepdf.Pdf, boxes: list[BoxEl]) -> Dictionary:
    used = sorted({FIELD_FONTS[b.font] for b in boxes})
    return Dictionary({f"/{res}": pdf.make_indirect(Dictionary(
        Type=Name.Font, Subtype=Name.Type1, BaseFont=Name(f"/{base}"), Encoding=Name.WinAnsiEncoding))
        for res, base in used})


def _appearance(pdf: pikepdf.Pdf, box: BoxEl, rect: tuple[float, float, float, float], page_height: float,
                fonts: Dictionary) -> pikepdf.Stream:
    """The field's normal appearance: a Form XObject drawing each line of the value where reportlab draws it."""
    res, base = FIELD_FONTS[box.font]
    x0, y0, x1, y1 = rect
    cs = ContentStreamBuilder()
    cs.begin_marked_content(Name.Tx).push().begin_text().set_text_font(Name(f"/{res}"), box.size)
    cs.set_fill_color(0, 0, 0)
    for line in box_value_lines(box):
        width = stringWidth(line.text, base, box.size)
        left = {"right": line.x - width, "center": line.x - width / 2}.get(box.align, line.x)
        cs.set_text_matrix(pikepdf.Matrix(1, 0, 0, 1, round(left - x0, 3), round(page_height - line.top - y0, 3)))
        cs.show_text(line.text.encode("cp1252"))
    cs.end_text().pop().end_marked_content()
    return pikepdf.Stream(pdf, cs.build(), Type=Name.XObject, Subtype=Name.Form,
                          BBox=Array([0, 0, round(x1 - x0, 3), round(y1 - y0, 3)]),
                          Resources=Dictionary(Font=Dictionary({f"/{res}": fonts[f"/{res}"]})))


def _parents(pdf: pikepdf.Pdf, names: list[tuple[str, ...]]) -> dict[tuple[str, ...], Dictionary]:
    """The non-terminal fields the names need (`topmostSubform[0]`, `topmostSubform[0].Page1[0]`),
    each with its /Kids."""
    out: dict[tuple[str, ...], Dictionary] = {}
    for name in names:
        for depth in range(1, len(name)):
            path = name[:depth]
            if path not in out:
                node = pdf.make_indirect(Dictionary(T=String(path[-1]), Kids=Array()))
                if depth > 1:
                    node.Parent = out[path[:-1]]
                    out[path[:-1]].Kids.append(node)
                out[path] = node
    return out


def write_form(data: bytes, fields: list[FormField]) -> bytes:
    """`data` (a PDF drawn without the fields' values) with the text fields added: an /AcroForm
    whose /Fields hold the top-level fields, each page's /Annots its widgets."""
    with pikepdf.open(io.BytesIO(data)) as pdf:
        fonts = _fonts(pdf, [f.box for f in fields])
        parents = _parents(pdf, [f.name for f in fields])
        top: list[Dictionary] = [node for path, node in parents.items() if len(path) == 1]
        for item in fields:
            page = pdf.pages[item.page]
            height = float(page.mediabox[3])
            rect = field_rect(item.box, height)
            res, _ = FIELD_FONTS[item.box.font]
            widget = pdf.make_indirect(Dictionary(
                Type=Name.Annot, Subtype=Name.Widget, FT=Name.Tx, T=String(item.name[-1]), V=String(item.box.value),
                DA=String(f"/{res} {item.box.size:g} Tf 0 g"), Q=QUADDING[item.box.align], F=PRINT,
                Rect=Array([round(v, 3) for v in rect]), P=page.obj,
                AP=Dictionary(N=_appearance(pdf, item.box, rect, height, fonts))))
            if "\n" in item.box.value:
                widget.Ff = MULTILINE
            if len(item.name) > 1:
                widget.Parent = parents[item.name[:-1]]
                parents[item.name[:-1]].Kids.append(widget)
            else:
                top.append(widget)
            if Name.Annots not in page.obj:
                page.obj.Annots = pdf.make_indirect(Array())
            page.obj.Annots.append(widget)
        pdf.Root.AcroForm = pdf.make_indirect(Dictionary(
            Fields=Array(top), DR=Dictionary(Font=fonts), DA=String("/Helv 0 Tf 0 g")))
        return save(pdf)


def flatten(data: bytes) -> bytes:
    """The form flattened: each widget's appearance stamped into its page as a Form XObject,
    no widgets and no /AcroForm left."""
    with pikepdf.open(io.BytesIO(data)) as pdf:
        pdf.flatten_annotations("all")
        if Name.AcroForm in pdf.Root:
            del pdf.Root.AcroForm
        return save(pdf)


def save(pdf: pikepdf.Pdf) -> bytes:
    """The same objects, the same bytes: a deterministic /ID, streams compressed."""
    out = io.BytesIO()
    pdf.save(out, deterministic_id=True, compress_streams=True, object_stream_mode=pikepdf.ObjectStreamMode.disable)
    return out.getvalue()
