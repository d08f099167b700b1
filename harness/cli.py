"""rag-eval: the command line of the harness. It parses, calls the library, and reports."""

from __future__ import annotations

from pathlib import Path

import click

from harness.cli_board import board_cmd
from harness.cli_export import export_cmd
from harness.cli_selftest import selftest_cmd
from harness.contract.grade import Grade
from harness.contract.manifest import check_askable, load_manifest, manifest_path, manifest_sha256
from harness.contract.outputs import Input, check_apart, check_out, clear_run_record
from harness.runtime.exits import ExitCode, run_cli, set_debug
from harness.runtime.fsutil import ensure_folder
from harness.runtime.options import executor_option, workers_option
from harness.runtime.printable import escaped, quoted
from harness.runtime.settings import CHUNK_OVERLAP, CHUNK_SIZE, OCR_ENGINE
from harness.runtime.versions import VERSION
from harness.scoring.answers import read_answers
from harness.scoring.bounds import bounds_sentence
from harness.scoring.compare import DEFAULT_EFFECT
from harness.scoring.scorecard import PARTIAL_MEANS, Scorecard, answers_scorecard, write_scorecard

SHOWN_IDS = 10  # a warning names this many ids, then says how many more (scorecard.json lists them all)


def listed(ids: list[str]) -> str:
    """Ids for a one-line warning: the first SHOWN_IDS, quoted when they hold odd characters."""
    shown = ", ".join(quoted(i) for i in ids[:SHOWN_IDS])
    return shown + (f" and {len(ids) - SHOWN_IDS} more (all in scorecard.json)" if len(ids) > SHOWN_IDS else "")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(VERSION, "--version", prog_name="rag-eval")
def cli() -> None:
    """rag-eval: ingest a corpus, probe it, ask it, grade it, compare runs."""


@cli.command("grade")
@click.option("--corpus", "corpus", required=True, type=click.Path(path_type=Path),
              help="Corpus folder (or its corpus.json) whose questions are graded.")
@click.option("--answers", "answers", required=True, type=click.Path(path_type=Path),
              help='JSONL file, one {"id": ..., "answer": ...} per line; an optional "latencyS" '
                   '(seconds) on every line adds time per question to the scorecard.')
@click.option("--out", "out", required=True, type=click.Path(path_type=Path),
              help="Run folder to write scorecard.json and scorecard.md into.")
def grade_cmd(corpus: Path, answers: Path, out: Path) -> None:
    """Grade your own answers against a corpus's questions (bring-your-own pipeline).

    OUT is new, empty or a run folder, whose old record is replaced (an answers file inside it stays)."""
    manifest = load_manifest(corpus)
    check_askable(manifest, manifest_path(corpus))
    check_out(out, "run", inputs=[Input("corpus", corpus if corpus.is_dir() else corpus.parent)])
    answer_set = read_answers(answers)
    card = answers_scorecard(manifest, manifest_sha256(corpus), answer_set)
    ensure_folder(out)
    clear_run_record(out, keep=[answers.name] if answers.resolve().parent == out.resolve() else [])
    write_scorecard(out, card)
    problems = card.problems
    if problems is not None:
        for ids, label in ((problems.unknown_ids, "unknown question ids"),
                           (problems.duplicate_ids, "duplicate ids"),
                           (problems.missing_answers, "questions without an answer")):
            if ids:
                click.echo(f"warning: {len(ids)} {label}: {listed(ids)}", err=True)
    s = card.summary
    g = s.by_grade
    spq = s.seconds_per_question
    timing = f" ({spq:.2f} s per question)" if spq is not None else ""
    click.echo(f"{g[Grade.CORRECT]}/{s.total} correct, {g[Grade.PARTIAL]} partial, {g[Grade.WRONG]} wrong"
               f"{timing}")
    _echo_scale(card)
    click.echo(f"wrote {out / 'scorecard.json'} and {out / 'scorecard.md'}")


def _echo_scale(card: Scorecard) -> None:
    """The scale a score sits on (floor and ceiling), and what partial means, when any is partial."""
    if card.bounds is not None:
        click.echo(bounds_sentence(card.bounds))
    if card.summary.by_grade[Grade.PARTIAL]:
        click.echo(PARTIAL_MEANS)


@cli.command("ingest")
@click.argument("corpus", type=click.Path(path_type=Path))
@click.option("--store", "store", required=True, type=click.Path(path_type=Path),
              help="Store folder to build (store.sqlite + marker.json); new, empty, or an old store.")
@workers_option("OCR pages and embed chunks", "The rows do not depend on it.")
@executor_option("OCR and embeddings run", "The rows do not depend on it.")
@click.option("--chunk-size", default=CHUNK_SIZE, show_default=True, type=int, help="Characters per chunk.")
@click.option("--chunk-overlap", default=CHUNK_OVERLAP, show_default=True, type=int,
              help="Characters shared by consecutive chunks (less than half of --chunk-size).")
@click.option("--skip", "skip", multiple=True, type=click.Choice(["ocr", "embed", "harvest", "forms"]),
              help="Skip a step (repeatable; forms: leave form fields unread); skipped steps are printed and "
                   "recorded in the marker.")
@click.option("--all-files", is_flag=True, help="Ingest every file in the corpus folder, not only documents[].")
@click.option("--rasterizer", default="pypdfium2", show_default=True, type=click.Choice(["pypdfium2", "pdf2image"]),
              help="How PDF pages without a text layer become pixels for OCR.")
@click.option("--ocr-engine", default=OCR_ENGINE, show_default=True,
              help="The OCR engine: tesseract, or rapidocr (PP-OCRv4 on onnxruntime: pip install 'rag-gen[ocr]').")
@click.option("--quiet", is_flag=True, help="No progress bars.")
def ingest_cmd(corpus: Path, store: Path, workers: int, executor: str, chunk_size: int, chunk_overlap: int,
               skip: tuple[str, ...], all_files: bool, rasterizer: str, ocr_engine: str, quiet: bool) -> None:
    """Build a fresh store from a corpus folder: import, text layer, OCR, harvest, chunks, embeddings.

    Exit code 0 when every document was ingested, 3 when some failed (they are listed)."""
    from harness.ingest import IngestConfig, ingest
    from harness.runtime.executor import check_executor
    from harness.runtime.progress import StageProgress

    config = IngestConfig(chunk_size=chunk_size, chunk_overlap=chunk_overlap, workers=workers,
                          skip=frozenset(skip), all_files=all_files, raster_backend=rasterizer,
                          ocr_engine=ocr_engine, executor=executor)
    check_executor(executor)  # a missing Ray extra fails here, before any work
    with StageProgress(quiet) as progress:
        report = ingest(corpus, store, config, progress)
    for step, reason in report.skipped.items():
        click.echo(f"skipped {step}: {reason}", err=True)
    c = report.counts
    click.echo(f"ingested {c.ingested}/{c.documents} documents: {c.pages_text_layer} pages from the "
               f"text layer, {c.pages_ocr} by OCR, {c.typed} typed, {c.fields} fields, "
               f"{c.chunks} chunks, {c.embeddings} embeddings")
    if c.pages_by_path:
        click.echo("pages by path: " + ", ".join(f"{path} {n}" for path, n in c.pages_by_path.items() if n))
    click.echo(f"wrote {store / 'store.sqlite'} and {store / 'marker.json'}")
    if report.failed:
        click.echo(f"{len(report.failed)} documents failed:", err=True)
        for file, error in report.failed:
            click.echo(f"  {quoted(file)}: {escaped(error)}", err=True)
        raise ExitCode(3)


@cli.command("snapshot")
@click.argument("source", type=click.Path(path_type=Path))
@click.argument("dest_dir", type=click.Path(path_type=Path))
@click.option("--deadline", default=60.0, show_default=True, type=float,
              help="Seconds to keep retrying while the source is locked (SQLITE_BUSY/LOCKED).")
def snapshot_cmd(source: Path, dest_dir: Path, deadline: float) -> None:
    """Copy a live SQLite database, opened read-only, into DEST_DIR with a snapshot marker."""
    from harness.store.snapshot import snapshot

    report = snapshot(source, dest_dir, deadline)
    store = report.marker.store
    click.echo(f"wrote {dest_dir / store.file} ({store.bytes} bytes, sha256 {store.sha256[:12]}) "
               f"and {dest_dir / 'marker.json'}")


@cli.command("run")
@click.argument("corpus", type=click.Path(path_type=Path))
@click.option("--out", "out", type=click.Path(path_type=Path), default=None,
              help="Run folder (default runs/<corpus or suite folder>-<pipeline>).")
@click.option("--pipeline", "pipeline", default="reference", show_default=True,
              help="reference, extractive, python:module:attr, cmd:<command line>, or http://host:port/v1.")
@click.option("--store", "store", type=click.Path(path_type=Path), default=None,
              help="Reuse a built store instead of ingesting into RUN_DIR/store. For a suite: a folder of "
                   "stores, one per household (<household>/), reused when built from it, built there otherwise "
                   "(default RUN_DIR/stores).")
@click.option("--ingest", "ingest_mode", default="auto", show_default=True,
              type=click.Choice(["auto", "always", "never"]),
              help="Build RUN_DIR/store: auto when the pipeline reads it (reference, extractive, http:, a python: "
                   "object with needs_store = True), always, or never (no store, no probe). A suite always "
                   "builds or reuses its households' stores.")
@click.option("--repeat", default=1, show_default=True, type=int,
              help="Ask every question N times; exit 4 naming the questions whose answers differ.")
@click.option("--set", "sets", multiple=True, metavar="KEY=VALUE",
              help="A harness setting (repeatable): chunk_size, ocr_engine, top_k, model, prompt, max_tokens, ...")
@click.option("--config", "config_path", type=click.Path(path_type=Path), default=None,
              help="The harness's own TOML file (rag-eval.toml) with the same keys as --set.")
@click.option("--category", "categories", multiple=True, help="Only questions of this category (repeatable).")
@click.option("--limit", type=int, default=None,
              help="Only the first N (selected) questions (of each household, in a suite).")
@workers_option("OCR pages and embed chunks for the ingest")
@executor_option("the ingest's OCR and embeddings run")
@click.option("--quiet", is_flag=True, help="No progress bars.")
@click.option("--debug", is_flag=True,
              help="Print the traceback of an error too (as RAG_DEBUG=1 does), e.g. of your python: pipeline.")
def run_cmd(corpus: Path, out: Path | None, pipeline: str, store: Path | None, ingest_mode: str, repeat: int,
            sets: tuple[str, ...], config_path: Path | None, categories: tuple[str, ...],
            limit: int | None, workers: int, executor: str, quiet: bool, debug: bool) -> None:
    """Ingest CORPUS (or reuse --store), probe it, ask every question, grade, and write the run.

    CORPUS may be a suite (a folder with suite.json): every household is ingested into
    RUN_DIR/stores/<household> or --store/<household> (reused when already built from it), run into
    RUN_DIR/households/<household>, and the suite's record is written with intervals over
    households. RUN_DIR gets answers.jsonl, probe.json, scorecard.json, scorecard.md,
    junit.xml and report.html. Exit 0 when the run completed (whatever the score), 3 when
    documents failed to ingest (they are listed), 4 when --repeat found answers that differ
    between repeats, 1 when the pipeline failed part-way (the answers so far and an incomplete
    scorecard are written)."""
    from harness.config import load_config
    from harness.contract.suite import is_suite
    from harness.pipelines import parse_spec
    from harness.run import RunUsageError, check_run_settings, run_eval, select_questions
    from harness.run_suite import run_suite
    from harness.runtime.executor import check_executor
    from harness.runtime.progress import StageProgress
    from harness.runtime.settings import check_workers
    from harness.scoring.intervals import pct_range

    set_debug(debug)
    config = load_config(config_path, sets)
    spec = parse_spec(pipeline)
    check_run_settings(repeat, limit)  # bad settings fail before any work
    check_workers(workers)
    check_executor(executor)
    suite = is_suite(corpus)
    if suite and ingest_mode == "never":
        raise RunUsageError("a suite builds or reuses a store per household: drop --ingest never")
    if not suite:  # a bad --category, before any work (a suite's households are checked by run_suite)
        manifest = load_manifest(corpus)
        check_askable(manifest, manifest_path(corpus))
        select_questions(manifest, categories, limit)
    if out is None:
        slug = "".join(ch if ch.isalnum() or ch in "-_." else "-" for ch in str(spec))[:40].strip("-")
        out = Path("runs") / f"{Path(corpus).resolve().name}-{slug}"
    with StageProgress(quiet) as stage:
        if suite:
            result = run_suite(corpus, out, spec=pipeline, config=config, repeat=repeat, categories=categories,
                               limit=limit, stage=stage, ask_progress=stage.ask, workers=workers,
                               executor=executor, stores=store)
        else:
            result = run_eval(corpus, out, spec=pipeline, config=config, store=store, repeat=repeat,
                              categories=categories, limit=limit, stage=stage, ask_progress=stage.ask,
                              workers=workers, executor=executor, ingest=ingest_mode)
    s = result.card.summary
    g = s.by_grade
    p = result.probe.summary if result.probe is not None else None
    click.echo(f"{g[Grade.CORRECT]}/{s.total} correct, {g[Grade.PARTIAL]} partial, {g[Grade.WRONG]} wrong "
               f"({s.seconds_per_question or 0.0:.2f} s per question)")
    click.echo(f"accuracy {s.accuracy * 100:.1f}% (95% CI {pct_range(s.ci95)}; {s.interval_method})")
    _echo_scale(result.card)
    for cat, c in s.by_category.items():
        click.echo(f"  {cat}: {c.correct} correct, {c.partial} partial, {c.wrong} wrong (95% CI {pct_range(c.ci95)})")
    if p is None:
        click.echo("probe: none (no store; --ingest always builds one)")
    else:
        click.echo(f"probe: fields {p.fields.passed}/{p.fields.total}, docTypes "
                   f"{p.doc_types.passed}/{p.doc_types.total}, aggregations "
                   f"{p.aggregations.passed}/{p.aggregations.total} PASS")
    t = result.stage_seconds  # wall times of the run (a suite's: summed over its households)
    if t:
        laps = ", ".join(f"{name} {t[name]:.1f} s" for name in ("ingest", "probe", "load", "ask", "grade") if name in t)
        why = "" if "ingest" in t else " (store reused)" if "probe" in t else " (no store)"
        if suite:
            why = f" (summed over {len(result.card.corpus.households or [])} households" + (
                "" if "ingest" in t else ", every store reused") + ")"
        click.echo(f"time: {laps}{why}")
    click.echo(f"report: {out / 'report.html'}")
    if result.differing:
        click.echo(f"answers differ between repeats for {len(result.differing)} questions: "
                   f"{', '.join(result.differing)}", err=True)
    if result.failed_documents:
        click.echo(f"{len(result.failed_documents)} documents failed to ingest:", err=True)
        for doc in result.failed_documents:
            click.echo(f"  {quoted(doc.file)}: {escaped(doc.error)}", err=True)
        raise ExitCode(3)
    if result.differing:
        raise ExitCode(4)


@cli.command("probe")
@click.option("--store", "store", required=True, type=click.Path(path_type=Path), help="A built store folder.")
@click.option("--corpus", "corpus", required=True, type=click.Path(path_type=Path),
              help="The corpus folder the store was built from (its ground truth is the yardstick).")
@click.option("--out", "out", type=click.Path(path_type=Path), default=None,
              help="Folder to write probe.json into (default: the store folder's parent).")
@click.option("--failures", is_flag=True, help="Print only the FAIL rows (and the summary).")
def probe_cmd(store: Path, corpus: Path, out: Path | None, failures: bool) -> None:
    """Probe a store: harvested fields, docTypes and per-type aggregations against ground truth.

    Prints PASS/FAIL rows and writes probe.json; exit 0 either way (it measures)."""
    from harness.scoring.probe import probe_store, probe_table, write_probe
    from harness.store.database import open_store

    manifest = load_manifest(corpus)
    folder = out or Path(store).resolve().parent
    # probe.json alone: never into the corpus or the store; a folder holding them is fine (the default)
    check_apart(folder, [Input("corpus", corpus if corpus.is_dir() else corpus.parent, may_hold=True),
                         Input("store", store, may_hold=True)])
    with open_store(store, corpus) as opened:
        result = probe_store(opened, manifest)
    ensure_folder(folder)
    path = write_probe(folder, result)
    click.echo(probe_table(result, failures_only=failures), nl=False)
    click.echo(f"wrote {path}")


@cli.command("compare")
@click.argument("run_a", type=click.Path(path_type=Path))
@click.argument("run_b", type=click.Path(path_type=Path))
@click.option("--force", is_flag=True,
              help="Compare even when the runs are on different corpora, or one of them is incomplete.")
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON instead of Markdown.")
@click.option("--effect", default=DEFAULT_EFFECT, show_default=True, type=float,
              help="A difference (a share: 0.03 is 3 points) to say how many households would detect it.")
@click.option("--all-flips", is_flag=True,
              help="List every flip, partial <-> wrong too (by default only flips that change the score).")
@click.option("--out", "out", type=click.Path(path_type=Path), default=None,
              help="Also write compare.html into this folder (new, empty, or holding only compare.html): "
                   "the verdict, deltas by category with intervals, every flip (those that change the score first).")
def compare_cmd(run_a: Path, run_b: Path, force: bool, as_json: bool, effect: float, all_flips: bool,
                out: Path | None) -> None:
    """Compare two runs (folders or scorecard.json files), paired by (household, question id).

    The verdict in words first (a difference is detected when McNemar p < 0.05 and its 95%
    interval excludes 0; otherwise "No detectable difference"), with the smallest difference
    detectable at 80% power (mde80) and the households needed to detect --effect; then deltas
    by category in points with paired cluster-bootstrap 95% intervals, the flips that change
    the score, and the causes (with a warning when only one run reports what it retrieved).
    A run whose pipeline failed part-way (an incomplete scorecard) is refused unless --force,
    and then compared on the questions it answered, with a warning. --out DIR also writes
    DIR/compare.html (what is printed stays the same)."""
    from harness.contract.outputs import check_page_out
    from harness.runtime.fsutil import dumps_json
    from harness.scoring.compare import CompareError, compare_cards, compare_markdown, load_card
    from harness.scoring.compare_html import COMPARE_HTML, write_compare_html

    if out is not None:
        check_page_out(out, COMPARE_HTML, [Input("run", run if run.is_dir() else run.parent) for run in (run_a, run_b)])
    cards = load_card(run_a), load_card(run_b)
    for run, card in zip((run_a, run_b), cards, strict=True):
        if card.incomplete is not None:
            stopped = (f"{run} is an incomplete run: its pipeline stopped after {card.incomplete.answered} of "
                       f"{card.incomplete.answered + len(card.incomplete.unanswered)} questions "
                       f"({card.incomplete.error})")
            if not force:
                raise CompareError(f"{stopped}; pass --force to compare the questions it answered")
            click.echo(f"warning: {stopped}: comparing the questions it answered", err=True)
    result = compare_cards(*cards, force=force, effect=effect, all_flips=all_flips)
    if as_json:
        click.echo(dumps_json(result), nl=False)
    else:
        click.echo(compare_markdown(result, str(run_a), str(run_b)), nl=False)
    if out is not None:
        every = result if all_flips else compare_cards(*cards, force=force, effect=effect, all_flips=True)
        ensure_folder(out)
        page = write_compare_html(out, every, *cards, str(run_a), str(run_b))
        click.echo(f"wrote {page}", err=True)


@cli.command("sweep")
@click.argument("source", metavar="CORPUS_OR_SEED")
@click.option("--severity", "severities", default=None,
              help="Scan severities to sweep, 0 (barely visible) to 1 (hard to read), comma-separated. "
                   "Default: 0,0.25,0.5,0.75,1 (none with --producers).")
@click.option("--producers", "producers", default=None, metavar="LIST",
              help="Also one born-digital level per producer (comma-separated names, `rag-gen producers`): "
                   "every born-digital document written by it, so you see which producers a pipeline survives.")
@click.option("--pipeline", "pipeline", default="extractive", show_default=True,
              help="The pipeline asked at every level (as for rag-eval run).")
@click.option("--out", "out", type=click.Path(path_type=Path), default=None,
              help="Sweep folder (default runs/sweep-seed-<N>-<pipeline>).")
@click.option("--size", type=click.Choice(["small", "default", "large"]), default="small", show_default=True,
              help="Household size when CORPUS_OR_SEED is a seed.")
@click.option("--year", type=int, default=2025, show_default=True, help="Tax year when CORPUS_OR_SEED is a seed.")
@click.option("--set", "sets", multiple=True, metavar="KEY=VALUE", help="A harness setting (repeatable).")
@click.option("--config", "config_path", type=click.Path(path_type=Path), default=None,
              help="The harness's own TOML file (rag-eval.toml).")
@click.option("--ocr-engine", "ocr_engines", default=None,
              help="OCR engines to compare on identical pages, comma-separated (tesseract,rapidocr): one "
                   "series per engine. Default: the ocr_engine setting (tesseract).")
@workers_option("generate the corpora and OCR pages for the ingests", "The corpora do not depend on it.")
@click.option("--quiet", is_flag=True, help="No progress bars.")
def sweep_cmd(source: str, severities: str | None, producers: str | None, pipeline: str, out: Path | None,
              size: str, year: int, sets: tuple[str, ...], config_path: Path | None, ocr_engines: str | None,
              workers: int, quiet: bool) -> None:
    """A degradation curve: the same household born-digital, scanned at each --severity and written by
    each of --producers, each level ingested, probed, asked and graded; writes the table (sweep.md,
    sweep.json), the plot (curve.svg) and report.html into the sweep folder, one run folder per level."""
    from harness.config import load_config
    from harness.ingest import IngestConfig
    from harness.pipelines import parse_spec
    from harness.runtime.progress import StageProgress
    from harness.scoring.curve import Level
    from harness.sweep import (
        DEFAULT_SEVERITIES,
        household,
        known_producers,
        parse_engines,
        parse_producers,
        parse_severities,
        run_sweep,
    )

    config = load_config(config_path, sets)
    spec = parse_spec(pipeline)
    by_producer = parse_producers(producers, known_producers()) if producers is not None else []
    if severities is None:
        levels = [] if by_producer else list(DEFAULT_SEVERITIES)
    else:
        levels = parse_severities(severities)
    engines = parse_engines(ocr_engines) if ocr_engines is not None else [config.ocr_engine]
    IngestConfig(workers=workers)  # a bad --workers fails before any work
    seed = household(source, size, year)["seed"]
    if out is None:
        slug = "".join(ch if ch.isalnum() or ch in "-_." else "-" for ch in str(spec))[:40].strip("-")
        out = Path("runs") / f"sweep-seed-{seed}-{slug}"

    def show(level: Level) -> None:
        cer = "" if level.ocr_cer is None else f", OCR CER {level.ocr_cer:.3f}"
        name = level.level if len(engines) == 1 else f"{level.level} {level.ocr_engine}"
        click.echo(f"{name}: {level.accuracy.k}/{level.accuracy.n} correct, probe fields "
                   f"{level.probe_fields.k}/{level.probe_fields.n}{cer} ({level.seconds:.0f} s)")

    with StageProgress(quiet) as stage:
        run_sweep(source, out, severities=levels, spec=str(spec), config=config, size=size, year=year,
                  workers=workers, stage=stage, on_level=show, ocr_engines=engines, producers=by_producer)
    click.echo(f"report: {out / 'report.html'}")


SCHEMAS = ("scorecard", "probe", "marker", "selftest")


@cli.command("schema")
@click.argument("record", type=click.Choice(SCHEMAS))
def schema_cmd(record: str) -> None:
    """Print the JSON Schema of a record: scorecard.json, probe.json, marker.json or selftest.json."""
    from harness.scoring.probe import probe_schema_text
    from harness.scoring.scorecard import scorecard_schema_text
    from harness.selftest.result import selftest_schema_text
    from harness.store.marker import marker_schema_text

    texts = {"scorecard": scorecard_schema_text, "probe": probe_schema_text, "marker": marker_schema_text,
             "selftest": selftest_schema_text}
    click.echo(texts[record](), nl=False)


cli.add_command(selftest_cmd)
cli.add_command(export_cmd)
cli.add_command(board_cmd)


def main(argv: list[str] | None = None) -> None:
    run_cli(cli, "rag-eval", argv)


if __name__ == "__main__":
    main()
