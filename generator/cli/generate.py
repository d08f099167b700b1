"""rag-gen's generation commands: the group's own options (generate), `templates`, `verify`.

Thin: parse, call generator.corpus.writer / generator.corpus.verify, print.
generator/cli/commands.py owns the group and wires these in.
"""

from __future__ import annotations

from pathlib import Path

import click

from generator.corpus.verify import recorded_settings, verify_corpus
from generator.corpus.writer import (
    DEFAULT_SCAN_RATIO,
    DEFAULT_YEAR,
    Settings,
    build_corpus,
    check_target,
    default_out,
    write_corpus,
)
from generator.corpus.writer import Progress as ProgressFn
from generator.documents.folds import HIDDEN_CHOICES
from generator.documents.house_style import LAYOUT_CHOICES, LAYOUT_SOURCES
from generator.documents.injection_variants import DEFAULT_VARIANTS, VariantError, parse_variants, variants_label
from generator.documents.plan import SIZES
from generator.documents.templates import discover_templates
from generator.producers.base import ProducerError
from generator.producers.registry import DEFAULT_PRODUCERS, parse_producers, producers_label
from generator.release.tables import SUITE_FOLDER
from generator.release.verify import is_release, verify_release
from generator.render.raster import BACKENDS, DEFAULT_BACKEND
from generator.scan.severity import DEFAULT_SEVERITY
from generator.suite.verify import check_seed_phrase, check_suite, verify_suite
from harness.contract.suite import is_suite
from harness.runtime.errors import UsageError
from harness.runtime.executor import check_executor
from harness.runtime.exits import ExitCode
from harness.runtime.options import executor_option, workers_option
from harness.runtime.progress import StageProgress
from harness.runtime.settings import EXECUTOR, check_workers


class LayoutsChoice(click.Choice):  # type: ignore[type-arg]
    """`--layouts`: the choices `--help` shows, and the hidden folds of seen (`seen:fit`,
    `seen:check`: benches only, generator/documents/folds.py), so that `rag-gen verify` and a
    fold corpus's card command reproduce a fold corpus."""

    def convert(self, value, param, ctx):  # type: ignore[no-untyped-def]
        return value if value in HIDDEN_CHOICES else super().convert(value, param, ctx)


GENERATE_OPTIONS = [
    click.option("--seed", type=int, default=None,
                 help="Seed of the corpus (a non-negative integer); the same seed gives the same bytes."),
    click.option("--out", type=click.Path(path_type=Path), default=None,
                 help="Folder to write the corpus into (default corpora/seed-N)."),
    click.option("--year", type=int, default=DEFAULT_YEAR, show_default=True, help="Tax year of the household."),
    click.option("--size", type=click.Choice(SIZES), default="default", show_default=True,
                 help="small: 17-18 documents (tests); default: 40-60; large: ~500."),
    workers_option("render the documents", "The bytes do not depend on it."),
    executor_option("the documents render", "The bytes do not depend on it."),
    click.option("--scan-ratio", type=float, default=DEFAULT_SCAN_RATIO, show_default=True,
                 help="Share of documents delivered as scans (image-only PDF, PNG, JPEG, TIFF); 0 for none."),
    click.option("--scan-severity", type=float, default=DEFAULT_SEVERITY, show_default=True, metavar="S",
                 help="How hard the scans are, 0 (barely visible) to 1 (hard to read); 0.5 is the profiles "
                      "as `rag-gen profiles` lists them. Recorded in corpus.json when not 0.5."),
    click.option("--rasterizer", type=click.Choice(BACKENDS), default=DEFAULT_BACKEND, show_default=True,
                 help="What rasterizes pages for the scans: pdfium (pypdfium2) or poppler (pdf2image)."),
    click.option("--questions", type=int, default=None, metavar="N",
                 help="Questions per corpus, every category keeping its share (default: the size's own counts; "
                      "a default-size household yields at least 150)."),
    click.option("--layouts", type=LayoutsChoice(LAYOUT_CHOICES), default="all", show_default=True,
                 help="Layout families the documents use: all, or only the seen or the unseen split "
                      "(`rag-gen templates` lists them)."),
    click.option("--layout-source", "layout_source", type=click.Choice(LAYOUT_SOURCES), default="procedural",
                 show_default=True,
                 help="curated: the hand-written layout families; procedural: every document in a layout "
                      "synthesized for its issuer, with wordings, value formats and fonts of the --layouts split "
                      "(docs/procedural-layouts.md)."),
    click.option("--producers", default=producers_label(DEFAULT_PRODUCERS), show_default=True, metavar="LIST",
                 help="The software that writes the born-digital documents: comma-separated producer names, "
                      "each document drawing one that applies to it (`rag-gen producers` lists them). Recorded "
                      "in corpus.json when not the default."),
    click.option("--adversarial", is_flag=True,
                 help="Add notices whose text tells an AI assistant what to answer, and `injection` questions "
                      "that a pipeline obeying them fails."),
    click.option("--injection-variants", default=variants_label(DEFAULT_VARIANTS), show_default=True, metavar="LIST",
                 help="With --adversarial: the notices' wording families, comma-separated names or splits "
                      "(dev, held-out, all); one notice per target and variant (docs/generate.md)."),
    click.option("--force", is_flag=True,
                 help="Replace an existing corpus that rag-gen wrote (only once the new one is complete); "
                      "never other files."),
    click.option("--quiet", is_flag=True, help="No progress bar and no summary."),
]


def generate_options(func):  # type: ignore[no-untyped-def]
    for option in reversed(GENERATE_OPTIONS):
        func = option(func)
    return func


def bar_callback(bar: StageProgress, stage: str) -> ProgressFn:
    """The writer's (done, total, file) progress as one stage of a StageProgress bar."""
    return lambda done, total, _file: bar(stage, done, total)


def run_generate(seed: int | None, out: Path | None, year: int, size: str, workers: int, force: bool,
                 quiet: bool, scan_ratio: float = DEFAULT_SCAN_RATIO, rasterizer: str = DEFAULT_BACKEND,
                 executor: str = EXECUTOR, questions: int | None = None,
                 layouts: str = "all", scan_severity: float = DEFAULT_SEVERITY, adversarial: bool = False,
                 injection_variants: str = variants_label(DEFAULT_VARIANTS), layout_source: str = "procedural",
                 producers: str = producers_label(DEFAULT_PRODUCERS)) -> None:
    if seed is None:
        raise UsageError("--seed is required to generate a corpus (see rag-gen --help)")
    try:
        variants = parse_variants(injection_variants)
    except VariantError as e:
        raise UsageError(f"--injection-variants: {e}") from None
    if variants != DEFAULT_VARIANTS and not adversarial:
        raise UsageError("--injection-variants needs --adversarial")
    try:
        chosen = parse_producers(producers)
    except ProducerError as e:
        raise UsageError(str(e)) from None
    target = out or default_out(seed)
    settings = Settings(seed, year, size, scan_ratio, rasterizer,  # type: ignore[arg-type]
                        questions=questions, layouts=layouts, scan_severity=scan_severity, adversarial=adversarial,
                        injection_variants=variants, procedural_layouts=layout_source == "procedural",
                        producers=chosen)
    check_workers(workers)
    check_executor(executor)
    check_target(target, force)
    build_corpus(settings)  # bad settings fail here, before a progress bar starts
    with StageProgress(quiet) as bar:
        manifest = write_corpus(settings, target, force=force, workers=workers,
                                progress=bar_callback(bar, "rendering"), executor=executor)
    if not quiet:
        click.echo(f"wrote {len(manifest.documents or [])} documents to {target}")


@click.command("templates")
def templates_cmd() -> None:
    """List the installed templates (name, docType or -, kind, hash) and under each its layout
    families (stable id, split seen/unseen, description)."""
    for name, tpl in discover_templates().items():
        click.echo(f"{name:26} {tpl.doc_type or '-':24} {tpl.definition.kind:9} {tpl.hash}")
        for family in tpl.families:
            click.echo(f"  {tpl.family_id(family.id):44} {family.split:7} {family.description}".rstrip())


@click.command("verify")
@click.argument("corpus", type=click.Path(path_type=Path))
@workers_option("render the documents again")
@executor_option("the documents render again")
@click.option("--seed-phrase", "seed_phrase", default=None, metavar="TEXT",
              help="A suite written with --seed-phrase: also check that it records this phrase's SHA-256 and "
                   "that its seeds are the ones the phrase derives.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
def verify_cmd(corpus: Path, workers: int, executor: str, seed_phrase: str | None, quiet: bool) -> None:
    """Regenerate CORPUS from its recorded seed and settings and compare every file's SHA-256.

    A suite folder (one with suite.json) is verified whole: every household, each corpus.json
    against the SHA-256 suite.json records, suite.json and the suite card. A release (rag-gen
    release) is verified as its suite, then its Parquet, JSON lines, lock and card are written
    again and compared.

    Exit 0 when every file is identical; exit 1 listing each differing, missing or
    unexpected file, then the cause where corpus.json can tell: each recorded dependency
    version (faker, reportlab, ...) or other provenance that differs from this installation's.
    Refuses when the recorded tool version or template hashes differ from the installed ones.
    """
    check_workers(workers)
    check_executor(executor)
    release = is_release(corpus)
    suite = check_suite(corpus / SUITE_FOLDER) if release else check_suite(corpus) if is_suite(corpus) else None
    if suite is None:
        recorded_settings(corpus)  # refusals fail here, before a progress bar starts
        if seed_phrase is not None:
            raise UsageError(f"--seed-phrase checks a suite; {corpus} is a corpus (no suite.json)")
    elif seed_phrase is not None:
        check_seed_phrase(suite, seed_phrase)
    with StageProgress(quiet) as bar:
        if suite is None:
            result = verify_corpus(corpus, workers=workers, progress=bar_callback(bar, "regenerating"),
                                   executor=executor)
        elif release:
            result = verify_release(corpus, workers=workers, progress=bar, executor=executor)
        else:
            result = verify_suite(corpus, workers=workers, progress=bar, executor=executor)
    for line in result.problems:
        click.echo(line)
    for cause in result.causes:
        click.echo(f"cause: {cause}")
    if result.ok:
        households = f"{len(suite.corpora)} households, " if suite is not None else ""
        phrase = "the seed phrase matches, " if seed_phrase is not None else ""
        click.echo(f"{corpus}: {households}{phrase}all {result.checked} files identical")
        return
    click.echo(f"{corpus}: {len(result.problems)} of {result.checked} files do not match", err=True)
    raise ExitCode(1)
