"""The bank ledgers: what flows through each account over the year, filled in last.

Checking takes in payroll and rent and pays the mortgage, the utilities, the card, the
monthly transfer to savings, debit-card purchases and some contractor invoices; its
opening balance keeps it at least $1,500 above zero all year. Savings receives the
transfers; any further account gets one deposit.
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from generator.rng import rng_for
from generator.world.banking import Account, CreditCard, fill_ledger
from generator.world.entities import MERCHANTS, ZERO, last_day, money
from generator.world.home import Lease, Mortgage, Utility
from generator.world.income import Invoice
from generator.world.payroll import Job

# (date, order among the same day's items, description, amount): the ledger's raw rows
Item = tuple[date, int, str, Decimal]
CHECKS_PAID = 6  # the first invoices, paid by check from checking when due in the year
LOWEST_BALANCE = 1500


def checking_items(*, seed: int, year: int, jobs: list[Job], lease: Lease, mortgage: Mortgage,
                   utilities: list[Utility], card: CreditCard, invoices: list[Invoice], savings: Account,
                   savings_transfer: Decimal) -> list[Item]:
    """Every item through checking over the year, in the order they are gathered."""
    items: list[Item] = []
    for job in jobs:
        for p in job.periods:
            items.append((p.pay_date, 1, f"PAYROLL DIRECT DEP {job.employer.name.upper()[:28]}", p.net))
    for month in range(1, 13):
        when = date(year, month, lease.due_day)
        if lease.start <= when <= lease.end:
            items.append((when + timedelta(days=2), 2, f"MOBILE DEPOSIT RENT {lease.tenant.last.upper()}",
                          lease.monthly_rent))
        items.append((date(year, month, 1), 3, f"{mortgage.lender.name.upper()} MORTGAGE PMT",
                      -mortgage.payment_total))
    for util in utilities:
        for bill in util.bills:
            items.append((bill.due_date, 4, f"{util.company.name.upper()} AUTOPAY", -bill.amount_due))
    for st in card.statements[1:]:
        if st.payment > 0:
            items.append((st.payment_date, 5, f"{card.issuer.name.upper()} CARD PMT", -st.payment))
    for month in range(1, 13):
        items.append((date(year, month, 15), 6, f"TRANSFER TO SAVINGS ...{savings.last4}", -savings_transfer))
        rng = rng_for(seed, "debit", month)
        for _ in range(rng.randint(3, 9)):
            when = date(year, month, rng.randint(1, last_day(year, month).day))
            items.append((when, 7, f"DEBIT CARD {rng.choice(MERCHANTS)}", -money(rng, 4, 140)))
    for inv in invoices[:CHECKS_PAID]:
        if inv.due_date.year == year:
            items.append((inv.due_date, 8, f"CHECK PAYMENT {inv.vendor.name.upper()[:30]}", -inv.total))
    return items


def checking_opening(*, seed: int, items: list[Item]) -> Decimal:
    """An opening balance, in whole hundreds plus a random amount, that keeps the running
    balance above `LOWEST_BALANCE` on every day of the year."""
    running, lowest = ZERO, ZERO
    for it in sorted(items, key=lambda it: (it[0], it[1], it[2])):
        running += it[3]
        lowest = min(lowest, running)
    hundreds = Decimal(int((LOWEST_BALANCE - lowest) / 100) * 100 + 100)
    return hundreds + money(rng_for(seed, "opening", 0), 0, 5000)


def fill_ledgers(*, seed: int, year: int, accounts: list[Account], checking: list[Item],
                 savings_transfer: Decimal) -> None:
    """Fill every account's monthly statements: checking with `checking`, savings with the
    transfers, each further account with one deposit."""
    first, second = accounts[0], accounts[1]
    fill_ledger(seed, year, first, checking, checking_opening(seed=seed, items=checking))
    transfers = [(date(year, m, 15), 1, f"TRANSFER FROM CHECKING ...{first.last4}", savings_transfer)
                 for m in range(1, 13)]
    fill_ledger(seed, year, second, transfers, money(rng_for(seed, "opening", 1), 8000, 60000))
    for acct in accounts[2:]:
        rng = rng_for(seed, "opening", acct.index)
        deposit_month = rng.randint(2, 11)
        extra = [(date(year, deposit_month, rng.randint(1, 28)), 1, "DEPOSIT", money(rng, 500, 5000))]
        fill_ledger(seed, year, acct, extra, money(rng, 2000, 40000))
