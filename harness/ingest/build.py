"""ingest: build a fresh store from a corpus folder through the reference pipeline.

import -> text layer -> OCR -> harvest -> chunk -> embed, then the marker, last.
OCR pages and embedding batches run on `config.executor` (harness.runtime.executor: a local
process pool of `config.workers`, or Ray); results are keyed by page and batch, so the
store's rows do not depend on the executor.

Documents stream through the store, so memory stays flat as the corpus grows: each
document is imported and its text layer written to the store in file order, while the
pages it needs OCR for go to the executor (the text layer of the next documents is read
while earlier pages are recognized); an OCR result fills in its page row whenever it
arrives. Harvest and chunking then read one document at a time back from the store, and
embeddings read chunks back a batch at a time. Nothing holds the corpus's text.
Bad input never stops the run: a document that cannot be read is recorded with its
error (in the store and the marker) and every other document is ingested.
"""

from __future__ import annotations

import json
import platform
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from harness.contract.manifest import load_manifest, manifest_sha256
from harness.ingest.chunking import chunk_pages
from harness.ingest.importer import import_file, select_files
from harness.ingest.ocr import OCR_BATCH, OcrJob, failed_result, run_job
from harness.ingest.ocr_engines import INSTALL, engine_versions
from harness.ingest.relabel import relabel
from harness.ingest.settings import IngestConfig
from harness.ingest.textlayer import GARBLED, LAYER_PATHS, NONE, OCR_PATHS, PATHS, DocumentError, read_document
from harness.runtime.errors import RagError
from harness.runtime.executor import Executor, InlineExecutor, TaskFailed, open_executor
from harness.runtime.fsutil import sha256_file
from harness.runtime.versions import NOT_INSTALLED, VERSION, dist_versions
from harness.store.build_lock import build_lock
from harness.store.database import MATCHED_META, PAGE_NOTES_META, StoreWriter, prepare_store_dir
from harness.store.marker import (
    MARKER_VERSION,
    STORE_NAME,
    FailedDocument,
    IngestCounts,
    IngestMarker,
    MarkerCorpus,
    StoreFile,
    write_marker,
)

Progress = Callable[[str, int, int], None]
STEPS = ("import", "text-layer", "ocr", "harvest", "chunk", "embed")


class IngestError(RagError):
    """The corpus or the store folder cannot be used for an ingest."""


@dataclass
class IngestReport:
    store_dir: Path
    marker: IngestMarker
    failed: list[tuple[str, str]] = field(default_factory=list)

    @property
    def skipped(self) -> dict[str, str]:
        return {name: s.reason or "" for name, s in self.marker.steps.items() if s.status == "skipped"}

    @property
    def counts(self) -> IngestCounts:
        return self.marker.counts


@dataclass
class _Read:
    """The read-and-OCR pass's tallies (small: no page text is kept here)."""

    documents: int = 0
    ocr_planned: int = 0
    ocr_done: int = 0
    # document id -> {page: error}: a document whose OCR failed on any page is failed
    ocr_errors: dict[int, dict[int, str]] = field(default_factory=dict)
    stats: dict[str, Any] = field(default_factory=lambda: {
        "pages": 0, "smoothedBilevelPages": 0, "rasterSeconds": 0.0, "engineSeconds": 0.0})
    seconds: dict[str, float] = field(default_factory=lambda: {"import": 0.0, "text-layer": 0.0})
    notes: dict[str, dict[str, str]] = field(default_factory=dict)  # file -> {page: note} (PAGE_NOTES_META)


def _noop(stage: str, done: int, total: int) -> None:
    return None


def _check_folders(corpus_dir: Path, store_dir: Path) -> None:
    corpus_real, store_real = corpus_dir.resolve(), store_dir.resolve()
    if store_real == corpus_real or corpus_real in store_real.parents:
        raise IngestError(f"the store folder {store_dir} is inside the corpus folder {corpus_dir}: "
                          "the corpus folder is never written to")


def ingest(corpus_dir: Path | str, store_dir: Path | str, config: IngestConfig | None = None,
           progress: Progress | None = None) -> IngestReport:
    """Build `store_dir` (store.sqlite + marker.json) from the corpus folder `corpus_dir`."""
    config = config or IngestConfig()
    progress = progress or _noop
    corpus_dir, store_dir = Path(corpus_dir), Path(store_dir)
    manifest = load_manifest(corpus_dir)
    if not corpus_dir.is_dir():
        raise IngestError(f"{corpus_dir}: the corpus must be a folder holding corpus.json")
    _check_folders(corpus_dir, store_dir)
    corpus_sha = manifest_sha256(corpus_dir)
    prepare_store_dir(store_dir)
    with build_lock(store_dir):
        # an old store stays usable until the new one is complete: built beside it, then
        # moved over it in one rename, its marker written right after
        prepare_store_dir(store_dir)  # again, holding the lock: the folder may have changed
        started = time.perf_counter()
        files = select_files(corpus_dir, manifest, config.all_files)
        versions = _versions(config.ocr_engine)
        if "ocr" not in config.skip and config.ocr_engine != "tesseract" \
                and versions[config.ocr_engine] == NOT_INSTALLED:  # an engine asked for by name
            raise IngestError(f"OCR engine {config.ocr_engine} is not installed: {INSTALL[config.ocr_engine]}")
        writer = StoreWriter(store_dir)
        try:
            with open_executor(config.executor, config.workers, start_method="spawn") as executor:
                built = _build(writer, executor, corpus_dir, files, config, versions, progress)
            failed = writer.failed_documents()
            sealed = writer.seal()
            built["timings"]["total"] = round(time.perf_counter() - started, 3)
            marker = IngestMarker(
                kind="ingest", marker_version=MARKER_VERSION, tool=f"rag-eval {VERSION}",
                corpus=MarkerCorpus(name=manifest.name, sha256=corpus_sha, path=str(corpus_dir.resolve())),
                versions=versions, failed_documents=[FailedDocument(file=f, error=e) for f, e in failed],
                store=StoreFile(file=STORE_NAME, bytes=sealed.stat().st_size, sha256=sha256_file(sealed)),
                **built)
            writer.install()
        except BaseException:
            writer.abort()
            raise
        # a crash between the rename and this write leaves the new database with the old
        # marker: every reader checks the two against each other and refuses the pair
        write_marker(store_dir, marker)
    return IngestReport(store_dir, marker, failed)


def _build(writer: StoreWriter, executor: Executor, corpus_dir: Path, files: list[str], config: IngestConfig,
           versions: dict[str, str], progress: Progress) -> dict[str, Any]:
    """Every step into the store: the marker's config, steps, counts, timings, OCR and executor
    (the keyword arguments of IngestMarker, made in `ingest`)."""
    steps: dict[str, dict[str, str]] = {}
    timings: dict[str, float] = {}
    t0 = time.perf_counter()
    read = _read_and_ocr(writer, executor, corpus_dir, files, config, versions, progress)
    timings.update(read.seconds)
    # the OCR step's time is what the pass waited for OCR beyond reading the documents
    timings["ocr"] = time.perf_counter() - t0 - sum(read.seconds.values())
    steps["import"] = {"status": "ran"}
    steps["text-layer"] = {"status": "ran"}
    if "ocr" in config.skip:
        steps["ocr"] = {"status": "skipped", "reason": "--skip ocr: pages without a text layer stay empty"}
    elif not read.ocr_planned:
        steps["ocr"] = {"status": "skipped", "reason": "no page needed OCR"}
    else:
        steps["ocr"] = {"status": "ran"}
    for doc_id, errors in sorted(read.ocr_errors.items()):
        writer.fail_document(doc_id, errors[min(errors)])  # the first page's error, whatever arrived first

    ok = writer.ok_documents()
    kept = {writer.document_file(doc_id) for doc_id in ok}  # a failed document's pages are gone, its notes too
    writer.set_meta(PAGE_NOTES_META, json.dumps({f: n for f, n in read.notes.items() if f in kept}, sort_keys=True))
    t0 = time.perf_counter()
    typed, n_fields = _harvest(writer, ok, config, steps, progress)
    timings["harvest"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    n_chunks = 0
    for i, doc_id in enumerate(ok):
        pages = writer.document_pages(doc_id)
        for c in chunk_pages([(page, text) for page, text, _ in pages], config.chunk_size, config.chunk_overlap):
            writer.add_chunk(doc_id, c.ordinal, c.page_start, c.page_end, c.char_start, c.char_end, c.text)
            n_chunks += 1
        progress("chunk", i + 1, len(ok))
    steps["chunk"] = {"status": "ran"}
    timings["chunk"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    embedding: dict[str, Any] = {}
    n_vectors = 0
    if "embed" in config.skip:
        steps["embed"] = {"status": "skipped", "reason": "--skip embed: no vectors, full-text search only"}
    else:
        from harness.ingest.embed import MODEL_PACKAGE, dimension, load_model

        progress("embed", 0, writer.chunk_count())  # the bar shows while the model loads
        model = load_model()
        dim = dimension(model)
        n_vectors = _embed(writer, executor, config, progress)
        embedding = {"package": MODEL_PACKAGE, "dimension": dim, "normalized": True,
                     "maxSeqLength": int(model.max_seq_length)}
        writer.set_meta("embeddingModel", MODEL_PACKAGE)
        writer.set_meta("embeddingDim", str(dim))
        steps["embed"] = {"status": "ran"}
    timings["embed"] = time.perf_counter() - t0

    sources = writer.page_sources()
    return {
        "config": {**config.to_json(), "embedding": embedding},
        "steps": {name: steps[name] for name in STEPS},
        "timings": {name: round(timings[name], 3) for name in STEPS},
        "counts": {
            "documents": read.documents,
            "ingested": len(ok),
            "failed": read.documents - len(ok),
            "pages": sum(sources.values()),
            "pagesTextLayer": sum(sources.get(p, 0) for p in (*LAYER_PATHS, GARBLED)),
            "pagesOcr": sum(sources.get(p, 0) for p in OCR_PATHS),
            "pagesEmpty": sources.get(NONE, 0),
            "pagesByPath": {p: sources.get(p, 0) for p in PATHS},
            "typed": typed,
            "fields": n_fields,
            "chunks": n_chunks,
            "embeddings": n_vectors,
        },
        "ocr": {**{k: round(v, 3) if isinstance(v, float) else v for k, v in read.stats.items()},
                "engine": config.ocr_engine, "engineVersion": versions[config.ocr_engine]},
        "executor": executor.describe(),
    }


def _read_and_ocr(writer: StoreWriter, executor: Executor, corpus_dir: Path, files: list[str],
                  config: IngestConfig, versions: dict[str, str], progress: Progress) -> _Read:
    """Import each file and write its text layer, in file order; OCR the pages that need it.

    The documents are read lazily, as the executor takes more OCR work, so reading overlaps
    recognition and at most a window of pages is in flight. Page rows are written before
    their OCR runs; each result fills in its row, so arrival order never shows."""
    read = _Read()
    where: list[tuple[int, int, int, str]] = []  # OCR job index -> (document id, page, page index, file)
    rows: dict[int, tuple[tuple[float, float, float, float], ...]] = {}  # job index -> a garbage layer's lines

    def jobs() -> Iterator[OcrJob]:
        for i, rel in enumerate(files):
            t0 = time.perf_counter()
            imported = import_file(corpus_dir, rel)
            t1 = time.perf_counter()
            read.seconds["import"] += t1 - t0
            pages, error = [], imported.error
            if error is None:
                try:
                    pages = read_document(imported, config)
                except DocumentError as exc:
                    error = str(exc)
            read.documents += 1
            if error is not None:
                writer.add_document(imported.file, imported.sha256, imported.media_type, None, "failed", error)
            else:
                doc_id = writer.add_document(imported.file, imported.sha256, imported.media_type, len(pages),
                                             "ok", None)
                for p in pages:
                    writer.add_page(doc_id, p.page, p.text, p.source, None, p.words)
                    if p.note is not None:
                        read.notes.setdefault(imported.file, {})[str(p.page)] = p.note
            read.seconds["text-layer"] += time.perf_counter() - t1
            progress("read", i + 1, len(files))  # import and text layer: one bar, a document at a time
            for p in pages:  # none when the document failed
                if p.job is None:
                    continue
                if versions[config.ocr_engine] == NOT_INSTALLED:
                    raise IngestError(f"{config.ocr_engine} is needed to read page {p.page} of {imported.file} but "
                                      f"is not installed ({INSTALL[config.ocr_engine]})")
                if p.rows:
                    rows[len(where)] = p.rows
                where.append((doc_id, p.page, p.job.index, imported.file))
                read.ocr_planned += 1
                # absolute paths: a worker's working directory need not be ours
                yield replace(p.job, path=p.job.path.absolute())

    for index, result in executor.map(run_job, jobs(), batch_size=OCR_BATCH):
        doc_id, page, page_index, file = where[index]
        if isinstance(result, TaskFailed):
            result = failed_result(page_index, result)
        read.stats["rasterSeconds"] += result.raster_seconds
        read.stats["engineSeconds"] += result.ocr_seconds
        lines = relabel(rows.pop(index), result.words) if index in rows and result.error is None else None
        if result.error is not None:
            read.ocr_errors.setdefault(doc_id, {})[page] = result.error
        elif lines is not None:  # a garbage layer's lines, spelled by OCR: read as a text layer is
            writer.set_ocr_text(doc_id, page, lines, result.confidence, None)
            read.notes[file][str(page)] += "; OCR read into its lines"
        else:
            writer.set_ocr_text(doc_id, page, result.text, result.confidence, result.words)
            read.stats["pages"] += 1
            read.stats["smoothedBilevelPages"] += result.smoothed
        read.ocr_done += 1
        progress("ocr", read.ocr_done, read.ocr_planned)
    return read


def _harvest(writer: StoreWriter, ok: list[int], config: IngestConfig, steps: dict[str, dict[str, str]],
             progress: Progress) -> tuple[int, int]:
    """DocType and fields of each ingested document, read back from the store: (typed, fields)."""
    from harness.harvest import FieldMatcher, PageText, TypeGuesser, harvest, load_rules
    from harness.ingest.embed import embed_texts

    if "harvest" in config.skip:
        steps["harvest"] = {"status": "skipped", "reason": "--skip harvest: no docTypes or fields"}
        return 0, 0
    rules = load_rules()
    # the fields the rules miss, by what their labels mean: the store's embedding model,
    # loaded the first time a document needs it
    matcher = FieldMatcher(embed_texts)
    guesser = TypeGuesser(embed_texts)  # a document no anchors typed: its title lines, confirmed by its fields
    matched: dict[str, dict[str, dict[str, Any]]] = {}
    typed = n_fields = 0
    for i, doc_id in enumerate(ok):
        result = harvest([PageText(page, text, words) for page, text, words in writer.document_pages(doc_id)],
                         rules, matcher, guesser)
        writer.set_doctype(doc_id, result.classification.doc_type, result.classification.matched_anchors)
        typed += result.classification.doc_type is not None
        for f in result.fields:
            writer.add_field(doc_id, f.field, f.value, f.normalized, f.page)
            n_fields += 1
            if f.method != "rules":
                matched.setdefault(writer.document_file(doc_id), {})[f.field] = {
                    "method": f.method, "label": f.label, "cue": f.cue, "score": f.score}
        progress("harvest", i + 1, len(ok))
    writer.set_meta(MATCHED_META, json.dumps(matched, sort_keys=True))
    steps["harvest"] = {"status": "ran"}
    return typed, n_fields


def _embed(writer: StoreWriter, executor: Executor, config: IngestConfig, progress: Progress) -> int:
    """Embed every chunk in batches on the executor; vectors are written in chunk order.

    Chunks are read back from the store a batch at a time, as the executor takes them. On a
    Ray cluster the batches spread over its workers (each loads the model once). On this
    machine they run in this process, where torch already uses every core: a local pool
    would load the model once more per worker and gain nothing."""
    from harness.ingest.embed import embed_batch

    total = writer.chunk_count()
    ids: dict[int, list[int]] = {}  # batch index -> its chunk ids, until its vectors are written

    def units() -> Iterator[tuple[list[str], int]]:
        for index, rows in enumerate(writer.chunk_batches(config.embed_batch_size * 4)):
            ids[index] = [cid for cid, _ in rows]
            yield [text for _, text in rows], config.embed_batch_size

    arrived: dict[int, Any] = {}
    written = done = 0
    runner = executor if not executor.on_this_machine else InlineExecutor()
    for index, vectors in runner.map(embed_batch, units(), batch_size=1):
        if isinstance(vectors, TaskFailed):
            parts = -(-total // (config.embed_batch_size * 4))
            raise IngestError(f"embedding batch {index + 1} of {parts} failed twice: {vectors.error}")
        arrived[index] = vectors
        while written in arrived:  # in order: rows never depend on arrival
            batch_ids = ids.pop(written)
            writer.add_embeddings(batch_ids, arrived.pop(written))
            written += 1
            done += len(batch_ids)
            progress("embed", done, total)
    return total


def _versions(ocr_engine: str) -> dict[str, str]:
    from harness.ingest.embed import versions as embed_versions

    out = {"rag-eval": VERSION, "python": platform.python_version(), "sqlite": sqlite3.sqlite_version}
    out.update(dist_versions(("pypdfium2", "pdf2image", "pillow")))
    out.update(embed_versions())
    out.update(engine_versions(ocr_engine))
    return out
