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

from benchmarks.bench_harvest_ablation import mode
from harness.harvest import FieldMatcher, TypeGuesser
from harness.ingest.embed import embed_texts
from tests.support.block_gallery import GALLERY, texts


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modes", default="full,general,labels", help="comma-separated: full, general, labels")
    parser.add_argument("--show", action="store_true", help="each page's missed and wrong fields")
    parser.add_argument("--text", action="store_true", help="with --show: each page's text too")
    args = parser.parse_args(argv)
    import harness.harvest as harvest_pkg

    read = texts()
    matcher, guesser = FieldMatcher(embed_texts), TypeGuesser(embed_texts)
    for m in args.modes.split(","):
        right = wrong = total = typed = 0
        with mode(m):
            rules = harvest_pkg.load_rules()
        for page in GALLERY:
            result = harvest_pkg.harvest(read[page.name], rules, matcher, guesser)
            got = {f.field: f.normalized for f in result.fields}
            ok = result.classification.doc_type == page.doc_type
            typed += ok
            total += len(page.fields)
            hits = {f for f, v in page.fields.items() if ok and got.get(f) == v}
            bad = {f for f in page.fields if ok and f in got and got[f] != page.fields[f]}
            right += len(hits)
            wrong += len(bad)
            if args.show:
                print(f"[{m}] {page.name}: {len(hits)}/{len(page.fields)} typed {result.classification.doc_type}")
                for f in page.fields:
                    if f not in hits:
                        print(f"    {'WRONG' if f in bad else 'miss '} {f}: want {page.fields[f]!r} got {got.get(f)!r}")
                if args.text:
                    for p in read[page.name]:
                        print("    | " + p.text.replace("\n", "\n    | "))
        print(f"{m:8s} fields {right}/{total} = {100 * right / total:.1f}%  wrong {wrong}  "
              f"typed {typed}/{len(GALLERY)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
