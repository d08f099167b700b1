"""A question before it has an id, and the words the phrasings share."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from random import Random

from generator.documents.kinds import NO_KIND
from generator.questions.facts import Fact, Value
from harness.contract.shapes import date_long, money_comma


def show(value: Value) -> str:
    from decimal import Decimal

    if isinstance(value, Decimal):
        return money_comma(value)
    if isinstance(value, date):
        return date_long(value)
    return value


def describe(fact: Fact, year: int, with_instance: bool = True) -> str:
    """`the 2025 Form W-2 from Acme Widgets LLC`, `the bank statement from X for the period ending ...`."""
    kind = fact.kind if fact.doc_type else NO_KIND
    text = f"the {year} {kind.name}" if kind.yearly else f"the {kind.name}"
    if fact.entity:
        text += f" from {fact.entity}"
    if with_instance and fact.instance is not None and kind.instance_phrase:
        text += kind.instance_phrase.format(show(fact.instance))
    return text


@dataclass
class Draft:
    category: str
    question: str
    notes: str
    must_contain_all: list[str] = field(default_factory=list)
    must_contain_any: list[str] = field(default_factory=list)
    must_cite_any: list[str] = field(default_factory=list)
    must_not_contain: list[str] = field(default_factory=list)
    negative: bool = False
    spans: int = 1  # how many generated documents the answer draws on


def pick(rng: Random, options: tuple[str, ...] | list[str]) -> str:
    return options[rng.randrange(len(options))]


def phrase(rng: Random, phrasings: tuple[str, ...], field_phrases: tuple[str, ...], doc: str) -> str:
    """One of the phrasings, with one of the field's phrases and the document, capitalized."""
    text = pick(rng, phrasings).format(field=pick(rng, field_phrases), doc=doc)
    return text[0].upper() + text[1:]


def cite(*facts: Fact) -> list[str]:
    """Every file that carries any of the facts (a document and its scanned twin)."""
    return list(dict.fromkeys(f for fact in facts for f in fact.files))
