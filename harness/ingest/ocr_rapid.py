"""The RapidOCR engine (rapidocr-onnxruntime: PaddleOCR's PP-OCRv4 models on onnxruntime, the
models inside the wheel, nothing downloaded): one page image -> (text, confidence, words).

RapidOCR finds text boxes (a line, or the part of a line between wide gaps) and reads each
with a score. Boxes become tesseract-shaped words (harness/ingest/ocr_words.py): boxes are
put in rows (a box whose middle lies within the first box of the row), a row is a block, a
box is a line of it, so the harvest's cells are RapidOCR's boxes; a box's text is split at
spaces, each word given its share of the box's width by characters; a word's confidence
is its box's score * 100. The page text is a line per row, boxes left to right.
onnxruntime runs on one thread per session: pages run in separate processes instead, and
one thread keeps its float reductions in one order (same image, same words).
"""

from __future__ import annotations

import unicodedata
from typing import Any

from harness.ingest.ocr_words import OcrEngineError, Word

NAME = "rapidocr"
DISTRIBUTIONS = ("rapidocr-onnxruntime", "onnxruntime")
# A blurred bilevel page loses RapidOCR spaces between words ("2Federalincometaxwithheld"):
# pages go to it as rasterized.
SMOOTH_BILEVEL = False
ERASE_MARKS = False  # its text detector finds lines past rules (not measured with the erasing)

_engine: Any = None  # one per process: loading the three models takes about a second

Box = tuple[int, int, int, int, str, float]  # left, top, right, bottom, text, score


def version() -> str:
    """rapidocr-onnxruntime's version; raises ImportError when it cannot be imported."""
    import rapidocr_onnxruntime  # noqa: F401  (the import is the check)

    from harness.runtime.versions import dist_version

    return dist_version(DISTRIBUTIONS[0])


def _load() -> Any:
    global _engine
    if _engine is None:
        from rapidocr_onnxruntime import RapidOCR

        _engine = RapidOCR(intra_op_num_threads=1, inter_op_num_threads=1)
    return _engine


def boxes_from_result(result: list[Any] | None) -> list[Box]:
    """RapidOCR's [points, text, score] per box as (left, top, right, bottom, text, score).
    The text is NFKC-normalized: the models' Chinese alphabet reads a comma as "，" (U+FF0C)."""
    out = []
    for points, text, score in result or []:
        text = unicodedata.normalize("NFKC", str(text)).strip()
        if text:
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            out.append((round(min(xs)), round(min(ys)), round(max(xs)), round(max(ys)), text, float(score)))
    return out


def rows(boxes: list[Box]) -> list[list[Box]]:
    """Boxes in rows, top to bottom, each row left to right."""
    out: list[list[Box]] = []
    for box in sorted(boxes, key=lambda b: (b[1], b[0], b[3], b[2], b[4])):
        middle = (box[1] + box[3]) / 2
        if out and out[-1][0][1] <= middle <= out[-1][0][3]:
            out[-1].append(box)
        else:
            out.append([box])
    return [sorted(row, key=lambda b: (b[0], b[1])) for row in out]


def words_from_rows(page_rows: list[list[Box]]) -> list[Word]:
    """Each box's words with their share of its width; block = row, line = box in the row."""
    words: list[Word] = []
    for block, row in enumerate(page_rows, start=1):
        for line, (left, top, right, bottom, text, score) in enumerate(row, start=1):
            n, width = len(text), max(1, right - left)
            start = 0
            for word in text.split():
                a = text.index(word, start)
                start = a + len(word)
                x0, x1 = left + width * a // n, left + width * start // n
                words.append((word, x0, top, max(1, x1 - x0), max(1, bottom - top), block, 1, line,
                              round(score * 100)))
    return words


def ocr_image(image: Any, lang: str = "eng") -> tuple[str, float | None, list[Word]]:
    """Text, mean word confidence (0-100) and word boxes of one page image. `lang` is
    tesseract's: RapidOCR's packaged models read Latin script and Chinese, whatever it says."""
    import numpy as np

    engine = _load()
    try:
        result, _ = engine(np.asarray(image))
    except Exception as exc:  # onnxruntime and OpenCV raise their own; one page must not stop the run
        raise OcrEngineError(f"rapidocr failed: {exc}") from None
    page_rows = rows(boxes_from_result(result))
    words = words_from_rows(page_rows)
    text = "\n".join(" ".join(b[4] for b in row) for row in page_rows)
    confidence = round(sum(w[8] for w in words) / len(words), 2) if words else None
    return text, confidence, words
