"""What the tools wrote: the one rule behind every --out and --force of rag-gen and rag-eval.

An output folder is recognised by what is in it, never by its name:

- a corpus: corpus.json that loads and records `generator.tool` rag-gen, and nothing else
  besides its documents and its card (README.md);
- a suite: suite.json that loads, its card, and its households, each such a corpus;
- an export: `rag-export.json` (written last by `rag-gen export` and `rag-eval export`) and
  the files it lists;
- a run folder: any of a run's record files (`RUN_RECORD`) or its store, stores or households;
- a page folder (`rag-eval compare --out`): nothing but its page (`check_page_out`).

`check_out` applies the rule before any work: `--out` may be absent or an empty folder; it is
never an input (the corpus, the run, the store), inside one, or a folder holding one; an
existing corpus, suite or export is replaced only with `--force` and only when it is one the
tools wrote; a run folder takes a new run's record (`clear_run_record` removes the old one
first, so a run folder never mixes two runs). Everything else is refused in one line.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Literal, NamedTuple

from harness.contract.manifest import MANIFEST_NAME, load_manifest
from harness.contract.suite import SUITE_NAME, load_suite
from harness.runtime.errors import ManifestError, RagError
from harness.runtime.fsutil import atomic_write_text, dumps_json, ensure_parent, replace_folder, temp_sibling
from harness.runtime.jsonread import read_json

EXPORT_MARKER = "rag-export.json"
CARD_NAME = "README.md"
RUN_RECORD = ("answers.jsonl", "probe.json", "scorecard.json", "scorecard.md", "junit.xml", "report.html")
RUN_FOLDERS = ("store", "stores", "households")
TOOLS = ("rag-gen ", "rag-eval ")

Kind = Literal["corpus", "suite", "export", "run"]
WHAT: dict[str, str] = {"corpus": "a corpus rag-gen wrote", "suite": "a suite rag-gen wrote",
                        "export": "an export rag-gen or rag-eval wrote"}


class OutputError(RagError):
    """An output folder the command may not write: an input, or something it did not write."""


class Input(NamedTuple):
    """A folder a command reads: `--out` is never it nor inside it, and holds it only when `may_hold`
    (a run folder may hold the store the run reuses)."""

    what: str
    path: Path
    may_hold: bool = False


def _listing(names: Sequence[str]) -> str:
    return ", ".join(names[:3]) + (", ..." if len(names) > 3 else "")


def _others(folder: Path, ours: Iterable[str]) -> list[str]:
    known = set(ours)
    return sorted(p.name for p in folder.iterdir() if p.name not in known)


def corpus_problem(folder: Path) -> str | None:
    """Why `folder` is not a corpus rag-gen wrote (None when it is one)."""
    if not (folder / MANIFEST_NAME).is_file():
        return f"no {MANIFEST_NAME}"
    try:
        manifest = load_manifest(folder)
    except ManifestError:
        return f"its {MANIFEST_NAME} does not load"
    if not (manifest.generator or {}).get("tool", "").startswith("rag-gen "):
        return f"its {MANIFEST_NAME} was not written by rag-gen"
    others = _others(folder, {MANIFEST_NAME, CARD_NAME} | {d.file.split("/")[0] for d in manifest.documents or []})
    return f"it also holds {_listing(others)}" if others else None


def suite_problem(folder: Path) -> str | None:
    """Why `folder` is not a suite rag-gen wrote (None when it is one)."""
    if not (folder / SUITE_NAME).is_file():
        return f"no {SUITE_NAME}"
    try:
        suite = load_suite(folder)
    except ManifestError:
        return f"its {SUITE_NAME} does not load"
    names = [c.name for c in suite.corpora]
    others = _others(folder, {SUITE_NAME, CARD_NAME, *names})
    if others:
        return f"it also holds {_listing(others)}"
    for name in names:
        problem = corpus_problem(folder / name) if (folder / name).is_dir() else "missing"
        if problem:
            return f"{name}: {problem}"
    return None


def export_problem(folder: Path) -> str | None:
    """Why `folder` is not an export the tools wrote (None when it is one)."""
    if not (folder / EXPORT_MARKER).is_file():
        return f"no {EXPORT_MARKER}"
    try:
        marker = read_json(folder / EXPORT_MARKER, OutputError)
    except OutputError:
        return f"its {EXPORT_MARKER} does not load"
    files = marker.get("files") if isinstance(marker, dict) else None
    tool = marker.get("tool") if isinstance(marker, dict) else None
    if not (isinstance(tool, str) and tool.startswith(TOOLS) and isinstance(files, list)
            and all(isinstance(f, str) for f in files)):
        return f"its {EXPORT_MARKER} was not written by rag-gen or rag-eval"
    others = _others(folder, {EXPORT_MARKER, *files})
    return f"it also holds {_listing(others)}" if others else None


PROBLEMS = {"corpus": corpus_problem, "suite": suite_problem, "export": export_problem}


def is_run_folder(folder: Path) -> bool:
    return any((folder / name).exists() for name in (*RUN_RECORD, *RUN_FOLDERS))


def check_apart(out: Path, inputs: Sequence[Input], option: str = "--out",
                error: type[RagError] = OutputError) -> None:
    """`out` is none of `inputs`, not inside one, and holds one only when that input allows it."""
    here = Path(out).resolve()
    for what, path, may_hold in inputs:
        there = Path(path).resolve()
        if here == there:
            raise error(f"{option} {out} is the {what} itself: choose another folder")
        if there in here.parents:
            raise error(f"{option} {out} is inside the {what} {path}: choose a folder outside it")
        if here in there.parents and not may_hold:
            raise error(f"{option} {out} holds the {what} {path}: choose another folder")


def check_out(out: Path, kind: Kind, *, force: bool = False, inputs: Sequence[Input] = (),
              option: str = "--out", error: type[RagError] = OutputError) -> None:
    """Refuse, in one line and before any work, an `out` this command may not write (module doc)."""
    out = Path(out)
    check_apart(out, inputs, option, error)
    if not out.exists() and not out.is_symlink():
        return
    if not out.is_dir():
        raise error(f"{option} {out} is a file, not a folder")
    if not any(out.iterdir()):
        return  # an empty folder: nothing to lose
    if kind == "run":
        if not is_run_folder(out):
            raise error(f"{option} {out} is not a run folder (it holds {_listing(_others(out, ()))}): "
                        "choose a new or empty folder")
        return
    if not force:
        raise error(f"{out} already exists (use --force to replace it)")
    problem = PROBLEMS[kind](out)
    if problem:
        raise error(f"{option} {out} is not {WHAT[kind]} ({problem}): --force replaces only that, "
                    "never other files")


def check_page_out(out: Path, page: str, inputs: Sequence[Input] = (), option: str = "--out") -> None:
    """A folder that takes one page (`rag-eval compare --out`'s compare.html): absent, empty, or
    holding only that page (replaced); never an input, inside one or holding one."""
    out = Path(out)
    check_apart(out, inputs, option)
    if out.exists() and not out.is_dir():
        raise OutputError(f"{option} {out} is a file: give a folder")
    others = _others(out, {page}) if out.is_dir() else []
    if others:
        raise OutputError(f"{option} {out} holds {_listing(others)}: give a new or empty folder, or one "
                          f"holding only {page}")


def clear_run_record(run_dir: Path, keep: Iterable[str] = ()) -> None:
    """Remove a run folder's old record (`RUN_RECORD`, less `keep`) before a new one is written:
    a run folder holds one run's record, never a mix of two."""
    kept = set(keep)
    for name in RUN_RECORD:
        if name not in kept:
            (Path(run_dir) / name).unlink(missing_ok=True)


def write_export_marker(folder: Path, tool: str, fmt: str) -> None:
    """The last file of an export: which tool wrote it, in which format, and the files it holds."""
    files = sorted(p.name for p in Path(folder).iterdir() if p.name != EXPORT_MARKER)
    atomic_write_text(Path(folder) / EXPORT_MARKER, dumps_json({"tool": tool, "format": fmt, "files": files}))


def write_export(out: Path, tool: str, fmt: str, fill: Callable[[Path], None]) -> None:
    """An export, all or nothing: `fill` writes its files into a temporary sibling of `out`, the
    marker is written last, and the folder replaces `out` (after `check_out`) only when whole."""
    ensure_parent(out)
    tmp = temp_sibling(out)
    try:
        fill(tmp)
        write_export_marker(tmp, tool, fmt)
        replace_folder(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
