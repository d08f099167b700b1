"""rag-eval run SUITE_DIR: every household of a suite through one pipeline, one record.

A suite is a folder with suite.json and one ordinary corpus per household (`seed-<n>/`).
Each household is checked against the fingerprint suite.json records, ingested into
RUN_DIR/stores/<household> or STORES/<household> (a store already there is reused when its marker says it was
built from this corpus.json with this run's chunking), then run like a single corpus into
RUN_DIR/households/<household>/ (`run.run_eval`). The suite's record joins them
(`scoring.suite_card`): RUN_DIR gets answers.jsonl (each answer with its household),
probe.json, scorecard.json/.md with intervals over households, junit.xml (one testsuite
per household) and report.html.

Its progress is the suite's: `households` counts the households done, the ask stage counts
the suite's questions and their grades so far (every household's), and the result's stage
times are summed over households (the ingests timed here, the rest by each run).
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

from harness.config import HarnessConfig
from harness.contract.manifest import load_manifest
from harness.contract.outputs import clear_run_record
from harness.contract.suite import SUITE_NAME, SuiteManifest, load_suite
from harness.contract.suite_check import check_households
from harness.ingest import IngestConfig, ingest
from harness.pipelines import parse_spec
from harness.pipelines.ask import AskProgress
from harness.run import (
    RunResult,
    RunUsageError,
    StageCallback,
    check_run_dir,
    check_run_settings,
    run_eval,
    select_questions,
)
from harness.runtime.fsutil import atomic_write_text, sha256_file
from harness.runtime.settings import EXECUTOR, WORKERS
from harness.scoring.probe import PROBE_NAME, read_probe, write_probe
from harness.scoring.report_html import write_report_html
from harness.scoring.report_junit import write_junit
from harness.scoring.report_source import report_source
from harness.scoring.scorecard import SCORECARD_NAME, UNCATEGORIZED, read_scorecard, write_scorecard
from harness.scoring.suite_card import HouseholdRecord, merge_households
from harness.store.reuse import reusable_store


def household_categories(suite_dir: Path, suite: SuiteManifest, categories: tuple[str, ...]
                         ) -> dict[str, tuple[str, ...]]:
    """The selected categories each household has (a household with none of them is skipped)."""
    present = {c.name: {q.category or UNCATEGORIZED for q in load_manifest(suite_dir / c.name).questions}
               for c in suite.corpora}
    known = sorted(set().union(*present.values()))
    for c in categories:
        if c not in known:
            raise RunUsageError(f"no question has category {c} (categories: {', '.join(known)})")
    if not categories:
        return {name: () for name in present}
    return {name: tuple(c for c in categories if c in cats) for name, cats in present.items()
            if any(c in cats for c in categories)}


def run_suite(suite_dir: Path, run_dir: Path, *, spec: str = "reference", config: HarnessConfig | None = None,
              repeat: int = 1, categories: tuple[str, ...] = (), limit: int | None = None,
              stage: StageCallback | None = None, ask_progress: AskProgress | None = None, workers: int = WORKERS,
              executor: str = EXECUTOR, stores: Path | None = None) -> RunResult:
    """Run every household of the suite; `stores` (default RUN_DIR/stores) holds a store per
    household, reused when valid and built when missing or stale, so runs can share them."""
    config = config or HarnessConfig()
    check_run_settings(repeat, limit)
    parse_spec(spec)
    suite = load_suite(suite_dir)
    stores = stores or run_dir / "stores"
    check_run_dir(run_dir, suite_dir, stores, "suite")
    check_households(suite_dir, suite)
    chosen = household_categories(suite_dir, suite, categories)
    ingest_config = IngestConfig(chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap,
                                 ocr_engine=config.ocr_engine, workers=workers, executor=executor)
    records = []
    names = [c.name for c in suite.corpora if c.name in chosen]
    asks = SuiteAsks(sum(len(select_questions(load_manifest(suite_dir / name), chosen[name], limit)) * repeat
                         for name in names), ask_progress)
    seconds: dict[str, float] = {}
    for n, name in enumerate(names):
        if stage:
            stage("households", n, len(names))
        corpus, store = suite_dir / name, stores / name
        if not reusable_store(store, corpus, config.chunk_size, config.chunk_overlap, config.ocr_engine):
            start = time.perf_counter()
            ingest(corpus, store, ingest_config, stage)
            seconds["ingest"] = seconds.get("ingest", 0.0) + time.perf_counter() - start
        out = run_dir / "households" / name
        done = run_eval(corpus, out, spec=spec, config=config, store=store, repeat=repeat, categories=chosen[name],
                        limit=limit, stage=stage, ask_progress=asks.household())
        for lap, s in done.stage_seconds.items():
            seconds[lap] = seconds.get(lap, 0.0) + s
        records.append(read_household(name, out))
    if stage:
        stage("households", len(names), len(names))
    card, probe, answers = merge_households(suite.name, sha256_file(suite_dir / SUITE_NAME), records, str(stores))
    clear_run_record(run_dir)  # one suite run's record: the old one, and households no longer run, go
    for old in sorted((run_dir / "households").iterdir()) if (run_dir / "households").is_dir() else []:
        if old.name not in names:
            shutil.rmtree(old)
    atomic_write_text(run_dir / "answers.jsonl", "".join(
        json.dumps(a, sort_keys=True, ensure_ascii=False) + "\n" for a in answers))
    write_probe(run_dir, probe)
    write_scorecard(run_dir, card)
    write_junit(run_dir, card)
    write_report_html(run_dir, card, probe, report_source({name: suite_dir / name for name in names}))
    failed = card.store.failed_documents if card.store is not None else []
    return RunResult(run_dir, card, probe, card.repeat.differing if card.repeat else [], failed,
                     {lap: round(s, 2) for lap, s in seconds.items()})


class SuiteAsks:
    """The ask stage's progress over a whole suite: each household's (done, total, tally) becomes
    the suite's, counted from the households before it (their questions done: their tally's sum)."""

    def __init__(self, total: int, progress: AskProgress | None) -> None:
        self.total, self.progress = total, progress  # total: the suite's questions, repeats counted
        self.tally = {"correct": 0, "partial": 0, "wrong": 0}  # the grades of the households finished
        self._last: dict[str, int] = {}

    def household(self) -> AskProgress:
        """The callback for the next household (the households are asked one after another)."""
        for grade in self.tally:
            self.tally[grade] += self._last.get(grade, 0)
        self._last = {}
        before = sum(self.tally.values())

        def report(done: int, total: int, tally: dict[str, int]) -> None:
            self._last = dict(tally)
            if self.progress:
                self.progress(before + done, self.total,
                              {grade: self.tally[grade] + tally.get(grade, 0) for grade in self.tally})
        return report


def read_household(name: str, out: Path) -> HouseholdRecord:
    """A household's record as its run wrote it, read back through the models: the files are the contract."""
    card = read_scorecard(out / SCORECARD_NAME)
    probe = read_probe(out / PROBE_NAME)
    answers = [json.loads(line) for line in (out / "answers.jsonl").read_text(encoding="utf-8").splitlines()]
    return HouseholdRecord(name, card, probe, answers)
