"""The corpus writer is all or nothing: a failed or interrupted run leaves no partial corpus."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from generator.corpus.writer import CorpusExistsError, Settings, write_corpus

SMALL = Settings(42, 2025, "small", scan_ratio=0.0)  # the writer's mechanics; scans do not matter here


class Injected(Exception):
    pass


def fail_at(n: int, exc: BaseException):  # type: ignore[no-untyped-def]
    def progress(done: int, total: int, file: str) -> None:
        if done == n:
            raise exc
    return progress


def tree(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("exc", [Injected("boom"), KeyboardInterrupt()])
def test_failure_midway_leaves_nothing(tmp_path: Path, workers: int, exc: BaseException) -> None:
    out = tmp_path / "seed-42"
    with pytest.raises(type(exc)):
        write_corpus(SMALL, out, workers=workers, progress=fail_at(5, exc))
    assert list(tmp_path.iterdir()) == []


def test_failure_with_force_keeps_the_old_corpus(tmp_path: Path) -> None:
    out = tmp_path / "seed-42"
    write_corpus(SMALL, out)
    before = tree(out)
    with pytest.raises(Injected):
        write_corpus(Settings(43, 2025, "small", scan_ratio=0.0), out, force=True, progress=fail_at(3, Injected("x")))
    assert tree(out) == before
    assert [p.name for p in tmp_path.iterdir()] == ["seed-42"]


def test_force_replaces_and_refusal_keeps(tmp_path: Path) -> None:
    """Before: `--force` replaced a folder of the user's files (no corpus.json) with a corpus."""
    out = tmp_path / "c"
    out.mkdir()
    (out / "old.txt").write_text("old")
    with pytest.raises(CorpusExistsError) as exc:
        write_corpus(SMALL, out)
    assert str(exc.value) == f"{out} already exists (use --force to replace it)"
    with pytest.raises(CorpusExistsError) as exc:
        write_corpus(SMALL, out, force=True)
    assert str(exc.value) == (f"--out {out} is not a corpus rag-gen wrote (no corpus.json): --force replaces only "
                              "that, never other files")
    assert tree(out) == {"old.txt": hashlib.sha256(b"old").hexdigest()}
    (out / "old.txt").unlink()
    write_corpus(Settings(43, 2025, "small", scan_ratio=0.0), out)
    manifest = write_corpus(SMALL, out, force=True)
    files = tree(out)
    assert {d.file for d in manifest.documents or []} | {"corpus.json", "README.md"} == set(files)
    assert [p.name for p in tmp_path.iterdir()] == ["c"]


def test_a_file_in_the_way_is_refused(tmp_path: Path) -> None:
    target = tmp_path / "f"
    target.write_text("x")
    with pytest.raises(CorpusExistsError) as exc:
        write_corpus(SMALL, target, force=True)
    assert str(exc.value) == f"--out {target} is a file, not a folder"


def test_replace_folder_puts_a_whole_folder_in_place(tmp_path: Path) -> None:
    from harness.runtime.fsutil import replace_folder

    out, new = tmp_path / "out", tmp_path / ".new"
    new.mkdir()
    (new / "a.txt").write_text("first")
    replace_folder(new, out)  # nothing there yet: a rename
    assert (sorted(p.name for p in tmp_path.iterdir()), (out / "a.txt").read_text()) == (["out"], "first")
    new.mkdir()
    (new / "b.txt").write_text("second")
    replace_folder(new, out)  # an existing folder: exchanged, the old one removed
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
    assert sorted(p.name for p in out.iterdir()) == ["b.txt"]
