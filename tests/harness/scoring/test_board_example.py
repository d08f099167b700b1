"""The example leaderboard in docs/board-dev/ (issue 28) stays honest without running a pipeline.

The five runs it ranks took half an hour on the shared machine (docs/board-dev/README.md says
how they were made); what can be checked without them is checked here: the board ranks runs of
the committed dev suite (its suite.json SHA-256 is the lock's), board.json is a record
`board_record` writes (its keys, its ranking, each verdict by compare's rule), board.html is what
`board_html` renders from board.json today, the folder is the board `rag-eval board` wrote, and
the lines the README and docs/evaluate.md quote are the record's, as `rag-eval board` prints them.
"""

from __future__ import annotations

import json
from typing import Any

from harness.runtime.jsonread import read_json
from harness.scoring.board import BoardError, board_lines
from harness.scoring.board_html import board_html
from harness.scoring.compare import detected
from tests.support.paths import REPO

EXAMPLE = REPO / "docs" / "board-dev"
BOARD = EXAMPLE / "board"


def _board() -> dict[str, Any]:
    board: dict[str, Any] = read_json(BOARD / "board.json", BoardError)
    return board


def _text(path: str) -> str:
    """A document's text with every run of white space one space (a quoted line may wrap)."""
    return " ".join((REPO / path).read_text(encoding="utf-8").split())


def test_it_ranks_the_baselines_and_the_examples_on_the_locked_dev_suite() -> None:
    board, lock = _board(), json.loads((REPO / "corpora" / "suite-dev.lock.json").read_text(encoding="utf-8"))
    assert board["benchmark"] == {"name": "dev", "file": "suite.json", "sha256": lock["suite"]["suite.json"],
                                  "households": len(lock["seeds"])}
    assert (board["best"], board["settingsThatDiffer"]) == ("runs/dev-extractive", [])
    assert board["notRecorded"] == [
        "cost per question: no scorecard records one (no pipeline reports tokens or a price)"]
    rows = board["rows"]
    assert [(r["rank"], r["run"], r["pipeline"], r["correct"], r["total"], r["ci95"]) for r in rows] == [
        (1, "runs/dev-extractive", "extractive", 311, 720, [0.3835, 0.4817]),
        (2, "runs/dev-reference", "reference", 265, 720, [0.3146, 0.425]),
        (3, "runs/dev-keyword-cmd", "cmd:python3 examples/keyword_cmd.py", 47, 720, [0.0494, 0.0857]),
        (4, "runs/dev-llamaindex-bm25", "python:examples.llamaindex_bm25:build", 23, 720, [0.0214, 0.0475]),
        (5, "runs/dev-pypdf-bm25", "python:examples.pypdf_bm25:PdfBm25", 17, 720, [0.0132, 0.0419])]
    assert rows[1]["model"] == "smollm2 (SmolLM2-135M-Instruct.Q4_1.gguf, 98362432 bytes, run as F16)"
    assert [r["model"] for i, r in enumerate(rows) if i != 1] == [None] * 4
    assert [r["bounds"] for r in rows] == [{"floor": 0.1167, "ceiling": 1.0}] * 5
    assert [r["vsBest"] and (r["vsBest"]["verdict"], r["vsBest"]["correctOnlyBest"], r["vsBest"]["correctOnlyRun"])
            for r in rows] == [None, ("worse", 71, 25), ("worse", 286, 22), ("worse", 299, 11), ("worse", 302, 8)]


def test_every_row_is_consistent_with_the_rules_that_made_it() -> None:
    rows = _board()["rows"]
    keys = {"rank", "run", "pipeline", "settings", "model", "versions", "date", "correct", "total", "accuracy",
            "ci95", "bounds", "byCategory", "probe", "secondsPerQuestion", "costPerQuestion", "vsBest"}
    assert [set(r) for r in rows] == [keys] * len(rows)
    assert [r["accuracy"] for r in rows] == sorted((r["accuracy"] for r in rows), reverse=True)
    for row in rows:
        assert row["accuracy"] == round(row["correct"] / row["total"], 4)
        assert sum(c["correct"] for c in row["byCategory"].values()) == row["correct"]
        assert sum(c["total"] for c in row["byCategory"].values()) == row["total"]
        assert row["ci95"][0] <= row["accuracy"] <= row["ci95"][1]
        vs = row["vsBest"]
        if vs is not None:  # the verdict is compare's rule applied to the recorded test
            found = detected({"mcnemar": {"pValue": vs["pValue"]}, "deltaCi95": vs["deltaCi95"]})
            assert vs["verdict"] == ("worse" if found else "no detectable difference")
            assert vs["paired"] == row["total"]


def test_the_page_is_what_board_html_renders_from_board_json_today() -> None:
    assert board_html(_board()) == (BOARD / "board.html").read_text(encoding="utf-8")


def test_the_folder_is_the_board_rag_eval_board_wrote_and_stays_small() -> None:
    marker = read_json(BOARD / "rag-export.json", BoardError)
    assert (marker["format"], marker["files"]) == ("board", ["board.html", "board.json"])
    assert sorted(p.name for p in BOARD.iterdir()) == ["board.html", "board.json", "rag-export.json"]
    assert sorted(p.name for p in EXAMPLE.iterdir()) == ["README.md", "board"]
    assert sum(p.stat().st_size for p in BOARD.iterdir()) < 100_000


def test_the_readme_and_evaluate_md_quote_the_board_as_rag_eval_board_prints_it() -> None:
    lines = board_lines(_board())
    readme = _text("docs/board-dev/README.md")
    assert [line in readme for line in lines] == [True] * 5
    # evaluate.md's board of three (extractive, reference, pypdf_bm25): the same rows, pypdf_bm25 third
    evaluate = _text("docs/evaluate.md")
    assert [line in evaluate for line in [*lines[:2], "3." + lines[4].removeprefix("5.")]] == [True] * 3
    command = ("rag-eval board runs/dev-extractive runs/dev-reference runs/dev-llamaindex-bm25 runs/dev-keyword-cmd "
               "runs/dev-pypdf-bm25 --out docs/board-dev/board --force")
    assert command in readme
