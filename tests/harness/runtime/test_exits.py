"""harness.runtime.exits: every error, click's own usage errors included, is one `Error:` line."""

from __future__ import annotations

import pytest

from generator.cli import main as rag_gen
from harness.cli import main as rag_eval
from tests.support.clirunner import invoke

CLICK_USAGE = [
    (rag_gen, ["--seed", "abc"], "Error: Invalid value for '--seed': 'abc' is not a valid integer. "
                                 "Try 'rag-gen --help'.\n"),
    (rag_gen, ["--seed", "1", "--size", "huge"],
     "Error: Invalid value for '--size': 'huge' is not one of 'small', 'default', 'large'. "
     "Try 'rag-gen --help'.\n"),
    (rag_gen, ["--bogus"], "Error: No such option '--bogus'. (Did you mean one of: '--layouts', '--out'?) "
                           "Try 'rag-gen --help'.\n"),
    (rag_eval, ["run", "--bogus"], "Error: No such option '--bogus'. Did you mean '--out'? "
                                   "Try 'rag-eval run --help'.\n"),
    (rag_eval, ["run"], "Error: Missing argument 'CORPUS'. Try 'rag-eval run --help'.\n"),
    (rag_eval, ["grad"], "Error: No such command 'grad'. Did you mean 'grade'? Try 'rag-eval --help'.\n"),
]


@pytest.mark.parametrize(("main", "args", "err"), CLICK_USAGE, ids=[" ".join(a) for _, a, _ in CLICK_USAGE])
def test_click_usage_errors_are_one_error_line(main: object, args: list[str], err: str) -> None:
    result = invoke(main, *args)  # type: ignore[arg-type]
    assert (result.code, result.out, result.err) == (2, "", err)


def test_a_group_without_a_command_still_shows_its_help() -> None:
    result = invoke(rag_eval)
    assert result.code == 2
    assert result.err.startswith("Usage: rag-eval [OPTIONS] COMMAND [ARGS]...\n")
