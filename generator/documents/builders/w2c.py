"""Form W-2c: the correction of a job's W-2 that adds an omitted taxable fringe benefit."""

from __future__ import annotations

from generator.documents.builders import w2
from generator.documents.builders.spec import DocSpec
from generator.world import Job, World

TEMPLATE = "w2c"


def build(world: World, *, job: Job) -> DocSpec:
    y = world.year
    original = w2.build(world, job=job).file
    return DocSpec(TEMPLATE, f"w2c_{job.employer.slug}_{y}.pdf",
                   {"year": y, "employer": job.employer, "employee": job.employee, "job": job,
                    "previous": job.w2, "correct": job.w2c,
                    "reason": "Taxable group-term life insurance over $50,000 omitted from boxes 1 and 2"},
                   {"employer": job.employer.name, "employee": job.employee.name},
                   f"W-2c correcting {original}: adds an omitted taxable fringe benefit", supersedes=original)
