"""snapshot: a consistent copy of a live SQLite database, never touching the source.

The source is opened read-only (a `file:...?mode=ro` URI) and copied with SQLite's
online backup API in one step (one read transaction: a committed state). While a writer
holds a lock the step returns SQLITE_BUSY or SQLITE_LOCKED; it is retried every 250 ms
until the deadline, then the snapshot gives up and leaves no destination behind.
"""

from __future__ import annotations

import math
import shutil
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from harness.runtime.errors import RagError, UsageError
from harness.runtime.fsutil import ensure_folder, sha256_file
from harness.runtime.versions import VERSION
from harness.store.marker import (
    MARKER_NAME,
    MARKER_VERSION,
    STORE_NAME,
    MarkerCorpus,
    SnapshotMarker,
    SnapshotSource,
    StoreError,
    StoreFile,
    read_marker,
    write_marker,
)

RETRY_SECONDS = 0.25
_BUSY = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


class SnapshotError(RagError):
    """The source cannot be copied (missing, not SQLite, or locked past the deadline)."""


class _GaveUp(Exception):
    pass


@dataclass(frozen=True)
class SnapshotReport:
    dest_dir: Path
    marker: SnapshotMarker


def _read_only_uri(path: Path) -> str:
    return f"file:{quote(str(path.resolve()))}?mode=ro"


def _format_seconds(seconds: float) -> str:
    return f"{seconds:g}"


def snapshot(source: Path | str, dest_dir: Path | str, deadline: float = 60.0) -> SnapshotReport:
    """Copy `source` into `dest_dir/store.sqlite` and write a marker of kind snapshot."""
    source, dest_dir = Path(source), Path(dest_dir)
    if not math.isfinite(deadline) or deadline <= 0:  # nan and inf would never fire, and are not JSON
        raise UsageError(f"--deadline must be a positive number of seconds, not {deadline:g}")
    if not source.is_file():
        raise SnapshotError(f"{source}: no such SQLite file")
    if dest_dir.exists() and (not dest_dir.is_dir() or any(dest_dir.iterdir())):
        raise SnapshotError(f"{dest_dir} already exists and is not an empty folder")
    if dest_dir.resolve() == source.resolve().parent:
        raise SnapshotError(f"{dest_dir} is the folder of the source: choose another destination")
    created = ensure_folder(dest_dir, "DEST_DIR")
    tmp = dest_dir / f".{STORE_NAME}.partial"
    try:
        _backup(source, tmp, deadline)
        final = dest_dir / STORE_NAME
        tmp.replace(final)
        marker = _snapshot_marker(source, final, deadline)
        write_marker(dest_dir, marker)
    except BaseException:
        tmp.unlink(missing_ok=True)
        (dest_dir / STORE_NAME).unlink(missing_ok=True)
        if created:
            shutil.rmtree(dest_dir, ignore_errors=True)
        raise
    return SnapshotReport(dest_dir, marker)


def _snapshot_marker(source: Path, copy: Path, deadline: float) -> SnapshotMarker:
    """The one place a snapshot marker is made."""
    return SnapshotMarker(
        kind="snapshot", marker_version=MARKER_VERSION, tool=f"rag-eval {VERSION}",
        source=SnapshotSource(path=str(source.resolve()), bytes=source.stat().st_size),
        store=StoreFile(file=STORE_NAME, bytes=copy.stat().st_size, sha256=sha256_file(copy)),
        deadline_seconds=deadline, corpus=_source_corpus(source), versions={"sqlite": sqlite3.sqlite_version})


def _backup(source: Path, dest: Path, deadline: float) -> None:
    try:
        src = sqlite3.connect(_read_only_uri(source), uri=True, timeout=0, isolation_level=None)
    except sqlite3.Error as exc:
        raise SnapshotError(f"{source}: cannot open read-only: {exc}") from None
    dst = sqlite3.connect(dest, isolation_level=None)
    start = time.monotonic()

    def progress(status: int, remaining: int, total: int) -> None:
        if status in _BUSY and time.monotonic() - start >= deadline:
            raise _GaveUp

    try:
        src.backup(dst, pages=-1, progress=progress, sleep=RETRY_SECONDS)
        dst.execute("PRAGMA journal_mode=DELETE")
        check = dst.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise SnapshotError(f"the copy of {source} fails its integrity check: {check}")
    except _GaveUp:
        raise SnapshotError(
            f"backup gave up after {_format_seconds(deadline)}s of SQLITE_BUSY/LOCKED on {source}"
        ) from None
    except sqlite3.DatabaseError as exc:
        raise SnapshotError(f"{source}: cannot back up: {exc}") from None
    finally:
        src.close()
        dst.close()


def _source_corpus(source: Path) -> MarkerCorpus | None:
    """The corpus recorded by the source store's own marker, when the source is one of ours."""
    if source.name != STORE_NAME or not (source.parent / MARKER_NAME).is_file():
        return None
    try:
        return read_marker(source.parent).corpus
    except StoreError:  # a marker of another tool, or a broken one: the copy records no corpus
        return None
