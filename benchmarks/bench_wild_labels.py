"""The general matcher on printed labels copied from public material (tests/support/wild_labels.py).

    .venv/bin/python benchmarks/bench_wild_labels.py [--half fit|check] [--list] [--all]

The same measure as benchmarks/bench_label_catalogue.py (tests/support/label_catalogue.measure_cases):
each label is put to the harvest's general matcher with the store's embedding model on a page of one
line, `<label>: <value>`, in its docType's context, nothing found before it; a field's label is read
right, wrong or not at all, a decoy should be read as nothing. The labels were written by other hands
(parsers, templates, OCR output and a vendor's field lists on public repositories), not by this
project, so they measure the matcher on wording it was not tuned on. The halves share no source and
no label: `fit` may be studied label by label (`--list`, `--all`); `check` is read by its totals only,
so `--list` is refused with it. Prints the tally per docType and in all.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", default="fit", choices=("fit", "check"),
                        help="which half of the labels (default: fit)")
    parser.add_argument("--list", action="store_true",
                        help="name every wrong reading and every label not read (fit half only)")
    parser.add_argument("--all", action="store_true", help="with --list: the right readings too")
    args = parser.parse_args(argv)
    if (args.list or args.all) and args.half != "fit":
        print("Error: --list and --all name labels one by one: the fit half only (the check half is read by "
              "its totals)", file=sys.stderr)
        return 2
    from harness.harvest import FieldMatcher
    from harness.ingest.embed import embed_texts
    from tests.support.label_catalogue import measure_cases, print_tally
    from tests.support.wild_labels import cases

    print_tally(measure_cases(FieldMatcher(embed_texts), cases(args.half)), args.list, args.all)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
