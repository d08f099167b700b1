"""The OCR character error rate that ignores reading order (harness/contract/ocr_error.py)."""

from __future__ import annotations

from harness.contract.ocr_error import char_error_rate, order_free
from harness.scoring.curve import (
    document_cer,
)


def test_order_free_cer_ignores_reading_order_and_counts_misreads() -> None:
    assert order_free("Box 1\n  wages 52,340.17") == "1 52,340.17 Box wages"
    assert char_error_rate(order_free("a b c"), order_free("c b a")) == 0.0
    assert char_error_rate("wages", "wagcs") == 0.2
    assert document_cer({"w2": "Wages 100.00", "bill": "Due 5.00"}, {"w2": "100.00 Wagcs"}) == {"w2": 0.0833}
