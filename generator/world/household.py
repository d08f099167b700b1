"""The household-year: every entity of the world, built from (seed, year) in a fixed order."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from generator.rng import faker_for, rng_for
from generator.world.banking import Account, CreditCard, build_card, fill_ledger
from generator.world.entities import (
    BANK_SUFFIXES,
    MERCHANTS,
    STATES,
    ZERO,
    Address,
    Institution,
    Names,
    Person,
    add_months,
    digits,
    last_day,
    money,
    new_address,
    new_institution,
    new_person,
    phone,
    slugify,
)
from generator.world.home import (
    Lease,
    Mortgage,
    Policy,
    PropertyTax,
    Utility,
    build_mortgage,
    build_policies,
    build_utility,
)
from generator.world.income import Contract, Distribution, Dividends, ForeignWages, Invoice, build_invoices
from generator.world.payroll import Job, build_job
from harness.contract.shapes import cents


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


def build_world(seed: int, year: int = 2025) -> World:
    """The household-year for `seed`: same (seed, year), same world, in any process."""
    rng = rng_for(seed, "household")
    names = Names(seed)
    state = STATES[rng.randrange(len(STATES))]
    home = new_address(seed, "home", state)
    taxpayer = new_person(seed, "taxpayer", home, year)
    spouse = None
    if rng.random() < 0.7:
        same_last = rng.random() < 0.7
        spouse = new_person(seed, "spouse", home, year, taxpayer.last if same_last else None)

    # Employers: the taxpayer's main job, the spouse's (or a second job), sometimes a third.
    n_jobs = rng.choice((1, 2, 2, 3))
    jobs = []
    for i in range(n_jobs):
        person, role = (spouse, "spouse") if (i == 1 and spouse is not None) else (taxpayer, "taxpayer")
        employer = new_institution(seed, names, f"employer-{i}", faker_for(seed, "employer", i).company(), state)
        jobs.append(build_job(seed, year, i, employer, person, role))

    def inst(key: str, pattern: str) -> Institution:
        return new_institution(seed, names, key, pattern.format(w=names.word()))

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
    card = build_card(seed, year, inst("card", "{w} Card Services"), cents(monthly_net * Decimal("0.18")))

    # Property, taxes and insurance first: the mortgage escrow pays both.
    p_rng = rng_for(seed, "property")
    county = faker_for(seed, "county").last_name()
    jurisdiction = new_institution(seed, names, "county", f"{county} County Treasurer", state)
    insurer = inst("insurer", "{w} Mutual Insurance Company")
    agent = faker_for(seed, "agent").name()
    principal_guess = money(rng_for(seed, "mortgage", "terms"), 140000, 520000)
    policies = build_policies(seed, year, insurer, home, principal_guess, agent)
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
    mortgage = build_mortgage(seed, year, lender, total_tax + policies[0].premium)

    services = ["Electric", "Water & Sewer", "Natural Gas"][: rng.randint(2, 3)]
    utilities = [
        build_utility(seed, year, i, inst(f"utility-{i}", {"Electric": "{w} Power & Light",
                                                            "Water & Sewer": "{w} Water District",
                                                            "Natural Gas": "{w} Gas Company"}[svc]), svc)
        for i, svc in enumerate(services)
    ]

    l_rng = rng_for(seed, "lease")
    unit = Address(f"{home.street} Unit B", home.city, home.state, home.zip)
    tenant = new_person(seed, "tenant", new_address(seed, "tenant-previous", state), year)
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
    client = new_institution(seed, names, "client", faker_for(seed, "client").company())
    contractor = spouse if (spouse is not None and c_rng.random() < 0.5) else taxpayer
    contract = Contract(client, contractor, money(c_rng, 1200, 46000),
                        ZERO if c_rng.random() < 0.75 else money(c_rng, 100, 900))

    # The foreign lookalike: a Canadian employer's wage slip for the taxpayer.
    ca = faker_for(seed, "foreign", locale="en_CA")
    f_rng = rng_for(seed, "foreign")
    ca_addr = Address(ca.street_address(), ca.city(), ca.province_abbr(), ca.postcode())
    ca_name = names.unique(ca.company())
    ca_employer = Institution(ca_name, slugify(ca_name), f"{digits(f_rng, 9)}RP0001", ca_addr, phone(f_rng))
    income = money(f_rng, 18000, 96000)
    pensionable = min(income, Decimal("71300.00"))
    insurable = min(income, Decimal("65700.00"))
    foreign = ForeignWages(ca_employer, taxpayer, f"XXX XX{digits(f_rng, 1)} {digits(f_rng, 3)}",
                           ca_addr.state, income, cents((pensionable - 3500) * Decimal("0.0595")),
                           cents(insurable * Decimal("0.0164")), cents(income * Decimal(f_rng.randint(14, 24)) / 100),
                           insurable, pensionable, money(f_rng, 0, 900))

    preparer_person = faker_for(seed, "preparer").name()
    preparer = new_institution(seed, names, "preparer", f"{preparer_person.split()[-1]} Tax & Accounting", state)

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
    fill_ledger(seed, year, checking, items, opening)

    savings_items = [(date(year, m, 15), 1, f"TRANSFER FROM CHECKING ...{checking.last4}", savings_transfer)
                     for m in range(1, 13)]
    fill_ledger(seed, year, accounts[1], savings_items, money(rng_for(seed, "opening", 1), 8000, 60000))
    for acct in accounts[2:]:
        a_rng = rng_for(seed, "opening", acct.index)
        deposit_month = a_rng.randint(2, 11)
        extra = [(date(year, deposit_month, a_rng.randint(1, 28)), 1, "DEPOSIT", money(a_rng, 500, 5000))]
        fill_ledger(seed, year, acct, extra, money(a_rng, 2000, 40000))

    return World(seed, year, taxpayer, spouse, home, jobs, accounts, card, mortgage, property_tax, utilities,
                 policies, lease, invoices, dividends, distribution, contract, foreign, preparer, preparer_person)

