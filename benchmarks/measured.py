"""docs/measured.json, the numbers the README quotes, as the benchmarks record them.

Each benchmark that the docs quote writes one key: the command that reproduces it, its
numbers, and the corpora it ran on (`recorded_corpus`: the settings that make each and its plan
fingerprint, generator/corpus/fingerprint.py). tests/e2e/test_docs_numbers.py checks the prose
against the numbers and the fingerprints against the plans the generator makes now.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from generator.corpus.fingerprint import plan_fingerprint
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
