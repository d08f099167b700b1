"""PDFs as real producers write them, drawn inside the tests with reportlab and pikepdf: a
fillable form (values in widgets), the same form flattened, fonts whose Unicode map lies about
their letters (the page looks right, its text layer is garbage), a page with /Rotate whose text
is drawn turned to read upright."""

from __future__ import annotations

import io
import random
import string

import pikepdf
from reportlab.pdfgen import canvas

LETTER = (612.0, 792.0)
# a W-2-like page: (x, y from the bottom, text) in points
LINES = [
    (72, 720, "Form W-2 Wage and Tax Statement 2025"),
    (72, 690, "1 Wages, tips, other compensation"),
    (320, 690, "2 Federal income tax withheld"),
    (72, 650, "Employer name"),
    (72, 610, "Employee address"),
    (72, 540, "Keep this statement for your records. It is important tax information."),
]
# widgets: (name, value, x, y, width, height): two under their labels on one row, one beside its
# label, a two-line one under its label
FIELDS = [
    ("wages", "52,340.17", 72, 672, 120, 14),
    ("federal", "6,120.00", 320, 672, 120, 14),
    ("employer", "Acme Tools LLC", 160, 646, 200, 14),
    ("address", "12 Elm Street\nSpringfield, IL 62704", 72, 570, 200, 30),
]

# how a reader should see them: the plain page's lines (pdfium joins the two labels of one row),
# and the form's with its values placed: under their labels, beside theirs, a two-line one under its label
PLAIN = ("Form W-2 Wage and Tax Statement 2025\n"
         "1 Wages, tips, other compensation 2 Federal income tax withheld\n"
         "Employer name\n"
         "Employee address\n"
         "Keep this statement for your records. It is important tax information.")
FILLED = ("Form W-2 Wage and Tax Statement 2025\n"
          "1 Wages, tips, other compensation\n"
          "52,340.17\n"
          "2 Federal income tax withheld\n"
          "6,120.00\n"
          "Employer name Acme Tools LLC\n"
          "Employee address\n"
          "12 Elm Street\n"
          "Springfield, IL 62704\n"
          "Keep this statement for your records. It is important tax information.")


def _canvas(buf: io.BytesIO) -> canvas.Canvas:
    c = canvas.Canvas(buf, pagesize=LETTER, invariant=1)
    c.setFont("Helvetica", 10)
    return c


def fillable_pdf() -> bytes:
    """The labels in the page's content, the values in AcroForm text fields only."""
    buf = io.BytesIO()
    c = _canvas(buf)
    for x, y, text in LINES:
        c.drawString(x, y, text)
    for name, value, x, y, w, h in FIELDS:
        c.acroForm.textfield(name=name, value=value, x=x, y=y, width=w, height=h, borderWidth=0,
                             fontName="Helvetica", fontSize=10, fieldFlags="multiline" if "\n" in value else "")
    c.showPage()
    c.save()
    return buf.getvalue()


def flattened_pdf() -> bytes:
    """The fillable form with its widgets' appearance streams drawn into the page (no widgets left)."""
    pdf = pikepdf.open(io.BytesIO(fillable_pdf()))
    pdf.flatten_annotations("all")
    out = io.BytesIO()
    pdf.save(out, deterministic_id=True)
    return out.getvalue()


def plain_pdf(lines: list[tuple[float, float, str]] = LINES, turn: int = 0, rotate: int | None = None) -> bytes:
    """The lines drawn as text; `turn` (90, 180, 270) draws them turned and sets /Rotate so that
    the page reads upright when displayed, as a landscape page set on its side is written;
    `rotate` sets another /Rotate (a page shown sideways or upside down)."""
    buf = io.BytesIO()
    c = _canvas(buf)
    w, h = LETTER
    if turn == 90:  # shown turned a quarter clockwise: drawn a quarter counter-clockwise
        c.translate(w, 0)
        c.rotate(90)
        c.translate(0, w - h)  # the lines' tops within the landscape page
    elif turn == 180:
        c.translate(w, h)
        c.rotate(180)
    elif turn == 270:
        c.translate(0, h)
        c.rotate(-90)
        c.translate(0, w - h)
    for x, y, text in lines:
        c.drawString(x, y, text)
    c.showPage()
    c.save()
    if rotate is None:
        rotate = turn
    return _with_fonts(buf.getvalue(), rotate=rotate) if rotate else buf.getvalue()


def _with_fonts(data: bytes, to_unicode: dict[str, str] | None = None, rotate: int | None = None) -> bytes:
    """The PDF with /Rotate set and/or its fonts given a /ToUnicode map that maps the characters
    of `to_unicode` to others (every other code to itself): the page looks as drawn, its text
    layer says what the map says."""
    pdf = pikepdf.open(io.BytesIO(data))
    for page in pdf.pages:
        if rotate is not None:
            page.Rotate = rotate
        if to_unicode is not None:
            cmap = pdf.make_stream(_cmap(to_unicode).encode("ascii"))
            for font in page.Resources.Font.values():
                font.ToUnicode = cmap
    out = io.BytesIO()
    pdf.save(out, deterministic_id=True)
    return out.getvalue()


def _cmap(to_unicode: dict[str, str]) -> str:
    pairs = [f"<{code:02X}> <{ord(to_unicode.get(chr(code), chr(code))):04X}>" for code in range(32, 127)]
    return "\n".join([
        "/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap",
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
        "/CMapName /Adobe-Identity-UCS def", "/CMapType 2 def",
        "1 begincodespacerange", "<00> <FF>", "endcodespacerange",
        f"{len(pairs)} beginbfchar", *pairs, "endbfchar",
        "endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end"])


def scrambled_pdf(turn: int = 0, seed: int = 7, lines: list[tuple[float, float, str]] = LINES) -> bytes:
    """The lines in a font whose Unicode map substitutes letters for one another: the page looks
    right, its text layer is a cipher of it."""
    letters = list(string.ascii_lowercase)
    shuffled = letters[:]
    random.Random(seed).shuffle(shuffled)
    mapping = {a: b for a, b in zip(letters, shuffled, strict=True)}
    mapping |= {a.upper(): b.upper() for a, b in zip(letters, shuffled, strict=True)}
    return _with_fonts(plain_pdf(lines, turn=turn), mapping)


def private_use_pdf() -> bytes:
    """The lines in a font whose Unicode map sends every letter and digit to a private-use code point."""
    chars = string.ascii_letters + string.digits
    return _with_fonts(plain_pdf(), {c: chr(0xE100 + i) for i, c in enumerate(chars)})


def symbols_pdf() -> bytes:
    """The lines in a font whose Unicode map sends letters to punctuation marks."""
    marks = "!#$%&*+<>?@[]^{}|"
    return _with_fonts(plain_pdf(), {c: marks[i % len(marks)] for i, c in enumerate(string.ascii_letters)})


def searchable_scan_pdf(lines: list[tuple[float, float, str]] = LINES) -> bytes:
    """A page image with the text scanner software's OCR read from it laid over it, invisible
    (render mode 3), as "searchable PDF" scanners write it."""
    from reportlab.lib.utils import ImageReader

    from tests.support.ingest_helpers import page_image

    image = io.BytesIO()
    page_image([(x, LETTER[1] - y, text) for x, y, text in lines]).save(image, format="PNG")
    image.seek(0)
    buf = io.BytesIO()
    c = _canvas(buf)
    c.drawImage(ImageReader(image), 0, 0, width=LETTER[0], height=LETTER[1])
    for x, y, text in lines:
        t = c.beginText(x, y)
        t.setFont("Helvetica", 10)
        t.setTextRenderMode(3)
        t.textLine(text)
        c.drawText(t)
    c.showPage()
    c.save()
    return buf.getvalue()
