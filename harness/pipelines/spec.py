"""Pipeline spec strings, and building a pipeline from one (the kinds: harness.pipelines.kinds).

    reference              retrieval + grounded prompt + the local GGUF model (default)
    extractive             retrieval + harvested fields, no LLM
    python:module:attr     a user's callable, Pipeline, or Pipeline factory
    cmd:<command line>     a user's program speaking JSON lines
    http://host:port/v1    an OpenAI-compatible chat endpoint (with the harness's retrieval
                           and prompt when a store is given)

and any kind an installed package adds (the entry-point group `rag_eval.pipelines`).
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.pipelines.base import Pipeline
from harness.pipelines.context import PipelineContext
from harness.pipelines.kinds import BUILT_IN, PipelineKind, SpecError, installed_kinds, kind_named
from harness.pipelines.settings import PipelineSettings

__all__ = ["PipelineSpec", "SpecError", "build_pipeline", "needs_store", "parse_spec", "recorded_versions",
           "requires_store"]


@dataclass(frozen=True)
class PipelineSpec:
    kind: str
    target: str = ""

    def __str__(self) -> str:
        return kind_named(self.kind).syntax.show(self.kind, self.target)


def _taken_by(kinds: tuple[PipelineKind, ...], text: str, spec: str) -> PipelineSpec | None:
    for kind in kinds:
        target = kind.syntax.target(kind.name, text, spec)
        if target is not None:
            return PipelineSpec(kind.name, target)
    return None


def parse_spec(spec: str) -> PipelineSpec:
    """The spec's kind and target: the first built-in kind that takes it, else an installed one."""
    text = spec.strip()
    parsed = _taken_by(BUILT_IN, text, spec)
    if parsed is not None:
        return parsed
    installed = installed_kinds()
    parsed = _taken_by(installed, text, spec)
    if parsed is not None:
        return parsed
    usages = [kind.syntax.usage(kind.name) for kind in (*BUILT_IN, *installed)]
    raise SpecError(f"unknown pipeline spec {spec!r}: use {', '.join(usages[:-1])} or {usages[-1]}")


def _parsed(spec: PipelineSpec | str) -> PipelineSpec:
    return parse_spec(spec) if isinstance(spec, str) else spec


def needs_store(spec: PipelineSpec | str) -> bool:
    """Whether `--ingest auto` builds a store for this pipeline.

    reference, extractive and http: retrieve from it; a python: object (function, class or
    instance) says so with an attribute `needs_store = True`; a cmd: program cannot say, so
    it gets a store only with --ingest always or --store (RAG_EVAL_STORE names it)."""
    spec = _parsed(spec)
    reads = kind_named(spec.kind).reads_store
    return reads(spec.target) if callable(reads) else reads


def requires_store(spec: PipelineSpec | str) -> bool:
    """Whether the pipeline cannot be built without a store (reference, extractive)."""
    return kind_named(_parsed(spec).kind).requires_store


def recorded_versions(spec: PipelineSpec | str, settings: PipelineSettings) -> dict[str, str]:
    """What a run records of the pipeline beside the library versions (reference: its model)."""
    spec = _parsed(spec)
    versions = kind_named(spec.kind).versions
    return versions(spec.target, settings) if versions is not None else {}


def build_pipeline(spec: PipelineSpec | str, context: PipelineContext) -> Pipeline:
    """Build the pipeline once per run. The caller closes it (harness.pipelines.close_pipeline)."""
    spec = _parsed(spec)
    return kind_named(spec.kind).build(spec.target, context)
