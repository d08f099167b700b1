"""The one rule for every --out and --force (harness/contract/outputs.py), on hand-made folders.

Before: `rag-gen --force`, `rag-gen suite --force` and `rag-gen export --force` replaced any folder
(a folder of photos, the corpus itself, the corpus's parent); `rag-eval run --out CORPUS` wrote
its record into the corpus folder.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.contract.outputs import (
    EXPORT_MARKER,
    Input,
    OutputError,
    check_out,
    clear_run_record,
    write_export,
    write_export_marker,
)
from harness.contract.suite import SUITE_NAME

MANIFEST = {
    "name": "seed-1", "description": "a corpus rag-gen wrote",
    "questions": [{"id": "lookup-001", "question": "Box 1?", "category": "lookup", "mustContainAny": ["1"]}],
    "documents": [{"file": "w2.pdf"}, {"file": "scans/w2.png"}],
    "generator": {"seed": "1", "tool": "rag-gen 0.1.0"},
}


def corpus(folder: Path, tool: str = "rag-gen 0.1.0") -> Path:
    (folder / "scans").mkdir(parents=True)
    (folder / "w2.pdf").write_bytes(b"%PDF")
    (folder / "scans" / "w2.png").write_bytes(b"png")
    (folder / "README.md").write_text("card")
    (folder / "corpus.json").write_text(json.dumps({**MANIFEST, "generator": {"tool": tool}}))
    return folder


def suite(folder: Path) -> Path:
    corpus(folder / "seed-1")
    (folder / "README.md").write_text("card")
    (folder / SUITE_NAME).write_text(json.dumps({
        "name": "seeds-1-1", "description": "d", "seeds": [1], "size": "small", "generator": {},
        "corpora": [{"name": "seed-1", "seed": 1, "corpusSha256": "0" * 64}]}))
    return folder


def refusal(out: Path, kind: str, **kw: object) -> str:
    with pytest.raises(OutputError) as exc:
        check_out(out, kind, **kw)  # type: ignore[arg-type]
    return str(exc.value)


def test_absent_and_empty_folders_are_taken(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    for kind in ("corpus", "suite", "export", "run"):
        check_out(tmp_path / "new", kind)  # type: ignore[arg-type]
        check_out(tmp_path / "empty", kind)  # type: ignore[arg-type]


def test_a_file_and_an_existing_folder_without_force_are_refused(tmp_path: Path) -> None:
    (tmp_path / "f").write_text("x")
    assert refusal(tmp_path / "f", "corpus", force=True) == f"--out {tmp_path / 'f'} is a file, not a folder"
    corpus(tmp_path / "c")
    assert refusal(tmp_path / "c", "corpus") == f"{tmp_path / 'c'} already exists (use --force to replace it)"


def test_force_replaces_only_a_corpus_rag_gen_wrote(tmp_path: Path) -> None:
    check_out(corpus(tmp_path / "c"), "corpus", force=True)
    photos = tmp_path / "photos"
    photos.mkdir()
    (photos / "holiday.jpg").write_bytes(b"jpg")
    assert refusal(photos, "corpus", force=True) == (
        f"--out {photos} is not a corpus rag-gen wrote (no corpus.json): --force replaces only that, never other files")
    (tmp_path / "c" / "notes.txt").write_text("mine")
    assert refusal(tmp_path / "c", "corpus", force=True) == (
        f"--out {tmp_path / 'c'} is not a corpus rag-gen wrote (it also holds notes.txt): --force replaces only "
        "that, never other files")
    hand = corpus(tmp_path / "hand", tool="my-script")
    assert refusal(hand, "corpus", force=True) == (
        f"--out {hand} is not a corpus rag-gen wrote (its corpus.json was not written by rag-gen): --force "
        "replaces only that, never other files")
    (hand / "corpus.json").write_text("{")
    assert refusal(hand, "corpus", force=True) == (
        f"--out {hand} is not a corpus rag-gen wrote (its corpus.json does not load): --force replaces only "
        "that, never other files")


def test_force_replaces_only_a_suite_rag_gen_wrote(tmp_path: Path) -> None:
    check_out(suite(tmp_path / "s"), "suite", force=True)
    (tmp_path / "s" / "seed-1" / "store").mkdir()
    assert refusal(tmp_path / "s", "suite", force=True) == (
        f"--out {tmp_path / 's'} is not a suite rag-gen wrote (seed-1: it also holds store): --force replaces "
        "only that, never other files")
    assert refusal(corpus(tmp_path / "c"), "suite", force=True) == (
        f"--out {tmp_path / 'c'} is not a suite rag-gen wrote (no suite.json): --force replaces only that, "
        "never other files")


def test_force_replaces_only_an_export_with_its_marker(tmp_path: Path) -> None:
    out = tmp_path / "x"
    out.mkdir()
    (out / "testset.jsonl").write_text("{}\n")
    assert refusal(out, "export", force=True) == (
        f"--out {out} is not an export rag-gen or rag-eval wrote (no {EXPORT_MARKER}): --force replaces only "
        "that, never other files")
    write_export_marker(out, "rag-gen 0.1.0", "jsonl")
    assert json.loads((out / EXPORT_MARKER).read_text()) == {"files": ["testset.jsonl"], "format": "jsonl",
                                                             "tool": "rag-gen 0.1.0"}
    check_out(out, "export", force=True)
    (out / "mine.txt").write_text("mine")
    assert refusal(out, "export", force=True) == (
        f"--out {out} is not an export rag-gen or rag-eval wrote (it also holds mine.txt): --force replaces "
        "only that, never other files")


def test_an_input_is_never_the_output_nor_inside_nor_around_it(tmp_path: Path) -> None:
    c = corpus(tmp_path / "p" / "c")
    inputs = [Input("corpus", c)]
    assert refusal(c, "export", force=True, inputs=inputs) == f"--out {c} is the corpus itself: choose another folder"
    assert refusal(tmp_path / "p", "export", force=True, inputs=inputs) == (
        f"--out {tmp_path / 'p'} holds the corpus {c}: choose another folder")
    assert refusal(c / "run", "run", inputs=inputs) == (
        f"--out {c / 'run'} is inside the corpus {c}: choose a folder outside it")
    run = tmp_path / "run"
    check_out(run, "run", inputs=[Input("store", run / "store", may_hold=True)])  # a run folder holds its store
    assert refusal(run / "store", "run", inputs=[Input("store", run / "store", may_hold=True)]) == (
        f"--out {run / 'store'} is the store itself: choose another folder")


def test_a_run_goes_into_a_run_folder_only(tmp_path: Path) -> None:
    run = tmp_path / "run"
    run.mkdir()
    (run / "scorecard.json").write_text("{}")
    check_out(run, "run")
    mine = tmp_path / "mine"
    mine.mkdir()
    for name in ("a.txt", "b.txt", "c.txt", "d.txt"):
        (mine / name).write_text(name)
    assert refusal(mine, "run") == (f"--out {mine} is not a run folder (it holds a.txt, b.txt, c.txt, ...): "
                                    "choose a new or empty folder")


def test_a_run_record_is_cleared_as_a_set(tmp_path: Path) -> None:
    for name in ("answers.jsonl", "probe.json", "scorecard.json", "scorecard.md", "junit.xml", "report.html",
                 "notes.txt"):
        (tmp_path / name).write_text(name)
    (tmp_path / "store").mkdir()
    clear_run_record(tmp_path, keep=["answers.jsonl"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["answers.jsonl", "notes.txt", "store"]


def test_an_export_replaces_out_whole_or_not_at_all(tmp_path: Path) -> None:
    out = tmp_path / "x"
    write_export(out, "rag-gen 0.1.0", "jsonl", lambda tmp: (tmp / "testset.jsonl").write_text("{}\n"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x"]
    assert json.loads((out / EXPORT_MARKER).read_text()) == {"files": ["testset.jsonl"], "format": "jsonl",
                                                             "tool": "rag-gen 0.1.0"}

    def half(tmp: Path) -> None:
        (tmp / "goldens.json").write_text("[")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_export(out, "rag-eval 0.1.0", "deepeval", half)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x"]  # no temporary sibling left
    assert sorted(p.name for p in out.iterdir()) == [EXPORT_MARKER, "testset.jsonl"]
