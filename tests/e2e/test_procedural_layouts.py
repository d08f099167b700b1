"""`rag-gen --layout-source procedural`: every document in its
issuer's procedural layout, recorded, shown on the card, verified; without the flag nothing
is recorded (a default corpus keeps its bytes: the locks, tests/e2e/test_verify.py)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from generator.cli import main as rag_gen
from generator.corpus.verify import verify_corpus
from harness.contract.manifest import load_manifest
from tests.support.clirunner import invoke


@pytest.fixture(scope="module")
def procedural(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("procedural") / "seed-42"
    r = invoke(rag_gen, "--seed", "42", "--size", "small", "--scan-ratio", "0", "--workers", "1", "--quiet",
               "--layout-source", "procedural", "--producers", "reportlab", "--out", str(out))
    assert (r.code, r.err) == (0, "")
    return out


def test_every_document_records_a_procedural_layout_one_per_issuer_and_template(procedural: Path) -> None:
    m = load_manifest(procedural)
    docs = m.documents or []
    assert (m.generator or {})["proceduralLayouts"] == "true"
    assert all(re.fullmatch(r"procedural:[0-9a-f]{12}", d.layout or "") for d in docs)
    stubs = [d.layout for d in docs if d.template == "pay-stub"]
    assert len(stubs) == 2 and len(set(stubs)) == 1  # one employer's two stubs share its layout
    # 17 documents of 15 (template, issuer) pairs; the corrected 1099-INT's layout is its original's and a mark
    assert (len(docs), len({d.layout for d in docs})) == (17, 16)


def test_the_ground_truth_is_in_every_pdf_and_the_card_regenerates_with_the_flag(procedural: Path) -> None:
    for d in load_manifest(procedural).documents or []:
        pdf = pdfium.PdfDocument(procedural / d.file)
        text = " ".join(" ".join(pdf[i].get_textpage().get_text_range().split()) for i in range(len(pdf)))
        pdf.close()
        assert [k for k, v in (d.ground_truth or {}).items() if " ".join(v.split()) not in text] == [], d.file
    card = (procedural / "README.md").read_text()
    assert "    rag-gen --seed 42 --size small --year 2025 --layout-source procedural --producers reportlab --out DIR" \
        in card
    assert "| label strings | 141 | 63 | 44.7% |" in card  # the novelty of its 5 seen and 10 unseen layouts


def test_a_procedural_corpus_verifies(procedural: Path) -> None:
    assert verify_corpus(procedural).problems == []


def test_an_unseen_procedural_corpus_asks_what_a_seen_one_asks(tmp_path: Path) -> None:
    """Before: 24 questions on seed 42 small unseen (33 seen), no table or list question: the
    derivations could not read rows printed `12/04/25` or `12.00-` (harness/contract/derive.py
    now reads the ground truth with the instrument's readers too), and one negative fewer: a
    lookalike's amounts printed `$ 84,085.26` were no amounts to ban (negative.py)."""
    counts = {}
    for split in ("seen", "unseen"):
        out = tmp_path / split
        r = invoke(rag_gen, "--seed", "42", "--size", "small", "--scan-ratio", "0", "--workers", "1", "--quiet",
                   "--layout-source", "procedural", "--layouts", split, "--out", str(out))
        assert (r.code, r.err) == (0, "")
        counts[split] = sorted(Counter(q.category for q in load_manifest(out).questions).items())
    assert counts["seen"] == [("aggregation", 3), ("comparison", 3), ("crossdoc", 3), ("doctype", 3), ("list", 3),
                              ("lookup", 5), ("negative", 4), ("supersede", 3), ("table", 3), ("temporal", 3)]
    assert counts["unseen"] == counts["seen"]
