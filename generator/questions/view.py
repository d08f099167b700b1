"""A read-only view over a corpus's facts with the selections every category needs."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import cache

from generator.documents.kinds import kinds
from generator.questions.draft import describe
from generator.questions.facts import Fact
from generator.questions.voice import Household, doc_phrases, household, untyped_phrases
from harness.contract.shapes import date_long
from harness.contract.vocabulary import DOC_TYPES


@dataclass
class CorpusView:
    facts: list[Fact]
    year: int

    def of_type(self, *doc_types: str, current_only: bool = True) -> list[Fact]:
        return [f for f in self.facts if f.doc_type in doc_types and (f.current or not current_only)]

    def lookalikes(self) -> list[Fact]:
        return [f for f in self.facts if f.doc_type is None]

    def __post_init__(self) -> None:
        self._descriptions = Counter((f.doc_type, f.entity, f.instance) for f in self.facts if f.current)
        self.people: Household = household(self.facts)

    def unambiguous(self, fact: Fact) -> bool:
        """No other current document answers to the same description."""
        key = (fact.doc_type, fact.entity, fact.instance)
        return fact.current and fact.entity is not None and self._descriptions[key] == 1

    def latest(self, doc_types: tuple[str, ...]) -> list[Fact]:
        """Documents of these types as they stand after corrections: a corrected form (of any
        type, e.g. a W-2c for a W-2) stands in for the original it supersedes."""
        out = []
        for f in self.facts:
            if f.doc_type not in doc_types:
                continue
            if f.current:
                out.append(f)
            else:
                out.append(next(c for c in self.facts if f.superseded_by in c.files))
        return _dedupe(out)

    def addressable(self) -> list[tuple[Fact, str]]:
        """Every current document a question can name without ambiguity, with its description:
        typed documents (`the 2025 Form W-2 from X`) and the ordinary untyped ones (a mortgage
        statement: `Kind.ordinary_untyped`)."""
        out = [(f, describe(f, self.year)) for f in self.facts if f.doc_type and self.unambiguous(f)]
        untyped: list[tuple[Fact, str]] = []
        for f in self.facts:
            named = ordinary_untyped(f)
            if named is not None and f.current:
                issuer, day = named
                untyped.append((f, f"the {f.kind.name} from {issuer} for the payment due {date_long(day)}"))
        counts = Counter(text for _, text in untyped)
        return out + [(f, text) for f, text in untyped if counts[text] == 1]

    def phrases(self, fact: Fact) -> list[str]:
        """Every way to name an addressable document: the formal description first, then people's
        words (generator/questions/voice.py)."""
        named = ordinary_untyped(fact)
        if named is not None:
            return untyped_phrases(fact.kind.name, *named, self.year)
        return doc_phrases(fact, self.people, self.year)

    def known_names(self) -> set[str]:
        """Every name a typed document prints (issuers and people)."""
        return {v for f in self.facts if f.doc_type for k, v in f.values.items()
                if k.endswith("_name") and isinstance(v, str)}


def ordinary_untyped(fact: Fact) -> tuple[str, date] | None:
    """(issuer, date) of an ordinary untyped document (`Kind.ordinary_untyped`) that prints both;
    None for any other document."""
    kind = fact.kind
    if fact.doc_type is not None or not kind.ordinary_untyped:
        return None
    issuer, day = fact.printed.get(kind.issuer_field or ""), fact.when(kind.instance_field or "")
    return (issuer, day) if issuer and day is not None else None


def issuer_of(fact: Fact) -> str | None:
    """Who issued a document: a typed one's entity, an ordinary untyped one's printed issuer."""
    if fact.entity:
        return fact.entity
    kind = fact.kind
    return fact.printed.get(kind.issuer_field or "") if kind.ordinary_untyped and not fact.doc_type else None


@cache
def money_fields(vocabulary_only: bool) -> list[str]:
    """Every money field that some kind has the words for (or only the vocabulary's money
    fields), each once, kinds in folder order and each kind's fields as its template lists
    them: the fields the wider comparisons walk."""
    names: list[str] = []
    for kind in kinds().values():
        vocabulary = DOC_TYPES.get(kind.doc_type or "", {})
        for name in kind.field_types:
            wanted = vocabulary.get(name) == "money" if vocabulary_only else True
            if wanted and kind.phrased(name, "money") and name not in names:
                names.append(name)
    return names


def _dedupe(facts: list[Fact]) -> list[Fact]:
    seen: list[Fact] = []
    for f in facts:
        if all(f is not s for s in seen):
            seen.append(f)
    return seen


def total(values: list[Decimal | None]) -> Decimal:
    return sum((v for v in values if v is not None), Decimal("0.00"))
