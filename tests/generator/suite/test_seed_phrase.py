"""A suite hidden behind a seed phrase: the seeds it derives, the hash suite.json records, the checks."""

from __future__ import annotations

import pytest

from generator.cli import main as rag_gen
from generator.suite.seed_phrase import phrase_seeds, phrase_sha256
from generator.suite.verify import check_seed_phrase
from generator.suite.writer import hidden_suite_args
from harness.contract.suite import SuiteManifest
from harness.runtime.errors import RagError, UsageError
from tests.support.clirunner import invoke

PHRASE = "correct horse battery staple 42"


def test_the_phrase_derives_distinct_seeds_away_from_the_named_suites() -> None:
    assert phrase_seeds(PHRASE, 3) == (776891998, 87461810, 54788429)
    assert phrase_seeds(PHRASE, 2) == phrase_seeds(PHRASE, 3)[:2]  # a longer suite extends a shorter one
    assert phrase_seeds(PHRASE + ".", 3) != phrase_seeds(PHRASE, 3)
    many = phrase_seeds(PHRASE, 200)
    assert len(set(many)) == 200 and min(many) >= 1_000_000


def test_the_hash_commits_to_the_phrase_and_a_short_phrase_is_refused() -> None:
    assert phrase_sha256(PHRASE) == "cde0788b5bfd3aa21a07ff5b1e8f1e0fbcbc9753818a5dc0eede55377fe191e5"
    with pytest.raises(UsageError) as err:
        phrase_sha256("hunter2")
    assert str(err.value) == ("--seed-phrase must have at least 16 characters (it has 7): a short phrase can be "
                              "guessed from its published hash")


def test_a_named_shape_takes_its_households_size_and_questions() -> None:
    args = hidden_suite_args(PHRASE, 5, "default", None, "all", "test")
    assert (len(args["seeds"]), args["size"], args["questions"], args["name"]) == (12, "small", 60, "test-hidden")
    assert args["seeds"] == phrase_seeds(PHRASE, 12)
    assert hidden_suite_args(PHRASE, 2, "small", None, "unseen")["name"] == "phrase-hidden-unseen"


def _suite(seeds: tuple[int, ...], sha: str | None) -> SuiteManifest:
    return SuiteManifest(name="test-hidden", description="", seeds=list(seeds), size="small", corpora=[],
                         generator={}, seed_phrase_sha256=sha)


def test_verify_checks_the_recorded_hash_and_the_seeds() -> None:
    check_seed_phrase(_suite(phrase_seeds(PHRASE, 2), phrase_sha256(PHRASE)), PHRASE)  # holds: no error
    cases = [
        (_suite((1, 2), None), "suite test-hidden records no seed phrase (it was not written with --seed-phrase)"),
        (_suite(phrase_seeds(PHRASE, 2), phrase_sha256(PHRASE + "!")),
         "the seed phrase is not the one suite test-hidden records (its SHA-256 differs)"),
        (_suite((1, 2), phrase_sha256(PHRASE)), "suite test-hidden's seeds are not the ones its seed phrase derives"),
    ]
    for suite, message in cases:
        with pytest.raises(RagError) as err:
            check_seed_phrase(suite, PHRASE)
        assert str(err.value) == message


def test_suite_json_writes_the_hash_only_when_there_is_one() -> None:
    assert "seedPhraseSha256" not in _suite((1,), None).model_dump(by_alias=True)
    assert _suite((1,), "ab").model_dump(by_alias=True)["seedPhraseSha256"] == "ab"


@pytest.mark.parametrize(("argv", "message"), [
    (["suite", "--seed-phrase", PHRASE, "--seeds", "1..2"], "Error: --seed-phrase derives the seeds; drop --seeds"),
    (["suite", "test", "--seed-phrase", PHRASE, "--households", "3"],
     "Error: suite test fixes its household count, size and questions; drop --households"),
    (["suite", "--households", "3", "--seeds", "1..3"],
     "Error: --households goes with --seed-phrase (--seeds A..B gives the households otherwise)"),
    (["suite", "--seed-phrase", PHRASE, "--households", "0"], "Error: --households must be between 1 and 1000, got 0"),
])
def test_the_command_line_refuses_what_does_not_go_together(argv: list[str], message: str) -> None:
    result = invoke(rag_gen, *argv)
    assert (result.code, result.out, result.err) == (2, "", message + "\n")
