"""Shared pieces of the world: constants, draws, calendar helpers, people and organisations."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from random import Random

from generator.rng import faker_for, rng_for
from harness.contract.shapes import cents

Date = date  # for fields named `date` (an annotation after one would see the field)
ZERO = Decimal("0.00")
SS_RATE = Decimal("0.062")
MEDICARE_RATE = Decimal("0.0145")
SS_WAGE_BASE = {2022: 147000, 2023: 160200, 2024: 168600, 2025: 176100, 2026: 184500}
# States with an income tax (so W-2 box 17 is never empty), with a flat-ish rate range.
STATES = ("OH", "PA", "MI", "IL", "NC", "GA", "VA", "WI", "MN", "CO", "OR", "MA", "IN", "MO", "KY", "UT")
INSTITUTION_WORDS = (
    "Harbor", "Summit", "Prairie", "Granite", "Cedar", "Lakeshore", "Pioneer", "Keystone",
    "Meridian", "Riverbend", "Bluewater", "Ironwood", "Northgate", "Silverline", "Heritage",
    "Juniper", "Beacon", "Copperfield", "Willowbrook", "Stonebridge", "Evergreen", "Redwood",
    "Highland", "Clearwater", "Oakmont", "Fairhaven", "Brightwater", "Sterling", "Larkspur", "Tidewater",
)
BANK_SUFFIXES = ("Bank", "Savings Bank", "National Bank", "Federal Credit Union", "Bank & Trust")
TRADES = (
    ("Plumbing & Heating", ("Service call", "Replace water heater valve", "Drain line cleaning", "Parts")),
    ("Landscaping", ("Spring cleanup", "Mulch, 6 cubic yards", "Hedge trimming", "Lawn aeration")),
    ("Roofing", ("Roof inspection", "Replace flashing", "Shingle repair, 2 squares", "Gutter reseal")),
    ("Electric", ("Panel inspection", "Install GFCI outlets", "Replace light fixtures", "Wire, conduit")),
    ("Painting", ("Interior paint, 2 rooms", "Trim and doors", "Primer and materials", "Drywall patch")),
    ("Appliance Repair", ("Diagnostic fee", "Dryer heating element", "Dishwasher pump", "Labor, 2 hours")),
    ("Pest Control", ("Quarterly treatment", "Termite inspection", "Rodent exclusion", "Bait stations")),
)
MERCHANTS = (
    "FRESHMART GROCERY", "CITY FUEL #2231", "CORNER PHARMACY", "BOOKNOOK ONLINE", "HOMEWORKS HARDWARE",
    "CAFE LUMEN", "TRAILHEAD OUTFITTERS", "STREAMFLIX SUBSCR", "PARKWAY CINEMAS", "GREENLEAF MARKET",
    "SWIFT RIDESHARE", "PIXEL ELECTRONICS", "NORTHSIDE DINER", "AIRLINK TRAVEL", "PETPAL SUPPLY",
    "QUICKWASH LAUNDRY", "BLUE DOOR BAKERY", "METRO TRANSIT", "GARDEN GROVE NURSERY", "OFFICE DEPOT PLUS",
)


def slugify(text: str, limit: int = 40) -> str:
    """`Stephens, Wood and Munoz` -> `stephens-wood-and-munoz` (ASCII, readable, stable)."""
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return slug[:limit].rstrip("-") or "x"


def money(rng: Random, low: float | int, high: float | int) -> Decimal:
    """A uniform amount in [low, high], in cents."""
    return cents(Decimal(rng.randint(round(low * 100), round(high * 100))) / 100)


def digits(rng: Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def last_day(year: int, month: int) -> date:
    return (date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1))


def add_months(d: date, months: int) -> date:
    m = d.month - 1 + months
    y = d.year + m // 12
    m = m % 12 + 1
    return date(y, m, min(d.day, last_day(y, m).day))


def weekday_before(d: date) -> date:
    """The date itself, or the Friday before when it falls on a weekend."""
    while d.weekday() >= 5:
        d -= timedelta(days=1)
    return d


# --- entities ------------------------------------------------------------------------


@dataclass(frozen=True)
class Address:
    street: str
    city: str
    state: str
    zip: str

    @property
    def city_line(self) -> str:
        return f"{self.city}, {self.state} {self.zip}"

    @property
    def one_line(self) -> str:
        return f"{self.street}, {self.city_line}"


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    ssn: str
    birth_date: date
    address: Address

    @property
    def name(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def ssn_masked(self) -> str:
        return f"XXX-XX-{self.ssn[-4:]}"


@dataclass(frozen=True)
class Institution:
    """Any organisation: employer, bank, lender, utility, insurer, vendor, payer."""

    name: str
    slug: str
    tin: str
    address: Address
    phone: str


class Names:
    """Unique institution names for one world (no two entities share a slug)."""

    def __init__(self, seed: int) -> None:
        rng = rng_for(seed, "names", "words")
        self.words = list(INSTITUTION_WORDS)
        rng.shuffle(self.words)
        self.used: set[str] = set()

    def word(self) -> str:
        return self.words.pop()

    def unique(self, name: str) -> str:
        base, n = name, 2
        while slugify(name) in self.used:
            name = f"{base} {n}"
            n += 1
        self.used.add(slugify(name))
        return name


def new_address(seed: int, purpose: str, state: str | None = None) -> Address:
    fake = faker_for(seed, "address", purpose)
    st = state or fake.random_element(STATES)
    return Address(fake.street_address(), fake.city(), st, fake.zipcode_in_state(st))


def phone(rng: Random) -> str:
    return f"({rng.randint(201, 989)}) {rng.randint(200, 999)}-{digits(rng, 4)}"


def ein(rng: Random) -> str:
    return f"{rng.randint(10, 98)}-{digits(rng, 7)}"


def new_institution(seed: int, names: Names, key: str, name: str, state: str | None = None) -> Institution:
    rng = rng_for(seed, "institution", key)
    name = names.unique(name)
    return Institution(name, slugify(name), ein(rng), new_address(seed, f"inst-{key}", state), phone(rng))


def named_institution(seed: int, names: Names, key: str, pattern: str) -> Institution:
    """An institution named by `pattern` with the world's next unused word for `{w}`."""
    return new_institution(seed, names, key, pattern.format(w=names.word()))


def new_person(seed: int, role: str, address: Address, year: int, last: str | None = None) -> Person:
    fake = faker_for(seed, "person", role)
    rng = rng_for(seed, "person", role)
    first = fake.first_name()
    surname = last or fake.last_name()
    ssn = f"{rng.randint(900, 999)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"
    birth = date(year - rng.randint(28, 66), rng.randint(1, 12), rng.randint(1, 28))
    return Person(first, surname, ssn, birth, address)
