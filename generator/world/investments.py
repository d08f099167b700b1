"""The household's investments: a brokerage account's dividends and a retirement account's distribution."""

from __future__ import annotations

from decimal import Decimal

from generator.rng import rng_for
from generator.world.entities import ZERO, Names, digits, money, named_institution
from generator.world.income import Distribution, Dividends
from generator.world.people import People
from harness.contract.shapes import cents

BROKERAGE_SPOUSE_ODDS = 0.3


def build_investments(*, seed: int, year: int, names: Names,
                      people: People) -> tuple[Dividends, Distribution]:
    """Dividends (usually the taxpayer's) and a distribution paid to the older adult, code 7
    (normal) from age 60, else 1 (early). Both draw from one `investments` RNG, in this order."""
    rng = rng_for(seed, "investments")
    owner = people.taxpayer
    if people.spouse is not None and rng.random() < BROKERAGE_SPOUSE_ODDS:
        owner = people.spouse
    ordinary = money(rng, 140, 9800)
    brokerage = named_institution(seed, names, "brokerage", "{w} Investments")
    dividends = Dividends(brokerage=brokerage, account=digits(rng, 8), recipient=owner, ordinary=ordinary,
                          qualified=cents(ordinary * Decimal(rng.randint(55, 95)) / 100),
                          capital_gain=money(rng, 0, 3200), foreign_tax=money(rng, 0, 60),
                          federal_withheld=ZERO)
    retiree = max(people.adults, key=lambda p: (year - p.birth_date.year, p.ssn))
    age = year - retiree.birth_date.year
    gross = money(rng, 2500, 38000)
    withheld_rate = Decimal("0.20") if rng.random() < 0.6 else Decimal("0.10")
    custodian = named_institution(seed, names, "custodian", "{w} Retirement Services")
    distribution = Distribution(custodian=custodian, account=digits(rng, 9), recipient=retiree, gross=gross,
                                taxable=gross, federal_withheld=cents(gross * withheld_rate),
                                state_withheld=cents(gross * Decimal("0.03")), code="7" if age >= 60 else "1")
    return dividends, distribution
