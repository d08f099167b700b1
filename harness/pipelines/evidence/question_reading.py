"""A question as both baselines read it: what it mentions, the docType it names, the shapes
its words read as, and the docType whose fields are read (the named one, else the
best-retrieved typed document's) with those fields ranked closest to the question first.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.general_type import is_form
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.question_mentions import Mentions, mentions, named_type

_COUNT = re.compile(r"\bhow many\b", re.I)
# the issuers: "name every ...", "which payers sent ...", "which tax authority sent ..." (a sender of two words;
# "which bill was sent" asks a document)
_LIST = re.compile(r"\bname (?:every|each|all)\b|\bwhich \w+ (?:(?!(?:was|were|is|are|has|have|had)\b)\w+ )?"
                   r"(?:sent|issued|mailed)\b", re.I)
_COMPARE = re.compile(r"\b(?:larger|largest|more|higher|greater|bigger|smaller|less|lower)\b.*\bor\b"
                      r"|\bor\b.*\b(?:larger|largest|more|higher|greater|bigger|smaller|less|lower)\b", re.I)
_CHANGE = re.compile(r"\bby how much\b|\bdifference\b|\bhow far apart\b|\bchange[ds]?\b.*\bcorrect"
                     r"|\bbefore and after\b.*\bcorrect", re.I)
# "the running total of pay" is one paycheck's year-to-date amount, no sum over documents
_AGGREGATE = re.compile(r"\b(?<!running )(?:total|add(?:ing)? up|sum|combined|altogether|in all|together|all told)\b"
                        r"|\b(?:across|over) (?:every|all|each|both)\b|\ball (?:our|my|of our|of my)\b", re.I)
_EVERY = re.compile(r"\b(?:every|all|each|both)\b", re.I)  # a question over more than one document
_SMALLER = re.compile(r"\b(?:smaller|less|lower)\b", re.I)


def asked_shapes(question: str) -> set[str]:
    """The shapes a question's words read as: count, issuers, compare-larger or compare-smaller,
    change, total."""
    patterns = (("count", _COUNT), ("issuers", _LIST), ("compare", _COMPARE), ("change", _CHANGE),
                ("total", _AGGREGATE))
    shapes = {shape for shape, pattern in patterns if pattern.search(question)}
    if "compare" in shapes:
        shapes.add("compare-smaller" if _SMALLER.search(question) else "compare-larger")
    return shapes


@dataclass
class ParsedQuestion:
    """One question as the baselines read it.

    `typed` is the docType whose fields are read: the named one, else (no type, or the
    1099 family) the type of the best-retrieved typed document (of those that hold what the
    question mentions, when it mentions a name, an id or a date). `rank_fields(doc_type)`
    gives that type's fields, closest to the question first; it is called at most once,
    and only by a reader that needs a field.
    """

    text: str
    mentions: Mentions
    doc_type: str | None
    type_words: str | None
    typed: str | None
    ranked: list[str]
    rank_fields: Callable[[str], list[str]] = field(repr=False)

    @cached_property
    def shapes(self) -> set[str]:
        """The shapes the question's words read as (`asked_shapes`)."""
        return asked_shapes(self.text)

    def by_rank(self, files: list[str]) -> list[str]:
        """`files`, best-retrieved first (files not retrieved last, by name)."""
        rank = {f: i for i, f in enumerate(self.ranked)}
        return sorted(files, key=lambda f: (rank.get(f, len(rank)), f))

    @cached_property
    def fields(self) -> list[str]:
        """The typed docType's fields, closest to the question first (none when untyped)."""
        return self.rank_fields(self.typed) if self.typed is not None else []

    @property
    def sums_documents(self) -> bool:
        """The question is a total over documents: it names their type, or (a type read from what was
        retrieved) speaks of every, all, each or both ("every bank together"); the total's reader then
        chooses the type by its fields."""
        return self.doc_type is not None or (self.typed is not None and bool(_EVERY.search(self.text)))

    @property
    def amount_field(self) -> str:
        """The field a comparison, change or total reads: the closest money field, else the closest."""
        kinds = DOC_TYPES.get(self.typed or "", {})
        return next((f for f in self.fields if kinds.get(f) == "money"), self.fields[0])


def read_question(finder: DocFinder, question: str, ranked: list[str],
                  rank_fields: Callable[[str], list[str]] | None = None) -> ParsedQuestion:
    """The question as the baselines read it, given the retrieved files (best first).
    `rank_fields` defaults to the finder's embedding ranking of the question's fields."""
    m = mentions(question)
    doc_type, type_words = named_type(question)
    typed_files = [f for f in ranked if finder.facts.types.get(f)]
    # no type named: the best-retrieved typed document that holds what the question mentions (a
    # paycheck's day is on its pay stub, a county's name on its tax bill, not on the W-2 or the
    # 1099 retrieval may rank first), one the name issued first (a card's statement, not the bank
    # statement whose row pays the card), else the best
    mentioned = bool(m.names or m.ids or m.dates)
    holding = [f for f in typed_files if finder.facts.holds(m, f, any_name=True)] if mentioned else []
    if m.months:  # a month said picks a document of that month, no tax form of the year
        holding = [f for f in holding if not is_form(finder.facts.types.get(f) or "")] or holding
    best = next((f for f in holding if finder.facts.issued_by(f, m.names)), next(iter(holding), None))
    typed = doc_type if doc_type not in (None, "1099") else next(
        (finder.facts.types[f] for f in ([best] if best else []) + typed_files), None)
    if rank_fields is None:
        def rank_fields(t: str) -> list[str]:
            return finder.fields_asked(question, t, m)
    return ParsedQuestion(question, m, doc_type, type_words, typed, ranked, rank_fields=rank_fields)
