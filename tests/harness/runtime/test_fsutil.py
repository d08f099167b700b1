"""harness/runtime/fsutil.py: temporary siblings, ours by their name, stale by their dead pid;
ensure_folder, where a folder that cannot be made is one FolderError.

Before: a SIGKILLed `rag-gen`, `rag-gen export` or `rag-eval export` left its `.tmp-*` (or
`.<name>.*`) folder beside the target forever.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from harness.runtime.fsutil import FolderError, atomic_write_text, ensure_folder, remove_stale_temps, temp_sibling


def dead_pid() -> int:
    """The pid of a process that has exited (and been reaped)."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_a_temporary_folder_carries_its_pid_and_is_an_ordinary_folder(tmp_path: Path) -> None:
    tmp = temp_sibling(tmp_path / "c")
    assert tmp.parent == tmp_path and tmp.name.startswith(f".tmp-c-{os.getpid()}-")
    assert tmp.stat().st_mode & 0o777 == 0o755


def test_only_stale_temporary_folders_of_the_same_target_are_removed(tmp_path: Path) -> None:
    dead = dead_pid()
    names = [
        f".tmp-c-{dead}-abc_1",  # ours, its process gone: removed
        f".tmp-c-{os.getppid()}-abc",  # a live process's: stays
        f".tmp-c-{os.getpid()}-abc",  # this process's own: stays
        f".tmp-c-1-{dead}-abc",  # of the target `c-1`: stays
        ".tmp-c-old-abc",  # the corpus writer's parked old corpus: stays (it restores it)
        f".tmp-cc-{dead}-abc",  # another target: stays
        ".c.abc",  # no pid: not known to be ours, stays
    ]
    for name in names:
        (tmp_path / name).mkdir()
        (tmp_path / name / "f").write_text("x")
    assert remove_stale_temps(tmp_path / "c") == [tmp_path / names[0]]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names[1:])
    tmp = temp_sibling(tmp_path / "cc")  # making one removes the stale ones first
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*names[1:5], ".c.abc", tmp.name])


def test_a_name_too_long_for_the_file_system_is_a_folder_error(tmp_path: Path) -> None:
    # before: Path.is_dir() raised OSError ENAMETOOLONG: a traceback
    long = tmp_path / ("n" * 300)
    with pytest.raises(FolderError) as err:
        ensure_folder(long)
    assert str(err.value) == f"--out {long}: cannot create the folder: File name too long"


def test_a_temporary_folder_that_cannot_be_made_is_a_folder_error() -> None:
    # before: `rag-gen --out /proc/x` ended in mkdtemp's FileNotFoundError, a traceback
    with pytest.raises(FolderError) as err:
        temp_sibling(Path("/proc/x"))
    assert str(err.value) == "--out /proc/x: cannot create a folder beside it: No such file or directory"


def test_a_write_removes_the_temporary_files_a_killed_writer_left(tmp_path: Path) -> None:
    # before: `.scorecard.json.<random>.tmp` of a SIGKILLed run stayed in the run folder forever
    dead, live = dead_pid(), os.getpid()
    stale = tmp_path / f".scorecard.json.{dead}.ab_c1.tmp"
    mine = tmp_path / f".scorecard.json.{live}.zz9.tmp"  # this process's: not stale
    unknown = tmp_path / ".scorecard.json.k2d9x.tmp"  # no pid in its name (written before): not ours to judge
    other = tmp_path / f".probe.json.{dead}.ab_c1.tmp"  # another file's: removed when that file is written
    for f in (stale, mine, unknown, other):
        f.write_text("partial")
    atomic_write_text(tmp_path / "scorecard.json", "{}\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["scorecard.json", mine.name, unknown.name, other.name])
    assert (tmp_path / "scorecard.json").read_text() == "{}\n"
