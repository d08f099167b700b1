"""Post phase: what software did to the captured image: tone curve, thresholding, speckle, JPEG."""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import ClassVar

import numpy as np
from PIL import Image

from generator.scan.base import Params, Range, Step, Strength, draw, draw_int, r4


@dataclass(frozen=True)
class BrightnessContrastGamma(Step):
    """A tone curve: white point (background suppression), gamma, contrast, brightness.

    Levels at or above `white_point_range` become paper white (what scanners do to keep
    files small); `gamma_range` > 1 darkens mid-tones; `contrast_range` stretches around
    mid-gray; `brightness_range` shifts by gray levels.
    """

    name = "brightness-contrast-gamma"
    phase = "post"
    strength: ClassVar[dict[str, Strength]] = {
        "brightness_range": Strength(0.0, (-80.0, 80.0)),
        "contrast_range": Strength(1.0, (0.3, 3.0)),
        "gamma_range": Strength(1.0, (0.3, 3.0)),
        "white_point_range": Strength(255.0, (150.0, 255.0)),
    }
    brightness_range: Range = (-8.0, 8.0)
    contrast_range: Range = (0.95, 1.1)
    gamma_range: Range = (0.9, 1.1)
    white_point_range: Range = (255.0, 255.0)

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        brightness = r4(draw(rng, self.brightness_range))
        contrast = r4(draw(rng, self.contrast_range))
        gamma = r4(draw(rng, self.gamma_range))
        white_point = r4(draw(rng, self.white_point_range))
        x = np.minimum(np.arange(256, dtype=np.float64) / white_point, 1.0)
        x = x**gamma
        x = (x - 0.5) * contrast + 0.5
        lut = np.clip(np.rint(x * 255 + brightness), 0, 255).astype(int).tolist()
        out = image.point(lut * len(image.getbands()))
        return out, {"brightness": brightness, "contrast": contrast, "gamma": gamma, "whitePoint": white_point}


@dataclass(frozen=True)
class SaltPepperSpeckle(Step):
    """Dust and toner specks: `amount_range` is the share of page cells hit; `salt_ratio_range`
    the share of them that are white (dropouts) rather than black; `dot_range` their size in pixels."""

    name = "salt-pepper-speckle"
    phase = "post"
    strength: ClassVar[dict[str, Strength]] = {
        "amount_range": Strength(0.0, (0.0, 0.05)),
        "dot_range": Strength(0.0, (1, 6), integer=True),
    }
    amount_range: Range = (0.0005, 0.002)
    salt_ratio_range: Range = (0.2, 0.4)
    dot_range: tuple[int, int] = (1, 2)

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        amount = r4(draw(rng, self.amount_range))
        salt_ratio = r4(draw(rng, self.salt_ratio_range))
        dot = draw_int(rng, self.dot_range)
        w, h = image.size
        count = round(amount * w * h / (dot * dot))
        ys = rng.integers(0, max(1, h - dot + 1), size=count)
        xs = rng.integers(0, max(1, w - dot + 1), size=count)
        salt = rng.random(count) < salt_ratio
        arr = np.array(image)
        values = np.where(salt, 255, 0).astype(np.uint8)
        if arr.ndim == 3:
            values = values[:, None]
        for dy in range(dot):
            for dx in range(dot):
                arr[ys + dy, xs + dx] = values
        return Image.fromarray(arr), {"amount": amount, "saltRatio": salt_ratio, "dot": dot, "count": count}


@dataclass(frozen=True)
class Binarize(Step):
    """Black and white only, as a fax sends it: threshold at `threshold_range`, with
    Floyd-Steinberg error diffusion when `dither` (gray areas turn into dot patterns).
    The result is a gray ("L") image holding only 0 and 255."""

    name = "binarize"
    phase = "post"
    strength: ClassVar[dict[str, Strength]] = {"threshold_range": Strength(128.0, (40.0, 215.0))}
    threshold_range: Range = (120.0, 150.0)
    dither: bool = True

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        threshold = round(draw(rng, self.threshold_range))
        gray = image if image.mode == "L" else image.convert("L")
        lut = [min(255, max(0, v + 128 - threshold)) for v in range(256)]
        shifted = gray.point(lut)
        method = Image.Dither.FLOYDSTEINBERG if self.dither else Image.Dither.NONE
        return shifted.convert("1", dither=method).convert("L"), {"threshold": threshold, "dither": self.dither}


@dataclass(frozen=True)
class JpegRecompression(Step):
    """A round trip through JPEG at a quality from `quality_range` (blocking, ringing)."""

    name = "jpeg-recompression"
    phase = "post"
    strength: ClassVar[dict[str, Strength]] = {"quality_range": Strength(100.0, (5, 100), integer=True)}
    quality_range: tuple[int, int] = (55, 80)

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        quality = draw_int(rng, self.quality_range)
        buf = io.BytesIO()
        image.save(buf, "JPEG", quality=quality, optimize=False, progressive=False, subsampling=2)
        buf.seek(0)
        with Image.open(buf) as decoded:
            decoded.load()
            out = decoded.convert(image.mode)
        return out, {"quality": quality}
