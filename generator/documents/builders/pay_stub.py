"""A pay stub: one pay period of a job, with its year-to-date figures."""

from __future__ import annotations

from generator.documents.builders.spec import DocSpec
from generator.world import Job, World

TEMPLATE = "pay-stub"


def build(world: World, *, job: Job, number: int) -> DocSpec:
    p = job.periods[number]
    ytd = {a: job.ytd(a, number) for a in ("gross", "k401", "health", "federal", "social_security",
                                              "medicare", "state", "net")}
    return DocSpec(TEMPLATE, f"paystub_{job.employer.slug}_{p.pay_date.isoformat()}.pdf",
                   {"employer": job.employer, "employee": job.employee, "job": job, "period": p, "ytd": ytd,
                    "check_number": f"{job.index + 1}{p.pay_date:%m%d}{p.number:02d}",
                    "deposit_last4": world.accounts[0].last4},
                   {"employer": job.employer.name, "employee": job.employee.name},
                   f"Pay stub {p.number + 1} of {len(job.periods)} from {job.employer.name}, paid {p.pay_date}")
