"""The store: a folder holding `store.sqlite` and `marker.json`.

`StoreWriter` builds a fresh database (used by ingest); `open_store` opens a built one
read-only for the later stages (probe, ask) and refuses a folder without a valid marker
or a marker that was built from another corpus. Vectors are float32 BLOBs searched with
numpy (this Python's sqlite3 cannot load vector extensions); FTS5 indexes chunk text.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import quote

import numpy as np

from harness.contract.manifest import MANIFEST_NAME, manifest_path, manifest_sha256
from harness.runtime.errors import ManifestError
from harness.runtime.fsutil import ensure_folder
from harness.store.build_lock import LOCK_NAME
from harness.store.integrity import check_integrity
from harness.store.marker import (
    MARKER_NAME,
    STORE_NAME,
    IngestMarker,
    SnapshotMarker,
    StoreError,
    read_marker,
)

# 2: pages.source holds every path of harness/ingest/textlayer.py (form-fields, ocr-layer,
# ocr-garbled, garbled besides text-layer, ocr and none); the columns are those of 1, so 1's stores still read
SCHEMA_VERSION = 2
# meta: the fields the harvest's general matcher found, why, as JSON (Store.matched_fields)
MATCHED_META = "harvestMatched"
# meta: why a page took a garbled path or how it was read upright, as JSON (Store.page_notes)
PAGE_NOTES_META = "pageNotes"

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  file TEXT NOT NULL UNIQUE,
  sha256 TEXT,
  media_type TEXT,
  pages INTEGER,
  status TEXT NOT NULL CHECK (status IN ('ok', 'failed')),
  error TEXT
);
CREATE TABLE pages (
  document_id INTEGER NOT NULL REFERENCES documents(id),
  page INTEGER NOT NULL,
  text TEXT NOT NULL,
  source TEXT NOT NULL
    CHECK (source IN ('text-layer', 'form-fields', 'ocr-layer', 'ocr', 'ocr-garbled', 'garbled', 'none')),
  ocr_confidence REAL,
  words TEXT,
  PRIMARY KEY (document_id, page)
);
CREATE TABLE fields (
  document_id INTEGER NOT NULL REFERENCES documents(id),
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  normalized TEXT,
  page INTEGER,
  PRIMARY KEY (document_id, field)
);
CREATE TABLE doctypes (
  document_id INTEGER PRIMARY KEY REFERENCES documents(id),
  doc_type TEXT,
  matched_anchors TEXT NOT NULL
);
CREATE TABLE chunks (
  id INTEGER PRIMARY KEY,
  document_id INTEGER NOT NULL REFERENCES documents(id),
  ordinal INTEGER NOT NULL,
  page_start INTEGER NOT NULL,
  page_end INTEGER NOT NULL,
  char_start INTEGER NOT NULL,
  char_end INTEGER NOT NULL,
  text TEXT NOT NULL,
  UNIQUE (document_id, ordinal)
);
CREATE TABLE embeddings (
  chunk_id INTEGER PRIMARY KEY REFERENCES chunks(id),
  vector BLOB NOT NULL
);
CREATE VIRTUAL TABLE chunks_fts USING fts5(text, content='chunks', content_rowid='id');
"""


# --- rows ------------------------------------------------------------------------------

Words = tuple[tuple[Any, ...], ...]


def words_from_json(text: str | None) -> Words | None:
    """A page's OCR words as stored (a JSON list of lists) back as tuples; None for no OCR."""
    return None if text is None else tuple(tuple(w) for w in json.loads(text))


@dataclass(frozen=True)
class DocumentRow:
    id: int
    file: str
    sha256: str | None
    media_type: str | None
    pages: int | None
    status: str
    error: str | None


@dataclass(frozen=True)
class PageRow:
    file: str
    page: int
    text: str
    source: str
    ocr_confidence: float | None
    # OCR words: text, left, top, width, height (pixels), block, paragraph, line, confidence
    words: tuple[tuple[Any, ...], ...] | None = None


@dataclass(frozen=True)
class FieldRow:
    file: str
    field: str
    value: str
    normalized: str | None
    page: int | None


@dataclass(frozen=True)
class DocTypeRow:
    file: str
    doc_type: str | None
    matched_anchors: tuple[str, ...]


@dataclass(frozen=True)
class ChunkRow:
    id: int
    file: str
    ordinal: int
    page_start: int
    page_end: int
    char_start: int
    char_end: int
    text: str


@dataclass(frozen=True)
class SearchHit:
    chunk_id: int
    score: float


# --- writing ---------------------------------------------------------------------------


class StoreWriter:
    """Builds `store.sqlite` under a temporary name; `finish()` moves it into place.

    The marker is not written here: the caller writes it after `finish()`, last.
    """

    def __init__(self, store_dir: Path) -> None:
        self.store_dir = Path(store_dir)
        self.final = self.store_dir / STORE_NAME
        self.building = self.store_dir / f".{STORE_NAME}.building"
        self.building.unlink(missing_ok=True)
        self.db = sqlite3.connect(self.building, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=OFF")
        self.db.execute("PRAGMA synchronous=OFF")
        self.db.executescript(SCHEMA)
        self.db.execute("BEGIN")
        self.set_meta("schemaVersion", str(SCHEMA_VERSION))

    def set_meta(self, key: str, value: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    def add_document(self, file: str, sha256: str | None, media_type: str | None,
                     pages: int | None, status: str, error: str | None) -> int:
        cur = self.db.execute(
            "INSERT INTO documents(file, sha256, media_type, pages, status, error) VALUES (?,?,?,?,?,?)",
            (file, sha256, media_type, pages, status, error),
        )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def add_page(self, document_id: int, page: int, text: str, source: str,
                 ocr_confidence: float | None, words: Sequence[Sequence[Any]] | None = None) -> None:
        self.db.execute(
            "INSERT INTO pages(document_id, page, text, source, ocr_confidence, words) VALUES (?,?,?,?,?,?)",
            (document_id, page, text, source, ocr_confidence,
             None if words is None else json.dumps([list(w) for w in words])),
        )

    def add_field(self, document_id: int, field: str, value: str, normalized: str | None,
                  page: int | None) -> None:
        self.db.execute(
            "INSERT INTO fields(document_id, field, value, normalized, page) VALUES (?,?,?,?,?)",
            (document_id, field, value, normalized, page),
        )

    def set_doctype(self, document_id: int, doc_type: str | None, anchors: Sequence[str]) -> None:
        self.db.execute(
            "INSERT INTO doctypes(document_id, doc_type, matched_anchors) VALUES (?,?,?)",
            (document_id, doc_type, json.dumps(list(anchors))),
        )

    def add_chunk(self, document_id: int, ordinal: int, page_start: int, page_end: int,
                  char_start: int, char_end: int, text: str) -> int:
        cur = self.db.execute(
            "INSERT INTO chunks(document_id, ordinal, page_start, page_end, char_start, char_end, text)"
            " VALUES (?,?,?,?,?,?,?)",
            (document_id, ordinal, page_start, page_end, char_start, char_end, text),
        )
        assert cur.lastrowid is not None
        self.db.execute("INSERT INTO chunks_fts(rowid, text) VALUES (?, ?)", (cur.lastrowid, text))
        return cur.lastrowid

    def set_ocr_text(self, document_id: int, page: int, text: str, ocr_confidence: float | None,
                     words: Sequence[Sequence[Any]] | None) -> None:
        """Fill in a page added before its OCR ran (OCR results arrive in any order); `words`
        None: the page's text is laid out in lines, not to be read by its word boxes."""
        self.db.execute(
            "UPDATE pages SET text = ?, ocr_confidence = ?, words = ? WHERE document_id = ? AND page = ?",
            (text, ocr_confidence, None if words is None else json.dumps([list(w) for w in words]),
             document_id, page),
        )

    def fail_document(self, document_id: int, error: str) -> None:
        """Mark a document failed after its pages were added: its pages go, its page count stays."""
        self.db.execute("UPDATE documents SET status = 'failed', error = ? WHERE id = ?", (error, document_id))
        self.db.execute("DELETE FROM pages WHERE document_id = ?", (document_id,))

    def failed_documents(self) -> list[tuple[str, str]]:
        """(file, error) of every failed document, in ingest order."""
        return list(self.db.execute("SELECT file, error FROM documents WHERE status = 'failed' ORDER BY id"))

    def document_file(self, document_id: int) -> str:
        return str(self.db.execute("SELECT file FROM documents WHERE id = ?", (document_id,)).fetchone()[0])

    def ok_documents(self) -> list[int]:
        return [r[0] for r in self.db.execute("SELECT id FROM documents WHERE status = 'ok' ORDER BY id")]

    def document_pages(self, document_id: int) -> list[tuple[int, str, Words | None]]:
        """(page, text, OCR words or None) of one document, in page order."""
        rows = self.db.execute("SELECT page, text, words FROM pages WHERE document_id = ? ORDER BY page",
                               (document_id,))
        return [(page, text, words_from_json(words)) for page, text, words in rows]

    def page_sources(self) -> dict[str, int]:
        """How many pages came from each source (only ingested documents keep pages)."""
        return dict(self.db.execute("SELECT source, count(*) FROM pages GROUP BY source ORDER BY source"))

    def chunk_count(self) -> int:
        return int(self.db.execute("SELECT count(*) FROM chunks").fetchone()[0])

    def chunk_batches(self, size: int) -> Iterator[list[tuple[int, str]]]:
        """Every chunk's (id, text) in id order, `size` at a time, read as the caller goes."""
        last = -1
        while rows := self.db.execute("SELECT id, text FROM chunks WHERE id > ? ORDER BY id LIMIT ?",
                                      (last, size)).fetchall():
            yield rows
            last = rows[-1][0]

    def add_embeddings(self, chunk_ids: Iterable[int], matrix: np.ndarray) -> None:
        vectors = np.ascontiguousarray(matrix, dtype="<f4")
        self.db.executemany(
            "INSERT INTO embeddings(chunk_id, vector) VALUES (?, ?)",
            ((int(cid), vectors[i].tobytes()) for i, cid in enumerate(chunk_ids)),
        )

    def seal(self) -> Path:
        """Commit and close the database, still under its temporary name (which is returned)."""
        self.db.execute("COMMIT")
        # rewritten in row order: OCR fills in pages as results arrive, and the file's
        # layout should not show in which order that was (nor keep the pages of failed documents)
        self.db.execute("VACUUM")
        self.db.execute("PRAGMA journal_mode=DELETE")
        self.db.close()
        return self.building

    def install(self) -> Path:
        """Move the sealed database into place as `store.sqlite`, replacing an old one in one rename."""
        self.building.replace(self.final)
        return self.final

    def finish(self) -> Path:
        """Seal the database and move it into place as `store.sqlite`."""
        self.seal()
        return self.install()

    def abort(self) -> None:
        try:
            self.db.close()
        finally:
            self.building.unlink(missing_ok=True)


def prepare_store_dir(store_dir: Path) -> None:
    """Check that `store_dir` can take a fresh build: absent, empty, or an old store.

    An old store stays as it is, usable, while the new one is built beside it (as
    `.store.sqlite.building`); the build replaces it only once complete. The caller holds
    the folder's build lock (harness.store.build_lock) from here until the new marker is written.
    """
    store_dir = Path(store_dir)
    if store_dir.exists() and not store_dir.is_dir():
        raise StoreError(f"{store_dir} is not a folder")
    ensure_folder(store_dir, "--store")
    ours = {MARKER_NAME, STORE_NAME, f".{STORE_NAME}.building", LOCK_NAME}
    others = sorted(p.name for p in store_dir.iterdir() if p.name not in ours
                    and not (p.name.startswith(f".{MARKER_NAME}.") and p.name.endswith(".tmp")))
    if others:
        raise StoreError(
            f"{store_dir} is not empty and is not a store (it holds {', '.join(others[:3])}"
            f"{', ...' if len(others) > 3 else ''}): choose an empty or new folder"
        )


# --- reading ---------------------------------------------------------------------------

_WORD = re.compile(r"\w+", re.UNICODE)


def fts_query(text: str) -> str | None:
    """A safe FTS5 query from free text: every word quoted, joined with OR."""
    words = list(dict.fromkeys(w.lower() for w in _WORD.findall(text)))
    if not words:
        return None
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in words)


class Store:
    """A built store, opened read-only."""

    def __init__(self, store_dir: Path, marker: IngestMarker | SnapshotMarker) -> None:
        self.store_dir = Path(store_dir)
        self.marker = marker
        db_path = self.store_dir / STORE_NAME
        if not db_path.is_file():
            raise StoreError(f"{store_dir} has a marker but no {STORE_NAME}")
        uri = f"file:{quote(str(db_path.resolve()))}?mode=ro"
        self.db = sqlite3.connect(uri, uri=True)

    def __enter__(self) -> Store:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        self.db.close()

    def meta(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT key, value FROM meta ORDER BY key"))

    def documents(self) -> list[DocumentRow]:
        rows = self.db.execute(
            "SELECT id, file, sha256, media_type, pages, status, error FROM documents ORDER BY file")
        return [DocumentRow(*r) for r in rows]

    def pages(self, file: str | None = None) -> list[PageRow]:
        sql = ("SELECT d.file, p.page, p.text, p.source, p.ocr_confidence, p.words FROM pages p"
               " JOIN documents d ON d.id = p.document_id")
        args: tuple[Any, ...] = ()
        if file is not None:
            sql += " WHERE d.file = ?"
            args = (file,)
        rows = self.db.execute(sql + " ORDER BY d.file, p.page", args)
        return [PageRow(file, page, text, source, conf, words_from_json(words))
                for file, page, text, source, conf, words in rows]

    def fields(self, file: str | None = None) -> list[FieldRow]:
        sql = ("SELECT d.file, f.field, f.value, f.normalized, f.page FROM fields f"
               " JOIN documents d ON d.id = f.document_id")
        args: tuple[Any, ...] = ()
        if file is not None:
            sql += " WHERE d.file = ?"
            args = (file,)
        return [FieldRow(*r) for r in self.db.execute(sql + " ORDER BY d.file, f.field", args)]

    def page_notes(self) -> dict[str, dict[str, str]]:
        """{file: {page number: note}}: why a page took a garbled path, or how it was read upright
        (the meta row PAGE_NOTES_META; none in older stores)."""
        raw = self.meta().get(PAGE_NOTES_META)
        return json.loads(raw) if raw else {}

    def page_path_rows(self) -> list[tuple[str, str]]:
        """(file, path) of every page, in file and page order (no page text read)."""
        return list(self.db.execute("SELECT d.file, p.source FROM pages p JOIN documents d ON d.id = p.document_id"
                                    " ORDER BY d.file, p.page"))

    def page_paths(self) -> dict[str, int]:
        """How many pages took each path (harness/ingest/textlayer.py PATHS), in path-name order."""
        return dict(self.db.execute("SELECT source, count(*) FROM pages GROUP BY source ORDER BY source"))

    def matched_fields(self) -> dict[str, dict[str, dict[str, Any]]]:
        """{file: {field: {label, cue, score}}} of the fields the harvest's general matcher found
        (the meta row MATCHED_META; the other fields are the label rules')."""
        raw = self.meta().get(MATCHED_META)
        return json.loads(raw) if raw else {}

    def doctypes(self) -> dict[str, DocTypeRow]:
        rows = self.db.execute(
            "SELECT d.file, t.doc_type, t.matched_anchors FROM doctypes t"
            " JOIN documents d ON d.id = t.document_id ORDER BY d.file")
        return {f: DocTypeRow(f, t, tuple(json.loads(a))) for f, t, a in rows}

    def chunks(self, ids: Sequence[int] | None = None) -> list[ChunkRow]:
        sql = ("SELECT c.id, d.file, c.ordinal, c.page_start, c.page_end, c.char_start, c.char_end,"
               " c.text FROM chunks c JOIN documents d ON d.id = c.document_id")
        if ids is None:
            return [ChunkRow(*r) for r in self.db.execute(sql + " ORDER BY c.id")]
        by_id = {}
        for start in range(0, len(ids), 500):
            part = [int(i) for i in ids[start:start + 500]]
            marks = ",".join("?" * len(part))
            for r in self.db.execute(sql + f" WHERE c.id IN ({marks})", part):
                by_id[r[0]] = ChunkRow(*r)
        return [by_id[int(i)] for i in ids if int(i) in by_id]

    def embeddings(self) -> tuple[np.ndarray, np.ndarray]:
        """(chunk ids as int64, the float32 matrix with one row per chunk), in chunk-id order."""
        rows = self.db.execute("SELECT chunk_id, vector FROM embeddings ORDER BY chunk_id").fetchall()
        dim = int(self.meta().get("embeddingDim", "0"))
        ids = np.array([r[0] for r in rows], dtype=np.int64)
        if not rows:
            return ids, np.zeros((0, dim), dtype=np.float32)
        matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype="<f4").reshape(len(rows), -1)
        return ids, matrix.astype(np.float32)

    def fts_search(self, text: str, limit: int = 10) -> list[SearchHit]:
        """Chunks matching any word of `text`, best BM25 first (score: higher is better)."""
        query = fts_query(text)
        if query is None:
            return []
        rows = self.db.execute(
            "SELECT rowid, bm25(chunks_fts) FROM chunks_fts WHERE chunks_fts MATCH ?"
            " ORDER BY bm25(chunks_fts), rowid LIMIT ?", (query, limit))
        return [SearchHit(int(r[0]), -float(r[1])) for r in rows]


def open_store(store_dir: Path | str, corpus_dir: Path | str | None = None) -> Store:
    """Open a built store read-only.

    Refuses a folder without a valid marker, a store.sqlite whose size or SHA-256 is not
    what the marker records, and, when `corpus_dir` is given, a store whose marker records
    another corpus.json (by SHA-256).
    """
    store_dir = Path(store_dir)
    marker = read_marker(store_dir)
    check_integrity(store_dir, marker)
    if corpus_dir is not None:
        corpus = marker.corpus
        if not manifest_path(corpus_dir).is_file():
            raise ManifestError(f"{corpus_dir}: no {MANIFEST_NAME} in this folder")
        actual = manifest_sha256(corpus_dir)
        if corpus is None or not corpus.sha256:
            raise StoreError(f"{store_dir} records no corpus: it cannot be checked against {corpus_dir}")
        if corpus.sha256 != actual:
            raise StoreError(
                f"{store_dir} was built from corpus {corpus.name!r} (corpus.json sha256 "
                f"{corpus.sha256[:12]}), not from {corpus_dir} (sha256 {actual[:12]})"
            )
    return Store(store_dir, marker)
