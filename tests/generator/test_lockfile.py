"""generator/lockfile.py: the committed locks of the named suites are current with the suites'
settings (regenerating a household against its lock is tests/e2e/test_suite_generate.py)."""

from __future__ import annotations

import json

import pytest

from generator.lockfile import suite_lock_path
from generator.suite.writer import named_suite_args
from harness.contract.suite import NAMED_SUITES


@pytest.mark.parametrize("name", sorted(NAMED_SUITES))
def test_the_named_suite_locks_are_current(name: str) -> None:
    lock = json.loads(suite_lock_path(name).read_text())
    args = named_suite_args(name)
    assert (lock["name"], lock["seeds"], lock["size"], lock["questions"]) == (
        name, list(args["seeds"]), args["size"], args["questions"])
    assert sorted(lock["corpora"]) == [f"seed-{s}" for s in sorted(args["seeds"])]
    for entry in lock["corpora"].values():
        assert entry["files"]["corpus.json"] == entry["corpusSha256"]
