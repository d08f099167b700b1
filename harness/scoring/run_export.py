"""`rag-eval export RUN`: a run's answers joined with its corpus's questions, under the field
names RAGAS and DeepEval load (harness.contract.interop), or as the field's result records.

- ragas: OUT/datasets/run.jsonl, one sample per answered question: the question side
  (user_input, reference, reference_contexts, reference_context_ids) and the answer side
  (response, retrieved_contexts, retrieved_context_ids), plus id, category and the grade;
- deepeval: OUT/goldens.json, goldens with actual_output and retrieval_context;
- every-eval-ever: OUT/<id>.json and OUT/<id>.jsonl, the aggregate and per-question records of
  the EvalEval Coalition's schema (scoring.eee_export);
- hf-eval-results: OUT/.eval_results/rag-gen-<name>.yaml, what a Hugging Face model repo's
  `.eval_results/` holds (scoring.hf_eval_results).

The last two need no documents' text: they read the run's record and the corpus's questions.

The reference contexts are the cited documents' text: the pages of a store built from the
corpus (`store`, else the run's own RUN/store, else the store the scorecard records, when it
is still there and built from this corpus.json), else the PDF text layer, where scans have no
text: the report says how many documents and questions lack it (`TextGaps`), for the CLI to warn.

`--out` is never the run or the corpus (nor inside or around them), and `--force` replaces only
an export (harness.contract.outputs); answers.jsonl must hold the answers scorecard.json
graded (one run's record, not two mixed); an incomplete run is exported as far as it got,
and the result says so.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from harness.contract.interop import (
    TextGaps,
    deepeval_golden,
    document_texts,
    is_store_of,
    ragas_row,
    store_texts,
    text_gaps,
)
from harness.contract.manifest import CorpusManifest, Question, load_manifest, manifest_path, manifest_sha256
from harness.contract.outputs import Input, check_out, write_export
from harness.contract.suite import SUITE_NAME, is_suite, load_suite
from harness.runtime.errors import RagError, UsageError
from harness.runtime.fsutil import dumps_json, sha256_file
from harness.runtime.jsonread import JsonProblem, parse_json
from harness.runtime.suggest import did_you_mean
from harness.runtime.versions import VERSION
from harness.scoring.eee_export import Graded, eee_records
from harness.scoring.hf_eval_results import eval_results_name, eval_results_yaml
from harness.scoring.run_identity import Benchmark, RunIdentity, recorded_time
from harness.scoring.scorecard import SCORECARD_NAME, Incomplete, Scorecard, read_scorecard

TEXT_FORMATS = ("ragas", "deepeval")  # the peers' datasets: questions, answers and the documents' text
RECORD_FORMATS = ("every-eval-ever", "hf-eval-results")  # the field's result records
RUN_FORMATS = TEXT_FORMATS + RECORD_FORMATS


class RunExportError(RagError):
    """A run that cannot be exported (missing files, another corpus, an existing --out)."""


class RunFormatError(UsageError):
    """An unknown --format (bad usage: exit 2)."""


def check_format(fmt: str) -> None:
    if fmt not in RUN_FORMATS:
        raise RunFormatError(f"--format: unknown run export format {fmt!r}{did_you_mean(fmt, RUN_FORMATS, 'formats')}")


def check_run_folder(run_dir: Path) -> None:
    """A run folder is one `rag-eval run --out` wrote: it holds scorecard.json."""
    if not run_dir.exists():
        raise RunExportError(f"{run_dir}: no such folder (a run folder, written by rag-eval run --out)")
    if not run_dir.is_dir():
        raise RunExportError(f"{run_dir} is a file, not a run folder (one written by rag-eval run --out)")
    if not (run_dir / SCORECARD_NAME).is_file():
        raise RunExportError(f"{run_dir} is not a run folder: it has no {SCORECARD_NAME} "
                             "(rag-eval run CORPUS --out DIR writes one)")


def _answers(path: Path) -> dict[str, dict[str, Any]]:
    if not path.is_file():
        raise RunExportError(f"{path}: no such file (a run folder written by rag-eval run holds one)")
    out: dict[str, dict[str, Any]] = {}
    # only "\n" ends a line (a JSON string may hold a raw U+2028); one JSON reader (runtime.jsonread)
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if not line.strip():
            continue
        try:
            row = parse_json(line)
        except JsonProblem as exc:
            raise RunExportError(f"{path}: line {number} is not JSON ({exc.msg})") from None
        if isinstance(row, dict) and isinstance(row.get("id"), str):
            out.setdefault(row["id"], row)
    return out


@dataclass(frozen=True)
class RunExport:
    out: Path
    exported: int  # questions exported (the graded ones)
    incomplete: Incomplete | None  # the run stopped part-way: what its scorecard says
    store: Path | None  # the store whose pages are the reference contexts; None: the PDF text layer
    gaps: TextGaps  # the documents without text and the exported questions citing one
    households: int = 0  # a suite run's households (`store` is then the folder of their stores)


def _store(run_dir: Path, recorded: str | None, sha: str) -> Path | None:
    """The run's own store, else the one its scorecard records, if built from this corpus.json."""
    for candidate in (Path(run_dir) / "store", Path(recorded) if recorded else None):
        if candidate is not None and is_store_of(candidate, sha):
            return candidate
    return None


def _check_same_run(run_dir: Path, card: Scorecard, answers: dict[str, dict[str, Any]]) -> None:
    """answers.jsonl and scorecard.json of one run: every graded answer is the answer on file."""
    differ = [r.id for r in card.questions if r.id in answers and answers[r.id].get("answer") != r.answer]
    if differ:
        raise RunExportError(f"{run_dir}: answers.jsonl does not hold the answers scorecard.json graded "
                             f"({', '.join(differ[:3])}{', ...' if len(differ) > 3 else ''}): the two files "
                             "come from different runs; run again into a new folder")


@dataclass(frozen=True)
class _Part:
    """One corpus's share of an export: its rows and what its documents lack."""

    rows: list[dict[str, Any]]
    store: Path | None
    gaps: TextGaps


@dataclass(frozen=True)
class _Checked:
    """One run of one corpus, its files checked: the scorecard graded the answers on file, on this corpus.json."""

    card: Scorecard
    manifest: CorpusManifest
    sha: str
    answers: dict[str, dict[str, Any]]


def _checked(run_dir: Path, corpus: Path) -> _Checked:
    manifest = load_manifest(corpus)
    sha = manifest_sha256(corpus)
    card = read_scorecard(Path(run_dir) / SCORECARD_NAME, RunExportError)
    if card.corpus.sha256 != sha:
        raise RunExportError(f"{run_dir} was run on another corpus.json (sha256 {card.corpus.sha256[:12]}, "
                             f"{corpus} has {sha[:12]})")
    answers = _answers(Path(run_dir) / "answers.jsonl")
    _check_same_run(Path(run_dir), card, answers)
    return _Checked(card, manifest, sha, answers)


def _part(run_dir: Path, corpus: Path, fmt: str, store: Path | None) -> tuple[_Part, Scorecard]:
    """The rows of one run of one corpus (a suite's household, or a whole run)."""
    folder = manifest_path(corpus).parent
    checked = _checked(run_dir, corpus)
    card, manifest, sha, answers = checked.card, checked.manifest, checked.sha, checked.answers
    for result in card.questions:
        answers.setdefault(result.id, {"answer": result.answer})
        answers[result.id].update(grade=result.grade.value, failed=result.failed)
    store = store or _store(run_dir, card.store.path if card.store is not None else None, sha)
    from_store = store_texts(store, manifest, sha) if store is not None else None
    texts = document_texts(folder, manifest, "pages", from_store)
    graded = {r.id for r in card.questions}
    asked = [q for q in manifest.questions if q.id in graded]
    row = ragas_row if fmt == "ragas" else deepeval_golden
    return _Part([row(q, texts, answers[q.id]) for q in asked], store, text_gaps(manifest, texts, asked)), card


def _suite_card(run_dir: Path, suite_dir: Path) -> Scorecard:
    """The suite run's scorecard, run on this suite.json."""
    card = read_scorecard(Path(run_dir) / SCORECARD_NAME, RunExportError)
    sha = sha256_file(suite_dir / SUITE_NAME)
    if card.corpus.sha256 != sha:
        raise RunExportError(f"{run_dir} was run on another suite.json (sha256 {card.corpus.sha256[:12]}, "
                             f"{suite_dir} has {sha[:12]})")
    return card


def _suite_parts(run_dir: Path, suite_dir: Path, fmt: str) -> tuple[list[_Part], Scorecard]:
    """Each household's rows (RUN/households/<name> against SUITE/<name>), tagged with it: a RAGAS
    row gets `household`, a DeepEval golden's name becomes `<household>/<id>`."""
    card = _suite_card(run_dir, suite_dir)
    parts = []
    for household in card.corpus.households or []:
        part, _ = _part(Path(run_dir) / "households" / household.name, suite_dir / household.name, fmt, None)
        for r in part.rows:
            if fmt == "ragas":
                r["household"] = household.name
            else:
                r["name"] = f"{household.name}/{r['name']}"
        empty = [f"{household.name}/{f}" for f in part.gaps.empty]
        parts.append(_Part(part.rows, part.store, replace(part.gaps, empty=empty)))
    return parts, card


def _joined_gaps(parts: list[_Part]) -> TextGaps:
    return TextGaps(sum(p.gaps.documents for p in parts), [f for p in parts for f in p.gaps.empty],
                    sum(p.gaps.questions for p in parts), [q for p in parts for q in p.gaps.questions_empty])


def _recorded(run_dir: Path) -> float:
    """When the run wrote its record: scorecard.json's modification time (scoring.run_identity)."""
    return recorded_time(Path(run_dir) / SCORECARD_NAME)


def _graded(card: Scorecard, questions: dict[tuple[str | None, str], Question], where: Path) -> list[Graded]:
    graded = []
    for r in card.questions:
        q = questions.get((r.household, r.id))
        if q is None:
            raise RunExportError(f"{where}: the scorecard grades {r.id!r}"
                                 + (f" of {r.household}" if r.household else "") + ", which the corpus does not ask")
        graded.append(Graded(r, q))
    return graded


def _records(run_dir: Path, folder: Path, suite: bool) -> tuple[RunIdentity, Scorecard, list[Graded]]:
    """The run's record and its questions, checked as the other formats check them, without the documents' text."""
    if suite:
        card = _suite_card(run_dir, folder)
        questions: dict[tuple[str | None, str], Question] = {}
        for household in card.corpus.households or []:
            checked = _checked(Path(run_dir) / "households" / household.name, folder / household.name)
            questions.update(((household.name, q.id), q) for q in checked.manifest.questions)
        generator = load_suite(folder).generator.get("tool")
        households = len(card.corpus.households or [])
        file = SUITE_NAME
    else:
        checked = _checked(run_dir, folder)
        card = checked.card
        questions = {(None, q.id): q for q in checked.manifest.questions}
        generator = (checked.manifest.generator or {}).get("tool")
        households, file = 0, manifest_path(folder).name
    benchmark = Benchmark(card.corpus.name, file, card.corpus.sha256, generator, households)
    run = RunIdentity(benchmark, card.pipeline, dict(card.versions or {}), _recorded(run_dir))
    return run, card, _graded(card, questions, Path(run_dir))


def _export_records(run_dir: Path, folder: Path, fmt: str, out: Path) -> RunExport:
    run, card, graded = _records(run_dir, folder, is_suite(folder))

    def fill(tmp: Path) -> None:
        if fmt == "every-eval-ever":
            records = eee_records(run, card, graded)
            (tmp / f"{records.stem}.jsonl").write_text(records.jsonl(), encoding="utf-8")
            (tmp / f"{records.stem}.json").write_text(dumps_json(records.aggregate), encoding="utf-8")
        else:
            (tmp / ".eval_results").mkdir()
            (tmp / ".eval_results" / eval_results_name(run)).write_text(eval_results_yaml(run, card), encoding="utf-8")

    write_export(out, f"rag-eval {VERSION}", fmt, fill)
    return RunExport(out, len(graded), card.incomplete, None, TextGaps(0, [], 0, []),
                     run.benchmark.households)


def export_run(run_dir: Path, corpus: Path, fmt: str, out: Path, force: bool = False,
               store: Path | None = None) -> RunExport:
    """Write the run in `fmt` into the folder `out` (all or nothing); refuse an existing one unless
    `force`, and then unless it is an export; never the run or the corpus. `store`: the store whose
    pages are the documents' text (refused when built from another corpus.json; the record formats
    read no text). A suite run (`corpus` a suite) exports every household, each with its own store."""
    check_format(fmt)
    folder = manifest_path(corpus).parent
    check_out(out, "export", force=force, inputs=[Input("run", Path(run_dir)), Input("corpus", folder)],
              error=RunExportError)
    check_run_folder(Path(run_dir))
    suite = is_suite(folder)
    if fmt in RECORD_FORMATS:
        if store is not None:
            raise RunExportError(f"--store gives the documents' text, which --format {fmt} does not hold: "
                                 "leave --store out")
        return _export_records(Path(run_dir), folder, fmt, out)
    if suite:
        if store is not None:
            raise RunExportError("--store names one store; a suite run's households each use their own "
                                 "(RUN/stores/<household>): leave --store out")
        parts, card = _suite_parts(Path(run_dir), folder, fmt)
        used = Path(card.store.path) if card.store is not None and parts and all(p.store for p in parts) else None
    else:
        part, card = _part(Path(run_dir), corpus, fmt, store)
        parts, used = [part], part.store
    rows = [r for p in parts for r in p.rows]

    def fill(tmp: Path) -> None:
        if fmt == "ragas":
            (tmp / "datasets").mkdir()
            (tmp / "datasets" / "run.jsonl").write_text(
                "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
        else:
            (tmp / "goldens.json").write_text(dumps_json(rows), encoding="utf-8")

    write_export(out, f"rag-eval {VERSION}", fmt, fill)
    return RunExport(out, len(rows), card.incomplete, used, _joined_gaps(parts),
                     len(parts) if suite else 0)
