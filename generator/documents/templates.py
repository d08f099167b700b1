"""Template plug-ins: templates/<name>/template.toml + one layout per family.

template.toml names the template, its docType (or none, for lookalikes and documents
outside the vocabulary), its title and page size, its fields: each with a type (the
vocabulary's value kinds), a label and the other words an issuer may label it with
(`vocabulary`), a generator (a dotted path into the planned document's facts, e.g.
`employer.name`) and an optional fixed format (otherwise the issuer's style decides);
its layout families (`[[families]]`: id, split seen/unseen, description), each drawn by
`families/<id>.j2`; and the formats its issuers choose from (`[style]`).
A family's layout renders in a sandboxed Jinja2 environment with StrictUndefined to the
JSON-lines layout spec (generator/documents/layout.py); it sees `f` (each field as printed), `l`
(each field's label in the issuer's words), `s` (the issuer's style: `s.money(v)`,
`s.date(d)`, `s.day(d)`), `facts` (the typed facts) and `t` (the template's title, name
and family).

A template's hash is the SHA-256 over its folder's files in path order: for each file,
its relative path, a NUL byte, its size, a NUL byte and its bytes. `wordings.toml` (the
issuers' held-out wordings, generator/documents/wordings.py) is left out while only the
experimental procedural layouts draw from it (no curated family does), so a curated
corpus's recorded hashes did not move; it joins the hash when procedural layouts become
the default (and the locks are refreshed then). Until then `rag-gen verify` of a
procedural corpus does not name a changed wordings.toml as a changed template: it finds
the changed bytes.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any, Literal

import jinja2
from jinja2.sandbox import SandboxedEnvironment
from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from generator.documents.layout import ELEMENT_HELPERS, LayoutError, LayoutSpec, parse_layout
from generator.documents.style import Style
from harness.contract.shapes import (
    DATE_FORMATS,
    MONEY_FORMATS,
    NEGATIVE_FORMATS,
    format_date,
    format_money,
    money_comma,
)
from harness.contract.vocabulary import DOC_TYPES
from harness.runtime.errors import RagError

FieldType = Literal["money", "date", "text", "id", "year", "code"]
FAMILY_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
Split = Literal["seen", "unseen"]
SPLITS: tuple[Split, ...] = ("seen", "unseen")  # a family's split: `rag-gen --layouts seen|unseen` draws only from it
SPLIT_CHOICES = (*SPLITS, "all")  # what a caller may ask a split-aware table for (wordings, value formats)
MIN_TYPED_FAMILIES = 3


class TemplateError(RagError):
    """A template folder is missing, malformed, or breaks the vocabulary."""


class FieldDef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    type: FieldType
    label: str
    vocabulary: list[str] = []  # other labels an issuer may print for this field
    generator: str
    format: str | None = None  # a fixed format; without it the issuer's style decides

    @model_validator(mode="after")
    def _format_known(self) -> FieldDef:
        known = {"money": MONEY_FORMATS, "date": DATE_FORMATS}.get(self.type, ())
        if self.format is not None and self.format not in known:
            raise ValueError(f"field {self.name}: format {self.format!r} is not one of {', '.join(known) or 'none'}")
        return self


class FamilyDef(BaseModel):
    """One layout family: an issuer's house layout, drawn by families/<id>.j2."""

    model_config = ConfigDict(extra="forbid")
    id: str
    split: Split
    description: str = ""

    @model_validator(mode="after")
    def _slug(self) -> FamilyDef:
        if not FAMILY_ID.match(self.id):
            raise ValueError(f"family id {self.id!r} must be lower-case words joined by hyphens")
        return self


class StyleOptions(BaseModel):
    """The formats the template's issuers choose from (each issuer draws one of each)."""

    model_config = ConfigDict(extra="forbid")
    money: list[str] = list(MONEY_FORMATS)
    negative: list[str] = list(NEGATIVE_FORMATS)
    date: list[str] = list(DATE_FORMATS)

    @model_validator(mode="after")
    def _known(self) -> StyleOptions:
        for key, known in (("money", MONEY_FORMATS), ("negative", NEGATIVE_FORMATS), ("date", DATE_FORMATS)):
            chosen = getattr(self, key)
            if not chosen:
                raise ValueError(f"{key} must list at least one format")
            bad = [c for c in chosen if c not in known]
            if bad:
                raise ValueError(f"{key}: {bad[0]!r} is not one of {', '.join(known)}")
        return self


class TemplateDef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    doc_type: str | None = None
    kind: Literal["typed", "lookalike", "untyped"] = "typed"
    title: str
    page_size: Literal["letter", "legal", "a4"] = "letter"
    description: str = ""
    style: StyleOptions = StyleOptions()
    families: list[FamilyDef]
    fields: list[FieldDef]

    @model_validator(mode="after")
    def _vocabulary(self) -> TemplateDef:
        if (self.kind == "typed") != (self.doc_type is not None):
            raise ValueError("a typed template needs doc_type; a lookalike or untyped one must not have it")
        ids = [f.id for f in self.families]
        dup = sorted({i for i in ids if ids.count(i) > 1})
        if dup:
            raise ValueError(f"duplicate family ids: {', '.join(dup)}")
        missing = [split for split in SPLITS if split not in {f.split for f in self.families}]
        if missing:
            raise ValueError(f"no {missing[0]} family: every template needs a seen and an unseen layout")
        if self.kind == "typed" and len(self.families) < MIN_TYPED_FAMILIES:
            raise ValueError(f"a typed template needs at least {MIN_TYPED_FAMILIES} layout families, "
                             f"it has {len(self.families)}")
        names = [f.name for f in self.fields]
        dup = sorted({n for n in names if names.count(n) > 1})
        if dup:
            raise ValueError(f"duplicate field names: {', '.join(dup)}")
        if self.doc_type is not None:
            if self.doc_type not in DOC_TYPES:
                raise ValueError(f"doc_type {self.doc_type!r} is not in harness/contract/vocabulary.py")
            kinds = {f.name: f.type for f in self.fields}
            for field, kind in DOC_TYPES[self.doc_type].items():
                if field not in kinds:
                    raise ValueError(f"vocabulary field {field} of {self.doc_type} is missing")
                if kinds[field] != kind:
                    raise ValueError(f"field {field} has type {kinds[field]}, the vocabulary says {kind}")
        return self


class CompiledFamilies(Mapping[str, jinja2.Template]):
    """Family id -> its families/<id>.j2, compiled by Jinja2 the first time a document is drawn in it.

    Compiling every family of the templates takes about 0.7 s a process (docs/benchmarks.md), and a
    corpus of procedural layouts (the default) draws none; a corpus of curated layouts compiles the
    families it draws while it is planned (each document's page count), before its workers fork.
    """

    def __init__(self, env: jinja2.Environment, template: str, families: tuple[str, ...]) -> None:
        self._env, self._template, self._families = env, template, families
        self._compiled: dict[str, jinja2.Template] = {}

    def __getitem__(self, family: str) -> jinja2.Template:
        if family not in self._families:
            raise KeyError(family)
        if family not in self._compiled:
            rel = f"families/{family}.j2"
            try:
                self._compiled[family] = self._env.get_template(rel)
            except jinja2.TemplateSyntaxError as exc:
                raise TemplateError(f"{self._template}/{rel}: line {exc.lineno}: {exc.message}") from None
        return self._compiled[family]

    def __contains__(self, family: object) -> bool:
        return family in self._families

    def __eq__(self, other: object) -> bool:  # one load's families (a Mapping's `==` would compile them all)
        return self is other

    __hash__ = None  # type: ignore[assignment]  # as a dict's: a Template was never hashable

    def __iter__(self) -> Iterator[str]:
        return iter(self._families)

    def __len__(self) -> int:
        return len(self._families)


@dataclass(frozen=True)
class Template:
    definition: TemplateDef
    folder: Path
    hash: str
    layouts: Mapping[str, jinja2.Template]  # family id -> its families/<id>.j2 (CompiledFamilies)

    @property
    def name(self) -> str:
        return self.definition.name

    @property
    def doc_type(self) -> str | None:
        return self.definition.doc_type

    @property
    def families(self) -> list[FamilyDef]:
        return self.definition.families

    def family_id(self, family: str) -> str:
        """The stable id of one of its families: `bank-statement/ledger`."""
        return f"{self.name}/{family}"

    def values(self, facts: dict[str, Any]) -> dict[str, Any]:
        """Each field's typed value, drawn from the facts by its generator path."""
        return {f.name: resolve_path(facts, f.generator, f"{self.name}: field {f.name}")
                for f in self.definition.fields}

    def printed(self, values: dict[str, Any], style: Style | None = None) -> dict[str, str]:
        """Each field as the page prints it: in its fixed format, else in the issuer's style."""
        return {f.name: format_value(f.type, values[f.name], f.format, style or Style())
                for f in self.definition.fields}

    def default_labels(self) -> dict[str, str]:
        return {f.name: f.label for f in self.definition.fields}

    def layout(self, facts: dict[str, Any], printed: dict[str, str], family: str | None = None,
               labels: dict[str, str] | None = None, style: Style | None = None) -> LayoutSpec:
        """The layout spec of family `family` (default: the first), with the issuer's labels and style."""
        family = family or self.families[0].id
        if family not in self.layouts:
            raise TemplateError(f"{self.name} has no layout family {family!r} "
                                f"(known: {', '.join(f.id for f in self.families)})")
        source = f"templates/{self.name}/families/{family}.j2"
        try:
            text = self.layouts[family].render(
                f=printed, l=labels or self.default_labels(), s=style or Style(), facts=facts,
                t={"name": self.name, "title": self.definition.title, "family": family})
        except jinja2.TemplateError as exc:
            raise LayoutError(f"{source}: {type(exc).__name__}: {exc}") from None
        return parse_layout(text, source)


def resolve_path(facts: dict[str, Any], path: str, where: str) -> Any:
    value: Any = facts
    for part in path.split("."):
        if isinstance(value, dict):
            if part not in value:
                raise TemplateError(f"{where}: generator {path!r}: no {part!r} in the document's facts")
            value = value[part]
        elif not part.startswith("_") and hasattr(value, part):
            value = getattr(value, part)
        else:
            raise TemplateError(f"{where}: generator {path!r}: {type(value).__name__} has no {part!r}")
    return value


def format_value(kind: str, value: Any, fmt: str | None, style: Style) -> str:
    if kind == "money":
        if not isinstance(value, Decimal):
            raise TemplateError(f"a money field needs a Decimal, got {type(value).__name__}")
        return format_money(value, fmt, style.negative) if fmt else style.money(value)
    if kind == "date":
        if not isinstance(value, date):
            raise TemplateError(f"a date field needs a date, got {type(value).__name__}")
        return format_date(value, fmt) if fmt else style.date(value)
    return str(value)


def templates_root() -> Path:
    """The templates/ folder: inside the installed package (generator/_templates), else the
    source checkout's."""
    package = Path(__file__).resolve().parent.parent
    packaged = package / "_templates"
    return packaged if packaged.is_dir() else package.parent / "templates"


UNHASHED = frozenset({"wordings.toml"})  # read by procedural layouts only (the module docstring)


def template_hash(folder: Path) -> str:
    h = hashlib.sha256()
    files = sorted((p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                    and p.relative_to(folder).as_posix() not in UNHASHED),
                   key=lambda p: p.relative_to(folder).as_posix())
    for p in files:
        data = p.read_bytes()
        h.update(p.relative_to(folder).as_posix().encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
    return h.hexdigest()


def _filters() -> dict[str, Any]:
    return {
        "money": lambda v: money_comma(v),
        "dollars": lambda v: format_money(v, "dollar"),
        "usdate": lambda v: format_date(v, "us"),
        "longdate": lambda v: format_date(v, "long"),
    }


@cache
def load_template(folder: Path) -> Template:
    toml_path = folder / "template.toml"
    if not toml_path.is_file():
        raise TemplateError(f"{folder.name}: missing template.toml")
    try:
        raw = tomllib.loads(toml_path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise TemplateError(f"{folder.name}/template.toml: {exc}") from None
    try:
        definition = TemplateDef.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "template"
        message = err["msg"].removeprefix("Value error, ")
        raise TemplateError(f"{folder.name}/template.toml: {where}: {message}") from None
    if definition.name != folder.name:
        raise TemplateError(f"{folder.name}/template.toml: name {definition.name!r} differs from its folder")
    env = SandboxedEnvironment(
        loader=jinja2.FileSystemLoader(str(folder)),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals.update(ELEMENT_HELPERS)
    env.filters.update(_filters())
    for family in definition.families:
        rel = f"families/{family.id}.j2"
        if not (folder / rel).is_file():
            raise TemplateError(f"{folder.name}: missing {rel} (family {family.id})")
    layouts = CompiledFamilies(env, folder.name, tuple(f.id for f in definition.families))
    return Template(definition, folder, template_hash(folder), layouts)


def discover_templates(root: Path | None = None) -> dict[str, Template]:
    """Every template folder under `root`, by name, in name order."""
    base = root or templates_root()
    if not base.is_dir():
        raise TemplateError(f"no templates folder at {base}")
    folders = [p for p in sorted(base.iterdir()) if p.is_dir() and not p.name.startswith((".", "_"))]
    return {p.name: load_template(p) for p in folders}
