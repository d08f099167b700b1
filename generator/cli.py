"""rag-gen: the command line of the generator. It parses, calls the library, and reports."""

from __future__ import annotations

import click

from generator import __version__
from harness.clitools import run_cli
from harness.manifest import schema_text


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="rag-gen")
def cli() -> None:
    """rag-gen: generate byte-reproducible synthetic document corpora."""


@cli.command("schema")
def schema_cmd() -> None:
    """Print the JSON Schema of corpus.json (generated from harness/manifest.py)."""
    click.echo(schema_text(), nl=False)


def main(argv: list[str] | None = None) -> None:
    run_cli(cli, "rag-gen", argv)


if __name__ == "__main__":
    main()
