"""A second rag-eval ingest into a store being built fails at once, naming the first builder (real
processes)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.cli import main as rag_eval
from harness.store.database import open_store
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


def _locked_by(store: Path, pid: int) -> bool:
    try:
        return (store / LOCK_NAME).read_text().strip() == str(pid)
    except FileNotFoundError:
        return False


@pytest.mark.slow
def test_a_second_builder_fails_at_once_naming_the_first(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus", scans=6)  # OCR of six pages: seconds of building
    store = tmp_path / "store"
    first = _ingest_process(corpus, store)
    try:
        # the first ingest has started building (its lock, or on the old code its database)
        _wait_for(lambda: _locked_by(store, first.pid) or (store / ".store.sqlite.building").exists(),
                  "the first ingest to start")
        started = time.monotonic()
        r = invoke(rag_eval, "ingest", str(corpus), "--store", str(store), "--quiet", "--skip", "embed")
        assert time.monotonic() - started < 5
        assert (r.code, r.err) == (1, f"Error: {store} is being built by another process (pid {first.pid})\n")
        _, err = first.communicate(timeout=300)
    finally:
        first.kill()
        first.wait()
    assert (first.returncode, err) == (0, "skipped embed: --skip embed: no vectors, full-text search only\n")
    assert sorted(p.name for p in store.iterdir()) == ["marker.json", "store.sqlite"]
    with open_store(store, corpus) as s:  # the survivor's marker matches its database
        assert len(s.documents()) == 8
    r = invoke(rag_eval, "probe", "--store", str(store), "--corpus", str(corpus), "--out", str(tmp_path / "p"))
    assert r.code == 0, r.err
