"""The selftest's defective pipelines (harness/selftest/defects.py): the open docType of a
classifier without exclusions."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

from harness.contract.manifest import CorpusManifest, DocTypeGroundTruthRow
from harness.pipelines.extractive.pipeline import ExtractivePipeline
from harness.selftest.defects import fail_open, must_stay_untyped, open_type


def test_open_type_is_what_a_classifier_without_exclusions_says() -> None:
    assert open_type("It is not a United States Form W-2 and is not filed") == "W-2"
    assert open_type("Form W-2c Corrected Wage and Tax Statement") == "W-2c"
    assert open_type("Instructions for Recipient of Form 1099-INT") == "1099-INT"
    assert open_type("Dear Tyler, thank you for your documents.") is None


def _facts_only(types: dict[str, str | None], texts: dict[str, str]) -> ExtractivePipeline:
    # fail_open reads and writes only `pipeline.facts.types` and `.texts`; a real pipeline needs an
    # ingested store, so the real path is tested on a generated corpus (tests/e2e/test_selftest.py)
    return cast(ExtractivePipeline, SimpleNamespace(facts=SimpleNamespace(types=types, texts=texts)))


TEXTS = {"letter.pdf": "Dear Tyler, enclosed is your Form W-2 copy.",
         "missed.pdf": "Interest income 1099-INT Payer's TIN",
         "w2.pdf": "Form W-2 Wage and Tax Statement"}


def test_fail_open_types_only_the_lookalikes_when_the_corpus_names_them() -> None:
    types: dict[str, str | None] = {"letter.pdf": None, "missed.pdf": None, "w2.pdf": "W-2"}
    pipeline, typed = fail_open(_facts_only(types, TEXTS), {"letter.pdf"})
    assert typed == {"letter.pdf": "W-2"}
    # a real document the harvest left untyped stays untyped: typing it would raise the score
    assert pipeline.facts.types == {"letter.pdf": "W-2", "missed.pdf": None, "w2.pdf": "W-2"}


def test_fail_open_types_every_untyped_document_without_ground_truth() -> None:
    types: dict[str, str | None] = {"letter.pdf": None, "missed.pdf": None, "w2.pdf": "W-2"}
    _, typed = fail_open(_facts_only(types, TEXTS))
    assert typed == {"letter.pdf": "W-2", "missed.pdf": "1099-INT"}


def test_must_stay_untyped_reads_the_doctype_ground_truth() -> None:
    rows = [DocTypeGroundTruthRow(document="w2.pdf", expected_type="W-2"),
            DocTypeGroundTruthRow(document="letter.pdf", expected_type=None)]
    assert must_stay_untyped(CorpusManifest(name="c", description="d", questions=[],
                                            doc_type_ground_truth=rows)) == {"letter.pdf"}
    assert must_stay_untyped(CorpusManifest(name="c", description="d", questions=[])) is None
