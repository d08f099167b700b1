"""ingest: build a fresh store from a corpus folder through the reference pipeline.

import -> text layer -> OCR -> harvest -> chunk -> embed, then the marker, last.
OCR pages and embedding batches run on `config.executor` (harness.executor: a local
process pool of `config.workers`, or Ray); results are keyed by page and batch, so the
store's rows do not depend on the executor.
Bad input never stops the run: a document that cannot be read is recorded with its
error (in the store and the marker) and every other document is ingested.
"""

from __future__ import annotations

import platform
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from harness import __version__
from harness.errors import RagError
from harness.executor import Executor, InlineExecutor, TaskFailed, open_executor
from harness.fsutil import sha256_file
from harness.ingest.chunking import chunk_pages
from harness.ingest.config import IngestConfig
from harness.ingest.importer import ImportedDocument, import_file, select_files
from harness.ingest.ocr import run_jobs, tesseract_version
from harness.ingest.textlayer import OCR, DocumentError, PagePlan, read_document
from harness.manifest import load_manifest, manifest_sha256
from harness.marker import MARKER_VERSION, write_marker
from harness.store import StoreWriter, prepare_store_dir

Progress = Callable[[str, int, int], None]
STEPS = ("import", "text-layer", "ocr", "harvest", "chunk", "embed")


class IngestError(RagError):
    """The corpus or the store folder cannot be used for an ingest."""


@dataclass
class IngestReport:
    store_dir: Path
    marker: dict[str, Any]
    failed: list[tuple[str, str]] = field(default_factory=list)

    @property
    def skipped(self) -> dict[str, str]:
        return {name: s["reason"] for name, s in self.marker["steps"].items() if s["status"] == "skipped"}

    @property
    def counts(self) -> dict[str, int]:
        return self.marker["counts"]


@dataclass
class _Doc:
    imported: ImportedDocument
    pages: list[PagePlan] = field(default_factory=list)
    error: str | None = None


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

    steps: dict[str, dict[str, str]] = {}
    timings: dict[str, float] = {}
    started = time.perf_counter()

    # import
    t0 = time.perf_counter()
    files = select_files(corpus_dir, manifest, config.all_files)
    docs: list[_Doc] = []
    for i, rel in enumerate(files):
        imported = import_file(corpus_dir, rel)
        docs.append(_Doc(imported, error=imported.error))
        progress("import", i + 1, len(files))
    steps["import"] = {"status": "ran"}
    timings["import"] = time.perf_counter() - t0

    # text layer (and the OCR plan)
    t0 = time.perf_counter()
    readable = [d for d in docs if d.error is None]
    for i, doc in enumerate(readable):
        try:
            doc.pages = read_document(doc.imported, config)
        except DocumentError as exc:
            doc.error = str(exc)
        progress("text-layer", i + 1, len(readable))
    steps["text-layer"] = {"status": "ran"}
    timings["text-layer"] = time.perf_counter() - t0

    with open_executor(config.executor, config.workers, start_method="spawn") as executor:
        marker, db_path = _compute(executor, docs, config, steps, timings, progress, store_dir)
    failed = [(d.imported.file, d.error) for d in docs if d.error is not None]
    timings["total"] = time.perf_counter() - started
    marker.update({
        "kind": "ingest",
        "markerVersion": MARKER_VERSION,
        "tool": f"rag-eval {__version__}",
        "corpus": {"name": manifest.name, "sha256": corpus_sha, "path": str(corpus_dir.resolve())},
        "steps": steps,
        "timings": {k: round(v, 3) for k, v in timings.items()},
        "failedDocuments": [{"file": f, "error": e} for f, e in failed],
        "store": {"file": db_path.name, "bytes": db_path.stat().st_size, "sha256": sha256_file(db_path)},
    })
    write_marker(store_dir, marker)
    return IngestReport(store_dir, marker, failed)


def _compute(executor: Executor, docs: list[_Doc], config: IngestConfig, steps: dict[str, dict[str, str]],
             timings: dict[str, float], progress: Progress, store_dir: Path) -> tuple[dict[str, Any], Path]:
    """OCR, then the store (harvest, chunks, embeddings): the marker's counts and the store's path."""
    # OCR
    versions = _versions()
    t0 = time.perf_counter()
    planned = [(d, p) for d in docs if d.error is None for p in d.pages if p.job is not None]
    ocr_stats = {"pages": 0, "smoothedBilevelPages": 0, "rasterSeconds": 0.0, "tesseractSeconds": 0.0}
    if "ocr" in config.skip:
        steps["ocr"] = {"status": "skipped", "reason": "--skip ocr: pages without a text layer stay empty"}
    elif not planned:
        steps["ocr"] = {"status": "skipped", "reason": "no page needed OCR"}
    else:
        if versions["tesseract"] == "not installed":
            raise IngestError(f"tesseract is needed for {len(planned)} pages but is not installed "
                              "(Debian: apt-get install tesseract-ocr)")
        done = [0]

        def tick() -> None:
            done[0] += 1
            progress("ocr", done[0], len(planned))

        results = run_jobs([p.job for _, p in planned if p.job is not None], executor, tick)
        for (doc, plan), result in zip(planned, results, strict=True):
            ocr_stats["rasterSeconds"] += result.raster_seconds
            ocr_stats["tesseractSeconds"] += result.ocr_seconds
            if result.error is not None:
                doc.error = doc.error or result.error
                continue
            plan.text, plan.confidence, plan.words = result.text, result.confidence, result.words
            ocr_stats["pages"] += 1
            ocr_stats["smoothedBilevelPages"] += result.smoothed
        steps["ocr"] = {"status": "ran"}
    timings["ocr"] = time.perf_counter() - t0

    writer = StoreWriter(store_dir)
    try:
        marker = _build(writer, executor, docs, config, steps, timings, progress)
        writer.finish()
    except BaseException:
        writer.abort()
        raise
    marker["versions"] = versions
    marker["ocr"] = {k: round(v, 3) if isinstance(v, float) else v for k, v in ocr_stats.items()}
    marker["executor"] = executor.describe()
    return marker, writer.final


def _embed(writer: StoreWriter, executor: Executor, config: IngestConfig, progress: Progress) -> int:
    """Embed every chunk in batches on the executor; vectors are written in chunk order.

    On a Ray cluster the batches spread over its workers (each loads the model once). On
    this machine they run in this process, where torch already uses every core: a local
    pool would load the model once more per worker and gain nothing."""
    from harness.ingest.embed import embed_batch

    rows = writer.chunk_texts()
    size = config.embed_batch_size * 4
    parts = [rows[start:start + size] for start in range(0, len(rows), size)]
    units = [([t for _, t in part], config.embed_batch_size) for part in parts]
    arrived: dict[int, Any] = {}
    written = 0
    runner = executor if not executor.on_this_machine else InlineExecutor()
    for index, vectors in runner.map(embed_batch, units, batch_size=1):
        if isinstance(vectors, TaskFailed):
            raise IngestError(f"embedding batch {index + 1} of {len(parts)} failed twice: {vectors.error}")
        arrived[index] = vectors
        while written < len(parts) and written in arrived:  # in order: rows never depend on arrival
            writer.add_embeddings([cid for cid, _ in parts[written]], arrived.pop(written))
            written += 1
            progress("embed", sum(len(p) for p in parts[:written]), len(rows))
    return len(rows)


def _build(writer: StoreWriter, executor: Executor, docs: list[_Doc], config: IngestConfig,
           steps: dict[str, dict[str, str]], timings: dict[str, float], progress: Progress) -> dict[str, Any]:
    from harness.harvest import PageText, harvest, load_rules

    ok: list[tuple[int, _Doc]] = []
    for doc in docs:
        imp = doc.imported
        if doc.error is not None:
            writer.add_document(imp.file, imp.sha256, imp.media_type, len(doc.pages) or None, "failed", doc.error)
            continue
        doc_id = writer.add_document(imp.file, imp.sha256, imp.media_type, len(doc.pages), "ok", None)
        for p in doc.pages:
            writer.add_page(doc_id, p.page, p.text, p.source, p.confidence if p.source == OCR else None,
                            p.words if p.source == OCR else None)
        ok.append((doc_id, doc))

    t0 = time.perf_counter()
    typed = 0
    n_fields = 0
    if "harvest" in config.skip:
        steps["harvest"] = {"status": "skipped", "reason": "--skip harvest: no docTypes or fields"}
    else:
        rules = load_rules()
        for i, (doc_id, doc) in enumerate(ok):
            result = harvest([PageText(p.page, p.text, p.words) for p in doc.pages], rules)
            writer.set_doctype(doc_id, result.classification.doc_type, result.classification.matched_anchors)
            typed += result.classification.doc_type is not None
            for f in result.fields:
                writer.add_field(doc_id, f.field, f.value, f.normalized, f.page)
                n_fields += 1
            progress("harvest", i + 1, len(ok))
        steps["harvest"] = {"status": "ran"}
    timings["harvest"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    n_chunks = 0
    for i, (doc_id, doc) in enumerate(ok):
        for c in chunk_pages([(p.page, p.text) for p in doc.pages], config.chunk_size, config.chunk_overlap):
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

        model = load_model()
        dim = dimension(model)
        n_vectors = _embed(writer, executor, config, progress)
        embedding = {"package": MODEL_PACKAGE, "dimension": dim, "normalized": True,
                     "maxSeqLength": int(model.max_seq_length)}
        writer.set_meta("embeddingModel", MODEL_PACKAGE)
        writer.set_meta("embeddingDim", str(dim))
        steps["embed"] = {"status": "ran"}
    timings["embed"] = time.perf_counter() - t0

    pages = [p for _, d in ok for p in d.pages]
    return {
        "config": {**config.to_json(), "embedding": embedding},
        "counts": {
            "documents": len(docs),
            "ingested": len(ok),
            "failed": len(docs) - len(ok),
            "pages": len(pages),
            "pagesTextLayer": sum(p.source == "text-layer" for p in pages),
            "pagesOcr": sum(p.source == OCR for p in pages),
            "pagesEmpty": sum(p.source == "none" for p in pages),
            "typed": typed,
            "fields": n_fields,
            "chunks": n_chunks,
            "embeddings": n_vectors,
        },
    }



def _versions() -> dict[str, str]:
    from harness.ingest.embed import versions as embed_versions

    out = {"rag-eval": __version__, "python": platform.python_version(), "sqlite": sqlite3.sqlite_version}
    for dist in ("pytesseract", "pypdfium2", "pdf2image", "pillow"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            out[dist] = "not installed"
    out.update(embed_versions())
    try:
        out["tesseract"] = tesseract_version()
    except Exception:  # pytesseract raises its own TesseractNotFoundError, or OSError
        out["tesseract"] = "not installed"
    return out
