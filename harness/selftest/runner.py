"""Run the selftest: build the stores, ask every diagnostic and defective pipeline, check."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from harness.config import HarnessConfig
from harness.contract.grade import Grade
from harness.contract.manifest import CorpusManifest, load_manifest, manifest_sha256
from harness.contract.outputs import Input, check_apart
from harness.harvest.general_type import TypeGuesser
from harness.ingest import IngestConfig, ingest
from harness.ingest.embed import embed_texts
from harness.ingest.textlayer import OCR_PATHS
from harness.pipelines import close_pipeline
from harness.pipelines.ask import ask_all
from harness.pipelines.evidence.retrieval import open_retriever
from harness.pipelines.extractive.pipeline import ExtractivePipeline, open_extractive
from harness.runtime.fsutil import ensure_folder
from harness.runtime.settings import WORKERS
from harness.scoring.blame import Recovered, blame, question_evidence
from harness.selftest.defects import TopKEvidence, fail_open, hide_table_rows, ignore_corrections, must_stay_untyped
from harness.selftest.diagnostic import DeclinePipeline, GarbagePipeline, OraclePipeline
from harness.selftest.expectations import (
    IGNORED,
    OCR_READ,
    TYPED_OPEN,
    Causes,
    Grades,
    attribution_expectations,
    defect_expectations,
    diagnostic_expectations,
    fillable_files,
    hijack_expectations,
    reach_of,
)
from harness.selftest.report import write_selftest
from harness.selftest.result import SelftestResult, selftest_result
from harness.store.database import open_store

Stage = Callable[[str, int, int], None]


def _ask(manifest: CorpusManifest, builders: dict[str, Callable[[], Any]], stage: Stage | None,
         stores: dict[str, Recovered] | None = None) -> tuple[Grades, dict[str, dict[str, str]], Causes]:
    """Every question through every pipeline: grades and answer texts by pipeline and id, and
    the causes of the misses of each pipeline whose store is in `stores`."""
    grades: Grades = {}
    answers: dict[str, dict[str, str]] = {}
    causes: Causes = {}
    stores = stores or {}
    for n, (name, build) in enumerate(builders.items(), start=1):
        pipeline = build()
        try:
            rounds, _ = ask_all(pipeline, manifest.questions, 1)
        finally:
            close_pipeline(pipeline)
        grades[name] = {x.question.id: x.graded.grade for x in rounds[0]}
        answers[name] = {x.question.id: x.answer.text for x in rounds[0]}
        if name in stores:
            causes[name] = {x.question.id: blame(x.question, x.answer.text, x.answer.retrieved,
                                                 question_evidence(x.question, manifest), stores[name])
                            for x in rounds[0] if x.graded.grade != Grade.CORRECT}
        if stage:
            stage("pipelines", n, len(builders))
    return grades, answers, causes


def _diagnostics(manifest: CorpusManifest, texts: list[str], seed: int) -> dict[str, Callable[[], Any]]:
    return {
        "oracle": lambda: OraclePipeline(manifest),
        "decline": DeclinePipeline,
        "garbage": lambda: GarbagePipeline(texts, seed),
    }


def run_selftest(corpus: Path, out: Path, *, store: Path | None = None, with_llm: bool = False,
                 diagnostics_only: bool = False, workers: int = WORKERS, config: HarnessConfig | None = None,
                 stage: Stage | None = None) -> SelftestResult:
    """Run every diagnostic and defective pipeline over the corpus and check the expectations.

    `diagnostics_only` runs oracle, decline and garbage alone: no store, seconds, enough to
    find a broken key (garbage then draws its sentences from the documents' ground truth).
    """
    config = config or HarnessConfig()
    manifest = load_manifest(corpus)
    # never into the corpus or the store it reads (it may hold a store it reuses)
    check_apart(out, [Input("corpus", corpus if corpus.is_dir() else corpus.parent),
                      *([Input("store", store, may_hold=True)] if store is not None else [])])
    ensure_folder(out)
    notes: dict[str, Any] = {}
    if diagnostics_only:
        texts = [v for d in manifest.documents or [] for _, v in sorted(d.ground_truth.items())]
        grades, answers, _ = _ask(manifest, _diagnostics(manifest, texts, config.seed), stage)
        result = selftest_result(manifest, manifest_sha256(corpus), grades, answers,
                                 diagnostic_expectations(manifest, grades))
        write_selftest(out, result)
        return result

    ingest_cfg = IngestConfig(chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap,
                              ocr_engine=config.ocr_engine, workers=workers)
    if store is None:
        store = out / "store"
        ingest(corpus, store, ingest_cfg, stage)
    no_ocr = out / "store-no-ocr"
    ingest(corpus, no_ocr, replace(ingest_cfg, skip=frozenset({"ocr"})), stage)
    with open_store(store, corpus) as opened:
        pages = opened.pages()
        texts = [p.text for p in pages]
        recovered = Recovered.from_store(opened)
    notes[OCR_READ] = {p.file: p.source for p in pages if p.source in OCR_PATHS}  # what ocr-off loses
    with open_store(no_ocr, corpus) as opened:
        recovered_no_ocr = Recovered.from_store(opened)
    no_forms = out / "store-no-forms"
    recovered_no_forms: Recovered | None = None
    if fillable_files(manifest):  # only a corpus with fillable forms can show an ingest that ignores them
        ingest(corpus, no_forms, replace(ingest_cfg, skip=frozenset({"forms"})), stage)
        with open_store(no_forms, corpus) as opened:
            recovered_no_forms = Recovered.from_store(opened)

    def opened_fail_open() -> ExtractivePipeline:
        pipeline, typed = fail_open(open_extractive(store, config, corpus), must_stay_untyped(manifest),
                                    TypeGuesser(embed_texts))
        notes[TYPED_OPEN] = typed
        return pipeline

    def corrections_ignored() -> ExtractivePipeline:
        pipeline, untyped = ignore_corrections(open_extractive(store, config, corpus))
        notes[IGNORED] = untyped
        return pipeline

    def rows_hidden() -> ExtractivePipeline:
        pipeline, dropped = hide_table_rows(open_extractive(store, config, corpus))
        notes["rows-hidden lines"] = dropped
        return pipeline

    builders: dict[str, Callable[[], Any]] = {
        **_diagnostics(manifest, texts, config.seed),
        "extractive": lambda: open_extractive(store, config, corpus),
        "extractive:ocr-off": lambda: open_extractive(no_ocr, config, corpus),
        "extractive:corrections-ignored": corrections_ignored,
        "extractive:fail-open": opened_fail_open,
        "extractive:top-1": lambda: TopKEvidence(open_retriever(store, config, corpus), 1),
        "extractive:rows-hidden": rows_hidden,
    }
    if recovered_no_forms is not None:
        builders["extractive:forms-off"] = lambda: open_extractive(no_forms, config, corpus)
    if with_llm:
        from harness.pipelines.reference.pipeline import open_reference

        def ref(s: Path, cfg: HarnessConfig) -> Any:
            return open_reference(s, cfg, corpus)

        builders["reference"] = lambda: ref(store, config)
        builders["reference:ocr-off"] = lambda: ref(no_ocr, config)
        builders["reference:top-1"] = lambda: ref(store, replace(config, top_k=1))

    stores = {name: recovered_no_ocr if name.endswith(":ocr-off") else
              recovered_no_forms if name.endswith(":forms-off") and recovered_no_forms is not None else recovered
              for name in builders if name.startswith(("extractive", "reference"))}
    grades, answers, causes = _ask(manifest, builders, stage, stores)
    expectations = (diagnostic_expectations(manifest, grades)
                    + defect_expectations(manifest, grades, reach=reach_of(notes))
                    + attribution_expectations(manifest, grades, causes, reach=reach_of(notes))
                    + hijack_expectations(manifest, answers, ("extractive", "reference")))
    informational = (defect_expectations(manifest, grades, "reference")
                     + attribution_expectations(manifest, grades, causes, "reference")) if with_llm else []
    result = selftest_result(manifest, manifest_sha256(corpus), grades, answers, expectations, informational,
                             notes, causes)
    write_selftest(out, result)
    return result
