"""The extractive's lookups when the harvest misses: fields dropped from `seen` stores, by floor.

    .venv/bin/python benchmarks/bench_unharvested.py [--seeds 100..111] [--drop 0.3] [--untype 0.1]
        [--kinds money,date] [--floors off,0.3,0.4,0.5] [--work DIR] [--out FILE.jsonl]

A document whose labels or layout the harvest never saw yields fewer fields, or no docType; the
extractive's lookup then reads the amount or date printed under the label closest to the question
(harness/pipelines/evidence/unharvested.py, its floor UNHARVESTED_LABEL). Developing that floor on
`unseen` would spend the held-out split, so this bench makes the harvest miss on `seen`: the dev
suite's households (procedural layouts, `seen`, born-digital, plain producer, as
bench_layout_gap.py makes them) are generated and ingested once (`--work` keeps them), then in
memory each harvested field of `--kinds` (money and dates) is dropped with probability `--drop` and each typed document
loses its type and fields with probability `--untype`, each draw from a hash of (seed, document,
field): the same stores every run. Every question is answered and graded at each floor (`off`:
the fallback never reads). Prints right answers per household and in all, per floor; `--out` writes
each question's answer and grade per floor, one JSON line a question (to compare two revisions' answers,
question by question: run each revision's code on the same `--work`, or each on its own).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

from benchmarks.seed_args import seed_range
from generator.cli.suite import named_suite_args, parse_seeds
from generator.corpus.writer import Settings, write_corpus
from generator.producers.registry import PLAIN_ONLY
from harness.api import evaluate
from harness.contract.grade import grade
from harness.contract.manifest import Question
from harness.contract.vocabulary import DOC_TYPES
from harness.pipelines.evidence import unharvested
from harness.pipelines.evidence.doc_facts import DocFacts
from harness.pipelines.evidence.settings import RetrievalSettings
from harness.pipelines.extractive.pipeline import open_extractive
from harness.runtime.fsutil import atomic_write_text


def draw(*key: object) -> float:
    """A number in [0, 1) from a hash of `key`: no RNG, the same every run."""
    return int(hashlib.sha256("|".join(map(str, key)).encode()).hexdigest()[:8], 16) / 2**32


def miss(facts: DocFacts, seed: int, drop: float, untype: float, kinds: tuple[str, ...]) -> None:
    """Make the harvest miss in `facts`, in place (module docstring)."""
    for file in sorted(facts.types):
        doc_type = facts.types[file]
        if doc_type is None:
            continue
        if draw(seed, file, "type") < untype:
            facts.types[file] = None
            facts.fields.pop(file, None)
            continue
        of_type = DOC_TYPES.get(doc_type, {})
        for name in sorted(facts.fields.get(file, {})):
            if of_type.get(name) in kinds and draw(seed, file, name) < drop:
                del facts.fields[file][name]


def household(seed: int, spec: dict, work: Path) -> tuple[Path, Path]:
    """The household's corpus and its ingested store (made once in `work`)."""
    corpus, run = work / f"c{seed}", work / f"r{seed}"
    if not (run / "store").is_dir():
        write_corpus(Settings(seed=seed, size=spec["size"], questions=spec["questions"], layouts="seen", scan_ratio=0,
                              procedural_layouts=True, producers=PLAIN_ONLY), corpus, workers=2)
        evaluate("extractive", corpus, run, store=None, ingest="always", workers=2)
    return corpus, run / "store"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=seed_range, default=None, help="dev suite households (default: all of them)")
    parser.add_argument("--drop", type=float, default=0.3, help="share of harvested fields of --kinds dropped")
    parser.add_argument("--kinds", default="money,date", help="kinds of fields dropped")
    parser.add_argument("--untype", type=float, default=0.1, help="share of typed documents untyped")
    parser.add_argument("--floors", default="off,0.3,0.4,0.5", help="floors to compare (off: no fallback)")
    parser.add_argument("--work", type=Path, default=None, help="keep corpora and stores here")
    parser.add_argument("--out", type=Path, default=None, help="write each question's answers here (JSON lines)")
    args = parser.parse_args()
    spec = named_suite_args("dev")
    seeds = list(parse_seeds(args.seeds)) if args.seeds else list(spec["seeds"])
    floors = args.floors.split(",")
    work = args.work or Path(tempfile.mkdtemp(prefix="bench-unharvested-"))
    totals = dict.fromkeys(floors, 0)
    asked = 0
    lines: list[str] = []  # --out's, written whole at the end (nothing half-written if a household fails)
    print(f"drop {args.drop} of {args.kinds}, untype {args.untype}; floors {', '.join(floors)}", flush=True)
    for seed in seeds:
        corpus, store = household(seed, spec, work)
        questions = [Question.model_validate(q) for q in json.loads((corpus / "corpus.json").read_text())["questions"]]
        pipeline = open_extractive(store, RetrievalSettings())
        miss(pipeline.facts, seed, args.drop, args.untype, tuple(args.kinds.split(",")))
        row = []
        answers: dict[str, dict[str, tuple[str, str]]] = {q.id: {} for q in questions}
        for floor in floors:
            unharvested.UNHARVESTED_LABEL = 9.0 if floor == "off" else float(floor)
            right = 0
            for q in questions:
                text = pipeline.answer(q.question).text
                answers[q.id][floor] = (text, grade(q, text).grade.value)
                right += answers[q.id][floor][1] == "correct"
            totals[floor] += right
            row.append(right)
        if args.out is not None:
            for q in questions:
                lines.append(json.dumps({"seed": seed, "id": q.id, "question": q.question, "category": q.category,
                                      "expected": q.must_contain_all or q.must_contain_any,
                                      "answers": answers[q.id]}) + "\n")
        pipeline.close()
        asked += len(questions)
        print(f"  {seed}: " + ", ".join(f"{f} {r}" for f, r in zip(floors, row, strict=True)), flush=True)
    print("all: " + ", ".join(f"{f} {totals[f]}/{asked}" for f in floors))
    if args.out is not None:
        atomic_write_text(args.out, "".join(lines))


if __name__ == "__main__":
    main()
