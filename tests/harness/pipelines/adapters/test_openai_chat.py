"""The http: adapter (harness/pipelines/adapters/openai_chat.py) against a bad URL, a closed
port and a server that hangs up: each is one PipelineError line, never a traceback."""

from __future__ import annotations

import socket
import threading

import pytest

from harness.pipelines import PipelineError
from harness.pipelines.adapters.openai_chat import OpenAIChat

MESSAGES = [{"role": "user", "content": "hi"}]


@pytest.mark.parametrize(("url", "message"), [
    ("http://[::1/v1", "http://[::1/v1: not a usable URL: Invalid IPv6 URL"),
    ("http://127.0.0.1:99999/v1", "http://127.0.0.1:99999/v1: not a usable URL: Port out of range 0-65535"),
    ("http:///v1", "http:///v1: not a usable URL: expected http://host:port/v1"),
])
def test_a_url_that_cannot_be_used_is_one_line(url: str, message: str) -> None:
    with pytest.raises(PipelineError) as err:
        OpenAIChat(url)
    assert str(err.value) == message


def _listening() -> socket.socket:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    return server


def test_a_closed_port_is_cannot_connect() -> None:
    server = _listening()
    port = server.getsockname()[1]
    server.close()  # nothing listens there now
    with pytest.raises(PipelineError) as err:
        OpenAIChat(f"http://127.0.0.1:{port}/v1", timeout_s=5).chat(MESSAGES)
    assert str(err.value) == (f"http://127.0.0.1:{port}/v1/chat/completions: cannot connect: "
                              "[Errno 111] Connection refused")


def test_a_server_that_hangs_up_is_one_line() -> None:
    # before: http.client.RemoteDisconnected escaped urllib unwrapped: a traceback
    server = _listening()
    port = server.getsockname()[1]

    def hang_up() -> None:  # read the whole request (unread bytes would make close() a reset), then hang up
        conn, _ = server.accept()
        data = b""
        while b"\r\n\r\n" not in data:
            data += conn.recv(65536)
        head, _, body = data.partition(b"\r\n\r\n")
        length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                          if line.lower().startswith(b"content-length:")))
        while len(body) < length:
            body += conn.recv(65536)
        conn.close()

    thread = threading.Thread(target=hang_up, daemon=True)
    thread.start()
    try:
        with pytest.raises(PipelineError) as err:
            OpenAIChat(f"http://127.0.0.1:{port}/v1", timeout_s=5).chat(MESSAGES)
    finally:
        thread.join(timeout=5)
        server.close()
    assert str(err.value) == (f"http://127.0.0.1:{port}/v1/chat/completions: the connection failed: "
                              "Remote end closed connection without response")
