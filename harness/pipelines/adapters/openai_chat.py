"""An OpenAI-compatible chat-completions endpoint (llama.cpp server, vLLM, Ollama) as the generator.

`http://host:port/v1` is the base URL; requests go to `<base>/chat/completions` at
temperature 0 with a fixed seed. Only the standard library: no SDK.
"""

from __future__ import annotations

import http.client
import json
import urllib.error
import urllib.parse
import urllib.request

from harness.pipelines.adapters.settings import DEFAULT_TIMEOUT_S
from harness.pipelines.base import PipelineError
from harness.runtime.jsonread import parse_json


class OpenAIChat:
    """A remote chat model. `grammar` is sent as llama.cpp's server extension when asked."""

    def __init__(self, base_url: str, *, model: str = "default", seed: int = 42,
                 timeout_s: float = DEFAULT_TIMEOUT_S, send_grammar: bool = False) -> None:
        self.base_url = base_url.rstrip("/")
        try:
            parts = urllib.parse.urlsplit(self.base_url)
            parts.port  # noqa: B018 (raises ValueError for a port out of range)
        except ValueError as exc:
            raise PipelineError(f"{self.base_url}: not a usable URL: {exc}") from None
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise PipelineError(f"{self.base_url}: not a usable URL: expected http://host:port/v1")
        self.model = model
        self.seed = seed
        self.timeout_s = timeout_s
        self.send_grammar = send_grammar

    def chat(self, messages: list[dict[str, str]], *, grammar: str | None = None,
             max_tokens: int = 96) -> str:
        body: dict[str, object] = {
            "model": self.model, "messages": messages, "temperature": 0, "seed": self.seed,
            "max_tokens": max_tokens, "stream": False,
        }
        if grammar is not None and self.send_grammar:
            body["grammar"] = grammar
        url = f"{self.base_url}/chat/completions"
        request = urllib.request.Request(
            url, data=json.dumps(body).encode("utf-8"), method="POST",
            headers={"Content-Type": "application/json", "Accept": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s) as response:
                raw = response.read()
        except urllib.error.HTTPError as exc:
            detail = exc.read()[:200].decode("utf-8", "replace").strip()
            raise PipelineError(f"{url}: HTTP {exc.code}: {detail}") from None
        except urllib.error.URLError as exc:
            raise PipelineError(f"{url}: cannot connect: {exc.reason}") from None
        except TimeoutError:
            raise PipelineError(f"{url}: no answer within {self.timeout_s:g} s") from None
        except (OSError, http.client.HTTPException) as exc:  # the connection broke while the reply was read
            raise PipelineError(f"{url}: the connection failed: {exc or type(exc).__name__}") from None
        except ValueError as exc:  # urllib on a malformed URL (http.client.InvalidURL is one too)
            raise PipelineError(f"{url}: not a usable URL: {exc}") from None
        try:
            reply = parse_json(raw)
            content = reply["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError):
            raise PipelineError(f"{url}: the reply is not a chat completion") from None
        return str(content or "").strip()

    def close(self) -> None:
        return None
