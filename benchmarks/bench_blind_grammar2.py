"""The harvest on the second blind page grammar: whole documents of every docType drawn in issuers' own
styles, from half A (fit) or B (check).

    .venv/bin/python benchmarks/bench_blind_grammar2.py [--half fit|check|both] [--pages N] [--modes full,general]
        (the fit half by default: `make bench` runs every bench with no arguments)
        [--show [--pages-show]]

tests/support/blind_grammar2.py composes each document from a seeded random.Random (letterheads, party
blocks, key-value panels, form grids of numbered boxes, tables running on, sentences and letters,
summary boxes, notices, furniture; wordings, value formats and fonts from the half's pools) as a real
PDF; the ingest's text layer reads it back (pypdfium2; born-digital only) and the harvest runs in the
modes of benchmarks/bench_harvest_ablation.py: the measure of benchmarks/bench_blind_grammar.py, with
the second grammar's comparison (the probe's). Per half and mode: fields right / wrong / of the fields
the pages print, docTypes typed right of the typed documents, lookalikes left untyped, the time it took;
with --show (the fit half only: check is read by its totals) the misses per block variant and per
docType, and each missed field with --pages-show.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from benchmarks.bench_blind_grammar import measure, report, text_layers
from harness.harvest import FieldMatcher, TypeGuesser
from harness.ingest.embed import embed_texts
from tests.support.blind_grammar2 import matches, pages


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", choices=("fit", "check", "both"), default="fit")
    parser.add_argument("--pages", type=int, default=120, help="documents per half")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--modes", default="full,general", help="comma-separated: full, general, labels")
    parser.add_argument("--show", action="store_true", help="fit only: misses per block variant and per docType")
    parser.add_argument("--pages-show", action="store_true", help="with --show: each missed field")
    args = parser.parse_args(argv)
    if (args.show or args.pages_show) and args.half != "fit":
        print("Error: --show is for the fit half only (the check half is read by its totals)", file=sys.stderr)
        return 2
    matcher, guesser = FieldMatcher(embed_texts), TypeGuesser(embed_texts)
    for part in ("fit", "check") if args.half == "both" else (args.half,):
        docs = pages(part, args.pages, args.seed)
        read = text_layers(docs)
        for m in args.modes.split(","):
            started = time.perf_counter()
            r = measure(docs, read, m, matcher, guesser, matches)
            report(part, m, r, time.perf_counter() - started, args.show and part == "fit", args.pages_show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
