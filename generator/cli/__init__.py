"""rag-gen's command line: parse, call, print, no logic. `commands.py` holds the group and
its small commands, `generate.py` the generation options with `templates` and `verify`,
`suite.py` `rag-gen suite`. The console script is `generator.cli:main`; `python -m
generator.cli` runs it too."""

from generator.cli.commands import cli, main

__all__ = ["cli", "main"]
