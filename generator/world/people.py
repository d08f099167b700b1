"""The household's people: the taxpayer, the spouse if any, their home; and their tax preparer."""

from __future__ import annotations

from dataclasses import dataclass

from generator.rng import faker_for
from generator.world.entities import (
    Address,
    Institution,
    Names,
    Person,
    new_address,
    new_institution,
    new_person,
)
from generator.world.outline import Outline


@dataclass(frozen=True)
class People:
    home: Address
    taxpayer: Person
    spouse: Person | None

    @property
    def adults(self) -> list[Person]:
        """The taxpayer, then the spouse if any."""
        return [self.taxpayer] + ([self.spouse] if self.spouse else [])


def build_people(*, seed: int, year: int, outline: Outline) -> People:
    """The home in the outline's state, the taxpayer, and the spouse the outline calls for."""
    home = new_address(seed, "home", outline.state)
    taxpayer = new_person(seed, "taxpayer", home, year)
    spouse = None
    if outline.has_spouse:
        last = taxpayer.last if outline.spouse_shares_last_name else None
        spouse = new_person(seed, "spouse", home, year, last)
    return People(home=home, taxpayer=taxpayer, spouse=spouse)


def build_preparer(*, seed: int, names: Names, state: str) -> tuple[Institution, str]:
    """The tax preparer's firm, named for the preparer, and the preparer's name."""
    person = faker_for(seed, "preparer").name()
    firm = new_institution(seed, names, "preparer", f"{person.split()[-1]} Tax & Accounting", state)
    return firm, person
