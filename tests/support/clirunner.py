"""Run a CLI entry point in-process and capture exit code, stdout and stderr."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Result:
    code: int
    out: str
    err: str


def invoke(main: Callable[[list[str]], None], *args: str) -> Result:
    out, err = io.StringIO(), io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(list(args))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
    return Result(code, out.getvalue(), err.getvalue())
