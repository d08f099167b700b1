"""Measure OCR damage: tesseract text, probe-value recovery and character error rate."""

from __future__ import annotations

import os
from collections.abc import Iterable

from PIL import Image

from harness.contract.ocr_error import char_error_rate, normalize

__all__ = ["char_error_rate", "normalize", "ocr_text", "recovered"]


def ocr_text(image: Image.Image, lang: str = "eng") -> str:
    """Tesseract through pytesseract, single-threaded (OMP_THREAD_LIMIT=1 unless already set:
    its OpenMP threads cost more than they give, docs/benchmarks.md; parallelize pages in
    processes instead)."""
    import pytesseract

    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    return str(pytesseract.image_to_string(image.convert("L") if image.mode == "1" else image, lang=lang))


def recovered(text: str, expected: str, accept: Iterable[str] = ()) -> bool:
    """True when `expected` or any accepted shape appears in the OCR text (whitespace collapsed)."""
    hay = normalize(text)
    return any(normalize(needle) in hay for needle in (expected, *accept))
