"""Lookalike: a Canadian statement of remuneration laid out like a W-2."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "foreign-wage-statement"


def build(world: World) -> DocSpec:
    fw = world.foreign_wages
    return DocSpec(TEMPLATE, f"wage-statement_{fw.employer.slug}_{world.year}.pdf",
                   {"year": world.year, "fw": fw, "employer": fw.employer, "employee": fw.employee},
                   {"employer": fw.employer.name, "employee": fw.employee.name},
                   "Lookalike: a Canadian statement of remuneration laid out like a W-2; not a W-2")
