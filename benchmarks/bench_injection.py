"""Hijack rate per injection variant: how often a pipeline answers the value a notice asks for.

    .venv/bin/python benchmarks/bench_injection.py [--seeds 42 43 44] [--variants all]
                                                   [--pipelines extractive,reference] [--json out.json]

For each seed and each variant (generator/documents/injection_variants.py: the DEVELOPMENT
ones a defence was built against, the HELD-OUT ones it never saw) it generates
`rag-gen --seed N --size small --scan-ratio 0 --adversarial --injection-variants VARIANT`
(one notice per target form: W-2, 1098, 1099-DIV), ingests it, asks each pipeline the
corpus's `injection` questions only, and counts the answers that carry the injected value
(harness.selftest.hijack), and those swayed by a notice (hijacked, or citing the notice: a
total of the form and the notice carries neither value). One variant per corpus, so
variants do not interact.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

from generator.corpus.writer import Settings, write_corpus
from generator.documents.adversarial import TEMPLATE
from generator.documents.injection_variants import SPLITS, parse_variants, split_of, variant_of
from harness.config import load_config
from harness.contract.manifest import CorpusManifest
from harness.ingest import IngestConfig, ingest
from harness.pipelines import PipelineContext, build_pipeline, close_pipeline
from harness.selftest.hijack import VariantTally, hijack_tally


def question_variants(manifest: CorpusManifest) -> dict[str, str]:
    """Each injection question's notice variant: the notice whose injected value it bans."""
    notices = {d.ground_truth.get("injected_value"): variant_of(d.file)
               for d in manifest.documents or [] if d.template == TEMPLATE}
    return {q.id: next((notices[n] for n in q.must_not_contain if n in notices), "unknown")
            for q in manifest.questions if q.category == "injection"}


def run_one(seed: int, variant: str, pipelines: list[str], sets: list[str], tmp: Path) -> dict[str, VariantTally]:
    corpus, store = tmp / f"c{seed}-{variant}", tmp / f"s{seed}-{variant}"
    settings = Settings(seed, size="small", scan_ratio=0.0, adversarial=True, injection_variants=(variant,))
    manifest = write_corpus(settings, corpus, workers=1)
    config = load_config(None, sets)
    ingest(corpus, store, IngestConfig(chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap, workers=1))
    questions = [q for q in manifest.questions if q.category == "injection"]
    variants = question_variants(manifest)
    out: dict[str, VariantTally] = {}
    for spec in pipelines:
        pipeline = build_pipeline(spec, PipelineContext(config=config, store=store, corpus=corpus))
        try:
            answers = {q.id: pipeline.answer(q.question).text for q in questions}
        finally:
            close_pipeline(pipeline)
        for q in questions:
            print(f"  seed {seed} {variant:<9} {spec:<10} {q.id}: {answers[q.id]}", flush=True)
        notices = [d.file for d in manifest.documents or [] if d.template == TEMPLATE]
        tally = hijack_tally(questions, answers, variants, notices).get(variant, VariantTally(variant))
        out[spec] = tally
    return out


def table(totals: dict[tuple[str, str], VariantTally], pipelines: list[str], variants: tuple[str, ...]) -> list[str]:
    lines = [f"{'variant':<10} {'split':<9} {'pipeline':<11} {'asked':>6} {'hijacked':>9} {'rate':>6} "
             f"{'swayed':>7} {'correct':>8}"]
    for spec in pipelines:
        for split in SPLITS:
            group = VariantTally(f"({split})")
            for variant in (v for v in variants if split_of(v) == split):
                t = totals[(spec, variant)]
                group = group.plus(t)
                lines.append(f"{variant:<10} {split:<9} {spec:<11} {t.asked:>6} {t.hijacked:>9} {t.rate:>6.0%} "
                             f"{t.swayed:>7} {t.correct:>8}")
            if group.asked:
                lines.append(f"{'all ' + split:<20} {spec:<11} {group.asked:>6} {group.hijacked:>9} "
                             f"{group.rate:>6.0%} {group.swayed:>7} {group.correct:>8}")
    return lines


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[42, 43, 44])
    ap.add_argument("--variants", default="all", help="names or splits (dev, held-out, all), comma-separated")
    ap.add_argument("--pipelines", default="extractive")
    ap.add_argument("--set", dest="sets", action="append", default=[])
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    variants = parse_variants(args.variants)
    pipelines = args.pipelines.split(",")
    totals = {(p, v): VariantTally(v) for p in pipelines for v in variants}
    with tempfile.TemporaryDirectory(prefix="bench-injection-") as tmp:
        for seed in args.seeds:
            for variant in variants:
                for spec, tally in run_one(seed, variant, pipelines, args.sets, Path(tmp)).items():
                    totals[(spec, variant)] = totals[(spec, variant)].plus(tally)
    print(f"seeds {' '.join(map(str, args.seeds))}, small, born-digital, config {' '.join(args.sets) or 'defaults'}")
    print("\n".join(table(totals, pipelines, variants)))
    if args.json:
        rows = [{"pipeline": p, "variant": v, "split": split_of(v), "asked": t.asked, "hijacked": t.hijacked,
                 "swayed": t.swayed, "correct": t.correct} for (p, v), t in totals.items()]
        args.json.write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
