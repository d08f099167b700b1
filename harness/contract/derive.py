"""Derivations: how the answer to a question follows from the ground truth, written in its notes.

A question whose answer takes a rule to find (a row of a table, a check across documents, a
list of what meets a condition) ends its notes with `derive: <rule>`. The rule names the
fields and files it reads, so anyone can recompute the answer from corpus.json: the
selftest's oracle answers from it (harness/contract/oracle.py) and `rag-gen lint` checks
that the key agrees with it. Rules:

- `value FIELD@FILE`: the amount printed there (its magnitude: a debit asks "how much");
- `date FIELD@FILE`: the date printed there;
- `compare SUM with SUM`, each SUM `FIELD@FILE` terms joined by ` + ` and ` - ` (each term
  the amount's magnitude: a debit of a ledger counts as what was paid): both totals and the
  difference between them; they agree when it is zero;
- `months DATEFIELD where FIELD OP AMOUNT in FILE, FILE, ...`: the months (of DATEFIELD)
  of the documents whose FIELD meets the condition;
- `rows OUT where COLUMN OP VALUE [and COLUMN OP VALUE] in FILE, FILE, ...`: the rows
  (`row_NN_*` fields) of the documents' tables whose COLUMN (amount, signed; description; or
  month, 1-12) meets every condition, each as its description or its month (OUT), once each,
  in row order.
OP is `<`, `>` or `=` (amounts, months), `contains` or `lacks` (text, any case). A list names its
items (each once) and how many there are, in each noun of LIST_NOUNS.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import partial

from harness.contract.manifest import CorpusManifest, DocumentEntry, Question
from harness.contract.readings import read_amount, read_date
from harness.contract.shapes import money_comma, month_name, parse_printed_amount
from harness.runtime.errors import RagError

MARK = "derive: "
# The nouns a list's count is said with, one and several: "1 month", "2 late payments", "4 purchases".
LIST_NOUNS = (("month", "months"), ("late payment", "late payments"), ("payment", "payments"),
              ("purchase", "purchases"), ("charge", "charges"), ("transaction", "transactions"),
              ("merchant", "merchants"))
ZERO = Decimal("0.00")
_MONTH_ABBR = {month_name(m)[:3].lower(): m for m in range(1, 13)}
_DATE_FORMS = (
    (re.compile(r"^(\d{2})/(\d{2})/(\d{4})$"), lambda g: (int(g[2]), int(g[0]), int(g[1]))),
    (re.compile(r"^(\d{4})-(\d{2})-(\d{2})$"), lambda g: (int(g[0]), int(g[1]), int(g[2]))),
    (re.compile(r"^([A-Za-z]{3})[a-z]* (\d{1,2}), (\d{4})$"),
     lambda g: (int(g[2]), _MONTH_ABBR[g[0].lower()], int(g[1]))),
    (re.compile(r"^(\d{2})-([A-Z]{3})-(\d{4})$"), lambda g: (int(g[2]), _MONTH_ABBR[g[1].lower()], int(g[0]))),
)
_REF = re.compile(r"^([a-z0-9_]+)@(\S+)$")
_CONDITION = re.compile(r"^(?P<field>[a-z0-9_]+) (?P<op><|>|=|contains|lacks) (?P<value>.+)$")


class DerivationError(RagError):
    """A derivation that does not parse, or names a field or file the corpus does not have."""


def _seen_date(text: str) -> date | None:
    text = text.strip()
    for pattern, parts in _DATE_FORMS:
        m = pattern.match(text)
        if m:
            try:
                return date(*parts(m.groups()))
            except (KeyError, ValueError):
                return None
    return None


def parse_printed_date(text: str) -> date | None:
    """A date of the ground truth as a page prints it: the house styles (`12/04/2025`,
    `2025-12-04`, `December 4, 2025`, `Dec 4, 2025`, `04-DEC-2025`), else one of the held-out
    styles the instrument reads (harness/contract/readings.py: `12/04/25`, `04.12.2025`,
    `20251204`, `4 December 2025`, `DEC 04 2025`); None for anything else."""
    return _seen_date(text) or read_date(text.strip())


_SIDE = re.compile(r"^(?P<amount>.*\d)\s*(?P<side>CR|DR)$", re.IGNORECASE)


def marks_sides(texts: Iterable[str]) -> bool:
    """Whether a document marks every amount it prints with its side, `CR` or `DR` (the
    held-out cr-dr style: `1,713.43 CR` in the holder's favour, `12.00 DR` against), rather
    than only its negatives (the house styles' `12.00 CR`)."""
    amounts = [t.strip() for t in texts if read_amount(t.strip())]
    return bool(amounts) and all(_SIDE.match(t) for t in amounts)


def parse_printed_money(text: str, sides: bool = False) -> Decimal | None:
    """An amount of the ground truth as a page prints it: a house style (shapes.parse_printed_amount:
    `12.00 CR` is a credit, negative), else the one reading of a held-out style the instrument
    reads (readings.read_amount: `12.00-`, `$ 1,713.43`, `1,713.43 USD`, `1 713.43`). On a
    document that marks every amount's side (`sides`, marks_sides) `CR` is positive and `DR`
    negative. None for anything else."""
    side = _SIDE.match(text.strip()) if sides else None
    if side is not None:
        magnitude = parse_printed_money(side["amount"])
        if magnitude is not None:
            return abs(magnitude) if side["side"].upper() == "CR" else -abs(magnitude)
    seen = parse_printed_amount(text)
    if seen is not None:
        return seen
    readings = read_amount(text.strip())
    return next(iter(readings)) if len(readings) == 1 else None


def money_reader(ground_truth: dict[str, str]) -> Callable[[str], Decimal | None]:
    """parse_printed_money for the values of one document's ground truth (its sides read as it marks them)."""
    return partial(parse_printed_money, sides=marks_sides(ground_truth.values()))


def month_item(day: date) -> str:
    """How a list names a month: `January`; May, too short a needle alone, as `May 2025`."""
    name = month_name(day.month)
    return f"{name} {day.year}" if len(name) < 4 else name


@dataclass(frozen=True)
class Derived:
    """What a rule says: the answer's text, and what a key must agree with."""

    text: str
    amount: Decimal | None = None  # value, compare (the difference, or the common amount when they agree)
    day: date | None = None  # date
    agree: bool | None = None  # compare
    items: tuple[str, ...] = field(default_factory=tuple)  # months, rows
    count: int | None = None  # months, rows


def derivation(question: Question) -> str | None:
    """The rule at the end of the question's notes, or None."""
    notes = question.notes or ""
    at = notes.rfind(MARK)
    return notes[at + len(MARK):].strip() if at >= 0 else None


class _Corpus:
    def __init__(self, manifest: CorpusManifest) -> None:
        self.docs: dict[str, DocumentEntry] = {d.file: d for d in manifest.documents or []}

    def _field(self, ref: str) -> tuple[DocumentEntry, str]:
        m = _REF.match(ref.strip())
        if not m:
            raise DerivationError(f"{ref.strip()!r} is not FIELD@FILE")
        name, file = m.groups()
        doc = self.docs.get(file)
        if doc is None:
            raise DerivationError(f"no document {file}")
        if name not in doc.ground_truth:
            raise DerivationError(f"{file} has no field {name}")
        return doc, name

    def text(self, ref: str) -> str:
        doc, name = self._field(ref)
        return doc.ground_truth[name]

    def amount(self, ref: str) -> Decimal:
        doc, name = self._field(ref)
        value = money_reader(doc.ground_truth)(doc.ground_truth[name])
        if value is None:
            raise DerivationError(f"{ref.strip()} is not an amount")
        return value

    def day(self, ref: str) -> date:
        value = parse_printed_date(self.text(ref))
        if value is None:
            raise DerivationError(f"{ref.strip()} is not a date")
        return value

    def files(self, text: str) -> list[str]:
        files = [f.strip() for f in text.split(",") if f.strip()]
        for f in files:
            if f not in self.docs:
                raise DerivationError(f"no document {f}")
        return files

    def sum(self, text: str) -> Decimal:
        tokens = text.split()
        total, sign = ZERO, 1
        for i, token in enumerate(tokens):
            if i % 2:
                if token not in "+-" or len(token) != 1:
                    raise DerivationError(f"expected + or - in {text!r}, got {token!r}")
                sign = 1 if token == "+" else -1
            else:
                total += sign * abs(self.amount(token))
        if not tokens or len(tokens) % 2 == 0:
            raise DerivationError(f"{text!r} is not a sum of FIELD@FILE terms")
        return total


def _meets(value: Decimal | int | str, op: str, target: str) -> bool:
    if op == "contains":
        return target.strip().lower() in str(value).lower()
    if op == "lacks":
        return target.strip().lower() not in str(value).lower()
    if isinstance(value, int):
        if not target.strip().isdigit():
            raise DerivationError(f"{target.strip()!r} is not a month")
        limit_month = int(target.strip())
        return value < limit_month if op == "<" else value > limit_month if op == ">" else value == limit_month
    if not isinstance(value, Decimal):
        raise DerivationError(f"{op} compares amounts, not {value!r}")
    limit = parse_printed_amount(target.strip())
    if limit is None:
        raise DerivationError(f"{target.strip()!r} is not an amount")
    return value < limit if op == "<" else value > limit if op == ">" else value == limit


def _condition(text: str) -> tuple[str, str, str]:
    m = _CONDITION.match(text.strip())
    if not m:
        raise DerivationError(f"{text.strip()!r} is not FIELD OP VALUE")
    return m.group("field"), m.group("op"), m.group("value")


def list_noun(count: int, noun: str) -> str:
    """`month` for one, `months` for several (noun: either of a LIST_NOUNS pair)."""
    one, several = next(pair for pair in LIST_NOUNS if noun in pair)
    return one if count == 1 else several


def count_phrases(count: int) -> list[str]:
    """`3 months`, `3 late payments`, ...: every way a list's count may be said, digits first."""
    return [f"{count} {one if count == 1 else several}" for one, several in LIST_NOUNS]


def _listed(items: list[str], files: list[str]) -> Derived:
    unique = tuple(dict.fromkeys(items))
    counts = ", ".join(count_phrases(len(unique)))
    text = f"{'; '.join(unique) or 'none'} ({counts}) " + " ".join(f"[{f}]" for f in files)
    return Derived(text.strip(), items=unique, count=len(unique))


def evaluate(rule: str, manifest: CorpusManifest) -> Derived:
    """What `rule` says of the manifest's ground truth; a DerivationError for a rule that does
    not parse or reads what is not there."""
    corpus = _Corpus(manifest)
    kind, _, rest = rule.strip().partition(" ")
    if kind == "value":
        amount = abs(corpus.amount(rest))
        return Derived(f"{money_comma(amount)} ({corpus.text(rest)}) [{rest.split('@', 1)[1]}]", amount=amount)
    if kind == "date":
        day = corpus.day(rest)
        return Derived(f"{day.isoformat()} ({corpus.text(rest)}) [{rest.split('@', 1)[1]}]", day=day)
    if kind == "compare":
        left, sep, right = rest.partition(" with ")
        if not sep:
            raise DerivationError("compare needs SUM with SUM")
        a, b = corpus.sum(left), corpus.sum(right)
        diff = abs(a - b)
        files = [t.split("@", 1)[1] for t in rest.replace(" with ", " ").split() if "@" in t]
        cited = " ".join(f"[{f}]" for f in dict.fromkeys(files))
        verdict = "they agree" if diff == 0 else f"difference {money_comma(diff)}"
        return Derived(f"{money_comma(a)} against {money_comma(b)}: {verdict} {cited}",
                       amount=a if diff == 0 else diff, agree=diff == 0)
    if kind in ("months", "rows"):
        head, sep, files_text = rest.rpartition(" in ")
        out, sep2, condition = head.partition(" where ")
        if not sep or not sep2:
            raise DerivationError(f"{kind} needs OUT where CONDITION in FILES")
        files = corpus.files(files_text)
        conditions = [_condition(c) for c in condition.split(" and ")]
        name, op, target = conditions[0]
        items: list[str] = []
        if kind == "months":
            for f in files:
                if _meets(corpus.amount(f"{name}@{f}"), op, target):
                    items.append(month_item(corpus.day(f"{out.strip()}@{f}")))
        else:
            if out.strip() not in ("description", "month") or any(c[0] not in ("amount", "description", "month")
                                                                     for c in conditions):
                raise DerivationError("rows lists a description or a month, where an amount, a description or "
                                      "a month")
            for f in files:
                gt = corpus.docs[f].ground_truth
                for n in range(1, 1000):
                    key = f"row_{n:02d}"
                    if f"{key}_date" not in gt:
                        break
                    values: dict[str, Decimal | int | str] = {
                        "amount": corpus.amount(f"{key}_amount@{f}"), "description": gt[f"{key}_description"],
                        "month": corpus.day(f"{key}_date@{f}").month}
                    if all(_meets(values[c], o, v) for c, o, v in conditions):
                        items.append(gt[f"{key}_description"] if out.strip() == "description"
                                     else month_item(corpus.day(f"{key}_date@{f}")))
        return _listed(items, files)
    raise DerivationError(f"unknown rule {kind!r} (value, date, compare, months, rows)")
