"""Every CLI command and option that exists is mentioned in the README (sqlite-utils style)."""

from __future__ import annotations

from pathlib import Path

import click
import pytest

from generator.cli import cli as rag_gen
from harness.cli import cli as rag_eval

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def walk(group: click.Command, prefix: str) -> list[tuple[str, click.Command]]:
    out = [(prefix, group)]
    if isinstance(group, click.Group):
        for name in sorted(group.commands):
            out += walk(group.commands[name], f"{prefix} {name}")
    return out


COMMANDS = walk(rag_gen, "rag-gen") + walk(rag_eval, "rag-eval")


@pytest.mark.parametrize(("path", "command"), COMMANDS, ids=[p for p, _ in COMMANDS])
def test_command_and_its_options_are_documented(path: str, command: click.Command) -> None:
    assert path in README, f"README.md does not mention `{path}`"
    missing = [
        opt
        for param in command.params
        if isinstance(param, click.Option)
        for opt in param.opts
        if opt.startswith("--") and opt not in ("--help",) and opt not in README
    ]
    assert missing == [], f"README.md does not mention {missing} of `{path}`"


def test_readme_shows_the_two_setup_commands_first() -> None:
    first = README.index("make run")
    assert first < README.index("## rag-gen")
    assert README.index("make test") < README.index("## rag-gen")
