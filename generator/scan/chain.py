"""Run a profile's steps over one page image, each with its own derived random generator."""

from __future__ import annotations

import zlib
from typing import Any

import numpy as np
from PIL import Image

from generator.scan.base import ScanError
from generator.scan.profiles import Profile


def _code(text: str) -> int:
    return zlib.crc32(text.encode("utf-8"))


def check_index(label: str, value: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ScanError(f"{label} must be a non-negative integer, got {value!r}")
    return value


def step_rng(seed: int, doc_index: int, page_index: int, position: int, profile: str, step: str) -> np.random.Generator:
    """The generator of one step on one page: derived from (seed, document, page, step) only."""
    return np.random.default_rng([seed, doc_index, page_index, position, _code(profile), _code(step)])


def degrade_page(
    image: Image.Image, profile: Profile, seed: int, doc_index: int, page_index: int
) -> tuple[Image.Image, dict[str, Any]]:
    """The degraded page and its record: size and, per step, the parameters it applied."""
    check_index("seed", seed)
    check_index("document index", doc_index)
    check_index("page index", page_index)
    img = image.convert(profile.working_mode)
    size = img.size
    applied = []
    for position, step in enumerate(profile.steps):
        rng = step_rng(seed, doc_index, page_index, position, profile.name, step.name)
        img, params = step.apply(img, rng)
        if img.size != size:
            raise ScanError(f"step {step.name} changed the page size from {size} to {img.size}")
        applied.append({"step": step.name, "phase": step.phase, **params})
    return img, {"page": page_index + 1, "width": size[0], "height": size[1], "steps": applied}
