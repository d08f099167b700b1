"""Paper phase: what happened to the sheet before it met the scanner."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PIL import Image

from generator.scan.base import Params, Range, Step, draw, r4


@dataclass(frozen=True)
class FoldCrease(Step):
    """A fold line across the page: a dark crease with a faint highlight beside it.

    `position_range` is where the fold crosses the page centre, as a fraction of the page
    height; `angle_range` its tilt in degrees; `darkness_range` the fraction of brightness
    lost on the crease; `width_range` the crease's half-width in pixels.
    """

    name = "fold-crease"
    phase = "paper"
    position_range: Range = (0.3, 0.7)
    angle_range: Range = (-1.5, 1.5)
    darkness_range: Range = (0.12, 0.3)
    width_range: Range = (1.5, 4.0)

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        w, h = image.size
        position = draw(rng, self.position_range)
        angle = draw(rng, self.angle_range)
        darkness = draw(rng, self.darkness_range)
        width = draw(rng, self.width_range)
        params: Params = {"position": r4(position), "angle": r4(angle), "darkness": r4(darkness), "width": r4(width)}
        y0 = position * h
        slope = math.tan(math.radians(angle))
        reach = abs(slope) * w / 2 + 8 * width + 2
        top, bottom = max(0, int(y0 - reach)), min(h, math.ceil(y0 + reach) + 1)
        if bottom <= top:
            return image.copy(), params
        ys = np.arange(top, bottom, dtype=np.float32)[:, None]
        xs = np.arange(w, dtype=np.float32)[None, :]
        d = ((ys - np.float32(y0) - np.float32(slope) * (xs - np.float32(w / 2)))
             * np.float32(math.cos(math.radians(angle))))
        core = np.exp(-((d / np.float32(width)) ** 2))
        glow = np.exp(-(((d - np.float32(2.5 * width)) / np.float32(1.5 * width)) ** 2))
        factor = np.float32(1) - np.float32(darkness) * core + np.float32(0.4 * darkness) * glow
        band = np.asarray(image.crop((0, top, w, bottom)), dtype=np.float32)
        if band.ndim == 3:
            factor = factor[..., None]
        out = image.copy()
        out.paste(Image.fromarray(np.clip(band * factor + 0.5, 0, 255).astype(np.uint8)), (0, top))
        return out, params
