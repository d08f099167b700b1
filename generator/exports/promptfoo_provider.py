"""promptfoo's provider for a rag-eval `cmd:` pipeline (`rag-gen export --format promptfoo`
writes this file beside promptfooconfig.yaml as rag_eval_provider.py).

promptfoo's python provider calls `call_api(prompt, options, context)` once per test. This
starts the pipeline's command (`config.command`) with RAG_EVAL_CORPUS set (`config.corpus`)
and RAG_EVAL_STORE set to the store (`config.store`, `rag-gen export --store`) or removed,
writes one request `{"id": <the test's id var>, "question": <prompt>}` on its stdin, reads
one JSON answer line from its stdout, and returns the answer's text as promptfoo's output:
the same contract as `rag-eval run --pipeline cmd:...`. Standard library only.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
from typing import Any


def ask(command: str, question: str, qid: str, corpus: str | None = None, timeout_s: float = 120.0,
        store: str | None = None) -> dict[str, Any]:
    """One question through a cmd: pipeline: {"output": text} or {"error": why}."""
    env = dict(os.environ)
    for name, folder in (("RAG_EVAL_CORPUS", corpus), ("RAG_EVAL_STORE", store)):
        env.pop(name, None)  # as rag-eval run does: set, or absent
        if folder:
            env[name] = folder
    request = json.dumps({"id": qid, "question": question}, ensure_ascii=False) + "\n"
    try:
        done = subprocess.run(shlex.split(command), input=request, capture_output=True, text=True,
                              encoding="utf-8", timeout=timeout_s, env=env, check=False)
    except subprocess.TimeoutExpired:
        return {"error": f"cmd:{command}: no answer within {timeout_s:g} s to question {qid}"}
    except OSError as exc:
        return {"error": f"cmd:{command}: cannot start it: {exc.strerror}"}
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    if not lines:
        tail = " / ".join(done.stderr.strip().splitlines()[-3:])
        return {"error": f"cmd:{command}: no answer to question {qid} (exit code {done.returncode}) {tail}".strip()}
    try:
        reply = json.loads(lines[0])
    except json.JSONDecodeError:
        return {"error": f"cmd:{command}: answer to question {qid} is not JSON: {lines[0][:60]}"}
    text = reply if isinstance(reply, str) else reply.get("answer") if isinstance(reply, dict) else None
    if not isinstance(text, str):
        return {"error": f'cmd:{command}: the reply to question {qid} has no string "answer"'}
    return {"output": text}


def call_api(prompt: str, options: dict[str, Any], context: dict[str, Any]) -> dict[str, Any]:
    config = options.get("config") or {}
    qid = str((context.get("vars") or {}).get("id", ""))
    return ask(str(config.get("command", "python3 my_rag.py")), prompt, qid, config.get("corpus"),
               float(config.get("timeout_s", 120)), config.get("store"))
