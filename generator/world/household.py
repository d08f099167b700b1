"""The household-year: every entity of the world, built from (seed, year) in a fixed order."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from generator.world.banking import Account, CreditCard, build_accounts, build_card
from generator.world.contract_work import build_contract
from generator.world.entities import Address, Institution, Names, Person, named_institution
from generator.world.foreign import build_foreign_wages
from generator.world.home import Lease, Mortgage, Policy, PropertyTax, Utility, build_utilities
from generator.world.income import Contract, Distribution, Dividends, ForeignWages, Invoice, build_invoices
from generator.world.investments import build_investments
from generator.world.ledgers import checking_items, fill_ledgers
from generator.world.outline import draw_outline
from generator.world.owned_home import build_owned_home
from generator.world.payroll import Job, build_jobs, monthly_net
from generator.world.people import build_people, build_preparer
from generator.world.rental import build_lease
from harness.contract.shapes import cents

CARD_SHARE_OF_NET = Decimal("0.18")  # the card's monthly spending budget, of the monthly net pay
INVOICE_COUNT = 8


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
    """The household-year for `seed`: same (seed, year), same world, in any process.

    The builders run in a fixed order: they share the world's unused institution names
    (`Names`), and what one builds another reads (jobs' net pay sets the card's budget and
    the savings transfer; property tax and insurance set the mortgage escrow; everything
    that moves money fills the ledgers, last).
    """
    outline = draw_outline(seed)
    names = Names(seed)
    people = build_people(seed=seed, year=year, outline=outline)
    jobs = build_jobs(seed=seed, year=year, names=names, people=people, state=outline.state,
                      count=outline.job_count)
    accounts = build_accounts(seed=seed, names=names)
    net = monthly_net(jobs)
    card_issuer = named_institution(seed, names, "card", "{w} Card Services")
    card = build_card(seed=seed, year=year, issuer=card_issuer, monthly_budget=cents(net * CARD_SHARE_OF_NET))
    owned = build_owned_home(seed=seed, year=year, names=names, home=people.home, state=outline.state)
    utilities = build_utilities(seed=seed, year=year, names=names, services=outline.utility_services)
    lease = build_lease(seed=seed, year=year, home=people.home, state=outline.state)
    invoices = build_invoices(seed=seed, year=year, state=outline.state, count=INVOICE_COUNT)
    dividends, distribution = build_investments(seed=seed, year=year, names=names, people=people)
    contract = build_contract(seed=seed, names=names, people=people)
    foreign = build_foreign_wages(seed=seed, names=names, employee=people.taxpayer)
    preparer, preparer_person = build_preparer(seed=seed, names=names, state=outline.state)

    savings_transfer = cents(net * Decimal(outline.savings_percent) / 100)
    checking = checking_items(seed=seed, year=year, jobs=jobs, lease=lease, mortgage=owned.mortgage,
                              utilities=utilities, card=card, invoices=invoices, savings=accounts[1],
                              savings_transfer=savings_transfer)
    fill_ledgers(seed=seed, year=year, accounts=accounts, checking=checking,
                 savings_transfer=savings_transfer)

    return World(
        seed=seed, year=year, taxpayer=people.taxpayer, spouse=people.spouse, home=people.home, jobs=jobs,
        accounts=accounts, card=card, mortgage=owned.mortgage, property_tax=owned.property_tax,
        utilities=utilities, policies=owned.policies, lease=lease, invoices=invoices, dividends=dividends,
        distribution=distribution, contract=contract, foreign_wages=foreign, preparer=preparer,
        preparer_person=preparer_person,
    )
