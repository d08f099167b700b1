"""A small real store with a marker that passes every reader's check (harness.contract.store_file):
the marker's version, the corpus it names, and the size and SHA-256 of the store.sqlite written."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from harness.store.database import StoreWriter
from harness.store.marker import MARKER_VERSION


def marked_store(folder: Path, corpus_sha256: str, pages: dict[str, str] | None = None) -> Path:
    """A store in `folder` holding one OCR page per file of `pages` (file -> text), built from the
    corpus.json whose SHA-256 is `corpus_sha256`."""
    folder.mkdir()
    writer = StoreWriter(folder)
    for file, text in sorted((pages or {}).items()):
        doc = writer.add_document(file, None, "image/png", 1, "ok", None)
        writer.add_page(doc, 1, text, "ocr", 91.0)
    writer.finish()
    data = (folder / "store.sqlite").read_bytes()
    marker = {"markerVersion": MARKER_VERSION, "corpus": {"sha256": corpus_sha256},
              "store": {"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}}
    (folder / "marker.json").write_text(json.dumps(marker), encoding="utf-8")
    return folder
