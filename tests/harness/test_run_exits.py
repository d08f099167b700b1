"""A python: pipeline does not choose the run's exit code nor end it without a record.

Before: `sys.exit(3)` in the pipeline made the run exit 3 ("documents failed"), `SystemExit(0)`
and `os._exit(0)` exited 0 with a partial or no scorecard, a bare `BaseException` and an answer
holding a lone surrogate printed tracebacks, and a `close()` that raised deleted the run folder
with every measured answer. Now each is one `Error:` line, exit 1, and the record is written.
"""

from __future__ import annotations

import json
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.cli import main as rag_eval
from tests.support.clirunner import invoke
from tests.support.run_corpus import write_run_corpus

pytestmark = pytest.mark.xdist_group("run-exits")

# each function answers lookup-001 and fails its own way on the second question (lookup-002)
MODULE = textwrap.dedent('''
    import os, sys

    def _second(question):
        return "Harbor" in question

    def quit3(question):
        if _second(question):
            sys.exit(3)
        return "52,340.17"

    def quit0(question):
        if _second(question):
            raise SystemExit(0)
        return "52,340.17"

    def hard0(question):
        if _second(question):
            os._exit(0)
        return "52,340.17"

    def bare(question):
        if _second(question):
            raise BaseException("boom")
        return "52,340.17"

    def surrogate(question):
        return "52,340.17 \\ud800"

    def interrupted(question):
        raise KeyboardInterrupt

    class Closing:
        def answer(self, question):
            return "52,340.17"
        def close(self):
            raise RuntimeError("the server would not stop")

    closing = Closing()
''')


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    root = tmp_path_factory.mktemp("exits")
    write_run_corpus(root / "corpus")
    (root / "exiting_rag.py").write_text(MODULE, encoding="utf-8")
    yield root
    sys.modules.pop("exiting_rag", None)


def _run(world: Path, monkeypatch: pytest.MonkeyPatch, attr: str, out: str) -> tuple[int, str]:
    monkeypatch.chdir(world)
    r = invoke(rag_eval, "run", "corpus", "--pipeline", f"python:exiting_rag:{attr}", "--ingest", "never",
               "--out", out, "--quiet")
    return r.code, r.err


def _answered(run: Path) -> list[str]:
    return [json.loads(line)["id"] for line in (run / "answers.jsonl").read_text().splitlines()]


@pytest.mark.parametrize(("attr", "error"), [
    ("quit3", "python:exiting_rag:quit3 raised SystemExit: 3 on question lookup-002"),
    ("quit0", "python:exiting_rag:quit0 raised SystemExit: 0 on question lookup-002"),
    ("hard0", "python:exiting_rag:hard0 called os._exit(0) on question lookup-002"),
    ("bare", "python:exiting_rag:bare raised BaseException: boom on question lookup-002"),
])
def test_an_exit_in_the_pipeline_is_its_failure(world: Path, monkeypatch: pytest.MonkeyPatch,
                                                attr: str, error: str) -> None:
    assert _run(world, monkeypatch, attr, f"r-{attr}") == (1, f"Error: {error}\n")
    card = json.loads((world / f"r-{attr}" / "scorecard.json").read_text())
    assert (card["incomplete"]["error"], card["incomplete"]["answered"]) == (error, 1)
    assert _answered(world / f"r-{attr}") == ["lookup-001"]


def test_an_answer_holding_a_lone_surrogate_is_one_error_line(world: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _run(world, monkeypatch, "surrogate", "r-surrogate") == (
        1, "Error: python:exiting_rag:surrogate: the answer holds a lone surrogate \\ud800 (not valid Unicode) "
           "on question lookup-001\n")
    assert _answered(world / "r-surrogate") == []


def test_ctrl_c_in_the_pipeline_still_interrupts(world: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # click turns Ctrl-C into its Abort, which prints "Aborted."
    assert _run(world, monkeypatch, "interrupted", "r-interrupted") == (130, "\nAborted.\n")


def test_a_close_that_raises_keeps_the_record(world: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _run(world, monkeypatch, "closing", "r-closing") == (
        1, "Error: python:exiting_rag:closing raised RuntimeError: the server would not stop while closing "
           "(after every answer; the run's record is written, marked incomplete)\n")
    run = world / "r-closing"
    assert sorted(p.name for p in run.iterdir()) == ["answers.jsonl", "junit.xml", "report.html",
                                                     "scorecard.json", "scorecard.md"]
    assert _answered(run) == ["lookup-001", "lookup-002", "aggregation-001", "negative-001"]
    assert json.loads((run / "scorecard.json").read_text())["incomplete"] == {
        "answered": 4, "unanswered": [],
        "error": "python:exiting_rag:closing raised RuntimeError: the server would not stop while closing "
                 "(after every answer; the run's record is written, marked incomplete)"}
    # the reports say every question was answered, not an empty "Not answered:" list
    assert ("**Incomplete run**: python:exiting_rag:closing raised RuntimeError: the server would not stop while "
            "closing (after every answer; the run's record is written, marked incomplete). Every question was "
            "answered") in (run / "scorecard.md").read_text()
    assert "marked incomplete). Every question was answered.</p>" in (run / "report.html").read_text()


def test_a_cmd_program_writing_two_lines_per_question_stops_the_run(world: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # before: its second line was read as the next question's answer and the run exited 0
    (world / "two_lines.py").write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    print(json.dumps({'answer': 'first'}), flush=True)\n"
        "    print(json.dumps({'answer': 'second'}), flush=True)\n", encoding="utf-8")
    monkeypatch.chdir(world)
    command = f"{sys.executable} two_lines.py"
    r = invoke(rag_eval, "run", "corpus", "--pipeline", f"cmd:{command}", "--limit", "1", "--out", "r-two",
               "--quiet")
    assert (r.code, r.err) == (
        1, f'Error: cmd:{command}: the program wrote a line after its answer to question lookup-001, the last one '
           'asked: {"answer": "second"} (answers out of step with the questions: write exactly one line per '
           "question, and echo the request's \"id\" in it) (after every answer; the run's record is written, "
           "marked incomplete)\n")
