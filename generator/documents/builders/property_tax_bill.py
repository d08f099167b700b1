"""The year's property tax bill, paid from the mortgage escrow."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "property-tax-bill"


def build(world: World) -> DocSpec:
    t = world.property_tax
    return DocSpec(TEMPLATE, f"property-tax-bill_{t.jurisdiction.slug}_{world.year}.pdf",
                   {"year": world.year, "tax": t, "owner": world.taxpayer, "owners": world.household_name},
                   {"jurisdiction": t.jurisdiction.name, "owner": world.taxpayer.name},
                   f"{world.year} property tax bill, paid from the mortgage escrow")
