"""Pipelines: what rag-eval asks. See harness.pipelines.spec for the spec strings."""

from harness.pipelines.base import Answer, Pipeline, PipelineError, close_pipeline, coerce_answer
from harness.pipelines.context import PipelineContext
from harness.pipelines.spec import PipelineSpec, build_pipeline, needs_store, parse_spec

__all__ = [
    "Answer",
    "Pipeline",
    "PipelineContext",
    "PipelineError",
    "PipelineSpec",
    "build_pipeline",
    "close_pipeline",
    "coerce_answer",
    "needs_store",
    "parse_spec",
]
