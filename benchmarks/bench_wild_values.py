"""The value recognizers on values copied from real issuers' documents (tests/support/wild_values.py).

    .venv/bin/python benchmarks/bench_wild_values.py [--half fit|check] [--list]

The same measure as benchmarks/bench_value_catalogue.py (tests.support.value_catalogue.measure):
how many printed values the harvest's recognizers (harness.harvest.pairs.line_values, then a name
or a code alone) read exactly as expected, how many they miss and how many they read wrong, per
kind and in all. The values were copied from public material (form-recognizer dumps, statement
parsers' fixtures), not written on this project; the halves are split by source. `--list` names
the missed and wrong values, of the fit half only: the check half is read by its totals.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.support.value_catalogue import Tally, measure
from tests.support.wild_values import HALVES, kind_of, source_of

KINDS = ("money", "date", "period", "id", "id+year", "text", "code", "nothing", "line")


def _row(name: str, tally: Tally) -> str:
    return (f"{name:<8} {tally.right:>4}/{tally.total:<4} right, {tally.missed:>3} missed, {tally.wrong:>3} wrong "
            f"({tally.wrong_reading} a wrong kind or value)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--half", choices=sorted(HALVES), default="fit",
                        help="which half of the sources (default: fit)")
    parser.add_argument("--list", action="store_true", help="name every missed and wrong value (fit half only)")
    args = parser.parse_args(argv)
    if args.list and args.half != "fit":
        print("Error: --list is for the fit half only (the check half is read by its totals)",
              file=sys.stderr)
        return 2
    entries = HALVES[args.half]
    sources = len({source_of(e) for e in entries})
    print(f"wild values, {args.half} half: {len(entries)} printed values from {sources} sources")
    for kind in KINDS:
        subset = tuple(e for e in entries if kind_of(e) == kind)
        if subset:
            print("  " + _row(kind, measure(subset)))
    tally = measure(entries)
    print("  " + _row("all", tally))
    if args.list:
        for entry in tally.misses:
            print(f"  missed [{kind_of(entry)}] {entry.printed!r} ({entry.where}): expected {entry.expected}")
        for entry, got in tally.wrongs:
            print(f"  wrong  [{kind_of(entry)}] {entry.printed!r} ({entry.where}): {got}, expected {entry.expected}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
