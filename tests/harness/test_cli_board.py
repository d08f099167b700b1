"""rag-eval board: the command's lines, its files, and its one-line refusal."""

from __future__ import annotations

from pathlib import Path

from harness.cli import main
from harness.contract.grade import Grade
from harness.scoring.scorecard import CardCorpus, QuestionResult, build_scorecard, write_scorecard
from tests.support.clirunner import invoke


def _run(folder: Path, grades: str, sha: str) -> Path:
    results = [QuestionResult(id=f"q{i}", category="lookup", grade=Grade.CORRECT if g == "c" else Grade.WRONG,
                              failed=[], answer="") for i, g in enumerate(grades, 1)]
    write_scorecard(folder, build_scorecard(CardCorpus(name="seed-42", sha256=sha), "extractive", results))
    return folder


def test_board_ranks_and_writes_its_files(tmp_path: Path) -> None:
    a = _run(tmp_path / "a", "cwcw", "1" * 64)
    b = _run(tmp_path / "b", "cccw", "1" * 64)
    r = invoke(main, "board", str(a), str(b), "--out", str(tmp_path / "board"))
    assert (r.code, r.err) == (0, "")
    assert r.out.splitlines() == [
        f"1. {b}: 75.0% (3/4, 95% CI 30.1-95.4%); best",
        f"2. {a}: 50.0% (2/4, 95% CI 15.0-85.0%); no detectable difference from the best (-25.0 points, "
        "95% CI -75.0 to 0.0, McNemar p = 1)",
        f"wrote {tmp_path / 'board' / 'board.html'} and {tmp_path / 'board' / 'board.json'}"]
    again = invoke(main, "board", str(a), str(b), "--out", str(tmp_path / "board"))
    assert (again.code, again.err) == (1, f"Error: {tmp_path / 'board'} already exists (use --force to replace it)\n")
    assert invoke(main, "board", str(a), str(b), "--out", str(tmp_path / "board"), "--force").code == 0


def test_runs_of_different_corpora_are_refused(tmp_path: Path) -> None:
    a = _run(tmp_path / "a", "cwcw", "1" * 64)
    b = _run(tmp_path / "b", "cccw", "2" * 64)
    r = invoke(main, "board", str(a), str(b), "--out", str(tmp_path / "board"))
    assert (r.code, r.out) == (1, "")
    assert r.err == (f"Error: {a} and {b} are runs of different corpora (corpus.json sha256 111111111111 vs "
                     "corpus.json sha256 222222222222): a board ranks runs of one corpus or suite\n")
    assert not (tmp_path / "board").exists()
