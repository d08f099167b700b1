"""Procedural layouts against the curated families, side by side on the same documents:
documents per second for layout + drawing (the spec built, then `render_pdf`), one process.

    .venv/bin/python benchmarks/bench_procedural.py [--size default] [--seeds 42 43] [--repeats 3]

For each seed: the planned documents of the household at `--size`; the curated side builds
each document's family layout (`doc.layout_spec(template)`, Jinja2 + validation) and draws
it; the procedural side draws the structure from the issuer's rng (`layout_rng`), composes
and draws it. The two sides alternate within each repeat so the machine's other load falls
on both; medians over repeats and seeds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from generator.documents.plan import PlannedDocument, plan_corpus
from generator.documents.procedural import layout_rng
from generator.documents.templates import Template, discover_templates
from generator.render.pdf import render_pdf
from generator.render.procedural import procedural_pdf
from generator.world import build_world


def curated(docs: list[PlannedDocument], templates: dict[str, Template]) -> float:
    start = time.perf_counter()
    for doc in docs:
        render_pdf(doc.layout_spec(templates[doc.template]), doc.title)
    return time.perf_counter() - start


def procedural(seed: int, docs: list[PlannedDocument], templates: dict[str, Template]) -> float:
    start = time.perf_counter()
    for doc in docs:
        procedural_pdf(doc, templates[doc.template], layout_rng(seed, doc))
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="default", choices=["small", "default", "large"])
    parser.add_argument("--seeds", type=int, nargs="+", default=[42, 43])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    templates = discover_templates()
    rates: dict[str, list[float]] = {"curated": [], "procedural": []}
    counts: dict[str, int] = {}
    for seed in args.seeds:
        docs = plan_corpus(build_world(seed, 2025), args.size, templates)
        counts[str(seed)] = len(docs)
        curated(docs, templates)  # warm: fonts registered, templates compiled
        for _ in range(args.repeats):
            rates["curated"].append(len(docs) / curated(docs, templates))
            rates["procedural"].append(len(docs) / procedural(seed, docs, templates))
    print(f"size {args.size}, seeds {args.seeds} ({', '.join(f'{s}: {n} documents' for s, n in counts.items())}), "
          f"{args.repeats} repeats")
    for side, values in rates.items():
        median = statistics.median(values)
        print(f"{side:>10}: {median:7.1f} documents/s (min {min(values):.1f}, max {max(values):.1f})")


if __name__ == "__main__":
    main()
