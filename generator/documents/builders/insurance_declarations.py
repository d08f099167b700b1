"""An insurance policy's declarations page (homeowners or auto)."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "insurance-declarations"


def build(world: World, *, which: int) -> DocSpec:
    p = world.policies[which]
    line = "homeowners" if p.line == "Homeowners" else "auto"
    return DocSpec(TEMPLATE, f"insurance-declarations_{p.insurer.slug}_{line}_{p.effective.year}.pdf",
                   {"policy": p, "insurer": p.insurer, "insured": world.taxpayer, "co_insured": world.spouse,
                    "address": world.home},
                   {"insurer": p.insurer.name, "insured": world.taxpayer.name},
                   f"{p.line} policy declarations, {p.effective} to {p.expiration}")
