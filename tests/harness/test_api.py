"""The Python API (`from harness import evaluate`, harness/api.py) and its gates, with real runs
on the hand-made run corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

import harness
from harness import assert_no_category_below, assert_not_worse, evaluate
from harness.contract.grade import Grade
from harness.runtime.errors import RagError
from harness.scoring.scorecard import CategoryTally, read_scorecard
from tests.support.run_corpus import write_run_corpus

pytest_plugins = ("pytester",)
pytestmark = pytest.mark.xdist_group("python-api")
KEYS = {"lookup-001": "52,340.17 [w2-bluefin.pdf]", "lookup-002": "1,480.25 [w2-harbor.pdf]"}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_run_corpus(tmp_path_factory.mktemp("api") / "corpus")


def knows_lookups(question: str) -> str:
    """Answers the two lookups from the keys, declines everything else."""
    if "Bluefin" in question:
        return KEYS["lookup-001"]
    if "Harbor" in question:
        return KEYS["lookup-002"]
    return "Not found in the documents."


def test_evaluate_a_callable_returns_the_typed_scorecard(corpus: Path, tmp_path: Path) -> None:
    card = evaluate(knows_lookups, corpus, tmp_path / "run")
    assert card.pipeline == "python:tests.harness.test_api:knows_lookups"
    assert card.summary.by_category == {
        "lookup": CategoryTally(correct=2, partial=0, wrong=0, ci95=(0.3424, 1.0)),
        "aggregation": CategoryTally(correct=0, partial=0, wrong=1, ci95=(0.0, 0.7935)),
        "negative": CategoryTally(correct=1, partial=0, wrong=0, ci95=(0.2065, 1.0))}
    assert (card.store, card.probe) == (None, None)  # a plain callable reads no store: no ingest
    assert read_scorecard(tmp_path / "run" / "scorecard.json") == card
    assert harness.evaluate is evaluate


def test_evaluate_a_spec_string(corpus: Path, tmp_path: Path) -> None:
    card = evaluate("python:tests.harness.test_api:knows_lookups", corpus, tmp_path / "run", limit=1)
    assert (card.summary.total, card.summary.by_grade[Grade.CORRECT]) == (1, 1)


def test_no_category_below(corpus: Path, tmp_path: Path) -> None:
    card = evaluate(knows_lookups, corpus, tmp_path / "run")
    assert_no_category_below(card, 0.0)
    with pytest.raises(AssertionError) as err:
        assert_no_category_below(tmp_path / "run", 0.5)
    assert str(err.value) == "categories below 50% correct: aggregation 0/1 (0%)"
    with pytest.raises(RagError) as bad:
        assert_no_category_below(card, 50)
    assert str(bad.value) == "a share is between 0 and 1, not 50"


def test_not_worse_than_a_baseline(corpus: Path, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    good = evaluate(knows_lookups, corpus, tmp_path / "good")
    assert_not_worse(good, tmp_path / "good" / "scorecard.json")
    one_less = evaluate(lambda q: "Not found in the documents." if "Harbor" in q else knows_lookups(q), corpus,
                        tmp_path / "one-less")
    assert_not_worse(one_less, good)  # 2/4 is inside 3/4's interval (30.1%-95.4%): not worse
    bad = evaluate(lambda question: "no idea", corpus, tmp_path / "bad")
    with pytest.raises(AssertionError) as err:
        assert_not_worse(bad, good)
    assert str(err.value) == ("0/4 correct (0.0%) is worse than the baseline's 3/4 (75.0%, 95% interval "
                              "30.1%-95.4%)")
    other = write_run_corpus(tmp_path_factory.mktemp("other") / "corpus")
    (other / "corpus.json").write_text((other / "corpus.json").read_text().replace("run-test", "other"))
    elsewhere = evaluate(knows_lookups, other, tmp_path / "elsewhere")
    with pytest.raises(RagError) as wrong:
        assert_not_worse(elsewhere, good)
    assert str(wrong.value).startswith("the runs are on different corpora (sha256 ")
