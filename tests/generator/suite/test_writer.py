"""generator/suite/writer.py's settings: seed ranges, the named suites (dev, test) and their
layout splits, every household meeting the budget."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cli.suite import parse_seeds
from generator.suite.writer import check_suite_settings, named_suite_args, write_suite
from harness.contract.suite import NAMED_SUITES
from harness.runtime.errors import UsageError
from harness.runtime.fsutil import FolderError


def test_seed_ranges() -> None:
    assert parse_seeds("100..103") == (100, 101, 102, 103)
    assert parse_seeds("5..5") == (5,)
    with pytest.raises(UsageError, match=r"^a suite's seeds must be distinct; repeated: 4$"):
        check_suite_settings((4, 5, 4), "small", None)


def test_the_named_suites() -> None:
    assert named_suite_args("dev") == {
        "seeds": tuple(range(100, 112)), "size": "small", "questions": 60, "layouts": "all", "name": "dev",
        "description": "rag-gen suite of 12 small households (seeds 100..111), 60 questions each. "
                       "Tune here: harvest rules, prompts, retrieval settings."}
    assert named_suite_args("test")["description"] == (
        "rag-gen suite of 12 small households (seeds 1000..1011), 60 questions each. Report here; never tune on it.")
    dev, test = NAMED_SUITES["dev"], NAMED_SUITES["test"]
    assert not set(dev.seeds) & set(test.seeds)
    for spec in (dev, test):
        assert len(spec.seeds) >= 10 and len(spec.seeds) * spec.questions >= 600
        check_suite_settings(spec.seeds, spec.size, spec.questions)  # every household meets the budget


def test_a_named_suite_on_one_split_of_the_layouts_is_another_suite() -> None:
    args = named_suite_args("test", "unseen")
    assert (args["name"], args["layouts"], args["seeds"]) == ("test-unseen", "unseen", tuple(range(1000, 1012)))
    assert args["description"] == ("rag-gen suite of 12 small households (seeds 1000..1011), 60 questions each, "
                                   "unseen layouts only. Report here; never tune on it.")


def test_an_out_below_a_file_is_one_line_before_any_household(tmp_path: Path) -> None:
    # before: mkdir's FileExistsError, a traceback
    (tmp_path / "f").write_text("x")
    with pytest.raises(FolderError) as err:
        write_suite((1,), tmp_path / "f" / "s")
    assert str(err.value) == (f"--out {tmp_path / 'f' / 's'}: cannot create the folder {tmp_path / 'f'}: "
                              "a part of the path is a file")
