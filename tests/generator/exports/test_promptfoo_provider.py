"""promptfoo's provider (generator/exports/promptfoo_provider.py) runs the cmd: pipeline with
RAG_EVAL_CORPUS and RAG_EVAL_STORE as rag-eval run does: set from its config, or absent."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from generator.exports.promptfoo_provider import call_api

# The pipeline: a one-line Python program that answers with the two variables it sees.
SHOW_ENV = ("import json, os, sys; sys.stdin.readline(); print(json.dumps({'answer': "
            "os.environ.get('RAG_EVAL_CORPUS', '-') + ' ' + os.environ.get('RAG_EVAL_STORE', '-')}))")


def test_the_provider_passes_the_corpus_and_the_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    command = f"{sys.executable} -c \"{SHOW_ENV}\""
    config = {"command": command, "corpus": "/data/seed-42", "store": "/data/store"}
    assert call_api("q", {"config": config}, {"vars": {"id": "x-1"}}) == {"output": "/data/seed-42 /data/store"}
    # a store left in promptfoo's own environment is not passed on when the config names none
    monkeypatch.setenv("RAG_EVAL_STORE", "/stale/store")
    config = {"command": command, "corpus": "/data/seed-42"}
    assert call_api("q", {"config": config}, {"vars": {"id": "x-1"}}) == {"output": "/data/seed-42 -"}
