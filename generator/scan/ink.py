"""Ink phase: marks added on paper after printing: a rubber stamp and a handwritten note."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from generator.scan.base import (
    Params,
    Range,
    ScanError,
    Step,
    blank_spans,
    draw,
    draw_int,
    ink_mask,
    r4,
    shade,
)

_REDUCE = 4  # ink maps for placement are computed on a 1/4-size view of the page


@cache
def stamp_font_path() -> str:
    """Bitstream Vera Sans Bold, shipped inside reportlab: no system font, no download."""
    import reportlab

    path = Path(reportlab.__file__).parent / "fonts" / "VeraBd.ttf"
    if not path.is_file():
        raise ScanError(f"the stamp font is missing: {path}")
    return str(path)


@cache
def _font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(stamp_font_path(), size)


@dataclass(frozen=True)
class Stamp(Step):
    """A rubber stamp ("RECEIVED", "COPY") in a box, tilted, with uneven ink.

    It goes where it covers the least printed ink among `candidates` random spots, so it
    marks the page without hiding its values. `size_range` is the letter height as a
    fraction of the page width; `opacity_range` how solid the ink is.
    """

    name = "stamp"
    phase = "ink"
    texts: tuple[str, ...] = ("RECEIVED", "COPY")
    size_range: Range = (0.03, 0.045)
    angle_range: Range = (-14.0, 14.0)
    opacity_range: Range = (0.55, 0.8)
    color: tuple[int, int, int] = (190, 30, 40)
    candidates: int = 8

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.texts or self.candidates < 1:
            raise ScanError("Stamp needs at least one text and one candidate position")

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        w = image.width
        text = self.texts[int(rng.integers(len(self.texts)))]
        size = draw(rng, self.size_range)
        angle = draw(rng, self.angle_range)
        opacity = draw(rng, self.opacity_range)
        font_px = max(8, round(size * w))
        font = _font(font_px)
        left, top, right, bottom = (int(v) for v in font.getbbox(text))
        pad, border = max(2, font_px // 3), max(2, font_px // 10)
        box = (right - left + 2 * (pad + border), bottom - top + 2 * (pad + border))
        mask = Image.new("L", box, 0)
        pen = ImageDraw.Draw(mask)
        pen.rectangle((0, 0, box[0] - 1, box[1] - 1), outline=255, width=border)
        pen.text((pad + border - left, pad + border - top), text, font=font, fill=255)
        mask = mask.rotate(angle, resample=Image.Resampling.BILINEAR, expand=True)
        texture = np.float32(0.65) + np.float32(0.35) * rng.random((mask.height, mask.width), dtype=np.float32)
        alpha = np.asarray(mask, dtype=np.float32) * texture * np.float32(opacity)
        x, y, overlap = _least_ink_spot(image, mask.size, rng, self.candidates)
        stamped = image.copy()
        ink = Image.new(image.mode, mask.size, shade(image.mode, self.color))
        stamped.paste(ink, (x, y), Image.fromarray(np.clip(alpha + 0.5, 0, 255).astype(np.uint8)))
        return stamped, {
            "text": text,
            "x": x,
            "y": y,
            "fontPx": font_px,
            "angle": r4(angle),
            "opacity": r4(opacity),
            "inkOverlap": r4(overlap),
        }


def _least_ink_spot(
    image: Image.Image, size: tuple[int, int], rng: np.random.Generator, candidates: int
) -> tuple[int, int, float]:
    """The candidate top-left corner whose box covers the least ink (first one on ties)."""
    w, h = image.size
    small = ink_mask((image if image.mode == "L" else image.convert("L")).reduce(_REDUCE))
    table = np.zeros((small.shape[0] + 1, small.shape[1] + 1), dtype=np.int64)
    table[1:, 1:] = small.cumsum(0).cumsum(1)
    sw, sh = max(1, size[0] // _REDUCE), max(1, size[1] // _REDUCE)
    best: tuple[int, int, float] | None = None
    for _ in range(candidates):
        x = int(rng.integers(0, max(1, w - size[0])))
        y = int(rng.integers(0, max(1, h - size[1])))
        cx, cy = min(x // _REDUCE, small.shape[1] - 1), min(y // _REDUCE, small.shape[0] - 1)
        x2, y2 = min(cx + sw, small.shape[1]), min(cy + sh, small.shape[0])
        inked = table[y2, x2] - table[cy, x2] - table[y2, cx] + table[cy, cx]
        overlap = float(inked) / float(sw * sh)
        if best is None or overlap < best[2]:
            best = (x, y, overlap)
    assert best is not None
    return best


@dataclass(frozen=True)
class MarginNote(Step):
    """A handwritten-looking note in the emptier of the top and bottom margins.

    Each word is one pen stroke through looping letters (a jittered prolate cycloid, some
    letters with ascenders or descenders), slanted and on a tilted baseline, sometimes
    underlined. `height_range` is the x-height and `pen_range` the pen width, both as a
    fraction of the page width.
    """

    name = "margin-note"
    phase = "ink"
    words_range: tuple[int, int] = (1, 3)
    letters_range: tuple[int, int] = (3, 7)
    height_range: Range = (0.009, 0.014)
    pen_range: Range = (0.0007, 0.0012)
    slant_range: Range = (0.1, 0.35)
    angle_range: Range = (-3.0, 3.0)
    color: tuple[int, int, int] = (25, 45, 150)

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        w, h = image.size
        words = draw_int(rng, self.words_range)
        letters = [draw_int(rng, self.letters_range) for _ in range(words)]
        x_height = draw(rng, self.height_range) * w
        pen = max(1, round(draw(rng, self.pen_range) * w))
        slant = draw(rng, self.slant_range)
        angle = draw(rng, self.angle_range)
        underline = bool(rng.random() < 0.5)
        rows = np.asarray(ink_mask((image if image.mode == "L" else image.convert("L")).reduce(_REDUCE)).any(axis=1))
        top_blank, bottom_blank = (n * _REDUCE for n in blank_spans(rows))
        margin, room = ("top", top_blank) if top_blank >= bottom_blank else ("bottom", bottom_blank)
        x_height = max(4.0, min(x_height, room / 4.0))
        advance = 0.9 * x_height
        width = sum(n * advance for n in letters) + (words - 1) * 1.3 * x_height
        if width > 0.85 * w:
            scale = 0.85 * w / width
            x_height, advance, width = x_height * scale, advance * scale, width * scale
        x0 = 0.05 * w + rng.random() * max(0.0, 0.9 * w - width)
        centre = room / 2 if margin == "top" else h - room / 2
        base = centre + 0.5 * x_height
        strokes = _handwriting(rng, letters, x0, base, x_height, advance, slant)
        if underline:
            strokes.append([(x0, base + 1.6 * x_height),
                            (x0 + width, base + 1.6 * x_height + rng.normal(0, 0.3) * x_height)])
        cos_a, sin_a = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        noted = image.copy()
        pen_draw = ImageDraw.Draw(noted)
        colour = shade(image.mode, self.color)
        for stroke in strokes:
            turned = [
                (x0 + (px - x0) * cos_a - (py - base) * sin_a, base + (px - x0) * sin_a + (py - base) * cos_a)
                for px, py in stroke
            ]
            pen_draw.line([(round(px, 2), round(py, 2)) for px, py in turned], fill=colour, width=pen, joint="curve")
        return noted, {
            "margin": margin,
            "x": round(x0),
            "baseline": round(base),
            "words": words,
            "letters": sum(letters),
            "xHeight": r4(x_height),
            "pen": pen,
            "slant": r4(slant),
            "angle": r4(angle),
            "underline": underline,
        }


def _handwriting(
    rng: np.random.Generator,
    letters: list[int],
    x0: float,
    base: float,
    x_height: float,
    advance: float,
    slant: float,
) -> list[list[tuple[float, float]]]:
    """One polyline per word: looping strokes whose heights vary like cursive letters."""
    strokes = []
    x = x0
    steps = np.linspace(0.0, 2 * np.pi, 12, endpoint=False)
    for count in letters:
        points: list[tuple[float, float]] = []
        for _ in range(count):
            kind = rng.random()
            tall = 2.4 if kind < 0.25 else 1.0
            deep = 1.1 if 0.25 <= kind < 0.38 else 0.0
            loop = 0.5 + 0.8 * rng.random()
            jitter = rng.normal(0.0, 0.06 * x_height, size=(steps.size, 2))
            for k, t in enumerate(steps):
                px = x + advance * t / (2 * np.pi) - loop * 0.3 * advance * math.sin(t)
                lift = (1 - math.cos(t)) / 2
                py = base - tall * x_height * lift if t < np.pi or deep == 0 else base + deep * x_height * lift
                py += jitter[k, 1]
                px += jitter[k, 0] + slant * (base - py)
                points.append((float(px), float(py)))
            x += advance
        points.append((x, base))
        strokes.append(points)
        x += 1.3 * x_height
    return strokes
