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

from generator.corpus.writer import Settings, build_corpus, corpus_questions, generator_info, planned_entries


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
