"""Measure OCR damage: tesseract text, probe-value recovery and character error rate."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

import numpy as np
from PIL import Image

_SPACE = re.compile(r"\s+")


def normalize(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def ocr_text(image: Image.Image, lang: str = "eng") -> str:
    """Tesseract through pytesseract, single-threaded (OMP_THREAD_LIMIT=1 unless already set:
    its OpenMP is twice slower on 2 cores; parallelize pages in processes instead)."""
    import pytesseract

    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    return str(pytesseract.image_to_string(image.convert("L") if image.mode == "1" else image, lang=lang))


def recovered(text: str, expected: str, accept: Iterable[str] = ()) -> bool:
    """True when `expected` or any accepted shape appears in the OCR text (whitespace collapsed)."""
    hay = normalize(text)
    return any(normalize(needle) in hay for needle in (expected, *accept))


def char_error_rate(reference: str, hypothesis: str) -> float:
    """Levenshtein distance / len(reference), on whitespace-collapsed text (numpy row DP)."""
    ref, hyp = normalize(reference), normalize(hypothesis)
    if not ref:
        return 0.0 if not hyp else 1.0
    h = np.frombuffer(hyp.encode("utf-32-le"), dtype=np.uint32)
    idx = np.arange(h.size + 1, dtype=np.int64)
    row = idx.copy()
    for ch in ref:
        code = np.uint32(ord(ch))
        tmp = np.empty_like(row)
        tmp[0] = row[0] + 1
        tmp[1:] = np.minimum(row[1:] + 1, row[:-1] + (h != code))
        row = np.minimum.accumulate(tmp - idx) + idx
    return float(row[-1]) / len(ref)
