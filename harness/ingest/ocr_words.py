"""What every OCR engine returns for a page: its text, a confidence and word boxes.

A word is tesseract's shape, which the harvest reads (harness/harvest/cells.py groups words
into cells by (block, paragraph, line) and by the gaps between them): text, left, top,
width, height (pixels), block, paragraph, line, confidence (0-100).
"""

from __future__ import annotations

Word = tuple[str, int, int, int, int, int, int, int, int]


class OcrEngineError(Exception):
    """The engine failed on one page; the message is recorded as the page's error."""
