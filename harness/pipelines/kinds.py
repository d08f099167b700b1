"""The pipeline kinds: one entry each, and the entry-point group through which a package adds one.

A kind is one `PipelineKind`: its name; how a `--pipeline` spec names it (`syntax`: the name
alone, `name:target`, or a URL); whether `--ingest auto` builds a store for it
(`reads_store`, a bool or a question about the target) and whether it cannot run without
one (`requires_store`); what a run records of it beside the library versions (`versions`);
and how it is built, once per run, from its target and the run's `PipelineContext`
(`build`). The built-in kinds are `BUILT_IN`, tried in that order. A package adds a kind by
naming a PipelineKind in the entry-point group `rag_eval.pipelines`, under the kind's name:

    [project.entry-points."rag_eval.pipelines"]
    echo = "my_package.rag_kind:KIND"

Installed kinds are looked up only for a spec no built-in kind takes, so a broken package
cannot break the built-in kinds, and no package can take a built-in kind's name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from pathlib import Path
from typing import Protocol

from harness.pipelines.base import Pipeline, PipelineError
from harness.pipelines.context import PipelineContext
from harness.pipelines.settings import PipelineSettings
from harness.runtime.errors import UsageError

ENTRY_POINT_GROUP = "rag_eval.pipelines"


class SpecError(PipelineError, UsageError):
    """A --pipeline value that names no pipeline: a usage error (exit 2)."""


class SpecSyntax(Protocol):
    """How a spec names a kind: which specs it takes (their target), and how a target is written back."""

    def usage(self, name: str) -> str:
        """The spec's shape, for the message that lists every kind (`python:module:attr`)."""

    def target(self, name: str, text: str, spec: str) -> str | None:
        """The target of `text` (the spec without surrounding spaces; `spec` as given, for errors)
        when it names this kind, else None; a SpecError when it names it badly."""

    def show(self, name: str, target: str) -> str:
        """The spec of a target, as `target` parsed it."""


@dataclass(frozen=True)
class BareName:
    """The kind's name alone: `reference`. Its target is empty."""

    def usage(self, name: str) -> str:
        return name

    def target(self, name: str, text: str, spec: str) -> str | None:
        return "" if text == name else None

    def show(self, name: str, target: str) -> str:
        return name


@dataclass(frozen=True)
class NamePrefix:
    """`name:target`: `python:module:attr`, `cmd:<command line>`. `placeholder` shows the target's
    shape, `example` one target; `strip`: the target without its surrounding spaces."""

    placeholder: str
    example: str
    strip: bool = False

    def usage(self, name: str) -> str:
        return f"{name}:{self.placeholder}"

    def target(self, name: str, text: str, spec: str) -> str | None:
        head, sep, target = text.partition(":")
        if not sep or head != name:
            return None
        if not target.strip():
            raise SpecError(f"pipeline spec {spec!r} has nothing after {name}: (for example {name}:{self.example})")
        return target.strip() if self.strip else target

    def show(self, name: str, target: str) -> str:
        return f"{name}:{target}"


@dataclass(frozen=True)
class UrlSchemes:
    """A URL of one of `schemes`: `http://host:port/v1`. Its target is the whole URL."""

    schemes: tuple[str, ...]
    shape: str  # the URL's shape, for the message that lists every kind

    def usage(self, name: str) -> str:
        return self.shape

    def target(self, name: str, text: str, spec: str) -> str | None:
        return text if text.startswith(tuple(f"{s}://" for s in self.schemes)) else None

    def show(self, name: str, target: str) -> str:
        return target


@dataclass(frozen=True)
class PipelineKind:
    """One kind of pipeline (see the module's docstring)."""

    name: str
    syntax: SpecSyntax
    build: Callable[[str, PipelineContext], Pipeline]
    reads_store: bool | Callable[[str], bool] = False
    requires_store: bool = False
    versions: Callable[[str, PipelineSettings], dict[str, str]] | None = None


def _store(context: PipelineContext, name: str) -> Path:
    if context.store is None:
        raise PipelineError(f"the {name} pipeline needs a store (rag-eval run ingests one, or give --store)")
    return context.store


def _reference(target: str, context: PipelineContext) -> Pipeline:
    from harness.pipelines.reference.pipeline import open_reference

    return open_reference(_store(context, "reference"), context.config, context.corpus)


def _reference_versions(target: str, settings: PipelineSettings) -> dict[str, str]:
    from harness.pipelines.reference.local_llm import describe_model

    return {"model": describe_model(settings.model, dequantize=settings.dequantize)}


def _extractive(target: str, context: PipelineContext) -> Pipeline:
    from harness.pipelines.extractive.pipeline import open_extractive

    return open_extractive(_store(context, "extractive"), context.config, context.corpus)


def _python(target: str, context: PipelineContext) -> Pipeline:
    from harness.pipelines.adapters.python_object import python_pipeline

    return python_pipeline(target, context)


def _python_reads_store(target: str) -> bool:
    """A python: object (function, class or instance) says so with `needs_store = True`."""
    from harness.pipelines.adapters.python_object import load_attr

    return getattr(load_attr(target), "needs_store", False) is True


def _cmd(target: str, context: PipelineContext) -> Pipeline:
    from harness.pipelines.adapters.command import CommandPipeline

    return CommandPipeline(target, timeout_s=context.config.timeout_s, corpus=context.corpus, store=context.store)


def _http(target: str, context: PipelineContext) -> Pipeline:
    """The endpoint as the generator of the reference pipeline's retrieval and prompt (no
    retrieval without a store)."""
    from harness.pipelines.adapters.openai_chat import OpenAIChat
    from harness.pipelines.evidence.retrieval import open_retriever
    from harness.pipelines.reference.rag import RagPipeline

    cfg = context.config
    generator = OpenAIChat(target, model=cfg.http_model, seed=cfg.seed, timeout_s=cfg.timeout_s,
                           send_grammar=cfg.http_grammar)
    retriever = open_retriever(context.store, cfg) if context.store is not None else None
    return RagPipeline(generator, retriever, cfg, use_grammar=cfg.http_grammar)


BUILT_IN: tuple[PipelineKind, ...] = (
    PipelineKind("reference", BareName(), _reference, reads_store=True, requires_store=True,
                 versions=_reference_versions),
    PipelineKind("extractive", BareName(), _extractive, reads_store=True, requires_store=True),
    PipelineKind("python", NamePrefix("module:attr", "my_rag:answer", strip=True), _python,
                 reads_store=_python_reads_store),
    # a program cannot say whether it reads the store: it gets one with --ingest always or --store
    PipelineKind("cmd", NamePrefix("<command line>", "python my_rag.py"), _cmd),
    PipelineKind("http", UrlSchemes(("http", "https"), "http://host:port/v1"), _http, reads_store=True),
)


def installed_kinds() -> tuple[PipelineKind, ...]:
    """The kinds packages add through the entry-point group `rag_eval.pipelines`, by name."""
    taken = {kind.name for kind in BUILT_IN}
    found: list[PipelineKind] = []
    for ep in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: (e.name, e.value)):
        where = f"entry point {ep.name} = {ep.value} ({ENTRY_POINT_GROUP})"
        try:
            kind = ep.load()
        except Exception as exc:  # the package's own code failed while it was imported
            raise PipelineError(f"{where} cannot be loaded: {type(exc).__name__}: {exc}") from exc
        if not isinstance(kind, PipelineKind):
            raise PipelineError(f"{where} is not a PipelineKind (it is {type(kind).__name__})")
        if kind.name != ep.name:
            raise PipelineError(f"{where} names the kind {kind.name!r}: the entry point's name must be the kind's")
        if kind.name in taken:
            raise PipelineError(f"{where}: a pipeline kind named {kind.name!r} exists already")
        taken.add(kind.name)
        found.append(kind)
    return tuple(found)


def kind_named(name: str) -> PipelineKind:
    """The kind of that name: built in, else installed."""
    for kind in BUILT_IN:
        if kind.name == name:
            return kind
    for kind in installed_kinds():
        if kind.name == name:
            return kind
    raise SpecError(f"no pipeline kind is named {name!r}")
