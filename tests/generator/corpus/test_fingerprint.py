"""plan_fingerprint: what a measured number was measured on, without drawing a page."""

from __future__ import annotations

import re

from generator.corpus.fingerprint import moved_corpora, plan_fingerprint, stale_note
from generator.corpus.writer import Settings
from generator.producers.registry import parse_producers


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



def test_a_recorded_corpus_moved_when_its_fingerprint_is_not_the_plan_s() -> None:
    now = plan_fingerprint(Settings(seed=42, size="small", scan_ratio=0.0, producers=parse_producers("html"),
                                    procedural_layouts=True))
    record = {"seed": 42, "size": "small", "layouts": "all", "scanRatio": 0.0, "questions": None,
              "proceduralLayouts": True, "producers": "html"}
    corpora = {"b-fresh": {**record, "fingerprint": now}, "a-moved": {**record, "fingerprint": "0" * 16}}
    assert moved_corpora(corpora) == ["a-moved"]


def test_a_stale_record_s_note_names_its_moved_corpora_and_what_moved_them() -> None:
    entry = {"corpora": {"x": {}, "y": {}, "z": {}}, "stale": {"since": "a mend", "corpora": ["x", "z"]}}
    assert stale_note("dev-suite", entry) == ("`dev-suite` is stale: 2 of its 3 corpora have moved since it was "
                                              "measured (a mend)")
