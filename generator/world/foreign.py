"""The foreign lookalike: a Canadian employer's statement of remuneration (T4) for the taxpayer."""

from __future__ import annotations

from decimal import Decimal

from generator.rng import faker_for, rng_for
from generator.world.entities import Address, Institution, Names, Person, digits, money, phone, slugify
from generator.world.income import ForeignWages
from harness.contract.shapes import cents

CPP_MAX_EARNINGS = Decimal("71300.00")
CPP_EXEMPTION = 3500
CPP_RATE = Decimal("0.0595")
EI_MAX_EARNINGS = Decimal("65700.00")
EI_RATE = Decimal("0.0164")


def build_foreign_wages(*, seed: int, names: Names, employee: Person) -> ForeignWages:
    """The Canadian employer (address from an en_CA Faker) and a year's wages with CPP, EI and tax."""
    ca = faker_for(seed, "foreign", locale="en_CA")
    rng = rng_for(seed, "foreign")
    address = Address(ca.street_address(), ca.city(), ca.province_abbr(), ca.postcode())
    name = names.unique(ca.company())
    employer = Institution(name=name, slug=slugify(name), tin=f"{digits(rng, 9)}RP0001", address=address,
                           phone=phone(rng))
    income = money(rng, 18000, 96000)
    pensionable = min(income, CPP_MAX_EARNINGS)
    insurable = min(income, EI_MAX_EARNINGS)
    return ForeignWages(
        employer=employer, employee=employee, sin_masked=f"XXX XX{digits(rng, 1)} {digits(rng, 3)}",
        province=address.state, employment_income=income, cpp=cents((pensionable - CPP_EXEMPTION) * CPP_RATE),
        ei=cents(insurable * EI_RATE), income_tax=cents(income * Decimal(rng.randint(14, 24)) / 100),
        ei_earnings=insurable, cpp_earnings=pensionable, union_dues=money(rng, 0, 900),
    )
