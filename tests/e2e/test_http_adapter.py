"""The http: adapter against llama-cpp-python's own OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator

import pytest

from harness.config import HarnessConfig
from harness.pipelines import PipelineContext, PipelineError, build_pipeline
from harness.pipelines.adapters.openai_chat import OpenAIChat
from harness.pipelines.reference.local_llm import resolve_model
from harness.pipelines.reference.prompt import DECLINE, Context, build_prompt, choice_grammar

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("llama-server")]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    pytest.importorskip("llama_cpp.server.app", reason="needs llama-cpp-python[server] (make install)")
    model = resolve_model("smollm2")
    port = _free_port()
    log_path = tmp_path_factory.mktemp("llama-server") / "server.log"
    log = log_path.open("wb")  # a file, not a pipe: the server logs more than a pipe holds
    proc = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(model.path), "--host", "127.0.0.1",
         "--port", str(port), "--n_threads", "1", "--n_ctx", "2048", "--seed", "42"],
        stdout=log, stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 90
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"llama_cpp.server exited: {log_path.read_bytes()[-500:]!r}")
            try:
                with urllib.request.urlopen(f"{base}/models", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("llama_cpp.server did not start within 90 s")
            time.sleep(0.5)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


def test_http_pipeline_answers_deterministically(server: str) -> None:
    pipeline = build_pipeline(server, PipelineContext(config=HarnessConfig(max_tokens=16)))
    first = pipeline.answer("What is the capital of France?")
    second = pipeline.answer("What is the capital of France?")
    assert first.text != ""
    assert first == second


def test_http_grammar_reaches_llama_cpp_server(server: str) -> None:
    chat = OpenAIChat(server, send_grammar=True)
    ctx = [Context("bill.pdf", "Amount due: 88.10")]
    prompt = build_prompt(ctx, "What is the amount due?")
    out = chat.chat(prompt.messages, grammar=choice_grammar([("88.10", "bill.pdf")]), max_tokens=16)
    assert out in ("88.10 [bill.pdf]", DECLINE)


def test_http_connection_refused_is_one_line() -> None:
    port = _free_port()
    chat = OpenAIChat(f"http://127.0.0.1:{port}/v1", timeout_s=5)
    with pytest.raises(PipelineError) as err:
        chat.chat([{"role": "user", "content": "hi"}])
    assert str(err.value) == (
        f"http://127.0.0.1:{port}/v1/chat/completions: cannot connect: [Errno 111] Connection refused"
    )
