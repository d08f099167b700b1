"""The settings of a corpus in the hand-written layout families, written by reportlab alone.

Since issue 26 and 27 a corpus is drawn in procedural layouts and written by the producer mix by
default. The tests that pin what the bundled ingest reads from the curated families (and
the numbers docs/ quotes for them) ask for that corpus by name: these settings, or these flags.
"""

from __future__ import annotations

from typing import Any, Final

from generator.producers.registry import PLAIN_ONLY

CURATED: Final[dict[str, Any]] = {"procedural_layouts": False, "producers": PLAIN_ONLY}
CURATED_ARGS: Final[tuple[str, ...]] = ("--layout-source", "curated", "--producers", "reportlab")
