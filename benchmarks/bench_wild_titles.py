"""The general typing's title reading on titles from another hand (tests/support/wild_titles.py).

    .venv/bin/python benchmarks/bench_wild_titles.py [--half fit|check] [--list] [--all]

The same measure as benchmarks/bench_title_catalogue.py (tests/support/title_catalogue.measure_cases):
each title is put to the harvest's general typing (harness.harvest.general_type.TypeGuesser with the
store's embedding model) on a page of one line, the lines every rule ignores left out, the field
confirmation granted to the first contender; a title is read right, wrong or as none, a decoy should
be read as none. The titles were copied from public material (real issuers' documents, parsers'
anchors, form captions, form publishers), not written on this project; the halves are dealt by
source. Prints the tally per docType and in all; `--list` (fit half only: the check half is read by
its totals, never title by title) names every title not read right and every decoy typed (`--all`:
the right ones too), with the best candidates' scores.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from harness.harvest import TypeGuesser, load_rules
from harness.harvest.general_type import banner_lines
from harness.ingest.embed import embed_texts
from tests.support.title_catalogue import measure_cases, print_tally
from tests.support.wild_titles import HALVES, cases


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", default="fit", choices=HALVES, help="which half of the titles (default: fit)")
    parser.add_argument("--list", action="store_true", help="name every title not read right, every decoy typed "
                                                            "(fit half only)")
    parser.add_argument("--all", action="store_true", help="with --list: the right readings too")
    args = parser.parse_args(argv)
    if args.list and args.half != "fit":
        print("Error: --list only with --half fit (the check half is read by its totals only)", file=sys.stderr)
        return 2
    ignore = banner_lines([r.ignore for r in load_rules()])
    tally = measure_cases(TypeGuesser(embed_texts), cases(args.half), ignore)
    print_tally(tally, args.list, args.all)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
