"""rag-gen's generation commands: the group's own options (generate), `templates`, `verify`.

Thin: parse, call generator.writer / generator.verify, print. generator/cli.py owns the
group and wires these in.
"""

from __future__ import annotations

from pathlib import Path

import click

from generator.plan import SIZES
from generator.suite_verify import check_suite, verify_suite
from generator.templates import discover_templates
from generator.verify import recorded_settings, verify_corpus
from generator.writer import Progress as ProgressFn
from generator.writer import Settings, build_corpus, check_target, check_workers, default_out, write_corpus
from harness.contract.suite import is_suite
from harness.runtime.errors import UsageError
from harness.runtime.executor import EXECUTOR_HELP, check_executor
from harness.runtime.exits import ExitCode
from harness.runtime.progress import StageProgress

GENERATE_OPTIONS = [
    click.option("--seed", type=int, default=None,
                 help="Seed of the corpus (a non-negative integer); the same seed gives the same bytes."),
    click.option("--out", type=click.Path(path_type=Path), default=None,
                 help="Folder to write the corpus into (default corpora/seed-N)."),
    click.option("--year", type=int, default=2025, show_default=True, help="Tax year of the household."),
    click.option("--size", type=click.Choice(SIZES), default="default", show_default=True,
                 help="small: ~14 documents (tests); default: 40-60; large: ~500."),
    click.option("--workers", type=int, default=1, show_default=True,
                 help="Processes that render documents; the output is identical for any count."),
    click.option("--executor", default="local", show_default=True, metavar="local|ray|ray://HOST:PORT",
                 help=EXECUTOR_HELP + " The bytes do not depend on it."),
    click.option("--scan-ratio", type=float, default=0.4, show_default=True,
                 help="Share of documents delivered as scans (image-only PDF, PNG, JPEG, TIFF); 0 for none."),
    click.option("--scan-severity", type=float, default=0.5, show_default=True, metavar="S",
                 help="How hard the scans are, 0 (barely visible) to 1 (hard to read); 0.5 is the profiles "
                      "as `rag-gen profiles` lists them. Recorded in corpus.json when not 0.5."),
    click.option("--rasterizer", type=click.Choice(["pdfium", "poppler"]), default="pdfium", show_default=True,
                 help="What rasterizes pages for the scans: pdfium (pypdfium2) or poppler (pdf2image)."),
    click.option("--questions", type=int, default=None, metavar="N",
                 help="Questions per corpus, every category keeping its share (default: the size's own counts; "
                      "a default-size household yields at least 150)."),
    click.option("--force", is_flag=True, help="Replace an existing output folder (only once the new one is complete)."),
    click.option("--quiet", is_flag=True, help="No progress bar and no summary."),
]


def generate_options(func):  # type: ignore[no-untyped-def]
    for option in reversed(GENERATE_OPTIONS):
        func = option(func)
    return func


def bar_callback(bar: StageProgress, stage: str) -> ProgressFn:
    """The writer's (done, total, file) progress as one stage of a StageProgress bar."""
    return lambda done, total, _file: bar(stage, done, total)


def run_generate(seed: int | None, out: Path | None, year: int, size: str, workers: int, force: bool,
                 quiet: bool, scan_ratio: float = 0.4, rasterizer: str = "pdfium",
                 executor: str = "local", questions: int | None = None, scan_severity: float = 0.5) -> None:
    if seed is None:
        raise UsageError("--seed is required to generate a corpus (see rag-gen --help)")
    target = out or default_out(seed)
    settings = Settings(seed, year, size, scan_ratio, rasterizer, questions, scan_severity)  # type: ignore[arg-type]
    check_workers(workers)
    check_executor(executor)
    check_target(target, force)
    build_corpus(settings)  # bad settings fail here, before a progress bar starts
    with StageProgress(quiet) as bar:
        manifest = write_corpus(settings, target, force=force, workers=workers,
                                progress=bar_callback(bar, "rendering"), executor=executor)
    if not quiet:
        click.echo(f"wrote {len(manifest.documents or [])} documents to {target}")


@click.command("templates")
def templates_cmd() -> None:
    """List the installed templates: name, docType (- when untyped), kind and hash."""
    for name, tpl in discover_templates().items():
        click.echo(f"{name:26} {tpl.doc_type or '-':24} {tpl.definition.kind:9} {tpl.hash}")


@click.command("verify")
@click.argument("corpus", type=click.Path(path_type=Path))
@click.option("--workers", type=int, default=1, show_default=True, help="Processes for the regeneration.")
@click.option("--executor", default="local", show_default=True, metavar="local|ray|ray://HOST:PORT",
              help=EXECUTOR_HELP)
@click.option("--quiet", is_flag=True, help="No progress bar.")
def verify_cmd(corpus: Path, workers: int, executor: str, quiet: bool) -> None:
    """Regenerate CORPUS from its recorded seed and settings and compare every file's SHA-256.

    A suite folder (one with suite.json) is verified whole: every household, each corpus.json
    against the SHA-256 suite.json records, suite.json and the suite card.

    Exit 0 when every file is identical; exit 1 listing each differing, missing or
    unexpected file. Refuses when the recorded tool version or template hashes differ
    from the installed ones.
    """
    check_workers(workers)
    check_executor(executor)
    suite = check_suite(corpus) if is_suite(corpus) else None
    if suite is None:
        recorded_settings(corpus)  # refusals fail here, before a progress bar starts
    with StageProgress(quiet) as bar:
        if suite is None:
            result = verify_corpus(corpus, workers=workers, progress=bar_callback(bar, "regenerating"),
                                   executor=executor)
        else:
            result = verify_suite(corpus, workers=workers, progress=bar, executor=executor)
    for line in result.problems:
        click.echo(line)
    if result.ok:
        households = f"{len(suite.corpora)} households, " if suite is not None else ""
        click.echo(f"{corpus}: {households}all {result.checked} files identical")
        return
    click.echo(f"{corpus}: {len(result.problems)} of {result.checked} files do not match", err=True)
    raise ExitCode(1)
