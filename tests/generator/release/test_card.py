"""The release card: a hidden suite gives its seed phrase's hash, not its seeds; dev is tuned on."""

from __future__ import annotations

from pathlib import Path

from generator.release.card import release_card
from generator.release.tables import suite_tables
from harness.contract.suite import load_suite
from tests.support.suite_helpers import write_tiny_suite


def test_a_hidden_suite_publishes_the_phrase_hash_not_the_seeds(tmp_path: Path) -> None:
    folder = write_tiny_suite(tmp_path / "tiny", seeds=(1, 2))
    suite = load_suite(folder).model_copy(update={"seed_phrase_sha256": "f" * 64, "name": "test-hidden"})
    card = release_card(suite, suite_tables(folder, suite), "test", {"rag-gen": "0.1.0", "pyarrow": "26.0.1"})
    said = ("A hidden suite: its 2 households' seeds derive from a secret phrase whose SHA-256 is "
            f"`{'f' * 64}` (suite.json `seedPhraseSha256`). Once the phrase is revealed, `rag-gen verify suite "
            "--seed-phrase TEXT` checks that this hash commits to it and that the seeds are the ones it derives.")
    assert said in card
    assert "Seeds: " not in card
    assert "Report on this suite; tune on `dev`" in card


def test_dev_says_tune_here(tmp_path: Path) -> None:
    folder = write_tiny_suite(tmp_path / "tiny", seeds=(1,))
    suite = load_suite(folder).model_copy(update={"name": "dev"})
    card = release_card(suite, suite_tables(folder, suite), "validation", {"rag-gen": "0.1.0"})
    assert "This is the `dev` suite: tune on it." in card
    assert "  - split: validation\n    path: data/questions/validation.parquet\n" in card
