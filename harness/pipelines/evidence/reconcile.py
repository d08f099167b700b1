"""A check of one document against another: "the property tax on the Form
1098 from A against the tax bill B sent us: do they agree, and if not, by how much do they differ?"

The question is split into its two sides (at "against", "line up with", "compare ... with" or a
semicolon); each side is read as its own docType (the one it names, else the type of the
best-retrieved typed document holding the names it mentions), its closest money field and its
best-retrieved document of that type holding its mentions. Equal amounts agree; otherwise the
reply is their difference. A side that adds or takes away ("plus", "less") is a sum this reader
does not make: not its question.
"""

from __future__ import annotations

import re
from decimal import Decimal

from harness.contract.shapes import parse_amount
from harness.contract.vocabulary import DOC_TYPES
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.question_mentions import mentions, named_type
from harness.pipelines.evidence.question_reading import ParsedQuestion
from harness.pipelines.evidence.reply import Reply

_ASKS = re.compile(r"\b(?:agree|match|the same amount|line up)\b", re.I)
_SPLIT = re.compile(r"\s+against\s+|\s+line up with\s+|(?<=\bcompare\b)(.*?)\s+with\s+|;\s+", re.I)
_ARITHMETIC = re.compile(r"\b(?:plus|less|minus|added to|taken from)\b", re.I)
_SENTENCE_END = re.compile(r"[.?](?:\s|$)")


def sides(question: str) -> tuple[str, str] | None:
    """The question's two sides: the text before the split and the text after it up to the end of
    its sentence; None when the question has no such split."""
    m = _SPLIT.search(question)
    if m is None:
        return None
    head = question[:m.start()] + (m.group(1) or "")
    tail = question[m.end():]
    end = _SENTENCE_END.search(tail)
    return head, tail[:end.start()] if end else tail


def side_type(finder: DocFinder, q: ParsedQuestion, text: str) -> str | None:
    """The docType a side names, else that of the best-retrieved typed document holding a name it
    mentions; None when it gives neither."""
    named, _ = named_type(text)
    if named in DOC_TYPES:
        return named
    m = mentions(text)
    if not m.names:
        return None
    held = [f for f in q.by_rank(list(finder.facts.types)) if finder.facts.types.get(f)
            and finder.facts.holds(m, f, any_name=True)]
    return finder.facts.types[held[0]] if held else None


Side = tuple[Decimal, str, str]  # a side's amount, its document, its value as printed


def read_sides(finder: DocFinder, q: ParsedQuestion) -> list[Side] | None:
    """Each side's amount, document and printed value; None when the question is no such check or
    a side cannot be read."""
    if not _ASKS.search(q.text):
        return None
    split = sides(q.text)
    if split is None or any(_ARITHMETIC.search(side) for side in split):
        return None
    read: list[Side] = []
    for text in split:
        doc_type = side_type(finder, q, text)
        if doc_type is None:
            return None
        m = mentions(text)
        field = finder.money_field(text, doc_type, m)
        files = q.by_rank(finder.candidates(doc_type, m, field)) if field else []
        amount = parse_amount(finder.facts.normalized(files[0], field)) if files and field else None
        if amount is None or field is None:
            return None
        read.append((amount, files[0], finder.facts.value(files[0], field) or ""))
    return read


def check_reply(read: list[Side]) -> tuple[str, tuple[str, ...]]:
    """The reply's text and files: the agreed amount, or the difference with both amounts."""
    (a, fa, pa), (b, fb, pb) = read
    files = tuple(dict.fromkeys((fa, fb)))
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
