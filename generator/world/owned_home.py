"""Owning the home: the county's tax bill, the insurer's policies, and the mortgage whose escrow pays both."""

from __future__ import annotations

from dataclasses import dataclass

from generator.rng import faker_for, rng_for
from generator.world.entities import Address, Names, money, named_institution, new_institution
from generator.world.home import Mortgage, Policy, PropertyTax, build_mortgage, build_policies
from generator.world.property_tax import build_property_tax


@dataclass(frozen=True)
class OwnedHome:
    property_tax: PropertyTax
    policies: list[Policy]  # [0] the homeowners policy, [1] the auto policy
    mortgage: Mortgage


def build_owned_home(*, seed: int, year: int, names: Names, home: Address, state: str) -> OwnedHome:
    """Property tax and insurance first: the mortgage's escrow is their yearly sum over twelve."""
    county = faker_for(seed, "county").last_name()
    jurisdiction = new_institution(seed, names, "county", f"{county} County Treasurer", state)
    insurer = named_institution(seed, names, "insurer", "{w} Mutual Insurance Company")
    agent = faker_for(seed, "agent").name()
    value_guess = money(rng_for(seed, "mortgage", "terms"), 140000, 520000)
    policies = build_policies(seed, year, insurer, home, value_guess, agent)
    property_tax = build_property_tax(seed=seed, year=year, jurisdiction=jurisdiction, home=home,
                                      value_guess=value_guess)
    lender = named_institution(seed, names, "lender", "{w} Home Loans")
    mortgage = build_mortgage(seed, year, lender, property_tax.total_tax + policies[0].premium)
    return OwnedHome(property_tax=property_tax, policies=policies, mortgage=mortgage)
