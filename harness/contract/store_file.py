"""What a store folder's database must be before anyone reads it: the one check of every reader.

Readers are `harness.store.database.open_store` (probe, run, the pipelines) and the exports'
`harness.contract.interop.store_texts` (`rag-gen export --store`, `rag-eval export`), which may
not import harness.store; both call `check_store_file`. The marker records the size and
SHA-256 of store.sqlite; a file that differs (a flipped byte, a dropped table, a copy of
another store) is refused. A file that matches but is not what a store holds (a marker
rewritten by hand to match a zero-byte file, a text file, a database with a table or column
dropped) is refused too: the file must be SQLite, and a store built by ingest must pass
SQLite's quick_check and have every table and column below (`STORE_COLUMNS`, the schema of
harness/store/database.py).

Hashing and checks run once per process and file state (path, inode, size, mtime, ctime):
for the 0.68 MB default-size store of seed 42, 0.4 ms of SHA-256 and 0.5 ms of SQLite
checks (docs/benchmarks.md, "Ingest").
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.parse import quote

from harness.runtime.errors import RagError
from harness.runtime.fsutil import sha256_file

STORE_NAME = "store.sqlite"
MARKER_VERSION = 1  # marker.json's markerVersion (harness/store/marker.py): a reader refuses any other
SQLITE_HEADER = b"SQLite format 3\x00"
STORE_COLUMNS: dict[str, tuple[str, ...]] = {
    "meta": ("key", "value"),
    "documents": ("id", "file", "sha256", "media_type", "pages", "status", "error"),
    "pages": ("document_id", "page", "text", "source", "ocr_confidence", "words"),
    "fields": ("document_id", "field", "value", "normalized", "page"),
    "doctypes": ("document_id", "doc_type", "matched_anchors"),
    "chunks": ("id", "document_id", "ordinal", "page_start", "page_end", "char_start", "char_end", "text"),
    "embeddings": ("chunk_id", "vector"),
    "chunks_fts": ("text",),
}

_SHA256: dict[tuple[str, int, int, int, int], str] = {}  # by file state: path, inode, size, mtime, ctime
_PROBLEM: dict[tuple[tuple[str, int, int, int, int], bool], str | None] = {}  # by file state and `schema`


def _sqlite_problem(db: Path, schema: bool) -> str | None:
    with open(db, "rb") as fh:
        head = fh.read(len(SQLITE_HEADER))
    if not head:
        return "is empty (0 bytes)"
    if head != SQLITE_HEADER:
        return "is not a SQLite database"
    try:
        con = sqlite3.connect(f"file:{quote(str(db.resolve()))}?mode=ro", uri=True)
        try:
            con.execute("SELECT count(*) FROM sqlite_master").fetchone()
            if not schema:
                return None
            verdict = con.execute("PRAGMA quick_check").fetchone()[0]
            if verdict != "ok":
                return f"fails SQLite's quick_check ({verdict})"
            for table, columns in STORE_COLUMNS.items():
                have = {row[1] for row in con.execute(f"PRAGMA table_info({table})")}
                if not have:
                    return f"has no table {table}"
                missing = [c for c in columns if c not in have]
                if missing:
                    return f"has no column {missing[0]} in table {table}"
        finally:
            con.close()
    except sqlite3.DatabaseError as exc:
        return f"is not a readable SQLite database ({exc})"
    return None


def check_marker_version(marker_path: Path, version: object, error: type[RagError]) -> None:
    """`error` unless the marker's markerVersion is MARKER_VERSION, the one every reader reads."""
    if version != MARKER_VERSION:
        raise error(f"{marker_path}: markerVersion {version} is not {MARKER_VERSION}, the one this tool reads "
                    "(rebuild the store)")


def check_store_file(store_dir: Path, recorded_bytes: int, recorded_sha256: str, schema: bool,
                     error: type[RagError]) -> None:
    """`error` unless STORE_DIR/store.sqlite has the recorded size and SHA-256, is a SQLite
    database, and (`schema`: a store ingest built) has every table and column of a store."""
    store_dir = Path(store_dir)
    db = store_dir / STORE_NAME
    if not db.is_file():
        raise error(f"{store_dir} has a marker but no {STORE_NAME}")
    st = db.stat()
    state = (str(db.resolve()), st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
    if state not in _SHA256:
        _SHA256[state] = sha256_file(db)
    sha = _SHA256[state]
    if st.st_size != recorded_bytes or sha != recorded_sha256:
        raise error(
            f"{store_dir}: {STORE_NAME} does not match its marker: marker.json records {recorded_bytes} bytes, "
            f"sha256 {recorded_sha256[:12]}; {STORE_NAME} has {st.st_size} bytes, sha256 {sha[:12]} "
            "(it changed after the marker was written: rebuild the store)")
    if (state, schema) not in _PROBLEM:
        _PROBLEM[(state, schema)] = _sqlite_problem(db, schema)
    problem = _PROBLEM[(state, schema)]
    if problem:
        raise error(f"{store_dir}: {STORE_NAME} {problem}: it is not a store rag-eval built (rebuild the store)")
