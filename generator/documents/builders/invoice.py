"""A contractor's invoice to the household."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import Invoice, World

TEMPLATE = "invoice"


def build(world: World, *, inv: Invoice) -> DocSpec:
    return DocSpec(TEMPLATE, f"invoice_{inv.vendor.slug}_{inv.number}.pdf",
                   {"inv": inv, "vendor": inv.vendor, "customer": world.taxpayer, "address": world.home},
                   {"vendor": inv.vendor.name, "customer": world.taxpayer.name},
                   f"Invoice {inv.number} from {inv.vendor.name}")
