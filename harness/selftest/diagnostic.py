"""Diagnostic pipelines: they know nothing about retrieval, only about what a grade means.

- oracle: the answer assembled from the ground truth of the cited documents
  (harness.contract.oracle.ground_truth_answer), independent of the needles;
- decline: always the stock decline;
- garbage: a sentence of corpus text drawn with a fixed seed from the question's text.
"""

from __future__ import annotations

import hashlib
import random
import re

from harness.contract.grade import DECLINE
from harness.contract.manifest import CorpusManifest
from harness.contract.oracle import ground_truth_answer
from harness.pipelines.base import Answer


class OraclePipeline:
    def __init__(self, manifest: CorpusManifest) -> None:
        self.manifest = manifest
        self.by_text = {q.question: q for q in manifest.questions}

    def answer(self, question: str) -> Answer:
        q = self.by_text.get(question)
        if q is None:
            return Answer(DECLINE)
        return Answer(ground_truth_answer(q, self.manifest), list(q.must_cite_any))


class DeclinePipeline:
    def answer(self, question: str) -> Answer:
        return Answer(DECLINE)


_SENTENCE = re.compile(r"[^\n.!?]{12,200}[.!?]?")


class GarbagePipeline:
    """A random sentence of corpus text: fluent-looking, unrelated to the question."""

    def __init__(self, texts: list[str], seed: int = 0) -> None:
        sentences = sorted({m.group(0).strip() for t in texts for m in _SENTENCE.finditer(t)})
        self.sentences = sentences or ["The quick brown fox jumps over the lazy dog."]
        self.seed = seed

    def answer(self, question: str) -> Answer:
        digest = hashlib.sha256(f"{self.seed}\x1f{question}".encode()).digest()
        rng = random.Random(int.from_bytes(digest[:8], "big"))
        return Answer(self.sentences[rng.randrange(len(self.sentences))])
