"""The dataset card of the generated seed-42 small corpus names every docType it holds."""

from __future__ import annotations

from pathlib import Path

from generator.corpus.card import dataset_card
from harness.contract.manifest import load_manifest


def test_generated_corpus_card_mentions_every_doctype(small42: Path) -> None:
    m = load_manifest(small42)
    card = (small42 / "README.md").read_text(encoding="utf-8")
    assert card == dataset_card(m)
    for doc_type in {d.doc_type or "untyped" for d in m.documents or []}:
        assert f"| {doc_type} |" in card, doc_type
    assert "    rag-gen --seed 42 --size small --year 2025 --layout-source curated --producers reportlab --out DIR" \
        in card
