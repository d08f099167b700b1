"""Generation speed of the default corpus before and after issue 26 and 27 changed the defaults.

    .venv/bin/python benchmarks/bench_default_corpus.py [--size default] [--seeds 42 43] [--repeats 3]

Before: the curated layout families written by reportlab alone (`--layout-source curated
--producers reportlab`, what `rag-gen --seed N` wrote until then). Now: procedural layouts and
the producer mix (the default). For each seed and repeat, both are written end to end with
`write_corpus` on one worker, alternating, so the machine's other load falls on both alike; the
scans are kept at the default ratio (what `make run` generates) and, separately, left out
(`--scan-ratio 0`: every document goes through a producer). Prints documents per second,
medians over seeds and repeats, and the ratio.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from generator.corpus.writer import DEFAULT_SCAN_RATIO, Settings, write_corpus
from generator.producers.registry import PLAIN_ONLY

SIDES = {"before (curated, reportlab)": {"procedural_layouts": False, "producers": PLAIN_ONLY}, "now (default)": {}}


def documents_per_second(settings: Settings) -> float:
    with tempfile.TemporaryDirectory(prefix="bench-default-") as tmp:
        start = time.perf_counter()
        manifest = write_corpus(settings, Path(tmp) / "corpus", workers=1)
        return len(manifest.documents or []) / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="default", choices=("small", "default", "large"))
    parser.add_argument("--seeds", type=int, nargs="+", default=[42, 43])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    for ratio in (DEFAULT_SCAN_RATIO, 0.0):
        rates: dict[str, list[float]] = {side: [] for side in SIDES}
        for _ in range(args.repeats):
            for seed in args.seeds:
                for side, overrides in SIDES.items():
                    settings = Settings(seed, 2025, args.size, scan_ratio=ratio, **overrides)  # type: ignore[arg-type]
                    rates[side].append(documents_per_second(settings))
        medians = {side: statistics.median(values) for side, values in rates.items()}
        before, now = medians.values()
        print(f"scan ratio {ratio}: " + ", ".join(f"{side} {m:.1f} documents/s" for side, m in medians.items())
              + f"; now/before {now / before:.2f}", flush=True)


if __name__ == "__main__":
    main()
