"""The one place where exceptions become exit codes, shared by both CLIs.

Library errors (RagError) print `Error: <message>` on stderr and exit with their code
(1, or 2 for usage); click's own usage errors print one such line too and exit 2; Ctrl-C exits 130 and SIGTERM 143,
both after the same clean-up (SIGTERM is raised as `Terminated` in the main thread, so
every `finally` and `except BaseException` runs). Nothing else is caught: a bug still
shows its traceback, because hiding it would hide the bug. With RAG_DEBUG=1 (or a
command's --debug) a library error also prints its traceback, the cause's included.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import traceback
from typing import Any, NoReturn

import click

from harness.runtime.errors import RagError
from harness.runtime.printable import escaped

DEBUG_ENV = "RAG_DEBUG"
_debug = {"on": False}


class Terminated(BaseException):
    """SIGTERM arrived: unwind like Ctrl-C (temporary files are removed on the way out)."""


def set_debug(on: bool = True) -> None:
    """A command's --debug: library errors print their traceback too."""
    _debug["on"] = on


def _debugging() -> bool:
    return _debug["on"] or os.environ.get(DEBUG_ENV, "") not in ("", "0")


def _on_sigterm(signum: int, frame: Any) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a second SIGTERM must not cut the clean-up short
    raise Terminated


def run_cli(group: click.Command, prog_name: str, argv: list[str] | None = None) -> NoReturn:
    main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGTERM, _on_sigterm) if main_thread else None
    _debug["on"] = False
    try:
        _run(group, prog_name, argv)
    finally:
        if main_thread:
            signal.signal(signal.SIGTERM, previous if previous is not None else signal.SIG_DFL)


def _run(group: click.Command, prog_name: str, argv: list[str] | None) -> NoReturn:
    try:
        group.main(args=argv, prog_name=prog_name, standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.exceptions.NoArgsIsHelpError as exc:  # a group with no command: its help, as asked
        exc.show()
        sys.exit(exc.exit_code)
    except click.UsageError as exc:
        click.echo(usage_line(exc), err=True)
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
    except Terminated:
        click.echo("Terminated.", err=True)
        sys.exit(143)
    except RagError as exc:
        if _debugging():
            traceback.print_exception(exc)
        click.echo(f"Error: {escaped(str(exc))}", err=True)  # one line, whatever file name it holds
        sys.exit(exc.exit_code)
    except ExitCode as exc:
        sys.exit(exc.code)
    sys.exit(0)


def usage_line(exc: click.UsageError) -> str:
    """click's usage error as the one `Error: ...` line every error is (click's own show()
    prints three: Usage, Try, Error); the command's --help is named on the same line."""
    message = escaped(" ".join(exc.format_message().split()))
    where = f" Try '{exc.ctx.command_path} --help'." if exc.ctx is not None else ""
    return f"Error: {message}{where}"


class ExitCode(Exception):
    """Raised by a command that finished its work but must exit non-zero (a measurement result)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code
