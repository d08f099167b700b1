"""Does `store.sqlite` still hold what its marker says? Checked by every reader before use.

The marker records the size and SHA-256 of the database it was written with. A database
changed since (a second builder, a half-finished swap, a hand edit, a copy of another
store) no longer matches, and the store is refused with one line naming both. A database
that matches a marker rewritten by hand but is no SQLite file, or (built by ingest, or a
snapshot of such a store) lacks a table or column of the store's schema, is refused too.
The check itself is `harness.contract.store_file.check_store_file`, shared with the exports;
it is remembered per process by (path, inode, size, mtime, ctime), so a run that opens its store
several times reads the file once.
"""

from __future__ import annotations

from pathlib import Path

from harness.contract.store_file import check_store_file
from harness.store.marker import IngestMarker, SnapshotMarker, StoreError


def check_integrity(store_dir: Path, marker: IngestMarker | SnapshotMarker) -> None:
    """StoreError unless the folder's store.sqlite has the size and SHA-256 its marker records
    (every marker records them: read_marker refuses one that does not) and is a store's database."""
    ours = isinstance(marker, IngestMarker) or marker.corpus is not None
    check_store_file(Path(store_dir), marker.store.bytes, marker.store.sha256, ours, StoreError)
