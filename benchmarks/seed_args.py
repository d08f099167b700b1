"""The argparse types of `--seeds` the benches share: a bad value is argparse's one-line usage error
rather than a traceback.

The text is checked here and kept as given: a bench records `--seeds 42..51` in the command it writes
beside its numbers, and parses the range itself."""

from __future__ import annotations

import argparse

from generator.cli.suite import parse_seeds
from harness.runtime.errors import UsageError


def seed_range(text: str) -> str:
    """`A..B`, both ends included, checked as the suite commands check it (generator.cli.suite.parse_seeds)."""
    try:
        parse_seeds(text)
    except UsageError as exc:
        raise argparse.ArgumentTypeError(str(exc).removeprefix("--seeds: ")) from None
    return text


def seed_list(text: str) -> str:
    """`A..B` as `seed_range` reads it, or seeds separated by commas (`42,44,51`)."""
    if ".." in text:
        return seed_range(text)
    parts = text.split(",")
    if not all(part.strip().isdigit() for part in parts):
        shown = text if len(text) <= 60 else text[:57] + "..."
        raise argparse.ArgumentTypeError(f"expected A..B or seeds separated by commas, got {shown}")
    return text
