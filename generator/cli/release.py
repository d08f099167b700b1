"""`rag-gen release`: parse, call generator.release.writer, print. generator/cli/commands.py wires it in."""

from __future__ import annotations

from pathlib import Path

import click

from generator.release.writer import write_release
from harness.runtime.executor import check_executor
from harness.runtime.options import executor_option, workers_option
from harness.runtime.progress import StageProgress
from harness.runtime.settings import check_workers


@click.command("release")
@click.argument("source", metavar="NAME|SUITE_DIR")
@click.option("--out", required=True, type=click.Path(path_type=Path), help="Folder to write the release into.")
@workers_option("render the documents of a named suite", "The bytes do not depend on it.")
@executor_option("the documents render", "The bytes do not depend on it.")
@click.option("--force", is_flag=True,
              help="Replace an existing release (a folder with rag-export.json); never other files.")
@click.option("--quiet", is_flag=True, help="No progress bars and no summary.")
def release_cmd(source: str, out: Path, workers: int, executor: str, force: bool, quiet: bool) -> None:
    """Freeze a suite as a shareable dataset: NAME (dev or test, generated on the fly) or a suite folder.

    OUT holds suite/ (the suite's files), data/<config>/<split>.parquet and .jsonl for the configs
    questions, probe and documents (the Hugging Face datasets layout; split validation for dev, test
    otherwise), suite.lock.json and a dataset card, README.md (docs/suites.md)."""
    check_workers(workers)
    check_executor(executor)
    with StageProgress(quiet) as bar:
        done = write_release(source, out, force=force, workers=workers, executor=executor, progress=bar)
    if not quiet:
        rows = ", ".join(f"{n} {name}" for name, n in done.rows.items())
        households = len(done.suite.corpora)
        click.echo(f"wrote {out}: suite {done.suite.name} ({households} household{'' if households == 1 else 's'}), "
                   f"split {done.split}: {rows}")
