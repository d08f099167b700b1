"""Write docs/cli.md, the CLI reference, from the commands' own --help.

    python docs/cli_reference.py          # rewrite docs/cli.md
    python docs/cli_reference.py --check  # exit 1 when docs/cli.md is stale

A test runs the check, so the reference cannot drift from the code.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "docs" / "cli.md"
WIDTH = 100

HEADER = """# CLI reference

Generated from the commands' `--help` by `python docs/cli_reference.py`; do not edit by
hand (a test fails when it is stale). The prose on each command is in the topic pages:
[generate.md](generate.md), [evaluate.md](evaluate.md), [pipelines.md](pipelines.md),
[exports.md](exports.md), [suites.md](suites.md); exit codes are in the
[README](../README.md#exit-codes).
"""


def _walk(command: click.Command, name: str, parent: click.Context | None = None) -> list[tuple[str, str]]:
    """(command path, help text) for a command and its subcommands, each in its parent's context,
    as the CLI itself builds them (so `-h` is there wherever the group allows it)."""
    ctx = click.Context(command, info_name=name, parent=parent, terminal_width=WIDTH, max_content_width=WIDTH,
                        **command.context_settings)
    out = [(ctx.command_path, command.get_help(ctx))]
    if isinstance(command, click.Group):
        for sub in sorted(command.commands):
            out += _walk(command.commands[sub], sub, ctx)
    return out


def reference() -> str:
    sys.path.insert(0, str(ROOT))
    from generator.cli import cli as rag_gen
    from harness.cli import cli as rag_eval

    parts = [HEADER]
    for path, text in _walk(rag_gen, "rag-gen") + _walk(rag_eval, "rag-eval"):
        parts.append(f"\n## {path}\n\n```text\n{text.rstrip()}\n```\n")
    return "".join(parts)


def main(argv: list[str]) -> int:
    text = reference()
    if "--check" in argv:
        if not TARGET.is_file() or TARGET.read_text(encoding="utf-8") != text:
            print(f"{TARGET} is stale: run python docs/cli_reference.py", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
