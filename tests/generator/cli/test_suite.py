"""rag-gen suite's arguments (generator/cli/suite.py): bad ones are one-line usage errors and an
existing suite is refused, before anything is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from tests.support.clirunner import invoke


@pytest.mark.parametrize(("args", "message"), [
    (["--seeds", "9..3"], "--seeds: expected A..B with A <= B, got 9..3"),
    (["--seeds", "3-9"], "--seeds: expected A..B with A <= B, got 3-9"),
    (["--seeds", "-1..3"], "--seeds: expected A..B with A <= B, got -1..3"),
    # before: the range was built first (past 4 GB for 0..1000000000), and 5000 digits were a traceback
    (["--seeds", "0..1000000000"], "--seeds 0..1000000000 is 1000000001 households; a suite has at most 1000"),
    (["--seeds", "5..1005"], "--seeds 5..1005 is 1001 households; a suite has at most 1000"),
    (["--seeds", "1.." + "9" * 5000], "--seeds: expected A..B with A <= B, got 1.." + "9" * 54 + "..."),
    ([], "give a named suite (dev, test) or --seeds A..B"),
    (["dev", "--seeds", "1..2", "--size", "small"],
     "suite dev fixes its seeds, size and questions; drop --seeds, --size"),
    (["--seeds", "1..2", "--questions", "103"],
     "--questions 103 is more than the small household of seed 1 can yield: "
     "at most 102 with every category's share kept (crossdoc runs out first)"),
])
def test_bad_suite_arguments_are_one_line_errors(tmp_path: Path, args: list[str], message: str) -> None:
    r = invoke(rag_gen, "suite", *args, "--out", str(tmp_path / "s"), "--quiet")
    assert (r.code, r.out, r.err) == (2, "", f"Error: {message}\n")
    assert list(tmp_path.iterdir()) == []


def test_an_existing_suite_is_refused_without_force(tmp_path: Path) -> None:
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "thesis.tex").write_text("mine")
    r = invoke(rag_gen, "suite", "--seeds", "1..2", "--out", str(tmp_path / "s"), "--quiet")
    assert (r.code, r.err) == (1, f"Error: {tmp_path / 's'} already exists (use --force to replace it)\n")
    r = invoke(rag_gen, "suite", "dev", "--out", str(tmp_path / "s"), "--quiet")
    assert (r.code, r.err) == (1, f"Error: {tmp_path / 's'} already exists (use --force to replace it)\n")
    assert [p.name for p in tmp_path.iterdir()] == ["s"]


def test_force_never_replaces_a_folder_that_is_not_a_suite(tmp_path: Path) -> None:
    """Before: `rag-gen suite --force` replaced a folder of the user's files with a suite."""
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "thesis.tex").write_text("mine")
    r = invoke(rag_gen, "suite", "--seeds", "1..2", "--out", str(tmp_path / "s"), "--force", "--quiet")
    assert (r.code, r.out, r.err) == (1, "", f"Error: --out {tmp_path / 's'} is not a suite rag-gen wrote (no "
                                             "suite.json): --force replaces only that, never other files\n")
    assert [p.name for p in (tmp_path / "s").iterdir()] == ["thesis.tex"]
    assert [p.name for p in tmp_path.iterdir()] == ["s"]
