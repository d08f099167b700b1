"""corpus.json: the one schema. Every corpus obeys these models, and nothing else defines it.

JSON keys are camelCase (`mustContainAny`); Python attributes are snake_case; both
spellings are accepted on input. Unknown keys are rejected with the nearest known key.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path
from typing import Any

from pydantic import (
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    ValidationError,
    field_validator,
    model_serializer,
)

from harness.runtime.errors import ManifestError
from harness.runtime.fsutil import dumps_json, lexical_path_problem, resolve_inside
from harness.runtime.jsonread import read_json
from harness.runtime.records import (
    CamelModel,
    dump_record,
    record_schema,
    validation_message,
)

MANIFEST_NAME = "corpus.json"


class _Model(CamelModel):
    # strict: a corpus is written by people too, and "3" is not a number of pages
    model_config = ConfigDict(strict=True)


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
    layout: str | None = None  # the layout family it was drawn in: `bank-statement/ledger`
    labels: dict[str, str] = Field(default_factory=dict)  # money field -> the label the document prints for it
    # the software that wrote a born-digital file, when not reportlab: its name and what it applied
    producer: dict[str, Any] | None = None

    @field_validator("file", "supersedes")
    @classmethod
    def _paths(cls, value: str | None) -> str | None:
        return None if value is None else _check_path(value)

    @model_serializer(mode="wrap")
    def _without_absent_producer(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """`producer` is written only when set: a corpus written by reportlab alone keeps its bytes."""
        data: dict[str, Any] = handler(self)
        if data.get("producer") is None:
            data.pop("producer", None)
        return data


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


def manifest_path(path: Path | str) -> Path:
    """The corpus.json of a corpus folder, or the file itself."""
    p = Path(path)
    return p / MANIFEST_NAME if p.is_dir() else p


def parse_manifest(data: Any, source: str = MANIFEST_NAME) -> CorpusManifest:
    """Validate already-parsed JSON; raise ManifestError naming `source` and the JSON path."""
    try:
        return CorpusManifest.model_validate(data)
    except ValidationError as exc:
        raise ManifestError(f"{source}: {validation_message(exc, CorpusManifest)}") from None


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
    data = read_json(path, ManifestError)
    manifest = parse_manifest(data, str(path))
    root = path.parent
    for i, doc in enumerate(manifest.documents or []):
        try:
            resolve_inside(root, doc.file)
        except ValueError as exc:
            raise ManifestError(f"{path}: $.documents[{i}].file: {exc}") from None
    return manifest


NO_QUESTIONS = "questions[] is empty: nothing to ask or grade"


def repeated_ids(manifest: CorpusManifest) -> dict[str, int]:
    """Each question id used more than once -> how many times, in the order first seen."""
    counts = Counter(q.id for q in manifest.questions)
    return {qid: n for qid, n in counts.items() if n > 1}


def check_askable(manifest: CorpusManifest, source: Path | str) -> None:
    """What `run` and `grade` need of the questions: some, each id once (answers are matched by
    id: a repeated id would grade one answer twice and drop another). A ManifestError naming
    `source` otherwise (`rag-gen lint` reports both as errors too, from the same checks)."""
    if not manifest.questions:
        raise ManifestError(f"{source}: {NO_QUESTIONS}")
    counts = repeated_ids(manifest)
    repeated = list(counts)
    if repeated:
        shown = ", ".join(f"{qid} ({counts[qid]} times)" for qid in repeated[:5])
        more = f" and {len(repeated) - 5} more" if len(repeated) > 5 else ""
        raise ManifestError(f"{source}: question ids must be unique; repeated: {shown}{more}")


def dump_manifest(manifest: CorpusManifest) -> str:
    """The canonical bytes of a manifest: camelCase keys, sorted, two-space indent."""
    return dump_record(manifest)


def manifest_sha256(path_or_folder: Path | str) -> str:
    return hashlib.sha256(manifest_path(path_or_folder).read_bytes()).hexdigest()


def json_schema() -> dict[str, Any]:
    """The JSON Schema of corpus.json, generated from the models (`rag-gen schema`)."""
    return record_schema(CorpusManifest, MANIFEST_NAME)


def schema_text() -> str:
    return dumps_json(json_schema())
