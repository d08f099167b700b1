"""`temporal`: due dates, statement periods, policy and lease dates, in every written shape."""

from __future__ import annotations

from decimal import Decimal
from random import Random

from generator.questions.draft import Draft, cite, describe, pick
from generator.questions.facts import Fact
from generator.questions.needles import date_needles
from generator.questions.plain_words import field_phrase, framed, noun_phrase
from generator.questions.pool import asked, printed_needles, spread
from generator.questions.view import CorpusView
from generator.questions.voice import pick_doc
from harness.contract.shapes import money_comma

PHRASINGS = (  # read with a noun phrase ("the payment due date")
    "What is {field} on {doc}?",
    "According to {doc}, what is {field}?",
    "Give {field} shown on {doc}.",
    "What date is {field} on {doc}?",
)
ANY_PHRASINGS = (  # read with a clause too ("when I had to pay by")
    "Tell me {field}, according to {doc}.",
    "What does {doc} say about {field}?",
    "Looking at {doc}, I need {field}.",
    "Check {doc} and tell me {field}.",
)


def temporals(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    candidates = [
        (fact, name)
        for fact in view.facts
        if fact.doc_type and view.unambiguous(fact)
        for name in sorted(fact.values)
        if fact.kind.phrased(name, "date") and fact.day(name) is not None and fact.instance_field != name
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
        question = framed(rng, PHRASINGS, ANY_PHRASINGS, field_phrase(rng, fact.kind, name),
                          pick_doc(rng, view.phrases(fact)))
        out.append(Draft(
            "temporal", question,
            notes=f"{name} of {fact.file}; accepted as 01/31/2026, 1/31/2026, 2026-01-31 or January 31, 2026.",
            must_contain_any=date_needles(day), must_cite_any=cite(fact),
        ))
    return out


REVERSE = (
    "{doc_cap} shows {money} of ${amount}. What is {date} on it?",
    "Which date is {date} of {doc}, the one showing {money} of ${amount}?",
    "The {kind} from {entity} with {money} of ${amount}: what is {date} on it?",
)


def more_temporals(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """Every other date a document prints, and the date that tells a document apart asked of
    the document named by an amount only it shows (for `--questions N`)."""
    seen = asked(taken)
    candidates: list[tuple[str, Draft]] = []
    for fact, _doc in view.addressable():
        kind = fact.kind
        instance = kind.instance_field if fact.doc_type or kind.ordinary_untyped else None
        for name in sorted(fact.printed):
            day = fact.when(name)
            if not kind.phrased(name, "date") or day is None or name == instance:
                continue
            needles = printed_needles(fact, name, day)
            if (fact.file, needles[0]) in seen:
                continue
            candidates.append((fact.file, Draft(
                "temporal", framed(rng, PHRASINGS, ANY_PHRASINGS, field_phrase(rng, kind, name),
                                   pick_doc(rng, view.phrases(fact))),
                notes=f"{name} of {fact.file} as printed; every accepted date shape.",
                must_contain_any=needles, must_cite_any=cite(fact))))
    for fact, _doc in view.addressable():
        draft = _reverse(view, rng, fact)
        if draft is not None and (fact.file, draft.must_contain_any[0]) not in seen:
            candidates.append((fact.file, draft))
    rng.shuffle(candidates)
    return [d for _, d in spread(candidates, lambda c: c[0])]


def _reverse(view: CorpusView, rng: Random, fact: Fact) -> Draft | None:
    """`The pay stub from X shows the net pay of $3,447.23. What is the pay date on it?`"""
    name = fact.instance_field
    day = fact.day(name) if name else None
    if name is None or day is None or fact.entity is None:
        return None
    siblings = [f for f in view.facts if f.current and f.doc_type == fact.doc_type and f.entity == fact.entity]
    unique = [m for m in sorted(fact.values) if fact.kind.phrased(m, "money") and (v := fact.money(m)) is not None
              and v > 0
              and sum(s.money(m) == v for s in siblings) == 1]
    if not unique:
        return None
    money = unique[rng.randrange(len(unique))]
    amount = money_comma(fact.money(money) or Decimal("0"))
    doc = describe(fact, view.year, with_instance=False)
    text = pick(rng, REVERSE).format(doc=doc, doc_cap=doc[0].upper() + doc[1:],
                                     money=noun_phrase(rng, fact.kind, money), amount=amount,
                                     date=noun_phrase(rng, fact.kind, name),
                                     kind=doc.removeprefix("the ").split(" from ")[0], entity=fact.entity)
    return Draft("temporal", text, notes=f"{name} of {fact.file}, the only {fact.doc_type} from {fact.entity} with "
                 f"{money} {amount}; every accepted date shape.",
                 must_contain_any=date_needles(day), must_cite_any=cite(fact))
