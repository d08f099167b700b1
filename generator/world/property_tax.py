"""The county's property tax bill for the home: the assessment, the levy, two special assessments."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from generator.rng import rng_for
from generator.world.entities import ZERO, Address, Institution, digits, money
from generator.world.home import PropertyTax
from harness.contract.shapes import cents


def build_property_tax(*, seed: int, year: int, jurisdiction: Institution, home: Address,
                       value_guess: Decimal) -> PropertyTax:
    """The year's bill; the assessment is a share of `value_guess` (the home's rough value)."""
    rng = rng_for(seed, "property")
    land = cents(round(float(value_guess) * rng.uniform(0.2, 0.35) / 100) * 100)
    improvements = cents(round(float(value_guess) * rng.uniform(0.6, 0.9) / 100) * 100)
    assessed = land + improvements
    rate_1000 = Decimal(rng.randint(9000, 24000)) / 1000
    general = cents(assessed * rate_1000 / 1000)
    specials = (("Library district levy", money(rng, 18, 95)), ("Storm water fee", money(rng, 24, 140)))
    bill_date = date(year, rng.randint(9, 10), 1)
    parcel = f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 4)}"
    return PropertyTax(
        jurisdiction=jurisdiction, parcel=parcel, address=home, land_value=land,
        improvement_value=improvements, assessed_value=assessed, rate_per_1000=rate_1000, general_tax=general,
        special_assessments=specials,
        total_tax=general + sum((a for _, a in specials), ZERO), bill_date=bill_date,
        due_date=date(year, 12, rng.randint(1, 15)),
    )
