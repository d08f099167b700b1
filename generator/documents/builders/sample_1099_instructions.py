"""Lookalike: a blank SAMPLE 1099-INT with instructions."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "sample-1099-instructions"


def build(world: World) -> DocSpec:
    return DocSpec(TEMPLATE, f"1099-int-sample-instructions_{world.year}.pdf",
                   {"year": world.year}, {},
                   "Lookalike: a blank SAMPLE 1099-INT with instructions for the recipient; no values")
