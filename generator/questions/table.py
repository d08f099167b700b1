"""`table`: one row of a statement's transaction table ("How much was the rent deposit on
March 3 on my Evergreen statement?"), or the day a row of a known amount posted.

The rows are the `row_NN_*` fields of a statement's ground truth (generator/documents/plan.py
`printed_rows`); every question says its derivation (`value` or `date` of the row's field,
harness/contract/derive.py). The base questions ask the last row of every statement first:
on a statement whose table runs past its first page, that row is on a continuation page.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import date
from decimal import Decimal
from random import Random

from generator.questions.draft import Draft, cite, pick
from generator.questions.facts import Fact
from generator.questions.needles import date_needles, money_needles
from generator.questions.pool import spread
from generator.questions.view import CorpusView
from generator.questions.voice import pick_doc
from harness.contract.derive import MARK, money_reader, parse_printed_date
from harness.contract.shapes import money_comma, month_name

LATE_FEE_WORDS = "LATE FEE"  # how a card statement's late fee row begins
INTEREST_ROW = ": INTEREST PAID on "  # in the notes of a question about a bank statement's interest row


class Row:
    """One row of a statement's table: its number, date, description and signed amount."""

    def __init__(self, fact: Fact, n: int) -> None:
        key = f"row_{n:02d}"
        self.fact, self.key = fact, key
        self.day: date | None = parse_printed_date(fact.printed[f"{key}_date"])
        self.text = fact.printed[f"{key}_description"]
        self.amount: Decimal | None = money_reader(fact.printed)(fact.printed[f"{key}_amount"])


def rows_of(fact: Fact) -> list[Row]:
    out, n = [], 1
    while f"row_{n:02d}_date" in fact.printed:
        out.append(Row(fact, n))
        n += 1
    return out


_TITLE_SMALL = {"and", "of", "the"}


def title(text: str) -> str:
    """`FRESHMART GROCERY` -> `Freshmart Grocery` (how a person writes a name the bank prints in capitals)."""
    words = text.lower().split()
    return " ".join(w if i and w in _TITLE_SMALL else w[:1].upper() + w[1:] for i, w in enumerate(words))


# What a row is, in a person's words, from its printed description (bank ledgers and card tables).
_KINDS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"^PAYROLL DIRECT DEP (?P<who>.+)$"), ("the paycheck deposit", "the direct deposit of pay")),
    (re.compile(r"^MOBILE DEPOSIT RENT (?P<who>.+)$"), ("the rent deposit from {who}", "the rent {who} paid in")),
    (re.compile(r"^(?P<who>.+) MORTGAGE PMT$"), ("the mortgage payment", "the payment to {who} for the mortgage")),
    (re.compile(r"^(?P<who>.+) AUTOPAY$"), ("the automatic payment to {who}", "the {who} autopay")),
    (re.compile(r"^(?P<who>.+) CARD PMT$"), ("the credit card payment", "the payment to {who} for the card")),
    (re.compile(r"^TRANSFER TO SAVINGS"), ("the transfer to savings", "the money moved to savings")),
    (re.compile(r"^TRANSFER FROM CHECKING"), ("the transfer in from checking", "the money moved in from checking")),
    (re.compile(r"^DEBIT CARD (?P<who>.+)$"), ("the debit card purchase at {who}",
                                               "what I spent at {who} by debit card")),
    (re.compile(r"^CHECK PAYMENT (?P<who>.+)$"), ("the check to {who}", "the check I wrote to {who}")),
    (re.compile(r"^INTEREST PAID$"), ("the interest credited", "the interest the bank paid in")),
    (re.compile(r"^DEPOSIT$"), ("the deposit", "the money deposited")),
    (re.compile(r"^PAYMENT - THANK YOU$"), ("the payment I made", "the payment the card company received")),
    (re.compile(r"^LATE FEE"), ("the late fee", "the fee for paying late")),
    (re.compile(r"^(?P<who>.+)$"), ("the charge at {who}", "what I spent at {who}", "the purchase at {who}")),
)


def row_phrases(text: str) -> tuple[str, ...]:
    """A row described as a person would: `the debit card purchase at Freshmart Grocery`."""
    for pattern, phrases in _KINDS:
        m = pattern.match(text)
        if m:
            who = title(m.groupdict().get("who") or "")
            return tuple(p.format(who=who) for p in phrases)
    return (text,)


def on_day(day: date) -> str:
    return f"{month_name(day.month)} {day.day}"


AMOUNT = (
    "How much was {row} on {day}, on {doc}?",
    "What did {row} on {day} come to, according to {doc}?",
    "On {doc}, how much was {row} dated {day}?",
    "{doc} lists {row} on {day}. What was the amount?",
    "How big was {row} on {day}? It is on {doc}.",
    "What amount does {doc} show for {row} on {day}?",
)
WHEN = (
    "On what date did {row} of ${amount} post, according to {doc}?",
    "When was {row} for ${amount} on {doc}?",
    "{doc} shows {row} of ${amount}. On what day?",
    "What day is {row} of ${amount} dated on {doc}?",
    "Which date does {doc} give for {row} of ${amount}?",
    "When did {row} of ${amount} go through, going by {doc}?",
)


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def _row_drafts(view: CorpusView, rng: Random, fact: Fact, rows: list[Row]) -> list[Draft]:
    """A question per row that a person could single out: by what and when (its amount asked),
    or, when no other row has the same description and amount, by what and how much (its day asked)."""
    by_day = Counter((r.text, r.day) for r in rows)
    by_amount = Counter((r.text, r.amount) for r in rows)
    out = []
    for r in rows:
        if r.day is None or r.amount is None or r.amount == 0:
            continue
        phrases = row_phrases(r.text)
        phrase = pick(rng, phrases)
        doc = pick_doc(rng, view.phrases(fact))
        if by_day[(r.text, r.day)] == 1 and (rng.random() < 0.75 or by_amount[(r.text, r.amount)] > 1):
            out.append(Draft("table", _capital(pick(rng, AMOUNT).format(row=phrase, day=on_day(r.day), doc=doc)),
                             notes=f"row {r.key} of {fact.file}: {r.text} on {r.day.isoformat()}, "
                                   f"{money_comma(r.amount)}; the amount without its sign, every accepted shape. "
                                   f"{MARK}value {r.key}_amount@{fact.file}",
                             must_contain_any=money_needles(abs(r.amount)), must_cite_any=cite(fact)))
        elif by_amount[(r.text, r.amount)] == 1:
            phrase = next((p for p in phrases if p.startswith("the ")), phrase)  # "the charge at X of $12.00"
            out.append(Draft("table", _capital(pick(rng, WHEN).format(row=phrase, amount=money_comma(abs(r.amount)),
                                                                      doc=doc)),
                             notes=f"row {r.key} of {fact.file}: {r.text}, {money_comma(r.amount)}, on "
                                   f"{r.day.isoformat()}; every accepted date shape. "
                                   f"{MARK}date {r.key}_date@{fact.file}",
                             must_contain_any=date_needles(r.day), must_cite_any=cite(fact)))
    return out


def _statements(view: CorpusView) -> list[Fact]:
    return [f for f, _ in view.addressable() if f.doc_type and f.kind.table is not None and rows_of(f)]


def tables(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    """The last row of the longest statement (on a table that runs past its first page, a row of
    a continuation page), then a row of each other statement, card and bank statements in turn,
    then a second row of each; interest rows (a lookup asks them) only where there is nothing else."""
    statements = _statements(view)
    rng.shuffle(statements)
    if not statements:
        return []
    longest = max(statements, key=lambda f: len(rows_of(f)))
    rest = spread([f for f in statements if f is not longest], lambda f: f.doc_type)
    firsts, seconds = [], []
    for fact in [longest, *rest]:
        drafts = _row_drafts(view, rng, fact, rows_of(fact))
        drafts = [d for d in drafts if INTEREST_ROW not in d.notes] or drafts
        if not drafts:
            continue
        first = drafts[-1] if fact is longest else drafts.pop(rng.randrange(len(drafts)))
        firsts.append(first)
        others = [d for d in drafts if d is not first]
        if others:
            seconds.append(others[rng.randrange(len(others))])
    return (firsts + seconds)[:want]


def more_tables(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """Every other row a person could single out, spread over the statements (for `--questions N`)."""
    notes = {d.notes for d in taken}
    keys = {n.split(":")[0] for n in notes}
    candidates = [(fact.file, d) for fact in _statements(view) for d in _row_drafts(view, rng, fact, rows_of(fact))
                  if d.notes.split(":")[0] not in keys]
    rng.shuffle(candidates)
    return [d for _, d in spread(candidates, lambda c: c[0])]
