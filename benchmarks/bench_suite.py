"""Cost per household of a suite run as the suite grows: generate + ingest + ask + grade.

    .venv/bin/python benchmarks/bench_suite.py [--sizes 1,5,10,20] [--size small] [--workers 2]
                                               [--pipeline extractive] [--first-seed 2000] [--json out.json]

Generates max(sizes) households once (`rag-gen --seed n --size small`, seeds from
--first-seed; the generation time of each is recorded), then for every suite size N runs
`rag-eval run` on a suite of the first N households from scratch (fresh stores) and
prints seconds per household: generation, the run (ingest + ask + grade + the suite's
record) and the two together. A flat last column is what issue 15 asks for: nothing in a
suite run grows faster than its households.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

from generator.corpus.writer import Settings, write_corpus
from generator.suite.writer import suite_manifest
from harness.config import HarnessConfig
from harness.contract.grade import Grade
from harness.contract.manifest import load_manifest
from harness.contract.suite import SUITE_NAME, corpus_folder_name, dump_suite
from harness.run_suite import run_suite


def copy_suite(folder: Path, households: Path, seeds: list[int], size: str) -> Path:
    """A suite of the first households generated once (copied, so each suite size starts from scratch)."""
    folder.mkdir(parents=True)
    for seed in seeds:
        shutil.copytree(households / corpus_folder_name(seed), folder / corpus_folder_name(seed))
    manifests = [load_manifest(folder / corpus_folder_name(s)) for s in seeds]
    suite = suite_manifest(folder, f"bench-{len(seeds)}", "bench_suite.py", seeds, size, None, manifests)
    (folder / SUITE_NAME).write_text(dump_suite(suite), encoding="utf-8")
    return folder


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1,5,10,20")
    ap.add_argument("--size", default="small")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--pipeline", default="extractive")
    ap.add_argument("--first-seed", type=int, default=2000)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    sizes = sorted({int(x) for x in args.sizes.split(",")})
    seeds = list(range(args.first_seed, args.first_seed + max(sizes)))
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="bench-suite-") as tmp:
        households = Path(tmp) / "households"
        gen_s: dict[int, float] = {}
        for seed in seeds:
            t = time.perf_counter()
            write_corpus(Settings(seed, 2025, args.size), households / corpus_folder_name(seed),
                         workers=args.workers)
            gen_s[seed] = time.perf_counter() - t
        for n in sizes:
            suite = copy_suite(Path(tmp) / f"suite-{n}", households, seeds[:n], args.size)
            t = time.perf_counter()
            result = run_suite(suite, Path(tmp) / f"run-{n}", spec=args.pipeline, config=HarnessConfig(),
                               workers=args.workers)
            run_s = time.perf_counter() - t
            generate = sum(gen_s[s] for s in seeds[:n])
            s = result.card.summary
            rows.append({"households": n, "questions": s.total, "correct": s.by_grade[Grade.CORRECT],
                         "ci95": list(s.ci95), "generateS": round(generate, 1), "runS": round(run_s, 1),
                         "generatePerHouseholdS": round(generate / n, 1), "runPerHouseholdS": round(run_s / n, 1),
                         "totalPerHouseholdS": round((generate + run_s) / n, 1)})
            shutil.rmtree(Path(tmp) / f"run-{n}")
            r = rows[-1]
            print(f"{n:>3} households, {r['questions']:>4} questions ({r['correct']} correct, 95% CI "
                  f"{r['ci95'][0]:.3f}-{r['ci95'][1]:.3f}): generate {r['generatePerHouseholdS']} s + run "
                  f"{r['runPerHouseholdS']} s = {r['totalPerHouseholdS']} s per household", flush=True)
    if args.json:
        args.json.write_text(json.dumps({"pipeline": args.pipeline, "size": args.size, "workers": args.workers,
                                         "rows": rows}, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
