"""The selftest's diagnostic pipelines (harness/selftest/diagnostic.py): garbage answers a fixed
sentence per question."""

from __future__ import annotations

from harness.selftest.diagnostic import GarbagePipeline


def test_garbage_is_a_fixed_sentence_per_question() -> None:
    g = GarbagePipeline(["First sentence here. Second one is longer than that.", "A third sentence of text."])
    first = g.answer("What were the wages?").text
    assert first == g.answer("What were the wages?").text
    assert first in {"First sentence here.", "Second one is longer than that.", "A third sentence of text."}
