"""Contract work: a client's nonemployee compensation to the taxpayer or the spouse."""

from __future__ import annotations

from generator.rng import faker_for, rng_for
from generator.world.entities import ZERO, Names, money, new_institution
from generator.world.income import Contract
from generator.world.people import People

CONTRACTOR_SPOUSE_ODDS = 0.5
NOTHING_WITHHELD_ODDS = 0.75


def build_contract(*, seed: int, names: Names, people: People) -> Contract:
    """The client, who did the work, what it paid and what was withheld (usually nothing)."""
    rng = rng_for(seed, "contract")
    client = new_institution(seed, names, "client", faker_for(seed, "client").company())
    contractor = people.spouse if (people.spouse is not None and rng.random() < CONTRACTOR_SPOUSE_ODDS) \
        else people.taxpayer
    return Contract(client=client, recipient=contractor, compensation=money(rng, 1200, 46000),
                    federal_withheld=ZERO if rng.random() < NOTHING_WITHHELD_ODDS else money(rng, 100, 900))
