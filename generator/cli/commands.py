"""rag-gen: the command group, its small commands (schema, lint, export, card, profiles) and
`main`. It parses, calls the library, and reports."""

from __future__ import annotations

from pathlib import Path

import click

from generator.cli.generate import generate_options, run_generate, templates_cmd, verify_cmd
from generator.cli.release import release_cmd
from generator.cli.suite import suite_cmd
from generator.corpus.card import write_card
from generator.corpus.novelty import novelty
from generator.corpus.verify import recorded_settings
from generator.corpus.writer import build_corpus
from generator.exports.formats import DEFAULT_COMMAND, FORMATS, ExportSource, export
from generator.producers.registry import DEFAULT_PRODUCERS, PRODUCER_NAMES, PRODUCERS, format_producers
from generator.questions.lint import has_errors, lint_manifest
from generator.scan.profiles import PROFILE_NAMES, PROFILES, format_profiles
from generator.scan.severity import DEFAULT_SEVERITY, check_severity
from harness.contract.manifest import load_manifest, manifest_path, manifest_sha256, schema_text
from harness.runtime.exits import ExitCode, run_cli
from harness.runtime.fsutil import dumps_json
from harness.runtime.printable import escaped
from harness.runtime.versions import VERSION


@click.group(context_settings={"help_option_names": ["-h", "--help"]}, invoke_without_command=True)
@click.version_option(VERSION, "--version", prog_name="rag-gen")
@generate_options
@click.pass_context
def cli(ctx: click.Context, seed: int | None, out: Path | None, year: int, size: str, workers: int,
        executor: str, scan_ratio: float, scan_severity: float, rasterizer: str, questions: int | None,
        layouts: str, layout_source: str, producers: str, adversarial: bool, injection_variants: str, force: bool,
        quiet: bool) -> None:
    """rag-gen: generate byte-reproducible synthetic document corpora.

    `rag-gen --seed N` writes the corpus for seed N into corpora/seed-N/ (or --out):
    born-digital PDFs and scans (--scan-ratio) of one synthetic household's tax year
    and corpus.json with all the ground truth. Without a command and without --seed it prints this help.
    """
    if ctx.invoked_subcommand is not None:
        return
    if seed is None and out is None:
        click.echo(ctx.get_help())
        return
    run_generate(seed, out, year, size, workers, force, quiet, scan_ratio, rasterizer, executor, questions, layouts,
                 scan_severity, adversarial, injection_variants, layout_source, producers)


@cli.command("schema")
def schema_cmd() -> None:
    """Print the JSON Schema of corpus.json (generated from harness/contract/manifest.py)."""
    click.echo(schema_text(), nl=False)


@cli.command("lint")
@click.argument("corpus", type=click.Path(path_type=Path))
def lint_cmd(corpus: Path) -> None:
    """Check a corpus's answer keys; one line per finding, exit 1 on any error."""
    findings = lint_manifest(load_manifest(corpus))
    for finding in findings:
        click.echo(escaped(finding.line()))  # a subject may be a file name holding a newline
    errors = sum(f.severity == "error" for f in findings)
    click.echo(f"{errors} error(s), {len(findings) - errors} warning(s)", err=True)
    if has_errors(findings):
        raise ExitCode(1)


@cli.command("export")
@click.argument("corpus", type=click.Path(path_type=Path))
@click.option("--format", "fmt", required=True, type=click.Choice(FORMATS),
              help="beir (corpus/queries/qrels), ragas (a RAGAS dataset), deepeval (DeepEval goldens), "
                   "promptfoo (a config with a cmd: provider), jsonl (a generic test set).")
@click.option("--out", required=True, type=click.Path(path_type=Path), help="Folder to write the export into.")
@click.option("--force", is_flag=True,
              help="Replace an existing export (a folder with rag-export.json); never other files.")
@click.option("--text", "text", default="pages", show_default=True, type=click.Choice(["pages", "truth"]),
              help="The documents' text (beir, ragas, deepeval): pages (the PDF text layer, or the store's "
                   "pages with --store) or truth (the ground-truth dump).")
@click.option("--store", type=click.Path(path_type=Path), default=None,
              help="A store built from this corpus (rag-eval ingest): its pages, OCR included, are the text; "
                   "promptfoo's provider passes it to the pipeline as RAG_EVAL_STORE. Without it scans have no text.")
@click.option("--command", default=DEFAULT_COMMAND, show_default=True,
              help="promptfoo: the cmd: pipeline its provider asks.")
def export_cmd(corpus: Path, fmt: str, out: Path, force: bool, text: str, store: Path | None, command: str) -> None:
    """Export a corpus's questions and documents for other evaluation tools."""
    manifest = load_manifest(corpus)
    folder = manifest_path(corpus).parent
    report = export(manifest, fmt, out, force=force,
                    source=ExportSource(folder, manifest_sha256(corpus), store, text, command))
    gaps = report.gaps
    if gaps is not None and gaps.empty:
        hint = (" (pass --store STORE, a store rag-eval ingest built from this corpus, for the scans' OCR; or "
                "--text truth)" if text == "pages" and not store else "")
        click.echo(f"Warning: {gaps.describe(fmt != 'beir')}{hint}: {', '.join(gaps.empty)}", err=True)
    if fmt == "promptfoo" and store is None:
        click.echo("Note: the provider sets no RAG_EVAL_STORE: pass --store STORE if the pipeline reads the store "
                   "(the README's my_rag.py does)", err=True)
    click.echo(f"wrote {out}")


@cli.command("card")
@click.argument("corpus", type=click.Path(path_type=Path))
def card_cmd(corpus: Path) -> None:
    """Write the dataset card, CORPUS/README.md (generation writes it too)."""
    manifest = load_manifest(corpus)
    folder = corpus if corpus.is_dir() else corpus.parent
    found = None
    if (manifest.generator or {}).get("proceduralLayouts") == "true":  # its novelty: replanned, not rendered
        planned = build_corpus(recorded_settings(folder))
        found = novelty(planned.documents, planned.templates)
    click.echo(f"wrote {write_card(folder, manifest, found)}")


@cli.command("profiles")
@click.argument("names", nargs=-1, type=click.Choice(PROFILE_NAMES), metavar="[PROFILE]...")
@click.option("--json", "as_json", is_flag=True, help="Print the profiles as JSON (steps with their ranges).")
@click.option("--severity", type=float, default=DEFAULT_SEVERITY, show_default=True, metavar="S",
              help="Show the ranges at this scan severity, 0 (barely visible) to 1 (hard to read).")
def profiles_cmd(names: tuple[str, ...], as_json: bool, severity: float) -> None:
    """List the scan profiles (or the PROFILEs named): resolution, colour, formats, and each step
    (phase paper -> ink -> capture -> post) with its parameter ranges at a scan severity."""
    check_severity(severity, "--severity")
    chosen = list(names) or list(PROFILE_NAMES)
    if as_json:
        described = [PROFILES[n].at_severity(severity).describe() for n in chosen]
        if severity != DEFAULT_SEVERITY:
            described = [{**d, "severity": severity} for d in described]
        click.echo(dumps_json(described), nl=False)
    else:
        click.echo(format_profiles(chosen, severity), nl=False)


@cli.command("producers")
@click.argument("names", nargs=-1, type=click.Choice(PRODUCER_NAMES), metavar="[PRODUCER]...")
@click.option("--json", "as_json", is_flag=True, help="Print the producers as JSON (with their parameters).")
def producers_cmd(names: tuple[str, ...], as_json: bool) -> None:
    """List the producers (or the PRODUCERs named): the software that writes a born-digital
    document, what it changes in the file, and the parameters it draws; `*` marks the default mix."""
    chosen = list(names) or list(PRODUCER_NAMES)
    if as_json:
        click.echo(dumps_json([PRODUCERS[n].describe() | {"default": n in DEFAULT_PRODUCERS} for n in chosen]),
                   nl=False)
    else:
        click.echo(format_producers(chosen), nl=False)


cli.add_command(templates_cmd)
cli.add_command(verify_cmd)
cli.add_command(suite_cmd)
cli.add_command(release_cmd)


def main(argv: list[str] | None = None) -> None:
    run_cli(cli, "rag-gen", argv)

