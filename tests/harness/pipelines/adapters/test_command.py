"""The cmd: adapter (harness/pipelines/adapters/command.py) against real programs: answers line
by line, a timeout, output that is not JSON or not UTF-8, a program that dies or is missing,
answers out of step with the questions, and a grandchild that holds the program's stdout."""

from __future__ import annotations

import sys
import textwrap
import time
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


def program(path: Path, source: str) -> str:
    """The command line that runs `source`, written to `path`, with this Python."""
    path.write_text(source, encoding="utf-8")
    return f"{sys.executable} {path}"


@pytest.fixture
def script(tmp_path: Path) -> str:
    return program(tmp_path / "tiny_rag.py", SCRIPT)


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
    """The exact message: no store hint when the program dies of something else."""
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
    command = program(tmp_path / "store_rag.py", STORE_RAG)
    p = CommandPipeline(command, corpus=tmp_path)
    with pytest.raises(PipelineError) as err:
        p.answer("first")
    message = str(err.value)
    assert message.startswith(f"cmd:{command}: the program exited ")
    assert "KeyError: 'RAG_EVAL_STORE'" in message and message.endswith(STORE_HINT)
    (tmp_path / "store").mkdir()  # given a store, the same program answers
    p = CommandPipeline(command, corpus=tmp_path, store=tmp_path / "store")
    try:
        assert p.answer("first") == Answer("store")
    finally:
        p.close()


OUT_OF_STEP = textwrap.dedent('''
    import json, sys
    for line in sys.stdin:
        req = json.loads(line)
        if req["question"] == "wrong id":
            print(json.dumps({"id": "lookup-999", "answer": "x"}), flush=True)
            continue
        if req["question"] == "latin-1":
            sys.stdout.buffer.write(b'"caf\\xe9"\\n')
            sys.stdout.flush()
            continue
        print(json.dumps({"id": req["id"], "answer": "first line"}), flush=True)
        print(json.dumps({"answer": "second line"}), flush=True)
''')

STEP_HINT = ('(answers out of step with the questions: write exactly one line per question, and echo the '
             'request\'s "id" in it)')


@pytest.fixture
def out_of_step(tmp_path: Path) -> str:
    return program(tmp_path / "two_lines.py", OUT_OF_STEP)


def test_a_second_line_per_answer_is_caught_before_the_next_question(out_of_step: str) -> None:
    p = CommandPipeline(out_of_step)
    try:
        assert p.answer("q", qid="lookup-001") == Answer("first line")
        for _ in range(500):  # let the second line arrive (the reader thread queues it)
            if not p._lines.empty():
                break
            time.sleep(0.01)
        with pytest.raises(PipelineError) as err:
            p.answer("q", qid="lookup-002")
        assert str(err.value) == (f'cmd:{out_of_step}: the program wrote a line after its answer to question '
                                  f'lookup-001, before question lookup-002 was asked: {{"answer": "second line"}} '
                                  f"{STEP_HINT}")
    finally:
        p._stop()


def test_a_second_line_after_the_last_answer_is_caught_on_close(out_of_step: str) -> None:
    p = CommandPipeline(out_of_step)
    assert p.answer("q", qid="lookup-001") == Answer("first line")
    with pytest.raises(PipelineError) as err:
        p.close()
    assert str(err.value) == (f'cmd:{out_of_step}: the program wrote a line after its answer to question '
                              f'lookup-001, the last one asked: {{"answer": "second line"}} {STEP_HINT}')


def test_a_reply_carrying_another_id_stops_the_run(out_of_step: str) -> None:
    p = CommandPipeline(out_of_step)
    try:
        with pytest.raises(PipelineError) as err:
            p.answer("wrong id", qid="lookup-001")
        assert str(err.value) == (f"cmd:{out_of_step}: the answer to question lookup-001 carries the id "
                                  "'lookup-999' (answers out of step with the questions)")
    finally:
        p._stop()


def test_a_reply_that_is_not_utf8_is_named_as_such(out_of_step: str) -> None:
    p = CommandPipeline(out_of_step)
    try:
        with pytest.raises(PipelineError) as err:
            p.answer("latin-1", qid="lookup-001")
        assert str(err.value) == f'cmd:{out_of_step}: answer to question lookup-001 is not UTF-8 text: "caf\ufffd"'
    finally:
        p._stop()


def test_a_grandchild_holding_stdout_neither_hides_the_exit_nor_outlives_the_run(tmp_path: Path) -> None:
    command = program(tmp_path / "forks.py", textwrap.dedent(f'''
        import subprocess, sys
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
        open({str(tmp_path / "pid")!r}, "w").write(str(child.pid))
        sys.exit(0)
    '''))
    p = CommandPipeline(command, timeout_s=60)
    with pytest.raises(PipelineError) as err:  # not "no answer within 60 s": its exit is seen
        p.answer("q", qid="lookup-001")
    assert str(err.value) == f"cmd:{command}: the program exited without answering question " \
                             "lookup-001 (exit code 0)"
    p.close()
    pid = int((tmp_path / "pid").read_text())
    for _ in range(500):  # SIGTERM was sent to its process group: wait until it is gone (or a zombie)
        status = Path(f"/proc/{pid}/status")
        if not status.exists() or "\nState:\tZ" in status.read_text():
            break
        time.sleep(0.01)
    else:
        pytest.fail(f"the grandchild {pid} outlived the run")
