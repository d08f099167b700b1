"""Seeded choices a corpus writer makes per document: which profile, which file format."""

from __future__ import annotations

from typing import Final

import numpy as np

from generator.scan.chain import check_index
from generator.scan.encode import MULTI_PAGE
from generator.scan.profiles import PROFILES, get_profile

# Purpose codes keep these draws apart from every other draw about the same document.
PURPOSE_PROFILE: Final[int] = 4101
PURPOSE_FORMAT: Final[int] = 4102

# How often each profile is picked for a scanned document (clean scans are rare).
PROFILE_WEIGHTS: Final[dict[str, float]] = {
    "office-scan": 0.35,
    "phone-photo": 0.25,
    "photocopy": 0.15,
    "fax": 0.15,
    "clean": 0.10,
}


def choose_profile(seed: int, doc_index: int) -> str:
    check_index("seed", seed)
    check_index("document index", doc_index)
    names = sorted(PROFILE_WEIGHTS)
    weights = np.array([PROFILE_WEIGHTS[n] for n in names])
    rng = np.random.default_rng([seed, doc_index, PURPOSE_PROFILE])
    return names[int(rng.choice(len(names), p=weights / weights.sum()))]


def choose_format(profile: str, seed: int, doc_index: int, pages: int) -> str:
    """One of the profile's formats; a multi-page document only as pdf or tiff (one file)."""
    check_index("seed", seed)
    check_index("document index", doc_index)
    formats = list(get_profile(profile).formats)
    if pages > 1:
        formats = [f for f in formats if f in MULTI_PAGE] or ["pdf"]
    rng = np.random.default_rng([seed, doc_index, PURPOSE_FORMAT])
    return formats[int(rng.integers(len(formats)))]


assert set(PROFILE_WEIGHTS) == set(PROFILES)
