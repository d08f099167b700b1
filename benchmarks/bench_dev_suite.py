"""The README's dev-suite scores, re-measured: the extractive and the reference pipeline on `dev`.

    .venv/bin/python benchmarks/bench_dev_suite.py [--pipelines extractive,reference] [--workers 2]
        [--write docs/measured.json]

Generates `rag-gen suite dev` (12 small households, seeds 100-111, 60 questions each), then
`rag-eval run SUITE --pipeline P` for each pipeline on shared stores, and prints each one's
correct answers and 95% interval. `--write` records them, the command and every household's
plan fingerprint (generator/corpus/fingerprint.py) under the key "dev-suite" of
docs/measured.json: the README quotes them, and tests/e2e/test_docs_numbers.py checks the
quotes and that the households have not moved since.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

from measured import record_measured, recorded_corpus

from generator.corpus.writer import Settings
from generator.suite.writer import named_suite_args, write_suite
from harness.contract.grade import Grade
from harness.run_suite import run_suite

COMMAND = "python benchmarks/bench_dev_suite.py --pipelines {pipelines} --write docs/measured.json"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pipelines", default="extractive,reference")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", type=Path, default=None, help="record the scores in this JSON file")
    parser.add_argument("--keep", type=Path, default=None,
                        help="keep the suite (KEEP/dev), the stores and the runs (KEEP/run-PIPELINE) in this new "
                             "folder (docs/board-dev/ ranks such runs); default: a temporary folder, removed")
    args = parser.parse_args()
    if args.keep is not None and args.keep.exists():
        parser.error(f"--keep {args.keep}: already exists")
    suite_args = named_suite_args("dev")
    scores: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-dev-") as scratch:
        tmp = args.keep or Path(scratch)
        tmp.mkdir(parents=True, exist_ok=True)
        suite_dir, stores = Path(tmp) / "dev", Path(tmp) / "stores"
        write_suite(out=suite_dir, workers=args.workers, **suite_args)
        for pipeline in args.pipelines.split(","):
            started = time.perf_counter()
            result = run_suite(suite_dir, Path(tmp) / f"run-{pipeline}", spec=pipeline, workers=args.workers,
                               stores=stores)
            s = result.card.summary
            scores[pipeline] = {"correct": s.by_grade.get(Grade.CORRECT, 0), "questions": s.total,
                                "ci95": [s.ci95[0], s.ci95[1]]}
            print(f"{pipeline}: {scores[pipeline]['correct']}/{s.total} ({100 * s.accuracy:.1f}%, 95% interval "
                  f"{100 * s.ci95[0]:.1f}-{100 * s.ci95[1]:.1f}%), {time.perf_counter() - started:.0f} s",
                  flush=True)
    if args.write:
        record_measured(args.write, "dev-suite", {
            "command": COMMAND.format(pipelines=args.pipelines),
            "scores": scores,
            "corpora": {f"seed-{seed}": recorded_corpus(Settings(seed=seed, size=suite_args["size"],
                                                                 questions=suite_args["questions"]))
                        for seed in suite_args["seeds"]},
        })
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
