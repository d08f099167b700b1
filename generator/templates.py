"""Template plug-ins: templates/<name>/template.toml + layout.j2.

template.toml names the template, its docType (or none, for lookalikes and documents
outside the vocabulary), its title and page size, and its fields: each with a type
(the vocabulary's value kinds), a label, a generator (a dotted path into the planned
document's facts, e.g. `employer.name`) and an optional format (money: plain, comma,
dollar; date: us, iso, long). layout.j2 renders in a sandboxed Jinja2 environment with
StrictUndefined to the JSON-lines layout spec (generator/layout.py); it sees `f` (each
field as printed), `facts` (the typed facts) and `t` (the template's title and name).

A template's hash is the SHA-256 over its folder's files in path order: for each file,
its relative path, a NUL byte, its size, a NUL byte and its bytes.
"""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any, Literal

import jinja2
from jinja2.sandbox import SandboxedEnvironment
from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from generator.layout import ELEMENT_HELPERS, LayoutError, LayoutSpec, parse_layout
from harness.contract.shapes import DATE_FORMATS, MONEY_FORMATS, format_date, format_money, money_comma
from harness.contract.vocabulary import DOC_TYPES
from harness.runtime.errors import RagError

FieldType = Literal["money", "date", "text", "id", "year", "code"]


class TemplateError(RagError):
    """A template folder is missing, malformed, or breaks the vocabulary."""


class FieldDef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    type: FieldType
    label: str
    generator: str
    format: str | None = None

    @model_validator(mode="after")
    def _format_known(self) -> FieldDef:
        known = {"money": MONEY_FORMATS, "date": DATE_FORMATS}.get(self.type, ())
        if self.format is not None and self.format not in known:
            raise ValueError(f"field {self.name}: format {self.format!r} is not one of {', '.join(known) or 'none'}")
        return self


class TemplateDef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    doc_type: str | None = None
    kind: Literal["typed", "lookalike", "untyped"] = "typed"
    title: str
    page_size: Literal["letter", "legal", "a4"] = "letter"
    description: str = ""
    fields: list[FieldDef]

    @model_validator(mode="after")
    def _vocabulary(self) -> TemplateDef:
        if (self.kind == "typed") != (self.doc_type is not None):
            raise ValueError("a typed template needs doc_type; a lookalike or untyped one must not have it")
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


@dataclass(frozen=True)
class Template:
    definition: TemplateDef
    folder: Path
    hash: str
    env_template: jinja2.Template

    @property
    def name(self) -> str:
        return self.definition.name

    @property
    def doc_type(self) -> str | None:
        return self.definition.doc_type

    def values(self, facts: dict[str, Any]) -> dict[str, Any]:
        """Each field's typed value, drawn from the facts by its generator path."""
        return {f.name: resolve_path(facts, f.generator, f"{self.name}: field {f.name}")
                for f in self.definition.fields}

    def printed(self, values: dict[str, Any]) -> dict[str, str]:
        """Each field as the page prints it."""
        return {f.name: format_value(f.type, values[f.name], f.format) for f in self.definition.fields}

    def layout(self, facts: dict[str, Any], printed: dict[str, str]) -> LayoutSpec:
        source = f"templates/{self.name}/layout.j2"
        try:
            text = self.env_template.render(f=printed, facts=facts,
                                            t={"name": self.name, "title": self.definition.title})
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


def format_value(kind: str, value: Any, fmt: str | None) -> str:
    if kind == "money":
        if not isinstance(value, Decimal):
            raise TemplateError(f"a money field needs a Decimal, got {type(value).__name__}")
        return format_money(value, fmt or "comma")
    if kind == "date":
        if not isinstance(value, date):
            raise TemplateError(f"a date field needs a date, got {type(value).__name__}")
        return format_date(value, fmt or "us")
    return str(value)


def templates_root() -> Path:
    """The templates/ folder: inside the installed package, else the source checkout's."""
    here = Path(__file__).resolve().parent
    packaged = here / "_templates"
    return packaged if packaged.is_dir() else here.parent / "templates"


def template_hash(folder: Path) -> str:
    h = hashlib.sha256()
    files = sorted((p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts),
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
    layout_path = folder / "layout.j2"
    for p in (toml_path, layout_path):
        if not p.is_file():
            raise TemplateError(f"{folder.name}: missing {p.name}")
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
    try:
        compiled = env.get_template("layout.j2")
    except jinja2.TemplateSyntaxError as exc:
        raise TemplateError(f"{folder.name}/layout.j2: line {exc.lineno}: {exc.message}") from None
    return Template(definition, folder, template_hash(folder), compiled)


def discover_templates(root: Path | None = None) -> dict[str, Template]:
    """Every template folder under `root`, by name, in name order."""
    base = root or templates_root()
    if not base.is_dir():
        raise TemplateError(f"no templates folder at {base}")
    folders = [p for p in sorted(base.iterdir()) if p.is_dir() and not p.name.startswith((".", "_"))]
    return {p.name: load_template(p) for p in folders}
