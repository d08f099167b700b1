"""The CLI options both CLIs share (`--workers`, `--executor`): one definition, one help text.

Each command says what its work is; the options say where it runs. Their defaults and
rules are harness.runtime.settings's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from harness.runtime.settings import EXECUTOR, WORKERS

F = TypeVar("F", bound=Callable[..., Any])

EXECUTOR_HELP = ("Where {work}: local (a pool of --workers processes), ray (start or join a Ray runtime; "
                 "RAY_ADDRESS is honoured) or ray://host:port (join a Ray cluster).")
WORKERS_HELP = "Processes that {work} on the local executor (1: in this process)."


def _help(template: str, work: str, invariant: str) -> str:
    return f"{template.format(work=work)} {invariant}".strip()


def workers_option(work: str, invariant: str = "") -> Callable[[F], F]:
    """`--workers K`: `work` says what the processes do ("render the documents"); `invariant`
    what does not depend on their count ("The bytes do not depend on it.")."""
    return click.option("--workers", type=int, default=WORKERS, show_default=True, metavar="K",
                        help=_help(WORKERS_HELP, work, invariant))


def executor_option(work: str, invariant: str = "") -> Callable[[F], F]:
    """`--executor local|ray|ray://HOST:PORT`: `work` says what runs there ("the documents render")."""
    return click.option("--executor", default=EXECUTOR, show_default=True, metavar="local|ray|ray://HOST:PORT",
                        help=_help(EXECUTOR_HELP, work, invariant))
