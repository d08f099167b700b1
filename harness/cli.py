"""rag-eval: the command line of the harness. It parses, calls the library, and reports."""

from __future__ import annotations

from pathlib import Path

import click

from harness import __version__
from harness.answers import read_answers
from harness.clitools import run_cli
from harness.manifest import load_manifest, manifest_sha256
from harness.scorecard import answers_scorecard, write_scorecard


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="rag-eval")
def cli() -> None:
    """rag-eval: ingest a corpus, probe it, ask it, grade it, compare runs."""


@cli.command("grade")
@click.option("--corpus", "corpus", required=True, type=click.Path(path_type=Path),
              help="Corpus folder (or its corpus.json) whose questions are graded.")
@click.option("--answers", "answers", required=True, type=click.Path(path_type=Path),
              help='JSONL file, one {"id": ..., "answer": ...} per line.')
@click.option("--out", "out", required=True, type=click.Path(path_type=Path),
              help="Run folder to write scorecard.json and scorecard.md into.")
def grade_cmd(corpus: Path, answers: Path, out: Path) -> None:
    """Grade your own answers against a corpus's questions (bring-your-own pipeline)."""
    manifest = load_manifest(corpus)
    answer_set = read_answers(answers)
    card = answers_scorecard(manifest, manifest_sha256(corpus), answer_set)
    write_scorecard(out, card)
    problems = card["problems"]
    for key, label in (("unknownIds", "unknown question ids"), ("duplicateIds", "duplicate ids"),
                       ("missingAnswers", "questions without an answer")):
        if problems[key]:
            click.echo(f"warning: {len(problems[key])} {label}: {', '.join(problems[key])}", err=True)
    s = card["summary"]
    g = s["byGrade"]
    click.echo(f"{g['correct']}/{s['total']} correct, {g['partial']} partial, {g['wrong']} wrong")
    click.echo(f"wrote {out / 'scorecard.json'} and {out / 'scorecard.md'}")


def main(argv: list[str] | None = None) -> None:
    run_cli(cli, "rag-eval", argv)


if __name__ == "__main__":
    main()
