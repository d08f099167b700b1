"""The residential lease of the household's rental unit."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import World, slugify

TEMPLATE = "lease"


def build(world: World) -> DocSpec:
    ls = world.lease
    return DocSpec(TEMPLATE, f"lease_{slugify(ls.tenant.last)}_{ls.start:%Y-%m}.pdf",
                   {"lease": ls, "landlord": world.taxpayer, "co_landlord": world.spouse, "tenant": ls.tenant,
                    "landlord_address": world.home},
                   {"landlord": world.taxpayer.name, "tenant": ls.tenant.name},
                   f"Residential lease of {ls.unit.street} to {ls.tenant.name}")
