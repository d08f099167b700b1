"""`glyph-positioned`: every character placed on its own, as some report engines write text.

The content streams are rewritten with pikepdf: the text state is followed (fonts and their
/Widths, Tc, Tw, Tz, TL, the text and line matrices, q/Q), each glyph of each shown string gets
its own positioning operator and its own show operator, and spaces are not shown at all: a word
gap is only the jump to the next glyph's position. The page looks as reportlab drew it; an
extractor must rebuild words and lines from positions.

Drawn per document: `positioning` (`Tm`: an absolute text matrix per glyph; `Td`: the first glyph
of a run by its matrix, the next ones by relative moves; `BT`: each glyph in a text object of its
own), `show` (`Tj` or a one-glyph `TJ` array) and `decimals` (2 or 3: the positions' precision).
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from typing import Any, Final, NoReturn

import numpy as np
import pikepdf

from generator.producers.base import Produced, ProduceInput, Producer, ProducerError
from generator.producers.sheets import save_pdf
from generator.producers.text_layer import (
    MOVE_OPS,
    SHOW_OPS,
    glyph_widths,
    open_pdf,
    page_fonts,
    simple_font,
    space_codes,
)

NAME: Final[str] = "glyph-positioned"
POSITIONING: Final[tuple[str, ...]] = ("Tm", "Td", "BT")
SHOWS: Final[tuple[str, ...]] = ("Tj", "TJ")
DECIMALS: Final[tuple[int, ...]] = (2, 3)
_IDENTITY: Final[tuple[Decimal, ...]] = tuple(Decimal(v) for v in (1, 0, 0, 1, 0, 0))

Matrix = tuple[Decimal, ...]


def _num(value: object) -> Decimal:
    return Decimal(str(value))


def _translate(tx: Decimal, ty: Decimal, m: Matrix) -> Matrix:
    """[1 0 0 1 tx ty] x m."""
    a, b, c, d, e, f = m
    return (a, b, c, d, tx * a + ty * c + e, tx * b + ty * d + f)


@dataclasses.dataclass(frozen=True)
class _TextState:
    """The text state parameters, part of the graphics state (saved by q, restored by Q)."""

    font: str = ""
    size: Decimal = Decimal(0)
    char_space: Decimal = Decimal(0)
    word_space: Decimal = Decimal(0)
    scale: Decimal = Decimal(1)
    leading: Decimal = Decimal(0)


@dataclasses.dataclass(frozen=True)
class GlyphStyle:
    """How the glyphs are written (drawn per document)."""

    positioning: str
    show: str
    decimals: int

    def round(self, value: Decimal) -> Decimal:
        return value.quantize(Decimal(1).scaleb(-self.decimals))


class _Rewriter:
    """Rewrites one page's content stream, glyph by glyph."""

    def __init__(self, page: pikepdf.Page, style: GlyphStyle) -> None:
        self.style = style
        self.fonts = {name: simple_font(font, name, NAME) for name, font in page_fonts(page).items()}
        self.widths = {name: glyph_widths(font) for name, font in self.fonts.items()}
        self.spaces = {name: space_codes(font) for name, font in self.fonts.items()}
        self.state = _TextState()
        self.saved: list[_TextState] = []
        self.tm: Matrix = _IDENTITY
        self.tlm: Matrix = _IDENTITY
        self.out: list[Any] = []  # (operands, operator) pairs and inline images, as unparse_content_stream takes them
        self.last: Matrix = _IDENTITY  # where the previous glyph was written
        self.glyphs = 0

    def rewrite(self, instructions: list[pikepdf.ContentStreamInstruction | pikepdf.ContentStreamInlineImage]
                ) -> bytes:
        for ins in instructions:
            if isinstance(ins, pikepdf.ContentStreamInlineImage):
                self.out.append(ins)
            else:
                self.step(list(ins.operands), str(ins.operator))
        return pikepdf.unparse_content_stream(self.out)

    def emit(self, operands: list[Any], operator: str) -> None:
        self.out.append((operands, pikepdf.Operator(operator)))

    def step(self, operands: list[Any], op: str) -> None:
        s = self.state
        if op == "q":
            self.saved.append(s)
        elif op == "Q" and self.saved:
            self.state = self.saved.pop()
        elif op == "BT":
            self.tm = self.tlm = _IDENTITY
            if self.style.positioning == "BT":
                return
        elif op == "ET" and self.style.positioning == "BT":
            return
        elif op == "Tf":
            self.state = dataclasses.replace(s, font=str(operands[0]), size=_num(operands[1]))
        elif op == "Tc":
            self.state = dataclasses.replace(s, char_space=_num(operands[0]))
        elif op == "Tw":
            self.state = dataclasses.replace(s, word_space=_num(operands[0]))
        elif op == "Tz":
            self.state = dataclasses.replace(s, scale=_num(operands[0]) / 100)
        elif op == "TL":
            self.state = dataclasses.replace(s, leading=_num(operands[0]))
        if op in MOVE_OPS or op in ("'", '"'):
            self.move(operands, op)
        if op in MOVE_OPS:
            return  # the glyphs are positioned one by one below; the run's own moves are not written
        if op in SHOW_OPS:
            if op == '"':
                self.emit(operands[:1], "Tw")
                self.emit(operands[1:2], "Tc")
                self.state = dataclasses.replace(self.state, word_space=_num(operands[0]),
                                                 char_space=_num(operands[1]))
            self.show(operands, op)
            return
        self.emit(operands, op)

    def move(self, operands: list[Any], op: str) -> None:
        if op == "Tm":
            self.tm = self.tlm = tuple(_num(v) for v in operands)
            return
        if op in ("Td", "TD"):
            tx, ty = _num(operands[0]), _num(operands[1])
            if op == "TD":
                self.state = dataclasses.replace(self.state, leading=-ty)
                self.emit([-ty], "TL")
        else:  # T*, ', "
            tx, ty = Decimal(0), -self.state.leading
        self.tm = self.tlm = _translate(tx, ty, self.tlm)

    def show(self, operands: list[Any], op: str) -> None:
        s = self.state
        widths, spaces = self.widths.get(s.font), self.spaces.get(s.font, frozenset())
        if widths is None:
            _unknown_font(s.font)
        items = list(operands[0]) if op == "TJ" else [operands[-1]]
        run_start: Matrix | None = None
        for item in items:
            if not isinstance(item, pikepdf.String):
                self.tm = _translate(-_num(item) / 1000 * s.size * s.scale, Decimal(0), self.tm)
                continue
            for code in bytes(item):
                space = code in spaces
                if not space:
                    run_start = self.place(code, run_start)
                advance = widths[code] / 1000 * s.size + s.char_space + (s.word_space if code == 32 else 0)
                self.tm = _translate(advance * s.scale, Decimal(0), self.tm)

    def place(self, code: int, run_start: Matrix | None) -> Matrix:
        """Write one glyph at the current text matrix; returns the matrix its run was started with."""
        style = self.style
        a, b, c, d, e, f = self.tm
        here: Matrix = (a, b, c, d, style.round(e), style.round(f))
        if style.positioning == "Td" and run_start is not None and run_start[:4] == here[:4] and b == 0 and c == 0:
            # a relative move along the baseline, from the previous glyph's (rounded) origin
            # (each move rounded from where the previous glyph really went: no drift along a line)
            prev = self.last
            dx, dy = style.round((here[4] - prev[4]) / a), style.round((here[5] - prev[5]) / d)
            self.emit([dx, dy], "Td")
            here = (a, b, c, d, prev[4] + dx * a, prev[5] + dy * d)
        else:
            if style.positioning == "BT":
                self.emit([], "BT")
            self.emit(list(here), "Tm")
            run_start = here
        glyph = pikepdf.String(bytes([code]))
        if style.show == "TJ":
            self.emit([pikepdf.Array([glyph])], "TJ")
        else:
            self.emit([glyph], "Tj")
        if style.positioning == "BT":
            self.emit([], "ET")
        self.last = here
        self.glyphs += 1
        return run_start


def _unknown_font(font: str) -> NoReturn:
    raise ProducerError(f"{NAME}: text is shown in {font or 'no font'}, which the page's resources do not name")


def position_glyphs(data: bytes, style: GlyphStyle) -> tuple[bytes, int, int]:
    """`data` with every glyph of every page written on its own: the bytes, the pages, the glyphs written."""
    pdf = open_pdf(data, NAME)
    glyphs = 0
    for page in pdf.pages:
        rewriter = _Rewriter(page, style)
        content = rewriter.rewrite(pikepdf.parse_content_stream(page))
        page.obj.Contents = pdf.make_stream(content)
        glyphs += rewriter.glyphs
    return save_pdf(pdf), len(pdf.pages), glyphs


def _produce(doc: ProduceInput, rng: np.random.Generator) -> Produced:
    style = GlyphStyle(positioning=POSITIONING[int(rng.integers(len(POSITIONING)))],
                       show=SHOWS[int(rng.integers(len(SHOWS)))],
                       decimals=DECIMALS[int(rng.integers(len(DECIMALS)))])
    data, pages, glyphs = position_glyphs(doc.pdf, style)
    return Produced(data, pages, {"positioning": style.positioning, "show": style.show, "decimals": style.decimals,
                                  "glyphs": glyphs})


GLYPH_POSITIONED = Producer(
    name=NAME,
    summary="each character placed by its own positioning operator, no spaces shown: word gaps are only positions",
    produce=_produce,
    parameters={"positioning": "Tm (a text matrix per glyph), Td (relative moves), BT (a text object per glyph)",
                "show": "Tj or TJ (one glyph each)", "decimals": "2 or 3 (the positions' precision)"},
)
