"""A suite whose seeds come from a secret phrase: hidden until the phrase is revealed.

A maintainer writes `rag-gen suite test --seed-phrase TEXT`, runs the pipelines submitted to a
leaderboard on it and publishes the results with suite.json's `seedPhraseSha256`; nobody could
tune on households they cannot make. Revealing the phrase later lets anyone regenerate the suite
and check, with `rag-gen verify SUITE --seed-phrase TEXT`, that the published hash commits to it
and that the seeds are the phrase's.

Household i's seed is `SEED_BASE + derive_int(PURPOSE, phrase, i) % SEED_SPAN` (generator/rng.py's
SHA-256 derivation), so the seeds never fall among the named suites' (100-111, 1000-1011); a seed
already taken is drawn again with the next counter. The hash is SHA-256 of the purpose and the
phrase: it hides a long random phrase, not a short or guessable one, so a phrase must have at
least MIN_PHRASE_CHARACTERS characters.
"""

from __future__ import annotations

import hashlib
from typing import Final

from generator.rng import derive_int
from harness.runtime.errors import UsageError

PURPOSE: Final[str] = "rag-gen seed phrase"
SEED_BASE: Final[int] = 1_000_000
SEED_SPAN: Final[int] = 1_000_000_000
MIN_PHRASE_CHARACTERS: Final[int] = 16


def check_phrase(phrase: str) -> str:
    if len(phrase) < MIN_PHRASE_CHARACTERS:
        raise UsageError(f"--seed-phrase must have at least {MIN_PHRASE_CHARACTERS} characters (it has "
                         f"{len(phrase)}): a short phrase can be guessed from its published hash")
    return phrase


def phrase_sha256(phrase: str) -> str:
    """What suite.json records and a leaderboard publishes: SHA-256 of the purpose and the phrase."""
    return hashlib.sha256(f"{PURPOSE}\x1f{check_phrase(phrase)}".encode()).hexdigest()


def phrase_seeds(phrase: str, households: int) -> tuple[int, ...]:
    """The `households` distinct seeds the phrase derives, in order."""
    check_phrase(phrase)
    seeds: list[int] = []
    counter = 0
    while len(seeds) < households:
        seed = SEED_BASE + derive_int(PURPOSE, phrase, counter) % SEED_SPAN
        counter += 1
        if seed not in seeds:
            seeds.append(seed)
    return tuple(seeds)
