"""The extractive pipeline's answers: one strategy per question shape, tried in order.

Each strategy reads a `ParsedQuestion` (the question, what it mentions, the docType it names,
the shapes its words read as, the retrieved files: harness.pipelines.evidence.question_reading) through
a `DocFinder` and returns a `Reply`, or None when the question is not of its shape; the first
reply wins. A reply may be the decline: a question of a shape
that the documents cannot answer is declined, not passed on. `SHAPES` is the order:

- balance_months: the months an account's statements closed beyond an amount, named and counted
  (harness.pipelines.evidence.month_lists);
- listed_rows, late_months: the charges of a statement's table listed and counted
  (harness.pipelines.evidence.row_lists);
- how_many: "how many" with a named type: the count of such documents (a corrected form
  and its original count once), said in the plural ("2 Forms W-2", "2 pay stubs"; of one "1 Form W-2"),
  in the question's own words when they name the type ("1 residential lease");
- issuers: "which ... sent ... / name every" with a named type: the issuers of such documents;
- table_row: a row of a statement's table, named by its day ("on December 4": its amount) or by
  its amount ("of $45.12": its day), read from the page text of the statements that hold the
  question's names (the month the question names, when it names one);
- agreement: "A against B: do they agree, and if not, by how much do they differ?": each side's
  own type and money field (a side that adds up, "the year-to-date gross pay less the 401(k) and
  health deductions", term by term), both amounts agreed or their difference
  (harness.pipelines.evidence.reconcile);
- change_between: "by how much did F change from A to B": the field in two documents of a type, the
  second holding the first one's names, from and to (harness.pipelines.evidence.reconcile);
- no_field: a question that reaches here needs a field of a docType; without one, decline;
- comparison: "which ... larger/more ... A or B": the two values compared, the larger named (each
  side read as its own docType and field when the two sides name different types:
  harness.pipelines.evidence.larger_of_two);
- correction_change: "by how much ... correction": a corrected form's value less its original's;
- total: "total", "add up", "together", "across every" with a named type (or, when the question
  speaks of every, all, each or both, the type its fields are read from): the sum of the field
  over such documents (corrections replace their originals);
- lookup: the value of one of the three closest fields in the best-retrieved such document
  (its correction when it was corrected), as printed, unless it is what picked the document
  (after the closest, only a field of the kind the question asks for, when it asks for one).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal

from harness.contract.shapes import date_long
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.general_type import is_form
from harness.pipelines.evidence import transaction_rows
from harness.pipelines.evidence.doc_finder import DocFinder, asked_kinds, named_party
from harness.pipelines.evidence.larger_of_two import comparison, types_by_rank
from harness.pipelines.evidence.month_lists import balance_months
from harness.pipelines.evidence.question_mentions import squash
from harness.pipelines.evidence.question_reading import ParsedQuestion
from harness.pipelines.evidence.reconcile import agreement, change_between
from harness.pipelines.evidence.reply import DECLINED, Reply, cite
from harness.pipelines.evidence.row_lists import late_months, listed_rows
from harness.pipelines.evidence.statements import row_date, statements_of
from harness.pipelines.evidence.unharvested import amount_of, amount_read, unharvested_value

LOOKUP_FIELDS = 3  # how many of the closest fields a lookup tries
# a question speaking of forms speaks of tax forms; one speaking of corrections too (a statement or a bill is
# never corrected: "every bank together, what did our accounts pay us, corrections applied" adds up 1099-INTs)
_FORMS = re.compile(r"\b(?:forms?|correct(?:ions?|ed))\b", re.I)
_STATEMENTS = re.compile(r"\bstatements\b", re.I)


Strategy = Callable[[DocFinder, ParsedQuestion], Reply | None]


def how_many(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """A count ("how many Forms W-2 ..."): the documents of the named type (not its corrections: a
    corrected form counts once) holding every mention."""
    if "count" not in q.shapes or q.doc_type is None:
        return None
    facts = finder.facts
    corrections = set(facts.superseded.values())
    files = [f for f in sorted(facts.types) if finder.facts.type_matches(f, q.doc_type)
             and (q.doc_type == "1099" or facts.types.get(f) == q.doc_type)
             and f not in corrections and facts.holds(q.mentions, f)]
    if not files:
        return DECLINED
    noun = asked_noun(q.text, q.doc_type, len(files)) or counted(q.doc_type, q.type_words, len(files))
    return Reply(f"{len(files)} {noun} {cite(files)}", tuple(files))


# what a count counts, as the question says it: the words after "how many" up to the verb or preposition
_COUNTED = re.compile(r"\bhow many ((?:[A-Za-z][\w-]* ){0,3}?[A-Za-z][\w-]*)(?= (?:are|were|is|was|did|do|does|"
                      r"have|has|had|in|among|from|of|on|for|came|arrived|there|we|i|you)\b|[?.,]|$)", re.I)


def asked_noun(question: str, doc_type: str, n: int) -> str | None:
    """What a count of a type that is no tax form counts, in the question's own words when they name the
    type ("how many residential leases are ..." counts "residential leases"; "insurance declarations pages"),
    of one in the singular ("1 residential lease"); None when the words after "how many" do not name the
    type (`counted` then says it by the type's name). A tax form is counted as `counted` says it ("Forms W-2")."""
    if is_form(doc_type):
        return None
    said = _COUNTED.search(question)
    if said is None or squash(doc_type) not in squash(said[1]):
        return None
    words = said[1].split()
    if n == 1:
        last = words[-1]
        words[-1] = last[:-3] + "y" if last.endswith("ies") else last[:-1] if re.search(r"[^s]s$", last) else last
    return " ".join(words)


def counted(doc_type: str, words: str | None, n: int = 2) -> str:
    """What `n` counts: "Forms W-2" of a form (an IRS number, a 1099), else the type's name in words
    ("pay stubs", "leases", "insurance declarations"); of one, "Form W-2", "pay stub"."""
    if is_form(doc_type):  # a tax form's type is its number (W-2, 1099-INT, 1098; "1099": the family)
        return f"{'Form' if n == 1 else 'Forms'} {words or doc_type}"
    noun = doc_type.replace("-", " ")
    return noun if n == 1 or noun.endswith("s") else f"{noun}s"


def issuers(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """A list of senders ("which payers sent ...", "name every ..."): the issuers of the named
    type's documents, by name (harvested, else printed over the issuer's address: DocFacts.named_issuer),
    each citing its first document (of the type named before a correction of it: a Form W-2's sender is
    cited by the W-2 it sent)."""
    if "issuers" not in q.shapes or q.doc_type is None:
        return None
    first: dict[str, str] = {}
    for f in finder.candidates(q.doc_type, q.mentions, None, corrected=False):
        issuer = finder.facts.named_issuer(f)
        if issuer:
            first.setdefault(issuer, f)
    if not first:
        return DECLINED
    names = sorted(first)
    return Reply("; ".join(names) + " " + cite([first[n] for n in names]), tuple(first.values()))


def table_row(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """A row of a statement's table: its amount, asked by its day; or its day, asked by its amount."""
    if not transaction_rows.names_row(q.text):
        return None
    day, amount = transaction_rows.asked_day(q.text), transaction_rows.asked_amount(q.text)
    when = transaction_rows.asks_when(q.text)
    files = statements_of(finder, q)
    if not files:
        return None
    for f in files:
        text = finder.facts.texts.get(f, "")
        if day and not when:
            row = transaction_rows.row_for_day(text, q.text, *day)
            if row is not None and row.amount:
                return Reply(f"{row.amount} [{f}]", (f,))
        elif amount:
            row = transaction_rows.row_for_amount(text, q.text, amount)
            full = row_date(finder, f, row, q.mentions) if row else None
            if full is not None:
                return Reply(f"{date_long(full)} [{f}]", (f,))
    return DECLINED


def no_field(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """Every shape after this one reads a field: no docType, or one without fields, declines."""
    return DECLINED if not q.fields else None


def correction_change(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """A correction's change ("by how much did the correction change ..."): the first correction
    (by its original's name) of the type holding every mention, with both amounts of the closest
    money field both hold (of the first LOOKUP_FIELDS, as a lookup tries them): the difference,
    from and to. The fields are ranked as the correction's own type reads the question when it is
    another type than the one named ("the correction to my W-2 changed the pay that counts for
    federal income tax" asks what the W-2c changed: its box 1, which the W-2's ranking puts after
    the taxes). An amount the harvest did not read is read as printed under the label closest to the
    question or the field's description (harness.pipelines.evidence.unharvested). No such pair: not
    this shape's answer (the next strategy tries)."""
    if "change" not in q.shapes:
        return None
    facts = finder.facts
    for orig, fix in sorted(facts.superseded.items()):
        if not (finder.facts.type_matches(fix, q.doc_type) and facts.holds(q.mentions, fix)):
            continue
        for field in _changed_fields(q, facts.types.get(fix)):
            old = amount_read(finder, orig, field, q.text, q.mentions)
            new = amount_read(finder, fix, field, q.text, q.mentions)
            if old is not None and new is not None:
                return Reply(f"{abs(new[0] - old[0]):,.2f} (from {old[1]} to {new[1]}) {cite([fix, orig])}",
                             (fix, orig))
    return None


def _changed_fields(q: ParsedQuestion, fix_type: str | None) -> list[str]:
    """The money fields a correction's change tries: of the first LOOKUP_FIELDS the correction's
    type ranks closest (the question's type's when they are one or it ranks none), else the
    closest amount."""
    own = q.rank_fields(fix_type) if fix_type in DOC_TYPES and fix_type != q.typed else []
    ranked = own or q.fields
    kinds = DOC_TYPES.get((fix_type if own else q.typed) or "", {})
    return [f for f in ranked[:LOOKUP_FIELDS] if kinds.get(f) == "money"] or [q.amount_field]


def total(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """A total ("what is the total ..."): the sum of the amount over the named type's documents (no type
    named: of the types the store holds documents of, one or more, the one whose money field is
    closest: "every bill together" may add up the one bill there is; of the tax forms only when the
    question says "forms" or speaks of corrections: "per the interest forms" is no bank statement's
    interest; of the others when it speaks of statements) holding every mention (a correction
    replacing its original), each document's amount as harvested or, when the harvest read none
    there, as printed under the label closest to the question (harness.pipelines.evidence.unharvested);
    declines when one has no amount."""
    if "total" not in q.shapes or not q.sums_documents:
        return None
    summed, amount_field = q.doc_type, q.amount_field
    if summed is None:  # no type named, every document of one: the type holding some whose field fits best
        held = [t for t in types_by_rank(finder, q, list(finder.facts.types)) if finder.candidates(t, q.mentions, None)]
        if _FORMS.search(q.text):
            held = [t for t in held if is_form(t)] or held
        elif _STATEMENTS.search(q.text):  # "over all the statements from Oakmont Bank": no form of the year
            held = [t for t in held if not is_form(t)] or held
        best = finder.best_money_field(q.text, held, q.mentions)
        if best is None:
            return None
        summed, amount_field = best
    if amount_field is None:
        return DECLINED
    files = finder.candidates(summed, q.mentions, None)
    amounts = [amount_of(finder, f, amount_field, q.text, q.mentions) for f in files]
    if not files or any(a is None for a in amounts):
        return DECLINED
    added = sum((a for a in amounts if a is not None), Decimal("0"))
    return Reply(f"{added:,.2f} {cite(files)}", tuple(files))


def lookup(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """Any other question: the closest field (of the first three) whose best-retrieved document
    holds every mention, its value as printed, unless that value is what picked the document. When
    the question's words ask for a kind of value ("when", "how much"), only the fields of such a kind
    among the three are tried, the closest first (the closest of all only when none is): a date asked
    for is not answered with an amount. A party's name asked in its field's own words ("the employee's
    name": doc_finder.named_party), the closest field, is the only one tried, and answered even when the
    question names that party to pick the document. When the first field to try is an amount or a date the harvest
    did not read from the document the question picks, the value printed under the label closest to
    the question is read there instead (harness.pipelines.evidence.unharvested), if one comes close."""
    kinds = asked_kinds(q.text)
    field_kinds = DOC_TYPES.get(q.typed or "", {})
    tried = q.fields[:LOOKUP_FIELDS]
    named = [f for f in tried[:1] if named_party(q.text, f)]  # "the employee's name": that field, whatever else
    asked = named or [f for f in tried if field_kinds.get(f) in kinds]
    order = asked or (tried[:1] if kinds else tried)
    printed = unharvested_value(finder, q, order[0]) if order else None
    if printed is not None:
        return printed
    for name in order:
        files = q.by_rank(finder.candidates(q.doc_type, q.mentions, name))
        if files and (name in named or not finder.is_key(files[0], name, q.mentions)):
            return Reply(f"{finder.facts.value(files[0], name)} [{files[0]}]", (files[0],))
    return DECLINED


SHAPES: tuple[tuple[str, Strategy], ...] = (
    ("balance months", balance_months),
    ("listed rows", listed_rows),
    ("late months", late_months),
    ("how many", how_many),
    ("issuers", issuers),
    ("table row", table_row),
    ("agreement", agreement),
    ("change between", change_between),
    ("no field", no_field),
    ("comparison", comparison),
    ("correction change", correction_change),
    ("total", total),
    ("lookup", lookup),
)


def answer_by_shape(finder: DocFinder, q: ParsedQuestion) -> Reply:
    """The first strategy's reply, in `SHAPES` order; the decline when none replies."""
    for _name, strategy in SHAPES:
        reply = strategy(finder, q)
        if reply is not None:
            return reply
    return DECLINED
