"""board: exact rows on crafted scorecards, the refusal of runs of different corpora, determinism."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from harness.contract.grade import Grade
from harness.runtime.jsonread import read_json
from harness.scoring.board import BoardError, BoardRun, board_lines, board_record, write_board
from harness.scoring.board_html import board_html
from harness.scoring.bounds import Bound, Bounds
from harness.scoring.probe import ProbeSummary, Tally
from harness.scoring.scorecard import CardCorpus, QuestionResult, Scorecard, build_scorecard, write_scorecard

DAY = 1_796_000_000.0  # 2026-11-30T00:53:20Z


def _card(grades: str, *, sha: str = "a" * 64, chunk: int = 800, model: str | None = None,
          probe: bool = True, seconds: float | None = 0.5) -> Scorecard:
    """Eight questions, lookup q1-q4 and negative q5-q8, graded c(orrect)/p(artial)/w(rong) by `grades`."""
    names = {"c": Grade.CORRECT, "p": Grade.PARTIAL, "w": Grade.WRONG}
    results = [QuestionResult(id=f"q{i}", category="lookup" if i <= 4 else "negative", grade=names[g],
                              failed=[], answer="") for i, g in enumerate(grades, 1)]
    versions = {"rag-eval": "0.9.0", "python": "3.12.3", **({"model": model} if model else {})}
    tallies = ProbeSummary(fields=Tally(passed=9, total=10), doc_types=Tally(passed=4, total=4),
                           aggregations=Tally(passed=2, total=3)) if probe else None
    return build_scorecard(CardCorpus(name="seed-42", sha256=sha), "extractive", results,
                           seconds_per_question=seconds, config={"chunk_size": chunk, "top_k": 4},
                           versions=versions, probe=tallies)


def _runs() -> list[BoardRun]:
    return [BoardRun("runs/small-chunks", _card("cwwwcwcw", chunk=400), DAY),
            BoardRun("runs/base", _card("ccccccwc", model="SmolLM2-135M q8_0"), DAY + 60),
            BoardRun("runs/graded", _card("cpwwccww", probe=False, seconds=None), DAY + 120)]


def test_rows_are_ranked_with_their_settings_categories_and_paired_test() -> None:
    board = board_record(_runs())
    assert board["benchmark"] == {"name": "seed-42", "file": "corpus.json", "sha256": "a" * 64, "households": 1}
    assert (board["best"], board["settingsThatDiffer"]) == ("runs/base", ["chunk_size"])
    assert board["notRecorded"] == [
        "cost per question: no scorecard records one (no pipeline reports tokens or a price)",
        "seconds per question: not in the scorecard of runs/graded",
        "probe: not in the scorecard of runs/graded"]
    best, second, third = board["rows"]
    assert best == {
        "rank": 1, "run": "runs/base", "pipeline": "extractive", "settings": {"chunk_size": 800},
        "model": "SmolLM2-135M q8_0",
        "versions": {"model": "SmolLM2-135M q8_0", "python": "3.12.3", "rag-eval": "0.9.0"},
        "date": "2026-11-30T00:54:20Z", "correct": 7, "total": 8, "accuracy": 0.875, "ci95": [0.5291, 0.9776],
        "bounds": None,
        "byCategory": {"lookup": {"correct": 4, "total": 4, "accuracy": 1.0, "ci95": [0.5101, 1.0]},
                       "negative": {"correct": 3, "total": 4, "accuracy": 0.75, "ci95": [0.3006, 0.9544]}},
        "probe": {"fields": [9, 10], "docTypes": [4, 4], "aggregations": [2, 3]},
        "secondsPerQuestion": 0.5, "costPerQuestion": None, "vsBest": None}
    # the tie at 3/8 keeps the order given: runs/small-chunks before runs/graded
    assert [(r["rank"], r["run"], r["correct"], r["settings"], r["model"]) for r in (second, third)] == [
        (2, "runs/small-chunks", 3, {"chunk_size": 400}, None), (3, "runs/graded", 3, {"chunk_size": 800}, None)]
    # q2-q4, q6 and q8 correct only in the best, q7 only in the run: p = 2 * (1 + 6) / 2**6
    assert second["vsBest"] == {
        "paired": 8, "correctOnlyBest": 5, "correctOnlyRun": 1, "pValue": 0.21875, "delta": -0.5,
        "deltaCi95": [-0.875, 0.0], "verdict": "no detectable difference",
        "said": "no detectable difference from the best (-50.0 points, 95% CI -87.5 to 0.0, McNemar p = 0.22)"}
    assert (third["probe"], third["secondsPerQuestion"]) == (None, None)


def test_a_detected_difference_is_named_worse() -> None:
    good = _card("cccccccc")
    bad = _card("wwwwwwww")
    board = board_record([BoardRun("bad", bad, DAY), BoardRun("good", good, DAY)])
    vs = board["rows"][1]["vsBest"]
    assert (vs["verdict"], vs["pValue"], vs["deltaCi95"]) == ("worse", 0.0078125, [-1.0, -1.0])
    assert vs["said"] == "worse than the best (-100.0 points, 95% CI -100.0 to -100.0, McNemar p = 0.0078)"


def test_runs_of_different_corpora_are_refused_in_one_line() -> None:
    runs = [BoardRun("runs/a", _card("cccccccc"), DAY), BoardRun("runs/b", _card("cccccccc", sha="b" * 64), DAY)]
    with pytest.raises(BoardError) as err:
        board_record(runs)
    assert str(err.value) == ("runs/a and runs/b are runs of different corpora (corpus.json sha256 aaaaaaaaaaaa vs "
                              "corpus.json sha256 bbbbbbbbbbbb): a board ranks runs of one corpus or suite")


def test_a_suite_and_a_corpus_are_refused() -> None:
    suite = _card("cccccccc", sha="5" * 64)
    suite.corpus.households = []
    with pytest.raises(BoardError) as err:
        board_record([BoardRun("runs/dev", suite, DAY), BoardRun("runs/one", _card("cccccccc"), DAY)])
    assert str(err.value) == ("runs/dev and runs/one are runs of different benchmarks (suite.json sha256 "
                              "555555555555 vs corpus.json sha256 aaaaaaaaaaaa): a board ranks runs of one "
                              "corpus or suite")


def _write(folder: Path, card: Scorecard, when: float) -> Path:
    write_scorecard(folder, card)
    os.utime(folder / "scorecard.json", (when, when))
    return folder


def test_the_same_runs_write_the_same_escaped_bytes(tmp_path: Path) -> None:
    hostile = _card("ccccwwww").model_copy(update={"pipeline": 'cmd:"<script>alert(1)</script>"'})
    runs = [_write(tmp_path / "r1", hostile, DAY), _write(tmp_path / "r2", _card("cccccccw"), DAY)]
    write_board(runs, tmp_path / "b1")
    write_board(runs, tmp_path / "b2")
    for name in ("board.html", "board.json"):
        assert (tmp_path / "b1" / name).read_bytes() == (tmp_path / "b2" / name).read_bytes()
    page = (tmp_path / "b1" / "board.html").read_text(encoding="utf-8")
    assert "<script" not in page
    assert "cmd:&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;" in page
    assert sorted(p.name for p in (tmp_path / "b1").iterdir()) == ["board.html", "board.json", "rag-export.json"]


def _cells(page: str, row: str) -> list[str]:
    """The cells of the table row of `page` that starts with `row`, tags and all."""
    start = page.index(row)
    return re.findall(r"<t[dh][^>]*>.*?</t[dh]>", page[start:page.index("</tr>", start)])


def test_the_page_ranks_in_one_table_and_puts_the_categories_in_another() -> None:
    page = board_html(board_record(_runs()))
    assert "<p>3 runs of corpus.json sha256 <code>" + "a" * 64 + "</code>. Ranked by accuracy;" in page
    assert _cells(page, "<tr><th>#</th>") == [
        "<th>#</th>", "<th>run</th>", "<th>settings that differ</th>", "<th>model</th>", "<th>accuracy</th>",
        "<th>against the best (paired)</th>", "<th>probe (PASS)</th>", "<th>per question</th>"]
    second = _cells(page, '<tr><td class="num">2</td>')
    assert second[:4] == [
        '<td class="num">2</td>',
        '<td class="run">runs/small-chunks<br><code>extractive</code><br><span class="small">rag-eval 0.9.0, '
        "2026-11-30T00:53:20Z</span></td>",
        '<td class="small"><code>chunk_size=400</code></td>', '<td class="small model">—</td>']
    assert second[4].startswith('<td class="num">37.5% (3/8)<br><svg ')
    assert second[4].endswith('</svg><br><span class="ci">95% CI 13.7-69.4%</span></td>')
    assert second[5:] == [
        '<td class="small"><span class="same">no detectable difference from the best (-50.0 points, 95% CI '
        '-87.5 to 0.0, McNemar p = 0.22)</span> <span class="ci">8 paired</span></td>',
        '<td class="small probe">fields 9/10<br>docTypes 4/4<br>aggregations 2/3</td>',
        '<td class="num">0.500 s<br><span class="ci">cost not recorded</span></td>']
    # the categories: a row each, a column per run in rank order
    assert _cells(page, "<tr><th>category</th>") == [
        "<th>category</th>", "<th>1. runs/base</th>", "<th>2. runs/small-chunks</th>", "<th>3. runs/graded</th>"]
    assert _cells(page, "<tr><td>lookup</td>") == [
        "<td>lookup</td>", '<td class="num">100.0%<br><span class="ci">4/4, 51.0-100.0%</span></td>',
        '<td class="num">25.0%<br><span class="ci">1/4, 4.6-69.9%</span></td>',
        '<td class="num">25.0%<br><span class="ci">1/4, 4.6-69.9%</span></td>']


def test_without_a_differing_setting_the_page_says_so_and_has_no_such_column() -> None:
    page = board_html(board_record([BoardRun("runs/base", _card("ccccccwc"), DAY)]))
    assert "<p>1 run of corpus.json sha256 <code>" in page
    assert "its interval excludes 0. No setting differs between the runs.</p>" in page
    assert "settings that differ" not in page
    assert _cells(page, "<tr><th>#</th>")[2] == "<th>model</th>"


def test_the_board_in_words_is_a_line_per_row() -> None:
    assert board_lines(board_record(_runs())) == [
        "1. runs/base: 87.5% (7/8, 95% CI 52.9-97.8%); best",
        "2. runs/small-chunks: 37.5% (3/8, 95% CI 13.7-69.4%); no detectable difference from the best "
        "(-50.0 points, 95% CI -87.5 to 0.0, McNemar p = 0.22)",
        "3. runs/graded: 37.5% (3/8, 95% CI 13.7-69.4%); no detectable difference from the best "
        "(-50.0 points, 95% CI -87.5 to -12.5, McNemar p = 0.12)"]


def test_a_run_below_its_floor_says_so() -> None:
    scale = Bounds(floor=Bound(correct=4, total=8, accuracy=0.5), ceiling=Bound(correct=8, total=8, accuracy=1.0))
    runs = [BoardRun("runs/base", _card("ccccccwc").model_copy(update={"bounds": scale}), DAY),
            BoardRun("runs/low", _card("cwwwwwww").model_copy(update={"bounds": scale}), DAY)]
    board = board_record(runs)
    assert [row["bounds"] for row in board["rows"]] == [{"floor": 0.5, "ceiling": 1.0}] * 2
    assert board_lines(board)[1] == (
        "2. runs/low: 12.5% (1/8, 95% CI 2.2-47.1%, below the floor of 50.0%); worse than the best (-75.0 "
        "points, 95% CI -100.0 to -37.5, McNemar p = 0.031)")
    low = _cells(board_html(board), '<tr><td class="num">2</td>')[3]
    assert low.endswith('<span class="ci">95% CI 2.2-47.1%</span><br><span class="ci">floor 50.0%</span><br>'
                        '<span class="ci">ceiling 100.0%</span><br><span class="worse">below the floor</span></td>')
    best = _cells(board_html(board), '<tr><td class="num">1</td>')[3]
    assert best.endswith('<span class="ci">floor 50.0%</span><br><span class="ci">ceiling 100.0%</span></td>')


def test_the_page_is_what_board_json_alone_renders(tmp_path: Path) -> None:
    """board.json sorts its keys; the page, written from that record, shows the probe in its own order."""
    write_board([_write(tmp_path / "r1", _card("cccccccw"), DAY)], tmp_path / "b")
    board = read_json(tmp_path / "b" / "board.json", BoardError)
    assert board["rows"][0]["probe"] == {"aggregations": [2, 3], "docTypes": [4, 4], "fields": [9, 10]}
    assert board_html(board) == (tmp_path / "b" / "board.html").read_text(encoding="utf-8")
    assert '<td class="small probe">fields 9/10<br>docTypes 4/4<br>aggregations 2/3</td>' in board_html(board)
