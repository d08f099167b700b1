"""May a store already on disk serve a run instead of a fresh ingest?"""

from __future__ import annotations

from pathlib import Path

from harness.runtime.errors import RagError
from harness.runtime.settings import OCR_ENGINE
from harness.store.database import open_store
from harness.store.marker import IngestMarker


def reusable_store(store: Path, corpus: Path, chunk_size: int, chunk_overlap: int,
                   ocr_engine: str = OCR_ENGINE) -> bool:
    """True for a store an ingest built from this corpus.json with this chunking and OCR engine
    (older stores: tesseract), every step run."""
    try:
        with open_store(store, corpus) as opened:
            marker = opened.marker
    except RagError:
        return False
    if not isinstance(marker, IngestMarker):
        return False
    built = marker.config
    return (built.get("chunkSize") == chunk_size and built.get("chunkOverlap") == chunk_overlap
            and built.get("ocrEngine", OCR_ENGINE) == ocr_engine
            and not built.get("skip") and not built.get("allFiles"))
