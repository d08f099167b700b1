"""`no-unicode-map`: a text layer an extractor cannot read, on a page that looks right.

The usual real cause: fonts subset with a custom encoding whose glyph names mean nothing (/g17)
and no /ToUnicode map. Each embedded Type 1 font is subset to the glyphs the document shows,
renamed `<prefix><n>` in a drawn order, given new codes (a /Differences encoding, and the same
built-in encoding in the font program), and a subset tag (`ABCDEF+ArialMT`); every shown string
is rewritten through the same code map, and /Widths follow the codes. The glyphs' outlines are
copied byte for byte, so the page rasterizes exactly as reportlab drew it, while an extractor,
finding no Unicode for the names, falls back to the codes: garbage.

Drawn per document: `codes` (`shuffled`: a permutation onto printable-looking codes 33-126 and
161-255, extraction reads as random characters; `first-use`: 1, 2, 3... in the order glyphs first
appear, as many subsetters number them, extraction reads as control characters) and `glyph_names`
(the names' prefix, `g` or `glyph`). Pages drawn in a TrueType face (the unseen procedural
layouts' Bitstream Vera) are not this producer's: it applies only to layouts in Type 1 faces.
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np
import pikepdf
from reportlab.pdfbase import pdfmetrics

from generator.documents.fonts import TTF_FILES
from generator.documents.layout import LayoutSpec
from generator.producers.base import Produced, ProduceInput, Producer, ProducerError
from generator.producers.sheets import save_pdf
from generator.producers.text_layer import SHOW_OPS, open_pdf, page_fonts
from generator.producers.type1_font import FontProgram, subset_renamed

NAME: Final[str] = "no-unicode-map"
CODES: Final[tuple[str, ...]] = ("shuffled", "first-use")
GLYPH_NAMES: Final[tuple[str, ...]] = ("g", "glyph")
PRINTABLE_CODES: Final[tuple[int, ...]] = (*range(33, 127), *range(161, 256))
_SYMBOLIC, _NONSYMBOLIC = 4, 32
_ENCODINGS: Final[tuple[str, ...]] = ("/WinAnsiEncoding", "/MacRomanEncoding", "/StandardEncoding")


def _applies(spec: LayoutSpec) -> bool:
    """Only layouts drawn in the Type 1 faces (a TrueType face carries its own /ToUnicode)."""
    return not any(getattr(el, "font", "") in TTF_FILES for page in spec.pages for el in page.elements)


def _glyph_names(font: pikepdf.Dictionary, resource: str) -> list[str | None]:
    """Each code's glyph name under the font's encoding (a named base encoding, with /Differences)."""
    encoding = font.get("/Encoding", pikepdf.Name("/StandardEncoding"))
    base: object = encoding
    differences: Any = pikepdf.Array()
    if isinstance(encoding, pikepdf.Dictionary):
        base = encoding.get("/BaseEncoding", pikepdf.Name("/StandardEncoding"))
        differences = encoding.get("/Differences", pikepdf.Array())
    if str(base) not in _ENCODINGS:
        raise ProducerError(f"{NAME}: font {resource} has the encoding {base}, which this producer cannot read")
    names: list[str | None] = list(pdfmetrics.getEncoding(str(base)[1:]).vector)
    code = 0
    for item in differences:
        if isinstance(item, pikepdf.Name):
            names[code] = str(item)[1:]
            code += 1
        else:
            code = int(item)
    return names


class _Font:
    """One embedded Type 1 font of the document: the codes it shows, in order of first use."""

    def __init__(self, font: pikepdf.Dictionary, resource: str) -> None:
        descriptor = font.get("/FontDescriptor")
        if str(font.get("/Subtype")) != "/Type1" or descriptor is None or "/FontFile" not in descriptor:
            raise ProducerError(f"{NAME}: font {resource} is not an embedded Type 1 font; only those are re-encoded")
        self.font = font
        self.names = _glyph_names(font, resource)
        self.used: dict[int, None] = {}  # an ordered set
        self.codes: dict[int, int] = {}  # old code -> new code
        self.renames: dict[int, str] = {}  # old code -> its glyph's new name

    def plan(self, rng: np.random.Generator, order: str, prefix: str) -> None:
        """Draw the new codes and glyph numbers; `codes` maps each old code to its new one."""
        used = list(self.used)
        if order == "shuffled":
            glyphs = [used[i] for i in rng.permutation(len(used))]
            pool = PRINTABLE_CODES if len(used) <= len(PRINTABLE_CODES) else tuple(range(1, 256))
            new = [pool[i] for i in rng.choice(len(pool), size=len(used), replace=False)]
        else:
            glyphs, new = used, list(range(1, len(used) + 1))
        self.codes = dict(zip(glyphs, new, strict=True))
        self.renames = {code: f"{prefix}{number}" for number, code in enumerate(glyphs, start=1)}

    def rewrite(self, pdf: pikepdf.Pdf, tag: str) -> None:
        font, descriptor = self.font, self.font.FontDescriptor
        stream = descriptor.FontFile
        program = FontProgram(stream.read_bytes(), int(stream.Length1), int(stream.Length2), int(stream.Length3))
        name = f"{tag}+{str(font.BaseFont)[1:]}"
        renames = {str(self.names[old]): self.renames[old] for old in self.renames if self.names[old]}
        new_codes = {self.codes[old]: self.renames[old] for old in self.renames}
        subset = subset_renamed(program, renames, new_codes, name)
        widths, first = list(font.get("/Widths", pikepdf.Array())), int(font.get("/FirstChar", 0))
        low, high = min(new_codes), max(new_codes)
        new_widths: list[Any] = [0] * (high - low + 1)
        for old, new in self.codes.items():
            new_widths[new - low] = widths[old - first] if 0 <= old - first < len(widths) else 0
        differences: list[Any] = []
        for code, glyph in sorted(new_codes.items()):
            differences += [code, pikepdf.Name(f"/{glyph}")]
        font.BaseFont = pikepdf.Name(f"/{name}")
        font.Encoding = pikepdf.Dictionary(Type=pikepdf.Name.Encoding, Differences=pikepdf.Array(differences))
        font.FirstChar, font.LastChar, font.Widths = low, high, pikepdf.Array(new_widths)
        if "/ToUnicode" in font:
            del font["/ToUnicode"]
        descriptor.FontName = pikepdf.Name(f"/{name}")
        descriptor.Flags = (int(descriptor.get("/Flags", 0)) & ~_NONSYMBOLIC) | _SYMBOLIC
        new_stream = pdf.make_stream(subset.data)
        new_stream.Length1, new_stream.Length2, new_stream.Length3 = subset.length1, subset.length2, subset.length3
        descriptor.FontFile = new_stream


def _walk(pdf: pikepdf.Pdf, fonts: dict[tuple[int, int], _Font], rewrite: bool) -> None:
    """Follow every page's shown strings and their fonts: record the codes used, or (`rewrite`) map
    every string through its font's new codes and write the content back."""
    for page in pdf.pages:
        resources = page_fonts(page)
        current: _Font | None = None
        saved: list[_Font | None] = []
        out: list[Any] = []
        for ins in pikepdf.parse_content_stream(page):
            if isinstance(ins, pikepdf.ContentStreamInlineImage):
                out.append(ins)
                continue
            op, operands = str(ins.operator), list(ins.operands)
            if op == "q":
                saved.append(current)
            elif op == "Q" and saved:
                current = saved.pop()
            elif op == "Tf" and str(operands[0]) in resources:
                font = resources[str(operands[0])]
                if font.objgen not in fonts:
                    fonts[font.objgen] = _Font(font, str(operands[0]))
                current = fonts[font.objgen]
            elif op == "Tf":
                current = None
            elif op in SHOW_OPS:
                if current is None:
                    raise ProducerError(f"{NAME}: text is shown before a font the page's resources name is set")
                operands = _mapped(current, op, operands, rewrite)
            out.append((operands, ins.operator))
        if rewrite:
            page.obj.Contents = pdf.make_stream(pikepdf.unparse_content_stream(out))


def _mapped(font: _Font, op: str, operands: list[Any], rewrite: bool) -> list[Any]:
    def one(item: pikepdf.String) -> pikepdf.String:
        if not rewrite:
            font.used.update(dict.fromkeys(bytes(item)))
            return item
        return pikepdf.String(bytes(font.codes[code] for code in bytes(item)))

    if op == "TJ":
        return [pikepdf.Array([one(i) if isinstance(i, pikepdf.String) else i for i in operands[0]])]
    return [*operands[:-1], one(operands[-1])]


def _tag(rng: np.random.Generator) -> str:
    return "".join(chr(65 + int(i)) for i in rng.integers(26, size=6))


def _produce(doc: ProduceInput, rng: np.random.Generator) -> Produced:
    order = CODES[int(rng.integers(len(CODES)))]
    prefix = GLYPH_NAMES[int(rng.integers(len(GLYPH_NAMES)))]
    pdf = open_pdf(doc.pdf, NAME)
    fonts: dict[tuple[int, int], _Font] = {}
    _walk(pdf, fonts, rewrite=False)
    shown = sorted((f for f in fonts.values() if f.used), key=lambda f: str(f.font.BaseFont))
    tags = {}
    for font in shown:
        font.plan(rng, order, prefix)
        tags[str(font.font.BaseFont)[1:]] = _tag(rng)
    _walk(pdf, fonts, rewrite=True)
    for font in shown:
        font.rewrite(pdf, tags[str(font.font.BaseFont)[1:]])
    applied = {"codes": order, "glyph_names": prefix, "fonts": [f"{tags[n]}+{n}" for n in sorted(tags)]}
    return Produced(save_pdf(pdf), len(pdf.pages), applied)


NO_UNICODE_MAP = Producer(
    name=NAME,
    summary="fonts subset with meaningless glyph names and new codes, no /ToUnicode: extracted text is garbage",
    produce=_produce,
    parameters={"codes": "shuffled (onto printable codes) or first-use (1, 2, 3...)",
                "glyph_names": "g or glyph (/g17, /glyph17)",
                "fonts": "each font shown: a drawn six-letter subset tag and its name (ABCDEF+ArialMT)"},
    applies=_applies,
)
