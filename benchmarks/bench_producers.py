"""The probe and the pipelines per producer: which PDF writers the bundled ingest survives.

    .venv/bin/python benchmarks/bench_producers.py [--producers reportlab,fillable,...]
        [--seeds 42..51] [--size default] [--pipelines extractive,python:examples.pypdf_bm25:PdfBm25]
        [--layouts seen|seen:fit|seen:check] [--workers 2] [--write docs/measured.json]

Issue 27, item 3. For every household (`--seeds` at `--size`) and every producer, the corpus is
generated born-digital (`--scan-ratio 0`) with every born-digital document written by that
producer (`Settings(producers=(name,))`; a document the producer does not apply to stays
reportlab's), then `rag-eval run` with each pipeline (the first ingests the store, the others reuse
it). Per producer it pools the probe's fields and docTypes and each pipeline's correct answers,
with the 95% interval over households (harness/scoring/intervals.py), and prints the Markdown
table docs/producers.md quotes. `pypdf text` is the share of the probe's expected values that
pypdf's `extract_text` of their document contains (spaces, `$` and commas ignored): what a reader of
the text layer alone, like examples/pypdf_bm25.py, can find; `--pipelines` may add that example
itself (`python:examples.pypdf_bm25:PdfBm25`).

`--write` records the cells, the command and every corpus's settings and plan fingerprint under
the key `producers` of docs/measured.json (benchmarks/measured.py).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

from bench_layout_gap import Cell, measure, pct
from measured import record_measured, recorded_corpus
from pypdf import PdfReader

from benchmarks.seed_args import seed_range
from generator.cli.suite import parse_seeds
from generator.corpus.writer import Settings
from generator.documents.folds import FOLD_CHOICES
from generator.producers.registry import PRODUCER_NAMES, parse_producers, producers_label
from harness.contract.manifest import load_manifest

COMMAND = ("python benchmarks/bench_producers.py --producers {producers} --seeds {seeds} --size {size} "
           "--layouts {layouts} --pipelines {pipelines} --write docs/measured.json")


def _squeezed(text: str) -> str:
    return re.sub(r"[\s$,]", "", text).lower()


def pypdf_values(corpus: Path) -> tuple[int, int]:
    """(found, total): the probe's expected values that pypdf's extract_text of their document
    contains (spaces, `$` and commas ignored): what a reader of the text layer alone gets."""
    manifest = load_manifest(corpus)
    texts: dict[str, str] = {}
    found = total = 0
    for row in manifest.probe_ground_truth or []:
        if row.document not in texts:
            reader = PdfReader(corpus / row.document)
            texts[row.document] = _squeezed("\n".join(page.extract_text() or "" for page in reader.pages))
        total += 1
        found += _squeezed(row.expected) in texts[row.document]
    return found, total


def table(cells: dict[str, Cell], measures: list[str]) -> str:
    """One row per producer: each measure pooled with its 95% interval."""
    lines = ["| producer | " + " | ".join(measures) + " |", "| --- |" + " --- |" * len(measures)]
    for name, cell in cells.items():
        row = [f"`{name}`"]
        for m in measures:
            passed, total, share, ci = cell.pooled(m)
            row.append(f"{pct(share)} ({passed}/{total}; {pct(ci[0])}-{pct(ci[1])})")
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--producers", default=producers_label(PRODUCER_NAMES), help="default: every producer")
    parser.add_argument("--seeds", type=seed_range, default="42..51")
    parser.add_argument("--size", default="default", choices=["small", "default", "large"])
    parser.add_argument("--layouts", default="seen", choices=["all", "seen", "unseen", *FOLD_CHOICES],
                        help="the layout split (issue 27 asks for seen layouts); develop the ingest on a fold "
                             "of seen (seen:fit) and seeds other than those measured")
    parser.add_argument("--pipelines", default="extractive", help="comma-separated rag-eval --pipeline specs")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", type=Path, default=None, help="record the cells in this JSON file")
    args = parser.parse_args()
    producers = parse_producers(args.producers)
    pipelines = args.pipelines.split(",")
    seeds = list(parse_seeds(args.seeds))
    cells: dict[str, Cell] = {}
    corpora: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="bench-producers-") as tmp:
        for producer in producers:
            cell = cells.setdefault(producer, Cell())
            for seed in seeds:
                settings = Settings(seed=seed, size=args.size, layouts=args.layouts,  # type: ignore[arg-type]
                                    scan_ratio=0.0, producers=(producer,), procedural_layouts=False)
                name = f"seed-{seed}-{producer}"
                corpora[name] = recorded_corpus(settings)
                measure(settings, name, Path(tmp), pipelines, args.workers, cell)
                cell.add("pypdf text", str(seed), *pypdf_values(Path(tmp) / name))
    measures = ["fields", "docTypes", "pypdf text", *pipelines]
    print(table(cells, measures))
    if args.write:
        record_measured(args.write, "producers", {
            "command": COMMAND.format(producers=args.producers, seeds=args.seeds, size=args.size,
                                      layouts=args.layouts, pipelines=args.pipelines),
            "cells": {name: cell.record() for name, cell in cells.items()}, "corpora": corpora})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
