"""How often does a scorecard's 95% interval hold the true accuracy? A coverage simulation.

    .venv/bin/python benchmarks/bench_interval_coverage.py [--runs 1000] [--json out.json]

Households of a suite differ: each household's accuracy is drawn from a Beta distribution
with mean p and intra-household correlation icc, then each of its m questions is right with
that household's accuracy. For suites of the shapes rag-eval reports (12 households of 60
questions: a named suite overall; 12 of 5: one category of it; 3 of 11 and 20 of 55), every
p from 2% to 98% and icc 0.02 (households alike) and 0.2 (households that differ a lot),
prints the share of runs whose interval holds p: the scorecard's (`stats.accuracy_interval`,
a Wilson interval on the effective sample size) beside a percentile cluster bootstrap
(`stats.cluster_bootstrap`, 500 resamples), which it replaced. Nominal is 95%.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from harness.scoring.stats import accuracy_interval, cluster_bootstrap

SHAPES = ((12, 60), (12, 5), (3, 11), (20, 55))
ACCURACIES = (0.02, 0.1, 0.3, 0.5, 0.9, 0.98)
ICCS = (0.02, 0.2)


def coverage(households: int, questions: int, p: float, icc: float, runs: int, seed: int) -> tuple[float, float]:
    """(share of runs whose scorecard interval holds p, the same for the bootstrap)."""
    rng = np.random.default_rng(seed)
    a, b = p * (1 - icc) / icc, (1 - p) * (1 - icc) / icc
    held = booted = 0
    for run in range(runs):
        correct = rng.binomial(questions, rng.beta(a, b, households))
        clusters = [(int(k), questions) for k in correct]
        low, high = accuracy_interval(clusters)
        held += low <= p <= high
        low, high = cluster_bootstrap(clusters, resamples=500, seed=run)
        booted += low <= p <= high
    return held / runs, booted / runs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    rows = []
    print("| households x questions | icc | " + " | ".join(f"p={p:.0%}" for p in ACCURACIES) + " |")
    print("| --- | --- |" + " --- |" * len(ACCURACIES))
    for households, questions in SHAPES:
        for icc in ICCS:
            cells = []
            for i, p in enumerate(ACCURACIES):
                held, booted = coverage(households, questions, p, icc, args.runs, seed=1000 * i + households)
                rows.append({"households": households, "questions": questions, "icc": icc, "p": p,
                             "coverage": held, "bootstrap": booted})
                cells.append(f"{held:.1%} ({booted:.0%})")
            print(f"| {households} x {questions} | {icc} | " + " | ".join(cells) + " |", flush=True)
    print("\ncell: the scorecard interval's coverage (the percentile cluster bootstrap's in brackets)")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
