"""What a procedural page shows, taken from a planned document: its title, issuer (with an
address and telephone where its facts hold them), the other parties, every field (label,
printed value, type) and its statement rows. Nothing is invented: every value is the
document's own typed value printed in its issuer's voice (voice.py), and that printed text
is the document's ground truth (`Content.printed`, `Content.printed_rows`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any, Protocol

from generator.documents.procedural.voice import Voice, persons, print_name, print_rows, print_value
from generator.documents.templates import Template
from generator.documents.value_formats import format_money_as


class Drawn(Protocol):
    """What the synthesizer reads of a planned document (generator.documents.plan.PlannedDocument,
    which imports this package: the plan draws its documents' procedural layouts)."""

    file: str
    template: str
    title: str
    facts: dict[str, Any]
    values: dict[str, Any]  # field -> typed value
    entities: dict[str, str]
    typed_rows: tuple[tuple[date, str, Decimal], ...]


@dataclass(frozen=True)
class Field:
    name: str
    label: str
    value: str
    type: str


@dataclass(frozen=True)
class Row:
    key: str  # row_NN
    date: str
    description: str
    amount: str
    credit: bool = True  # its amount is not negative (it adds to the balance)


@dataclass(frozen=True)
class Content:
    title: str
    issuer: str
    issuer_lines: tuple[str, ...]  # address, telephone
    parties: tuple[tuple[str, str], ...]  # (role, name), the issuer excluded
    fields: tuple[Field, ...]
    rows: tuple[Row, ...]
    total: str = ""  # the rows' amounts summed, as printed (a totals row shows it; no ground truth)
    correction: str = ""  # a corrected form's mark, a line under its letterhead ("CORRECTED"); else ""

    @property
    def printed(self) -> dict[str, str]:
        """Each field as printed (the document's ground truth in this layout)."""
        return {f.name: f.value for f in self.fields}

    @property
    def printed_rows(self) -> dict[str, str]:
        """The table as printed: row_NN_date, row_NN_description, row_NN_amount."""
        return {f"{r.key}_{k}": str(getattr(r, k)) for r in self.rows for k in ("date", "description", "amount")}

    def field(self, name: str) -> Field:
        return next(f for f in self.fields if f.name == name)

    @property
    def reference(self) -> Field | None:
        """The field an issuer repeats on every page: the first id-typed field."""
        return next((f for f in self.fields if f.type == "id"), None)


def _get(obj: Any, key: str) -> Any:
    return obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)


def _issuer_lines(facts: dict[str, Any], issuer: str) -> tuple[str, ...]:
    """The issuer's address and telephone when one of the facts is the issuer (its name)."""
    for value in facts.values():
        if _get(value, "name") != issuer:
            continue
        lines = []
        address = _get(value, "address")
        one_line = _get(address, "one_line") if address is not None else None
        if isinstance(one_line, str):
            lines.append(one_line)
        phone = _get(value, "phone")
        if isinstance(phone, str):
            lines.append(phone)
        return tuple(lines)
    return ()


def content_of(doc: Drawn, template: Template, voice: Voice) -> Content:
    """What the page shows, every label and value in the issuer's voice (its wordings and value formats)."""
    people = persons(doc.facts)
    given = next(iter(doc.entities.values()), doc.title)
    issuer = print_name(given, voice, people)
    parties = tuple((role, print_name(name, voice, people)) for role, name in doc.entities.items() if name != given)
    fields = tuple(Field(f.name, voice.labels.get(f.name, f.name),
                         print_value(f.type, doc.values[f.name], voice, people), f.type)
                   for f in template.definition.fields)
    printed = print_rows(doc.typed_rows, voice)
    rows = tuple(Row(f"row_{n:02d}", printed[f"row_{n:02d}_date"], printed[f"row_{n:02d}_description"],
                     printed[f"row_{n:02d}_amount"], amount >= 0)
                 for n, (_, _, amount) in enumerate(doc.typed_rows, start=1))
    total = format_money_as(sum((a for _, _, a in doc.typed_rows), Decimal(0)), voice.money)
    return Content(doc.title, issuer, _issuer_lines(doc.facts, given), parties, fields, rows, total)
