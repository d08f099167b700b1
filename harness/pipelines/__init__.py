"""Pipelines: what rag-eval asks. See harness.pipelines.spec for the spec strings and
harness.pipelines.kinds for the kinds (a package adds one through the entry-point group
`rag_eval.pipelines`)."""

from harness.pipelines.base import Answer, Pipeline, PipelineError, close_pipeline, coerce_answer
from harness.pipelines.context import PipelineContext
from harness.pipelines.kinds import BareName, NamePrefix, PipelineKind, UrlSchemes
from harness.pipelines.settings import PipelineSettings
from harness.pipelines.spec import PipelineSpec, build_pipeline, needs_store, parse_spec

__all__ = [
    "Answer",
    "BareName",
    "NamePrefix",
    "Pipeline",
    "PipelineContext",
    "PipelineError",
    "PipelineKind",
    "PipelineSettings",
    "PipelineSpec",
    "UrlSchemes",
    "build_pipeline",
    "close_pipeline",
    "coerce_answer",
    "needs_store",
    "parse_spec",
]
