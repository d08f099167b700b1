"""plan_fingerprint: what a measured number was measured on, without drawing a page."""

from __future__ import annotations

import re

from generator.corpus.fingerprint import plan_fingerprint
from generator.corpus.writer import Settings


def test_the_same_settings_give_the_same_fingerprint() -> None:
    first = plan_fingerprint(Settings(seed=42, size="small"))
    assert re.fullmatch(r"[0-9a-f]{16}", first)
    assert plan_fingerprint(Settings(seed=42, size="small")) == first


def test_what_changes_the_corpus_changes_the_fingerprint() -> None:
    prints = {
        plan_fingerprint(Settings(seed=42, size="small")),
        plan_fingerprint(Settings(seed=43, size="small")),
        plan_fingerprint(Settings(seed=42, size="small", layouts="unseen")),
        plan_fingerprint(Settings(seed=42, size="small", scan_ratio=0.0)),
        plan_fingerprint(Settings(seed=42, size="small", questions=40)),
    }
    assert len(prints) == 5

