"""A corpus generated with rag-gen --questions N records its budget and verifies."""

from __future__ import annotations

from pathlib import Path

from generator.corpus.verify import verify_corpus
from generator.corpus.writer import Settings, write_corpus
from harness.contract.manifest import (
    load_manifest,
)


def test_a_budgeted_corpus_records_its_budget_and_verifies(tmp_path: Path) -> None:
    out = tmp_path / "seed-42"
    m = write_corpus(Settings(42, 2025, "small", questions=40), out)
    assert len(m.questions) == 40
    assert (m.generator or {})["questions"] == "40"
    assert load_manifest(out) == m
    card = (out / "README.md").read_text()
    assert ("    rag-gen --seed 42 --size small --year 2025 --questions 40 --layout-source procedural --producers "
            "reportlab,fillable,fillable-flattened,glyph-positioned,no-unicode-map,html,searchable-scan,rotated,a4,"
            "legal,landscape,mailing --out DIR\n") in card
    result = verify_corpus(out)
    assert (result.ok, result.checked) == (True, 20)
