"""The selftest's forms-off defect: on a household whose forms are fillable, an ingest that leaves
form fields unread (`--skip forms`) must show, and the questions on other documents must hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.corpus.writer import Settings, write_corpus
from harness.selftest import run_selftest

pytestmark = pytest.mark.slow
# seed 42 small, born-digital, reportlab and fillable drawn per document: 7 questions cite only fillable forms
DROP = "fillable-form: 6/7 correct -> 3/7 with extractive:forms-off"
# (18/20 until the list mends of 2026-12-05: a card's purchases under an amount, asked as under it; 19/20 until
# a possessive was no part of a name, 2026-12-06)
HOLD = "other-document: 20/20 correct -> 20/20 with extractive:forms-off"


def test_an_ingest_that_ignores_form_fields_is_caught(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    write_corpus(Settings(42, size="small", scan_ratio=0.0, producers=("reportlab", "fillable"),
                          procedural_layouts=False), corpus, workers=2)
    result = run_selftest(corpus, tmp_path / "selftest", workers=2)
    forms = {e.name: e for e in result.expectations if e.name.startswith("extractive:forms-off")}
    drop = forms["extractive:forms-off: questions whose evidence is a fillable form drop"]
    hold = forms["extractive:forms-off: questions on other documents hold"]
    assert (drop.verdict, hold.verdict) == ("PASS", "PASS"), (drop.detail, hold.detail)
    assert drop.detail == DROP and hold.detail == HOLD
