"""The pytest plugin generates its seed-42 small corpus once (rag-gen in a child process) for a
whole session."""

from __future__ import annotations

import pytest

pytest_plugins = ("pytester",)
pytestmark = pytest.mark.xdist_group("python-api")


@pytest.mark.slow
def test_the_pytest_plugin_generates_its_corpus_once(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_corpus='''
        def test_corpus(rag_eval_corpus):
            assert rag_eval_corpus.name.startswith("seed-42-small-")
            assert len([p for p in rag_eval_corpus.iterdir() if p.name not in ("corpus.json", "README.md")]) == 18
    ''')
    first = pytester.runpytest_subprocess("-q")
    first.assert_outcomes(passed=1)
    cached = list((pytester.path / ".pytest_cache" / "d" / "rag-eval").iterdir())
    assert [p.name.startswith("seed-42-small-") for p in cached] == [True]
    again = pytester.runpytest_subprocess("-q")
    again.assert_outcomes(passed=1)
    result = pytester.runpytest_subprocess("--rag-eval-corpus", str(pytester.path))
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines([f"E *UsageError: --rag-eval-corpus {pytester.path}: no corpus.json in that folder"])
