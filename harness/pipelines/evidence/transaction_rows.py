"""Rows of a statement's transaction table, read back from its page text: the extractive
pipeline's `table row` shape answers from them, the reference pipeline's shortlist offers them.

A row is a line that starts with a date (`12/04`, `12-04`, `Dec 4`, `04-DEC` without a year, or a
full date in any style the harvest's value recognizers read, harness.harvest.values) and holds
an amount (any style they read: `$45.12 CR`, `(1,425.80)`, `1,234.56-`); its amount is the first
amount after its description (a ledger prints the running balance after it). Of two dates read
at one place the longer reading is the row's (`12/04/25`, not `12/04`). A table whose date column is not
its first prints the row's description before its date ("TRANSFER FROM CHECKING 15-DEC-2025
1,114.95"): a date after the line's first words is the row's too, when the words before it are
no label (no colon) and a month's name in it is a whole name or its cut (no "Marketing 12").
Questions name a row by its day ("on December 4") and what it was ("the debit card purchase
at Freshmart Grocery"), or by what it was and its amount (then the day is asked).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from harness.contract.shapes import month_name, parse_amount
from harness.harvest.values import DATE, MONEY, printed_values

MONTHS = [month_name(m) for m in range(1, 13)]
_ABBR = {m[:3].lower(): i + 1 for i, m in enumerate(MONTHS)}
_LEAD_DATE = re.compile(
    r"^\s*(?:"
    r"(?P<us>\d{2})/(?P<usd>\d{2})(?:/(?P<usy>\d{4}))?"
    r"|(?P<isoy>\d{4})-(?P<iso>\d{2})-(?P<isod>\d{2})"
    r"|(?P<md>\d{2})-(?P<mdd>\d{2})"
    r"|(?P<dmyd>\d{2})-(?P<dmy>[A-Za-z]{3})(?:-(?P<dmyy>\d{4}))?"
    r"|(?P<mon>[A-Z][a-z]{2,8})\.? (?P<mond>\d{1,2})(?:, (?P<mony>\d{4}))?"
    r")\b")
_INNER_DATE = re.compile(r"(?<=[^\s:] )" + _LEAD_DATE.pattern.removeprefix(r"^\s*"))
_MONTH_WORDS = frozenset(w for m in MONTHS for w in (m.lower(), m[:3].lower())) | {"sept"}
_QUESTION_DAY = re.compile(r"\b(" + "|".join(MONTHS) + r") (\d{1,2})\b(?!,? \d{4})(?!\d)")
_QUESTION_AMOUNT = re.compile(r"\$(\d[\d,]*\.\d{2})")
# An amount a question bounds rows by ("more than $800", "smaller than $750"): the words, then the amount.
_BOUND = re.compile(r"\b(?P<op>more than|over|greater than|larger than|bigger than|above|exceeding|at least|"
                    r"smaller than|less than|under|below|at most)\s+\$(?P<amount>\d[\d,]*(?:\.\d{2})?)\b", re.I)
_BELOW = ("smaller than", "less than", "under", "below", "at most")
_POSTED_IN = re.compile(r"\b(?:posted|post|buy|bought|spend|spent|charged|purchased)\b[^?.]*?\bin ("
                        + "|".join(MONTHS) + r")\b(?!,? \d{4})")
MAX_DESCRIPTION_WORDS = 8
ROWS_CACHE = 512  # texts whose rows are kept
_INCLUSIVE = ("at least", "at most")
_WHEN = re.compile(r"\b(?:on what (?:date|day)|when (?:was|did)|what day|which date|on what day)\b", re.I)
_WORD = re.compile(r"[a-z0-9#]+")
# How a question's words name what a ledger prints.
SYNONYMS = {"paycheck": "payroll", "pay": "payroll", "rent": "rent", "savings": "savings", "checking": "checking",
            "autopay": "autopay", "automatic": "autopay", "mortgage": "mortgage", "check": "check",
            "interest": "interest", "late": "late", "fee": "fee", "transfer": "transfer", "moved": "transfer",
            "payment": "payment", "debit": "debit", "deposit": "deposit", "card": "card"}
STOP = {"the", "a", "an", "of", "on", "in", "at", "to", "my", "i", "what", "how", "much", "was", "is", "did", "by",
        "it", "for", "from", "and", "statement", "bank", "come", "amount", "show", "shows", "lists", "dated", "day",
        "date", "when", "which", "post", "go", "through", "according", "going", "big", "last", "year", "end"}


_DATE_WORD = re.compile(r"\bdate\s*$", re.IGNORECASE)  # a label's last word before its date
_DEBIT = re.compile(r"(?:^|[\d\s])DR$", re.IGNORECASE)  # a debit's side mark after an amount


@dataclass(frozen=True)
class Row:
    line: str
    month: int
    day: int
    year: int | None
    amount: str | None  # as printed
    inner: bool = False  # its date follows its description


def _labelled(before: str) -> bool:
    """The words before a date are its label, no row's description: a colon, or the word "date"
    last ("Due date Jan 19, 2026", "Statement closing date 12/25/2025"), or no letter at all."""
    return ":" in before or bool(_DATE_WORD.search(before)) or not any(c.isalpha() for c in before)


def _inner(line: str) -> re.Match[str] | None:
    """The date of a row whose description comes first: after words that are no label."""
    m = _INNER_DATE.search(line)
    if m is None or _labelled(line[:m.start()]):
        return None
    mon = m.group("mon")
    return None if mon and mon.lower() not in _MONTH_WORDS else m


def _date_of(m: re.Match[str]) -> tuple[int, int, int | None] | None:
    g = m.groupdict()
    try:
        if g["us"]:
            return int(g["us"]), int(g["usd"]), int(g["usy"]) if g["usy"] else None
        if g["isoy"]:
            return int(g["iso"]), int(g["isod"]), int(g["isoy"])
        if g["md"]:
            return int(g["md"]), int(g["mdd"]), None
        if g["dmy"]:
            return _ABBR[g["dmy"].lower()], int(g["dmyd"]), int(g["dmyy"]) if g["dmyy"] else None
        if g["mon"] and g["mon"][:3].lower() in _ABBR:
            return _ABBR[g["mon"][:3].lower()], int(g["mond"]), int(g["mony"]) if g["mony"] else None
    except (KeyError, ValueError):
        return None
    return None


def _read_date(line: str) -> tuple[int, int, tuple[int, int, int]] | None:
    """The first date the harvest's recognizers read on the line: (start, end, (month, day, year))."""
    found = next((f for f in printed_values(line) if f[0] == DATE), None)
    if found is None:
        return None
    y, m, d = (int(p) for p in found[2].split("-"))
    return found[3], found[4], (m, d, y)


def _row_date(line: str) -> tuple[tuple[int, int, int | None], int, int, bool] | None:
    """(month, day, year or None), the span of the row's date, and whether it follows the row's
    description: a date leading the line (the longer of this module's shapes and the harvest's
    reading), else one after words that are no label (no colon; a month's name whole or its cut)."""
    lead, read = _LEAD_DATE.match(line), _read_date(line)
    at_start = read is not None and not line[:read[0]].strip()
    if at_start and read is not None and (lead is None or read[1] >= lead.end()):
        return read[2], read[0], read[1], False
    if lead is not None and (when := _date_of(lead)) is not None:
        return when, lead.start(), lead.end(), False
    inner = _inner(line)
    if inner is not None and (when := _date_of(inner)) is not None:
        if read is not None and read[0] <= inner.start() and read[1] > inner.end():
            return read[2], read[0], read[1], True
        return when, inner.start(), inner.end(), True
    if read is not None and not at_start and not _labelled(line[:read[0]]):
        return read[2], read[0], read[1], True
    return None


def _amounts(text: str) -> list[tuple[int, int, str]]:
    """The amounts printed in `text`, as the harvest's recognizers read them: (start, end, printed)."""
    return [(f[3], f[4], f[1]) for f in printed_values(text) if f[0] == MONEY]


def amount_value(printed: str | None) -> Decimal | None:
    """A row's amount as printed, signed: every shape `parse_amount` reads, then any the harvest
    reads, negative with a minus after it or a debit's side mark (`1,234.56-`, `12.00 DR`)."""
    amount = parse_amount(printed)
    if amount is not None or printed is None:
        return amount
    found = next((f for f in printed_values(printed) if f[0] == MONEY), None)
    if found is None:
        return None
    text = printed.strip()
    negative = text.endswith("-") or text.startswith("-") or text.startswith("(") or bool(_DEBIT.search(text))
    return -Decimal(found[2]) if negative else Decimal(found[2])


@functools.lru_cache(maxsize=ROWS_CACHE)
def rows_in(text: str) -> tuple[Row, ...]:
    """Every line of `text` that reads as a table row: a date (leading, or after the row's
    description) and an amount. Read once per text (a question reads every statement's rows, and the
    harvest's value recognizers read every line)."""
    out = []
    for line in text.splitlines():
        read = _row_date(line)
        if read is None:
            continue
        (month, day, year), start, end, inner = read
        if not 1 <= month <= 12 or not 1 <= day <= 31:
            continue
        amounts = _amounts(line[:start] + " " * (end - start) + line[end:])
        after = [a for a in amounts if a[0] >= end]  # a row prints its amount after its date
        if after:
            out.append(Row(line.strip(), month, day, year, after[0][2].strip(), inner))
    return tuple(out)


def description(row: Row) -> str:
    """What a row was: its line without its dates and amounts ("BLUE DOOR BAKERY")."""
    line = row.line
    read = _row_date(line)
    if read is not None:
        line = line[:read[1]] + " " + line[read[2]:]
    again = _row_date(line) if read is not None and not read[3] else None
    if again is not None and not again[3]:  # a posting date beside the transaction's
        line = line[:again[1]] + " " + line[again[2]:]
    for start, end, _ in reversed(_amounts(line)):
        line = line[:start] + " " + line[end:]
    return " ".join(line.split())


def asked_bound(question: str) -> tuple[str, Decimal] | None:
    """The bound a question puts on rows' amounts: ("above" or "below", inclusive or not, as op) and
    the amount, from "more than $800", "at least $500", "smaller than $750"; None when it puts none."""
    m = _BOUND.search(question)
    if m is None:
        return None
    op = m.group("op").lower()
    side = "below" if op in _BELOW else "above"
    return (f"{side}{'=' if op in _INCLUSIVE else ''}", Decimal(m.group("amount").replace(",", "")))


def asked_month(question: str) -> int | None:
    """The month a question asks rows of ("which charges posted in November", "what did I buy in
    December"): a month's name without a year after a word of buying or posting; None otherwise."""
    m = _POSTED_IN.search(question)
    return MONTHS.index(m.group(1)) + 1 if m else None


def beyond(row: Row, op: str, bound: Decimal) -> bool:
    """The row's amount, unsigned (a withdrawal "larger than $900"), is beyond the bound (`asked_bound`'s op)."""
    amount = amount_value(row.amount)
    return amount is not None and amount_beyond(abs(amount), op, bound)


def amount_beyond(amount: Decimal, op: str, bound: Decimal) -> bool:
    """`amount` is beyond the bound (`asked_bound`'s op)."""
    return {"above": amount > bound, "above=": amount >= bound, "below": amount < bound,
            "below=": amount <= bound}[op]


def charges(text: str) -> list[Row]:
    """A statement's charges: its table's rows of a positive amount (no payment or credit; on a bank
    statement, its deposits)."""
    return [r for r in table_rows(text) if (amount_value(r.amount) or 0) > 0]


def withdrawals(text: str) -> list[Row]:
    """A statement's rows of a negative amount: a bank statement's withdrawals, a card's payments."""
    return [r for r in table_rows(text) if (amount_value(r.amount) or 0) < 0]


def table_rows(text: str) -> list[Row]:
    """A statement's table's rows. They print their date where most of them do (first, or after the
    description), so a summary line with a date elsewhere ("Billing period Nov 26, 2025 to ...") is
    none; nor is a line whose description runs past MAX_DESCRIPTION_WORDS (a sentence)."""
    rows = rows_in(text)
    inner = sum(r.inner for r in rows)
    shapes = {True, False} if 2 * inner == len(rows) else {2 * inner > len(rows)}
    return [r for r in rows if r.inner in shapes and len(description(r).split()) <= MAX_DESCRIPTION_WORDS]


def is_row(line: str) -> bool:
    return bool(rows_in(line))


def asked_day(question: str) -> tuple[int, int] | None:
    """(month, day) of "on December 4" (a day without its year), or None."""
    m = _QUESTION_DAY.search(question)
    return (MONTHS.index(m.group(1)) + 1, int(m.group(2))) if m else None


def asked_amount(question: str) -> str | None:
    m = _QUESTION_AMOUNT.search(question)
    return m.group(1).replace(",", "") if m else None


def asks_when(question: str) -> bool:
    return bool(_WHEN.search(question))


def names_row(question: str) -> bool:
    """The question names a table row: by its day (asking its amount), or by its amount asking when."""
    when = asks_when(question)
    return bool((asked_day(question) and not when) or (asked_amount(question) and when))


def _words(text: str) -> set[str]:
    """The words that say what a row is: not numbers (a day, an amount), not STOP words."""
    words = {w for w in _WORD.findall(text.lower()) if w not in STOP and any(c.isalpha() for c in w)}
    return words | {SYNONYMS[w] for w in words if w in SYNONYMS}


def best_row(candidates: list[Row], question: str) -> Row | None:
    """The row whose words share most with the question's (the first on a tie); None when none shares any."""
    asked = _words(question)
    scored = [(len(asked & _words(r.line)), -i, r) for i, r in enumerate(candidates)]
    best = max(scored, default=None, key=lambda s: (s[0], s[1]))
    return best[2] if best and best[0] > 0 else None


def rows_for_day(text: str, month: int, day: int) -> list[Row]:
    """The rows of that day that hold an amount."""
    return [r for r in rows_in(text) if (r.month, r.day) == (month, day) and r.amount]


def rows_for_amount(text: str, amount: str) -> list[Row]:
    """The rows of that amount (either sign)."""
    return [r for r in rows_in(text) if r.amount and amount_value(r.amount) is not None
            and abs(amount_value(r.amount) or 0) == abs(parse_amount(amount) or 0)]


def row_for_day(text: str, question: str, month: int, day: int) -> Row | None:
    return best_row(rows_for_day(text, month, day), question)


def row_for_amount(text: str, question: str, amount: str) -> Row | None:
    return best_row(rows_for_amount(text, amount), question)


def full_date(row: Row, year: int, end_month: int | None) -> date | None:
    """The row's date with its year: printed, else the statement's (a December row of a January
    statement is of the year before)."""
    y = row.year or (year - 1 if end_month is not None and row.month > end_month else year)
    try:
        return date(y, row.month, row.day)
    except ValueError:
        return None
