"""Document kinds: what the question synthesizer knows of each template, read from its folder.

A kind is a template folder (`templates/<name>/`): `template.toml` says how the document is
drawn (its docType, fields, labels, layout families); `kind.toml` says how people speak of
it: what a question calls it, whose it is, which of its fields add up, compare, list or
appear in a table, the words for each field, and the decoys of its negative questions.
Both load into one `Kind`. The question modules (generator/questions/) read kinds, never a
table keyed by docType, so a new kind is one folder (docs/adding-a-document-kind.md).

Deliberately not here: the harvest rules (harness/harvest/rules/) and the vocabulary
(harness/contract/vocabulary.py). The harness must not learn from the generator's words;
the generalization numbers (docs/generalization-gap.md) depend on it.

Slots in `called` (how people name one document): {issuer}, {year} (the tax year), {who},
{whose}, {whom} (each of the first two ways to name the person of `person_field`: "my",
"Tyler's"), {day} (the document's date, `December 5, 2025`), {month} (its month,
`December 2025`), {last_month} (`last December`, for a month of the tax year late enough
to be clear), {year_end} (`year-end`, for a document of the tax year's December) and
{instance} (what tells the document apart, as written: an invoice number). A phrasing is
used only when every slot it names has a value.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from string import Formatter
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from generator.documents.templates import templates_root
from harness.contract.vocabulary import DOC_TYPES
from harness.runtime.errors import RagError
from harness.runtime.suggest import did_you_mean

KIND_FILE = "kind.toml"
Role = Literal["typed", "lookalike", "untyped"]
TableRows = Literal["ledger", "charges"]  # a bank's signed ledger; a card's charges and credits


class KindError(RagError):
    """A kind.toml is missing, malformed or names a field its template does not print."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FieldWords(_Strict):
    """How a question names one field of the kind."""

    formal: tuple[str, ...] = ()  # in the form's words ("box 1 wages, tips and other compensation")
    # in people's words: no label the field is printed with (tests/generator/questions/test_wording.py)
    plain: tuple[str, ...] = ()
    ask: tuple[str, ...] = ()  # whole questions in people's words: slots {doc} {issuer} {year} {who} {whose} {whom}


class Total(_Strict):
    """A household total over every document of the kind (corrections applied)."""

    field: str
    how: str  # the derivation, in the key's notes
    formal: tuple[str, ...]  # {y}: the tax year
    plain: tuple[str, ...]


class IssuerTotal(_Strict):
    """A total over every document of the kind from one issuer."""

    field: str
    label: str
    plain: tuple[str, ...]  # {e}: the issuer


class Pair(_Strict):
    """Which of two issuers' documents shows more of a field."""

    field: str
    formal: str  # {y} the year, {a} {b} the two documents
    plain: tuple[str, ...]


class Decoy(_Strict):
    """An issuer of this kind that exists nowhere: its question's only correct answer is a decline."""

    endings: tuple[str, ...]  # what such an issuer's name ends with ("Credit Union")
    question: str  # {y} the year, {fake} the made-up issuer
    tempting: str  # the field whose real values are banned


class AbsentMonth(_Strict):
    """A month of the tax year with no document of the kind from an issuer that sends them monthly."""

    field: str  # the amount asked (its real values are banned)
    what: str  # {entity} the issuer, {month} the month


class Months(_Strict):
    """`In which months did ... end below/above {t}?`, over an issuer's documents."""

    field: str
    below: tuple[str, ...]  # {year} {bank} {t}
    above: tuple[str, ...]


class Table(_Strict):
    """The kind prints a table of rows (ground truth `row_NN_date|description|amount`)."""

    rows: TableRows
    lists: dict[str, tuple[str, ...]] = {}  # which rows -> wordings ({doc} {t}): over, under, out, in, all in
    late: tuple[str, ...] = ()  # `in which months was a late fee charged` ({bank}: the issuer)


class Kind(_Strict):
    """One template's question knowledge (`kind.toml`), with what its template says of it."""

    template: str = ""  # the folder's name (set by the loader)
    doc_type: str | None = None  # from template.toml
    role: Role = "typed"  # from template.toml `kind`
    field_types: dict[str, str] = {}  # field -> money | date | text | id | year | code (template.toml)

    name: str = "document"  # what a question calls one ("Form W-2", "bank statement")
    article: Literal["a", "an"] = "a"
    plural: str | None = None  # "bank statements"; a kind with a plural is counted (`how many ... are there`)
    short: str | None = None  # people's short name for a tax form ("W-2", "corrected W-2")
    yearly: bool = False  # a tax form of one year: "the 2025 Form W-2"
    corrects: str | None = None  # the docType a corrected form of this kind replaces (W-2c: W-2)
    group: str | None = None  # forms counted together ("1099": `how many Forms 1099`)
    issuer_field: str | None = None  # the field naming who issued it
    instance_field: str | None = None  # the field telling apart several from one issuer
    instance_phrase: str | None = None  # " paid on {}": the instance after the issuer
    person_field: str | None = None  # the field naming the person it is about
    issuer: str | None = None  # "employer": who issues it
    issuers: str | None = None  # "employers": `which employers sent ...` (the doctype base questions)
    issuers_question: str | None = None  # a whole `which ... sent` question (the wider pools)
    headline: str | None = None  # the amount asked of another year's form (a decline)
    called: tuple[str, ...] = ()  # how people name one document (slots in the module doc)
    fields: dict[str, FieldWords] = {}
    totals: tuple[Total, ...] = ()
    issuer_total: IssuerTotal | None = None
    sums: dict[str, str] = {}  # field -> label: adds up over an issuer's documents
    changes: dict[str, str] = {}  # field -> label: moves from an issuer's first document to its last
    compare: tuple[Pair, ...] = ()
    decoy: Decoy | None = None
    absent_month: AbsentMonth | None = None
    months: Months | None = None
    table: Table | None = None

    def words(self, field: str) -> FieldWords:
        return self.fields.get(field, _NO_WORDS)

    def is_(self, field: str, *types: str) -> bool:
        """The template prints `field` as one of `types`."""
        return self.field_types.get(field) in types

    def phrased(self, field: str, *types: str) -> bool:
        """The template prints `field` as one of `types`, and questions have the form's words for it."""
        return self.is_(field, *types) and bool(self.words(field).formal)

    @property
    def ordinary_untyped(self) -> bool:
        """A household document outside the vocabulary that questions may still name (a mortgage
        statement): untyped, with an issuer and a date that tell one apart."""
        return self.role == "untyped" and self.issuer_field is not None and self.instance_field is not None

    def ask_form(self) -> str:
        """The form another year's question names ("W-2" for a W-2c)."""
        return self.corrects or str(self.doc_type)


_NO_WORDS = FieldWords()
NO_KIND = Kind(template="", role="lookalike")


def load_kind(folder: Path, definition: dict[str, Any]) -> Kind:
    """The kind of template folder `folder`, whose template.toml is `definition` (already read).
    A folder without kind.toml is a kind with no question knowledge (lookalikes, notices)."""
    path = folder / KIND_FILE
    data: dict[str, object] = {}
    if path.is_file():
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise KindError(f"{folder.name}/{KIND_FILE}: {exc}") from exc
    types = {str(f["name"]): str(f["type"]) for f in definition.get("fields", []) if isinstance(f, dict)}
    base = {"template": folder.name, "doc_type": definition.get("doc_type"),
            "role": definition.get("kind", "typed"), "field_types": types}
    clash = sorted(set(base) & set(data))
    if clash:
        raise KindError(f"{folder.name}/{KIND_FILE}: {', '.join(clash)} come from template.toml, not kind.toml")
    try:
        return Kind.model_validate({**data, **base})
    except ValidationError as exc:
        raise KindError(f"{folder.name}/{KIND_FILE}: {_problem(exc)}") from None


def _problem(exc: ValidationError) -> str:
    """The first error, at its dotted path; an unknown key with the nearest known one."""
    err = exc.errors()[0]
    loc = [str(p) for p in err["loc"]]
    where = ".".join(loc)
    if err["type"] == "extra_forbidden":
        model: type[BaseModel] = Kind
        for part in loc[:-1]:
            sub = model.model_fields.get(part)
            inner = _model_of(sub.annotation) if sub is not None else None
            if inner is None:
                break
            model = inner
        return f"unknown key {where}{did_you_mean(loc[-1], model.model_fields)}"
    return f"{where}: {err['msg']}"


def _model_of(annotation: object) -> type[BaseModel] | None:
    """The model inside `Table | None`, `tuple[Total, ...]` or `dict[str, FieldWords]`."""
    for arg in (annotation, *getattr(annotation, "__args__", ())):
        if isinstance(arg, type) and issubclass(arg, BaseModel):
            return arg
    return None


SLOTS = frozenset(("issuer", "year", "who", "whose", "whom", "day", "month", "last_month", "year_end",
                   "instance"))


def lacks(kind: Kind) -> list[str]:
    """What `kind` lacks or gets wrong for the question makers, one line each (empty: nothing).

    A typed kind needs a name, the field naming its issuer, and the form's and people's words
    for every money and date field of its docType (the probe's fields: lookups, comparisons and
    temporal questions ask them). Every field any table names must be printed by its template,
    as money where an amount is asked; `called` may use only the slots of the module doc."""
    out: list[str] = []
    money = {n for n, t in kind.field_types.items() if t == "money"}

    def printed(field: str | None, what: str, types: tuple[str, ...] = ()) -> None:
        if field is not None and field not in kind.field_types:
            out.append(f"{what} {field} is not a field of its template")
        elif field is not None and types and kind.field_types[field] not in types:
            out.append(f"{what} {field} is {kind.field_types[field]}, not {' or '.join(types)}")

    if kind.role == "typed":
        if kind.name == "document":
            out.append("name: a typed kind needs what a question calls it")
        if kind.issuer_field is None:
            out.append("issuer_field: a typed kind needs the field naming who issued it")
        vocabulary = DOC_TYPES.get(kind.doc_type or "", {})
        for field, value_kind in vocabulary.items():
            if value_kind in ("money", "date"):
                words = kind.words(field)
                for part in ("formal", "plain"):
                    if not getattr(words, part):
                        out.append(f"fields.{field}.{part}: the {value_kind} field {field} needs {part} words")
    printed(kind.issuer_field, "issuer_field", ("text",))
    printed(kind.person_field, "person_field", ("text",))
    printed(kind.instance_field, "instance_field", ("date", "id"))
    printed(kind.headline, "headline", ("money",))
    if kind.instance_field and kind.role == "typed" and not kind.instance_phrase:
        out.append("instance_phrase: a kind with an instance_field needs the words that say which one")
    if (kind.sums or kind.changes) and not kind.plural:
        out.append("plural: a kind with sums or changes needs its plural")
    for name in kind.fields:
        printed(name, f"fields.{name}:")
    named = [*(f"sums.{f}" for f in kind.sums), *(f"changes.{f}" for f in kind.changes),
             *(f"totals.{t.field}" for t in kind.totals), *(f"compare.{p.field}" for p in kind.compare)]
    named += [f"issuer_total.{kind.issuer_total.field}"] if kind.issuer_total else []
    named += [f"months.{kind.months.field}"] if kind.months else []
    named += [f"absent_month.{kind.absent_month.field}"] if kind.absent_month else []
    named += [f"decoy.{kind.decoy.tempting}"] if kind.decoy else []
    for where in named:
        field = where.split(".", 1)[1]
        if field not in money:
            out.append(f"{where}: not a money field of its template")
    if (kind.months or kind.absent_month or kind.changes) and not kind.instance_field:
        out.append("instance_field: months, absent_month and changes walk an issuer's documents by it")
    for pattern in kind.called:
        unknown = sorted({name for _, name, _, _ in Formatter().parse(pattern) if name} - SLOTS)
        if unknown:
            out.append(f"called: {pattern!r} uses unknown slots {', '.join(unknown)}")
    return out


@cache
def kinds(root: Path | None = None) -> dict[str, Kind]:
    """Every kind by template name, in folder-name order."""
    folder = root or templates_root()
    out: dict[str, Kind] = {}
    for sub in sorted(p for p in folder.iterdir() if p.is_dir() and (p / "template.toml").is_file()):
        definition = tomllib.loads((sub / "template.toml").read_text(encoding="utf-8"))
        out[sub.name] = load_kind(sub, definition)
    return out


def kind_of(template: str | None, doc_type: str | None = None) -> Kind:
    """The kind of a document by its template (or, failing that, its docType); NO_KIND when
    neither names one (a corpus made by another tool)."""
    registry = kinds()
    if template in registry:
        return registry[template]  # type: ignore[index]
    if doc_type is not None:
        return next((k for k in registry.values() if k.doc_type == doc_type), NO_KIND)
    return NO_KIND


def of_doc_type(doc_type: str) -> Kind:
    return kind_of(None, doc_type)


