"""The cmd: adapter (harness/pipelines/adapters/command.py) against real programs: answers line
by line, a timeout, output that is not JSON, a program that dies or is missing."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from harness.pipelines import Answer, PipelineContext, PipelineError, build_pipeline
from harness.pipelines.adapters.command import CommandPipeline

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


STORE_HINT = ("; this pipeline reads RAG_EVAL_STORE, which is set only when the run has a store: pass --store STORE "
              "(a store rag-eval ingest built) or --ingest always")


STORE_RAG = "import json, os, sys\nstore = os.environ['RAG_EVAL_STORE']\nfor line in sys.stdin:\n" \
            "    print(json.dumps(os.path.basename(store)), flush=True)\n"


def test_a_program_that_reads_a_store_it_was_not_given_gets_a_hint(tmp_path: Path) -> None:
    path = tmp_path / "store_rag.py"
    path.write_text(STORE_RAG, encoding="utf-8")
    p = CommandPipeline(f"{sys.executable} {path}", corpus=tmp_path)
    with pytest.raises(PipelineError) as err:
        p.answer("first")
    message = str(err.value)
    assert message.startswith(f"cmd:{sys.executable} {path}: the program exited ")
    assert "KeyError: 'RAG_EVAL_STORE'" in message and message.endswith(STORE_HINT)
    (tmp_path / "store").mkdir()  # given a store, the same program answers
    p = CommandPipeline(f"{sys.executable} {path}", corpus=tmp_path, store=tmp_path / "store")
    try:
        assert p.answer("first") == Answer("store")
    finally:
        p.close()


def test_no_hint_when_the_program_dies_of_something_else(script: str) -> None:
    p = CommandPipeline(script)
    with pytest.raises(PipelineError) as err:
        p.answer("die")
    assert str(err.value) == f"cmd:{script}: the program exited without answering question 1 (exit code 3); " \
                             "its stderr ends: dying now"
