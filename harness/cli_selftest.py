"""`rag-eval selftest`: does the benchmark discriminate? (the command; the library is harness.selftest)"""

from __future__ import annotations

from pathlib import Path

import click

from harness.runtime.exits import ExitCode
from harness.runtime.options import workers_option
from harness.runtime.progress import StageProgress


@click.command("selftest")
@click.argument("corpus", type=click.Path(path_type=Path))
@click.option("--out", type=click.Path(path_type=Path), default=None,
              help="Folder for selftest.json, selftest.md, report.html and the stores "
                   "(default runs/<corpus>-selftest).")
@click.option("--store", type=click.Path(path_type=Path), default=None,
              help="Reuse a store built by rag-eval ingest from this corpus instead of ingesting it again; "
                   "for a suite, a folder of stores per household (RUN_DIR/stores of rag-eval run SUITE).")
@click.option("--with-llm", is_flag=True, help="Also run the reference pipeline (local model) and its defects.")
@click.option("--diagnostics-only", is_flag=True,
              help="Only oracle, decline and garbage: no ingest, seconds; enough to find a broken key.")
@workers_option("OCR pages and embed chunks for the ingests")
@click.option("--quiet", is_flag=True, help="No progress bars.")
def selftest_cmd(corpus: Path, out: Path | None, store: Path | None, with_llm: bool, diagnostics_only: bool,
                 workers: int, quiet: bool) -> None:
    """Run diagnostic pipelines and injected defects; exit 1 when the benchmark fails to discriminate.

    CORPUS may be a suite (a folder with suite.json): every household is selftested, the
    expectations are checked over the pooled suite, and each injected defect must also lose
    to plain extractive under the paired exact McNemar test with p < 0.01."""
    from harness.contract.suite import is_suite
    from harness.selftest import run_selftest
    from harness.selftest.report import selftest_markdown
    from harness.selftest.suite import run_suite_selftest

    out = out or Path("runs") / f"{corpus.resolve().name}-selftest"
    with StageProgress(quiet) as progress:
        if is_suite(corpus):
            result = run_suite_selftest(corpus, out, stores=store, with_llm=with_llm,
                                        diagnostics_only=diagnostics_only, workers=workers, stage=progress)
        else:
            result = run_selftest(corpus, out, store=store, with_llm=with_llm, diagnostics_only=diagnostics_only,
                                  workers=workers, stage=progress)
    click.echo(selftest_markdown(result), nl=False)
    click.echo(f"report: {out / 'report.html'}")
    if result.failed:
        click.echo(f"selftest failed: {'; '.join(e.name for e in result.failed)}", err=True)
        raise ExitCode(1)
