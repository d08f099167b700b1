"""`lookup`: one money field of one document."""

from __future__ import annotations

from random import Random

from generator.lint import MIN_NEEDLE
from generator.questions.draft import (
    FIELD_PHRASES,
    MONEY_PHRASES,
    TEXT_PHRASES,
    Draft,
    cite,
    describe,
    phrase,
)
from generator.questions.facts import INSTANCE_FIELD, Fact
from generator.questions.needles import money_needles
from generator.questions.pool import asked, printed_needles, spread
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


def more_lookups(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """Every other value a document prints: amounts beyond the vocabulary, identifiers, names
    (for `--questions N`; after the base lookups, spread over the documents)."""
    seen = asked(taken)
    candidates: list[tuple[Fact, str, str, list[str], tuple[str, ...]]] = []
    for fact, doc in view.addressable():
        instance = INSTANCE_FIELD.get(fact.doc_type or "")
        for name in sorted(fact.printed):
            if name == instance:
                continue
            if name in MONEY_PHRASES:
                value = fact.amount(name)
                if value is None or value <= 0:
                    continue
                needles, phrases = printed_needles(fact, name, value), MONEY_PHRASES[name]
            elif name in TEXT_PHRASES:
                text = " ".join(fact.printed[name].split())
                if len(text) < MIN_NEEDLE or text == fact.entity or "XXX" in text:
                    continue
                needles, phrases = [text], TEXT_PHRASES[name]
            else:
                continue
            if (fact.file, needles[0]) not in seen:
                candidates.append((fact, doc, name, needles, phrases))
    rng.shuffle(candidates)
    return [Draft("lookup", phrase(rng, PHRASINGS, phrases, doc),
                  notes=f"{name} of {fact.file} as printed; every accepted shape; cite the document or its twin.",
                  must_contain_any=needles, must_cite_any=cite(fact))
            for fact, doc, name, needles, phrases in spread(candidates, lambda c: c[0].file)]
