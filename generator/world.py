"""The seeded world: one synthetic household's tax year, derived only from (seed, year).

Everything a document shows comes from here, so amounts agree across documents:
W-2 box 1 is the last pay stub's year-to-date gross less its pre-tax deductions; a
1099-INT's interest is the sum of that account's monthly interest lines; the 1098's
mortgage interest is the sum of the mortgage statements' interest. Money is `Decimal`
rounded to cents. Every draw comes from `rng_for(seed, <entity>, <purpose>)` or a Faker
instance seeded the same way; nothing reads the clock.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from random import Random

from generator.rng import faker_for, rng_for
from generator.shapes import cents

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


# --- payroll -------------------------------------------------------------------------


@dataclass(frozen=True)
class PayPeriod:
    number: int
    start: date
    end: date
    pay_date: date
    hours: Decimal
    gross: Decimal
    bonus: Decimal
    k401: Decimal
    health: Decimal
    federal: Decimal
    ss_wages: Decimal
    social_security: Decimal
    medicare_wages: Decimal
    medicare: Decimal
    state: Decimal
    net: Decimal


@dataclass
class Job:
    index: int
    employer: Institution
    employee: Person
    employee_role: str  # "taxpayer" or "spouse"
    frequency: str  # "biweekly" or "semimonthly"
    annual_salary: Decimal
    k401_rate: Decimal
    state_id: str
    employee_id: str
    periods: list[PayPeriod] = field(default_factory=list)
    omitted_fringe: Decimal = ZERO  # taxable benefit a W-2c adds to box 1

    def ytd(self, attr: str, through: int | None = None) -> Decimal:
        rows = self.periods if through is None else self.periods[: through + 1]
        return sum((getattr(p, attr) for p in rows), ZERO)

    @property
    def w2(self) -> dict[str, Decimal]:
        """The W-2 boxes as the original W-2 reports them (from the pay stubs)."""
        gross, k401, health = self.ytd("gross"), self.ytd("k401"), self.ytd("health")
        box1 = gross - k401 - health
        return {
            "box1": box1,
            "box2": self.ytd("federal"),
            "box3": self.ytd("ss_wages"),
            "box4": self.ytd("social_security"),
            "box5": self.ytd("medicare_wages"),
            "box6": self.ytd("medicare"),
            "box12a_d": k401,
            "box12b_dd": cents(health * Decimal("2.8")),
            "box16": box1,
            "box17": self.ytd("state"),
        }

    @property
    def w2c(self) -> dict[str, Decimal]:
        """The corrected box 1 and box 2: the omitted taxable fringe benefit and its withholding."""
        w2 = self.w2
        return {
            "box1": w2["box1"] + self.omitted_fringe,
            "box2": w2["box2"] + cents(self.omitted_fringe * Decimal("0.22")),
        }


# --- banking -------------------------------------------------------------------------


@dataclass(frozen=True)
class Transaction:
    date: date
    description: str
    amount: Decimal  # positive: credit (deposit); negative: debit
    balance: Decimal


@dataclass(frozen=True)
class MonthStatement:
    month: int
    start: date
    end: date
    beginning: Decimal
    ending: Decimal
    interest: Decimal
    deposits: Decimal
    withdrawals: Decimal
    transactions: tuple[Transaction, ...]


@dataclass
class Account:
    index: int
    bank: Institution
    kind: str  # "Interest Checking", "High-Yield Savings", "Money Market"
    number: str
    apy: Decimal
    statements: list[MonthStatement] = field(default_factory=list)

    @property
    def last4(self) -> str:
        return self.number[-4:]

    @property
    def annual_interest(self) -> Decimal:
        return sum((s.interest for s in self.statements), ZERO)


@dataclass(frozen=True)
class CardPurchase:
    date: date
    merchant: str
    amount: Decimal


@dataclass(frozen=True)
class CardStatement:
    month: int
    period_start: date
    closing_date: date
    previous_balance: Decimal
    payment: Decimal
    payment_date: date
    purchases: tuple[CardPurchase, ...]
    new_balance: Decimal
    minimum_payment: Decimal
    due_date: date


@dataclass
class CreditCard:
    issuer: Institution
    number: str
    apr: Decimal
    credit_limit: Decimal
    statements: list[CardStatement] = field(default_factory=list)  # [0] closes in December of the year before

    @property
    def last4(self) -> str:
        return self.number[-4:]


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


@dataclass
class World:
    seed: int
    year: int
    taxpayer: Person
    spouse: Person | None
    home: Address
    jobs: list[Job]
    accounts: list[Account]
    card: CreditCard
    mortgage: Mortgage
    property_tax: PropertyTax
    utilities: list[Utility]
    policies: list[Policy]
    lease: Lease
    invoices: list[Invoice]
    dividends: Dividends
    distribution: Distribution
    contract: Contract
    foreign_wages: ForeignWages
    preparer: Institution
    preparer_person: str

    @property
    def household_name(self) -> str:
        if self.spouse is None:
            return self.taxpayer.name
        if self.spouse.last == self.taxpayer.last:
            return f"{self.taxpayer.first} & {self.spouse.first} {self.taxpayer.last}"
        return f"{self.taxpayer.name} & {self.spouse.name}"

    def account_for_interest_forms(self) -> list[Account]:
        """Accounts whose interest reaches the $10 reporting threshold, most interest first."""
        ranked = sorted(self.accounts, key=lambda a: (-a.annual_interest, a.index))
        return [a for a in ranked if a.annual_interest >= 10]


# --- building ------------------------------------------------------------------------


class _Names:
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


def _address(seed: int, purpose: str, state: str | None = None) -> Address:
    fake = faker_for(seed, "address", purpose)
    st = state or fake.random_element(STATES)
    return Address(fake.street_address(), fake.city(), st, fake.zipcode_in_state(st))


def _phone(rng: Random) -> str:
    return f"({rng.randint(201, 989)}) {rng.randint(200, 999)}-{digits(rng, 4)}"


def _ein(rng: Random) -> str:
    return f"{rng.randint(10, 98)}-{digits(rng, 7)}"


def _institution(seed: int, names: _Names, key: str, name: str, state: str | None = None) -> Institution:
    rng = rng_for(seed, "institution", key)
    name = names.unique(name)
    return Institution(name, slugify(name), _ein(rng), _address(seed, f"inst-{key}", state), _phone(rng))


def _person(seed: int, role: str, address: Address, year: int, last: str | None = None) -> Person:
    fake = faker_for(seed, "person", role)
    rng = rng_for(seed, "person", role)
    first = fake.first_name()
    surname = last or fake.last_name()
    ssn = f"{rng.randint(900, 999)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"
    birth = date(year - rng.randint(28, 66), rng.randint(1, 12), rng.randint(1, 28))
    return Person(first, surname, ssn, birth, address)


def _pay_dates(year: int, frequency: str, rng: Random) -> list[tuple[date, date, date]]:
    """(period start, period end, pay date) for every pay day in the year."""
    out = []
    if frequency == "biweekly":
        first = date(year, 1, 2) + timedelta(days=rng.randint(0, 13))
        while first.weekday() != 4:
            first += timedelta(days=1)
        pay = first
        while pay.year == year:
            end = pay - timedelta(days=5)
            out.append((end - timedelta(days=13), end, pay))
            pay += timedelta(days=14)
    else:
        for month in range(1, 13):
            for start_day, end_day in ((1, 15), (16, last_day(year, month).day)):
                start, end = date(year, month, start_day), date(year, month, end_day)
                out.append((start, end, weekday_before(end)))
    return out


def _build_job(seed: int, year: int, index: int, employer: Institution, person: Person, role: str) -> Job:
    rng = rng_for(seed, "job", index)
    frequency = rng.choice(("biweekly", "semimonthly"))
    salary = Decimal(rng.randrange(42000, 185000, 500)) if index == 0 else Decimal(rng.randrange(28000, 120000, 250))
    job = Job(
        index=index, employer=employer, employee=person, employee_role=role, frequency=frequency,
        annual_salary=salary, k401_rate=Decimal(rng.choice((0, 3, 4, 5, 6, 8, 10))) / 100,
        state_id=f"{employer.address.state} {digits(rng, 8)}", employee_id=f"E{digits(rng, 6)}",
        omitted_fringe=money(rng, 180, 2400),
    )
    dates = _pay_dates(year, frequency, rng)
    per_period = cents(salary / len(dates))
    health = money(rng, 45, 260)
    fed_rate = Decimal(rng.randint(90, 170)) / 1000
    state_rate = Decimal(rng.randint(25, 55)) / 1000
    bonus_period = rng.randrange(len(dates))
    bonus = cents(salary * Decimal(rng.choice((0, 0, 3, 5, 8))) / 100)
    wage_base = Decimal(SS_WAGE_BASE.get(year, 176100))
    ss_ytd = ZERO
    hours = Decimal("80.00") if frequency == "biweekly" else Decimal("86.67")
    for number, (start, end, pay) in enumerate(dates):
        extra = bonus if number == bonus_period else ZERO
        gross = per_period + extra
        k401 = cents(gross * job.k401_rate)
        fica_wages = gross - health
        ss_wages = max(ZERO, min(fica_wages, wage_base - ss_ytd))
        ss_ytd += ss_wages
        taxable = gross - k401 - health
        federal = cents(taxable * fed_rate)
        ss = cents(ss_wages * SS_RATE)
        medicare = cents(fica_wages * MEDICARE_RATE)
        state = cents(taxable * state_rate)
        net = gross - k401 - health - federal - ss - medicare - state
        job.periods.append(PayPeriod(number, start, end, pay, hours, gross, extra, k401, health, federal,
                                     ss_wages, ss, fica_wages, medicare, state, net))
    return job


def _build_card(seed: int, year: int, issuer: Institution, monthly_budget: Decimal) -> CreditCard:
    rng = rng_for(seed, "card", "terms")
    card = CreditCard(issuer, f"4{digits(rng, 15)}", Decimal(rng.randint(1799, 2899)) / 100,
                      cents(rng.randrange(5000, 30001, 500)))
    closing_day = rng.randint(18, 26)
    previous = money(rng, 300, float(monthly_budget))
    prev_due: date | None = None
    for month in range(0, 13):
        m_rng = rng_for(seed, "card", "month", month)
        close = date(year, month, closing_day) if month else date(year - 1, 12, closing_day)
        start = add_months(close, -1) + timedelta(days=1)
        n = m_rng.randint(6, 14)
        budget = float(monthly_budget)
        purchases = sorted(
            (CardPurchase(start + timedelta(days=m_rng.randint(0, (close - start).days)), m_rng.choice(MERCHANTS),
                          money(m_rng, 6, max(12.0, 2.4 * budget / n))) for _ in range(n)),
            key=lambda p: (p.date, p.merchant, p.amount),
        )
        if month == 0:
            purchases = []
        spent = sum((p.amount for p in purchases), ZERO)
        payment = ZERO if month == 0 else previous
        pay_date = prev_due if prev_due is not None else start
        new_balance = previous - payment + spent if month else previous
        minimum = new_balance if new_balance <= 35 else max(Decimal("35.00"), cents(new_balance * Decimal("0.02")))
        due = close + timedelta(days=25)
        card.statements.append(CardStatement(month, start, close, ZERO if month == 0 else previous, payment,
                                             pay_date, tuple(purchases), new_balance, minimum, due))
        previous, prev_due = new_balance, due
    return card


def _build_mortgage(seed: int, year: int, lender: Institution, escrow_annual: Decimal) -> Mortgage:
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
    m = Mortgage(lender, digits(rng, 10), rate, origination, original, principal, payment, cents(escrow_annual / 12))
    balance, ytd = principal, ZERO
    for month in range(1, 13):
        interest = cents(balance * monthly_rate)
        paid = payment - interest
        ytd += interest
        m.months.append(MortgageMonth(month, date(year, month, 1), balance, interest, paid, m.escrow_monthly,
                                      balance - paid, ytd))
        balance -= paid
    return m


def _build_utility(seed: int, year: int, index: int, company: Institution, service: str) -> Utility:
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
        util.bills.append(UtilityBill(month, billing, start, end, usage, unit, rate, charges, previous, previous,
                                      current, billing + timedelta(days=21)))
        previous = current
    return util


def _build_policies(seed: int, year: int, insurer: Institution, home: Address, mortgage_principal: Decimal,
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
    policies = [Policy(insurer, "Homeowners", f"HO-{digits(rng, 3)}-{digits(rng, 6)}", eff, add_months(eff, 12),
                       premium, home_cov, cents(rng.choice((1000, 1500, 2500))), agent)]
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
    policies.append(Policy(insurer, "Personal Auto", f"PA-{digits(rng, 4)}-{digits(rng, 5)}", eff,
                           add_months(eff, 6 if rng.random() < 0.5 else 12), auto_premium, auto_cov,
                           cents(rng.choice((250, 500, 1000))), agent))
    return policies


def build_invoices(seed: int, year: int, state: str, count: int) -> list[Invoice]:
    """The household's first `count` contractor invoices; invoice i depends only on (seed, year, i)."""
    out = []
    for i in range(count):
        rng = rng_for(seed, "invoice", i)
        fake = faker_for(seed, "invoice", i)
        trade, items = TRADES[rng.randrange(len(TRADES))]
        name = f"{fake.last_name()} {trade}"
        vendor = Institution(name, slugify(name), _ein(rng), _address(seed, f"vendor-{i}", state), _phone(rng))
        when = date(year, rng.randint(1, 12), rng.randint(1, 28))
        lines = []
        for desc in rng.sample(items, rng.randint(2, len(items))):
            qty = Decimal(rng.randint(1, 4))
            unit = money(rng, 25, 480)
            lines.append(InvoiceLine(desc, qty, unit, cents(qty * unit)))
        subtotal = sum((ln.amount for ln in lines), ZERO)
        tax_rate = Decimal(rng.choice((0, 425, 600, 700, 725))) / 10000
        tax = cents(subtotal * tax_rate)
        out.append(Invoice(i, vendor, f"INV-{year % 100:02d}{digits(rng, 4)}", when, when + timedelta(days=30),
                           tuple(lines), subtotal, tax_rate, tax, subtotal + tax))
    return out


def _ledger(seed: int, year: int, account: Account, items: list[tuple[date, int, str, Decimal]],
            opening: Decimal) -> None:
    """Fill `account.statements`: the month's items plus an interest credit on the last day."""
    balance = opening
    for month in range(1, 13):
        start, end = date(year, month, 1), last_day(year, month)
        month_items = sorted((it for it in items if it[0].month == month), key=lambda it: (it[0], it[1], it[2]))
        rows: list[Transaction] = []
        beginning = balance
        for when, _order, desc, amount in month_items:
            balance += amount
            rows.append(Transaction(when, desc, amount, balance))
        interest = cents(max(ZERO, balance) * account.apy / 100 / 12)
        if interest > 0:
            balance += interest
            rows.append(Transaction(end, "INTEREST PAID", interest, balance))
        deposits = sum((t.amount for t in rows if t.amount > 0), ZERO)
        withdrawals = -sum((t.amount for t in rows if t.amount < 0), ZERO)
        account.statements.append(MonthStatement(month, start, end, beginning, balance, interest, deposits,
                                                 withdrawals, tuple(rows)))


def build_world(seed: int, year: int = 2025) -> World:
    """The household-year for `seed`: same (seed, year), same world, in any process."""
    rng = rng_for(seed, "household")
    names = _Names(seed)
    state = STATES[rng.randrange(len(STATES))]
    home = _address(seed, "home", state)
    taxpayer = _person(seed, "taxpayer", home, year)
    spouse = None
    if rng.random() < 0.7:
        same_last = rng.random() < 0.7
        spouse = _person(seed, "spouse", home, year, taxpayer.last if same_last else None)

    # Employers: the taxpayer's main job, the spouse's (or a second job), sometimes a third.
    n_jobs = rng.choice((1, 2, 2, 3))
    jobs = []
    for i in range(n_jobs):
        person, role = (spouse, "spouse") if (i == 1 and spouse is not None) else (taxpayer, "taxpayer")
        employer = _institution(seed, names, f"employer-{i}", faker_for(seed, "employer", i).company(), state)
        jobs.append(_build_job(seed, year, i, employer, person, role))

    def inst(key: str, pattern: str) -> Institution:
        return _institution(seed, names, key, pattern.format(w=names.word()))

    b_rng = rng_for(seed, "banks")
    n_banks = b_rng.randint(2, 4)
    kinds = [("Interest Checking", (1, 5)), ("High-Yield Savings", (320, 460)), ("Money Market", (150, 310)),
             ("Savings", (40, 120))]
    accounts = []
    for i in range(n_banks):
        kind, (lo, hi) = kinds[i]
        bank = inst(f"bank-{i}", "{w} " + b_rng.choice(BANK_SUFFIXES))
        accounts.append(Account(i, bank, kind, digits(rng_for(seed, "account", i), 10),
                                Decimal(b_rng.randint(lo, hi)) / 100))

    monthly_net = sum((p.net for j in jobs for p in j.periods), ZERO) / 12
    card = _build_card(seed, year, inst("card", "{w} Card Services"), cents(monthly_net * Decimal("0.18")))

    # Property, taxes and insurance first: the mortgage escrow pays both.
    p_rng = rng_for(seed, "property")
    county = faker_for(seed, "county").last_name()
    jurisdiction = _institution(seed, names, "county", f"{county} County Treasurer", state)
    insurer = inst("insurer", "{w} Mutual Insurance Company")
    agent = faker_for(seed, "agent").name()
    principal_guess = money(rng_for(seed, "mortgage", "terms"), 140000, 520000)
    policies = _build_policies(seed, year, insurer, home, principal_guess, agent)
    assessed_land = cents(round(float(principal_guess) * p_rng.uniform(0.2, 0.35) / 100) * 100)
    assessed_impr = cents(round(float(principal_guess) * p_rng.uniform(0.6, 0.9) / 100) * 100)
    assessed = assessed_land + assessed_impr
    rate_1000 = Decimal(p_rng.randint(9000, 24000)) / 1000
    general = cents(assessed * rate_1000 / 1000)
    specials = (("Library district levy", money(p_rng, 18, 95)), ("Storm water fee", money(p_rng, 24, 140)))
    total_tax = general + sum((a for _, a in specials), ZERO)
    bill_date = date(year, p_rng.randint(9, 10), 1)
    property_tax = PropertyTax(
        jurisdiction, f"{digits(p_rng, 3)}-{digits(p_rng, 3)}-{digits(p_rng, 3)}-{digits(p_rng, 4)}", home,
        assessed_land, assessed_impr, assessed, rate_1000, general, specials, total_tax, bill_date,
        date(year, 12, p_rng.randint(1, 15)),
    )
    lender = inst("lender", "{w} Home Loans")
    mortgage = _build_mortgage(seed, year, lender, total_tax + policies[0].premium)

    services = ["Electric", "Water & Sewer", "Natural Gas"][: rng.randint(2, 3)]
    utilities = [
        _build_utility(seed, year, i, inst(f"utility-{i}", {"Electric": "{w} Power & Light",
                                                            "Water & Sewer": "{w} Water District",
                                                            "Natural Gas": "{w} Gas Company"}[svc]), svc)
        for i, svc in enumerate(services)
    ]

    l_rng = rng_for(seed, "lease")
    unit = Address(f"{home.street} Unit B", home.city, home.state, home.zip)
    tenant = _person(seed, "tenant", _address(seed, "tenant-previous", state), year)
    rent = cents(l_rng.randrange(950, 2800, 25))
    lease_start = date(year, l_rng.randint(1, 7), 1)
    lease = Lease(tenant, unit, rent, cents(rent * l_rng.choice((1, Decimal("1.5"), 2))), lease_start,
                  add_months(lease_start, 12) - timedelta(days=1), 1, cents(l_rng.choice((50, 75, 100))))

    invoices = build_invoices(seed, year, state, 8)

    i_rng = rng_for(seed, "investments")
    owner = spouse if (spouse is not None and i_rng.random() < 0.3) else taxpayer
    ordinary = money(i_rng, 140, 9800)
    dividends = Dividends(inst("brokerage", "{w} Investments"), digits(i_rng, 8), owner, ordinary,
                          cents(ordinary * Decimal(i_rng.randint(55, 95)) / 100), money(i_rng, 0, 3200),
                          money(i_rng, 0, 60), ZERO)
    retiree = max([taxpayer] + ([spouse] if spouse else []), key=lambda p: (year - p.birth_date.year, p.ssn))
    age = year - retiree.birth_date.year
    gross = money(i_rng, 2500, 38000)
    withheld_rate = Decimal("0.20") if i_rng.random() < 0.6 else Decimal("0.10")
    distribution = Distribution(inst("custodian", "{w} Retirement Services"), digits(i_rng, 9), retiree, gross,
                                gross, cents(gross * withheld_rate), cents(gross * Decimal("0.03")),
                                "7" if age >= 60 else "1")
    c_rng = rng_for(seed, "contract")
    client = _institution(seed, names, "client", faker_for(seed, "client").company())
    contractor = spouse if (spouse is not None and c_rng.random() < 0.5) else taxpayer
    contract = Contract(client, contractor, money(c_rng, 1200, 46000),
                        ZERO if c_rng.random() < 0.75 else money(c_rng, 100, 900))

    # The foreign lookalike: a Canadian employer's wage slip for the taxpayer.
    ca = faker_for(seed, "foreign", locale="en_CA")
    f_rng = rng_for(seed, "foreign")
    ca_addr = Address(ca.street_address(), ca.city(), ca.province_abbr(), ca.postcode())
    ca_name = names.unique(ca.company())
    ca_employer = Institution(ca_name, slugify(ca_name), f"{digits(f_rng, 9)}RP0001", ca_addr, _phone(f_rng))
    income = money(f_rng, 18000, 96000)
    pensionable = min(income, Decimal("71300.00"))
    insurable = min(income, Decimal("65700.00"))
    foreign = ForeignWages(ca_employer, taxpayer, f"XXX XX{digits(f_rng, 1)} {digits(f_rng, 3)}",
                           ca_addr.state, income, cents((pensionable - 3500) * Decimal("0.0595")),
                           cents(insurable * Decimal("0.0164")), cents(income * Decimal(f_rng.randint(14, 24)) / 100),
                           insurable, pensionable, money(f_rng, 0, 900))

    preparer_person = faker_for(seed, "preparer").name()
    preparer = _institution(seed, names, "preparer", f"{preparer_person.split()[-1]} Tax & Accounting", state)

    # Bank ledgers: payroll and rent in; mortgage, utilities, card, savings, vendors out.
    checking = accounts[0]
    items: list[tuple[date, int, str, Decimal]] = []
    for job in jobs:
        for p in job.periods:
            items.append((p.pay_date, 1, f"PAYROLL DIRECT DEP {job.employer.name.upper()[:28]}", p.net))
    for month in range(1, 13):
        when = date(year, month, lease.due_day)
        if lease.start <= when <= lease.end:
            items.append((when + timedelta(days=2), 2, f"MOBILE DEPOSIT RENT {tenant.last.upper()}", rent))
        items.append((date(year, month, 1), 3, f"{lender.name.upper()} MORTGAGE PMT", -mortgage.payment_total))
    for util in utilities:
        for bill in util.bills:
            items.append((bill.due_date, 4, f"{util.company.name.upper()} AUTOPAY", -bill.amount_due))
    for st in card.statements[1:]:
        if st.payment > 0:
            items.append((st.payment_date, 5, f"{card.issuer.name.upper()} CARD PMT", -st.payment))
    savings_transfer = cents(monthly_net * Decimal(rng.randint(4, 9)) / 100)
    for month in range(1, 13):
        items.append((date(year, month, 15), 6, f"TRANSFER TO SAVINGS ...{accounts[1].last4}", -savings_transfer))
        d_rng = rng_for(seed, "debit", month)
        for _ in range(d_rng.randint(3, 9)):
            when = date(year, month, d_rng.randint(1, last_day(year, month).day))
            items.append((when, 7, f"DEBIT CARD {d_rng.choice(MERCHANTS)}", -money(d_rng, 4, 140)))
    for inv in invoices[:6]:
        if inv.due_date.year == year:
            items.append((inv.due_date, 8, f"CHECK PAYMENT {inv.vendor.name.upper()[:30]}", -inv.total))
    running, lowest = ZERO, ZERO
    for it in sorted(items, key=lambda it: (it[0], it[1], it[2])):
        running += it[3]
        lowest = min(lowest, running)
    opening = Decimal(int((1500 - lowest) / 100) * 100 + 100) + money(rng_for(seed, "opening", 0), 0, 5000)
    _ledger(seed, year, checking, items, opening)

    savings_items = [(date(year, m, 15), 1, f"TRANSFER FROM CHECKING ...{checking.last4}", savings_transfer)
                     for m in range(1, 13)]
    _ledger(seed, year, accounts[1], savings_items, money(rng_for(seed, "opening", 1), 8000, 60000))
    for acct in accounts[2:]:
        a_rng = rng_for(seed, "opening", acct.index)
        deposit_month = a_rng.randint(2, 11)
        extra = [(date(year, deposit_month, a_rng.randint(1, 28)), 1, "DEPOSIT", money(a_rng, 500, 5000))]
        _ledger(seed, year, acct, extra, money(a_rng, 2000, 40000))

    return World(seed, year, taxpayer, spouse, home, jobs, accounts, card, mortgage, property_tax, utilities,
                 policies, lease, invoices, dividends, distribution, contract, foreign, preparer, preparer_person)
