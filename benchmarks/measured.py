"""docs/measured.json, the numbers the README quotes, as the benchmarks record them.

Each benchmark that the docs quote writes one key: the command that reproduces it, its
numbers, and the corpora it ran on (`recorded_corpus`: the settings that make each and its plan
fingerprint, generator/corpus/fingerprint.py). tests/e2e/test_docs_numbers.py checks the prose
against the numbers and the fingerprints against the plans the generator makes now.

When the generator moves some of a record's corpora and the record is not re-measured in the same
change, `python benchmarks/measured.py --stale "WHAT MOVED"` says so in the record: its `stale`
names what moved them and exactly which corpora moved, and the prose that quotes the record must
say it too (generator/corpus/fingerprint.py's `stale_note`). Re-running the record's command
writes it afresh, without `stale`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script: this checkout's code

from generator.corpus.fingerprint import moved_corpora, plan_fingerprint
from generator.corpus.writer import Settings
from generator.producers.registry import PLAIN_ONLY, producers_label
from harness.runtime.fsutil import write_json


def recorded_corpus(settings: Settings) -> dict[str, object]:
    """What docs/measured.json keeps of a corpus: the settings that make it and its fingerprint
    (`proceduralLayouts` only when on, so a curated corpus's record is what it was)."""
    recorded: dict[str, object] = {"seed": settings.seed, "size": settings.size, "layouts": settings.layouts,
                                   "scanRatio": settings.scan_ratio, "questions": settings.questions,
                                   "fingerprint": plan_fingerprint(settings)}
    if settings.procedural_layouts:
        recorded["proceduralLayouts"] = True
    if settings.producers != PLAIN_ONLY:  # likewise: recorded only when not reportlab alone
        recorded["producers"] = producers_label(settings.producers)
    return recorded


def record_measured(path: Path, key: str, entry: dict[str, Any]) -> None:
    """Put `entry` under `key` of the JSON file `path`, keeping its other keys (written atomically)."""
    recorded = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    recorded[key] = entry
    write_json(path, recorded)


def mark_stale(path: Path, since: str) -> dict[str, list[str]]:
    """Record in every entry of `path` the corpora that have moved since it was measured, with `since`
    (what moved them); an entry whose recorded stale corpora are still the ones that moved keeps its
    `since`. Returns the moved corpora of each stale entry."""
    recorded = json.loads(path.read_text(encoding="utf-8"))
    out = {}
    for key, entry in sorted(recorded.items()):
        moved = moved_corpora(entry["corpora"])
        if not moved:
            entry.pop("stale", None)
            continue
        out[key] = moved
        if entry.get("stale", {}).get("corpora") != moved:
            entry["stale"] = {"since": since, "corpora": moved}
    write_json(path, recorded)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Mark the records of docs/measured.json whose corpora moved.")
    parser.add_argument("--stale", metavar="WHAT_MOVED", required=True,
                        help="what moved the corpora (a change's one-line summary), recorded with them")
    parser.add_argument("--file", type=Path, default=Path(__file__).resolve().parents[1] / "docs" / "measured.json")
    args = parser.parse_args(argv)
    for key, moved in mark_stale(args.file, args.stale).items():
        print(f"{key}: {len(moved)} corpora moved ({', '.join(moved)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
