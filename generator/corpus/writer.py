"""The corpus writer: world -> plan -> rendered files -> corpus.json, all or nothing.

Files are written into a temporary sibling folder (`.tmp-<name>-<pid>-*` beside the target)
and renamed into place at the end. An existing target is refused unless `force`; with
`force` it is replaced only when it is a corpus rag-gen wrote (harness.contract.outputs), and
only once the new corpus is complete. Any failure (an exception, Ctrl-C) removes the temporary
folder and leaves the target as it was; a temporary folder a killed process left behind is
removed by the next write beside it (harness.runtime.fsutil.temp_sibling).

Documents render on an executor (harness.runtime.executor: a local process pool of `workers`,
or Ray); results are keyed by document index and every byte depends only on (seed,
year, size), so the output is the same for any worker count and executor. Each rendered
document is written as soon as it arrives and only its record (pages, SHA-256, scan) is
kept, so memory does not grow with the corpus. A document that fails twice stops the run.
"""

from __future__ import annotations

import hashlib
import os
import platform
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any, Literal

from generator.corpus.card import write_card
from generator.corpus.novelty import novelty
from generator.documents.adversarial import TEMPLATE as NOTICE_TEMPLATE
from generator.documents.adversarial import plan_notices
from generator.documents.house_style import check_layouts
from generator.documents.injection_variants import DEFAULT_VARIANTS, variants_label
from generator.documents.plan import BORN_DIGITAL, PlannedDocument, Size, plan_corpus, with_procedural_layouts
from generator.documents.templates import Template, discover_templates, templates_root
from generator.producers.assign import apply_producers
from generator.producers.registry import DEFAULT_PRODUCERS, PLAIN_ONLY, producers_label
from generator.producers.write import write_produced
from generator.questions import QUESTION_SCALE, check_keys, synthesize_questions
from generator.render.pdf import render_pdf
from generator.render.raster import DEFAULT_BACKEND, check_backend, rasterizer_info
from generator.scan.assign import check_ratio
from generator.scan.corpus import apply_scans, render_scan
from generator.scan.severity import DEFAULT_SEVERITY, check_severity, severity_label
from generator.world import World, build_world
from harness.contract.manifest import (
    MANIFEST_NAME,
    CorpusManifest,
    DocTypeGroundTruthRow,
    DocumentEntry,
    ProbeGroundTruthRow,
    Question,
    dump_manifest,
)
from harness.contract.outputs import OutputError, check_out
from harness.contract.shapes import money_comma
from harness.runtime.errors import RagError
from harness.runtime.executor import TaskFailed, open_executor
from harness.runtime.fsutil import atomic_write_bytes, ensure_parent, exchange, temp_sibling
from harness.runtime.settings import EXECUTOR, WORKERS, check_at_least, check_between, check_workers
from harness.runtime.versions import VERSION, dist_versions

TOOL = f"rag-gen {VERSION}"
ROUTE = "faker>jinja2>reportlab"
RASTER_ROUTE = {"pdfium": "pypdfium2", "poppler": "pdf2image"}
DEFAULT_YEAR = 2025
DEFAULT_SCAN_RATIO = 0.4
BYTE_SHAPING = ("faker", "reportlab", "pypdfium2", "pillow", "numpy", "jinja2")
PRODUCER_SHAPING = ("pikepdf", "weasyprint")  # recorded when --producers is not the default
Progress = Callable[[int, int, str], None]


class CorpusExistsError(OutputError):
    """The target folder exists and --force was not given, or it is not a corpus (or suite) rag-gen wrote."""


class RenderFailedError(RagError):
    """A document failed to render twice (the first failure is retried once)."""


@dataclass(frozen=True)
class Settings:
    seed: int
    year: int = DEFAULT_YEAR
    size: Size = "default"
    scan_ratio: float = DEFAULT_SCAN_RATIO  # share of documents delivered as scans
    rasterizer: str = DEFAULT_BACKEND  # pdfium or poppler, for the scans
    questions: int | None = None  # a question budget (--questions); None: the size's default counts
    scan_severity: float = DEFAULT_SEVERITY  # how hard the scans are (generator/scan/severity.py)
    layouts: str = "all"  # which layout families documents use: all, seen or unseen (or a hidden fold of seen)
    adversarial: bool = False  # add notices with injected instructions (generator/documents/adversarial.py)
    # their wording families (generator/documents/injection_variants.py), with --adversarial
    injection_variants: tuple[str, ...] = DEFAULT_VARIANTS
    # --layout-source procedural: every planned document in its issuer's procedural layout (docs/procedural-layouts.md)
    procedural_layouts: bool = True
    # --producers: the software that writes the born-digital documents (generator/producers/)
    producers: tuple[str, ...] = DEFAULT_PRODUCERS


@dataclass(frozen=True)
class RenderedDocument:
    index: int
    files: list[tuple[str, bytes]]  # (path relative to the corpus folder, bytes); the first is the document
    pages: int
    scan: dict[str, Any] | None = None  # for a scan: what the simulator applied (documents[].scan)
    producer: dict[str, Any] | None = None  # written by a producer other than reportlab: what it applied

    def record(self) -> WrittenDocument:
        return WrittenDocument(self.index, self.pages, hashlib.sha256(self.files[0][1]).hexdigest(), self.scan,
                               self.producer)


@dataclass(frozen=True)
class WrittenDocument:
    """What the manifest needs of a rendered document once its files are on disk."""

    index: int
    pages: int
    sha256: str
    scan: dict[str, Any] | None = None
    producer: dict[str, Any] | None = None


@dataclass(frozen=True)
class Corpus:
    """Everything a corpus is built from, before anything is written."""

    settings: Settings
    world: World
    templates: dict[str, Template]
    documents: list[PlannedDocument]


def build_corpus(settings: Settings, root: Path | None = None) -> Corpus:
    """World and plan for `settings` (cheap: nothing is rendered)."""
    check_at_least("--seed", settings.seed, 0)
    check_between("--year", settings.year, 1900, 2100)
    check_ratio(settings.scan_ratio)
    check_severity(settings.scan_severity)
    check_backend(settings.rasterizer)
    check_layouts(settings.layouts)
    templates = discover_templates(root)
    world = build_world(settings.seed, settings.year)
    docs = plan_corpus(world, settings.size, templates, settings.layouts)
    if settings.procedural_layouts:
        docs = with_procedural_layouts(docs, templates, settings.seed, settings.layouts)
    docs = apply_scans(docs, templates, settings.seed, settings.scan_ratio, settings.size != "small",
                       settings.rasterizer, settings.scan_severity)
    if settings.adversarial:
        # every value printed, in its house style and in the notices' shape (an injected value is none of them)
        printed = {v for d in docs for v in d.printed.values()}
        printed |= {money_comma(v) for d in docs for v in d.values.values() if isinstance(v, Decimal)}
        docs += plan_notices(world, settings.size, templates, len(docs), printed, settings.layouts,
                             settings.injection_variants)
    docs = apply_producers(docs, templates, settings.seed, settings.producers)
    corpus = Corpus(settings, world, templates, docs)
    if settings.questions is not None:  # a budget the household cannot meet fails before rendering
        corpus_questions(corpus, *planned_entries(corpus))
    return corpus


def planned_entries(corpus: Corpus) -> tuple[list[DocumentEntry], list[ProbeGroundTruthRow]]:
    """documents[] (without pages or hashes: nothing is rendered yet; with the producer each draws, so a plan
    fingerprint moves when the producers do) and probeGroundTruth[]."""
    documents = [DocumentEntry(file=d.file, template=d.template, doc_type=d.doc_type, rendering=d.rendering,
                               ground_truth=d.ground_truth, supersedes=d.supersedes, layout=d.layout,
                               labels=d.printed_labels(), producer=d.producer) for d in corpus.documents]
    return documents, [ProbeGroundTruthRow(**row) for d in corpus.documents for row in d.probe_rows()]


def corpus_questions(corpus: Corpus, documents: list[DocumentEntry],
                     probes: list[ProbeGroundTruthRow]) -> list[Question]:
    s = corpus.settings
    return synthesize_questions(documents, probes, s.seed, s.year, QUESTION_SCALE[s.size], budget=s.questions,
                                household=f"the {s.size} household of seed {s.seed}")


def render_document(doc: PlannedDocument, root: Path | None = None) -> RenderedDocument:
    """Render one planned document: the PDF, then, for a scan, the scanned file made from it."""
    templates = discover_templates(root)
    tpl = templates[doc.template]
    spec = doc.layout_spec(tpl)
    pdf = render_pdf(spec, doc.title)
    if doc.rendering == BORN_DIGITAL and doc.producer:
        produced, record = write_produced(doc, spec, pdf.data, pdf.pages)
        return RenderedDocument(doc.index, [(doc.file, produced.data)], produced.pages, producer=record)
    if doc.rendering == BORN_DIGITAL:
        return RenderedDocument(doc.index, [(doc.file, pdf.data)], pdf.pages)
    data, record = render_scan(doc, pdf.data)
    return RenderedDocument(doc.index, [(doc.file, data)], pdf.pages, record)


def _render_in_worker(args: tuple[PlannedDocument, str]) -> RenderedDocument:
    doc, root = args
    return render_document(doc, Path(root))


def render_all(docs: list[PlannedDocument], workers: int, root: Path,
               on_done: Callable[[RenderedDocument], None], executor: str = EXECUTOR) -> None:
    """Render every document on `executor`, calling `on_done` in this process as each one finishes."""
    # fork: rendering never loads torch, and forked workers start without re-importing
    with open_executor(executor, workers, start_method="fork") as ex:
        for index, result in ex.map(_render_in_worker, [(doc, str(root)) for doc in docs]):
            if isinstance(result, TaskFailed):
                raise RenderFailedError(f"{docs[index].file}: rendering failed twice: {result.error}")
            on_done(result)


def generator_info(settings: Settings, templates: dict[str, Template]) -> dict[str, str]:
    info = {
        "seed": str(settings.seed),
        "year": str(settings.year),
        "size": settings.size,
        "tool": TOOL,
        "route": f"{ROUTE}>{RASTER_ROUTE[settings.rasterizer]}>degrade" if settings.scan_ratio > 0 else ROUTE,
        "python": ".".join(platform.python_version_tuple()[:2]),  # a patch release does not change the bytes
        "scanRatio": repr(float(settings.scan_ratio)),
        "layouts": settings.layouts,
        **rasterizer_info(settings.rasterizer).provenance(),
    }
    if settings.questions is not None:  # recorded only when set: a corpus without a budget keeps its bytes
        info["questions"] = str(settings.questions)
    if settings.scan_severity != DEFAULT_SEVERITY:  # likewise: a default-severity corpus keeps its bytes
        info["scanSeverity"] = severity_label(settings.scan_severity)
    if settings.procedural_layouts:  # recorded only when on: a corpus of curated layouts keeps its bytes
        info["proceduralLayouts"] = "true"
    if settings.producers != PLAIN_ONLY:  # recorded unless reportlab alone: such a corpus keeps its bytes
        info["producers"] = producers_label(settings.producers)
        info.update(dist_versions(PRODUCER_SHAPING))
    if settings.adversarial:  # recorded only when on: a corpus without notices is what it was before
        info["adversarial"] = "true"
        if settings.injection_variants != DEFAULT_VARIANTS:  # likewise: the default's corpus keeps its bytes
            info["injectionVariants"] = variants_label(settings.injection_variants)
    info.update(dist_versions(BYTE_SHAPING))
    for name, tpl in recorded_templates(templates, settings.adversarial).items():
        info[f"template:{name}"] = tpl.hash
    return info


def recorded_templates(templates: dict[str, Template], adversarial: bool) -> dict[str, Template]:
    """The templates a corpus records: the adversarial notice's only in an adversarial corpus."""
    return {name: tpl for name, tpl in templates.items() if adversarial or name != NOTICE_TEMPLATE}


def build_manifest(corpus: Corpus, rendered: dict[int, WrittenDocument]) -> CorpusManifest:
    s = corpus.settings
    documents, probes, types = [], [], []
    for doc in corpus.documents:
        out = rendered[doc.index]
        documents.append(DocumentEntry(
            file=doc.file, notes=doc.notes, template=doc.template, doc_type=doc.doc_type, rendering=doc.rendering,
            pages=out.pages, sha256=out.sha256, ground_truth=doc.ground_truth,
            supersedes=doc.supersedes, scan=out.scan, layout=doc.layout, labels=doc.printed_labels(),
            producer=out.producer,
        ))
        probes += [ProbeGroundTruthRow(**row) for row in doc.probe_rows()]
        types.append(DocTypeGroundTruthRow(document=doc.file, expected_type=doc.doc_type))
    w = corpus.world
    questions = corpus_questions(corpus, documents, probes)
    manifest = CorpusManifest(
        name=f"seed-{s.seed}",
        description=(f"rag-gen {s.size} corpus for seed {s.seed}: the {s.year} tax year of the synthetic "
                     f"household of {w.household_name}; {len(documents)} documents. Every person, company "
                     f"and amount is synthetic."),
        questions=questions,
        probe_ground_truth=probes,
        documents=documents,
        doc_type_ground_truth=types,
        generator=generator_info(s, corpus.templates),
    )
    check_keys(manifest)
    return manifest


def default_out(seed: int) -> Path:
    return Path("corpora") / f"seed-{seed}"


def check_target(out: Path, force: bool, kind: Literal["corpus", "suite"] = "corpus") -> None:
    """Refuse a target that is not a folder, an existing one without `force`, and with `force` one
    that is not a corpus (a suite) rag-gen wrote (harness.contract.outputs.check_out), after
    putting back an old corpus that an interrupted replacement left beside it."""
    restore_interrupted_swap(out)
    check_out(out, kind, force=force, error=CorpusExistsError)


def write_corpus(settings: Settings, out: Path, *, force: bool = False, workers: int = WORKERS,
                 progress: Progress | None = None, root: Path | None = None,
                 executor: str = EXECUTOR) -> CorpusManifest:
    """Generate the corpus for `settings` into folder `out`, atomically, rendering on `executor`
    (`local`, `ray` or `ray://host:port`; see harness.runtime.executor)."""
    check_workers(workers)
    out = Path(out)
    check_target(out, force)
    base = root or templates_root()
    corpus = build_corpus(settings, base)
    ensure_parent(out)
    tmp = temp_sibling(out)
    try:
        rendered: dict[int, WrittenDocument] = {}
        total = len(corpus.documents)

        def done(result: RenderedDocument) -> None:
            for rel, data in result.files:
                atomic_write_bytes(tmp / rel, data)
            rendered[result.index] = result.record()  # the bytes are on disk: keep only the record
            if progress is not None:
                progress(len(rendered), total, corpus.documents[result.index].file)

        render_all(corpus.documents, workers, base, done, executor)
        manifest = build_manifest(corpus, rendered)
        atomic_write_bytes(tmp / MANIFEST_NAME, dump_manifest(manifest).encode("utf-8"))
        write_card(tmp, manifest, novelty(corpus.documents, corpus.templates) if settings.procedural_layouts else None)
        move_into_place(tmp, out, force)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return manifest


def _parked(out: Path) -> list[Path]:
    """Old corpora that a replacement moved aside and did not get to delete (newest last)."""
    return sorted(p for p in out.parent.glob(f".tmp-{out.name}-old-*/{out.name}") if p.is_dir())


def restore_interrupted_swap(out: Path) -> Path | None:
    """Put back the old corpus a replacement moved aside when it died before the new one
    took its place (only the two-rename fallback of `move_into_place` can leave this)."""
    parked = _parked(out)
    if out.exists() or not parked:
        return None
    os.rename(parked[-1], out)
    shutil.rmtree(parked[-1].parent, ignore_errors=True)
    return out


def move_into_place(tmp: Path, out: Path, force: bool) -> None:
    """Rename the finished corpus `tmp` to `out`. Replacing an existing `out` is one atomic
    exchange of the two folders where the system can (Linux renameat2): `out` is always a
    whole corpus, old or new. Elsewhere the old corpus is moved aside first, into
    `.tmp-<name>-old-*` beside it; if the process dies before the new one is in place, the
    next rag-gen run for `out` restores it (`restore_interrupted_swap`). An empty `out` is taken as new."""
    if out.is_dir() and not out.is_symlink() and not any(out.iterdir()):
        out.rmdir()
    if not out.exists():
        os.rename(tmp, out)
        return
    if not force:
        raise CorpusExistsError(f"{out} already exists (use --force to replace it)")
    if exchange(tmp, out):
        shutil.rmtree(tmp, ignore_errors=True)  # tmp now holds the old corpus
        return
    old = Path(tempfile.mkdtemp(prefix=f".tmp-{out.name}-old-", dir=out.parent))
    os.rename(out, old / out.name)
    try:
        os.rename(tmp, out)
    except BaseException:
        os.rename(old / out.name, out)
        raise
    finally:
        shutil.rmtree(old, ignore_errors=True)
