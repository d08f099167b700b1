"""A garbage text layer's lines, their characters read by OCR.

A font without a Unicode map leaves a page's text layer wrong in its characters only: its
lines still sit where the page prints them, in the order the page was written (a label and
its value on one line, `Parcel ID 556-354-698-5612`), which OCR's own layout analysis often
splits (the labels of a column in one block, their values in another). So an OCRed garbage
page is read into the text layer's lines: each OCR word goes to the line whose box holds its
centre (the nearest within half a line's height; of two that hold it, the one whose middle is
nearer), the words of a line left to right, the lines
in the text layer's order. When fewer than `MIN_SHARE` of the words find a line (the layer's
geometry is no guide: a page of images with a token text layer), the OCR text stands as it
is. Words no line holds follow, in OCR's order. Pure: boxes and words in, text out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

MIN_SHARE = 0.8  # of the OCR words (by characters) that must find a line of the text layer

PixelBox = tuple[float, float, float, float]  # left, top, right, bottom (pixels, y down)


def _distance(box: PixelBox, x: float, y: float) -> tuple[float, float]:
    left, top, right, bottom = box
    return max(left - x, 0.0, x - right), max(top - y, 0.0, y - bottom)


def relabel(rows: Sequence[PixelBox], words: Sequence[Sequence[Any]]) -> str | None:
    """The text of the layer's lines (`rows`, in the layer's order, in the OCR image's pixels)
    spelled by the OCR `words` (tesseract's shape); None when too few words find a line."""
    held: list[list[tuple[float, str]]] = [[] for _ in rows]
    loose: list[str] = []
    placed = total = 0
    for word in words:
        text, left, top, width, height = str(word[0]), *(float(v) for v in word[1:5])
        if not text.strip():
            continue
        total += len(text)
        x, y = left + width / 2, top + height / 2
        best: tuple[float, float, int] | None = None
        for i, box in enumerate(rows):
            dx, dy = _distance(box, x, y)
            reach = (box[3] - box[1]) / 2
            key = (dx + dy, abs(y - (box[1] + box[3]) / 2), i)  # inside two: the one centred nearer
            if dx <= reach and dy <= reach and (best is None or key < best):
                best = key
        if best is None:
            loose.append(text)
        else:
            held[best[2]].append((left, text))
            placed += len(text)
    if not total or placed < MIN_SHARE * total:
        return None
    lines = [" ".join(t for _, t in sorted(row, key=lambda w: w[0])) for row in held if row]
    if loose:
        lines.append(" ".join(loose))
    return "\n".join(lines)
