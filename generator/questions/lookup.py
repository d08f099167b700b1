"""`lookup`: one money field of one document."""

from __future__ import annotations

from random import Random

from generator.questions.draft import FIELD_PHRASES, Draft, cite, describe, phrase
from generator.questions.needles import money_needles
from generator.questions.view import CorpusView

PHRASINGS = (
    "What was {field} on {doc}?",
    "According to {doc}, what is {field}?",
    "How much is {field} on {doc}?",
    "Look up {field} on {doc}. What amount does it show?",
)


def lookups(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    candidates = [
        (fact, name, value)
        for fact in view.facts
        if fact.doc_type and view.unambiguous(fact)
        for name in sorted(fact.values)
        if name in FIELD_PHRASES and (value := fact.money(name)) is not None and value > 0
    ]
    rng.shuffle(candidates)
    out: list[Draft] = []
    used_types: dict[str, int] = {}
    # Spread over document types: at most two questions per type while others remain.
    for fact, name, value in sorted(candidates, key=lambda c: used_types.get(c[0].doc_type or "", 0)):
        if len(out) >= want:
            break
        if used_types.get(fact.doc_type or "", 0) >= 2 and len(used_types) < len({c[0].doc_type for c in candidates}):
            continue
        used_types[fact.doc_type or ""] = used_types.get(fact.doc_type or "", 0) + 1
        question = phrase(rng, PHRASINGS, FIELD_PHRASES[name], describe(fact, view.year))
        out.append(Draft(
            "lookup", question,
            notes=f"{name} of {fact.file} as generated; every accepted money shape; cite the document or its twin.",
            must_contain_any=money_needles(value), must_cite_any=cite(fact),
        ))
    return out
