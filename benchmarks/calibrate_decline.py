"""Calibrate the reference pipeline's `decline_margin` on tuning corpora (never on held-out ones).

    .venv/bin/python benchmarks/calibrate_decline.py --corpus corpora/seed-42 --store stores/seed-42 \
        [--corpus ... --store ...] [--set threads=1] [--json out.json]

Each question is asked once at margin 0; the trie decoder reports, where the decline parts
from the other answers, the decline's logit minus the best other's (the gap). A margin m
makes the model decline exactly when gap + m > 0, so the score at every margin follows
without asking again: a decline is correct on a negative question and wrong on any other.
It prints the correct count at each margin of a grid and the best (the smallest on ties).
Not part of `make bench` (its name does not start with bench_).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.append(str(Path(__file__).resolve().parents[1]))  # PYTHONPATH (another checkout) wins
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from harness.config import load_config
from harness.contract.grade import grade
from harness.contract.manifest import load_manifest
from harness.pipelines import PipelineContext, build_pipeline, close_pipeline
from harness.pipelines.reference.prompt import DECLINE

GRID = [0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0]


def ask(corpus: Path, store: Path, sets: list[str]) -> list[dict[str, Any]]:
    config = load_config(None, [*sets, "decline_margin=0", "decoder=trie"])
    # its generator's choose is wrapped below: Any, not the Pipeline protocol
    pipeline: Any = build_pipeline("reference", PipelineContext(config=config, store=store, corpus=corpus))
    seen: list[Any] = []
    choose = pipeline.generator.choose

    def recording(*args: Any, **kwargs: Any) -> Any:
        chosen = choose(*args, **kwargs)
        seen.append(chosen)
        return chosen
    pipeline.generator.choose = recording
    rows = []
    try:
        for q in load_manifest(corpus).questions:
            seen.clear()
            answer = pipeline.answer(q.question)
            rows.append({"corpus": corpus.name, "id": q.id, "category": q.category, "negative": bool(q.negative),
                         "grade": grade(q, answer.text).grade.value, "declined": answer.text == DECLINE,
                         "asked": bool(seen), "gap": seen[0].gap if seen else None})
    finally:
        close_pipeline(pipeline)
    return rows


def correct_at(rows: list[dict[str, Any]], margin: float) -> int:
    n = 0
    for r in rows:
        flips = r["asked"] and not r["declined"] and r["gap"] is not None and r["gap"] + margin > 0
        n += (r["negative"] if flips else r["grade"] == "correct")
    return n


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, action="append", required=True)
    ap.add_argument("--store", type=Path, action="append", required=True)
    ap.add_argument("--set", dest="sets", action="append", default=[])
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    if len(args.corpus) != len(args.store):
        print("give one --store per --corpus", file=sys.stderr)
        return 2
    rows = [r for c, s in zip(args.corpus, args.store, strict=True) for r in ask(c, s, args.sets)]
    scores = {m: correct_at(rows, m) for m in GRID}
    best = max(GRID, key=lambda m: (scores[m], -m))
    print(f"{len(rows)} questions on {len(args.corpus)} corpora; correct at each decline margin:")
    for m in GRID:
        print(f"  {m:>5.2f}  {scores[m]}{'  <- best' if m == best else ''}")
    if args.json:
        args.json.write_text(json.dumps({"rows": rows, "scores": scores, "best": best}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
