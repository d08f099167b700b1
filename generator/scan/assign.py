"""Which documents of a corpus are delivered as scans, with which profile and file format.

Pure and seeded: every choice comes from (seed, document index, purpose), so a corpus
plan gets the same scans in any process. The rules:

- `ratio` (0..1) of the documents are scans: exactly round(ratio * n), or more when
  coverage needs more; 0 means none.
- With `cover_types` (the default and large corpora) every typed docType and the
  lookalikes have at least one scanned document, and every profile and every file
  format (pdf, png, jpeg, tiff) appears when there are enough scans.
- Always (when there are at least two scans) one image-only PDF and one image (png or
  jpeg) are among them. A document expected to have several pages is scanned to pdf or
  tiff only (one file, all pages).
- One born-digital typed document is also delivered as a scanned copy (`duplicate_of`),
  a duplicate the pipeline under test should cope with.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

import numpy as np

from generator.scan.choose import choose_format, choose_profile
from generator.scan.encode import FORMATS, MULTI_PAGE
from generator.scan.profiles import PROFILE_NAMES, get_profile
from harness.runtime.settings import SettingError

PURPOSE_SCAN: Final[int] = 4100
PURPOSE_DUPLICATE: Final[int] = 4103
IMAGE_FORMATS: Final[tuple[str, ...]] = ("png", "jpeg")


@dataclass(frozen=True)
class Candidate:
    """A planned document as the assignment sees it."""

    index: int
    kind: str  # "typed", "lookalike" or "untyped"
    doc_type: str | None
    pages: int = 1  # expected page count: a multi-page document is scanned to pdf or tiff only


@dataclass(frozen=True)
class ScanChoice:
    profile: str
    format: str


@dataclass(frozen=True)
class ScanAssignment:
    scans: dict[int, ScanChoice]  # document index -> how it is scanned
    duplicate_of: int | None = None  # a born-digital document that also gets a scanned copy
    duplicate: ScanChoice | None = None  # how that copy is scanned (it takes the next free index)


def check_ratio(ratio: float) -> float:
    if isinstance(ratio, bool) or not isinstance(ratio, int | float) or not 0.0 <= float(ratio) <= 1.0:
        raise SettingError(f"--scan-ratio must be between 0 and 1, got {ratio!r}")
    return float(ratio)


def _draw(seed: int, index: int, purpose: int) -> float:
    return float(np.random.default_rng([seed, index, purpose]).random())


def assign_scans(candidates: Sequence[Candidate], seed: int, ratio: float, cover_types: bool) -> ScanAssignment:
    ratio = check_ratio(ratio)
    if ratio == 0.0 or not candidates:
        return ScanAssignment({})
    draws = {c.index: _draw(seed, c.index, PURPOSE_SCAN) for c in candidates}
    by_draw = sorted(candidates, key=lambda c: (draws[c.index], c.index))
    forced: list[int] = []
    if cover_types:
        groups: dict[str, list[Candidate]] = {}
        for c in candidates:
            key = c.doc_type if c.kind == "typed" and c.doc_type else ("lookalike" if c.kind == "lookalike" else "")
            if key:
                groups.setdefault(key, []).append(c)
        for key in sorted(groups):
            forced.append(min(groups[key], key=lambda c: (draws[c.index], c.index)).index)
    target = max(round(ratio * len(candidates)), min(2, len(candidates)), len(set(forced)))
    chosen = list(dict.fromkeys(forced))
    for c in by_draw:
        if len(chosen) >= target:
            break
        if c.index not in chosen:
            chosen.append(c.index)
    order = sorted(chosen, key=lambda i: (draws[i], i))
    profiles = {i: choose_profile(seed, i) for i in order}
    if cover_types:
        held: set[int] = set()
        for name in PROFILE_NAMES:
            _ensure(order, profiles, (name,), lambda i, p: True, held)
    pages = {c.index: c.pages for c in candidates}
    formats = {i: choose_format(profiles[i], seed, i, pages[i]) for i in order}

    def allowed(i: int, fmt: str) -> bool:
        return fmt in get_profile(profiles[i]).formats and (pages[i] == 1 or fmt in MULTI_PAGE)

    pinned: set[int] = set()
    for needed in ([(f,) for f in FORMATS] if cover_types else []) + [("pdf",), IMAGE_FORMATS]:
        _ensure(order, formats, needed, allowed, pinned)
    scans = {i: ScanChoice(profiles[i], formats[i]) for i in sorted(order)}
    born_digital = [c for c in candidates if c.kind == "typed" and c.index not in scans]
    if not born_digital:
        return ScanAssignment(scans)
    source = min(born_digital, key=lambda c: (_draw(seed, c.index, PURPOSE_DUPLICATE), c.index))
    copy_index = max(c.index for c in candidates) + 1
    profile = choose_profile(seed, copy_index)
    return ScanAssignment(
        scans, source.index, ScanChoice(profile, choose_format(profile, seed, copy_index, source.pages))
    )


def _ensure(
    order: list[int],
    current: dict[int, str],
    values: tuple[str, ...],
    allowed: Callable[[int, str], bool],
    pinned: set[int],
) -> None:
    """Make one document hold one of `values` and pin it: keep the first holder in draw
    order, or give the first unpinned document that may take it the first value it may."""
    for i in order:
        if current[i] in values:
            pinned.add(i)
            return
    for i in order:
        if i in pinned:
            continue
        for value in values:
            if allowed(i, value):
                current[i] = value
                pinned.add(i)
                return


