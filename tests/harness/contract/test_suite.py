"""suite.json: the model, its one-line errors, and the named suites' seed ranges."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.contract.suite import NAMED_SUITES, SuiteCorpus, SuiteManifest, dump_suite, is_suite, load_suite
from harness.runtime.errors import ManifestError


def _suite(tmp_path: Path, **changes: object) -> Path:
    (tmp_path / "seed-7").mkdir()
    (tmp_path / "seed-7" / "corpus.json").write_text("{}")
    suite = SuiteManifest(name="mine", description="d", seeds=[7], size="small", questions=None,
                          corpora=[SuiteCorpus(name="seed-7", seed=7, corpus_sha256="ab")],
                          generator={"tool": "rag-gen 1"})
    data = json.loads(dump_suite(suite))
    data.update(changes)
    (tmp_path / "suite.json").write_text(json.dumps(data))
    return tmp_path


def test_round_trip(tmp_path: Path) -> None:
    folder = _suite(tmp_path)
    assert is_suite(folder)
    suite = load_suite(folder)
    assert suite.corpora[0].corpus_sha256 == "ab"
    assert json.loads((folder / "suite.json").read_text())["corpora"] == [
        {"corpusSha256": "ab", "name": "seed-7", "seed": 7}]


def test_errors_name_the_file_and_json_path(tmp_path: Path) -> None:
    folder = _suite(tmp_path, seedz=[1])
    with pytest.raises(ManifestError) as err:
        load_suite(folder)
    assert str(err.value) == f"{folder / 'suite.json'}: $.seedz: unknown key (did you mean seeds?)"


def test_corpus_outside_the_suite_is_refused(tmp_path: Path) -> None:
    folder = _suite(tmp_path, corpora=[{"name": "../x", "seed": 7, "corpusSha256": "ab"}])
    with pytest.raises(ManifestError) as err:
        load_suite(folder)
    assert str(err.value).startswith(f"{folder / 'suite.json'}: $.corpora[0].name: ")


def test_missing_corpus_folder(tmp_path: Path) -> None:
    folder = _suite(tmp_path, corpora=[{"name": "seed-8", "seed": 8, "corpusSha256": "ab"}])
    with pytest.raises(ManifestError) as err:
        load_suite(folder)
    assert str(err.value) == f"{folder / 'suite.json'}: $.corpora[0].name: no seed-8/corpus.json in the suite"


def test_not_a_suite(tmp_path: Path) -> None:
    assert not is_suite(tmp_path)
    with pytest.raises(ManifestError) as err:
        load_suite(tmp_path)
    assert str(err.value) == f"{tmp_path}: no suite.json in this folder"


def test_named_suites_are_disjoint_and_big_enough() -> None:
    dev, test = NAMED_SUITES["dev"], NAMED_SUITES["test"]
    assert not set(dev.seeds) & set(test.seeds)
    assert 42 not in dev.seeds + test.seeds
    for suite in (dev, test):
        assert len(suite.seeds) >= 10
        assert len(suite.seeds) * suite.questions >= 600
