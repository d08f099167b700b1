"""corpus.json: the one schema. Every corpus obeys these models, and nothing else defines it.

JSON keys are camelCase (`mustContainAny`); Python attributes are snake_case; both
spellings are accepted on input. Unknown keys are rejected with the nearest known key.
"""

from __future__ import annotations

import difflib
import hashlib
import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic.alias_generators import to_camel

from harness.runtime.errors import ManifestError
from harness.runtime.fsutil import dumps_json, lexical_path_problem, resolve_inside
from harness.runtime.jsonread import JsonProblem, parse_json

MANIFEST_NAME = "corpus.json"


class _Model(BaseModel):
    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        extra="forbid",
        strict=True,
    )


def _check_path(value: str) -> str:
    problem = lexical_path_problem(value)
    if problem:
        raise ValueError(problem)
    return value


class Question(_Model):
    """One question and the mechanical assertions that grade its answer."""

    id: str
    question: str
    category: str | None = None
    must_contain_all: list[str] = Field(default_factory=list)
    must_contain_any: list[str] = Field(default_factory=list)
    must_cite_any: list[str] = Field(default_factory=list)
    must_not_contain: list[str] = Field(default_factory=list)
    negative: bool = False
    notes: str | None = None

    @field_validator("must_cite_any")
    @classmethod
    def _cited_paths(cls, value: list[str]) -> list[str]:
        return [_check_path(v) for v in value]


class ProbeGroundTruthRow(_Model):
    """The value a structure harvester should extract for one (document, field)."""

    document: str
    field: str
    expected: str
    accept: list[str] = Field(default_factory=list)

    @field_validator("document")
    @classmethod
    def _document_path(cls, value: str) -> str:
        return _check_path(value)


class DocumentEntry(_Model):
    """One file of the corpus and how it was generated."""

    file: str
    notes: str | None = None
    template: str | None = None
    doc_type: str | None = None
    rendering: str | None = None
    pages: int | None = None
    sha256: str | None = None
    ground_truth: dict[str, str] = Field(default_factory=dict)
    supersedes: str | None = None
    scan: dict[str, Any] | None = None

    @field_validator("file", "supersedes")
    @classmethod
    def _paths(cls, value: str | None) -> str | None:
        return None if value is None else _check_path(value)


class DocTypeGroundTruthRow(_Model):
    """The type a document must classify as; absent or null means it must stay untyped."""

    document: str
    expected_type: str | None = None

    @field_validator("document")
    @classmethod
    def _document_path(cls, value: str) -> str:
        return _check_path(value)


class CorpusManifest(_Model):
    """corpus.json: a corpus is a folder of documents plus this file."""

    name: str
    description: str
    questions: list[Question]
    probe_ground_truth: list[ProbeGroundTruthRow] | None = None
    documents: list[DocumentEntry] | None = None
    doc_type_ground_truth: list[DocTypeGroundTruthRow] | None = None
    generator: dict[str, str] | None = None


# --- loading -------------------------------------------------------------------------

_TYPE_WORDS = {
    "string_type": "a string",
    "bool_type": "a boolean",
    "int_type": "an integer",
    "list_type": "a list",
    "dict_type": "an object",
    "model_type": "an object",
    "model_attributes_type": "an object",
}


def manifest_path(path: Path | str) -> Path:
    """The corpus.json of a corpus folder, or the file itself."""
    p = Path(path)
    return p / MANIFEST_NAME if p.is_dir() else p


def _json_path(loc: tuple[int | str, ...]) -> str:
    out = "$"
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def _model_at(loc: tuple[int | str, ...]) -> type[BaseModel] | None:
    """The model class whose instance sits at `loc` (a path through aliases and indexes)."""
    model: type[BaseModel] = CorpusManifest
    for part in loc:
        if isinstance(part, int):
            continue
        field = next(
            (f for name, f in model.model_fields.items() if part in (name, f.alias)), None
        )
        if field is None:
            return None
        inner = _inner_model(field.annotation)
        if inner is None:
            return None
        model = inner
    return model


def _inner_model(annotation: Any) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in getattr(annotation, "__args__", ()) or ():
        found = _inner_model(arg)
        if found is not None:
            return found
    return None


def _describe(error: Any) -> str:
    loc = tuple(error["loc"])
    kind = error["type"]
    where = _json_path(loc)
    if kind == "extra_forbidden":
        model = _model_at(loc[:-1])
        known = sorted(f.alias or n for n, f in model.model_fields.items()) if model else []
        key = str(loc[-1])
        hint = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
        if not hint:
            hint = [k for k in known if k.lower() == key.lower().replace("_", "")]
        suffix = f" (did you mean {hint[0]}?)" if hint else f" (known keys: {', '.join(known)})"
        return f"{where}: unknown key{suffix}"
    if kind == "missing":
        return f"{where}: missing required key"
    if kind in _TYPE_WORDS:
        got = json.dumps(error.get("input"), ensure_ascii=False)
        if len(got) > 40:
            got = got[:37] + "..."
        return f"{where}: expected {_TYPE_WORDS[kind]}, got {got}"
    msg = str(error["msg"]).removeprefix("Value error, ")
    return f"{where}: {msg}"


def parse_manifest(data: Any, source: str = MANIFEST_NAME) -> CorpusManifest:
    """Validate already-parsed JSON; raise ManifestError naming `source` and the JSON path."""
    try:
        return CorpusManifest.model_validate(data)
    except ValidationError as exc:
        errors = exc.errors()
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise ManifestError(f"{source}: {_describe(errors[0])}{more}") from None


def load_manifest(path_or_folder: Path | str) -> CorpusManifest:
    """Load and validate a corpus folder's corpus.json (or a manifest file).

    Raises ManifestError for every problem: a missing or unreadable file, invalid JSON,
    a schema violation, or a document path that leaves the corpus folder.
    """
    path = manifest_path(path_or_folder)
    if not path.exists():
        where = Path(path_or_folder)
        if where.is_dir():
            raise ManifestError(f"{where}: no {MANIFEST_NAME} in this folder")
        raise ManifestError(f"{where}: no such file or folder")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ManifestError(f"{path}: cannot read: {exc.strerror}") from None
    try:
        data = parse_json(raw)
    except JsonProblem as exc:
        raise ManifestError(f"{path}: {exc}") from None
    manifest = parse_manifest(data, str(path))
    root = path.parent
    for i, doc in enumerate(manifest.documents or []):
        try:
            resolve_inside(root, doc.file)
        except ValueError as exc:
            raise ManifestError(f"{path}: $.documents[{i}].file: {exc}") from None
    return manifest


def dump_manifest(manifest: CorpusManifest) -> str:
    """The canonical bytes of a manifest: camelCase keys, sorted, two-space indent."""
    return dumps_json(manifest.model_dump(mode="json", by_alias=True))


def manifest_sha256(path_or_folder: Path | str) -> str:
    return hashlib.sha256(manifest_path(path_or_folder).read_bytes()).hexdigest()


def json_schema() -> dict[str, Any]:
    """The JSON Schema of corpus.json, generated from the models (`rag-gen schema`)."""
    schema = CorpusManifest.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "corpus.json"
    return schema


def schema_text() -> str:
    return dumps_json(json_schema())
