"""The rented unit: unit B of the home, let to a tenant for twelve months from the first of a month."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from generator.rng import rng_for
from generator.world.entities import Address, add_months, new_address, new_person
from generator.world.home import Lease
from harness.contract.shapes import cents

DEPOSIT_MONTHS = (1, Decimal("1.5"), 2)
LATE_FEES = (50, 75, 100)


def build_lease(*, seed: int, year: int, home: Address, state: str) -> Lease:
    """The lease: rent in steps of $25, a deposit of one to two months' rent, due on the 1st."""
    rng = rng_for(seed, "lease")
    unit = Address(f"{home.street} Unit B", home.city, home.state, home.zip)
    tenant = new_person(seed, "tenant", new_address(seed, "tenant-previous", state), year)
    rent = cents(rng.randrange(950, 2800, 25))
    start = date(year, rng.randint(1, 7), 1)
    return Lease(tenant=tenant, unit=unit, monthly_rent=rent,
                 security_deposit=cents(rent * rng.choice(DEPOSIT_MONTHS)), start=start,
                 end=add_months(start, 12) - timedelta(days=1), due_day=1,
                 late_fee=cents(rng.choice(LATE_FEES)))
