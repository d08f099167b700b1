"""The harvest on the page gallery: whole pages in issuers' styles (tests/support/page_gallery.py).

    .venv/bin/python benchmarks/bench_page_gallery.py [--modes full,general,labels] [--show [--text]] [--check]

Each page is a whole document (several blocks, two fonts or more, issuers' value formats, fine print,
several pages for some) drawn as a real PDF (reportlab), read back by the ingest's text layer
(pypdfium2) and harvested in the modes of benchmarks/bench_harvest_ablation.py (`full`: the rules
then the general matcher; `general`: anchors and labels blinded; `labels`: labels blinded). Per
mode: fields right of the fields the pages print (compared as the probe compares them), wrong values
(a field read with another value), documents typed right. `--check` runs the CHECK part instead of
FIT: measure it at a round's start and end only. `--show` prints every page's missed and wrong
fields, and its text with `--text`.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from benchmarks.bench_harvest_ablation import mode
from harness.harvest import FieldMatcher, PageText, TypeGuesser
from harness.ingest.embed import embed_texts
from tests.support.block_gallery import Page
from tests.support.page_gallery import CHECK, FIT, LOOKALIKES, matches, texts

Same = Callable[[str, str, str, str], bool]  # (docType, field, value read, value printed): the same?


def score(pages: Sequence[Page], read: dict[str, list[PageText]], modes: str, same: Same, show: bool = False,
          text: bool = False) -> None:
    """Per mode, the pages harvested: fields right of those the pages print, wrong values (read
    and not the same), documents typed right; with `show`, each page's misses (and its text)."""
    import harness.harvest as harvest_pkg

    matcher, guesser = FieldMatcher(embed_texts), TypeGuesser(embed_texts)
    for m in modes.split(","):
        right = wrong = total = typed = 0
        with mode(m):
            rules = harvest_pkg.load_rules()
        for page in pages:
            result = harvest_pkg.harvest(read[page.name], rules, matcher, guesser)
            got = {f.field: f.normalized if f.normalized is not None else f.value for f in result.fields}
            ok = result.classification.doc_type == page.doc_type
            typed += ok
            total += len(page.fields)
            hits = {f for f, v in page.fields.items() if ok and f in got and same(page.doc_type, f, got[f], v)}
            bad = {f for f in page.fields if ok and f in got and f not in hits}
            right += len(hits)
            wrong += len(bad)
            if show:
                print(f"[{m}] {page.name}: {len(hits)}/{len(page.fields)} typed {result.classification.doc_type}")
                for f in page.fields:
                    if f not in hits:
                        print(f"    {'WRONG' if f in bad else 'miss '} {f}: want {page.fields[f]!r} got {got.get(f)!r}")
                if text:
                    for p in read[page.name]:
                        print("    | " + p.text.replace("\n", "\n    | "))
        print(f"{m:8s} fields {right}/{total} = {100 * right / total:.1f}%  wrong {wrong}  "
              f"typed {typed}/{len(pages)}", flush=True)


def lookalikes(pages: Sequence[Page], read: dict[str, list[PageText]], modes: str, show: bool = False) -> None:
    """Per mode, the lookalikes (documents that are none of the types) left untyped, as they must be."""
    import harness.harvest as harvest_pkg

    matcher, guesser = FieldMatcher(embed_texts), TypeGuesser(embed_texts)
    for m in modes.split(","):
        with mode(m):
            rules = harvest_pkg.load_rules()
        typed = [(p.name, harvest_pkg.harvest(read[p.name], rules, matcher, guesser).classification.doc_type)
                 for p in pages]
        if show:
            for name, got in typed:
                print(f"[{m}] lookalike {name}: typed {got}")
        print(f"{m:8s} lookalikes untyped {sum(t is None for _, t in typed)}/{len(pages)}", flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modes", default="full,general,labels", help="comma-separated: full, general, labels")
    parser.add_argument("--check", action="store_true", help="the CHECK part instead of FIT")
    parser.add_argument("--show", action="store_true", help="each page's missed and wrong fields")
    parser.add_argument("--text", action="store_true", help="with --show: each page's text too")
    args = parser.parse_args(argv)
    pages = CHECK if args.check else FIT
    score(pages, texts(pages), args.modes, matches, args.show, args.text)
    if not args.check:
        lookalikes(LOOKALIKES, texts(LOOKALIKES), args.modes, args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
