"""A corpus's fingerprint without rendering it: what a measured number was measured on.

`plan_fingerprint(settings)` hashes what decides a corpus's contents, computed from the plan
(no page is drawn): the documents planned (file, template, docType, rendering, layout, ground
truth, labels), the probe ground truth, the questions, and the provenance a corpus records
(the templates' hashes, the route, the byte-shaping libraries' versions). Two settings with the
same fingerprint make the same corpus up to the renderer's bytes; when the generator changes
what it plans, asks or draws with, the fingerprint moves. The docs' measured numbers record it
(docs/measured.json), and tests/e2e/test_docs_numbers.py fails when a number's corpora have
moved since it was measured.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from generator.corpus.writer import Settings, build_corpus, corpus_questions, generator_info, planned_entries
from generator.producers.registry import parse_producers


def plan_fingerprint(settings: Settings) -> str:
    """sha256 (16 hex digits) of the plan, questions and provenance `settings` give."""
    corpus = build_corpus(settings)
    documents, probes = planned_entries(corpus)
    questions = corpus_questions(corpus, documents, probes)
    payload = {
        "documents": [d.model_dump(mode="json") for d in documents],
        "probes": [p.model_dump(mode="json") for p in probes],
        "questions": [q.model_dump(mode="json") for q in questions],
        "generator": generator_info(settings, corpus.templates),
    }
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def recorded_settings(corpus: dict[str, Any]) -> Settings:
    """The settings a docs/measured.json corpus record names (benchmarks/measured.py writes it)."""
    return Settings(seed=corpus["seed"], size=corpus["size"], layouts=corpus["layouts"],
                    scan_ratio=corpus["scanRatio"], questions=corpus["questions"],
                    procedural_layouts=corpus.get("proceduralLayouts", False),
                    producers=parse_producers(corpus.get("producers", "reportlab")))


def moved_corpora(corpora: dict[str, dict[str, Any]]) -> list[str]:
    """The names, sorted, of the recorded corpora whose plan's fingerprint is no longer the one recorded."""
    return [name for name, corpus in sorted(corpora.items())
            if plan_fingerprint(recorded_settings(corpus)) != corpus["fingerprint"]]


def stale_note(key: str, entry: dict[str, Any]) -> str:
    """What the prose quoting a docs/measured.json record marked stale says of it
    (benchmarks/measured.py marks it; tests/e2e/test_docs_numbers.py looks for the note)."""
    stale = entry["stale"]
    return (f"`{key}` is stale: {len(stale['corpora'])} of its {len(entry['corpora'])} corpora have moved since it "
            f"was measured ({stale['since']})")
