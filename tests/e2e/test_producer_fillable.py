"""`--producers fillable` and `fillable-flattened` on the seed-42 small household, born-digital
only: the bundled ingest and the probe, counted on the documents each producer wrote.

A fillable form's values are in its fields, not in the page's text layer, and a flattened
form's values are drawn from Form XObjects stamped after the page's content, so pdfium's text
lists them after every label. The ingest reads the fields and places each value, and each
flattened value, after its label by position (harness/ingest/placement.py): it recovers what
it recovers from the same documents drawn by reportlab.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.corpus.writer import Settings, write_corpus
from harness.contract.manifest import load_manifest
from harness.ingest.build import ingest
from harness.ingest.settings import IngestConfig
from harness.scoring.probe import probe_store
from harness.store.database import open_store

pytestmark = pytest.mark.slow


def _recovered(tmp: Path, producer: str) -> tuple[int, int, int]:
    """(documents the producer wrote, fields of theirs the probe recovered, their fields)."""
    corpus = tmp / "corpus"
    write_corpus(Settings(42, 2025, "small", scan_ratio=0.0, producers=(producer,),
                          procedural_layouts=False), corpus, workers=1)
    ingest(corpus, tmp / "store", IngestConfig(skip=frozenset({"embed"})))
    manifest = load_manifest(corpus)
    written = {d.file for d in manifest.documents or [] if d.producer}
    with open_store(tmp / "store", corpus) as store:
        rows = [r for r in probe_store(store, manifest).fields if r.document in written]
    return len(written), sum(r.ok for r in rows), len(rows)


@pytest.fixture(scope="module")
def fillable(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, int, int]:
    return _recovered(tmp_path_factory.mktemp("fillable"), "fillable")


@pytest.fixture(scope="module")
def flattened(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, int, int]:
    return _recovered(tmp_path_factory.mktemp("flattened"), "fillable-flattened")


def test_the_ingest_recovers_a_forms_fields_as_it_does_reportlabs(fillable: tuple[int, int, int],
                                                                  flattened: tuple[int, int, int]) -> None:
    # the same ten documents written by reportlab: 56/58 of their fields recovered; before the ingest
    # read form fields and placed flattened values by position, 21/58 on both
    assert fillable == (10, 56, 58)
    assert flattened == (10, 56, 58)
