"""Pipeline spec strings and building a pipeline from one.

    reference              retrieval + grounded prompt + the local GGUF model (default)
    extractive             retrieval + harvested fields, no LLM
    python:module:attr     a user's callable, Pipeline, or Pipeline factory
    cmd:<command line>     a user's program speaking JSON lines
    http://host:port/v1    an OpenAI-compatible chat endpoint (with the harness's retrieval
                           and prompt when a store is given)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from harness.pipelines.base import PipelineError
from harness.pipelines.context import PipelineContext
from harness.runtime.errors import UsageError


class SpecError(PipelineError, UsageError):
    """A --pipeline value that names no pipeline: a usage error (exit 2)."""

KINDS = ("reference", "extractive", "python", "cmd", "http")


@dataclass(frozen=True)
class PipelineSpec:
    kind: str
    target: str = ""

    def __str__(self) -> str:
        if self.kind in ("reference", "extractive"):
            return self.kind
        if self.kind == "http":
            return self.target
        return f"{self.kind}:{self.target}"


def parse_spec(spec: str) -> PipelineSpec:
    text = spec.strip()
    if text in ("reference", "extractive"):
        return PipelineSpec(text)
    if text.startswith(("http://", "https://")):
        return PipelineSpec("http", text)
    kind, sep, target = text.partition(":")
    if sep and kind in ("python", "cmd"):
        if not target.strip():
            example = "python:my_rag:answer" if kind == "python" else "cmd:python my_rag.py"
            raise SpecError(f"pipeline spec {spec!r} has nothing after {kind}: (for example {example})")
        return PipelineSpec(kind, target.strip() if kind == "python" else target)
    raise SpecError(
        f"unknown pipeline spec {spec!r}: use reference, extractive, python:module:attr, "
        "cmd:<command line> or http://host:port/v1"
    )


def build_pipeline(spec: PipelineSpec | str, context: PipelineContext) -> Any:
    """Build the pipeline once per run. The caller closes it (harness.pipelines.close_pipeline)."""
    if isinstance(spec, str):
        spec = parse_spec(spec)
    cfg = context.config
    if spec.kind == "python":
        from harness.pipelines.python_adapter import python_pipeline

        return python_pipeline(spec.target, context)
    if spec.kind == "cmd":
        from harness.pipelines.cmd_adapter import CommandPipeline

        return CommandPipeline(spec.target, timeout_s=cfg.timeout_s)
    if spec.kind == "http":
        from harness.pipelines.openai_http import OpenAIChat
        from harness.pipelines.rag import RagPipeline

        generator = OpenAIChat(spec.target, model=cfg.http_model, seed=cfg.seed,
                               timeout_s=cfg.timeout_s, send_grammar=cfg.http_grammar)
        return RagPipeline(generator, _retriever(context), cfg, use_grammar=cfg.http_grammar)
    if spec.kind == "reference":
        from harness.pipelines.reference import reference_pipeline

        return reference_pipeline(context)
    from harness.pipelines.extractive import extractive_pipeline

    return extractive_pipeline(context)


def _retriever(context: PipelineContext) -> Any:
    if context.store is None:
        return None
    from harness.pipelines.retrieve import open_retriever

    return open_retriever(context.store, context.config)
