"""rag-eval: the command line of the harness. It parses, calls the library, and reports."""

from __future__ import annotations

from pathlib import Path

import click

from harness import __version__
from harness.answers import read_answers
from harness.clitools import ExitCode, run_cli
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


@cli.command("ingest")
@click.argument("corpus", type=click.Path(path_type=Path))
@click.option("--store", "store", required=True, type=click.Path(path_type=Path),
              help="Store folder to build (store.sqlite + marker.json); new, empty, or an old store.")
@click.option("--workers", default=1, show_default=True, type=int,
              help="OCR worker processes (pages run in parallel).")
@click.option("--chunk-size", default=1000, show_default=True, type=int, help="Characters per chunk.")
@click.option("--chunk-overlap", default=150, show_default=True, type=int,
              help="Characters shared by consecutive chunks.")
@click.option("--skip", "skip", multiple=True, type=click.Choice(["ocr", "embed", "harvest"]),
              help="Skip a step (repeatable); skipped steps are printed and recorded in the marker.")
@click.option("--all-files", is_flag=True, help="Ingest every file in the corpus folder, not only documents[].")
@click.option("--quiet", is_flag=True, help="No progress bars.")
def ingest_cmd(corpus: Path, store: Path, workers: int, chunk_size: int, chunk_overlap: int,
               skip: tuple[str, ...], all_files: bool, quiet: bool) -> None:
    """Build a fresh store from a corpus folder: import, text layer, OCR, harvest, chunks, embeddings.

    Exit code 0 when every document was ingested, 3 when some failed (they are listed)."""
    from harness.ingest import IngestConfig, ingest
    from harness.progress import StageProgress

    config = IngestConfig(chunk_size=chunk_size, chunk_overlap=chunk_overlap, workers=workers,
                          skip=frozenset(skip), all_files=all_files)
    with StageProgress(quiet) as progress:
        report = ingest(corpus, store, config, progress)
    for step, reason in report.skipped.items():
        click.echo(f"skipped {step}: {reason}", err=True)
    c = report.counts
    click.echo(f"ingested {c['ingested']}/{c['documents']} documents: {c['pagesTextLayer']} pages from the "
               f"text layer, {c['pagesOcr']} by OCR, {c['typed']} typed, {c['fields']} fields, "
               f"{c['chunks']} chunks, {c['embeddings']} embeddings")
    click.echo(f"wrote {store / 'store.sqlite'} and {store / 'marker.json'}")
    if report.failed:
        click.echo(f"{len(report.failed)} documents failed:", err=True)
        for file, error in report.failed:
            click.echo(f"  {file}: {error}", err=True)
        raise ExitCode(3)


@cli.command("snapshot")
@click.argument("source", type=click.Path(path_type=Path))
@click.argument("dest_dir", type=click.Path(path_type=Path))
@click.option("--deadline", default=60.0, show_default=True, type=float,
              help="Seconds to keep retrying while the source is locked (SQLITE_BUSY/LOCKED).")
def snapshot_cmd(source: Path, dest_dir: Path, deadline: float) -> None:
    """Copy a live SQLite database, opened read-only, into DEST_DIR with a snapshot marker."""
    from harness.snapshot import snapshot

    report = snapshot(source, dest_dir, deadline)
    store = report.marker["store"]
    click.echo(f"wrote {dest_dir / store['file']} ({store['bytes']} bytes, sha256 {store['sha256'][:12]}) "
               f"and {dest_dir / 'marker.json'}")


def main(argv: list[str] | None = None) -> None:
    run_cli(cli, "rag-eval", argv)


if __name__ == "__main__":
    main()
