"""`lookup`: one money field of one document, asked in the form's words or in people's."""

from __future__ import annotations

from random import Random

from generator.questions.draft import Draft, cite, pick
from generator.questions.facts import Fact
from generator.questions.lint import MIN_NEEDLE
from generator.questions.needles import money_needles
from generator.questions.plain_words import field_phrase, framed
from generator.questions.pool import asked, printed_needles, spread
from generator.questions.view import CorpusView
from generator.questions.voice import pick_doc

PHRASINGS = (  # read with a noun phrase ("the taxable wages")
    "What was {field} on {doc}?",
    "According to {doc}, what is {field}?",
    "How much is {field} on {doc}?",
    "Look up {field} on {doc}. What amount does it show?",
    "What does {doc} give as {field}?",
)
ANY_PHRASINGS = (  # read with a noun phrase or a clause ("how much money came in")
    "Tell me {field}, according to {doc}.",
    "What does {doc} say about {field}?",
    "Can you check {doc} for {field}?",
    "From {doc}, I need {field}.",
)
WHOLE_SHARE = 1 / 3  # of the questions about a field with whole questions (its kind's `ask`) that use one


def ask_field(view: CorpusView, rng: Random, fact: Fact, name: str) -> str:
    """A question about field `name` of `fact`: a whole question in people's words (the
    field's `ask` in its kind) a third of the time when there is one, else a frame with the
    field's phrase and one of the document's descriptions. "I", "my spouse" are the person
    its kind's `person_field` names."""
    docs = view.phrases(fact)
    kind = fact.kind
    people = view.people.names(fact.person(kind.person_field or "") or view.people.taxpayer)
    whole = kind.words(name).ask
    if whole and rng.random() < WHOLE_SHARE:
        template = pick(rng, whole)
        slots = {"doc": pick_doc(rng, docs), "issuer": fact.entity or "", "year": str(view.year)}
        if people:
            slots |= people[rng.randrange(len(people))].fill()
        if ("{who" not in template and "{whose" not in template and "{whom" not in template) or people:
            text = template.format(**slots)
            return text[0].upper() + text[1:]
    return framed(rng, PHRASINGS, ANY_PHRASINGS, field_phrase(rng, kind, name), pick_doc(rng, docs))


def lookups(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    candidates = [
        (fact, name, value)
        for fact in view.facts
        if fact.doc_type and view.unambiguous(fact)
        for name in sorted(fact.values)
        if fact.kind.phrased(name, "money") and (value := fact.money(name)) is not None and value > 0
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
        out.append(Draft(
            "lookup", ask_field(view, rng, fact, name),
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
        kind = fact.kind
        for name in sorted(fact.printed):
            if name == fact.instance_field:
                continue
            if kind.phrased(name, "money"):
                value = fact.amount(name)
                if value is None or value <= 0:
                    continue
                needles, phrases = printed_needles(fact, name, value), kind.words(name).formal
            elif kind.phrased(name, "text", "id"):
                text = " ".join(fact.printed[name].split())
                if len(text) < MIN_NEEDLE or text == fact.entity or "XXX" in text:
                    continue
                needles, phrases = [text], kind.words(name).formal
            else:
                continue
            if (fact.file, needles[0]) not in seen:
                candidates.append((fact, doc, name, needles, phrases))
    rng.shuffle(candidates)
    out = []
    for fact, _doc, name, needles, phrases in spread(candidates, lambda c: c[0].file):
        if fact.kind.phrased(name, "money"):
            question = ask_field(view, rng, fact, name)
        else:
            question = framed(rng, (PHRASINGS[1], "What is {field} on {doc}?", "Which is {field} on {doc}?"),
                              ANY_PHRASINGS, pick(rng, phrases), pick_doc(rng, view.phrases(fact)))
        out.append(Draft("lookup", question,
                         notes=f"{name} of {fact.file} as printed; every accepted shape; cite the document or its "
                               "twin.",
                         must_contain_any=needles, must_cite_any=cite(fact)))
    return out
