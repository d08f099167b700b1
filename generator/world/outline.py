"""The household's outline: the few choices every later builder reads, drawn first.

All of them come from the one `household` RNG, in this order: the state, whether there is a
spouse (and whether the spouse shares the taxpayer's last name), how many jobs, which
utilities, and the share of net pay moved to savings each month.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.rng import rng_for
from generator.world.entities import STATES

JOB_COUNTS = (1, 2, 2, 3)
SERVICES = ("Electric", "Water & Sewer", "Natural Gas")
SPOUSE_ODDS = 0.7
SHARED_LAST_NAME_ODDS = 0.7


@dataclass(frozen=True)
class Outline:
    state: str
    has_spouse: bool
    spouse_shares_last_name: bool
    job_count: int
    utility_services: tuple[str, ...]
    savings_percent: int  # of the household's monthly net pay, moved to savings on the 15th


def draw_outline(seed: int) -> Outline:
    """The outline of the household for `seed` (the year does not change it)."""
    rng = rng_for(seed, "household")
    state = STATES[rng.randrange(len(STATES))]
    has_spouse = rng.random() < SPOUSE_ODDS
    shares_last = has_spouse and rng.random() < SHARED_LAST_NAME_ODDS
    job_count = rng.choice(JOB_COUNTS)
    services = SERVICES[: rng.randint(2, 3)]
    savings_percent = rng.randint(4, 9)
    return Outline(state=state, has_spouse=has_spouse, spouse_shares_last_name=shares_last,
                   job_count=job_count, utility_services=services, savings_percent=savings_percent)
