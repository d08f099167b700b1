"""A read-only view over a corpus's facts with the selections every category needs."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from decimal import Decimal

from generator.questions.facts import Fact


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
