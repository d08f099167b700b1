"""What the text-layer producers (`glyph-positioned`, `no-unicode-map`) share: opening and saving
a PDF with pikepdf byte-reproducibly, a page's fonts, and which codes of a simple font are spaces."""

from __future__ import annotations

import io
import re
from decimal import Decimal
from typing import Final, cast

import pikepdf

from generator.producers.base import ProducerError

# the operators that show text, and those that only move the text position
SHOW_OPS: Final[frozenset[str]] = frozenset({"Tj", "TJ", "'", '"'})
MOVE_OPS: Final[frozenset[str]] = frozenset({"Tm", "Td", "TD", "T*"})
_SPACE_TARGET = re.compile(rb"<([0-9A-Fa-f]{2})>\s*<0020>")


def open_pdf(data: bytes, producer: str) -> pikepdf.Pdf:
    try:
        return pikepdf.open(io.BytesIO(data))
    except pikepdf.PdfError as exc:
        raise ProducerError(f"{producer}: cannot read the drawn PDF: {exc}") from None


def page_fonts(page: pikepdf.Page) -> dict[str, pikepdf.Dictionary]:
    """The page's fonts by resource name (`/F1` -> its font dictionary)."""
    resources = page.obj.get("/Resources", pikepdf.Dictionary())
    fonts = resources.get("/Font", pikepdf.Dictionary())
    return {str(key): cast(pikepdf.Dictionary, fonts[key]) for key in fonts.keys()}


def simple_font(font: pikepdf.Dictionary, resource: str, producer: str) -> pikepdf.Dictionary:
    """`font`, refused unless it is a simple font (one byte per glyph): composite fonts are not rewritten."""
    subtype = str(font.get("/Subtype", ""))
    if subtype not in ("/Type1", "/TrueType", "/MMType1"):
        raise ProducerError(f"{producer}: font {resource} is a {subtype or 'untyped'} font; only simple fonts "
                            "(one byte per glyph) are rewritten")
    return font


def space_codes(font: pikepdf.Dictionary) -> frozenset[int]:
    """The codes that show a space: 32 in WinAnsi and Standard encodings (reportlab's Type 1 faces), and
    the codes a /ToUnicode map sends to U+0020 (reportlab's TrueType subsets)."""
    if "/ToUnicode" in font:
        return frozenset(int(code, 16) for code in _SPACE_TARGET.findall(font.ToUnicode.read_bytes()))
    return frozenset({32})


def glyph_widths(font: pikepdf.Dictionary) -> dict[int, Decimal]:
    """Each code's advance width in thousandths of the font size (/Widths from /FirstChar; /MissingWidth else)."""
    first = int(font.get("/FirstChar", 0))
    widths = {first + i: Decimal(str(w)) for i, w in enumerate(font.get("/Widths", pikepdf.Array()))}
    descriptor = font.get("/FontDescriptor", pikepdf.Dictionary())
    missing = Decimal(str(descriptor.get("/MissingWidth", 0)))
    return {code: widths.get(code, missing) for code in range(256)}
