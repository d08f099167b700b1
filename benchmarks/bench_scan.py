"""Scan simulator vs Augraphy: seconds per 200-dpi page and the OCR damage each does.

    .venv/bin/python benchmarks/bench_scan.py [--pages 5] [--seed 2026] [--json out.json]

Pages are specimen forms (generator/scan/specimen.py) rasterized by pypdfium2 at 200
dpi. On each page: our `office-scan`, `photocopy`, `fax` and `phone-photo` profiles (steps applied to
the 200-dpi page), and Augraphy's `default_augraphy_pipeline()` (augraphy==8.2.6, the
`bench` extra), run in a temporary directory as working directory (it writes caches
there), its global RNGs (random, numpy) seeded before a new pipeline is built per page,
and its font download (Scribbles) refused so it runs offline on system fonts.
Timing covers the degradation only (not rasterizing, not OCR). OCR damage is the
character error rate of tesseract (OMP_THREAD_LIMIT=1) on the degraded page against
tesseract on the clean page, and the share of printed form values still recovered.
Augraphy's rows are skipped with a note when it is not installed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ["OMP_THREAD_LIMIT"] = "1"

from generator.render.raster import rasterize
from generator.scan import PROFILES, degrade_page
from generator.scan.quality import char_error_rate, ocr_text, recovered
from generator.scan.specimen import specimen_pdf

DPI = 200
OURS = ("office-scan", "photocopy", "fax", "phone-photo")


def _augraphy_runner(seed: int):
    try:
        import matplotlib.font_manager  # noqa: F401  Scribbles' offline fallback uses it without importing it
        import requests
        from augraphy import default_augraphy_pipeline
    except ImportError:
        return None

    def no_network(*args: object, **kwargs: object) -> None:
        raise requests.exceptions.ConnectionError("the benchmark allows no network")

    # Augraphy's Scribbles tries to download a font from fontsquirrel.com; refuse at once so
    # that it falls back to the system fonts, as it does offline.
    requests.get = no_network  # type: ignore[assignment]

    def run(page: Image.Image, index: int) -> tuple[Image.Image, float]:
        random.seed(seed + index)
        np.random.seed(seed + index)  # Augraphy draws from the global RNGs; this is the benchmark's own process
        pipeline = default_augraphy_pipeline()
        arr = np.asarray(page.convert("RGB"))
        start = time.perf_counter()
        out = pipeline(arr)
        elapsed = time.perf_counter() - start
        return Image.fromarray(out), elapsed

    return run


def measure(pages: int, seed: int) -> dict[str, dict[str, float | int | str]]:
    pdf, values = specimen_pdf(seed, pages=pages)
    images = rasterize(pdf, DPI)
    runs: dict[str, dict[str, list[float]]] = {}
    augraphy = _augraphy_runner(seed)
    here = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="bench-scan-") as tmp:
        os.chdir(tmp)
        try:
            for index, page in enumerate(images):
                reference = ocr_text(page.convert("L"))
                candidates: list[tuple[str, Image.Image, float]] = []
                for name in OURS:
                    start = time.perf_counter()
                    out, _ = degrade_page(page, PROFILES[name], seed, 0, index)
                    candidates.append((f"rag-gen {name}", out, time.perf_counter() - start))
                if augraphy is not None:
                    out, elapsed = augraphy(page, index)
                    candidates.append(("Augraphy default pipeline", out, elapsed))
                for label, out, elapsed in candidates:
                    text = ocr_text(out)
                    row = runs.setdefault(label, {"seconds": [], "cer": [], "recovered": []})
                    row["seconds"].append(elapsed)
                    row["cer"].append(char_error_rate(reference, text))
                    row["recovered"].append(
                        sum(recovered(text, v.expected, v.accept) for v in values[index]) / len(values[index])
                    )
                print(f"page {index + 1}/{pages} done", file=sys.stderr)
        finally:
            os.chdir(here)
    summary: dict[str, dict[str, float | int | str]] = {}
    peer = runs.get("Augraphy default pipeline")
    for label, row in runs.items():
        seconds = statistics.median(row["seconds"])
        summary[label] = {
            "pages": len(row["seconds"]),
            "secondsPerPage": round(seconds, 4),
            "speedup": round(statistics.median(peer["seconds"]) / seconds, 1) if peer else "n/a",
            "cerMedian": round(statistics.median(row["cer"]), 4),
            "cerMean": round(statistics.fmean(row["cer"]), 4),
            "valuesRecovered": round(statistics.fmean(row["recovered"]), 4),
        }
    return summary


def table(summary: dict[str, dict[str, float | int | str]]) -> str:
    lines = [
        "| pipeline (200 dpi page) | seconds/page (median) | faster than Augraphy | tesseract CER (median) "
        "| CER (mean) | form values recovered |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for label, s in summary.items():
        speed = f"{s['speedup']}x" if s["speedup"] != "n/a" else "n/a"
        lines.append(
            f"| {label} | {s['secondsPerPage']:.3f} | {speed} | {s['cerMedian']:.3f} | {s['cerMean']:.3f} "
            f"| {float(s['valuesRecovered']):.0%} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=5, help="specimen pages to measure (default 5)")
    parser.add_argument("--seed", type=int, default=2026, help="seed of the specimen pages and the pipelines")
    parser.add_argument("--json", type=Path, help="also write the summary as JSON here")
    args = parser.parse_args()
    summary = measure(args.pages, args.seed)
    print(table(summary))
    if "Augraphy default pipeline" not in summary:
        print("\nAugraphy is not installed: `.venv/bin/pip install -e '.[bench]'` to compare.")
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
