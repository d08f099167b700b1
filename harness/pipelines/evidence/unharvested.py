"""An amount or a date the harvest did not read, read where the document prints it.

A lookup asks for a field of the document it picks (the best-retrieved of the type holding
every mention). When the harvest read no such field from that document (its label was worded in a
way no field's description came close to, or the document was not typed at all), the lookup would
try the next closest field and answer with the wrong value. Instead, for an amount or a date, the
document's printed pairs of that kind (harness.harvest.pairs, as a check's terms read them:
harness.pipelines.evidence.printed_pairs) are read: the value under the label closest to the question
(the question without the names, ids and period that picked the document) or, in a typed document,
to the field's plain description, among the values the harvest did not
read as another field (nor a date the question picks the document by), when the label's cosine is
at least UNHARVESTED_LABEL; otherwise nothing is read.

The document: of the type (the question's or the best-retrieved's) holding every mention; when no
typed document holds them, the best-retrieved untyped one that does, the type's name aside (a
document the harvest could not type is still the one the question names).
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from harness.contract.field_descriptions import description, others
from harness.contract.shapes import parse_amount
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.pairs import Pair
from harness.pipelines.evidence.doc_finder import DocFinder, without_mentions
from harness.pipelines.evidence.printed_pairs import RUNNING, Rival, printed_pair
from harness.pipelines.evidence.question_mentions import Mentions, squash
from harness.pipelines.evidence.question_reading import ParsedQuestion
from harness.pipelines.evidence.reply import Reply

UNHARVESTED_LABEL = 0.4  # how close (cosine) a printed label must be to the question to be read for it
_READ_KINDS = ("money", "date")
_TYPE_NAMES = frozenset({squash(t) for t in DOC_TYPES} | {"1099"})


def picked_document(finder: DocFinder, q: ParsedQuestion, doc_type: str | None, m: Mentions) -> str | None:
    """The document a question (or one side of it: `m`) picks, harvested field or not: the
    best-retrieved of the type holding every mention, else the best-retrieved untyped document
    holding them."""
    typed = q.by_rank(finder.candidates(doc_type, m, None))
    if typed:
        return typed[0]
    # an untyped document need not print the type's name ("1099-INT") the question says: it names no one
    m = replace(m, ids=tuple(i for i in m.ids if squash(i) not in _TYPE_NAMES))
    untyped = [f for f in sorted(finder.facts.types) if finder.facts.types[f] is None
               and f not in finder.facts.untrusted and finder.facts.holds(m, f)]
    return q.by_rank(untyped)[0] if untyped and (m.names or m.ids) else None


def printed_value(finder: DocFinder, file: str, name: str, kind: str, text: str, m: Mentions) -> Pair | None:
    """The pair printed for field `name` (of `kind`) in `file` when the harvest read none there and
    the document's own type has the field: under the label closest to `text` (its mentions blanked)
    or, in a typed document, to the field's plain description, among the values read as no other
    field, nor a date `m` picks the document by. An untyped document is read by the question alone:
    it may be a lookalike printing the same labels (a "wage statement" is no W-2)."""
    if finder.facts.value(file, name) is not None:
        return None
    own = finder.facts.types.get(file)
    if own is not None and name not in DOC_TYPES.get(own, {}):
        return None  # a field its type has not (the W-2's box 3 of a W-2c): no amount of it to read
    said = description(own, name) if own is not None else None
    rivals = _rivals(finder, file, own, name, kind) if own is not None and said else []
    # a value read as another field is that field's (a typed document's: unless its label says otherwise, rivals)
    read = [] if rivals else [norm for _, norm in finder.facts.fields.get(file, {}).values() if norm]
    taken: set[Decimal] | set[str]
    if kind == "money":
        taken = {a for a in map(parse_amount, read) if a is not None} - {Decimal("0")}
    else:  # a date the question picks the document by is no answer to it either
        taken = {*read, *m.dates}
    term = without_mentions(text, m)
    running = name.startswith("ytd_") or bool(RUNNING.search(term))  # the field's name says year-to-date
    return printed_pair(finder, file, term, taken, UNHARVESTED_LABEL, kind, said, running, rivals)


def _rivals(finder: DocFinder, file: str, doc_type: str, name: str, kind: str) -> list[Rival]:
    """What else a document of `doc_type` labels beside field `name` (printed_pairs.Rival): its other fields
    of `kind`, each with its value as harvested from `file` (a year-to-date one beside a period's, or the other
    way round, a twin: the labels saying so are told apart from the others already, but its harvested value
    is its own where a label does not say so: "Total gross" printed for the year too), and what its pages
    label that is no field (field_descriptions.others)."""
    out = []
    for other, of_kind in DOC_TYPES.get(doc_type, {}).items():
        said = description(doc_type, other)
        if other == name or of_kind != kind or not said:
            continue
        norm = finder.facts.normalized(file, other)
        value = (parse_amount(norm) if kind == "money" else norm) if norm else None
        twin = other.startswith("ytd_") != name.startswith("ytd_")
        out.append(Rival(said, value if value != Decimal("0") else None, twin))  # a zero is printed for many
    return out + [Rival(said, None) for said in others(doc_type)]


def unharvested_value(finder: DocFinder, q: ParsedQuestion, name: str) -> Reply | None:
    """The value printed for field `name` (an amount or a date) of the picked document when the
    harvest read none there (module docstring); None when the field was read, is of another kind,
    is no field of the document's own type, or no label comes close."""
    kind = DOC_TYPES.get(q.typed or "", {}).get(name)
    if kind not in _READ_KINDS:
        return None
    file = picked_document(finder, q, q.doc_type or q.typed, q.mentions)
    pair = printed_value(finder, file, name, kind, q.text, q.mentions) if file else None
    return Reply(f"{pair.value.raw} [{file}]", (file,)) if pair is not None and file else None


def side_amount(finder: DocFinder, q: ParsedQuestion, doc_type: str | None, m: Mentions, field: str,
                text: str) -> tuple[str, str, Decimal] | None:
    """One side of a comparison whose document the harvest read no `field` from: (document, amount
    as printed, amount) under the label closest to the side's `text`; None when nothing comes close."""
    file = picked_document(finder, q, doc_type, m)
    pair = printed_value(finder, file, field, "money", text, m) if file else None
    amount = parse_amount(pair.value.normalized) if pair is not None else None
    return (file, pair.value.raw, amount) if file and pair is not None and amount is not None else None


def amount_read(finder: DocFinder, file: str, field: str, text: str, m: Mentions) -> tuple[Decimal, str] | None:
    """The document's amount for money field `field` and its text as printed: as harvested, else as
    printed under the label closest to `text` or to the field's description (`printed_value`); None
    when neither."""
    amount = parse_amount(finder.facts.normalized(file, field))
    if amount is not None:
        return amount, finder.facts.value(file, field) or ""
    pair = printed_value(finder, file, field, "money", text, m)
    amount = parse_amount(pair.value.normalized) if pair is not None else None
    return (amount, pair.value.raw) if amount is not None and pair is not None else None


def amount_of(finder: DocFinder, file: str, field: str, text: str, m: Mentions) -> Decimal | None:
    """`amount_read`'s amount."""
    read = amount_read(finder, file, field, text, m)
    return read[0] if read is not None else None
