"""The selftest's defective pipelines (harness/selftest/defects.py): the open docType of a
classifier without exclusions."""

from __future__ import annotations

from harness.selftest.defects import open_type


def test_open_type_is_what_a_classifier_without_exclusions_says() -> None:
    assert open_type("It is not a United States Form W-2 and is not filed") == "W-2"
    assert open_type("Form W-2c Corrected Wage and Tax Statement") == "W-2c"
    assert open_type("Instructions for Recipient of Form 1099-INT") == "1099-INT"
    assert open_type("Dear Tyler, thank you for your documents.") is None
