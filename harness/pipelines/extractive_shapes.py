"""The extractive pipeline's answers: one strategy per question shape, tried in order.

Each strategy reads an `Asked` (the question, what it mentions, the docType it names, the
retrieved files) through a `DocFinder` and returns a `Reply`, or None when the question is
not of its shape; the first reply wins. A reply may be the decline: a question of a shape
that the documents cannot answer is declined, not passed on. `SHAPES` is the order:

- how_many: "how many" with a named type: the count of such documents (a corrected form
  and its original count once);
- issuers: "which ... sent ... / name every" with a named type: the issuers of such documents;
- table_row: a row of a statement's table, named by its day ("on December 4": its amount) or by
  its amount ("of $45.12": its day), read from the page text of the statements that hold the
  question's names (the month the question names, when it names one);
- no_field: a question that reaches here needs a field of a docType; without one, decline;
- comparison: "which ... larger/more ... A or B": the two values compared, the larger named;
- correction_change: "by how much ... correction": a corrected form's value less its original's;
- total: "total", "add up", "in total" with a named type: the sum of the field over such
  documents (corrections replace their originals);
- lookup: the value of one of the three closest fields in the best-retrieved such document
  (its correction when it was corrected), as printed, unless it is what picked the document.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import cached_property

from harness.contract.shapes import date_long, parse_amount
from harness.contract.vocabulary import DOC_TYPES
from harness.pipelines import table_rows
from harness.pipelines.doc_facts import Mentions, mentions, named_type
from harness.pipelines.doc_finder import DocFinder, one_side
from harness.pipelines.prompt import DECLINE

_COUNT = re.compile(r"\bhow many\b", re.I)
_LIST = re.compile(r"\bname (?:every|each|all)\b|\bwhich \w+ (?:sent|issued|mailed)\b", re.I)
_COMPARE = re.compile(r"\b(?:larger|largest|more|higher|greater|bigger|smaller|less|lower)\b.*\bor\b", re.I)
_CHANGE = re.compile(r"\bby how much\b|\bdifference\b|\bchange[ds]?\b.*\bcorrect", re.I)
_AGGREGATE = re.compile(r"\b(?:total|add(?:ing)? up|sum|combined|altogether|in all)\b", re.I)
_SMALLER = re.compile(r"\b(?:smaller|less|lower)\b", re.I)
LOOKUP_FIELDS = 3  # how many of the closest fields a lookup tries


def asked_shapes(question: str) -> set[str]:
    """The shapes a question's words read as: count, issuers, compare-larger or compare-smaller,
    change, total."""
    patterns = (("count", _COUNT), ("issuers", _LIST), ("compare", _COMPARE), ("change", _CHANGE),
                ("total", _AGGREGATE))
    shapes = {shape for shape, pattern in patterns if pattern.search(question)}
    if "compare" in shapes:
        shapes.add("compare-smaller" if _SMALLER.search(question) else "compare-larger")
    return shapes


@dataclass(frozen=True)
class Reply:
    """An answer's text and the files it cites (none for the decline)."""

    text: str
    files: tuple[str, ...] = ()


DECLINED = Reply(DECLINE)


def cite(files: list[str]) -> str:
    """`[a.pdf] [b.pdf]`: each file once, in order."""
    return " ".join(f"[{f}]" for f in dict.fromkeys(files))


@dataclass
class Asked:
    """One question as the extractive pipeline reads it.

    `typed` is the docType whose fields are read: the named one, else (no type, or the
    1099 family) the type of the best-retrieved typed document. `rank_fields(doc_type)`
    gives that type's fields, closest to the question first; it is called at most once,
    and only by a strategy that needs a field.
    """

    text: str
    mentions: Mentions
    doc_type: str | None
    type_words: str | None
    typed: str | None
    ranked: list[str]
    rank_fields: Callable[[str], list[str]] = field(repr=False)

    def by_rank(self, files: list[str]) -> list[str]:
        """`files`, best-retrieved first (files not retrieved last, by name)."""
        rank = {f: i for i, f in enumerate(self.ranked)}
        return sorted(files, key=lambda f: (rank.get(f, len(rank)), f))

    @cached_property
    def fields(self) -> list[str]:
        """The typed docType's fields, closest to the question first (none when untyped)."""
        return self.rank_fields(self.typed) if self.typed is not None else []

    @property
    def amount_field(self) -> str:
        """The field a comparison, change or total reads: the closest money field, else the closest."""
        kinds = DOC_TYPES.get(self.typed or "", {})
        return next((f for f in self.fields if kinds.get(f) == "money"), self.fields[0])


def read_question(finder: DocFinder, question: str, ranked: list[str],
                  rank_fields: Callable[[str], list[str]] | None = None) -> Asked:
    """The question as the strategies read it, given the retrieved files (best first).
    `rank_fields` defaults to the finder's embedding ranking of the question's fields."""
    m = mentions(question)
    doc_type, type_words = named_type(question)
    typed = doc_type if doc_type not in (None, "1099") else next(
        (finder.facts.types[f] for f in ranked if finder.facts.types.get(f)), None)
    if rank_fields is None:
        def rank_fields(t: str) -> list[str]:
            return finder.fields_asked(question, t, m)
    return Asked(question, m, doc_type, type_words, typed, ranked, rank_fields=rank_fields)


Strategy = Callable[[DocFinder, Asked], Reply | None]


def how_many(finder: DocFinder, q: Asked) -> Reply | None:
    """A count ("how many Forms W-2 ..."): the documents of the named type (not its corrections: a
    corrected form counts once) holding every mention."""
    if not _COUNT.search(q.text) or q.doc_type is None:
        return None
    facts = finder.facts
    corrections = set(facts.superseded.values())
    files = [f for f in sorted(facts.types) if finder.type_matches(f, q.doc_type)
             and (q.doc_type == "1099" or facts.types.get(f) == q.doc_type)
             and f not in corrections and facts.holds(q.mentions, f)]
    if not files:
        return DECLINED
    return Reply(f"{len(files)} Forms {q.type_words} {cite(files)}", tuple(files))


def issuers(finder: DocFinder, q: Asked) -> Reply | None:
    """A list of senders ("which payers sent ...", "name every ..."): the issuers of the named
    type's documents, by name, each citing its first document."""
    if not _LIST.search(q.text) or q.doc_type is None:
        return None
    first: dict[str, str] = {}
    for f in finder.candidates(q.doc_type, q.mentions, None):
        issuer = finder.facts.issuer(f)
        if issuer:
            first.setdefault(issuer, f)
    if not first:
        return DECLINED
    names = sorted(first)
    return Reply("; ".join(names) + " " + cite([first[n] for n in names]), tuple(first.values()))


STATEMENTS = {"bank-statement": "period_end", "credit-card-statement": "closing_date"}
_MONTH_HINT = re.compile(r"\b(?:for|last|in) (" + "|".join(table_rows.MONTHS) + r")\b(?:'s)?(?: (\d{4}))?")
_YEAR_END = re.compile(r"\byear-end statement\b", re.I)


def statement_end(finder: DocFinder, file: str) -> tuple[int, int] | None:
    """(year, month) a statement's period ends in: its harvested field, else its table's last row
    with the year its text names most."""
    kind = finder.facts.types.get(file) or ""
    iso = finder.facts.normalized(file, STATEMENTS.get(kind, ""))
    if iso and re.match(r"^\d{4}-\d{2}-\d{2}$", iso):
        return int(iso[:4]), int(iso[5:7])
    text = finder.facts.texts.get(file, "")
    found = table_rows.rows(text)
    years = re.findall(r"\b(?:19|20)\d{2}\b", text)
    if not found or not years:
        return None
    return int(max(sorted(set(years)), key=years.count)), found[-1].month


def row_date(finder: DocFinder, file: str, row: table_rows.Row, m: Mentions) -> date | None:
    """A statement's row's full date: its year printed, else the statement's (its period's end,
    else the year the question mentions)."""
    end = statement_end(finder, file)
    year = end[0] if end else int(next(iter(m.years), "0") or 0)
    return table_rows.full_date(row, year, end[1] if end else None) if year else None


def statements_of(finder: DocFinder, q: Asked) -> list[str]:
    """The documents with a table (typed statements, or any whose text has table rows) holding one
    of the question's names: those of the month the question names when it names one, most
    names held first, then best-retrieved."""
    texts = finder.facts.texts
    files = [f for f in texts if (finder.facts.types.get(f) in STATEMENTS or table_rows.rows(texts[f]))
             and finder.facts.holds(q.mentions, f, any_name=True)]
    hint = _MONTH_HINT.search(q.text)
    month = table_rows.MONTHS.index(hint.group(1)) + 1 if hint else (12 if _YEAR_END.search(q.text) else None)
    if month is not None:
        matching = [f for f in files if (statement_end(finder, f) or (0, month))[1] == month]
        files = matching or files
    held = {f: sum(n.lower() in finder.facts.lower.get(f, "") for n in q.mentions.names) for f in files}
    rank = {f: i for i, f in enumerate(q.ranked)}
    return sorted(files, key=lambda f: (-held[f], rank.get(f, len(rank)), f))


def table_row(finder: DocFinder, q: Asked) -> Reply | None:
    """A row of a statement's table: its amount, asked by its day; or its day, asked by its amount."""
    if not table_rows.names_row(q.text):
        return None
    day, amount, when = table_rows.asked_day(q.text), table_rows.asked_amount(q.text), table_rows.asks_when(q.text)
    files = statements_of(finder, q)
    if not files:
        return None
    for f in files:
        text = finder.facts.texts.get(f, "")
        if day and not when:
            row = table_rows.row_for_day(text, q.text, *day)
            if row is not None and row.amount:
                return Reply(f"{row.amount} [{f}]", (f,))
        elif amount:
            row = table_rows.row_for_amount(text, q.text, amount)
            full = row_date(finder, f, row, q.mentions) if row else None
            if full is not None:
                return Reply(f"{date_long(full)} [{f}]", (f,))
    return DECLINED


def no_field(finder: DocFinder, q: Asked) -> Reply | None:
    """Every shape after this one reads a field: no docType, or one without fields, declines."""
    return DECLINED if not q.fields else None


def comparison(finder: DocFinder, q: Asked) -> Reply | None:
    """A choice between two ("which ... larger: A or B?"): each side's best-retrieved document's
    amount; the larger (or, asked for the smaller, the smaller) named with its value as printed."""
    if not _COMPARE.search(q.text) or len(q.mentions.names) < 2:
        return None
    amount_field = q.amount_field
    picks = []
    for name in q.mentions.names[:2]:
        files = q.by_rank(finder.candidates(q.doc_type, one_side(q.text, name, q.mentions), amount_field))
        amount = parse_amount(finder.facts.normalized(files[0], amount_field)) if files else None
        if amount is None:
            return DECLINED
        picks.append((amount, name, files[0]))
    (va, na, fa), (vb, nb, fb) = picks
    smaller = bool(_SMALLER.search(q.text))
    name, file = (na, fa) if (va < vb if smaller else va > vb) else (nb, fb)
    return Reply(f"{name}: {finder.facts.value(file, amount_field)} {cite([file, fa, fb])}", (fa, fb))


def correction_change(finder: DocFinder, q: Asked) -> Reply | None:
    """A correction's change ("by how much did the correction change ..."): the first correction
    (by its original's name) of the type holding every mention, with both amounts: the difference,
    from and to.
    No such pair: not this shape's answer (the next strategy tries)."""
    if not _CHANGE.search(q.text):
        return None
    amount_field, facts = q.amount_field, finder.facts
    for orig, fix in sorted(facts.superseded.items()):
        if finder.type_matches(fix, q.doc_type) and facts.holds(q.mentions, fix):
            old = parse_amount(facts.normalized(orig, amount_field))
            new = parse_amount(facts.normalized(fix, amount_field))
            if old is not None and new is not None:
                return Reply(f"{abs(new - old):,.2f} (from {facts.value(orig, amount_field)} to "
                             f"{facts.value(fix, amount_field)}) {cite([fix, orig])}", (fix, orig))
    return None


def total(finder: DocFinder, q: Asked) -> Reply | None:
    """A total ("what is the total ..."): the sum of the amount over the named type's documents holding
    every mention (a correction replacing its original); declines when one has no amount."""
    if not _AGGREGATE.search(q.text) or q.doc_type is None:
        return None
    amount_field = q.amount_field
    files = finder.candidates(q.doc_type, q.mentions, amount_field)
    amounts = [parse_amount(finder.facts.normalized(f, amount_field)) for f in files]
    if not files or any(a is None for a in amounts):
        return DECLINED
    summed = sum((a for a in amounts if a is not None), Decimal("0"))
    return Reply(f"{summed:,.2f} {cite(files)}", tuple(files))


def lookup(finder: DocFinder, q: Asked) -> Reply | None:
    """Any other question: the closest field (of the first three) whose best-retrieved document
    holds every mention, its value as printed, unless that value is what picked the document."""
    for name in q.fields[:LOOKUP_FIELDS]:
        files = q.by_rank(finder.candidates(q.doc_type, q.mentions, name))
        if files and not finder.is_key(files[0], name, q.mentions):
            return Reply(f"{finder.facts.value(files[0], name)} [{files[0]}]", (files[0],))
    return DECLINED


SHAPES: tuple[tuple[str, Strategy], ...] = (
    ("how many", how_many),
    ("issuers", issuers),
    ("table row", table_row),
    ("no field", no_field),
    ("comparison", comparison),
    ("correction change", correction_change),
    ("total", total),
    ("lookup", lookup),
)


def answer_by_shape(finder: DocFinder, q: Asked) -> Reply:
    """The first strategy's reply, in `SHAPES` order; the decline when none replies."""
    for _name, strategy in SHAPES:
        reply = strategy(finder, q)
        if reply is not None:
            return reply
    return DECLINED
