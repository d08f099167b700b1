"""The tesseract engine (through pytesseract): one page image -> (text, confidence, words).

Tesseract runs with OMP_THREAD_LIMIT=1: its OpenMP threads make it slower on a small
machine; parallelism comes from running pages in separate processes instead.
"""

from __future__ import annotations

import os
from typing import Any

from harness.ingest.ocr_words import OcrEngineError, Word

NAME = "tesseract"
SMOOTH_BILEVEL = True  # a dithered page is blurred back into strokes first (harness/ingest/ocr.py)
# rules and dot leaders erased first (harness/ingest/page_marks.py): with --psm 6 tesseract finds no
# lines of its own, and read a ruled box's value or a leader's as junk
ERASE_MARKS = True
# Page segmentation: one block of text lines across the page (6), not tesseract's automatic layout
# analysis (3). The automatic analysis made a form's side-by-side boxes blocks of their own, read in
# an order that put a box's value before its label (a W-2c's "previously reported" box), and left
# some framed regions unread (the printed values found in the page text of two households' scans:
# 175 of 198, 188 with psm 6); as lines across the page a label and its value keep their places
# (the harvest splits a line into cells at its wide gaps: harness/harvest/cells.py). Measured on
# eight `seen:fit` households, every document scanned: fields 608 -> 628 of 810, docTypes 132 -> 134
# of 135 (psm 4, one column of lines of any size: 623; psm 11, sparse words: 576), and a page reads
# in two thirds of the time.
PAGE_SEGMENTATION = "--psm 6"


def version() -> str:
    """The tesseract binary's version; raises when pytesseract or the binary is missing."""
    import pytesseract

    return str(pytesseract.get_tesseract_version())


def words_from_data(data: dict[str, list[Any]]) -> list[Word]:
    """Every recognized word: text, left, top, width, height, block, paragraph, line, confidence."""
    out = []
    for i, word in enumerate(data["text"]):
        word = (word or "").strip()
        if word:
            out.append((word, int(data["left"][i]), int(data["top"][i]), int(data["width"][i]),
                        int(data["height"][i]), int(data["block_num"][i]), int(data["par_num"][i]),
                        int(data["line_num"][i]), round(float(data["conf"][i]))))
    return out


def text_from_data(data: dict[str, list[Any]]) -> tuple[str, float | None]:
    """Page text (words joined by line, blank line between blocks) and mean word confidence."""
    lines: dict[tuple[int, int, int], list[str]] = {}
    confs: list[float] = []
    for i, word in enumerate(data["text"]):
        word = (word or "").strip()
        if not word:
            continue
        key = (int(data["block_num"][i]), int(data["par_num"][i]), int(data["line_num"][i]))
        lines.setdefault(key, []).append(word)
        conf = float(data["conf"][i])
        if conf >= 0:
            confs.append(conf)
    out: list[str] = []
    last_block = None
    for key in lines:  # insertion order is tesseract's reading order
        if last_block is not None and key[0] != last_block:
            out.append("")
        out.append(" ".join(lines[key]))
        last_block = key[0]
    confidence = round(sum(confs) / len(confs), 2) if confs else None
    return "\n".join(out), confidence


def ocr_image(image: Any, lang: str = "eng") -> tuple[str, float | None, list[Word]]:
    """Text, mean word confidence (0-100) and word boxes of one page image."""
    import pytesseract

    os.environ["OMP_THREAD_LIMIT"] = "1"
    # pytesseract hands tesseract a temporary file in the image's format: BMP costs ~2 ms to
    # write where PNG costs ~100 ms a page
    image.format = "BMP"
    try:
        data = pytesseract.image_to_data(image, lang=lang, output_type=pytesseract.Output.DICT,
                                         config=PAGE_SEGMENTATION)
    except pytesseract.TesseractError as exc:
        raise OcrEngineError(f"tesseract failed: {exc.message}") from None
    text, conf = text_from_data(data)
    return text, conf, words_from_data(data)
