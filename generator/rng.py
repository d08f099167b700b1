"""Derived randomness: every RNG comes from (seed, entity or document, purpose).

No global RNG is ever seeded or read. A derived integer is the first 8 bytes of the
SHA-256 of the parts' text, so it does not depend on Python's hash randomization.
"""

from __future__ import annotations

import hashlib
import random
from functools import lru_cache

from faker import Faker


def derive_int(*parts: object) -> int:
    """A 64-bit integer derived from `parts` (ints and strings), stable across processes."""
    text = "\x1f".join(f"{type(p).__name__}:{p}" for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def rng_for(*parts: object) -> random.Random:
    """A private `random.Random` for one purpose, e.g. `rng_for(seed, "bank", 2, "apy")`."""
    return random.Random(derive_int(*parts))


@lru_cache(maxsize=4)
def _faker(locale: str) -> Faker:
    return Faker(locale)


def faker_for(*parts: object, locale: str = "en_US") -> Faker:
    """A Faker instance seeded for one purpose with `seed_instance` (never `Faker.seed`).

    One instance per locale is reused (reseeding is cheaper than creating one:
    docs/benchmarks.md) and reseeded on every call, so the caller must finish drawing
    before asking for the next purpose.
    """
    fake = _faker(locale)
    fake.seed_instance(derive_int(*parts))
    return fake
