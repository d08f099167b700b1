"""The general matcher on a catalogue of printed labels (tests/support/label_catalogue.py).

    .venv/bin/python benchmarks/bench_label_catalogue.py [--types W-2,lease] [--list] [--all] [--check]

Each catalogue label is put to the harvest's general matcher (harness.harvest.matcher.FieldMatcher
with the store's embedding model, harness.ingest.embed.embed_texts) on a page of one line,
`<label>: <value>`, in its docType's context, nothing found before it: a field's label is read
right (its field and value), wrong (another field or value) or not at all; a decoy (a label real
pages print that is none of the type's fields) should be read as nothing. Prints the tally per
docType and in all; `--list` names every wrong reading and every label read as nothing (`--all`:
the right ones too). The catalogue was written from what issuers print, not from the generator's
wordings. `--check` measures the catalogue's check part (CHECK_LABELS, CHECK_DECOYS) instead: labels kept
apart from any tuning, measured at a round's start and end only.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from harness.harvest import FieldMatcher
from harness.ingest.embed import embed_texts
from tests.support.label_catalogue import LABELS, measure, print_tally


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--types", default="", help="comma-separated docTypes (default: all)")
    parser.add_argument("--list", action="store_true", help="name every wrong reading and every label not read")
    parser.add_argument("--all", action="store_true", help="with --list: the right readings too")
    parser.add_argument("--check", action="store_true",
                        help="the check part (CHECK_LABELS, CHECK_DECOYS) instead of the tuned-on catalogue")
    args = parser.parse_args(argv)
    only = set(args.types.split(",")) if args.types else None
    if only is not None and not only <= set(LABELS):
        print(f"Error: unknown docType(s): {', '.join(sorted(only - set(LABELS)))}", file=sys.stderr)
        return 2
    print_tally(measure(FieldMatcher(embed_texts), only, args.check), args.list, args.all)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
