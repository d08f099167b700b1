"""Tampered stores are refused in one line by every reader: probe and run (open_store), and the
exports (`rag-gen export --store`, through harness/contract/interop.py), all through
harness/contract/store_file.py.

Before: an edited markerVersion was accepted (exit 0) by probe, run and export; `rag-gen export
--store` read a store.sqlite with a flipped byte; a zero-byte, non-SQLite or table-less
store.sqlite whose marker was re-hashed to match gave a traceback (sqlite3.OperationalError:
no such table: fields; sqlite3.DatabaseError: file is not a database).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from harness.cli import main as rag_eval
from harness.contract.store_file import STORE_COLUMNS
from harness.ingest import IngestConfig, ingest
from harness.store.database import SCHEMA
from tests.support.clirunner import invoke
from tests.support.run_corpus import write_run_corpus

pytestmark = pytest.mark.xdist_group("store-file")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("tamper")
    write_run_corpus(root / "corpus")
    ingest(root / "corpus", root / "store", IngestConfig(skip=frozenset({"embed"})))
    return root


def rehash(store: Path) -> None:
    """Rewrite the marker's size and SHA-256 to match store.sqlite: the forger's second step."""
    marker = json.loads((store / "marker.json").read_text())
    data = (store / "store.sqlite").read_bytes()
    marker["store"].update(bytes=len(data), sha256=hashlib.sha256(data).hexdigest())
    (store / "marker.json").write_text(json.dumps(marker))


def sql(store: Path, statement: str) -> None:
    con = sqlite3.connect(store / "store.sqlite")
    con.execute(statement)
    con.commit()
    con.close()


def flip(store: Path) -> None:
    data = bytearray((store / "store.sqlite").read_bytes())
    data[30] ^= 0xFF  # the header's page count: SQLite finds the file malformed
    (store / "store.sqlite").write_bytes(bytes(data))


TAMPER = {
    "version": lambda s: (s / "marker.json").write_text((s / "marker.json").read_text().replace(
        '"markerVersion": 1', '"markerVersion": 7')),
    "droptable": lambda s: sql(s, "DROP TABLE fields"),
    "dropcolumn": lambda s: sql(s, "ALTER TABLE documents DROP COLUMN error"),
    "zero": lambda s: (s / "store.sqlite").write_bytes(b""),
    "notsqlite": lambda s: (s / "store.sqlite").write_text("hello, not a database\n"),
    "flip": flip,
}
PROBLEM = {
    "droptable": "has no table fields",
    "dropcolumn": "has no column error in table documents",
    "zero": "is empty (0 bytes)",
    "notsqlite": "is not a SQLite database",
    "flip": "is not a readable SQLite database (database disk image is malformed)",
}


def readers(built: Path, store: Path, tmp_path: Path) -> list[tuple[int, str]]:
    corpus = built / "corpus"
    results = [
        invoke(rag_eval, "probe", "--store", str(store), "--corpus", str(corpus), "--out", str(tmp_path / "p")),
        invoke(rag_eval, "run", str(corpus), "--store", str(store), "--pipeline", "extractive",
               "--out", str(tmp_path / "r"), "--limit", "1", "--quiet"),
        invoke(rag_gen, "export", str(corpus), "--store", str(store), "--format", "beir", "--out", str(tmp_path / "x")),
    ]
    return [(r.code, r.err) for r in results]


@pytest.mark.parametrize("tamper", sorted(TAMPER))
def test_every_reader_refuses_a_tampered_store_in_one_line(built: Path, tmp_path: Path, tamper: str) -> None:
    store = tmp_path / "store"
    shutil.copytree(built / "store", store)
    TAMPER[tamper](store)
    if tamper == "version":
        line = (f"Error: {store / 'marker.json'}: markerVersion 7 is not 1, the one this tool reads (rebuild the "
                "store)\n")
        assert readers(built, store, tmp_path) == [(1, line)] * 3
        return
    recorded = json.loads((store / "marker.json").read_text())["store"]
    data = (store / "store.sqlite").read_bytes()
    line = (f"Error: {store}: store.sqlite does not match its marker: marker.json records {recorded['bytes']} bytes, "
            f"sha256 {recorded['sha256'][:12]}; store.sqlite has {len(data)} bytes, sha256 "
            f"{hashlib.sha256(data).hexdigest()[:12]} (it changed after the marker was written: rebuild the store)\n")
    assert readers(built, store, tmp_path) == [(1, line)] * 3
    rehash(store)  # the marker rewritten to match: the file itself must still be a store's database
    line = f"Error: {store}: store.sqlite {PROBLEM[tamper]}: it is not a store rag-eval built (rebuild the store)\n"
    assert readers(built, store, tmp_path) == [(1, line)] * 3
    assert not any((tmp_path / name).exists() for name in ("p", "r", "x"))


def test_the_checked_columns_are_the_stores_schema(tmp_path: Path) -> None:
    con = sqlite3.connect(tmp_path / "s.sqlite")
    con.executescript(SCHEMA)
    tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table') AND sql NOT LIKE "
                                        "'CREATE TABLE ''chunks_fts_%' AND name NOT LIKE 'chunks_fts_%'")]
    columns = {t: tuple(r[1] for r in con.execute(f"PRAGMA table_info({t})")) for t in tables}
    assert columns == STORE_COLUMNS
