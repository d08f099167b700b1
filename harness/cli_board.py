"""rag-eval board: several runs of one corpus or suite ranked, as board.html and board.json."""

from __future__ import annotations

from pathlib import Path

import click


@click.command("board")
@click.argument("runs", nargs=-1, required=True, metavar="RUN_DIR...", type=click.Path(path_type=Path))
@click.option("--out", "out", required=True, type=click.Path(path_type=Path),
              help="Folder to write board.html and board.json into.")
@click.option("--force", is_flag=True,
              help="Replace an existing board (a folder with rag-export.json); never other files.")
def board_cmd(runs: tuple[Path, ...], out: Path, force: bool) -> None:
    """Rank runs of one corpus or suite (run folders or scorecard.json files) by accuracy: a leaderboard.

    One row per run: pipeline, the settings that differ, model, versions, date, accuracy with its
    95% interval overall and per category, probe, seconds per question, and a paired test against
    the best on the shared questions (exact McNemar and the difference's paired bootstrap
    interval, as compare computes them). Runs of different corpora or suites are refused."""
    from harness.scoring.board import board_lines, write_board

    for line in board_lines(write_board(list(runs), out, force)):
        click.echo(line)
    click.echo(f"wrote {out / 'board.html'} and {out / 'board.json'}")
