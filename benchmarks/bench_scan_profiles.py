"""`searchable-scan`'s probe fields per scan profile: the OCR layer with its words, or the same pages OCRed again.

    .venv/bin/python benchmarks/bench_scan_profiles.py [--seeds 42..51] [--layouts seen|seen:fit|seen:check]
        [--own-ocr] [--work DIR]

docs/producers.md's per-profile table. For every household (`--seeds`, small, born-digital, every
born-digital document written by `searchable-scan`), the corpus is ingested without embeddings and
probed; the probe's field rows are tallied by the scan profile each document drew
(`documents[].producer.profile`). The ingest reads the scanner's OCR layer with its words (path
`ocr-layer`), or with `--own-ocr` OCRs every page itself as it reads a scan (path `ocr`: a page's text
layer never counts as text). Corpora are kept in `--work` and reused; each run ingests again. Develop
on `seen:fit` and seeds other than the ones measured (42..51).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

from benchmarks.seed_args import seed_range
from generator.cli.suite import parse_seeds
from generator.corpus.writer import Settings, write_corpus
from generator.documents.folds import FOLD_CHOICES
from harness.contract.manifest import load_manifest
from harness.ingest.build import ingest
from harness.ingest.settings import IngestConfig
from harness.scoring.probe import probe_store
from harness.store.database import open_store

PROFILES = ("clean", "office-scan", "photocopy", "phone-photo")
EVERY_PAGE = 10**9  # a text layer shorter than this is OCRed: every page


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=seed_range, default="42..51")
    parser.add_argument("--layouts", default="seen", choices=["seen", *FOLD_CHOICES])
    parser.add_argument("--own-ocr", action="store_true", help="OCR every page instead of reading the OCR layer")
    parser.add_argument("--work", type=Path, default=Path("/tmp/bench-scan-profiles"))
    args = parser.parse_args()
    config = IngestConfig(skip=frozenset({"embed"}), min_text_chars=EVERY_PAGE if args.own_ocr else 32)
    tally = {p: [0, 0] for p in PROFILES}
    for seed in parse_seeds(args.seeds):
        corpus = args.work / f"{args.layouts.replace(':', '-')}-{seed}"
        if not (corpus / "corpus.json").exists():
            write_corpus(Settings(seed=seed, size="small", layouts=args.layouts, scan_ratio=0.0,
                                  producers=("searchable-scan",)), corpus, workers=2)
        manifest = load_manifest(corpus)
        profile = {d.file: (d.producer or {}).get("profile") for d in manifest.documents or []}
        store = args.work / f"store-{corpus.name}-{'ocr' if args.own_ocr else 'layer'}"
        ingest(corpus, store, config)
        with open_store(store, corpus) as opened:
            report = probe_store(opened, manifest)
        for row in report.fields:
            counts = tally.setdefault(str(profile.get(row.document)), [0, 0])
            counts[0] += row.ok
            counts[1] += 1
        print(f"seed {seed}: {sum(r.ok for r in report.fields)}/{len(report.fields)}", flush=True)
    print("| profile | fields |\n| --- | --- |")
    for name, (ok, total) in [*tally.items(), ("all", [sum(t[0] for t in tally.values()),
                                                        sum(t[1] for t in tally.values())])]:
        share = f"{100 * ok / total:.1f}%" if total else "-"
        print(f"| {name if name == 'all' else f'`{name}`'} | {share} ({ok}/{total}) |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
