"""`list`: every item that meets a condition, and how many there are. Every month an account's
balance ended below (or above) an amount; every month a card payment came in late (a late
fee was charged); every charge of a statement over an amount.

Items are said the way they must appear in an answer: a month by its name (May, too short
a needle alone, as `May 2025`), a charge by the description the statement prints. The key
needs every item (mustContainAll) and the count in one of the list nouns (mustContainAny,
`3 months`); the question asks for both. Each question says its derivation (`months` or
`rows`, harness/contract/derive.py), over every document it ranges over (all cited).
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from itertools import pairwise
from random import Random

from generator.documents.kinds import kinds
from generator.questions.draft import Draft, cite, pick
from generator.questions.facts import Fact
from generator.questions.needles import count_needles
from generator.questions.table import LATE_FEE_WORDS, Row, rows_of, title
from generator.questions.view import CorpusView
from generator.questions.voice import pick_doc
from harness.contract.derive import MARK, list_noun, month_item
from harness.contract.shapes import money_comma, money_plain, month_name

MIN_DOCUMENTS = 3  # statements of one account before "in which months" makes a list
NICE_STEPS = (Decimal(10000), Decimal(5000), Decimal(1000), Decimal(500), Decimal(100), Decimal(50),
              Decimal(10), Decimal(5), Decimal(1))


def nice_between(low: Decimal, high: Decimal) -> Decimal | None:
    """The roundest amount strictly between `low` and `high` (a person says "under $20,000",
    not "under $19,874.12"); None when they are within a dollar."""
    for step in NICE_STEPS:
        above = (low // step + 1) * step
        if low < above < high:
            return above
    return None


def _dollars(amount: Decimal) -> str:
    return f"${amount:,.0f}" if amount == amount.to_integral_value() else f"${money_comma(amount)}"


MAX_ITEMS = 6  # a list longer than this is a chore to read out, not a question


def _count(n: int, noun: str) -> list[str]:
    """`2 late payments`, `two late payments`; `1 month`, `one month`."""
    return count_needles(n, list_noun(n, noun))


def _months(view: CorpusView, rng: Random) -> list[Draft]:
    """Every month an account's (or a card's) statement closed below or above a round amount."""
    out = []
    for kind in [k for k in kinds().values() if k.months and k.doc_type]:
        assert kind.months is not None
        doc_type, field, when = str(kind.doc_type), kind.months.field, str(kind.instance_field)
        asks = {"<": kind.months.below, ">": kind.months.above}
        by_issuer: dict[str, list[Fact]] = {}
        for f in view.of_type(doc_type):
            if f.entity and isinstance(f.instance, date) and f.amount(field) is not None and f.when(when):
                by_issuer.setdefault(f.entity, []).append(f)
        for issuer, facts in sorted(by_issuer.items()):
            if len(facts) < MIN_DOCUMENTS:
                continue
            facts.sort(key=lambda f: f.when(when))  # type: ignore[arg-type, return-value]
            values = sorted({f.amount(field) for f in facts})  # type: ignore[type-var]
            for low, high in pairwise(values):
                t = nice_between(low, high)  # type: ignore[arg-type]
                if t is None:
                    continue
                for op in ("<", ">"):
                    hits = [f for f in facts if (f.amount(field) < t if op == "<" else f.amount(field) > t)]  # type: ignore[operator]
                    items = [month_item(f.when(when)) for f in hits]  # type: ignore[arg-type]
                    if not 2 <= len(hits) <= MAX_ITEMS or len(set(items)) != len(items):
                        continue
                    text = pick(rng, asks[op]).format(year=view.year, bank=issuer, t=_dollars(t))
                    out.append(Draft(
                        "list", text,
                        notes=f"The months whose {field} is {op} {money_comma(t)}: {', '.join(items)} "
                              f"({', '.join(f.file for f in hits)}), of the {len(facts)} statements from {issuer}; "
                              f"every month named and the count. {MARK}months {when} where {field} {op} "
                              f"{money_plain(t)} in {', '.join(f.file for f in facts)}",
                        must_contain_all=items, must_contain_any=_count(len(items), "months"),
                        must_cite_any=cite(*facts), spans=len(facts)))
    return out


def _late(view: CorpusView, rng: Random) -> list[Draft]:
    """Every month a card's payment was late: its statements' late fee rows (kinds whose table
    has `late` wordings)."""
    out = []
    for kind in kinds().values():
        if kind.table is not None and kind.table.late and kind.doc_type:
            out += _late_of(view, rng, str(kind.doc_type), kind.table.late)
    return out


def _late_of(view: CorpusView, rng: Random, doc_type: str, asks: tuple[str, ...]) -> list[Draft]:
    out = []
    by_issuer: dict[str, list[Fact]] = {}
    for f in view.of_type(doc_type):
        if f.entity and rows_of(f):
            by_issuer.setdefault(f.entity, []).append(f)
    for issuer, facts in sorted(by_issuer.items()):
        fees = [(f, r) for f in facts for r in rows_of(f) if r.text.startswith(LATE_FEE_WORDS) and r.day]
        items = [month_item(r.day) for _, r in fees if r.day]
        if not fees or len(set(items)) != len(items):
            continue
        text = pick(rng, asks).format(bank=issuer)
        out.append(Draft(
            "list", text,
            notes=f"The late fee rows of the {len(facts)} statements from {issuer}: "
                  f"{', '.join(f'{r.text} on {r.day}' for _, r in fees)}; each month named and the count. "
                  f"{MARK}rows month where description contains {LATE_FEE_WORDS} in "
                  f"{', '.join(f.file for f in facts)}",
            must_contain_all=items, must_contain_any=[*_count(len(items), "late payments"),
                                                      *_count(len(items), "months")],
            must_cite_any=cite(*facts), spans=len(facts)))
    return out


def _charges(view: CorpusView, rng: Random) -> list[Draft]:
    """Every row of one statement beyond a round amount: card purchases over or under it (a late
    fee is no purchase), bank withdrawals or deposits over it."""
    out = []
    for fact, _ in view.addressable():
        table = fact.kind.table
        if not fact.doc_type or table is None:
            continue
        card = table.rows == "charges"
        rows, no_fee = [r for r in rows_of(fact) if r.amount is not None], ""
        if card:
            rows, no_fee = _purchases(rows)
        for which in (("over", "under") if card else ("out", "in")):
            # the rows asked about, as positive amounts: purchases; withdrawals (negated); deposits
            sign = Decimal(-1) if which == "out" else Decimal(1)
            pool = [(r, sign * r.amount) for r in rows if r.amount is not None and sign * r.amount > 0]
            values = sorted({v for _, v in pool})
            # every deposit (a threshold of nothing), then each round amount between two values
            thresholds = ([Decimal(0)] if which == "in" else []) + [
                t for low, high in pairwise(values) if (t := nice_between(low, high)) is not None]
            for t in thresholds:
                hits = [r for r, v in pool if (v < t if which == "under" else v > t)]
                rule = {"over": f"amount > {money_plain(t)}", "out": f"amount < -{money_plain(t)}",
                        "in": f"amount > {money_plain(t)}",
                        "under": f"amount > 0.00 and amount < {money_plain(t)}"}[which] + no_fee  # not the payment
                kind = "all in" if which == "in" and t == 0 else which
                draft = _rows_draft(view, rng, fact, hits, rule, table.lists[kind],
                                    f"{which} {money_comma(t)}", {"t": _dollars(t)},
                                    MERCHANTS_ASK.get(which) if card else None)
                if draft is not None:
                    out.append(draft)
        if card:
            out += _by_month(view, rng, fact, rows, no_fee)
    return out


def _purchases(rows: list[Row]) -> tuple[list[Row], str]:
    """A card statement's rows but its late fee, and the condition that leaves the fee out of a rule
    ("" when the statement charges none: its rules read as they always did)."""
    purchases = [r for r in rows if not r.text.startswith(LATE_FEE_WORDS)]
    return purchases, ("" if len(purchases) == len(rows) else f" and description lacks {LATE_FEE_WORDS}")


MONTH_ASK = (
    "Which charges on {doc} posted in {month}? Name each and say how many there are.",
    "On {doc}, what did I buy in {month}? List each purchase and count them.",
)
MERCHANTS_ASK = {
    "over": ("At which merchants did I spend more than {t} at a time, on {doc}? Name each and say how many merchants.",
             "On {doc}, which stores got a charge over {t}? Name them and count the merchants."),
    "under": ("At which merchants did I spend less than {t} at a time, on {doc}? Name each and say how many "
              "merchants.",
              "On {doc}, which stores got a charge under {t}? Name them and count the merchants."),
}


def _by_month(view: CorpusView, rng: Random, fact: Fact, rows: list[Row], no_fee: str) -> list[Draft]:
    """The purchases of a card statement that posted in each month its period spans."""
    out = []
    for month in sorted({r.day.month for r in rows if r.day}):
        hits = [r for r in rows if r.day and r.day.month == month and r.amount is not None and r.amount > 0]
        draft = _rows_draft(view, rng, fact, hits, f"month = {month} and amount > 0.00{no_fee}", MONTH_ASK,
                            f"posted in month {month}", {"month": month_name(month)}, None)
        if draft is not None:
            out.append(draft)
    return out


def _rows_draft(view: CorpusView, rng: Random, fact: Fact, hits: list[Row], rule: str, asks: tuple[str, ...],
                what: str, slots: dict[str, str], merchants: tuple[str, ...] | None) -> Draft | None:
    """A list of rows of one statement, each by its description: 2 to MAX_ITEMS of them, each
    description once; when a description repeats, the list is of merchants (asked with
    `merchants`: a card's purchases over or under an amount) or nothing."""
    names = list(dict.fromkeys(r.text for r in hits))
    card = fact.kind.table is not None and fact.kind.table.rows == "charges"
    nouns: tuple[str, ...]
    if not 2 <= len(names) <= MAX_ITEMS:
        return None
    if len(names) != len(hits):
        if merchants is None:
            return None
        asks, nouns = merchants, ("merchants",)
    else:
        nouns = ("purchases" if card else "transactions", "charges")
    text = pick(rng, asks).format(doc=pick_doc(rng, view.phrases(fact)), **slots)
    return Draft("list", text[0].upper() + text[1:],
                 notes=f"The rows of {fact.file} {what}: {_shown(hits)}; each description once, as printed, and "
                       f"the count. {MARK}rows description where {rule} in {fact.file}",
                 must_contain_all=names, must_contain_any=[n for noun in nouns for n in _count(len(names), noun)],
                 must_cite_any=cite(fact))


def _shown(rows: list[Row]) -> str:
    return "; ".join(f"{title(r.text)} {money_comma(abs(r.amount or Decimal(0)))}" for r in rows)


def _all(view: CorpusView, rng: Random) -> list[list[Draft]]:
    return [_late(view, rng), _months(view, rng), _charges(view, rng)]


def lists(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    """Late payments first, then months and charges in turn, each kind shuffled."""
    groups = _all(view, rng)
    for g in groups:
        rng.shuffle(g)
    out: list[Draft] = []
    depth = 0
    while any(depth < len(g) for g in groups):
        out += [g[depth] for g in groups if depth < len(g)]
        depth += 1
    return _distinct(out)[:want]


def more_lists(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """Every other list (for `--questions N`)."""
    seen = {(d.notes or "").rsplit(MARK, 1)[-1] for d in taken}
    out = [d for g in _all(view, rng) for d in g if (d.notes or "").rsplit(MARK, 1)[-1] not in seen]
    rng.shuffle(out)
    return _distinct(out)


def _distinct(drafts: list[Draft]) -> list[Draft]:
    """One question per answer: thresholds that pick the same items ask the same thing."""
    seen: set[tuple[str, ...]] = set()
    out = []
    for d in drafts:
        key = (*sorted(d.must_cite_any), *sorted(d.must_contain_all))
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out
