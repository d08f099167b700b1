"""A monthly mortgage statement (not a vocabulary docType)."""

from __future__ import annotations

from datetime import date

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "mortgage-statement"


def build(world: World, *, month: int) -> DocSpec:
    m = world.mortgage
    row = m.months[month - 1]
    return DocSpec(TEMPLATE, f"mortgage-statement_{m.lender.slug}_{world.year}-{month:02d}.pdf",
                   {"year": world.year, "lender": m.lender, "borrower": world.taxpayer, "owners": world.household_name,
                    "mortgage": m, "row": row, "statement_date": date(world.year, month, 1).replace(day=1),
                    "next_due": date(world.year + (month == 12), month % 12 + 1, 1), "property": world.home},
                   {"lender": m.lender.name, "borrower": world.taxpayer.name},
                   f"Mortgage statement for the {row.due_date} payment (not a vocabulary docType)")
