"""marker.json: the record of how a store was built (by `rag-eval ingest` or `rag-eval snapshot`).

A store without a valid marker is refused: the harness never measures a store whose
origin it cannot state. The marker is written last and atomically, so a half-built
store never carries one. Its `kind` says which of the two records it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AliasChoices, Field

from harness.contract.store_file import MARKER_VERSION as MARKER_VERSION  # the version every reader reads
from harness.contract.store_file import STORE_NAME as STORE_NAME  # the store's file, beside its marker
from harness.contract.store_file import check_marker_version
from harness.runtime.errors import RagError
from harness.runtime.records import OMIT_WHEN_NONE, Record, read_record, record_schema_text, write_record

MARKER_NAME = "marker.json"


class StoreError(RagError):
    """A store folder is missing its marker, or does not belong to the corpus it is used with."""


def no_marker_message(store_dir: Path | str) -> str:
    return f"{store_dir} has no marker: it was not built by rag-eval ingest or snapshot"


class MarkerCorpus(Record):
    """The corpus a store was built from: corpus.json's name and SHA-256, and its folder."""

    name: str
    sha256: str
    path: str


class StoreFile(Record):
    """The database file beside the marker."""

    file: str
    bytes: int
    sha256: str


class Step(Record):
    """One ingest step: `ran`, or `skipped` with the reason."""

    status: Literal["ran", "skipped"]
    reason: Annotated[str | None, OMIT_WHEN_NONE] = None


class IngestCounts(Record):
    """What an ingest made. `pagesTextLayer` counts the pages whose text came from the text layer
    (paths text-layer, form-fields, ocr-layer, garbled), `pagesOcr` those OCR read (ocr, ocr-garbled),
    `pagesEmpty` those left empty (none); `pagesByPath` every path's count (older stores: absent)."""

    documents: int
    ingested: int
    failed: int
    pages: int
    pages_text_layer: int
    pages_ocr: int
    pages_empty: int
    pages_by_path: Annotated[dict[str, int] | None, OMIT_WHEN_NONE] = None
    typed: int
    fields: int
    chunks: int
    embeddings: int


class OcrStats(Record):
    """The OCR step: which engine read the pages (older stores: tesseract), its version, and
    the seconds spent rasterizing and in the engine (`tesseractSeconds` in older stores)."""

    pages: int
    smoothed_bilevel_pages: int
    raster_seconds: float
    engine_seconds: float = Field(validation_alias=AliasChoices("engineSeconds", "engine_seconds", "tesseractSeconds"),
                                  serialization_alias="engineSeconds")
    engine: str = "tesseract"
    engine_version: Annotated[str | None, OMIT_WHEN_NONE] = None


class FailedDocument(Record):
    file: str
    error: str


class IngestMarker(Record):
    """A store built by `rag-eval ingest`."""

    kind: Literal["ingest"]
    marker_version: int
    tool: str
    corpus: MarkerCorpus
    config: dict[str, Any]  # the ingest configuration (harness.ingest.settings) and the embedding model
    steps: dict[str, Step]
    timings: dict[str, float]
    counts: IngestCounts
    ocr: OcrStats
    executor: dict[str, Any]
    versions: dict[str, str]
    failed_documents: list[FailedDocument]
    store: StoreFile


class SnapshotSource(Record):
    path: str
    bytes: int


class SnapshotMarker(Record):
    """A read-only copy of a live SQLite database made by `rag-eval snapshot`."""

    kind: Literal["snapshot"]
    marker_version: int
    tool: str
    source: SnapshotSource
    store: StoreFile
    deadline_seconds: float
    corpus: MarkerCorpus | None  # the source store's corpus when the source is one of ours
    versions: dict[str, str]


Marker = Annotated[IngestMarker | SnapshotMarker, Field(discriminator="kind")]


def read_marker(store_dir: Path | str) -> IngestMarker | SnapshotMarker:
    """The marker of a store folder; StoreError when it is absent, unreadable, malformed or of
    another markerVersion."""
    path = Path(store_dir) / MARKER_NAME
    if not path.is_file():
        raise StoreError(no_marker_message(store_dir))
    marker: IngestMarker | SnapshotMarker = read_record(path, Marker, StoreError)
    check_marker_version(path, marker.marker_version, StoreError)
    return marker


def write_marker(store_dir: Path, marker: IngestMarker | SnapshotMarker) -> None:
    """Write the marker atomically (temp file + os.replace): the last act of building a store."""
    write_record(Path(store_dir) / MARKER_NAME, marker)


def marker_schema_text() -> str:
    """The JSON Schema of marker.json (`rag-eval schema marker`)."""
    return record_schema_text(Marker, MARKER_NAME)
