"""Form W-2: one per job (generator/world/payroll.py), its boxes as the job's W-2."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import Job, World

TEMPLATE = "w2"


def build(world: World, *, job: Job) -> DocSpec:
    y = world.year
    return DocSpec(TEMPLATE, f"w2_{job.employer.slug}_{y}.pdf",
                   {"year": y, "employer": job.employer, "employee": job.employee, "job": job, "boxes": job.w2,
                    "control": f"{job.index + 1:02d}-{job.employee_id}"},
                   {"employer": job.employer.name, "employee": job.employee.name},
                   f"Form W-2 from {job.employer.name} for {job.employee.name}")
