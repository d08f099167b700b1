"""`--seeds` as the benches parse it (benchmarks/seed_args.py): a bad value is a one-line usage error."""

from __future__ import annotations

import argparse
import re
import subprocess
import sys

import pytest

from benchmarks.seed_args import seed_list, seed_range
from tests.support.paths import REPO


def test_seed_range_keeps_the_text() -> None:
    assert seed_range("42..51") == "42..51"


@pytest.mark.parametrize(("text", "message"), [
    ("100", "expected A..B with A <= B, got 100"),
    ("51..42", "expected A..B with A <= B, got 51..42"),
    ("1..1001", "--seeds 1..1001 is 1001 households; a suite has at most 1000"),
])
def test_seed_range_refuses(text: str, message: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError) as caught:
        seed_range(text)
    assert str(caught.value) == message


def test_seed_list_takes_a_range_or_commas() -> None:
    assert seed_list("100..103") == "100..103"
    assert seed_list("42,44, 51") == "42,44, 51"
    with pytest.raises(argparse.ArgumentTypeError) as caught:
        seed_list("42;44")
    assert str(caught.value) == "expected A..B or seeds separated by commas, got 42;44"
    with pytest.raises(argparse.ArgumentTypeError) as caught:
        seed_list("9..8")
    assert str(caught.value) == "expected A..B with A <= B, got 9..8"


def test_every_bench_checks_its_seeds() -> None:
    """A bench taking --seeds parses it with one of the shared types or argparse's own `int` (a parse
    left to the bench's body was how `bench_unharvested.py --seeds 100` ended in a traceback)."""
    unchecked = sorted(path.name for path in (REPO / "benchmarks").glob("*.py")
                       if '"--seeds"' in path.read_text()
                       and not re.search(r'"--seeds", type=(seed_range|seed_list|int)\b', path.read_text()))
    assert unchecked == []


def test_a_bench_refuses_a_bad_range_in_one_line() -> None:
    done = subprocess.run([sys.executable, "benchmarks/bench_unharvested.py", "--seeds", "100"],
                          cwd=REPO, capture_output=True, text=True, timeout=300)
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1] == ("bench_unharvested.py: error: argument --seeds: "
                                            "expected A..B with A <= B, got 100")
    assert "Traceback" not in done.stderr
