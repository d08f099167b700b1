"""A check of one document against another: "the property tax on the Form
1098 from A against the tax bill B sent us: do they agree, and if not, by how much do they differ?"

The question is split into its two sides (at "against", "line up with", "should equal", "compare
... with", "equal what", "match what", "cover what" or a semicolon); each side is read as its own
docType (the one it names, else the type of the best-retrieved typed document holding the names it
mentions), its closest money field and its
best-retrieved document of that type holding its mentions ("original" said: the form as first
issued, not its correction); a box the text names that no field of the type is ("box 16 state
wages" of a W-2) is read where the document prints that box's number. Equal amounts agree;
otherwise the reply is their difference. A statement's side of a check against another type's
document is the row of its table where that document's money moved, when a row names its issuer
(harness.pipelines.evidence.ledger_entry: "the matching entry on my June statement").

A side speaking of statements in the plural ("the twelve statements of 2025 credited") is the sum of
its field over every statement holding its mentions.

A side may be a sum: its terms split at "plus", "less" and "minus" ("the year-to-date gross pay less
the 401(k) and health deductions on the stub"; a list of two before a plural noun is two terms, the
noun shared, and a year-to-date first term makes the others year-to-date too). A term that names a
docType is read as its own document ("the original 1099-INT plus the interest on the December
statement"), the others as the side's. A term reads its closest money field; when an earlier term
of the sum read that field, the amount its document prints under the label closest to it
(harness.pipelines.evidence.printed_pairs; the embedding's cosine at least PRINTED_LABEL: a sum
often takes away what no vocabulary field holds, a pay stub's 401(k) deferral).

`change_between` reads one field in two documents of a type ("by how much did the year-to-date gross
pay change from the stub paid on January 15 to the one paid on December 31?"), by the same readers.
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from harness.contract.shapes import parse_amount
from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.general_type import is_form
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.ledger_entry import entry
from harness.pipelines.evidence.printed_pairs import RUNNING, money_pairs, printed_amount
from harness.pipelines.evidence.question_mentions import Mentions, mentions, named_type
from harness.pipelines.evidence.question_reading import ParsedQuestion
from harness.pipelines.evidence.reply import Reply
from harness.pipelines.evidence.unharvested import amount_of, amount_read, picked_document

_ASKS = re.compile(r"\b(?:agree|match|the same amount|line up)\b", re.I)
_SPLIT = re.compile(r"\s+against\s+|\s+line up with\s+|\s+should equal\s+|(?<=\bcompare\b)(.*?)\s+with\s+|;\s+"
                    r"|\s+(?:equal|match|cover)\s+(?=what\b)", re.I)  # "does A equal what B credited?"
_OPERATOR = re.compile(r"\s+(plus|less|minus)\s+", re.I)
_UNREAD = re.compile(r"\b(?:added to|taken from)\b", re.I)  # sums in an order this reader does not follow
# two before a plural noun: "the 401(k) and health deductions"
_LISTED = re.compile(r"((?:the\s+)?)([\w()'-]+) and ([\w()'-]+) (\w+s)\b(.*)", re.S)
_ORIGINAL = re.compile(r"\boriginal\b", re.I)
# a side over several statements ("my statements, all of 2025", "the interest on every statement of 2025")
_STATEMENTS = re.compile(r"\bstatements\b|\bevery\b[^.?;]*\bstatement\b", re.I)
_BOX = re.compile(r"\bbox\s+(\d{1,2}[a-z]?)\b", re.I)
CLOSE_LABEL = 0.5  # how close it must be to be read before the closest field (a change between two documents)
_SENTENCE_END = re.compile(r"[.?](?:\s|$)")
_ACCOUNTS_FOR = re.compile(r"(?P<fix>[^.?]+?) went (?:up|down) from the original\.\s+Does (?P<other>[^?]+?) "
                           r"account for the (?:change|difference)\?", re.I)
_CORRECTED = re.compile(r"\bcorrected\b", re.I)
# "by how much did the year-to-date gross pay change from the stub paid on May 1 to the one paid on June 1?"
_CHANGE_BETWEEN = re.compile(r"\bby how much did (?:the |my |our )?(?P<field>.+?) (?:change|go up|go down|grow|rise|"
                             r"fall|drop) from (?P<a>.+?) to (?P<b>.+?)(?:[.?]|$)", re.I)


def sides(question: str) -> tuple[str, str] | None:
    """The question's two sides: the text before the split and the text after it up to the end of
    its sentence; a correction's change and what should account for it ("The corrected 1099-INT
    went up from the original. Does December's interest account for the change?") are the corrected
    form against the original plus that amount; None when the question has no such split."""
    change = _ACCOUNTS_FOR.search(question)
    if change is not None and _CORRECTED.search(change["fix"]):
        original = _CORRECTED.sub("original", change["fix"], count=1)
        return change["fix"], f"{original} plus {change['other']}"
    m = _SPLIT.search(question)
    if m is None:
        return None
    head = question[:m.start()] + (m.group(1) or "")
    tail = question[m.end():]
    end = _SENTENCE_END.search(tail)
    return head, tail[:end.start()] if end else tail


def side_type(finder: DocFinder, q: ParsedQuestion, text: str) -> str | None:
    """The docType a side names, else that of the best-retrieved typed document holding a name it
    mentions (one that name issued, when any: a card's statement, not a bank statement paying it);
    None when it gives neither."""
    named, _ = named_type(text)
    if named in DOC_TYPES:
        return named
    m = mentions(text)
    if not m.names:
        return None
    held = [f for f in q.by_rank(list(finder.facts.types)) if finder.facts.types.get(f)
            and finder.facts.holds(m, f, any_name=True)]
    held = [f for f in held if finder.facts.issued_by(f, m.names)] or held  # the name's own, first
    if _STATEMENTS.search(text):  # "the twelve Larkspur Bank statements": no tax form of the year
        held = [f for f in held if not is_form(finder.facts.types.get(f) or "")] or held
    return finder.facts.types[held[0]] if held else None


Side = tuple[Decimal, tuple[str, ...], str]  # a side's amount, its documents, its value as printed


def terms(side: str) -> list[tuple[int, str]]:
    """A side's terms with their signs (+1, -1): the text before the first "plus", "less" or "minus"
    adds, each part after one adds or takes away as its word says; a part listing two before a
    plural noun ("the 401(k) and health deductions ...") is two terms sharing the noun; a first
    term that says year-to-date makes the others year-to-date too."""
    parts = _OPERATOR.split(side)
    out = [(1, parts[0])]
    for word, text in zip(parts[1::2], parts[2::2], strict=True):
        sign = 1 if word.lower() == "plus" else -1
        listed = _LISTED.fullmatch(text)
        pieces = [f"{listed[1]}{listed[2]} {listed[4]}", f"{listed[3]} {listed[4]}{listed[5]}"] if listed else [text]
        out += [(sign, piece) for piece in pieces]
    if RUNNING.search(parts[0]):
        out = [(sign, t if k == 0 or RUNNING.search(t) else f"year-to-date {t}") for k, (sign, t) in enumerate(out)]
    return out


def _document(finder: DocFinder, q: ParsedQuestion, text: str, doc_type: str, m: Mentions,
              field: str | None) -> str | None:
    """The best-retrieved document of the type holding the mentions (and the field); the form as
    first issued when the text says "original"."""
    if _ORIGINAL.search(text):
        files = [f for f in finder.candidates(doc_type, m, field, corrected=False) if not finder.facts.is_correction(f)]
    else:
        files = finder.candidates(doc_type, m, field)
    ranked = q.by_rank(files)
    return ranked[0] if ranked else None


Read = tuple[Decimal, str, str, str]  # an amount, its document, its value as printed, its field


def box_amount(finder: DocFinder, q: ParsedQuestion, text: str, doc_type: str, m: Mentions) -> Side | None:
    """The amount printed in the box the text names ("box 16 state wages") when no vocabulary field
    of the type is that box's: the first money value the document prints under that box's number
    (harness.harvest.pairs); None when the text names no such box or the document prints none."""
    box = _BOX.search(text)
    if box is None or any(n.startswith(f"box{box[1].lower()}_") for n in DOC_TYPES.get(doc_type, {})):
        return None
    file = _document(finder, q, text, doc_type, m, None)
    pairs = [p for p in money_pairs(finder.facts.texts.get(file, "")) if p.box == box[1].lower()] if file else []
    amount = parse_amount(pairs[0].value.normalized) if pairs and file else None
    return (amount, (file,), pairs[0].value.raw) if amount is not None and file else None


def _field_amount(finder: DocFinder, q: ParsedQuestion, text: str, doc_type: str, m: Mentions,
                  field: str | None = None) -> Read | None:
    """The money field of the type closest to the text (or `field`) in its document; when no document
    of the type holding the mentions has that field harvested, the amount printed for it in the one
    the text picks (harness.pipelines.evidence.unharvested)."""
    field = field or finder.money_field(text, doc_type, m)
    if field is None:
        return None
    file = _document(finder, q, text, doc_type, m, field) or _document(finder, q, text, doc_type, m, None) \
        or picked_document(finder, q, doc_type, m)
    read = amount_read(finder, file, field, text, m) if file else None
    return (read[0], file, read[1], field) if read is not None and file else None


def read_sum(finder: DocFinder, q: ParsedQuestion, parts: list[tuple[int, str]], doc_type: str, m: Mentions,
             fields: dict[str, str]) -> Side | None:
    """A side that adds up, each term signed: its closest money field (a term naming a docType in its
    own document; a term naming someone's document but not its type, beside one that names a type,
    is not read), or, when an earlier term read that field, the amount printed under the label
    closest to it that no term read. Records the field each type's terms read first in `fields`."""
    named = [named_type(term)[0] for _, term in parts]
    if any(n in DOC_TYPES for n in named) and any(
            n not in DOC_TYPES and mentions(term).names for n, (_, term) in zip(named, parts, strict=True)):
        return None  # "the 1099-INT plus the interest on the statement from B": which type B's is, unsaid
    total, files, taken, read = Decimal(0), [], set[Decimal](), set[tuple[str, str]]()
    for (sign, term), own in zip(parts, named, strict=True):
        t, tm = (own, mentions(term)) if own in DOC_TYPES else (doc_type, m)
        words = term.rpartition(": ")[2]  # "the stub from B paid on May 1: its gross pay" asks its gross pay
        one = _field_amount(finder, q, words, t, tm)
        if one is None:
            return None
        amount, file, _, field = one
        if (file, field) in read:
            printed = printed_amount(finder, file, words, taken)
            if printed is None:
                return None
            amount = printed
        read.add((file, field))
        fields.setdefault(t, field)
        taken.add(amount)
        total += sign * amount
        files.append(file)
    return total, tuple(dict.fromkeys(files)), f"{total:,.2f}"


def _every_statement(finder: DocFinder, q: ParsedQuestion, text: str, doc_type: str, m: Mentions,
                     field: str | None) -> Side | None:
    """A side over several statements ("what the twelve Larkspur Bank statements of 2025 credited"):
    the sum of `field`, else of the money field closest to the whole question (the side itself may
    name none: "what ... credited" of "does the interest on the 1099-INT equal what ..."), over every
    document of the type holding the side's mentions, each as harvested or as printed; None when one
    has no amount."""
    field = field or finder.money_field(q.text, doc_type, m)
    files = q.by_rank(finder.candidates(doc_type, m, None)) if field else []
    amounts = [amount_of(finder, f, field, text, m) for f in files] if field else []
    if not files or any(a is None for a in amounts):
        return None
    added = sum((a for a in amounts if a is not None), Decimal(0))
    return added, tuple(sorted(files)), f"{added:,.2f}"


def read_sides(finder: DocFinder, q: ParsedQuestion) -> list[Side] | None:
    """Each side's amount, documents and printed value; None when the question is no such check or
    a side cannot be read. A side of one term whose type a sum on the other side read takes the
    field the sum read of it ("the original 1099-INT plus ... against the corrected 1099-INT")."""
    if not _ASKS.search(q.text):
        return None
    split = sides(q.text)
    if split is None or any(_UNREAD.search(side) for side in split):
        return None
    typed = [(k, text, side_type(finder, q, text), terms(text)) for k, text in enumerate(split)]
    fields: dict[str, str] = {}
    read: dict[int, Side] = {}
    for k, text, doc_type, parts in sorted(typed, key=lambda s: len(s[3]) == 1):  # the sums first
        if doc_type is None:
            return None
        m = mentions(text)
        if len(parts) > 1:
            side = read_sum(finder, q, parts, doc_type, m, fields)
        elif _STATEMENTS.search(text):
            side = _every_statement(finder, q, text, doc_type, m, fields.get(doc_type))
        else:
            one = _field_amount(finder, q, text, doc_type, m, fields.get(doc_type))
            side = box_amount(finder, q, text, doc_type, m) or ((one[0], (one[1],), one[2]) if one else None)
        if side is None:
            return None
        read[k] = side
    sides_read = [read[k] for k in range(len(split))]
    types = [t for _, _, t, _ in typed]
    return _ledger_entry(finder, q, sides_read, types) if len(sides_read) == 2 else sides_read


def _ledger_entry(finder: DocFinder, q: ParsedQuestion, read: list[Side], types: list[str | None]) -> list[Side]:
    """A statement's side of a check against a document of another type read as the row of its table
    where that document's money moved (harness.pipelines.evidence.ledger_entry), when one names its
    issuer; `read` as it was otherwise."""
    for k in (0, 1):
        other = 1 - k
        if types[k] == types[other] or len(read[k][1]) != 1 or len(read[other][1]) != 1:
            continue
        row = entry(finder, read[k][1][0], read[other][1][0], read[other][0], q.mentions.dates)
        if row is not None:
            read = list(read)
            read[k] = (row[0], read[k][1], row[1])
    return read


def check_reply(read: list[Side]) -> tuple[str, tuple[str, ...]]:
    """The reply's text and files: the agreed amount, or the difference with both amounts."""
    (a, fa, pa), (b, fb, pb) = read
    files = tuple(dict.fromkeys((*fa, *fb)))
    cited = " ".join(f"[{f}]" for f in files)
    if a == b:
        return f"Both are {pa}: they agree. {cited}", files
    return f"They differ by {abs(a - b):,.2f} ({pa} against {pb}). {cited}", files


def agreement(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """A check of one document against another ("... against ...: do they agree, and if not, by how
    much do they differ?"): both amounts agreed, or their difference."""
    read = read_sides(finder, q)
    if read is None:
        return None
    text, files = check_reply(read)
    return Reply(text, files)


def change_between(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """A field's change from one document to another of its type ("by how much did the year-to-date
    gross pay change from the stub paid on January 15 to the one paid on December 31?"): the second
    document holds the first one's names unless it names its own; each amount is the one printed under
    the label closest to the field's words when it comes within CLOSE_LABEL (as a sum's term reads it:
    a pay stub prints year-to-date amounts no vocabulary field holds), else the closest money field.
    The difference, from and to; None when the question is no such change or either document or
    amount cannot be read."""
    asked = _CHANGE_BETWEEN.search(q.text)
    if asked is None:
        return None
    doc_type = side_type(finder, q, asked["a"])
    if doc_type is None:
        return None
    first, second = mentions(asked["a"]), mentions(asked["b"])
    if not second.names:
        second = replace(second, names=first.names, years=second.years or first.years)
    read = []
    for text, m in ((asked["a"], first), (asked["b"], second)):
        file = _document(finder, q, text, doc_type, m, None)
        amount = printed_amount(finder, file, asked["field"], set(), CLOSE_LABEL) if file else None
        if file is None or amount is None:
            one = _field_amount(finder, q, asked["field"], doc_type, m)
            if one is None or (file is not None and one[1] != file):
                return None
            file, amount = one[1], one[0]
        read.append((file, amount))
    (fa, a), (fb, b) = read
    if fa == fb:
        return None
    return Reply(f"{abs(b - a):,.2f} (from {a:,.2f} to {b:,.2f}) [{fa}] [{fb}]", (fa, fb))
