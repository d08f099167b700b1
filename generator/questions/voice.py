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

from generator.questions.draft import FORM_NAME, describe, show
from generator.questions.facts import Fact
from harness.contract.shapes import date_long, month_name

# The fields that name a person on a household document.
PERSON_FIELDS = ("customer_name", "cardholder_name", "borrower_name", "owner_name", "named_insured",
                 "landlord_name", "recipient_name", "employee_name")
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
            value = f.printed.get(key)
            if value and f.doc_type:
                counts[value] += 1
    taxpayer = min(counts, key=lambda n: (-counts[n], n)) if counts else None
    tenant = next((f.printed["tenant_name"] for f in facts if f.printed.get("tenant_name")), None)
    others = sorted({f.printed[k] for f in facts if f.doc_type for k in EARNER_FIELDS
                     if f.printed.get(k) and f.printed[k] not in (taxpayer, tenant)})
    return Household(taxpayer, others[0] if len(others) == 1 else None, tenant)


def month_phrases(day: date, year: int) -> list[str]:
    """`December 2025`, and `last December` for a month of the tax year late enough to be clear."""
    out = [f"{month_name(day.month)} {day.year}"]
    if day.year == year and day.month >= FIRST_RELATIVE_MONTH:
        out.append(f"last {month_name(day.month)}")
    return out


def _person(f: Fact, people: Household, key: str) -> list[Person]:
    return people.names(f.printed.get(key))


KIND = {  # how people call a document of each type, without the form's full name
    "W-2": "W-2", "W-2c": "corrected W-2", "1099-INT": "1099-INT", "1099-DIV": "1099-DIV",
    "1099-NEC": "1099-NEC", "1099-R": "1099-R", "1098": "mortgage interest statement (Form 1098)",
}


def doc_phrases(fact: Fact, people: Household, year: int) -> list[str]:
    """Ways to name one document, each naming only it among the current documents: the formal
    description first (`the 2025 Form W-2 from X`), then people's words."""
    formal = describe(fact, year)
    t, e = fact.doc_type or "", fact.entity
    if not e:
        return [formal]
    out = [formal]
    if t in KIND:
        kind = KIND[t]
        whose = [p.possessive for p in _person(fact, people, "employee_name" if t.startswith("W-2")
                                                else "borrower_name" if t == "1098" else "recipient_name")]
        out += [f"{w} {year} {kind} from {e}" for w in whose[:2]]
        out += [f"last year's {kind} from {e}", f"the {kind} that {e} sent for {year}"]
    elif t == "property-tax-bill":
        out += [f"our {year} property tax bill", f"the tax bill {e} sent us for {year}"]
    elif t == "pay-stub" and isinstance(fact.instance, date):
        day = f"{month_name(fact.instance.month)} {fact.instance.day}"
        whose = [p.possessive for p in _person(fact, people, "employee_name")][:2]
        out += [f"{w} paycheck from {e} on {day}, {fact.instance.year}" for w in whose]
        out += [f"the {e} pay stub dated {day}, {fact.instance.year}"]
    elif t in ("bank-statement", "credit-card-statement", "utility-bill") and isinstance(fact.instance, date):
        noun = {"bank-statement": "statement", "credit-card-statement": "card statement",
                "utility-bill": "bill"}[t]
        for month in month_phrases(fact.instance, year):
            if month.startswith("last "):
                out.append(f"{month}'s {e} {noun}")
            else:
                out.append(f"my {e} {noun} for {month}")
        if t == "bank-statement" and fact.instance.month == 12 and fact.instance.year == year:
            out.append(f"the year-end statement from {e}")
    elif t == "lease":
        tenants = _person(fact, people, "tenant_name")
        out += [f"the lease with {p.object}" for p in tenants[:2]]
    elif t == "invoice" and fact.instance is not None:
        out += [f"invoice {show(fact.instance)} from {e}", f"the {e} invoice ({show(fact.instance)})"]
    elif t == "insurance-declarations":
        pass  # two policies of one insurer are told apart by the formal description only
    return list(dict.fromkeys(out))


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


def form_name(doc_type: str) -> str:
    return FORM_NAME.get(doc_type, "document")
