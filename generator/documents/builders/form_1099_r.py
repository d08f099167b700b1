"""Form 1099-R: a distribution from a retirement account."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "1099-r"


def build(world: World) -> DocSpec:
    r = world.distribution
    return DocSpec(TEMPLATE, f"1099-r_{r.custodian.slug}_{world.year}.pdf",
                   {"year": world.year, "payer": r.custodian, "recipient": r.recipient, "dist": r},
                   {"payer": r.custodian.name, "recipient": r.recipient.name}, f"1099-R from {r.custodian.name}")
