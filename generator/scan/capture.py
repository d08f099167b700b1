"""Capture phase: what the scanner, fax machine or phone camera did while taking the image."""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist
from typing import ClassVar, Literal

import numpy as np
from PIL import Image, ImageChops, ImageFilter

from generator.scan.base import Params, Range, ScanError, Step, Strength, draw, r4, shade

_EDGES = ("top", "right", "bottom", "left")


@dataclass(frozen=True)
class Rotation(Step):
    """Skew: the page sat crooked on the glass. `angle_range` in degrees, counter-clockwise."""

    name = "rotation"
    phase = "capture"
    strength: ClassVar[dict[str, Strength]] = {"angle_range": Strength(0.0, (-10.0, 10.0))}
    angle_range: Range = (-1.0, 1.0)
    fill: tuple[int, int, int] = (255, 255, 255)

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        angle = draw(rng, self.angle_range)
        out = image.rotate(
            angle, resample=Image.Resampling.BILINEAR, expand=False, fillcolor=shade(image.mode, self.fill)
        )
        return out, {"angle": r4(angle)}


def perspective_coefficients(
    dst: list[tuple[int, int]], src: list[tuple[int, int]]
) -> tuple[float, ...]:
    """The 8 coefficients Pillow's PERSPECTIVE transform needs to send dst corners to src corners."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs.extend([u, v])
    solved = np.linalg.solve(np.array(rows, dtype=np.float64), np.array(rhs, dtype=np.float64))
    return tuple(round(float(c), 12) for c in solved)


@dataclass(frozen=True)
class PerspectiveWarp(Step):
    """A phone held at an angle: each page corner pulled inward by a fraction of the page.

    `shift_range` is that fraction, drawn per corner and axis; the uncovered frame shows
    the table (`background`).
    """

    name = "perspective-warp"
    phase = "capture"
    strength: ClassVar[dict[str, Strength]] = {"shift_range": Strength(0.0, (0.0, 0.15))}
    shift_range: Range = (0.005, 0.045)
    background: tuple[int, int, int] = (72, 66, 60)

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        w, h = image.size
        shifts = [(draw(rng, self.shift_range), draw(rng, self.shift_range)) for _ in range(4)]
        signs = [(1, 1), (-1, 1), (-1, -1), (1, -1)]
        src = [(0, 0), (w, 0), (w, h), (0, h)]
        dst = [
            (round(x + sx * fx * w), round(y + sy * fy * h))
            for (x, y), (fx, fy), (sx, sy) in zip(src, shifts, signs, strict=True)
        ]
        coeffs = perspective_coefficients(dst, src)
        out = image.transform(
            image.size,
            Image.Transform.PERSPECTIVE,
            coeffs,
            resample=Image.Resampling.BILINEAR,
            fillcolor=shade(image.mode, self.background),
        )
        return out, {"corners": [[x, y] for x, y in dst]}


@dataclass(frozen=True)
class UnevenLighting(Step):
    """Light falling off across the page, plus the soft shadow of a hand or phone from one edge.

    `strength_range`: brightness lost at the dark end of the gradient; `shadow_range`:
    brightness lost under the shadow; `depth_range`: how far the shadow reaches in, as a
    fraction of the page. The light field is computed at 1/16 size and scaled up.
    """

    name = "uneven-lighting"
    phase = "capture"
    strength: ClassVar[dict[str, Strength]] = {
        "strength_range": Strength(0.0, (0.0, 0.8)),
        "shadow_range": Strength(0.0, (0.0, 0.8)),
        "depth_range": Strength(0.0, (0.01, 0.5)),
    }
    strength_range: Range = (0.08, 0.3)
    shadow_range: Range = (0.0, 0.3)
    depth_range: Range = (0.05, 0.25)

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        w, h = image.size
        direction = draw(rng, (0.0, 360.0))
        strength = draw(rng, self.strength_range)
        darkness = draw(rng, self.shadow_range)
        depth = draw(rng, self.depth_range)
        edge = _EDGES[int(rng.integers(4))]
        lw, lh = max(2, w // 16), max(2, h // 16)
        ys, xs = np.mgrid[0:lh, 0:lw].astype(np.float64)
        u, v = xs / (lw - 1), ys / (lh - 1)
        theta = math.radians(direction)
        ramp = u * math.cos(theta) + v * math.sin(theta)
        ramp = (ramp - ramp.min()) / max(1e-9, float(ramp.max() - ramp.min()))
        field = 1.0 - strength * ramp
        inward = {"top": v, "bottom": 1 - v, "left": u, "right": 1 - u}[edge]
        field *= 1.0 - darkness / (1.0 + np.exp((inward - depth) / 0.02))
        light = Image.fromarray(np.clip(field * 255 + 0.5, 0, 255).astype(np.uint8)).resize(
            (w, h), Image.Resampling.BILINEAR
        )
        if image.mode == "RGB":
            light = Image.merge("RGB", (light, light, light))
        return ImageChops.multiply(image, light), {
            "direction": r4(direction),
            "strength": r4(strength),
            "shadowEdge": edge,
            "shadowDarkness": r4(darkness),
            "shadowDepth": r4(depth),
        }


@dataclass(frozen=True)
class Blur(Step):
    """Optics out of focus or a dirty glass: a gaussian blur of sigma `radius_range` pixels.

    Up to `kernel_limit` it is a 3x3 gaussian kernel (the tails beyond one pixel are
    negligible there, and the kernel is cheaper: docs/benchmarks.md); above, Pillow's GaussianBlur.
    """

    name = "blur"
    phase = "capture"
    strength: ClassVar[dict[str, Strength]] = {"radius_range": Strength(0.0, (0.0, 4.0))}
    radius_range: Range = (0.4, 0.9)
    kernel_limit: float = 0.8

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        radius = r4(draw(rng, self.radius_range))
        if radius <= 0:
            return image.copy(), {"radius": radius, "kernel": "none"}
        if radius <= self.kernel_limit:
            side = math.exp(-1.0 / (2.0 * radius * radius))
            weights = [side * side, side, side * side, side, 1.0, side, side * side, side, side * side]
            kernel = ImageFilter.Kernel((3, 3), weights, scale=sum(weights))
            return image.filter(kernel), {"radius": radius, "kernel": "3x3"}
        return image.filter(ImageFilter.GaussianBlur(radius)), {"radius": radius, "kernel": "gaussian"}


@dataclass(frozen=True)
class DownUpSample(Step):
    """A low-resolution sensor: shrink by a factor per axis (area average), then scale back.

    The page keeps its size; the record holds the low resolution it went through. Fax is
    `scale_y_range=(0.5, 0.5)` with `restore="nearest"`: 200x100 dpi shown at 200x200.
    """

    name = "down-up-sample"
    phase = "capture"
    strength: ClassVar[dict[str, Strength]] = {
        "scale_x_range": Strength(1.0, (0.35, 1.0)),
        "scale_y_range": Strength(1.0, (0.35, 1.0)),
    }
    scale_x_range: Range = (1.0, 1.0)
    scale_y_range: Range = (0.5, 0.5)
    restore: Literal["nearest", "bilinear"] = "nearest"

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.restore not in ("nearest", "bilinear"):
            raise ScanError(f"DownUpSample.restore must be 'nearest' or 'bilinear', got {self.restore!r}")
        lowest = min(self.scale_x_range[0], self.scale_y_range[0])
        if lowest <= 0 or max(self.scale_x_range[1], self.scale_y_range[1]) > 1:
            raise ScanError("DownUpSample scales must lie in (0, 1]")

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        w, h = image.size
        sx, sy = draw(rng, self.scale_x_range), draw(rng, self.scale_y_range)
        low = (max(1, round(w * sx)), max(1, round(h * sy)))
        small = image.resize(low, Image.Resampling.BOX)
        method = Image.Resampling.NEAREST if self.restore == "nearest" else Image.Resampling.BILINEAR
        return small.resize((w, h), method), {
            "scaleX": r4(sx),
            "scaleY": r4(sy),
            "lowSize": [low[0], low[1]],
            "restore": self.restore,
        }


@dataclass(frozen=True)
class GaussianNoise(Step):
    """Sensor noise: zero-mean gaussian, `sigma_range` in gray levels, the same on every channel.

    Each pixel draws one random byte that indexes the 256 quantiles of N(0, sigma) (a
    gaussian quantized to 256 levels): one byte per pixel instead of a float (docs/benchmarks.md).
    """

    name = "gaussian-noise"
    phase = "capture"
    strength: ClassVar[dict[str, Strength]] = {"sigma_range": Strength(0.0, (0.0, 40.0))}
    sigma_range: Range = (2.0, 5.0)

    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        sigma = r4(draw(rng, self.sigma_range))
        table = _noise_table(sigma)
        arr = np.asarray(image)
        picks = np.frombuffer(rng.bytes(arr.shape[0] * arr.shape[1]), dtype=np.uint8).reshape(arr.shape[:2])
        noise = table[picks]
        if arr.ndim == 3:
            noise = noise[..., None]
        out = arr.astype(np.int16)
        out += noise
        np.clip(out, 0, 255, out=out)
        return Image.fromarray(out.astype(np.uint8)), {"sigma": sigma}


def _noise_table(sigma: float) -> np.ndarray:
    unit = NormalDist()
    return np.array([round(sigma * unit.inv_cdf((i + 0.5) / 256)) for i in range(256)], dtype=np.int16)
