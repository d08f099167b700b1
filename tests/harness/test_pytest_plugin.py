"""The pytest plugin (harness/pytest_plugin.py): installing registers it, and its fixture gates a
run on the hand-made run corpus."""

from __future__ import annotations

import importlib.metadata
import textwrap
from pathlib import Path

import pytest

from tests.support.run_corpus import write_run_corpus

pytest_plugins = ("pytester",)
pytestmark = pytest.mark.xdist_group("python-api")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_run_corpus(tmp_path_factory.mktemp("api") / "corpus")


INNER = textwrap.dedent('''
    import harness

    def answer(question):
        return "Not found in the documents."

    def test_declines_pass_the_negatives(rag_eval_run):
        card = rag_eval_run(answer)
        assert card.summary.by_category["negative"].correct == 1

    def test_gate_on_every_category(rag_eval_run):
        harness.assert_no_category_below(rag_eval_run(answer), 0.5)
''')


def test_installing_registers_the_pytest_plugin() -> None:
    # the tests below rely on pytest loading it through this entry point, as a user's pytest does
    found = [e.value for e in importlib.metadata.entry_points(group="pytest11") if e.name == "rag_eval"]
    assert found == ["harness.pytest_plugin"]


def test_the_pytest_plugin_gates_a_suite(pytester: pytest.Pytester, corpus: Path) -> None:
    pytester.makepyfile(test_my_rag=INNER)
    result = pytester.runpytest_subprocess("--rag-eval-corpus", str(corpus),
                                           "-p", "no:cacheprovider", "-q")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*AssertionError: categories below 50% correct: aggregation 0/1 (0%), "
                                 "lookup 0/2 (0%)"])
