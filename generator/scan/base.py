"""The building block of the scan simulator: a degradation step.

A step is a small frozen dataclass whose fields are its explicit parameters, most of them
`*_range` pairs (lo, hi) from which one value is drawn per page. `apply` takes an image
("L" or "RGB") and a `numpy.random.Generator` that the pipeline derives from
(seed, document, page, step); it returns the new image and the parameters it actually
applied, as JSON-ready values (str, int, float rounded to 4 places, lists of those).
Steps never touch a global RNG, the working directory or the network.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from typing import Any, ClassVar, Final, Literal

import numpy as np
from PIL import Image

from harness.runtime.errors import RagError

Phase = Literal["paper", "ink", "capture", "post"]
PHASES: Final[tuple[str, ...]] = ("paper", "ink", "capture", "post")
Range = tuple[float, float]
Params = dict[str, Any]


class ScanError(RagError):
    """A scan profile, step or output format is invalid."""


def r4(value: float) -> float:
    """Round to 4 places so that recorded floats (and so corpus.json bytes) are stable."""
    out = round(float(value), 4)
    return 0.0 if out == 0 else out


def draw(rng: np.random.Generator, bounds: Range) -> float:
    """One uniform draw from [lo, hi]; always consumes the generator, even when lo == hi."""
    lo, hi = bounds
    return float(lo + (hi - lo) * rng.random())


def draw_int(rng: np.random.Generator, bounds: tuple[int, int]) -> int:
    lo, hi = bounds
    return int(rng.integers(lo, hi + 1))


def white(mode: str) -> int | tuple[int, int, int]:
    return 255 if mode == "L" else (255, 255, 255)


def shade(mode: str, rgb: tuple[int, int, int]) -> int | tuple[int, int, int]:
    """An RGB colour in the image's mode (luma for gray images)."""
    if mode == "L":
        r, g, b = rgb
        return round(0.299 * r + 0.587 * g + 0.114 * b)
    return rgb


@dataclasses.dataclass(frozen=True)
class Strength:
    """How one `*_range` parameter grows with scan severity (generator/scan/severity.py).

    `identity` is the value at which the step does nothing (no rotation: 0; no contrast
    change: 1; JPEG quality 100); `bounds` the values it may take; `integer` rounds it."""

    identity: float
    bounds: tuple[float, float]
    integer: bool = False

    def scale(self, value: Any, gain: float) -> Any:
        """A (lo, hi) range with each end moved away from identity by `gain`, kept in bounds."""
        lo, hi = self.bounds
        ends = [min(hi, max(lo, self.identity + (v - self.identity) * gain)) for v in value]
        if self.integer:
            return (round(ends[0]), round(ends[1]))
        return (r4(ends[0]), r4(ends[1]))


@dataclasses.dataclass(frozen=True)
class Step(ABC):
    """A degradation step; subclasses declare `name` and `phase` and their parameter fields.

    `strength` names the `*_range` parameters that make the step harsher as they move away
    from their identity value; scan severity scales those (the others say where or which:
    a crease's position, a stamp's text and tilt, the lighting's direction)."""

    name: ClassVar[str]
    phase: ClassVar[Phase]
    strength: ClassVar[dict[str, Strength]] = {}

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if field.name.endswith("_range"):
                if len(value) != 2 or value[0] > value[1]:
                    raise ScanError(f"{type(self).__name__}.{field.name} must be (lo, hi) with lo <= hi, got {value!r}")

    @abstractmethod
    def apply(self, image: Image.Image, rng: np.random.Generator) -> tuple[Image.Image, Params]:
        """Degrade `image`; return the new image and the parameters actually applied."""

    def at_gain(self, gain: float) -> Step:
        """This step with its strength ranges scaled by `gain` (1: itself, unchanged)."""
        if gain == 1.0:
            return self
        scaled = {name: spec.scale(getattr(self, name), gain) for name, spec in self.strength.items()}
        return dataclasses.replace(self, **scaled)

    def settings(self) -> dict[str, Any]:
        """The configured parameters (ranges as lists), for `rag-gen profiles` and the record."""
        out: dict[str, Any] = {}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            out[field.name] = list(value) if isinstance(value, tuple) else value
        return out


def ink_mask(image: Image.Image, level: int = 160) -> np.ndarray:
    """True where the page holds ink (dark pixels), on a gray view of the image."""
    gray = image if image.mode == "L" else image.convert("L")
    return np.asarray(gray) < level


def blank_spans(mask_1d: np.ndarray) -> tuple[int, int]:
    """(leading, trailing) counts of False before the first and after the last True."""
    hits = np.flatnonzero(mask_1d)
    if hits.size == 0:
        return (mask_1d.size, 0)
    return (int(hits[0]), int(mask_1d.size - 1 - hits[-1]))
