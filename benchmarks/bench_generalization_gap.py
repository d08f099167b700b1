"""The README's headline: seen vs unseen layouts, born-digital and with scans, re-measured.

    .venv/bin/python benchmarks/bench_generalization_gap.py [--seeds 42..51] [--workers 2]
        [--write docs/measured.json]

For every seed, the default-size household with `--layouts seen` and with `--layouts unseen`,
each born-digital (`--scan-ratio 0`) and with the default scans: generated, then
`rag-eval run CORPUS --pipeline extractive` (ingest, probe, answers). Pools the probe's
fields and the answers per cell and prints them. `--write` records the cells, the command
and every corpus's plan fingerprint (generator/corpus/fingerprint.py) under the key
"generalization-gap" of docs/measured.json: the README quotes those cells, and
tests/e2e/test_docs_numbers.py checks the quotes and that the corpora have not moved since.
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

from benchmarks.seed_args import seed_range
from generator.cli.suite import parse_seeds
from generator.corpus.writer import DEFAULT_SCAN_RATIO, Settings, write_corpus
from generator.producers.registry import PLAIN_ONLY
from harness.api import evaluate
from harness.contract.grade import Grade

COMMAND = "python benchmarks/bench_generalization_gap.py --seeds {seeds} --write docs/measured.json"


def cell_name(layouts: str, scan_ratio: float) -> str:
    return f"{layouts}, {'born-digital' if scan_ratio == 0 else 'with scans'}"


def measure(seeds: list[int], workers: int, root: Path) -> tuple[dict[str, dict[str, int]], dict[str, object]]:
    cells: dict[str, dict[str, int]] = {}
    prints: dict[str, object] = {}
    for layouts in ("seen", "unseen"):
        for ratio in (0.0, DEFAULT_SCAN_RATIO):
            cell = cells.setdefault(cell_name(layouts, ratio),
                                    {"fields": 0, "fieldsTotal": 0, "correct": 0, "questions": 0})
            for seed in seeds:
                # the curated families' split, written by reportlab: what docs/generalization-gap.md's first table is
                settings = Settings(seed=seed, size="default", scan_ratio=ratio, layouts=layouts,
                                    procedural_layouts=False, producers=PLAIN_ONLY)
                name = f"seed-{seed}-{layouts}-{'bd' if ratio == 0 else 'scans'}"
                prints[name] = recorded_corpus(settings)
                started = time.perf_counter()
                write_corpus(settings, root / name, workers=workers)
                card = evaluate("extractive", root / name, root / f"run-{name}", workers=workers)
                assert card.probe is not None, "a run of extractive probes its store"
                cell["fields"] += card.probe.fields.passed
                cell["fieldsTotal"] += card.probe.fields.total
                cell["correct"] += card.summary.by_grade.get(Grade.CORRECT, 0)
                cell["questions"] += card.summary.total
                print(f"  {name}: fields {card.probe.fields.passed}/{card.probe.fields.total}, answers "
                      f"{card.summary.by_grade.get(Grade.CORRECT, 0)}/{card.summary.total} "
                      f"({time.perf_counter() - started:.0f} s)", flush=True)
    return cells, prints


def percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=seed_range, default="42..51")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", type=Path, default=None, help="record the cells in this JSON file")
    args = parser.parse_args()
    seeds = list(parse_seeds(args.seeds))
    with tempfile.TemporaryDirectory(prefix="bench-gap-") as tmp:
        cells, prints = measure(seeds, args.workers, Path(tmp))
    for name, c in cells.items():
        print(f"{name}: fields {c['fields']}/{c['fieldsTotal']} ({percent(c['fields'], c['fieldsTotal'])}), "
              f"extractive {c['correct']}/{c['questions']} ({percent(c['correct'], c['questions'])})")
    if args.write:
        record_measured(args.write, "generalization-gap",
                        {"command": COMMAND.format(seeds=args.seeds), "cells": cells, "corpora": prints})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
