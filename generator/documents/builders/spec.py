"""What a builder returns: a document decided before its template is consulted."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

Row = tuple[date, str, Decimal]  # a table row: its full date, its description, its signed amount


@dataclass(frozen=True)
class DocSpec:
    """One planned document: its template, file name, the typed facts its template draws
    from, the entities it names (role -> name; the first is its issuer), a note, the file of
    the original it supersedes, and its table's rows (a statement's transactions)."""

    template: str
    file: str
    facts: dict[str, Any]
    entities: dict[str, str]
    notes: str
    supersedes: str | None = None
    rows: tuple[Row, ...] = ()

    @property
    def issuer(self) -> str:
        """Whose house style the document is in: the first entity it names (employer, payer,
        bank, ...); "" for a document that names none."""
        return next(iter(self.entities.values()), "")
