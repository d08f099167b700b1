"""How far recovered text is from the text it should be: the character error rate.

One measure for the generator's scan benchmark and the harness's degradation curve.
`char_error_rate` is the Levenshtein distance over the reference's length, on text with
whitespace runs collapsed. `order_free` sorts a text's words first: a form's boxes read
in another order (an OCR engine's columns against a PDF's text layer) then cost nothing,
and a misread word still costs its characters.
"""

from __future__ import annotations

import re

import numpy as np

_SPACE = re.compile(r"\s+")


def normalize(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def order_free(text: str) -> str:
    """The words of a text, sorted, one space apart."""
    return " ".join(sorted(text.split()))


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
