"""`cmd:<command line>`: a user's program that answers one JSON line per question.

The harness starts the program once, with the corpus folder in the environment variable
RAG_EVAL_CORPUS and the store folder in RAG_EVAL_STORE (absolute paths; a variable is
absent when there is no such folder), writes one request per line on its stdin,
`{"id": "<question id>", "question": "<text>"}`, and reads one answer per line from its
stdout, `{"answer": "...", "citations": [...], "retrieved": [...], "contexts": [...]}` (a
bare JSON string is taken as the answer; `retrieved`, the file names it retrieved, lets the
scorecard blame a miss on retrieval or on the answer). Each question has a timeout; a program that dies,
stays silent, or writes something that is not a JSON answer stops the run with a one-line
error. A program that dies reading RAG_EVAL_STORE when the run has no store (its stderr names
the variable) gets a hint in that line: pass --store or --ingest always.
"""

from __future__ import annotations

import collections
import json
import os
import queue
import shlex
import subprocess
import threading
from pathlib import Path
from typing import IO

from harness.pipelines.adapters.settings import DEFAULT_TIMEOUT_S
from harness.pipelines.base import Answer, PipelineError, coerce_answer
from harness.runtime.jsonread import JsonProblem, parse_json

_EOF = object()
STORE_VARIABLE = "RAG_EVAL_STORE"


def _pump(stream: IO[str], sink: queue.Queue[object]) -> None:
    for line in stream:
        sink.put(line)
    sink.put(_EOF)


def _tail(stream: IO[str], lines: collections.deque[str]) -> None:
    for line in stream:
        lines.append(line.rstrip("\n"))


def program_env(corpus: Path | None, store: Path | None) -> dict[str, str]:
    """The program's environment: ours, with RAG_EVAL_CORPUS and RAG_EVAL_STORE set or removed."""
    env = dict(os.environ)
    for name, folder in (("RAG_EVAL_CORPUS", corpus), ("RAG_EVAL_STORE", store)):
        env.pop(name, None)
        if folder is not None:
            env[name] = str(Path(folder).resolve())
    return env


class CommandPipeline:
    takes_question_id = True  # ask.py passes the question's id, which goes into the request

    def __init__(self, command: str, timeout_s: float = DEFAULT_TIMEOUT_S, *,
                 corpus: Path | None = None, store: Path | None = None) -> None:
        try:
            argv = shlex.split(command)
        except ValueError as exc:
            raise PipelineError(f"cmd:{command}: cannot parse the command line: {exc}") from None
        if not argv:
            raise PipelineError("cmd: needs a command line, as in cmd:python my_rag.py")
        self.command = command
        self.timeout_s = timeout_s
        self._has_store = store is not None
        self._count = 0
        try:
            self._proc = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True, encoding="utf-8", bufsize=1, env=program_env(corpus, store),
            )
        except OSError as exc:
            raise PipelineError(f"cmd:{command}: cannot start {argv[0]}: {exc.strerror}") from None
        self._lines: queue.Queue[object] = queue.Queue()
        self._stderr: collections.deque[str] = collections.deque(maxlen=5)
        assert self._proc.stdout is not None and self._proc.stderr is not None
        threading.Thread(target=_pump, args=(self._proc.stdout, self._lines), daemon=True).start()
        self._stderr_thread = threading.Thread(target=_tail, args=(self._proc.stderr, self._stderr), daemon=True)
        self._stderr_thread.start()

    def _died(self, what: str) -> PipelineError:
        try:
            code = self._proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            code = None
        if code is not None:
            self._stderr_thread.join(timeout=2)
        said = f"; its stderr ends: {' / '.join(self._stderr)}" if self._stderr else ""
        status = f" (exit code {code})" if code is not None else ""
        return PipelineError(f"cmd:{self.command}: {what}{status}{said}{self._store_hint()}")

    def _store_hint(self) -> str:
        """A hint for a program that reads RAG_EVAL_STORE when the run gave it none."""
        if self._has_store or not any(STORE_VARIABLE in line for line in self._stderr):
            return ""
        return (f"; this pipeline reads {STORE_VARIABLE}, which is set only when the run has a store: pass "
                "--store STORE (a store rag-eval ingest built) or --ingest always")

    def answer(self, question: str, qid: str | None = None) -> Answer:
        self._count += 1
        request = {"id": qid or str(self._count), "question": question}
        assert self._proc.stdin is not None
        try:
            self._proc.stdin.write(json.dumps(request, ensure_ascii=False) + "\n")
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._died("the program exited before reading the question") from None
        try:
            line = self._lines.get(timeout=self.timeout_s)
        except queue.Empty:
            self.close()
            raise PipelineError(
                f"cmd:{self.command}: no answer within {self.timeout_s:g} s to question {request['id']} "
                "(does the program flush stdout after each answer? print(..., flush=True) in Python; "
                "the limit is --set timeout_s=SECONDS)"
            ) from None
        if line is _EOF:
            raise self._died(f"the program exited without answering question {request['id']}")
        assert isinstance(line, str)
        try:
            reply = parse_json(line)
        except JsonProblem:
            shown = line.strip()
            shown = shown if len(shown) <= 60 else shown[:57] + "..."
            raise PipelineError(
                f"cmd:{self.command}: answer to question {request['id']} is not JSON: {shown}"
            ) from None
        return coerce_answer(reply, f"cmd:{self.command}")

    def close(self) -> None:
        if self._proc.poll() is None:
            try:
                if self._proc.stdin:
                    self._proc.stdin.close()
                self._proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self._proc.kill()
                self._proc.wait()
