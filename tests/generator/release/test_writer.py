"""rag-gen release on a hand-made suite: the files, Parquet and JSON lines holding the same rows, the
lock, the same bytes twice, and the one-line refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from generator.release.writer import ReleaseError, release_split, write_release
from generator.suite.lock import folder_hashes
from harness.contract.suite import load_suite
from tests.support.suite_helpers import write_tiny_suite

CONFIGS = ("documents", "probe", "questions")


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    return write_tiny_suite(tmp_path / "tiny", seeds=(1, 2))


def test_a_release_holds_the_suite_its_configs_lock_and_card(tiny: Path, tmp_path: Path) -> None:
    done = write_release(str(tiny), tmp_path / "rel")
    rel = tmp_path / "rel"
    assert (done.split, done.rows) == ("test", {"questions": 8, "probe": 8, "documents": 6})
    assert sorted(p.relative_to(rel).as_posix() for p in rel.rglob("*") if p.is_file()
                  and not p.relative_to(rel).as_posix().startswith("suite/")) == [
        "README.md", "data/documents/test.jsonl", "data/documents/test.parquet", "data/probe/test.jsonl",
        "data/probe/test.parquet", "data/questions/test.jsonl", "data/questions/test.parquet", "rag-export.json",
        "suite.lock.json"]
    assert folder_hashes(rel / "suite") == folder_hashes(tiny)  # the suite's files, byte for byte
    lock = json.loads((rel / "suite.lock.json").read_text(encoding="utf-8"))
    assert (lock["name"], lock["seeds"], sorted(lock["suite"]), sorted(lock["corpora"])) == (
        "tiny", [1, 2], ["suite.json"], ["seed-1", "seed-2"])
    assert lock["corpora"]["seed-2"]["files"] == {rel_: h for rel_, h in folder_hashes(tiny / "seed-2").items()}
    for config in CONFIGS:
        lines = (rel / "data" / config / "test.jsonl").read_text(encoding="utf-8").splitlines()
        assert pq.read_table(rel / "data" / config / "test.parquet").to_pylist() == [json.loads(x) for x in lines]


def test_the_card_declares_each_config_for_the_datasets_library(tiny: Path, tmp_path: Path) -> None:
    write_release(str(tiny), tmp_path / "rel")
    card = (tmp_path / "rel" / "README.md").read_text(encoding="utf-8")
    front = card.split("---\n")[1]
    assert front.endswith("configs:\n- config_name: questions\n  default: true\n  data_files:\n  - split: test\n"
                          "    path: data/questions/test.parquet\n- config_name: probe\n  data_files:\n"
                          "  - split: test\n    path: data/probe/test.parquet\n- config_name: documents\n"
                          "  data_files:\n  - split: test\n    path: data/documents/test.parquet\n")
    assert front.startswith('pretty_name: "rag-gen suite tiny"\nlicense: mit\n')
    assert "Seeds: 1, 2 (one household each, `suite/seed-<n>/`)." in card
    assert "    rag-gen verify PATH/TO/THIS/FOLDER\n" in card
    assert "| pyarrow | 26.0.1 |" in card


def test_the_same_suite_gives_the_same_bytes(tiny: Path, tmp_path: Path) -> None:
    write_release(str(tiny), tmp_path / "a")
    write_release(str(tiny), tmp_path / "b")
    assert folder_hashes(tmp_path / "a") == folder_hashes(tmp_path / "b")


def test_dev_is_the_validation_split(tiny: Path) -> None:
    suite = load_suite(tiny)
    assert [release_split(suite.model_copy(update={"name": n})) for n in ("dev", "dev-unseen", "test", "tiny")] == [
        "validation", "validation", "test", "test"]


def test_what_is_not_a_suite_is_refused(tiny: Path, tmp_path: Path) -> None:
    with pytest.raises(ReleaseError) as err:
        write_release(str(tiny / "seed-1"), tmp_path / "rel")
    assert str(err.value) == (f"{tiny / 'seed-1'} is a corpus, not a suite: a release is of a suite (rag-gen suite "
                              "--seeds N..N writes a suite of one household)")
    with pytest.raises(ReleaseError) as err:
        write_release("nightly", tmp_path / "rel")
    assert str(err.value) == "nightly is neither a named suite (dev, test) nor a suite folder (no suite.json)"
    with pytest.raises(ReleaseError) as err:
        write_release(str(tiny), tiny / "rel")
    assert str(err.value) == f"--out {tiny / 'rel'} is inside the suite {tiny}: choose a folder outside it"
    assert not (tmp_path / "rel").exists()
