"""Generation speed of the default corpus, per producer, and between two checkouts of the code.

    .venv/bin/python benchmarks/bench_default_corpus.py [--size default] [--seeds 42 43] [--repeats 3]
    .venv/bin/python benchmarks/bench_default_corpus.py --per-producer [--seeds 42 43] [--repeats 3]
    .venv/bin/python benchmarks/bench_default_corpus.py --checkouts BEFORE AFTER [--per-producer] [...]

Without options: the default corpus against the defaults before issue 26 and 27. Before is the
curated layout families written by reportlab alone (`--layout-source curated --producers reportlab`,
what `rag-gen --seed N` wrote until then), now is procedural layouts and the producer mix (the
default). For each seed and repeat, both are written end to end with `write_corpus` on one worker,
alternating, so the machine's other load falls on both alike; the scans are kept at the default
ratio (what `make run` generates) and, separately, left out (`--scan-ratio 0`: every document goes
through a producer). Prints documents per second, medians over seeds and repeats, and the ratio.

`--per-producer`: the cost of each producer on the same documents. Every document of each seed's
born-digital default plan (`--scan-ratio 0`) is drawn by reportlab, then written by each producer
that applies to it, one producer after the other on that document, so that load falls on all alike.
Prints, per producer, the documents it applies to, the median milliseconds a document takes
(reportlab's drawing plus the producer) and the documents per second that makes.

`--checkouts BEFORE AFTER`: the same measurements, each in a fresh child process whose `generator`
is imported from that checkout (PYTHONPATH), the checkouts alternating for every seed and repeat.
The corpus is timed from planning to corpus.json, as `rag-gen --seed N` spends it less the
interpreter's start and the imports (a process compiles what it needs on its first corpus). Prints
both side by side with the ratio AFTER/BEFORE (above 1: AFTER is faster). A checkout is a folder
holding `generator/`: `git archive <commit> | tar -x -C DIR` makes one without touching a worktree.

Progress goes to stderr, the tables to stdout.
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

if "--child" not in sys.argv:  # a child imports `generator` from its checkout (PYTHONPATH), not from here
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

DEFAULT_RATIO = 0.4  # generator.corpus.writer.DEFAULT_SCAN_RATIO (a child cannot import it before its checkout)
SIDES = {"before (curated, reportlab)": {"procedural_layouts": False, "producers": ("reportlab",)},
         "now (default)": {}}


def progress(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def documents_per_second(seed: int, size: str, ratio: float, overrides: dict[str, object]) -> tuple[int, float]:
    """(documents, seconds) of one corpus written end to end on one worker."""
    from generator.corpus.writer import Settings, write_corpus

    settings = Settings(seed, 2025, size, scan_ratio=ratio, **overrides)  # type: ignore[arg-type]
    with tempfile.TemporaryDirectory(prefix="bench-default-") as tmp:
        start = time.perf_counter()
        manifest = write_corpus(settings, Path(tmp) / "corpus", workers=1)
        return len(manifest.documents or []), time.perf_counter() - start


def producer_milliseconds(seed: int, size: str) -> dict[str, list[float]]:
    """Per producer, the milliseconds each born-digital document of the seed's plan takes: reportlab's
    drawing plus the producer, for every document the producer applies to."""
    import numpy as np

    from generator.corpus.writer import Settings, build_corpus
    from generator.producers.base import ProduceInput
    from generator.producers.registry import PRODUCER_NAMES, PRODUCERS
    from generator.producers.write import PURPOSE_PRODUCE
    from generator.render.pdf import render_pdf

    corpus = build_corpus(Settings(seed, 2025, size, scan_ratio=0.0))  # type: ignore[arg-type]
    times: dict[str, list[float]] = {name: [] for name in PRODUCER_NAMES}
    for doc in corpus.documents:
        spec = doc.layout_spec(corpus.templates[doc.template])
        start = time.perf_counter()
        pdf = render_pdf(spec, doc.title)
        drawn = time.perf_counter() - start
        for name in PRODUCER_NAMES:
            producer = PRODUCERS[name]
            if not producer.applies(spec):
                continue
            rng = np.random.default_rng([seed, doc.index, PURPOSE_PRODUCE])
            start = time.perf_counter()
            producer.produce(ProduceInput(pdf.data, pdf.pages, spec, doc.title, dict(doc.printed)), rng)
            times[name].append(1000 * (drawn + time.perf_counter() - start))
    return times


def child(args: argparse.Namespace) -> None:
    """One measurement in this process, printed as one JSON line (--checkouts runs it per checkout)."""
    if args.per_producer:
        result: object = producer_milliseconds(args.seeds[0], args.size)
    else:
        result = documents_per_second(args.seeds[0], args.size, args.ratio, {})
    print(json.dumps(result))


def in_checkout(checkout: Path, args: argparse.Namespace, seed: int, ratio: float) -> object:
    command = [sys.executable, str(Path(__file__).resolve()), "--child", "--size", args.size, "--seeds", str(seed),
               "--ratio", repr(ratio), *(["--per-producer"] if args.per_producer else [])]
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    done = subprocess.run(command, env=env, cwd=tempfile.gettempdir(), capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"Error: the child in {checkout} failed:\n{done.stderr.strip()}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def producer_table(columns: dict[str, dict[str, list[float]]]) -> str:
    """One row per producer: documents, median ms/document and documents/s per column (and the ratio of two)."""
    names = list(next(iter(columns.values())))
    head = "| producer | documents | " + " | ".join(f"{c}: ms/document | {c}: documents/s" for c in columns)
    rule = "| --- | ---: | " + " | ".join("---: | ---:" for _ in columns)
    if len(columns) == 2:
        head, rule = head + " | speed-up", rule + " | ---:"
    lines = [head + " |", rule + " |"]
    for name in names:
        medians = [statistics.median(c[name]) if c[name] else None for c in columns.values()]
        cells = [f"`{name}`", str(len(next(iter(columns.values()))[name]))]
        for m in medians:
            cells += ["-", "-"] if m is None else [f"{m:.1f}", f"{1000 / m:.1f}"]
        if len(columns) == 2:
            before, after = medians
            cells.append(f"{before / after:.2f}x" if before and after else "-")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def per_producer(args: argparse.Namespace) -> None:
    columns: dict[str, dict[str, list[float]]] = {}
    labels = [str(c) for c in args.checkouts] if args.checkouts else ["this checkout"]
    for repeat in range(args.repeats):
        for seed in args.seeds:
            for label in labels if repeat % 2 == 0 else labels[::-1]:  # ABBA: a drifting load falls on both
                progress(f"per producer: repeat {repeat + 1}/{args.repeats}, seed {seed}, {label}")
                times: dict[str, list[float]] = (
                    in_checkout(Path(label), args, seed, 0.0) if args.checkouts  # type: ignore[assignment]
                    else producer_milliseconds(seed, args.size))
                column = columns.setdefault(label, {})
                for name, values in times.items():
                    column.setdefault(name, []).extend(values)
    print(producer_table(columns), flush=True)


def corpora(args: argparse.Namespace) -> None:
    sides: dict[str, object] = ({str(c): c for c in args.checkouts} if args.checkouts else dict(SIDES))
    for ratio in (DEFAULT_RATIO, 0.0):
        rates: dict[str, list[float]] = {side: [] for side in sides}
        for repeat in range(args.repeats):
            for seed in args.seeds:
                for side, what in (sides.items() if repeat % 2 == 0 else list(sides.items())[::-1]):
                    progress(f"scan ratio {ratio}: repeat {repeat + 1}/{args.repeats}, seed {seed}, {side}")
                    if args.checkouts:
                        documents, seconds = in_checkout(what, args, seed, ratio)  # type: ignore[arg-type,misc]
                    else:
                        documents, seconds = documents_per_second(seed, args.size, ratio, what)  # type: ignore[arg-type]
                    rates[side].append(documents / seconds)
        medians = {side: statistics.median(values) for side, values in rates.items()}
        first, second = rates.values()
        paired = statistics.median(b / a for a, b in zip(first, second, strict=True))  # same seed, back to back
        runs = "; ".join(f"{side} " + " ".join(f"{r:.2f}" for r in values) for side, values in rates.items())
        print(f"scan ratio {ratio}: " + ", ".join(f"{side} {m:.2f} documents/s" for side, m in medians.items())
              + f"; {'after/before' if args.checkouts else 'now/before'} {paired:.2f} "
              + f"(the median ratio of {len(first)} paired runs: {runs})", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n".join(__doc__.splitlines()[2:]))
    parser.add_argument("--size", default="default", choices=("small", "default", "large"))
    parser.add_argument("--seeds", type=int, nargs="+", default=[42, 43])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--per-producer", action="store_true", help="each producer's cost on the same documents")
    parser.add_argument("--checkouts", type=Path, nargs=2, metavar=("BEFORE", "AFTER"),
                        help="measure two checkouts of the code side by side, each in child processes")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--ratio", type=float, default=DEFAULT_RATIO, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args)
        return
    for checkout in args.checkouts or []:
        if not (checkout / "generator" / "__init__.py").is_file():
            parser.error(f"--checkouts: {checkout} holds no generator/ package")
    args.checkouts = [c.resolve() for c in args.checkouts] if args.checkouts else None
    (per_producer if args.per_producer else corpora)(args)


if __name__ == "__main__":
    main()
