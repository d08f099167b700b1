"""A leaderboard: several runs of one corpus or suite, ranked, each against the best.

`board_record(runs)` takes (name, scorecard, recorded time) per run and returns board.json's
record; `rag-eval board` (harness/cli_board.py) reads the runs and writes it with board.html
(harness/scoring/board_html.py).

- Runs of different corpora or suites (their corpus.json or suite.json SHA-256, the scorecard's
  `corpus.sha256`) are refused in one line naming the two runs and the two hashes; so is an
  incomplete run (its pipeline stopped part-way: its accuracy is over the questions it answered).
- Rows are ranked by accuracy, highest first; ties keep the order the runs were given. The first
  is the best.
- A row: the run as named, its pipeline, the settings whose values differ between the runs (from
  each scorecard's `config`; null where a run records none), its model (`versions.model`, the
  reference pipeline's), its versions, its date (when it wrote scorecard.json, UTC), correct of
  total, the accuracy with its 95% interval overall and per category (the scorecard's), its `bounds`
  (the scorecard's floor, declining every question, and ceiling, answering from the ground truth,
  as accuracies over the same questions; null for a scorecard without them), the probe's
  PASS tallies, seconds per question; `vsBest`: the paired test against the best on the questions
  both answered, as `rag-eval compare BEST RUN` computes it (exact McNemar, RUN - BEST with its
  paired cluster-bootstrap interval, a share), and its verdict: `worse` when detected (p < 0.05
  and the interval excludes 0), otherwise `no detectable difference`.
- `notRecorded`: what the board would show and no scorecard records: the cost per question always
  (no pipeline reports tokens or a price), seconds per question and the probe for the runs without.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.contract.grade import Grade
from harness.contract.outputs import Input, check_out, write_export
from harness.runtime.errors import RagError
from harness.runtime.fsutil import dumps_json
from harness.runtime.jsonread import parse_json
from harness.runtime.versions import VERSION
from harness.scoring.compare import ci_points, detected, load_card, paired_test, signed_points
from harness.scoring.run_identity import iso_utc, recorded_time
from harness.scoring.scorecard import SCORECARD_NAME, Scorecard

__all__ = ["BOARD_FILES", "BoardError", "BoardRun", "board_lines", "board_record", "write_board"]

BOARD_FILES = ("board.html", "board.json")

COST_MISSING = "cost per question: no scorecard records one (no pipeline reports tokens or a price)"


class BoardError(RagError):
    """Runs that cannot be ranked together."""


@dataclass(frozen=True)
class BoardRun:
    name: str  # the run as the user named it
    card: Scorecard
    recorded: float  # when it wrote scorecard.json (seconds since the epoch)


def _file(card: Scorecard) -> str:
    return "suite.json" if card.corpus.households is not None else "corpus.json"


def check_rankable(runs: list[BoardRun]) -> None:
    """One corpus or suite, complete runs: otherwise a BoardError in one line."""
    if not runs:
        raise BoardError("no runs given: name at least one run folder")
    first = runs[0]
    for run in runs:
        if run.card.incomplete is not None:
            raise BoardError(f"{run.name} is an incomplete run (its pipeline stopped after "
                             f"{run.card.incomplete.answered} questions: {run.card.incomplete.error}); "
                             "a board ranks complete runs only")
        a, b = first.card.corpus, run.card.corpus
        if a.sha256 != b.sha256:
            kind = "suites" if _file(first.card) == _file(run.card) == "suite.json" else (
                "corpora" if _file(first.card) == _file(run.card) else "benchmarks")
            raise BoardError(
                f"{first.name} and {run.name} are runs of different {kind} ({_file(first.card)} sha256 "
                f"{a.sha256[:12]} vs {_file(run.card)} sha256 {b.sha256[:12]}): a board ranks runs of one "
                "corpus or suite")


def _differing_settings(runs: list[BoardRun]) -> list[str]:
    configs = [run.card.config or {} for run in runs]
    keys = sorted({k for c in configs for k in c})
    return [k for k in keys if len({repr(c.get(k)) for c in configs}) > 1]


def _share(correct: int, total: int) -> float:
    return round(correct / total, 4) if total else 0.0


def _categories(card: Scorecard) -> dict[str, dict[str, Any]]:
    return {cat: {"correct": t.correct, "total": t.total, "accuracy": _share(t.correct, t.total),
                  "ci95": list(t.ci95)}
            for cat, t in card.summary.by_category.items()}


def _probe(card: Scorecard) -> dict[str, list[int]] | None:
    p = card.probe
    if p is None:
        return None
    return {"fields": [p.fields.passed, p.fields.total], "docTypes": [p.doc_types.passed, p.doc_types.total],
            "aggregations": [p.aggregations.passed, p.aggregations.total]}


def _vs_best(best: Scorecard, card: Scorecard) -> dict[str, Any]:
    t = paired_test(best, card)
    result = {"paired": t["paired"], "correctOnlyBest": t["correctOnlyA"], "correctOnlyRun": t["correctOnlyB"],
              "pValue": t["pValue"], "delta": t["delta"], "deltaCi95": t["deltaCi95"]}
    said = f"{signed_points(t['delta'])} points, 95% CI {ci_points(t['deltaCi95'])}, McNemar p = {t['pValue']:.2g}"
    if detected({"mcnemar": {"pValue": t["pValue"]}, "deltaCi95": t["deltaCi95"]}):
        result["verdict"] = "worse" if t["delta"] < 0 else "better"
        result["said"] = f"{result['verdict']} than the best ({said})"
    else:
        result["verdict"] = "no detectable difference"
        result["said"] = f"no detectable difference from the best ({said})"
    return result


def _row(rank: int, run: BoardRun, best: BoardRun, settings: list[str]) -> dict[str, Any]:
    card, s = run.card, run.card.summary
    correct = s.by_grade.get(Grade.CORRECT, 0)
    versions = dict(sorted((card.versions or {}).items()))
    return {
        "rank": rank,
        "run": run.name,
        "pipeline": card.pipeline,
        "settings": {k: (card.config or {}).get(k) for k in settings},
        "model": versions.get("model"),
        "versions": versions,
        "date": iso_utc(run.recorded),
        "correct": correct,
        "total": s.total,
        "accuracy": s.accuracy,
        "ci95": list(s.ci95),
        "bounds": None if card.bounds is None else {"floor": card.bounds.floor.accuracy,
                                                     "ceiling": card.bounds.ceiling.accuracy},
        "byCategory": _categories(card),
        "probe": _probe(card),
        "secondsPerQuestion": s.seconds_per_question,
        "costPerQuestion": None,
        "vsBest": None if run is best else _vs_best(best.card, card),
    }


def _not_recorded(runs: list[BoardRun]) -> list[str]:
    missing = [COST_MISSING]
    for what, lacks in (("seconds per question", [r.name for r in runs if r.card.summary.seconds_per_question is None]),
                        ("probe", [r.name for r in runs if r.card.probe is None])):
        if lacks:
            missing.append(f"{what}: not in the scorecard of {', '.join(lacks)}")
    return missing


def board_record(runs: list[BoardRun]) -> dict[str, Any]:
    """board.json's record (module docstring); a BoardError when the runs cannot be ranked together."""
    check_rankable(runs)
    ranked = sorted(runs, key=lambda r: -r.card.summary.accuracy)  # stable: ties keep the given order
    best = ranked[0]
    settings = _differing_settings(runs)
    corpus = best.card.corpus
    return {
        "benchmark": {"name": corpus.name, "file": _file(best.card), "sha256": corpus.sha256,
                      "households": best.card.summary.households},
        "best": best.name,
        "settingsThatDiffer": settings,
        "notRecorded": _not_recorded(runs),
        "rows": [_row(i, run, best, settings) for i, run in enumerate(ranked, 1)],
    }


def board_lines(board: dict[str, Any]) -> list[str]:
    """The board in words, a line per row in rank order (what `rag-eval board` prints); a run below
    its floor (declining every question scores more) says so."""
    lines = []
    for row in board["rows"]:
        vs, (low, high) = row["vsBest"], row["ci95"]
        floor = (row["bounds"] or {}).get("floor")
        below = f", below the floor of {floor * 100:.1f}%" if floor is not None and row["accuracy"] < floor else ""
        lines.append(f"{row['rank']}. {row['run']}: {row['accuracy'] * 100:.1f}% ({row['correct']}/{row['total']}, "
                     f"95% CI {low * 100:.1f}-{high * 100:.1f}%{below}); " + (vs["said"] if vs else "best"))
    return lines


def read_runs(paths: list[Path]) -> list[BoardRun]:
    """Each run folder's (or scorecard.json's) scorecard and when it was written."""
    runs = []
    for path in paths:
        card = load_card(path)
        runs.append(BoardRun(str(path), card, recorded_time(path / SCORECARD_NAME if path.is_dir() else path)))
    return runs


def write_board(paths: list[Path], out: Path, force: bool = False) -> dict[str, Any]:
    """Rank the runs and write board.json and board.html into `out` (an export: all or nothing,
    replaced only with `force`, never a run folder); returns the record."""
    from harness.scoring.board_html import board_html

    check_out(out, "export", force=force, inputs=[Input("run", p if p.is_dir() else p.parent) for p in paths],
              error=BoardError)
    board = board_record(read_runs(paths))

    text = dumps_json(board)

    def fill(tmp: Path) -> None:
        (tmp / "board.json").write_text(text, encoding="utf-8")
        # the page from the record as board.json holds it, so that the file alone renders it again
        (tmp / "board.html").write_text(board_html(parse_json(text)), encoding="utf-8")

    write_export(out, f"rag-eval {VERSION}", "board", fill)
    return board
