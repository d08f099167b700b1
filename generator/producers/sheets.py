"""pikepdf helpers of the page-geometry producers (rotated, landscape, mailing): open reportlab's
bytes, place a page on a sheet as a Form XObject, save the same bytes for the same input.

pikepdf's own `Page.add_overlay` names the XObject it adds at random; `place` names it itself, so
the file is a function of its input.
"""

from __future__ import annotations

import io

import pikepdf


def open_pdf(data: bytes) -> pikepdf.Pdf:
    return pikepdf.open(io.BytesIO(data))


def save_pdf(pdf: pikepdf.Pdf) -> bytes:
    """The file's bytes: its /ID from its content (deterministic_id), streams compressed."""
    out = io.BytesIO()
    pdf.save(out, deterministic_id=True, compress_streams=True)
    return out.getvalue()


def copy_docinfo(source: pikepdf.Pdf, target: pikepdf.Pdf) -> None:
    """`source`'s document information (title, author, subject, creator, producer...) into `target`."""
    for key, value in source.docinfo.items():
        target.docinfo[key] = value


def page_size(page: pikepdf.Page) -> tuple[float, float]:
    """A page's width and height in points, from its MediaBox (as drawn: /Rotate not applied)."""
    x0, y0, x1, y1 = (float(v) for v in page.MediaBox)
    return abs(x1 - x0), abs(y1 - y0)


def _number(value: float) -> str:
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def cm(*matrix: float) -> bytes:
    """A `cm` operator for the matrix (a b c d e f), numbers written the same way on every run."""
    return (" ".join(_number(v) for v in matrix) + " cm\n").encode("ascii")


def new_sheet(pdf: pikepdf.Pdf, width: float, height: float) -> pikepdf.Page:
    """A blank page of `width` x `height` points appended to `pdf`, with an empty resource dictionary."""
    page = pdf.add_blank_page(page_size=(width, height))
    page.obj.Resources = pikepdf.Dictionary()
    page.obj.Contents = pdf.make_stream(b"")
    return page


def place(pdf: pikepdf.Pdf, sheet: pikepdf.Page, source: pikepdf.Page, box: tuple[float, float, float, float],
          name: str) -> float:
    """Draw `source` (a page of another Pdf) on `sheet` (a page of `pdf`) as the Form XObject
    /`name`, scaled to fit `box` (x0, y0, x1, y1) with its aspect kept and centred in it; returns
    the scale."""
    xobject = pdf.copy_foreign(source.as_form_xobject())
    width, height = page_size(source)
    x0, y0, x1, y1 = box
    scale = min((x1 - x0) / width, (y1 - y0) / height)
    left = x0 + ((x1 - x0) - width * scale) / 2
    bottom = y0 + ((y1 - y0) - height * scale) / 2
    sheet.add_resource(xobject, pikepdf.Name.XObject, pikepdf.Name("/" + name))
    drawn = b"q\n" + cm(scale, 0, 0, scale, left, bottom) + f"/{name} Do\nQ\n".encode("ascii")
    sheet.obj.Contents = pdf.make_stream(sheet.obj.Contents.read_bytes() + drawn)
    return scale
