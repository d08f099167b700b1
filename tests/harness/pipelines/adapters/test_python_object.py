"""The python: adapter (harness/pipelines/adapters/python_object.py) against real modules: a
callable returning a string or a dict, a factory class or function, and its errors."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from harness.config import HarnessConfig
from harness.pipelines import Answer, PipelineContext, PipelineError, build_pipeline


@pytest.fixture
def user_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    (tmp_path / "user_rag_mod.py").write_text(textwrap.dedent('''
        from dataclasses import dataclass

        def plain(question):
            return "echo: " + question

        def rich(question):
            return {"answer": "42 [a.pdf]", "citations": ["a.pdf"], "contexts": ["ctx"]}

        def bad(question):
            return 42

        class Factory:
            def __init__(self, context):
                self.top_k = context.config.top_k
            def answer(self, question):
                return f"top_k={self.top_k} {question}"

        def make():
            return lambda q: q.upper()

        answerer = Factory.__new__(Factory)
        answerer.top_k = 9
        NOT_CALLABLE = 3
    '''), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield "user_rag_mod"
    sys.modules.pop("user_rag_mod", None)


def test_python_callable_returning_str(user_module: str) -> None:
    p = build_pipeline(f"python:{user_module}:plain", PipelineContext())
    assert p.answer("hi") == Answer("echo: hi")


def test_python_callable_returning_dict(user_module: str) -> None:
    p = build_pipeline(f"python:{user_module}:rich", PipelineContext())
    assert p.answer("q") == Answer("42 [a.pdf]", ["a.pdf"], ["ctx"])


def test_python_factory_class_gets_the_context(user_module: str) -> None:
    ctx = PipelineContext(config=HarnessConfig(top_k=7))
    assert build_pipeline(f"python:{user_module}:Factory", ctx).answer("q").text == "top_k=7 q"


def test_python_factory_function_and_pipeline_object(user_module: str) -> None:
    assert build_pipeline(f"python:{user_module}:make", PipelineContext()).answer("ab").text == "AB"
    assert build_pipeline(f"python:{user_module}:answerer", PipelineContext()).answer("q").text == "top_k=9 q"


@pytest.mark.parametrize(
    ("attr", "message"),
    [
        ("bad", "python:{m}:bad: returned int; expected a str, a dict with \"answer\", or an Answer"),
        ("NOT_CALLABLE", "python:{m}:NOT_CALLABLE: is a int, not a callable or a Pipeline"),
        ("missing", "python:{m}:missing: {m} has no attribute missing"),
    ],
)
def test_python_adapter_errors(user_module: str, attr: str, message: str) -> None:
    with pytest.raises(PipelineError) as err:
        build_pipeline(f"python:{user_module}:{attr}", PipelineContext()).answer("q")
    assert str(err.value) == message.format(m=user_module)


def test_python_adapter_cannot_import() -> None:
    with pytest.raises(PipelineError) as err:
        build_pipeline("python:no_such_module_xyz:f", PipelineContext())
    assert str(err.value) == ("python:no_such_module_xyz:f: cannot import no_such_module_xyz: "
                              "No module named 'no_such_module_xyz'")
