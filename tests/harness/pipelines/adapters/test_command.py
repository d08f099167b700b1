"""Pipeline specs and the python: and cmd: adapters, against real modules and real programs."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from harness.config import HarnessConfig
from harness.pipelines import Answer, PipelineContext, PipelineError, build_pipeline, parse_spec
from harness.pipelines.adapters.command import CommandPipeline
from harness.pipelines.spec import PipelineSpec


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("reference", PipelineSpec("reference")),
        ("extractive", PipelineSpec("extractive")),
        ("python:my_rag:answer", PipelineSpec("python", "my_rag:answer")),
        ("cmd:python rag.py --fast", PipelineSpec("cmd", "python rag.py --fast")),
        ("http://127.0.0.1:8080/v1", PipelineSpec("http", "http://127.0.0.1:8080/v1")),
    ],
)
def test_parse_spec(spec: str, expected: PipelineSpec) -> None:
    assert parse_spec(spec) == expected
    assert str(parse_spec(spec)) == spec


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("magic", "unknown pipeline spec 'magic': use reference, extractive, python:module:attr, "
                  "cmd:<command line> or http://host:port/v1"),
        ("cmd:", "pipeline spec 'cmd:' has nothing after cmd: (for example cmd:python my_rag.py)"),
        ("python:", "pipeline spec 'python:' has nothing after python: (for example python:my_rag:answer)"),
    ],
)
def test_parse_spec_errors(spec: str, message: str) -> None:
    with pytest.raises(PipelineError) as err:
        parse_spec(spec)
    assert str(err.value) == message


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


SCRIPT = textwrap.dedent('''
    import json, sys, time
    for line in sys.stdin:
        req = json.loads(line)
        q = req["question"]
        if q == "sleep":
            time.sleep(30)
        if q == "garbage":
            print("this is not json", flush=True)
            continue
        if q == "die":
            print("dying now", file=sys.stderr, flush=True)
            sys.exit(3)
        if q == "plain":
            print(json.dumps("just text"), flush=True)
            continue
        print(json.dumps({"answer": f"{req['id']}: {q} [x.pdf]", "citations": ["x.pdf"]}), flush=True)
''')


@pytest.fixture
def script(tmp_path: Path) -> str:
    path = tmp_path / "tiny_rag.py"
    path.write_text(SCRIPT, encoding="utf-8")
    return f"{sys.executable} {path}"


def test_cmd_adapter_answers_line_by_line(script: str) -> None:
    p = build_pipeline(f"cmd:{script}", PipelineContext())
    try:
        assert p.answer("first") == Answer("1: first [x.pdf]", ["x.pdf"])
        assert p.answer("second") == Answer("2: second [x.pdf]", ["x.pdf"])
        assert p.answer("plain") == Answer("just text")
    finally:
        p.close()


def test_cmd_adapter_timeout(script: str) -> None:
    p = CommandPipeline(script, timeout_s=0.5)
    with pytest.raises(PipelineError) as err:
        p.answer("sleep")
    assert str(err.value) == (
        f"cmd:{script}: no answer within 0.5 s to question 1 (does the program flush stdout after each "
        "answer? print(..., flush=True) in Python; the limit is --set timeout_s=SECONDS)")


def test_cmd_adapter_not_json(script: str) -> None:
    p = CommandPipeline(script)
    try:
        with pytest.raises(PipelineError) as err:
            p.answer("garbage")
        assert str(err.value) == f"cmd:{script}: answer to question 1 is not JSON: this is not json"
    finally:
        p.close()


def test_cmd_adapter_program_dies(script: str) -> None:
    p = CommandPipeline(script)
    with pytest.raises(PipelineError) as err:
        p.answer("die")
    assert str(err.value) == (
        f"cmd:{script}: the program exited without answering question 1 (exit code 3); "
        "its stderr ends: dying now"
    )


def test_cmd_adapter_missing_program() -> None:
    with pytest.raises(PipelineError) as err:
        CommandPipeline("/no/such/program --x")
    assert str(err.value) == "cmd:/no/such/program --x: cannot start /no/such/program: No such file or directory"
