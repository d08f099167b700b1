"""The general typing's title reading on a catalogue of printed titles (tests/support/title_catalogue.py).

    .venv/bin/python benchmarks/bench_title_catalogue.py [--types pay-stub,lease] [--list] [--all] [--check]

Each catalogue title is put to the harvest's general typing (harness.harvest.general_type.TypeGuesser
with the store's embedding model, harness.ingest.embed.embed_texts) on a page of one line, the title,
the lines every rule ignores left out (banner_lines of the real rules), through its real path:
title_lines, the titles proper, the forms named by their printed number, the contenders and the
decoy veto. The field confirmation is granted to the first contender (this measures what a title
says; bench_harvest_ablation.py measures whole documents, fields and all). A title is read right
(its type), wrong (another type) or as none; a decoy (a title real mail carries that is none of the
types) should be read as none. Prints the tally per docType and in all; `--list` names every title
not read right and every decoy typed (`--all`: the right ones too), with the best candidates'
scores. `--check` measures the check part instead (CHECK_TITLES, CHECK_DECOYS: a round's honest
number, measured before and after its changes, never tuned on). The catalogue was written from
what issuers print, not from the generator's pools.
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
from tests.support.title_catalogue import TITLES, measure, print_tally


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--types", default="", help="comma-separated docTypes (default: all, and the decoys)")
    parser.add_argument("--list", action="store_true", help="name every title not read right, every decoy typed")
    parser.add_argument("--all", action="store_true", help="with --list: the right readings too")
    parser.add_argument("--check", action="store_true", help="the check part (CHECK_TITLES, CHECK_DECOYS) instead")
    args = parser.parse_args(argv)
    only = set(args.types.split(",")) if args.types else None
    if only is not None and not only <= set(TITLES):
        print(f"Error: unknown docType(s): {', '.join(sorted(only - set(TITLES)))}", file=sys.stderr)
        return 2
    ignore = banner_lines([r.ignore for r in load_rules()])
    tally = measure(TypeGuesser(embed_texts), ignore, only, decoys=only is None, check=args.check)
    print_tally(tally, args.list, args.all)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
