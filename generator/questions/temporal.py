"""`temporal`: due dates, statement periods, policy and lease dates, in every written shape."""

from __future__ import annotations

from random import Random

from generator.questions.draft import DATE_PHRASES, Draft, cite, describe, phrase
from generator.questions.facts import INSTANCE_FIELD
from generator.questions.needles import date_needles
from generator.questions.view import CorpusView

PHRASINGS = (
    "What is {field} on {doc}?",
    "According to {doc}, what is {field}?",
    "Give {field} shown on {doc}.",
)


def temporals(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    candidates = [
        (fact, name)
        for fact in view.facts
        if fact.doc_type and view.unambiguous(fact)
        for name in sorted(fact.values)
        if name in DATE_PHRASES and fact.day(name) is not None and INSTANCE_FIELD.get(fact.doc_type) != name
    ]
    rng.shuffle(candidates)
    out: list[Draft] = []
    seen_types: set[tuple[str | None, str]] = set()
    for fact, name in candidates:
        if len(out) >= want:
            break
        if (fact.doc_type, name) in seen_types:
            continue
        seen_types.add((fact.doc_type, name))
        day = fact.day(name)
        assert day is not None
        question = phrase(rng, PHRASINGS, DATE_PHRASES[name], describe(fact, view.year))
        out.append(Draft(
            "temporal", question,
            notes=f"{name} of {fact.file}; accepted as 01/31/2026, 1/31/2026, 2026-01-31 or January 31, 2026.",
            must_contain_any=date_needles(day), must_cite_any=cite(fact),
        ))
    return out
