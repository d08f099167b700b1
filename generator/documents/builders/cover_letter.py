"""Lookalike: a preparer's cover letter that mentions a W-2 and its amounts."""

from __future__ import annotations

from datetime import date

from generator.documents.builders.spec import DocSpec
from generator.world import World

TEMPLATE = "cover-letter"


def build(world: World) -> DocSpec:
    job = world.jobs[0]
    return DocSpec(TEMPLATE, f"cover-letter_{world.preparer.slug}_{world.year}.pdf",
                   {"year": world.year, "preparer": world.preparer, "preparer_person": world.preparer_person,
                    "client": world.taxpayer, "owners": world.household_name, "job": job, "boxes": job.w2,
                    "letter_date": date(world.year + 1, 2, 3 + world.seed % 20)},
                   {"preparer": world.preparer.name, "client": world.taxpayer.name, "employer": job.employer.name},
                   "Lookalike: a cover letter that mentions a W-2 and its amounts; not a W-2")
