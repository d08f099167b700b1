"""`--producers html`: a small born-digital corpus laid out by WeasyPrint, verified, ingested and probed."""

from __future__ import annotations

import pytest

from generator.corpus.verify import verify_corpus
from tests.support.producer_probe import Probed, probe_producer

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def probed(tmp_path_factory: pytest.TempPathFactory) -> Probed:
    return probe_producer(tmp_path_factory.mktemp("producer-html"), "html")


def test_every_document_is_written_by_weasyprint_and_verify_regenerates_its_bytes(probed: Probed) -> None:
    docs = probed.manifest.documents or []
    assert len(docs) == 17 and {d.rendering for d in docs} == {"born-digital"}
    assert {(d.producer or {}).get("name") for d in docs} == {"html"}
    assert {(d.producer or {}).get("engine") for d in docs} == {"weasyprint 70.0"}
    assert probed.manifest.generator["producers"] == "html"
    result = verify_corpus(probed.corpus, workers=1)
    assert result.ok, result


def test_the_ingest_reads_the_text_layer_and_recovers_most_fields(probed: Probed) -> None:
    assert set().union(*probed.sources.values()) == {"text-layer"}
    # seed 42: 87/102 (reportlab's own layout: 97/102); the flowed page moves labels away from their values
    assert probed.field_share >= 0.85
    assert probed.probe.summary.doc_types.passed == probed.probe.summary.doc_types.total == 17


@pytest.mark.xfail(strict=True, reason="under 90% here, all layouts (issue 27: at least 90% of born-digital probe "
                                       "fields on every producer, for seen layouts: 92.5% over seeds 42-51)")
def test_the_ingest_recovers_nine_fields_in_ten(probed: Probed) -> None:
    assert probed.field_share >= 0.9
