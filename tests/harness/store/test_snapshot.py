"""snapshot: a consistent read-only copy of a live SQLite database, or a clear failure."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.cli import main
from harness.runtime.fsutil import sha256_file
from harness.store.database import open_store
from harness.store.marker import SnapshotMarker, SnapshotSource, read_marker
from harness.store.snapshot import SnapshotError, snapshot
from tests.support.clirunner import invoke

BATCH = 10
# A writer that commits batches of BATCH rows plus a running total in one transaction,
# in WAL mode, until told to pause (it then keeps its connection open, idle) or stop.
WRITER = f"""
import sqlite3, sys, time, pathlib
db, flags = sys.argv[1], pathlib.Path(sys.argv[2])
con = sqlite3.connect(db, isolation_level=None)
con.execute("PRAGMA journal_mode=WAL")
con.execute("PRAGMA wal_autocheckpoint=0")
con.execute("CREATE TABLE IF NOT EXISTS rows (batch INTEGER, i INTEGER, payload TEXT)")
con.execute("CREATE TABLE IF NOT EXISTS total (n INTEGER)")
con.execute("INSERT INTO total VALUES (0)")
batch = 0
while not (flags / "stop").exists():
    if (flags / "pause").exists():
        (flags / "paused").write_text(str(batch))
        time.sleep(0.05)
        continue
    con.execute("BEGIN IMMEDIATE")
    con.executemany("INSERT INTO rows VALUES (?, ?, ?)", [(batch, i, "x" * 200) for i in range({BATCH})])
    con.execute("UPDATE total SET n = n + {BATCH}")
    con.execute("COMMIT")
    batch += 1
    (flags / "commits").write_text(str(batch))
con.close()
"""


def wait_for(path: Path, predicate=lambda text: True, timeout: float = 30.0) -> str:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if path.exists():
            text = path.read_text()
            if text and predicate(text):
                return text
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {path}")


def hashes(db: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in (db, db.with_name(db.name + "-wal")) if p.exists()}


def test_snapshot_under_a_concurrent_writer(tmp_path: Path) -> None:
    db, flags = tmp_path / "live.sqlite", tmp_path / "flags"
    flags.mkdir()
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(db), str(flags)])
    try:
        wait_for(flags / "commits", lambda t: int(t) >= 20)
        # 1. while the writer commits in a loop: a consistent committed state
        report = snapshot(db, tmp_path / "snap1", deadline=30)
        copy = sqlite3.connect(tmp_path / "snap1" / "store.sqlite")
        assert copy.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = copy.execute("SELECT count(*) FROM rows").fetchone()[0]
        total = copy.execute("SELECT n FROM total").fetchone()[0]
        batches = copy.execute("SELECT count(DISTINCT batch), max(batch) FROM rows").fetchone()
        copy.close()
        assert rows >= 20 * BATCH and rows % BATCH == 0
        assert total == rows
        assert batches == (rows // BATCH, rows // BATCH - 1)
        assert report.marker.kind == "snapshot"
        assert report.marker.store.sha256 == sha256_file(tmp_path / "snap1" / "store.sqlite")
        assert report.marker.source.path == str(db.resolve())
        # 2. the writer pauses with its connection open: the source and its -wal keep their bytes
        (flags / "pause").write_text("1")
        paused_at = int(wait_for(flags / "paused"))
        before = hashes(db)
        assert set(before) == {"live.sqlite", "live.sqlite-wal"}
        snapshot(db, tmp_path / "snap2", deadline=30)
        assert hashes(db) == before
        copy = sqlite3.connect(tmp_path / "snap2" / "store.sqlite")
        assert copy.execute("SELECT count(*) FROM rows").fetchone()[0] == paused_at * BATCH
        copy.close()
    finally:
        (flags / "stop").write_text("1")
        writer.wait(timeout=30)


def test_deadline_exceeded_gives_the_exact_error_and_no_destination(tmp_path: Path) -> None:
    db = tmp_path / "locked.sqlite"
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("CREATE TABLE t (x)")
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("INSERT INTO t VALUES (1)")
    before = hashes(db)
    try:
        started = time.monotonic()
        result = invoke(main, "snapshot", str(db), str(tmp_path / "dest"), "--deadline", "1")
        elapsed = time.monotonic() - started
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert result.code == 1
    assert result.err == f"Error: backup gave up after 1s of SQLITE_BUSY/LOCKED on {db}\n"
    assert not (tmp_path / "dest").exists()
    assert elapsed >= 1.0
    assert hashes(db) == before


def test_snapshot_cli_writes_a_marked_store(tmp_path: Path) -> None:
    db = tmp_path / "app.sqlite"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE notes (t TEXT)")
    con.execute("INSERT INTO notes VALUES ('hello')")
    con.commit()
    con.close()
    result = invoke(main, "snapshot", str(db), str(tmp_path / "snap"))
    assert result.code == 0, result.err
    marker = read_marker(tmp_path / "snap")
    assert isinstance(marker, SnapshotMarker)
    digest = sha256_file(tmp_path / "snap" / "store.sqlite")
    assert result.out == (f"wrote {tmp_path / 'snap' / 'store.sqlite'} ({marker.store.bytes} bytes, "
                          f"sha256 {digest[:12]}) and {tmp_path / 'snap' / 'marker.json'}\n")
    assert marker.source == SnapshotSource(path=str(db.resolve()), bytes=db.stat().st_size)
    assert marker.corpus is None
    assert marker.deadline_seconds == 60.0
    store = open_store(tmp_path / "snap")
    assert store.db.execute("SELECT t FROM notes").fetchall() == [("hello",)]
    store.close()


@pytest.mark.parametrize(("setup", "message"), [
    ("missing", "{src}: no such SQLite file"),
    ("not-sqlite", "{src}: cannot back up: file is not a database"),
    ("dest-busy", "{dest} already exists and is not an empty folder"),
])
def test_snapshot_errors(tmp_path: Path, setup: str, message: str) -> None:
    src, dest = tmp_path / "src.sqlite", tmp_path / "dest"
    if setup == "not-sqlite":
        src.write_text("hello, I am text" * 10)
    elif setup == "dest-busy":
        sqlite3.connect(src).close()
        dest.mkdir()
        (dest / "x").write_text("x")
    with pytest.raises(SnapshotError) as exc:
        snapshot(src, dest, deadline=1)
    assert str(exc.value) == message.format(src=src, dest=dest)
    if setup != "dest-busy":
        assert not dest.exists()


def test_snapshot_of_an_ingested_store_keeps_its_corpus(tmp_path: Path) -> None:
    from harness.ingest import IngestConfig, ingest
    from tests.support.ingest_helpers import W2_LINES, pdf_bytes, write_corpus

    corpus = write_corpus(tmp_path / "corpus", {"w2.pdf": pdf_bytes([W2_LINES])}, name="snap-corpus")
    ingest(corpus, tmp_path / "store", IngestConfig(skip=frozenset({"embed"})))
    report = snapshot(tmp_path / "store" / "store.sqlite", tmp_path / "snap", deadline=5)
    assert report.marker.corpus is not None and report.marker.corpus.name == "snap-corpus"
    with open_store(tmp_path / "snap", corpus) as s:
        assert [f.normalized for f in s.fields("w2.pdf") if f.field == "box1_wages"] == ["52340.17"]
