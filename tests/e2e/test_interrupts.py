"""Interrupts and crashes, with real processes and real signals.

Before: SIGTERM during `rag-gen` left its `.tmp-*` folder (only SIGINT cleaned up); a crash
between the two renames of `rag-gen --force` left nothing at the target; SIGKILL of
`rag-eval ingest --workers 2` left both spawned workers and the resource tracker running
(adopted by init); the `.tmp-*` folder of a SIGKILLed `rag-gen` stayed forever.
"""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from generator.corpus.writer import Settings, write_corpus
from tests.support.clirunner import invoke
from tests.support.ingest_helpers import W2_LINES, page_image, png_bytes
from tests.support.ingest_helpers import write_corpus as write_test_corpus
from tests.support.paths import REPO as ROOT

pytestmark = pytest.mark.xdist_group("interrupts")
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


def _wait_for(predicate, what: str, seconds: float = 60) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


def _tree(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _temps(parent: Path) -> list[str]:
    return sorted(p.name for p in parent.iterdir() if p.name.startswith(".tmp-"))


# rag-gen that holds still after writing its first document, so that a signal sent once the
# document is seen always lands mid-generation. Before: the test raced the real generator (55
# documents in about 0.5 s) and lost once on a busy CI machine (exit 0 instead of 143).
_HOLD = """
import sys, time
import generator.corpus.writer as writer
from generator.cli import main
real_write = writer.atomic_write_bytes
def write(path, data):
    real_write(path, data)
    time.sleep(120)  # interrupted by the test's signal long before it ends
writer.atomic_write_bytes = write
main(sys.argv[1:])
"""


def _held_rag_gen(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", _HOLD, *args], env=ENV, cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.mark.parametrize("force", [False, True])
def test_sigterm_during_generation_cleans_up_like_ctrl_c(tmp_path: Path, force: bool) -> None:
    out = tmp_path / "corpus"
    if force:
        write_corpus(Settings(1, 2025, "small", scan_ratio=0.0), out)
    before = _tree(out) if force else None
    args = ["--seed", "2", "--size", "small", "--scan-ratio", "0", "--out", str(out), "--quiet"]
    proc = _held_rag_gen(*args, *(["--force"] if force else []))
    try:
        _wait_for(lambda: any(_temps(tmp_path)) and any((tmp_path / _temps(tmp_path)[0]).rglob("*.pdf")),
                  "the first rendered document")
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
        proc.wait()
    assert (proc.returncode, err) == (143, "Terminated.\n")
    assert _temps(tmp_path) == []
    assert (_tree(out) if force else out.exists()) == (before if force else False)


def test_the_next_run_removes_the_temporary_folder_a_killed_run_left(tmp_path: Path) -> None:
    """Before: after SIGKILL the `.tmp-corpus-*` folder stayed beside the target forever."""
    out = tmp_path / "corpus"
    proc = _held_rag_gen("--seed", "2", "--size", "small", "--scan-ratio", "0", "--out", str(out), "--quiet")
    try:
        _wait_for(lambda: any(_temps(tmp_path)) and any((tmp_path / _temps(tmp_path)[0]).rglob("*.pdf")),
                  "the first rendered document")
        proc.kill()
        proc.wait()
    finally:
        proc.kill()
        proc.wait()
    (left,) = _temps(tmp_path)
    assert left.startswith(f".tmp-corpus-{proc.pid}-") and not out.exists()
    r = invoke(rag_gen, "--seed", "2", "--size", "small", "--scan-ratio", "0", "--out", str(out), "--quiet")
    assert (r.code, r.err) == (0, "")
    assert _temps(tmp_path) == [] and (out / "corpus.json").is_file()


_CRASH = """
import os, signal, sys
import generator.corpus.writer as writer
from generator.cli import main
mode = sys.argv[1]
real_rename, real_exchange = os.rename, getattr(writer, "exchange", None)
calls = []
def rename(a, b):
    calls.append(a)
    if len(calls) == 2:  # between moving the old corpus aside and moving the new one in
        os.kill(os.getpid(), signal.SIGKILL)
    return real_rename(a, b)
def exchange(a, b):
    if mode == "two-renames":
        return False  # as on a system without renameat2
    real_exchange(a, b)
    os.kill(os.getpid(), signal.SIGKILL)  # right after the swap, before the old corpus is deleted
os.rename = rename
writer.exchange = exchange
main(sys.argv[2:])
"""


@pytest.mark.parametrize("mode", ["exchange", "two-renames"])
def test_a_crash_during_the_forced_swap_never_loses_the_corpus(tmp_path: Path, mode: str) -> None:
    out = tmp_path / "corpus"
    write_corpus(Settings(1, 2025, "small", scan_ratio=0.0), out)
    old = _tree(out)
    proc = subprocess.run([sys.executable, "-c", _CRASH, mode, "--seed", "2", "--size", "small",
                           "--scan-ratio", "0", "--out", str(out), "--force", "--quiet"],
                          env=ENV, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == -signal.SIGKILL
    if mode == "exchange":  # one atomic step: the target is the whole new corpus at once
        new = _tree(out)
        assert new != old and "corpus.json" in new
        (parked,) = _temps(tmp_path)  # the old corpus is where the crash left it, whole
        assert _tree(tmp_path / parked) == old
    else:  # the crash left the old corpus aside, and the next run for the target puts it back
        assert not out.exists()
        r = invoke(rag_gen, "--seed", "3", "--size", "small", "--out", str(out), "--quiet")
        assert (r.code, r.err) == (1, f"Error: {out} already exists (use --force to replace it)\n")
        assert _tree(out) == old
        assert [t for t in _temps(tmp_path) if "-old-" in t] == []


def _children(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_workers_exit_when_the_ingest_is_killed(tmp_path: Path) -> None:
    files = {f"scan-{i}.png": png_bytes(page_image(W2_LINES)) for i in range(12)}
    corpus = write_test_corpus(tmp_path / "corpus", files)
    proc = subprocess.Popen([sys.executable, "-m", "harness.cli", "ingest", str(corpus), "--store",
                             str(tmp_path / "store"), "--workers", "2", "--quiet", "--skip", "embed"],
                            env=ENV, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    children: set[int] = set()
    try:
        # two OCR workers and the resource tracker, all started by the driver
        _wait_for(lambda: len(_children(proc.pid)) >= 3, "the workers to start")
        children = _children(proc.pid)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        _wait_for(lambda: not any(_alive(c) for c in children), "the workers to exit", seconds=20)
    finally:
        proc.kill()
        proc.wait()
        for child in children:  # whatever the test's outcome, leave no orphans behind
            if _alive(child):
                os.kill(child, signal.SIGKILL)
