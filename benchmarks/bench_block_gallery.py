"""The harvest on the block gallery: hand-made pages, one block geometry each (issue 26's list).

    .venv/bin/python benchmarks/bench_block_gallery.py [--modes full,general,labels] [--show]

tests/support/block_gallery.py draws each page as a real PDF (reportlab), the ingest's text
layer reads it back (pypdfium2), and the harvest runs in the modes of
benchmarks/bench_harvest_ablation.py (`full`: the rules then the general matcher; `general`:
anchors and labels blinded; `labels`: labels blinded). Per mode: fields right of the fields the
pages print, wrong values (a value that is not the printed one), documents typed right.
`--show` prints every page's missed and wrong fields, and its text with `--text`.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from benchmarks.bench_page_gallery import score
from tests.support.block_gallery import GALLERY, texts


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modes", default="full,general,labels", help="comma-separated: full, general, labels")
    parser.add_argument("--show", action="store_true", help="each page's missed and wrong fields")
    parser.add_argument("--text", action="store_true", help="with --show: each page's text too")
    args = parser.parse_args(argv)
    score(GALLERY, texts(), args.modes, lambda doc_type, field, got, want: got == want, args.show, args.text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
