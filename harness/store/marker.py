"""marker.json: the record of how a store was built (by `rag-eval ingest` or `rag-eval snapshot`).

A store without a valid marker is refused: the harness never measures a store whose
origin it cannot state. The marker is written last and atomically, so a half-built
store never carries one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.runtime.errors import RagError
from harness.runtime.fsutil import write_json
from harness.runtime.jsonread import JsonProblem, parse_json

MARKER_NAME = "marker.json"
STORE_NAME = "store.sqlite"
MARKER_VERSION = 1
KINDS = ("ingest", "snapshot")
_REQUIRED = {
    "ingest": ("kind", "markerVersion", "corpus", "steps", "config", "versions", "timings",
               "failedDocuments", "store"),
    "snapshot": ("kind", "markerVersion", "source", "store"),
}


class StoreError(RagError):
    """A store folder is missing its marker, or does not belong to the corpus it is used with."""


def no_marker_message(store_dir: Path | str) -> str:
    return f"{store_dir} has no marker: it was not built by rag-eval ingest or snapshot"


def read_marker(store_dir: Path) -> dict[str, Any]:
    """The marker of a store folder; StoreError when it is absent, unreadable or incomplete."""
    path = Path(store_dir) / MARKER_NAME
    try:
        data = parse_json(path.read_bytes())
    except (OSError, JsonProblem):
        raise StoreError(no_marker_message(store_dir)) from None
    if not isinstance(data, dict) or data.get("kind") not in KINDS:
        raise StoreError(no_marker_message(store_dir))
    if any(key not in data for key in _REQUIRED[data["kind"]]):
        raise StoreError(no_marker_message(store_dir))
    return data


def write_marker(store_dir: Path, marker: dict[str, Any]) -> None:
    """Write the marker atomically (temp file + os.replace): the last act of building a store."""
    missing = [key for key in _REQUIRED[marker["kind"]] if key not in marker]
    if missing:
        raise ValueError(f"marker lacks {missing}")
    write_json(Path(store_dir) / MARKER_NAME, marker)
