"""rag-gen: the command line of the generator. It parses, calls the library, and reports."""

from __future__ import annotations

from pathlib import Path

import click

from generator.card import write_card
from generator.cli_generate import generate_options, run_generate, templates_cmd, verify_cmd
from generator.cli_suite import suite_cmd
from generator.export import FORMATS, export
from generator.lint import has_errors, lint_manifest
from generator.scan.profiles import PROFILE_NAMES, PROFILES, format_profiles
from harness.contract.manifest import load_manifest, schema_text
from harness.runtime.exits import ExitCode, run_cli
from harness.runtime.fsutil import dumps_json
from harness.runtime.versions import VERSION


@click.group(context_settings={"help_option_names": ["-h", "--help"]}, invoke_without_command=True)
@click.version_option(VERSION, "--version", prog_name="rag-gen")
@generate_options
@click.pass_context
def cli(ctx: click.Context, seed: int | None, out: Path | None, year: int, size: str, workers: int,
        executor: str, scan_ratio: float, rasterizer: str, questions: int | None, layouts: str,
        adversarial: bool, force: bool, quiet: bool) -> None:
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
                 adversarial)


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
        click.echo(finding.line())
    errors = sum(f.severity == "error" for f in findings)
    click.echo(f"{errors} error(s), {len(findings) - errors} warning(s)", err=True)
    if has_errors(findings):
        raise ExitCode(1)


@cli.command("export")
@click.argument("corpus", type=click.Path(path_type=Path))
@click.option("--format", "fmt", required=True, type=click.Choice(FORMATS),
              help="beir (corpus/queries/qrels), promptfoo (a test suite), jsonl (a RAGAS/DeepEval test set).")
@click.option("--out", required=True, type=click.Path(path_type=Path), help="Folder to write the export into.")
@click.option("--force", is_flag=True, help="Replace an existing --out folder.")
def export_cmd(corpus: Path, fmt: str, out: Path, force: bool) -> None:
    """Export a corpus's questions and documents for other evaluation tools."""
    export(load_manifest(corpus), fmt, out, force=force)
    click.echo(f"wrote {out}")


@cli.command("card")
@click.argument("corpus", type=click.Path(path_type=Path))
def card_cmd(corpus: Path) -> None:
    """Write the dataset card, CORPUS/README.md (generation writes it too)."""
    manifest = load_manifest(corpus)
    folder = corpus if corpus.is_dir() else corpus.parent
    click.echo(f"wrote {write_card(folder, manifest)}")


@cli.command("profiles")
@click.argument("names", nargs=-1, type=click.Choice(PROFILE_NAMES), metavar="[PROFILE]...")
@click.option("--json", "as_json", is_flag=True, help="Print the profiles as JSON (steps with their ranges).")
def profiles_cmd(names: tuple[str, ...], as_json: bool) -> None:
    """List the scan profiles (or the PROFILEs named): resolution, colour, formats, and each step
    (phase paper -> ink -> capture -> post) with its parameter ranges."""
    chosen = list(names) or list(PROFILE_NAMES)
    if as_json:
        click.echo(dumps_json([PROFILES[n].describe() for n in chosen]), nl=False)
    else:
        click.echo(format_profiles(chosen), nl=False)


cli.add_command(templates_cmd)
cli.add_command(verify_cmd)
cli.add_command(suite_cmd)


def main(argv: list[str] | None = None) -> None:
    run_cli(cli, "rag-gen", argv)


if __name__ == "__main__":
    main()
