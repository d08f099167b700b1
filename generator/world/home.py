"""The home: mortgage and its payments, property tax, utilities, insurance, the rented unit."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from generator.rng import rng_for
from generator.world.entities import (
    ZERO,
    Address,
    Institution,
    Names,
    Person,
    add_months,
    digits,
    money,
    named_institution,
)
from harness.contract.shapes import cents

# --- home ----------------------------------------------------------------------------


@dataclass(frozen=True)
class MortgageMonth:
    month: int
    due_date: date
    principal_before: Decimal
    interest: Decimal
    principal_paid: Decimal
    escrow: Decimal
    principal_after: Decimal
    ytd_interest: Decimal


@dataclass
class Mortgage:
    lender: Institution
    loan_number: str
    rate: Decimal  # percent, e.g. 6.125
    origination_date: date
    original_amount: Decimal
    principal_jan1: Decimal
    payment_pi: Decimal
    escrow_monthly: Decimal
    months: list[MortgageMonth] = field(default_factory=list)

    @property
    def annual_interest(self) -> Decimal:
        return sum((m.interest for m in self.months), ZERO)

    @property
    def payment_total(self) -> Decimal:
        return self.payment_pi + self.escrow_monthly


@dataclass(frozen=True)
class PropertyTax:
    jurisdiction: Institution
    parcel: str
    address: Address
    land_value: Decimal
    improvement_value: Decimal
    assessed_value: Decimal
    rate_per_1000: Decimal
    general_tax: Decimal
    special_assessments: tuple[tuple[str, Decimal], ...]
    total_tax: Decimal
    bill_date: date
    due_date: date


@dataclass(frozen=True)
class UtilityBill:
    month: int
    billing_date: date
    period_start: date
    period_end: date
    usage: Decimal
    unit: str
    rate: Decimal
    charges: tuple[tuple[str, Decimal], ...]
    previous_balance: Decimal
    payment_received: Decimal
    amount_due: Decimal
    due_date: date


@dataclass
class Utility:
    company: Institution
    service: str  # "Electric", "Water & Sewer", "Natural Gas"
    account_number: str
    bills: list[UtilityBill] = field(default_factory=list)


@dataclass(frozen=True)
class Policy:
    insurer: Institution
    line: str  # "Homeowners" or "Personal Auto"
    number: str
    effective: date
    expiration: date
    premium: Decimal
    coverages: tuple[tuple[str, str, Decimal], ...]  # (coverage, limit, premium share)
    deductible: Decimal
    agent: str


@dataclass(frozen=True)
class Lease:
    tenant: Person
    unit: Address
    monthly_rent: Decimal
    security_deposit: Decimal
    start: date
    end: date
    due_day: int
    late_fee: Decimal


def build_mortgage(seed: int, year: int, lender: Institution, escrow_annual: Decimal) -> Mortgage:
    rng = rng_for(seed, "mortgage", "terms")
    rate = Decimal(rng.randrange(2750, 7250, 125)) / 1000
    years_left = rng.randint(18, 29)
    principal = money(rng, 140000, 520000)
    original = cents(principal * Decimal(rng.randint(105, 135)) / 100)
    monthly_rate = rate / 100 / 12
    n = years_left * 12
    factor = (1 + monthly_rate) ** n
    payment = cents(principal * monthly_rate * factor / (factor - 1))
    origination = date(year - (30 - years_left), rng.randint(1, 12), rng.randint(1, 28))
    m = Mortgage(lender=lender, loan_number=digits(rng, 10), rate=rate, origination_date=origination,
                 original_amount=original, principal_jan1=principal, payment_pi=payment,
                 escrow_monthly=cents(escrow_annual / 12))
    balance, ytd = principal, ZERO
    for month in range(1, 13):
        interest = cents(balance * monthly_rate)
        paid = payment - interest
        ytd += interest
        m.months.append(MortgageMonth(month=month, due_date=date(year, month, 1), principal_before=balance,
                                      interest=interest, principal_paid=paid, escrow=m.escrow_monthly,
                                      principal_after=balance - paid, ytd_interest=ytd))
        balance -= paid
    return m


def build_utility(seed: int, year: int, index: int, company: Institution, service: str) -> Utility:
    rng = rng_for(seed, "utility", index)
    util = Utility(company, service, f"{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 3)}")
    unit, rate, base = {"Electric": ("kWh", Decimal("0.1480"), 620),
                        "Water & Sewer": ("gal", Decimal("0.0112"), 5200),
                        "Natural Gas": ("therms", Decimal("1.3200"), 60)}[service]
    rate = cents(rate * 100 * Decimal(rng.randint(85, 125)) / 100) / 100
    bill_day = rng.randint(2, 8)
    previous = money(rng, 40, 190)
    for month in range(1, 13):
        m_rng = rng_for(seed, "utility", index, month)
        seasonal = 1 + 0.35 * abs(6.5 - month) / 5.5 if service != "Water & Sewer" else 1 + 0.3 * (month in (6, 7, 8))
        usage = Decimal(round(base * seasonal * m_rng.uniform(0.8, 1.2)))
        energy = cents(usage * rate)
        charges = (
            ("Customer charge", money(rng_for(seed, "utility", index, "fixed"), 8, 18)),
            (f"{service} usage {usage:,} {unit} x ${rate:.4f}", energy),
            ("Delivery and distribution", cents(energy * Decimal("0.18"))),
            ("State and local taxes", cents(energy * Decimal("0.045"))),
        )
        current = sum((c for _, c in charges), ZERO)
        billing = date(year, month, bill_day)
        end = billing - timedelta(days=3)
        start = add_months(end, -1) + timedelta(days=1)
        util.bills.append(UtilityBill(
            month=month, billing_date=billing, period_start=start, period_end=end, usage=usage, unit=unit,
            rate=rate, charges=charges, previous_balance=previous, payment_received=previous,
            amount_due=current, due_date=billing + timedelta(days=21)))
        previous = current
    return util


UTILITY_NAMES = {"Electric": "{w} Power & Light", "Water & Sewer": "{w} Water District",
                 "Natural Gas": "{w} Gas Company"}


def build_utilities(*, seed: int, year: int, names: Names, services: tuple[str, ...]) -> list[Utility]:
    """One utility company per service, each with its year of monthly bills."""
    return [build_utility(seed, year, i, named_institution(seed, names, f"utility-{i}", UTILITY_NAMES[svc]),
                          svc) for i, svc in enumerate(services)]


def build_policies(seed: int, year: int, insurer: Institution, home: Address, mortgage_principal: Decimal,
                    agent: str) -> list[Policy]:
    rng = rng_for(seed, "insurance", "home")
    eff = date(year, rng.randint(1, 12), rng.choice((1, 15)))
    dwelling = cents(round(float(mortgage_principal) * rng.uniform(1.3, 1.8) / 1000) * 1000)
    premium = cents(dwelling * Decimal(rng.randint(35, 70)) / 10000)
    shares = (Decimal("0.62"), Decimal("0.04"), Decimal("0.14"), Decimal("0.06"), Decimal("0.10"))
    parts = [cents(premium * s) for s in shares]
    parts.append(premium - sum(parts, ZERO))
    home_cov = (
        ("A - Dwelling", f"${dwelling:,.0f}", parts[0]),
        ("B - Other Structures", f"${dwelling / 10:,.0f}", parts[1]),
        ("C - Personal Property", f"${dwelling / 2:,.0f}", parts[2]),
        ("D - Loss of Use", f"${dwelling / 5:,.0f}", parts[3]),
        ("E - Personal Liability", "$300,000", parts[4]),
        ("F - Medical Payments", "$5,000", parts[5]),
    )
    policies = [Policy(insurer=insurer, line="Homeowners", number=f"HO-{digits(rng, 3)}-{digits(rng, 6)}",
                       effective=eff, expiration=add_months(eff, 12), premium=premium, coverages=home_cov,
                       deductible=cents(rng.choice((1000, 1500, 2500))), agent=agent)]
    rng = rng_for(seed, "insurance", "auto")
    eff = date(year, rng.randint(1, 12), 1)
    auto_premium = money(rng, 780, 2400)
    auto_shares = (Decimal("0.38"), Decimal("0.22"), Decimal("0.05"), Decimal("0.20"))
    parts = [cents(auto_premium * s) for s in auto_shares]
    parts.append(auto_premium - sum(parts, ZERO))
    auto_cov = (
        ("Bodily Injury Liability", "$100,000/$300,000", parts[0]),
        ("Property Damage Liability", "$100,000", parts[1]),
        ("Uninsured Motorist", "$100,000/$300,000", parts[2]),
        ("Collision", "ACV less deductible", parts[3]),
        ("Comprehensive", "ACV less deductible", parts[4]),
    )
    policies.append(Policy(insurer=insurer, line="Personal Auto",
                           number=f"PA-{digits(rng, 4)}-{digits(rng, 5)}", effective=eff,
                           expiration=add_months(eff, 6 if rng.random() < 0.5 else 12), premium=auto_premium,
                           coverages=auto_cov, deductible=cents(rng.choice((250, 500, 1000))), agent=agent))
    return policies

