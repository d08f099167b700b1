"""Deposit accounts with their monthly ledgers, and the credit card with its statements."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from generator.rng import rng_for
from generator.world.entities import (
    BANK_SUFFIXES,
    MERCHANTS,
    ZERO,
    Institution,
    Names,
    add_months,
    digits,
    last_day,
    money,
    named_institution,
)
from harness.contract.shapes import cents

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
    late_fee: Decimal = ZERO  # charged when the payment arrived after the previous statement's due date
    late_fee_date: date | None = None  # the day after that due date

    @property
    def rows(self) -> tuple[tuple[date, str, Decimal], ...]:
        """The transaction table: (date, description, amount), the payment negative, by date
        (the payment first, a late fee last on a day)."""
        rows: list[tuple[date, int, str, Decimal]] = []
        if self.payment > 0:
            rows.append((self.payment_date, 0, PAYMENT_ROW, -self.payment))
        rows += [(p.date, 1, p.merchant, p.amount) for p in self.purchases]
        if self.late_fee > 0 and self.late_fee_date is not None:
            rows.append((self.late_fee_date, 2, LATE_FEE_ROW, self.late_fee))
        return tuple((when, text, amount) for when, _, text, amount in sorted(rows, key=lambda r: (r[0], r[1])))


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


PAYMENT_ROW = "PAYMENT - THANK YOU"
LATE_FEE_ROW = "LATE FEE - PAYMENT PAST DUE"
LATE_FEES = (29, 35, 40)
LATE_SHARE = 0.3  # of the months whose payment arrives after the due date


# The deposit accounts, in order: (kind, APY range in hundredths of a percent).
ACCOUNT_KINDS = (("Interest Checking", (1, 5)), ("High-Yield Savings", (320, 460)),
                 ("Money Market", (150, 310)), ("Savings", (40, 120)))


def build_accounts(*, seed: int, names: Names) -> list[Account]:
    """Two to four deposit accounts, one per bank: checking first, then savings kinds.
    Their statements are filled later, once everything that moves money exists."""
    rng = rng_for(seed, "banks")
    accounts = []
    for i in range(rng.randint(2, 4)):
        kind, (lo, hi) = ACCOUNT_KINDS[i]
        bank = named_institution(seed, names, f"bank-{i}", "{w} " + rng.choice(BANK_SUFFIXES))
        accounts.append(Account(index=i, bank=bank, kind=kind, number=digits(rng_for(seed, "account", i), 10),
                                apy=Decimal(rng.randint(lo, hi)) / 100))
    return accounts


def build_card(seed: int, year: int, issuer: Institution, monthly_budget: Decimal) -> CreditCard:
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
        fee, fee_date = ZERO, None
        late = rng_for(seed, "card", "late", month)
        if month and prev_due is not None and late.random() < LATE_SHARE:
            # one to three days late, still inside this statement's period; a fee the day after the due date
            pay_date = min(prev_due + timedelta(days=late.randint(1, 3)), close)
            fee, fee_date = cents(late.choice(LATE_FEES)), prev_due + timedelta(days=1)
        new_balance = previous - payment + spent + fee if month else previous
        minimum = new_balance if new_balance <= 35 else max(Decimal("35.00"), cents(new_balance * Decimal("0.02")))
        due = close + timedelta(days=25)
        card.statements.append(CardStatement(
            month=month, period_start=start, closing_date=close,
            previous_balance=ZERO if month == 0 else previous, payment=payment, payment_date=pay_date,
            purchases=tuple(purchases), new_balance=new_balance, minimum_payment=minimum, due_date=due,
            late_fee=fee, late_fee_date=fee_date))
        previous, prev_due = new_balance, due
    return card


def fill_ledger(seed: int, year: int, account: Account, items: list[tuple[date, int, str, Decimal]],
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
        account.statements.append(MonthStatement(
            month=month, start=start, end=end, beginning=beginning, ending=balance, interest=interest,
            deposits=deposits, withdrawals=withdrawals, transactions=tuple(rows)))

