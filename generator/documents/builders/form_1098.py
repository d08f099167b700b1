"""Form 1098: the mortgage interest of the twelve mortgage statements."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "1098"


def build(world: World) -> DocSpec:
    m = world.mortgage
    return DocSpec(TEMPLATE, f"1098_{m.lender.slug}_{world.year}.pdf",
                   {"year": world.year, "lender": m.lender, "borrower": world.taxpayer, "co_borrower": world.spouse,
                    "mortgage": m, "interest": m.annual_interest, "property_tax": world.property_tax.total_tax,
                    "property": world.home},
                   {"lender": m.lender.name, "borrower": world.taxpayer.name},
                   f"Form 1098 from {m.lender.name}: interest of the twelve mortgage statements")
