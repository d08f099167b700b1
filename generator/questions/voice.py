"""Questions in people's words: who is asking, who the others are, and how a person names a
document ("my W-2 from X", "last December's Evergreen statement").

The asker is the household's taxpayer: "I" and "my" are the taxpayer, "my spouse" the
other earner, "the tenant" the person renting the unit. Who is who is read from the
documents alone: the taxpayer is the person the household's documents name most often,
the tenant the lease's tenant, the spouse any other earner or recipient. Questions are
asked early in the year after the tax year, so "last year" is the tax year and "last
December" its December.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from datetime import date
from random import Random
from string import Formatter

from generator.questions.draft import describe, show
from generator.questions.facts import PERSON_FIELDS, Fact
from harness.contract.shapes import date_long, month_name

EARNER_FIELDS = ("employee_name", "recipient_name")
# Relative months read naturally from early the next year: not January or February, which
# the asker could take for this year's.
FIRST_RELATIVE_MONTH = 3
PREFER_PLAIN = 2 / 3  # how often a question draws from the phrasings without the form's label words


@dataclass(frozen=True)
class Person:
    """One way to name a person in a question: as subject ("I", "my spouse", "Tyler") and possessive."""

    subject: str
    possessive: str
    object: str

    def fill(self) -> dict[str, str]:
        return {"who": self.subject, "whose": self.possessive, "whom": self.object,
                "Who": self.subject[0].upper() + self.subject[1:],
                "Whose": self.possessive[0].upper() + self.possessive[1:]}


@dataclass(frozen=True)
class Household:
    taxpayer: str | None
    spouse: str | None
    tenant: str | None

    def names(self, name: str | None) -> list[Person]:
        """The ways a question may name `name`: its role and first name, and the full name."""
        if not name:
            return []
        first = name.split()[0]
        full = Person(name, f"{name}'s", name)
        if name == self.taxpayer:
            return [Person("I", "my", "me"), Person(first, f"{first}'s", first), full]
        if name == self.spouse:
            return [Person("my spouse", "my spouse's", "my spouse"), Person(first, f"{first}'s", first), full]
        if name == self.tenant:
            return [Person("the tenant", "the tenant's", "the tenant"),
                    Person(f"our tenant {first}", f"our tenant {first}'s", f"our tenant {first}"), full]
        return [full]

    def note(self) -> str:
        """What a question's notes say about who "I" is."""
        return f'"I" is {self.taxpayer}, the taxpayer, asking early in the next year' if self.taxpayer else ""


FIRST_PERSON = frozenset(("i", "my", "me", "we", "our", "us"))


def first_person(text: str) -> bool:
    """The question speaks as the household ("my W-2", "did we")."""
    return bool(FIRST_PERSON & set(re.findall(r"[a-z]+", text.lower())))


def household(facts: list[Fact]) -> Household:
    """Who is who, from the documents' person fields (see the module doc)."""
    counts: Counter[str] = Counter()
    for f in facts:
        for key in PERSON_FIELDS:
            value = f.person(key)
            if value and f.doc_type:
                counts[value] += 1
    taxpayer = min(counts, key=lambda n: (-counts[n], n)) if counts else None
    tenant = next((f.person("tenant_name") for f in facts if f.person("tenant_name")), None)
    earners = {f.person(k) for f in facts if f.doc_type for k in EARNER_FIELDS}
    others = sorted(n for n in earners if n and n not in (taxpayer, tenant))
    return Household(taxpayer, others[0] if len(others) == 1 else None, tenant)


def month_phrases(day: date, year: int) -> list[str]:
    """`December 2025`, and `last December` for a month of the tax year late enough to be clear."""
    out = [f"{month_name(day.month)} {day.year}"]
    if day.year == year and day.month >= FIRST_RELATIVE_MONTH:
        out.append(f"last {month_name(day.month)}")
    return out


def doc_phrases(fact: Fact, people: Household, year: int) -> list[str]:
    """Ways to name one document, each naming only it among the current documents: the formal
    description first (`the 2025 Form W-2 from X`), then people's words (its kind's `called`,
    slots in generator/documents/kinds.py)."""
    formal = describe(fact, year)
    if not fact.entity:
        return [formal]
    kind = fact.kind
    persons = people.names(fact.person(kind.person_field or ""))[:2]
    slots = _slots(fact, year)
    out = [formal]
    for pattern in kind.called:
        names = {name for _, name, _, _ in Formatter().parse(pattern) if name}
        for person in (persons if names & PERSON_SLOTS else [None]):
            filled = {**slots, **(person.fill() if person else {})}
            if names <= filled.keys():
                out.append(pattern.format(**filled))
    return list(dict.fromkeys(out))


PERSON_SLOTS = frozenset(("who", "whose", "whom"))


def _slots(fact: Fact, year: int) -> dict[str, str]:
    """The slots of `called` that this document fills (generator/documents/kinds.py)."""
    slots = {"issuer": str(fact.entity), "year": str(year)}
    day = fact.instance
    if isinstance(day, date):
        months = month_phrases(day, year)
        slots |= {"day": date_long(day), "month": months[0]}
        if len(months) > 1:
            slots["last_month"] = months[1]
        if day.month == 12 and day.year == year:
            slots["year_end"] = "year-end"
    if day is not None:
        slots["instance"] = show(day)
    return slots


def untyped_phrases(what: str, issuer: str, day: date, year: int) -> list[str]:
    """The ordinary untyped documents (a mortgage statement): formal, then people's words."""
    out = [f"the {what} from {issuer} for the payment due {date_long(day)}"]
    out += [f"my {issuer} {what} for {m}" for m in month_phrases(day, year) if not m.startswith("last ")]
    return out


def pick_doc(rng: Random, phrases: list[str]) -> str:
    """The formal description a third of the time, else one in people's words."""
    if len(phrases) == 1 or rng.random() < 1 - PREFER_PLAIN:
        return phrases[0]
    return phrases[1 + rng.randrange(len(phrases) - 1)]

