"""Time per question of the pipelines: build time (model load), median and mean seconds per
question, and the grades, on one corpus ingested once.

    .venv/bin/python benchmarks/bench_run.py [--corpus corpora/seed-42] [--pipelines extractive,reference]
                                             [--limit 12] [--set threads=1] [--json out.json]

Without --corpus it generates `rag-gen --seed 42 --size small` in a temporary folder.
`make run` must finish in under 15 minutes on 2 cores (issue 7): generation + ingest +
(seconds per question x questions) is the budget to watch.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

from harness.config import load_config
from harness.contract.grade import grade
from harness.contract.manifest import load_manifest
from harness.ingest import IngestConfig, ingest
from harness.pipelines import PipelineContext, build_pipeline, close_pipeline


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path)
    ap.add_argument("--pipelines", default="extractive,reference")
    ap.add_argument("--limit", type=int, default=12)
    ap.add_argument("--set", dest="sets", action="append", default=[])
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-run-") as tmp:
        corpus = args.corpus
        if corpus is None:
            corpus = Path(tmp) / "corpus"
            subprocess.run([sys.executable, "-m", "generator.cli", "--seed", "42", "--size", "small", "--out",
                            str(corpus), "--quiet"], check=True)
        manifest = load_manifest(corpus)
        questions = manifest.questions[: args.limit]
        if not questions:
            print(f"{corpus} has no questions", file=sys.stderr)
            return 1
        config = load_config(None, args.sets)
        store = Path(tmp) / "store"
        t = time.perf_counter()
        ingest(corpus, store, IngestConfig(chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap))
        ingest_s = time.perf_counter() - t
        rows = []
        for spec in args.pipelines.split(","):
            t = time.perf_counter()
            pipeline = build_pipeline(spec, PipelineContext(config=config, store=store, corpus=corpus))
            build_s = time.perf_counter() - t
            times, grades = [], {"correct": 0, "partial": 0, "wrong": 0}
            try:
                for q in questions:
                    t = time.perf_counter()
                    answer = pipeline.answer(q.question)
                    times.append(time.perf_counter() - t)
                    grades[grade(q, answer.text).grade.value] += 1
            finally:
                close_pipeline(pipeline)
            rows.append({"pipeline": spec, "buildS": round(build_s, 2), "questions": len(questions),
                         "medianS": round(statistics.median(times), 2), "meanS": round(statistics.mean(times), 2),
                         **grades})
    print(f"corpus {corpus} ({len(manifest.documents or [])} documents), ingest {ingest_s:.1f} s, "
          f"config {' '.join(args.sets) or 'defaults'}")
    print(f"{'pipeline':<12} {'build s':>8} {'median s/q':>11} {'mean s/q':>9} {'correct':>8} {'partial':>8} "
          f"{'wrong':>6}")
    for r in rows:
        print(f"{r['pipeline']:<12} {r['buildS']:>8} {r['medianS']:>11} {r['meanS']:>9} {r['correct']:>8} "
              f"{r['partial']:>8} {r['wrong']:>6}")
    if args.json:
        args.json.write_text(json.dumps({"ingestS": round(ingest_s, 2), "rows": rows}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
