"""Parsing a --pipeline spec (harness/pipelines/spec.py): every kind of spec, and its one-line
errors."""

from __future__ import annotations

import pytest

from harness.pipelines import PipelineError, parse_spec
from harness.pipelines.spec import PipelineSpec


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("reference", PipelineSpec("reference")),
        ("extractive", PipelineSpec("extractive")),
        ("python:my_rag:answer", PipelineSpec("python", "my_rag:answer")),
        ("cmd:python rag.py --fast", PipelineSpec("cmd", "python rag.py --fast")),
        ("http://127.0.0.1:8080/v1", PipelineSpec("http", "http://127.0.0.1:8080/v1")),
    ],
)
def test_parse_spec(spec: str, expected: PipelineSpec) -> None:
    assert parse_spec(spec) == expected
    assert str(parse_spec(spec)) == spec


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("magic", "unknown pipeline spec 'magic': use reference, extractive, python:module:attr, "
                  "cmd:<command line> or http://host:port/v1"),
        ("cmd:", "pipeline spec 'cmd:' has nothing after cmd: (for example cmd:python my_rag.py)"),
        ("python:", "pipeline spec 'python:' has nothing after python: (for example python:my_rag:answer)"),
    ],
)
def test_parse_spec_errors(spec: str, message: str) -> None:
    with pytest.raises(PipelineError) as err:
        parse_spec(spec)
    assert str(err.value) == message
