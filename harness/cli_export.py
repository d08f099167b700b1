"""rag-eval export: a run's answers and its corpus's questions for RAGAS or DeepEval, or the run as
Every Eval Ever records or a Hugging Face `.eval_results/` YAML."""

from __future__ import annotations

from pathlib import Path

import click


@click.command("export")
@click.argument("run", type=click.Path(path_type=Path))
@click.option("--corpus", "corpus", required=True, type=click.Path(path_type=Path),
              help="The corpus folder the run was run on (its corpus.json must be the one the scorecard names).")
@click.option("--format", "fmt", required=True, metavar="FORMAT",
              help="ragas (OUT/datasets/run.jsonl), deepeval (OUT/goldens.json), every-eval-ever (OUT/<id>.json "
                   "and OUT/<id>.jsonl: EvalEval's aggregate and per-question records) or hf-eval-results "
                   "(OUT/.eval_results/rag-gen-<name>.yaml, for a Hugging Face model repo).")
@click.option("--out", "out", required=True, type=click.Path(path_type=Path), help="Folder to write the export into.")
@click.option("--force", is_flag=True,
              help="Replace an existing export (a folder with rag-export.json); never other files.")
@click.option("--store", type=click.Path(path_type=Path), default=None,
              help="A store built from this corpus (rag-eval ingest): its pages, OCR included, are the reference "
                   "contexts (ragas, deepeval). Default: RUN/store, else the store the run used if it is still "
                   "there; else the PDF text layer, where scans have no text.")
def export_cmd(run: Path, corpus: Path, fmt: str, out: Path, force: bool, store: Path | None) -> None:
    """Join a run's answers with its questions under RAGAS's or DeepEval's field names, or write the run
    as Every Eval Ever records or a Hugging Face .eval_results/ YAML (docs/exports.md).

    An incomplete run (its pipeline failed part-way) is exported as far as it got, with a warning."""
    from harness.scoring.run_export import export_run

    done = export_run(run, corpus, fmt, out, force, store)
    if done.incomplete is not None:
        click.echo(f"warning: {run} is an incomplete run ({done.incomplete.error}): the export holds the "
                   f"{done.exported} questions it answered, not the {len(done.incomplete.unanswered)} it did not",
                   err=True)
    if done.gaps.empty:
        hint = "" if done.store is not None else (
            " (no store of this corpus: pass --store STORE, a store rag-eval ingest built from it, for the scans' OCR)")
        click.echo(f"Warning: {done.gaps.describe(True)}{hint}: {', '.join(done.gaps.empty)}", err=True)
    source = (f" (documents' text from the stores in {done.store})" if done.households else
              f" (documents' text from the store {done.store})")
    click.echo(f"wrote {done.out}" + (source if done.store else ""))
