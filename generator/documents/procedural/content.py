"""What a procedural page shows, taken from a planned document: its title, issuer (with an
address and telephone where its facts hold them), the other parties, every field (label,
printed value, type) and its statement rows. Nothing is invented: every value is the
document's own printed text (its ground truth)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from generator.documents.procedural.voice import Voice
from generator.documents.templates import Template


class Drawn(Protocol):
    """What the synthesizer reads of a planned document (generator.documents.plan.PlannedDocument,
    which imports this package: the plan draws its documents' procedural layouts)."""

    file: str
    template: str
    title: str
    facts: dict[str, Any]
    printed: dict[str, str]
    entities: dict[str, str]
    labels: dict[str, str]
    rows: dict[str, str]


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


@dataclass(frozen=True)
class Content:
    title: str
    issuer: str
    issuer_lines: tuple[str, ...]  # address, telephone
    parties: tuple[tuple[str, str], ...]  # (role, name), the issuer excluded
    fields: tuple[Field, ...]
    rows: tuple[Row, ...]

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
    """What the page shows, every label in the issuer's voice (its wordings)."""
    types = {f.name: f.type for f in template.definition.fields}
    issuer = next(iter(doc.entities.values()), doc.title)
    parties = tuple((role, name) for role, name in doc.entities.items() if name != issuer)
    fields = tuple(Field(name, voice.labels.get(name, name), value, types.get(name, "text"))
                   for name, value in doc.printed.items())
    keys = sorted({k.rsplit("_", 1)[0] for k in doc.rows if k.startswith("row_")})
    rows = tuple(Row(k, doc.rows[f"{k}_date"], doc.rows[f"{k}_description"], doc.rows[f"{k}_amount"]) for k in keys)
    return Content(doc.title, issuer, _issuer_lines(doc.facts, issuer), parties, fields, rows)
