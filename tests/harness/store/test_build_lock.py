"""A store folder has one builder at a time, readers check the database against its marker,
and a rebuild replaces an old store only once it is complete (a second builder against a
running one: tests/e2e/test_store_lock.py).

Before: a second `rag-eval ingest` into the same folder deleted the first one's database
(`FileNotFoundError` traceback) and the survivor wrote a marker that did not match
store.sqlite, which `rag-eval probe` accepted; a killed rebuild left no store at all.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.cli import main as rag_eval
from harness.ingest import IngestConfig, ingest
from harness.store.database import open_store
from harness.store.marker import StoreError
from tests.support.clirunner import invoke
from tests.support.ingest_helpers import W2_LINES, page_image, pdf_bytes, png_bytes, write_corpus
from tests.support.paths import REPO as ROOT

pytestmark = pytest.mark.xdist_group("store-lock")
LOCK_NAME = ".build.lock"


def _corpus(folder: Path, scans: int = 0) -> Path:
    files = {"w2.pdf": pdf_bytes([W2_LINES]), "notes.txt": b"Household notes: nothing to see.\n"}
    files.update({f"scan-{i}.png": png_bytes(page_image(W2_LINES)) for i in range(scans)})
    return write_corpus(folder, files, name="lock-test")


def _ingest_process(corpus: Path, store: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "harness.cli", "ingest", str(corpus), "--store", str(store),
                             "--quiet", "--skip", "embed"], env=env, cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _wait_for(predicate, what: str, seconds: float = 60) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


def test_the_lock_is_released_on_any_exit_and_a_crash_leaves_it_free(tmp_path: Path) -> None:
    from harness.store.build_lock import StoreBusyError, build_lock

    store = tmp_path / "store"
    store.mkdir()
    with pytest.raises(RuntimeError), build_lock(store):
        raise RuntimeError("the build failed")
    assert list(store.iterdir()) == []  # released and removed
    # a holder killed with SIGKILL cannot clean up: its lock file stays, and is free
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time; from pathlib import Path\n"
         "from harness.store.build_lock import build_lock\n"
         "with build_lock(Path(sys.argv[1])):\n    print('locked', flush=True); time.sleep(600)", str(store)],
        env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
        with pytest.raises(StoreBusyError) as exc, build_lock(store):
            pass
        assert str(exc.value) == f"{store} is being built by another process (pid {holder.pid})"
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    assert (store / LOCK_NAME).read_text() == f"{holder.pid}\n"  # stale file, no lock
    with build_lock(store):
        assert (store / LOCK_NAME).read_text() == f"{os.getpid()}\n"
    assert list(store.iterdir()) == []


def test_a_reader_refuses_a_database_that_does_not_match_its_marker(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus")
    store = tmp_path / "store"
    report = ingest(corpus, store, IngestConfig(skip=frozenset({"embed"})))
    recorded = report.marker.store
    with (store / "store.sqlite").open("ab") as fh:
        fh.write(b"\0")
    import hashlib

    now = hashlib.sha256((store / "store.sqlite").read_bytes()).hexdigest()
    message = (f"{store}: store.sqlite does not match its marker: marker.json records {recorded.bytes} bytes, "
               f"sha256 {recorded.sha256[:12]}; store.sqlite has {recorded.bytes + 1} bytes, "
               f"sha256 {now[:12]} (it changed after the marker was written: rebuild the store)")
    with pytest.raises(StoreError) as exc:
        open_store(store, corpus)
    assert str(exc.value) == message
    r = invoke(rag_eval, "probe", "--store", str(store), "--corpus", str(corpus))
    assert (r.code, r.err) == (1, f"Error: {message}\n")


def test_a_killed_rebuild_leaves_the_old_store_whole_and_usable(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus", scans=6)
    store = tmp_path / "store"
    ingest(corpus, store, IngestConfig(skip=frozenset({"embed", "ocr"})))
    before = {p.name: p.read_bytes() for p in store.iterdir()}
    rebuild = _ingest_process(corpus, store)
    try:
        _wait_for(lambda: (store / ".store.sqlite.building").exists(), "the rebuild to start writing")
        time.sleep(0.3)
    finally:
        rebuild.send_signal(signal.SIGKILL)
        rebuild.wait()
    assert {p.name: p.read_bytes() for p in store.iterdir() if p.name in before} == before
    with open_store(store, corpus) as s:
        assert len(s.documents()) == 8
    # the next build takes the folder (the killed one's lock is free) and replaces the store
    report = ingest(corpus, store, IngestConfig(skip=frozenset({"embed", "ocr", "harvest"})))
    assert report.marker.steps["harvest"].status == "skipped"
    assert sorted(p.name for p in store.iterdir()) == ["marker.json", "store.sqlite"]
