"""Seen vs unseen layouts for one layout source (curated or procedural), with intervals and the gap.

Probe fields, documents typed right and the pipelines' answers, each with its 95% interval, and
the gap seen - unseen in points with its interval.

    .venv/bin/python benchmarks/bench_layout_gap.py [--source curated|procedural]
        [--seeds 42..51 --size default | --suite dev [--seeds 100..103]] [--routes born-digital,scans]
        [--pipelines extractive[,reference]] [--splits seen,unseen] [--workers 2] [--write docs/measured.json]

Issue 26, item 4: the distance between what a pipeline can tune on (`--layouts seen`) and what
it is judged on (`--layouts unseen`), measured before (`--source curated`: the hand-written
families) and after (`--source procedural`: `Settings(procedural_layouts=True)`, every document
in its issuer's synthesized layout). For every household (`--seeds` at `--size`, or `--suite dev`:
the dev suite's households, seeds 100-111, small, 60 questions, as `rag-gen suite dev --layouts L`
makes them), each split and each route (born-digital: `--scan-ratio 0`; scans: the default
ratio, which is the suite's own), the corpus is generated, then `rag-eval run` with each pipeline
(the first ingests the store, the others reuse it). Per cell (source, split, route) it pools

- probe fields recovered (probe.json's field rows), documents typed right (its docType rows),
- each pipeline's correct answers,

with the 95% interval over households (harness/scoring/intervals.py: Wilson on the effective
sample size, the scorecards' own), and per route the gap seen - unseen in points with its 95%
interval (stats.difference_interval: Newcombe's square-and-add of the two intervals). The
reference pipeline runs a local LLM: slow; leave it out of `--pipelines` for a quick look.

`--splits` adds the hidden crossings of `unseen` (generator/documents/folds.py) to ask which half of
it a pipeline misses: `unseen:voice` (the wordings and value formats unseen, the blocks and fonts
seen), `unseen:structure` (the other way round) and `unseen:fonts` (only the faces unseen); each
split but `seen` gets its gap to `seen`.
A diagnostic of the gap, never a yardstick to tune on: every one of them prints `unseen` wording
or blocks.

`--write` records the cells (each household's counts too), the gaps, the command and every
corpus's settings and plan fingerprint under the key `layout-gap-<source>` (`--seeds`) or
`layout-gap-dev-<source>` (`--suite dev`) of docs/measured.json (`-crossed` after it when
`--splits` names a crossing, `-reference` when `--pipelines` runs the local model: a record of its own, so
the quick extractive records do not drop it), as benchmarks/measured.py does:
tests/e2e/test_docs_numbers.py fails when those corpora have moved since.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

from measured import record_measured, recorded_corpus

from benchmarks.seed_args import seed_range
from generator.cli.suite import parse_seeds
from generator.corpus.writer import DEFAULT_SCAN_RATIO, Settings, write_corpus
from generator.documents.folds import CROSS_CHOICES
from generator.producers.registry import PLAIN_ONLY
from generator.suite.writer import named_suite_args
from harness.api import evaluate
from harness.contract.grade import Grade
from harness.runtime.errors import UsageError
from harness.scoring.intervals import Counts, interval
from harness.scoring.stats import Interval, difference_interval

SOURCES = ("curated", "procedural")
ROUTES = {"born-digital": 0.0, "scans": DEFAULT_SCAN_RATIO}
SPLITS = ("seen", "unseen")
COMMAND = ("python benchmarks/bench_layout_gap.py --source {source} {households} --routes {routes} "
           "--pipelines {pipelines}{splits} --write docs/measured.json")


@dataclass
class Cell:
    """One (source, split, route): each measure's (passed, total) per household."""

    measures: dict[str, dict[str, Counts]] = field(default_factory=dict)

    def add(self, measure: str, household: str, passed: int, total: int) -> None:
        self.measures.setdefault(measure, {})[household] = (passed, total)

    def pooled(self, measure: str) -> tuple[int, int, float, Interval]:
        counts = self.measures.get(measure, {})
        passed, total = sum(k for k, _ in counts.values()), sum(n for _, n in counts.values())
        return passed, total, passed / total if total else 0.0, interval(counts.values())

    def record(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for measure, counts in self.measures.items():
            passed, total, _, ci = self.pooled(measure)
            out[measure] = {"passed": passed, "total": total, "ci95": [ci[0], ci[1]],
                            "byHousehold": {h: [k, n] for h, (k, n) in counts.items()}}
        return out


def households(args: argparse.Namespace) -> tuple[list[int], str, int | None, str]:
    """(seeds, size, questions, the command's words for them)."""
    if args.suite:
        spec = named_suite_args(args.suite)
        seeds = list(spec["seeds"]) if args.seeds is None else list(parse_seeds(args.seeds))
        outside = [s for s in seeds if s not in spec["seeds"]]
        if outside:
            raise UsageError(f"seed {outside[0]} is no household of the {args.suite} suite")
        words = f"--suite {args.suite}" + ("" if args.seeds is None else f" --seeds {args.seeds}")
        return seeds, spec["size"], spec["questions"], words
    seeds_text = args.seeds or "42..51"
    return list(parse_seeds(seeds_text)), args.size, None, f"--seeds {seeds_text} --size {args.size}"


def measure(settings: Settings, name: str, root: Path, pipelines: list[str], workers: int, cell: Cell) -> None:
    """Generate one corpus, run every pipeline on it (one store), and add its counts to `cell`."""
    started, household = time.perf_counter(), str(settings.seed)
    corpus, first = root / name, root / f"run-{name}-{pipelines[0]}"
    write_corpus(settings, corpus, workers=workers)
    said = []
    for n, pipeline in enumerate(pipelines):  # the first builds its run's store, the others reuse it
        card = evaluate(pipeline, corpus, root / f"run-{name}-{pipeline}", store=None if n == 0 else first / "store",
                        ingest="always" if n == 0 else "auto", workers=workers)
        if n == 0:
            assert card.probe is not None, "a run that ingests probes its store"
            cell.add("fields", household, card.probe.fields.passed, card.probe.fields.total)
            cell.add("docTypes", household, card.probe.doc_types.passed, card.probe.doc_types.total)
            said.append(f"fields {card.probe.fields.passed}/{card.probe.fields.total}, docTypes "
                        f"{card.probe.doc_types.passed}/{card.probe.doc_types.total}")
        correct = card.summary.by_grade.get(Grade.CORRECT, 0)
        cell.add(pipeline, household, correct, card.summary.total)
        said.append(f"{pipeline} {correct}/{card.summary.total}")
    print(f"  {name}: {', '.join(said)} ({time.perf_counter() - started:.0f} s)", flush=True)


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def gap_key(split: str, route: str, measure: str) -> str:
    """A gap's key: "<route>, <measure>" for `unseen` (as ever), "<split>, <route>, <measure>" for a crossing."""
    return f"{route}, {measure}" if split == "unseen" else f"{split}, {route}, {measure}"


def gaps(cells: dict[str, Cell], source: str, splits: list[str], routes: list[str],
         measures: list[str]) -> dict[str, Any]:
    """Per split but `seen`, route and measure: seen - that split in points and its 95% interval (points)."""
    out: dict[str, Any] = {}
    for split in splits[1:]:
        for route in routes:
            for m in measures:
                _, _, seen, seen_ci = cells[f"{source}, seen, {route}"].pooled(m)
                _, _, other, other_ci = cells[f"{source}, {split}, {route}"].pooled(m)
                low, high = difference_interval(seen, seen_ci, other, other_ci)
                out[gap_key(split, route, m)] = {"points": round(100 * (seen - other), 1),
                                                 "ci95": [round(100 * low, 1), round(100 * high, 1)]}
    return out


def table(cells: dict[str, Cell], gap: dict[str, Any], source: str, splits: list[str], routes: list[str],
          measures: list[str]) -> str:
    """A Markdown table: one row per (route, measure), each split with its interval, each gap to seen."""
    others = splits[1:]
    head = [source, *splits, *(f"gap to {s} (points)" if len(others) > 1 else "gap (points)" for s in others)]
    if not others:
        head = [source, *splits]
    lines = ["| " + " | ".join(head) + " |", "| " + " | ".join("---" for _ in head) + " |"]
    for route in routes:
        for m in measures:
            row = [f"{m}, {route}"]
            for split in splits:
                passed, total, share, ci = cells[f"{source}, {split}, {route}"].pooled(m)
                row.append(f"{pct(share)} ({passed}/{total}; {pct(ci[0])}-{pct(ci[1])})")
            for split in others:
                g = gap[gap_key(split, route, m)]
                row.append(f"{g['points']:+.1f} ({g['ci95'][0]:+.1f} to {g['ci95'][1]:+.1f})")
            lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def parse_splits(text: str) -> list[str]:
    """`--splits`: `seen` first, then `unseen` and/or the crossings, each once (`seen` alone: no gap)."""
    splits = text.split(",")
    known = (*SPLITS, *CROSS_CHOICES)
    unknown = [s for s in splits if s not in known]
    if unknown:
        raise UsageError(f"unknown split {unknown[0]!r} (known: {', '.join(known)})")
    if splits[0] != "seen" or len(set(splits)) < len(splits):
        raise UsageError("--splits names seen first, then the others, each once")
    return splits


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", choices=SOURCES, default="curated",
                        help="curated: the hand-written families; procedural: Settings(procedural_layouts=True)")
    parser.add_argument("--seeds", type=seed_range, default=None,
                        help="the households' seeds (default 42..51; with --suite: some of its households)")
    parser.add_argument("--size", default="default", choices=["small", "default", "large"])
    parser.add_argument("--suite", choices=["dev"], default=None, help="the dev suite's households instead")
    parser.add_argument("--routes", default="born-digital,scans")
    parser.add_argument("--pipelines", default="extractive", help="comma-separated; reference runs a local LLM (slow)")
    parser.add_argument("--splits", default="seen,unseen",
                        help="seen, then unseen and/or the hidden crossings unseen:voice|structure|fonts")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", type=Path, default=None, help="record the cells in this JSON file")
    args = parser.parse_args()
    routes = args.routes.split(",")
    unknown = [r for r in routes if r not in ROUTES]
    if unknown:
        parser.error(f"unknown route {unknown[0]!r} (known: {', '.join(ROUTES)})")
    pipelines = args.pipelines.split(",")
    try:
        seeds, size, questions, which = households(args)
        splits = parse_splits(args.splits)
    except UsageError as exc:
        parser.error(str(exc))
    procedural = args.source == "procedural"
    cells: dict[str, Cell] = {}
    corpora: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="bench-layout-gap-") as tmp:
        for split in splits:
            for route in routes:
                cell = cells.setdefault(f"{args.source}, {split}, {route}", Cell())
                for seed in seeds:
                    settings = Settings(seed=seed, size=size, questions=questions, layouts=split,  # type: ignore[arg-type]
                                        scan_ratio=ROUTES[route], procedural_layouts=procedural,
                                        producers=PLAIN_ONLY)  # layouts alone: reportlab writes every file
                    name = f"seed-{seed}-{split.replace(':', '-')}-{'bd' if route == 'born-digital' else 'scans'}"
                    corpora[name] = recorded_corpus(settings)
                    measure(settings, name, Path(tmp), pipelines, args.workers, cell)
    measures = ["fields", "docTypes", *pipelines]
    gap = gaps(cells, args.source, splits, routes, measures)
    print(table(cells, gap, args.source, splits, routes, measures))
    if args.write:
        crossed = any(s in CROSS_CHOICES for s in splits)
        key = f"layout-gap-{args.suite}-{args.source}" if args.suite else f"layout-gap-{args.source}"
        # a record with the local model is its own (hours; measured seldom): the extractive's stays apart
        key += ("-crossed" if crossed else "") + ("-reference" if "reference" in pipelines else "")
        record_measured(args.write, key, {
            "command": COMMAND.format(source=args.source, households=which, routes=args.routes,
                                      pipelines=args.pipelines,
                                      splits="" if args.splits == "seen,unseen" else f" --splits {args.splits}"),
            "cells": {name: cell.record() for name, cell in cells.items()}, "gaps": gap, "corpora": corpora})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
