"""The value recognizers on a catalogue of values as issuers print them (tests/support/value_catalogue.py).

    .venv/bin/python benchmarks/bench_value_catalogue.py [--list]

Prints how many printed values the harvest's recognizers (harness.harvest.pairs.line_values,
then a name or a code alone) read exactly as expected, how many they miss and how many they read
wrong (a wrong kind or value, a part of it, a value where none is printed); `--list` names them.
The catalogue was written from what issuers print, not from the generator's value formats.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.support.value_catalogue import CATALOGUE, measure


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", action="store_true", help="name every missed and wrong value")
    args = parser.parse_args(argv)
    tally = measure(CATALOGUE)
    print(f"catalogue: {tally.right}/{tally.total} right, {tally.missed} missed, {tally.wrong} wrong "
          f"({tally.wrong_reading} of them a wrong kind or value, the rest the printed text short of its marks)")
    if args.list:
        for entry in tally.misses:
            print(f"  missed {entry.printed!r} ({entry.where})")
        for entry, got in tally.wrongs:
            print(f"  wrong  {entry.printed!r} ({entry.where}): {got}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
