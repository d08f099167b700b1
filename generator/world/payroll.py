"""Payroll: pay periods with their taxes and deductions; the W-2 and W-2c boxes they add up to."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from random import Random

from generator.rng import faker_for, rng_for
from generator.world.entities import (
    MEDICARE_RATE,
    SS_RATE,
    SS_WAGE_BASE,
    ZERO,
    Institution,
    Names,
    Person,
    digits,
    last_day,
    money,
    new_institution,
    weekday_before,
)
from generator.world.people import People
from harness.contract.shapes import cents

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


def pay_dates(year: int, frequency: str, rng: Random) -> list[tuple[date, date, date]]:
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


def build_job(seed: int, year: int, index: int, employer: Institution, person: Person, role: str) -> Job:
    rng = rng_for(seed, "job", index)
    frequency = rng.choice(("biweekly", "semimonthly"))
    salary = Decimal(rng.randrange(42000, 185000, 500)) if index == 0 else Decimal(rng.randrange(28000, 120000, 250))
    job = Job(
        index=index, employer=employer, employee=person, employee_role=role, frequency=frequency,
        annual_salary=salary, k401_rate=Decimal(rng.choice((0, 3, 4, 5, 6, 8, 10))) / 100,
        state_id=f"{employer.address.state} {digits(rng, 8)}", employee_id=f"E{digits(rng, 6)}",
        omitted_fringe=money(rng, 180, 2400),
    )
    dates = pay_dates(year, frequency, rng)
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
        job.periods.append(PayPeriod(
            number=number, start=start, end=end, pay_date=pay, hours=hours, gross=gross, bonus=extra,
            k401=k401, health=health, federal=federal, ss_wages=ss_wages, social_security=ss,
            medicare_wages=fica_wages, medicare=medicare, state=state, net=net))
    return job



def build_jobs(*, seed: int, year: int, names: Names, people: People, state: str, count: int) -> list[Job]:
    """`count` jobs: the taxpayer's main job, then the spouse's (or a second job of the
    taxpayer's when there is no spouse), then another of the taxpayer's."""
    jobs = []
    for i in range(count):
        person, role = (people.taxpayer, "taxpayer")
        if i == 1 and people.spouse is not None:
            person, role = people.spouse, "spouse"
        company = faker_for(seed, "employer", i).company()
        employer = new_institution(seed, names, f"employer-{i}", company, state)
        jobs.append(build_job(seed, year, i, employer, person, role))
    return jobs


def monthly_net(jobs: list[Job]) -> Decimal:
    """The household's net pay over the year, a twelfth of it (not rounded)."""
    return sum((p.net for j in jobs for p in j.periods), ZERO) / 12
