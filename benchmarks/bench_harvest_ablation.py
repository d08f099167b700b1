"""The harvest's general parts alone, on `seen` layouts: a proxy for wording it never saw.

    .venv/bin/python benchmarks/bench_harvest_ablation.py [--seeds 100..103] [--source procedural|curated]
        [--layouts seen|seen:fit|seen:check] [--modes full,general,labels] [--work DIR]

Issue 26 asks for a harvest that recovers fields whose labels, blocks and fonts it never saw,
developed on `seen` only. Tuning the general parts on `unseen` would spend the held-out split,
so this bench measures them where tuning is allowed: on `seen` corpora (born-digital, the dev
suite's households, small), the harvest runs twice over the same store:

- `full`: as the ingest runs it (label rules, then the general matcher; the general typing for
  a document no anchors typed);
- `general`: every rule's anchors and labels replaced by a pattern that never matches, so every
  docType comes from the general typing (title lines, confirmed by fields) and every field from
  the general matcher (printed labels against the fields' plain descriptions). The rules'
  lookalike guards (`excluded`, `ignore`) stay;
- `labels`: the anchors kept (docTypes as `full`), only the labels unmatchable: the general
  matcher alone on documents the rules typed.

`general` on `seen` is what the harvest would do if every wording were new to it: the
distance between it and `full` is what the label rules still carry. Fields are the probe's
field rows (every (document, field) of the ground truth), docTypes its docType rows; "wrong"
counts the rows given a value or a type that is not the expected one (fields/docTypes per seed):
a wrong value is worse than none.

Tuning on `seen` learns what the seen wordings, value formats and block types share with each
other, so `general` on `seen` stops predicting wording never seen. `--layouts seen:fit` and
`seen:check` generate the households in one fold of `seen` only (generator/documents/folds.py:
every seen pool split in two by a fixed rule): tune on `seen:fit` (seeds 100..107), then check
once on `seen:check`, which the tuning never looked at.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import harness.harvest as harvest_pkg
from benchmarks.seed_args import seed_list
from generator.cli.suite import parse_seeds
from generator.corpus.writer import Settings, write_corpus
from generator.documents.folds import FOLD_CHOICES
from generator.producers.registry import PLAIN_ONLY
from harness.contract.manifest import load_manifest
from harness.harvest.rules import blinded
from harness.ingest.build import ingest
from harness.ingest.settings import IngestConfig
from harness.scoring.probe import probe_store
from harness.store.database import open_store


@contextmanager
def mode(name: str) -> Iterator[None]:
    original = harvest_pkg.load_rules
    if name in ("general", "labels"):
        anchors = name == "general"
        harvest_pkg.load_rules = lambda *a, **k: blinded(original(*a, **k), anchors=anchors)  # type: ignore[assignment]
    try:
        yield
    finally:
        harvest_pkg.load_rules = original  # type: ignore[assignment]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=seed_list, default="100..103")
    parser.add_argument("--source", choices=("procedural", "curated"), default="procedural")
    parser.add_argument("--layouts", choices=("seen", *FOLD_CHOICES), default="seen",
                        help="seen, or a fold of it: tune on seen:fit, check on seen:check (never unseen)")
    parser.add_argument("--work", type=Path, default=Path("/tmp/harvest-ablation"))
    parser.add_argument("--modes", default="full,general", help="comma-separated: full, general, labels")
    args = parser.parse_args(argv)
    seeds = parse_seeds(args.seeds) if ".." in args.seeds else [int(s) for s in args.seeds.split(",")]
    modes = args.modes.split(",")
    totals = {m: [0, 0, 0, 0, 0, 0] for m in modes}  # fields ok, fields, docTypes ok, docTypes, wrong of each
    started = time.perf_counter()
    for seed in seeds:
        where = f"{args.source}-{args.layouts.replace(':', '-')}"
        corpus = args.work / f"{where}-{seed}"
        if not (corpus / "corpus.json").exists():
            write_corpus(Settings(seed=seed, size="small", scan_ratio=0.0, layouts=args.layouts,
                                  procedural_layouts=args.source == "procedural", producers=PLAIN_ONLY),
                          corpus, workers=2)
        manifest = load_manifest(corpus)
        line = [f"seed {seed}:"]
        for m in modes:
            store = args.work / f"store-{where}-{seed}-{m}"
            with mode(m):
                ingest(corpus, store, IngestConfig(skip=frozenset({"embed"})))
            report = probe_store(open_store(store, corpus), manifest)
            f_ok = sum(1 for r in report.fields if r.ok)
            d_ok = sum(1 for r in report.doc_types if r.ok)
            t = totals[m]
            t[0] += f_ok
            t[1] += len(report.fields)
            t[2] += d_ok
            t[3] += len(report.doc_types)
            f_wrong = sum(1 for r in report.fields if r.got is not None and not r.ok)
            d_wrong = sum(1 for r in report.doc_types if r.got is not None and not r.ok)
            t[4] += f_wrong
            t[5] += d_wrong
            line.append(f"{m} fields {f_ok}/{len(report.fields)} docTypes {d_ok}/{len(report.doc_types)} "
                        f"wrong {f_wrong}/{d_wrong}")
        print("  ".join(line), flush=True)
    for m, (fo, fn, do, dn, fw, dw) in totals.items():
        print(f"{m:8s} fields {fo}/{fn} = {100 * fo / max(fn, 1):.1f}%  docTypes {do}/{dn} = "
              f"{100 * do / max(dn, 1):.1f}%  wrong fields {fw} docTypes {dw}")
    print(f"{time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
