"""Other income and spending: contractor invoices, dividends, distributions, contract work, foreign wages."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from generator.rng import faker_for, rng_for
from generator.world.entities import (
    TRADES,
    ZERO,
    Date,
    Institution,
    Person,
    digits,
    ein,
    money,
    new_address,
    phone,
    slugify,
)
from harness.contract.shapes import cents


@dataclass(frozen=True)
class InvoiceLine:
    description: str
    quantity: Decimal
    unit_price: Decimal
    amount: Decimal


@dataclass(frozen=True)
class Invoice:
    index: int
    vendor: Institution
    number: str
    date: Date
    due_date: Date
    lines: tuple[InvoiceLine, ...]
    subtotal: Decimal
    tax_rate: Decimal
    tax: Decimal
    total: Decimal


# --- investment and other income -----------------------------------------------------


@dataclass(frozen=True)
class Dividends:
    brokerage: Institution
    account: str
    recipient: Person
    ordinary: Decimal
    qualified: Decimal
    capital_gain: Decimal
    foreign_tax: Decimal
    federal_withheld: Decimal


@dataclass(frozen=True)
class Distribution:
    custodian: Institution
    account: str
    recipient: Person
    gross: Decimal
    taxable: Decimal
    federal_withheld: Decimal
    state_withheld: Decimal
    code: str


@dataclass(frozen=True)
class Contract:
    client: Institution
    recipient: Person
    compensation: Decimal
    federal_withheld: Decimal


@dataclass(frozen=True)
class ForeignWages:
    """A Canadian employer's statement of remuneration: a W-2 lookalike."""

    employer: Institution
    employee: Person
    sin_masked: str
    province: str
    employment_income: Decimal
    cpp: Decimal
    ei: Decimal
    income_tax: Decimal
    ei_earnings: Decimal
    cpp_earnings: Decimal
    union_dues: Decimal


def build_invoices(seed: int, year: int, state: str, count: int) -> list[Invoice]:
    """The household's first `count` contractor invoices; invoice i depends only on (seed, year, i)."""
    out = []
    for i in range(count):
        rng = rng_for(seed, "invoice", i)
        fake = faker_for(seed, "invoice", i)
        trade, items = TRADES[rng.randrange(len(TRADES))]
        name = f"{fake.last_name()} {trade}"
        vendor = Institution(name, slugify(name), ein(rng), new_address(seed, f"vendor-{i}", state), phone(rng))
        when = date(year, rng.randint(1, 12), rng.randint(1, 28))
        lines = []
        for desc in rng.sample(items, rng.randint(2, len(items))):
            qty = Decimal(rng.randint(1, 4))
            unit = money(rng, 25, 480)
            lines.append(InvoiceLine(desc, qty, unit, cents(qty * unit)))
        subtotal = sum((ln.amount for ln in lines), ZERO)
        tax_rate = Decimal(rng.choice((0, 425, 600, 700, 725))) / 10000
        tax = cents(subtotal * tax_rate)
        number = f"INV-{year % 100:02d}{digits(rng, 2)}{i + 1:03d}"  # the index keeps numbers unique
        out.append(Invoice(index=i, vendor=vendor, number=number, date=when,
                           due_date=when + timedelta(days=30), lines=tuple(lines), subtotal=subtotal,
                           tax_rate=tax_rate, tax=tax, total=subtotal + tax))
    return out

