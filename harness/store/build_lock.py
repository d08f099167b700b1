"""The build lock of a store folder: one builder at a time.

A builder holds an OS file lock (`flock`) on `<store>/.build.lock` for the whole build and
removes the file when it is done. The kernel releases the lock however the process ends (an
error, Ctrl-C, SIGKILL, a crash), so a lock is never stale: after a crash the file stays
behind, unlocked, and the next builder takes it. The holder writes its pid into the file,
so a second builder can say who holds it; it fails at once instead of waiting.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from harness.store.marker import StoreError

LOCK_NAME = ".build.lock"


class StoreBusyError(StoreError):
    """Another process is building the same store folder."""


def _holder(fd: int) -> str:
    os.lseek(fd, 0, os.SEEK_SET)
    text = os.read(fd, 32).decode("ascii", "replace").strip()
    return text if text.isdigit() else "unknown"


@contextmanager
def build_lock(store_dir: Path) -> Iterator[None]:
    """Hold the build lock of the existing folder `store_dir`; StoreBusyError when another process does."""
    path = Path(store_dir) / LOCK_NAME
    fd = _acquire(path, store_dir)
    try:
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
        yield
    finally:
        path.unlink(missing_ok=True)  # while still locked: nobody can take the file we remove
        os.close(fd)  # closing the descriptor releases the lock


def _acquire(path: Path, store_dir: Path) -> int:
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = _holder(fd)
            os.close(fd)
            raise StoreBusyError(f"{store_dir} is being built by another process (pid {holder})") from None
        try:
            same = os.fstat(fd).st_ino == os.stat(path).st_ino
        except FileNotFoundError:
            same = False
        if same:
            return fd
        os.close(fd)  # we locked a file its holder removed on release: take the current one
