"""The one place where exceptions become exit codes, shared by both CLIs.

Library errors (RagError) print `Error: <message>` on stderr and exit with their code
(1, or 2 for usage); click's own usage errors exit 2; Ctrl-C exits 130. Nothing else is
caught: a bug still shows its traceback, because hiding it would hide the bug.
"""

from __future__ import annotations

import sys
from typing import NoReturn

import click

from harness.runtime.errors import RagError


def run_cli(group: click.Command, prog_name: str, argv: list[str] | None = None) -> NoReturn:
    try:
        group.main(args=argv, prog_name=prog_name, standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(130)
    except KeyboardInterrupt:
        click.echo("Interrupted.", err=True)
        sys.exit(130)
    except RagError as exc:
        click.echo(f"Error: {exc}", err=True)
        sys.exit(exc.exit_code)
    except ExitCode as exc:
        sys.exit(exc.code)
    sys.exit(0)


class ExitCode(Exception):
    """Raised by a command that finished its work but must exit non-zero (a measurement result)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code
