"""Small file-system helpers: atomic writes, paths confined to a folder."""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any

from harness.runtime.errors import RagError

FILE_MODE = 0o644


class FolderError(RagError):
    """A folder we must write into is a file, or cannot be created."""


def ensure_folder(path: Path, what: str = "--out") -> bool:
    """Create the folder `path` (and its parents) unless it is one already; True when created.

    FolderError, naming `what` (the option that chose the folder), when `path` is a file or
    cannot be created, so a bad output path fails in one line before any work starts."""
    path = Path(path)
    try:  # a name too long for the file system fails here already (ENAMETOOLONG)
        if path.is_dir():
            return False
        taken = path.exists() or path.is_symlink()
    except OSError as exc:
        raise FolderError(f"{what} {path}: cannot create the folder: {exc.strerror or exc}") from None
    if taken:
        raise FolderError(f"{what} {path} is a file, not a folder")
    try:
        path.mkdir(parents=True)
    except FileExistsError:
        if path.is_dir():  # made by someone else meanwhile
            return False
        raise FolderError(f"{what} {path}: cannot create the folder: a part of the path is a file") from None
    except OSError as exc:
        raise FolderError(f"{what} {path}: cannot create the folder: {exc.strerror or exc}") from None
    return True


def ensure_parent(path: Path, what: str = "--out") -> None:
    """Create the folder that will hold `path`; FolderError naming `what` and `path` when it cannot be."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        reason = "a part of the path is a file" if isinstance(exc, FileExistsError) else exc.strerror or exc
        raise FolderError(f"{what} {path}: cannot create the folder {path.parent}: {reason}") from None


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write to a temporary file beside `path` (`.<name>.<pid>.*.tmp`), then `os.replace` it into
    place; the temporary files of `path` a killed process left are removed first."""
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_file_temps(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, FILE_MODE)  # mkstemp makes files private; ours are ordinary files
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_stale_file_temps(path: Path) -> list[Path]:
    """Remove the temporary files of `path` (`.<name>.<pid>.*.tmp`, made by `atomic_write_bytes`)
    whose process is gone; one of a live process, or without a pid in its name, stays."""
    removed = list[Path]()
    prefix = f".{path.name}."
    for entry in sorted(path.parent.glob(f"{glob.escape(prefix)}*.tmp")):
        pid, _, rest = entry.name[len(prefix):].partition(".")
        if rest and _stale(pid):
            entry.unlink(missing_ok=True)
            removed.append(entry)
    return removed


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def dumps_json(obj: Any) -> str:
    """The project's one JSON shape: sorted keys, two-space indent, trailing newline."""
    return json.dumps(obj, sort_keys=True, indent=2, ensure_ascii=False) + "\n"


def write_json(path: Path, obj: Any) -> None:
    atomic_write_text(path, dumps_json(obj))


def lexical_path_problem(rel: str) -> str | None:
    """Why `rel` cannot name a file inside a corpus folder, judged on the text alone."""
    if rel == "":
        return "path is empty"
    if "\x00" in rel:
        return f"path contains a NUL byte: {rel!r}"
    if rel.startswith(("/", "\\")) or (len(rel) > 1 and rel[1] == ":"):
        return f"path must be relative to the corpus folder: {rel}"
    parts = rel.replace("\\", "/").split("/")
    if ".." in parts:
        return f"path escapes the corpus folder: {rel}"
    return None


def resolve_inside(root: Path, rel: str) -> Path:
    """Resolve `rel` under `root`; raise ValueError when it (or a symlink on the way) leaves it."""
    problem = lexical_path_problem(rel)
    if problem:
        raise ValueError(problem)
    root_real = root.resolve()
    try:
        target = (root / rel).resolve()
    except (RuntimeError, OSError):  # a symlink loop: it resolves to nothing, so it leads nowhere outside;
        return root / rel  # opening it fails (ELOOP), which is that one document's error
    if target != root_real and root_real not in target.parents:
        raise ValueError(f"symlink points outside the corpus folder: {rel} -> {target}")
    return target


def sha256_file(path: Path) -> str:
    """The SHA-256 of a file's bytes, read in 1 MiB blocks."""
    import hashlib

    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def exchange(a: Path, b: Path) -> bool:
    """Swap two existing paths in one atomic step (Linux renameat2 RENAME_EXCHANGE): at every
    instant each name holds one of the two whole folders. False when the platform or the file
    system cannot (the caller falls back to two renames); OSError for any other failure."""
    import ctypes
    import errno

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(code, os.strerror(code), str(b))


TEMP_PREFIX = ".tmp-"


def _temp_pattern(out: Path) -> re.Pattern[str]:
    # `.tmp-<name>-<pid>-<mkdtemp's suffix>`; the suffix never holds a "-", so the name is unambiguous
    return re.compile(rf"{re.escape(TEMP_PREFIX + out.name)}-(\d+)-[a-z0-9_]+")


def _stale(pid: str) -> bool:
    """Whether a temporary file or folder named with `pid` belongs to a process that is gone (never
    this one; a process of another user, PermissionError, is alive)."""
    if not pid.isdigit() or int(pid) == os.getpid():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def remove_stale_temps(out: Path) -> list[Path]:
    """Remove the temporary siblings of `out` (`.tmp-<name>-<pid>-*`, made by `temp_sibling`) whose
    process is gone (a SIGKILL, a power cut); they are ours by their name and stale by their dead pid.
    A temporary folder of a live process, or one whose name does not carry a pid, stays."""
    pattern, removed = _temp_pattern(out), list[Path]()
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.is_dir():
        return removed
    for entry in sorted(parent.iterdir()):
        match = pattern.fullmatch(entry.name)
        if match and _stale(match.group(1)):
            shutil.rmtree(entry, ignore_errors=True)
            removed.append(entry)
    return removed


def temp_sibling(out: Path, mode: int = 0o755) -> Path:
    """A new temporary folder beside `out` to build it in (`.tmp-<name>-<pid>-*`): stale ones left by
    a killed process are removed first (`remove_stale_temps`); the folder gets `mode` (mkdtemp makes
    it private; what is built in it is an ordinary folder)."""
    remove_stale_temps(out)
    try:
        tmp = Path(tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}{out.name}-{os.getpid()}-", dir=out.parent))
    except OSError as exc:  # /proc, /sys, a read-only or full file system: one line, not a traceback
        raise FolderError(f"--out {out}: cannot create a folder beside it: {exc.strerror}") from None
    os.chmod(tmp, mode)
    return tmp


def replace_folder(tmp: Path, out: Path) -> None:
    """Put the finished folder `tmp` at `out`, replacing what is there: one atomic exchange
    where the system can (`exchange`), so `out` is always whole, old or new; elsewhere the old
    folder is removed first. (The corpus writer keeps its own variant, which can restore an
    old corpus after a crash.)"""
    if not out.exists():
        os.rename(tmp, out)
    elif exchange(tmp, out):
        shutil.rmtree(tmp, ignore_errors=True)  # tmp now holds the old folder
    else:
        shutil.rmtree(out)
        os.rename(tmp, out)
