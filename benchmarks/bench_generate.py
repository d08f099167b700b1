"""Born-digital generation: documents per second on 1 and 2 workers, and the overhead of
the whole writer against bare reportlab drawing of the same layout specs.

    .venv/bin/python benchmarks/bench_generate.py [--size default] [--seeds 42 43 44] [--repeats 3]

For each seed: `write_corpus` with `scan_ratio=0` (every document born-digital) into a
temporary folder, on 1 and on 2 workers, timed end to end (world, plan, Jinja2 layouts,
pydantic validation, drawing, writing files, corpus.json and the dataset card). The
baseline is bare drawing: the same documents' layout specs, built beforehand, drawn
with `render_pdf` one after another in one process. The overhead is the 1-worker
end-to-end time over the bare drawing time (goal: at most 2x). Medians over repeats
and seeds; the machine's other load shows up as spread, so read the medians.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from generator.corpus.writer import Settings, build_corpus, write_corpus
from generator.render.pdf import render_pdf


def timed_write(settings: Settings, workers: int) -> tuple[float, int]:
    with tempfile.TemporaryDirectory(prefix="bench-gen-") as tmp:
        start = time.perf_counter()
        manifest = write_corpus(settings, Path(tmp) / "corpus", workers=workers)
        return time.perf_counter() - start, len(manifest.documents or [])


def stages(settings: Settings) -> dict[str, float]:
    """Seconds for each in-process stage of one corpus: plan, layouts, bare drawing."""
    start = time.perf_counter()
    corpus = build_corpus(settings)
    planned = time.perf_counter()
    specs = [(corpus.templates[d.template].layout(d.facts, d.printed), d.title) for d in corpus.documents]
    laid_out = time.perf_counter()
    for spec, title in specs:
        render_pdf(spec, title)
    drawn = time.perf_counter()
    return {"plan": planned - start, "layout": laid_out - planned, "draw": drawn - laid_out}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="default", choices=("small", "default", "large"))
    parser.add_argument("--seeds", type=int, nargs="+", default=[42, 43, 44])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    rows: dict[str, list[float]] = {"w1": [], "w2": [], "plan": [], "layout": [], "draw": []}
    docs = []
    for seed in args.seeds:
        settings = Settings(seed, 2025, args.size, scan_ratio=0.0)
        timed_write(settings, 1)  # warm caches (templates, fonts, imports) outside the timing
        for _ in range(args.repeats):
            for workers in (1, 2):
                seconds, n = timed_write(settings, workers)
                rows[f"w{workers}"].append(seconds / n)
            docs.append(n)
            for key, seconds in stages(settings).items():
                rows[key].append(seconds / n)

    med = {k: statistics.median(v) for k, v in rows.items()}
    bare = med["draw"]
    print(f"rag-gen born-digital generation, size {args.size}, seeds {' '.join(map(str, args.seeds))}, "
          f"{args.repeats} repeats, {statistics.median(docs):.0f} documents per corpus (medians)")
    print()
    print("| what | ms/document | documents/second | vs bare drawing |")
    print("| --- | ---: | ---: | ---: |")
    table = [
        ("rag-gen --workers 1 (end to end)", med["w1"]),
        ("rag-gen --workers 2 (end to end)", med["w2"]),
        ("bare reportlab drawing of the layout specs", bare),
        ("  world + plan (in process)", med["plan"]),
        ("  Jinja2 layout + pydantic (in process)", med["layout"]),
    ]
    for label, per_doc in table:
        print(f"| {label} | {per_doc * 1000:.1f} | {1 / per_doc:.1f} | {per_doc / bare:.2f}x |")
    print()
    print(f"overhead of the writer (1 worker) over bare drawing: {med['w1'] / bare:.2f}x (goal: at most 2x); "
          f"2 workers are {med['w1'] / med['w2']:.2f}x as fast as 1")


if __name__ == "__main__":
    main()
