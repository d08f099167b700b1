"""Facts: the logical documents of a corpus and their typed values, read from the manifest.

A logical document is one generated document however many files carry it: a document
delivered both born-digital and scanned is one fact with two files (its twins), and any
of them is a valid citation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation

from generator.documents.kinds import Kind, kind_of
from generator.documents.value_formats import NAME_STYLES, format_name_as
from harness.contract.derive import money_reader, parse_printed_date
from harness.contract.manifest import DocumentEntry, ProbeGroundTruthRow
from harness.contract.vocabulary import DOC_TYPES

Value = Decimal | date | str

# The fields that name a person on a household document.
PERSON_FIELDS = ("customer_name", "cardholder_name", "borrower_name", "owner_name", "named_insured",
                 "landlord_name", "recipient_name", "employee_name")
# every field that names a person: PERSON_FIELDS and a lease's tenant
NAMED_PEOPLE = (*PERSON_FIELDS, "tenant_name")

def printed_day(text: str) -> date | None:
    """A date as a page prints it, in any issuer's style (`12/30/2024`, `2025-12-01`,
    `December 1, 2025`, `Dec 1, 2025`, `01-DEC-2025`); None otherwise."""
    return parse_printed_date(text)


def typed(kind: str, text: str) -> Value:
    if kind == "money":
        try:
            return Decimal(text)
        except InvalidOperation:
            return text
    if kind == "date":
        try:
            return date.fromisoformat(text)
        except ValueError:
            return text
    return text


@dataclass
class Fact:
    """One logical document: its files, type, values by field, and correction links."""

    files: list[str]
    doc_type: str | None
    template: str | None
    values: dict[str, Value] = field(default_factory=dict)
    printed: dict[str, str] = field(default_factory=dict)
    supersedes: str | None = None  # file of the original this corrects
    superseded_by: str | None = None  # file of the correction that replaces this
    # the person each NAMED_PEOPLE field names, as the household knows them ("Tyler Smith"), however
    # this document prints them ("SMITH, TYLER": an issuer's name style, generator/documents/value_formats.py)
    people: dict[str, str] = field(default_factory=dict)

    def person(self, key: str) -> str | None:
        """The person a NAMED_PEOPLE field names, as the household knows them; as printed when unknown."""
        return self.people.get(key) or self.printed.get(key)

    @property
    def file(self) -> str:
        return self.files[0]

    @property
    def kind(self) -> Kind:
        """What the question makers know of documents of this template (templates/<name>/kind.toml)."""
        return kind_of(self.template, self.doc_type)

    @property
    def entity(self) -> str | None:
        """Who issued a typed document: its kind's `issuer_field`, as the probe row has it."""
        key = self.kind.issuer_field if self.doc_type else None
        value = self.values.get(key) if key else None
        return value if isinstance(value, str) else None

    @property
    def instance_field(self) -> str | None:
        """The field that tells apart a typed document among its issuer's documents of its kind."""
        return self.kind.instance_field if self.doc_type else None

    @property
    def instance(self) -> Value | None:
        key = self.instance_field
        return self.values.get(key) if key else None

    @property
    def current(self) -> bool:
        """Not replaced by a corrected form."""
        return self.superseded_by is None

    def money(self, name: str) -> Decimal | None:
        value = self.values.get(name)
        return value if isinstance(value, Decimal) else None

    def day(self, name: str) -> date | None:
        value = self.values.get(name)
        return value if isinstance(value, date) else None

    def amount(self, name: str) -> Decimal | None:
        """A money field, from the probe row when the vocabulary has it, else as printed."""
        value = self.money(name)
        if value is None and name not in self.values and name in self.printed:
            value = money_reader(self.printed)(self.printed[name])
        return value

    def when(self, name: str) -> date | None:
        """A date field, from the probe row when the vocabulary has it, else as printed."""
        value = self.day(name)
        if value is None and name not in self.values and name in self.printed:
            value = printed_day(self.printed[name])
        return value


def build_facts(documents: list[DocumentEntry], probe_rows: list[ProbeGroundTruthRow]) -> list[Fact]:
    """Group files into logical documents (same type, template and ground truth) with typed values."""
    by_file: dict[str, dict[str, str]] = {}
    for row in probe_rows:
        by_file.setdefault(row.document, {})[row.field] = row.expected
    facts: list[Fact] = []
    seen: dict[tuple, Fact] = {}
    for doc in documents:
        key = (doc.doc_type, doc.template, tuple(sorted(doc.ground_truth.items())))
        if doc.ground_truth and key in seen:
            seen[key].files.append(doc.file)
            continue
        kinds = DOC_TYPES.get(doc.doc_type or "", {})
        expected = by_file.get(doc.file, {})
        fact = Fact(
            files=[doc.file], doc_type=doc.doc_type, template=doc.template,
            values={f: typed(kinds.get(f, "text"), v) for f, v in sorted(expected.items())},
            printed=dict(doc.ground_truth), supersedes=doc.supersedes,
        )
        seen[key] = fact
        facts.append(fact)
    _name_people(facts)
    owner = {f: fact for fact in facts for f in fact.files}
    for fact in facts:
        if fact.supersedes and fact.supersedes in owner:
            owner[fact.supersedes].superseded_by = fact.file
    return facts


def _name_people(facts: list[Fact]) -> None:
    """Fill each fact's `people`: a printed person's name is the household member's whose name, in one
    of the name styles, it is (the probe rows carry the names as given); any other name stays as printed."""
    forms: dict[str, str] = {}
    for fact in facts:
        for key in NAMED_PEOPLE:
            name = fact.values.get(key)
            if isinstance(name, str):
                for style in sorted(NAME_STYLES):
                    forms.setdefault(format_name_as(name, style), name)
    for fact in facts:
        fact.people = {key: forms.get(fact.printed[key], fact.printed[key]) for key in NAMED_PEOPLE
                       if key in fact.printed}
