"""Does `store.sqlite` still hold what its marker says? Checked by every reader before use.

The marker records the size and SHA-256 of the database it was written with. A database
changed since (a second builder, a half-finished swap, a hand edit, a copy of another
store) no longer matches, and the store is refused with one line naming both.
Hashes are remembered per process by (path, inode, size, mtime), so a run that opens its
store several times reads the file once.
"""

from __future__ import annotations

import os
from pathlib import Path

from harness.runtime.fsutil import sha256_file
from harness.store.marker import STORE_NAME, IngestMarker, SnapshotMarker, StoreError

_HASHES: dict[tuple[str, int, int, int, int], str] = {}


def _sha256(path: Path, st: os.stat_result) -> str:
    key = (str(path.resolve()), st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
    if key not in _HASHES:
        _HASHES[key] = sha256_file(path)
    return _HASHES[key]


def check_integrity(store_dir: Path, marker: IngestMarker | SnapshotMarker) -> None:
    """StoreError unless the folder's store.sqlite has the size and SHA-256 its marker records
    (every marker records them: read_marker refuses one that does not)."""
    store_dir = Path(store_dir)
    record = marker.store
    db = store_dir / STORE_NAME
    if not db.is_file():
        raise StoreError(f"{store_dir} has a marker but no {STORE_NAME}")
    st = db.stat()
    sha = _sha256(db, st)
    if st.st_size != record.bytes or sha != record.sha256:
        raise StoreError(
            f"{store_dir}: {STORE_NAME} does not match its marker: marker.json records {record.bytes} bytes, "
            f"sha256 {record.sha256[:12]}; {STORE_NAME} has {st.st_size} bytes, sha256 {sha[:12]} "
            "(it changed after the marker was written: rebuild the store)")
