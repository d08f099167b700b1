"""A read-only view over a corpus's facts with the selections every category needs."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from decimal import Decimal

from generator.questions.draft import describe
from generator.questions.facts import Fact
from generator.questions.voice import Household, doc_phrases, household, untyped_phrases
from harness.contract.shapes import date_long

# Documents without a vocabulary docType that are still ordinary documents of the household
# (not lookalikes): template -> (what it is, the field naming its issuer, the date telling
# several apart).
UNTYPED = {"mortgage-statement": ("mortgage statement", "lender_name", "payment_date")}


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
        typed documents (`the 2025 Form W-2 from X`) and the ordinary untyped ones (UNTYPED)."""
        out = [(f, describe(f, self.year)) for f in self.facts if f.doc_type and self.unambiguous(f)]
        untyped: list[tuple[Fact, str]] = []
        for f in self.facts:
            spec = UNTYPED.get(f.template or "")
            if f.doc_type is None and spec and f.current:
                what, issuer, when = spec
                day = f.when(when)
                if f.printed.get(issuer) and day is not None:
                    untyped.append((f, f"the {what} from {f.printed[issuer]} for the payment due {date_long(day)}"))
        counts = Counter(text for _, text in untyped)
        return out + [(f, text) for f, text in untyped if counts[text] == 1]

    def phrases(self, fact: Fact) -> list[str]:
        """Every way to name an addressable document: the formal description first, then people's
        words (generator/questions/voice.py)."""
        spec = UNTYPED.get(fact.template or "")
        if fact.doc_type is None and spec:
            what, issuer, when = spec
            day = fact.when(when)
            if day is not None and fact.printed.get(issuer):
                return untyped_phrases(what, fact.printed[issuer], day, self.year)
        return doc_phrases(fact, self.people, self.year)

    def known_names(self) -> set[str]:
        """Every name a typed document prints (issuers and people)."""
        return {v for f in self.facts if f.doc_type for k, v in f.values.items()
                if k.endswith("_name") and isinstance(v, str)}


def _dedupe(facts: list[Fact]) -> list[Fact]:
    seen: list[Fact] = []
    for f in facts:
        if all(f is not s for s in seen):
            seen.append(f)
    return seen


def total(values: list[Decimal | None]) -> Decimal:
    return sum((v for v in values if v is not None), Decimal("0.00"))
