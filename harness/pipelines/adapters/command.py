"""`cmd:<command line>`: a user's program that answers one JSON line per question.

The harness starts the program once, with the corpus folder in the environment variable
RAG_EVAL_CORPUS and the store folder in RAG_EVAL_STORE (absolute paths; a variable is
absent when there is no such folder), writes one request per line on its stdin,
`{"id": "<question id>", "question": "<text>"}`, and reads one answer per line from its
stdout, `{"id": "<question id>", "answer": "...", "citations": [...], "retrieved": [...],
"contexts": [...]}` (a bare JSON string is taken as the answer; `retrieved`, the file names it
retrieved, lets the scorecard blame a miss on retrieval or on the answer). Each question has
a timeout; a program that dies, stays silent, or writes something that is not a JSON answer
in UTF-8 stops the run with a one-line error. A program that dies reading RAG_EVAL_STORE when
the run has no store (its stderr names the variable) gets a hint in that line: pass --store or
--ingest always.

Answers must stay in step with the questions: a reply that carries an `id` must carry the
request's; a line the program writes beyond its one answer (seen before the next request,
or when the program is closed) stops the run too. A program that exits while a process it
started still holds its stdout is reported as exited (not after the whole timeout), and the
program runs in its own process group, which is ended when the run closes it.
"""

from __future__ import annotations

import collections
import json
import os
import queue
import shlex
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import IO

from harness.pipelines.adapters.settings import DEFAULT_TIMEOUT_S
from harness.pipelines.base import Answer, PipelineError, coerce_answer
from harness.runtime.jsonread import JsonProblem, parse_json

_EOF = object()
STORE_VARIABLE = "RAG_EVAL_STORE"
POLL_S = 0.2  # how often a wait for an answer checks whether the program is still alive
GRACE_S = 1.0  # how long the last line of a program that exited may take to arrive
CLOSE_S = 5.0  # how long a program may take to exit once its stdin is closed


def _pump(stream: IO[bytes], sink: queue.Queue[object]) -> None:
    for line in stream:
        sink.put(line)
    sink.put(_EOF)


def _tail(stream: IO[bytes], lines: collections.deque[str]) -> None:
    for line in stream:
        lines.append(line.decode("utf-8", "replace").rstrip("\n"))


def _shown(line: str) -> str:
    text = line.strip()
    return text if len(text) <= 60 else text[:57] + "..."


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
        self._last_id: str | None = None  # the question answered last
        self._ended = False  # the program's stdout reached its end
        try:
            self._proc = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                env=program_env(corpus, store), start_new_session=True,
            )
        except OSError as exc:
            raise PipelineError(f"cmd:{command}: cannot start {argv[0]}: {exc.strerror}") from None
        self._lines: queue.Queue[object] = queue.Queue()
        self._stderr: collections.deque[str] = collections.deque(maxlen=5)
        assert self._proc.stdout is not None and self._proc.stderr is not None
        threading.Thread(target=_pump, args=(self._proc.stdout, self._lines), daemon=True).start()
        self._stderr_thread = threading.Thread(target=_tail, args=(self._proc.stderr, self._stderr), daemon=True)
        self._stderr_thread.start()

    def _error(self, what: str) -> PipelineError:
        return PipelineError(f"cmd:{self.command}: {what}")

    def _died(self, what: str) -> PipelineError:
        try:
            code = self._proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            code = None
        if code is not None:
            self._stderr_thread.join(timeout=2)
        said = f"; its stderr ends: {' / '.join(self._stderr)}" if self._stderr else ""
        status = f" (exit code {code})" if code is not None else ""
        return self._error(f"{what}{status}{said}{self._store_hint()}")

    def _store_hint(self) -> str:
        """A hint for a program that reads RAG_EVAL_STORE when the run gave it none."""
        if self._has_store or not any(STORE_VARIABLE in line for line in self._stderr):
            return ""
        return (f"; this pipeline reads {STORE_VARIABLE}, which is set only when the run has a store: pass "
                "--store STORE (a store rag-eval ingest built) or --ingest always")

    def _extra_line(self, line: object, where: str) -> PipelineError:
        text = _shown(line.decode("utf-8", "replace")) if isinstance(line, bytes) else ""
        return self._error(f"the program wrote a line {where}: {text} (answers out of step with the questions: "
                           'write exactly one line per question, and echo the request\'s "id" in it)')

    def _check_in_step(self, qid: str) -> None:
        """No line may be waiting before a question is asked: it would be taken as its answer."""
        try:
            line = self._lines.get_nowait()
        except queue.Empty:
            return
        if line is _EOF:
            self._ended = True
            return
        raise self._extra_line(line, f"after its answer to question {self._last_id}, before question {qid} "
                                     "was asked")

    def _next_line(self, qid: str) -> bytes:
        """The program's next line; an error when it ends, exits or stays silent past the timeout."""
        deadline = time.monotonic() + self.timeout_s
        exited_at: float | None = None
        while not self._ended:
            now = time.monotonic()
            if now >= deadline:
                self._stop()
                raise self._error(
                    f"no answer within {self.timeout_s:g} s to question {qid} (does the program flush stdout "
                    "after each answer? print(..., flush=True) in Python; the limit is --set timeout_s=SECONDS)")
            try:
                line = self._lines.get(timeout=min(POLL_S, deadline - now))
            except queue.Empty:
                if self._proc.poll() is None:
                    continue
                exited_at = exited_at if exited_at is not None else time.monotonic()
                if time.monotonic() - exited_at >= GRACE_S:  # a process it started holds its stdout open
                    raise self._died(f"the program exited without answering question {qid}") from None
                continue
            if line is _EOF:
                break
            assert isinstance(line, bytes)
            return line
        self._ended = True
        raise self._died(f"the program exited without answering question {qid}")

    def answer(self, question: str, qid: str | None = None) -> Answer:
        self._count += 1
        request_id = qid or str(self._count)
        self._check_in_step(request_id)
        request = {"id": request_id, "question": question}
        assert self._proc.stdin is not None
        try:
            self._proc.stdin.write((json.dumps(request, ensure_ascii=False) + "\n").encode("utf-8"))
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._died("the program exited before reading the question") from None
        raw = self._next_line(request_id)
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise self._error(f"answer to question {request_id} is not UTF-8 text: "
                              f"{_shown(raw.decode('utf-8', 'replace'))}") from None
        try:
            reply = parse_json(line)
        except JsonProblem:
            raise self._error(f"answer to question {request_id} is not JSON: {_shown(line)}") from None
        if isinstance(reply, dict) and "id" in reply and reply["id"] != request_id:
            raise self._error(f"the answer to question {request_id} carries the id {reply['id']!r} "
                              "(answers out of step with the questions)")
        self._last_id = request_id
        return coerce_answer(reply, f"cmd:{self.command}")

    def _stop(self) -> None:
        """Close the program's stdin, let it exit (or kill it), and end what it left running."""
        if self._proc.poll() is None:
            try:
                if self._proc.stdin:
                    self._proc.stdin.close()
                self._proc.wait(timeout=CLOSE_S)
            except (OSError, subprocess.TimeoutExpired):
                self._proc.kill()
                self._proc.wait()
        try:  # processes it started and left behind (they would hold its stdout open)
            os.killpg(self._proc.pid, signal.SIGTERM)
        except OSError:  # none left
            pass

    def close(self) -> None:
        """Stop the program; a line it wrote beyond its answers means they were out of step."""
        self._stop()
        if self._ended:
            return
        try:
            line = self._lines.get(timeout=GRACE_S)
        except queue.Empty:
            return
        if line is not _EOF:
            raise self._extra_line(line, f"after its answer to question {self._last_id}, the last one asked"
                                   if self._last_id is not None else "before any question was asked")
