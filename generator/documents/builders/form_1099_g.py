"""Form 1099-G: the state's report of the household's government payments for the year.

Every household got its prior-year state income tax refund (box 2, for tax year `year - 1` in
box 3): a share of the state tax its jobs withheld, as a refund is. A share of households
(decided by the seed) also drew unemployment compensation (box 1) during a temporary layoff of
the taxpayer's main job: some weeks at half its weekly pay up to the state's weekly cap; some
of them had 10% federal tax withheld from it (box 4), and some of those state tax too (box 11).
One state agency reports both on one form (the state's department of revenue), to the taxpayer,
the first filer of the joint return. Every draw comes from `rng_for(seed, "1099-g", purpose)`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from generator.documents.builders.spec import DocSpec
from generator.rng import rng_for
from generator.world import Address, Institution, Person, World, slugify
from generator.world.entities import ZERO, digits, ein, phone
from harness.contract.shapes import cents

TEMPLATE = "1099-g"

UNEMPLOYMENT_ODDS = 0.35  # of households that drew unemployment compensation during the year
FEDERAL_WITHHOLDING_ODDS = 0.5  # of those, who asked for 10% federal withholding (Form W-4V)
FEDERAL_RATE = Decimal("0.10")
STATE_WITHHOLDING_ODDS = 0.5  # of those, who had state tax withheld as well
REFUND_SHARE = (2, 10)  # the refund, percent of the year's state withholding of every job
MIN_REFUND = Decimal("18.00")

# The states of the world (generator/world/entities.py STATES): name, the agency that issues the
# 1099-G for state income tax refunds, and its mailing city and ZIP code.
AGENCIES: dict[str, tuple[str, str, str, str]] = {
    "OH": ("Ohio", "Ohio Department of Taxation", "Columbus", "43216"),
    "PA": ("Pennsylvania", "Pennsylvania Department of Revenue", "Harrisburg", "17128"),
    "MI": ("Michigan", "Michigan Department of Treasury", "Lansing", "48922"),
    "IL": ("Illinois", "Illinois Department of Revenue", "Springfield", "62794"),
    "NC": ("North Carolina", "North Carolina Department of Revenue", "Raleigh", "27640"),
    "GA": ("Georgia", "Georgia Department of Revenue", "Atlanta", "30348"),
    "VA": ("Virginia", "Virginia Department of Taxation", "Richmond", "23218"),
    "WI": ("Wisconsin", "Wisconsin Department of Revenue", "Madison", "53708"),
    "MN": ("Minnesota", "Minnesota Department of Revenue", "Saint Paul", "55146"),
    "CO": ("Colorado", "Colorado Department of Revenue", "Denver", "80261"),
    "OR": ("Oregon", "Oregon Department of Revenue", "Salem", "97301"),
    "MA": ("Massachusetts", "Massachusetts Department of Revenue", "Boston", "02204"),
    "IN": ("Indiana", "Indiana Department of Revenue", "Indianapolis", "46206"),
    "MO": ("Missouri", "Missouri Department of Revenue", "Jefferson City", "65105"),
    "KY": ("Kentucky", "Kentucky Department of Revenue", "Frankfort", "40601"),
    "UT": ("Utah", "Utah State Tax Commission", "Salt Lake City", "84134"),
}


@dataclass(frozen=True)
class GovernmentPayments:
    """What one Form 1099-G reports, and what its layouts tell around it."""

    agency: Institution
    state_name: str
    recipient: Person
    account: str  # the agency's number for the recipient (a letter or customer ID)
    state_id: str  # box 10b: the payer's state identification number
    unemployment: Decimal  # box 1
    weeks: int  # weeks of benefits behind box 1 (0: none)
    weekly_benefit: Decimal
    refund: Decimal  # box 2
    refund_year: int  # box 3
    federal_withheld: Decimal  # box 4
    state_withheld: Decimal  # box 11
    mailed: date  # when the agency sent it (January of the next year)


def agency(world: World) -> tuple[Institution, str]:
    """The state agency of the household's state, and the state's name."""
    state = world.home.state
    name, agency_name, city, zip_code = AGENCIES[state]
    rng = rng_for(world.seed, "1099-g", "agency")
    address = Address(f"PO Box {rng.randint(1000, 29999)}", city, state, zip_code)
    return Institution(agency_name, slugify(agency_name), ein(rng), address, phone(rng)), name


def payments(world: World) -> GovernmentPayments:
    """The amounts of the household's Form 1099-G (see the module doc)."""
    payer, state_name = agency(world)
    y = world.year
    ids = rng_for(world.seed, "1099-g", "ids")
    account = f"{world.home.state}-{digits(ids, 4)}-{digits(ids, 6)}"
    state_id = f"{world.home.state} {digits(ids, 8)}"
    mailed = date(y + 1, 1, ids.randint(8, 29))

    withheld = sum((job.w2["box17"] for job in world.jobs), ZERO)
    refund_rng = rng_for(world.seed, "1099-g", "refund")
    refund = max(MIN_REFUND, cents(withheld * refund_rng.randint(*REFUND_SHARE) / 100))

    rng = rng_for(world.seed, "1099-g", "unemployment")
    weeks, weekly, unemployment, federal, state = 0, ZERO, ZERO, ZERO, ZERO
    if rng.random() < UNEMPLOYMENT_ODDS:
        cap = Decimal(rng.randrange(420, 760, 5))
        weekly = min(cap, Decimal(int(world.jobs[0].annual_salary / 52 / 2)))
        weeks = rng.randint(3, 16)
        unemployment = cents(weekly * weeks)
        if rng.random() < FEDERAL_WITHHOLDING_ODDS:
            federal = cents(unemployment * FEDERAL_RATE)
            if rng.random() < STATE_WITHHOLDING_ODDS:
                state = cents(unemployment * Decimal(rng.randint(30, 50)) / 1000)
    return GovernmentPayments(
        agency=payer, state_name=state_name, recipient=world.taxpayer, account=account, state_id=state_id,
        unemployment=unemployment, weeks=weeks, weekly_benefit=weekly, refund=refund, refund_year=y - 1,
        federal_withheld=federal, state_withheld=state, mailed=mailed)


def build(world: World) -> DocSpec:
    g = payments(world)
    what = f"state income tax refund for {g.refund_year}" + (", unemployment compensation" if g.weeks else "")
    return DocSpec(TEMPLATE, f"1099-g_{g.agency.slug}_{world.year}.pdf",
                   {"year": world.year, "payer": g.agency, "recipient": g.recipient, "g": g},
                   {"payer": g.agency.name, "recipient": g.recipient.name},
                   f"1099-G from {g.agency.name}: {what}")
