"""The erase before OCR as it was written first (harness/ingest/page_marks.py up to erase12; with
scans12's print spared from the rules across since): every filter a whole-page scipy.ndimage pass. The
harness's version computes the same image bit for bit, faster; tests (tests/harness/ingest/test_page_marks.py,
tests/e2e/test_page_marks_corpus.py) and benchmarks/bench_ingest.py --erase hold it to this one. Its
constants are the harness's own.
"""

from __future__ import annotations

from typing import Any

from harness.ingest.page_marks import (
    DOT_SHARE,
    DRIFT,
    EDGE,
    FILL_SHARE,
    GAP_SHARE,
    INK_SHARE,
    NEAR,
    PAPER_SHARE,
    RULE_SHARE,
    SIDE_SHARE,
    SMOOTH,
    TEXT_SHARE,
    THICK_SHARE,
)


def _runs(mask: Any, length: int, axis: int) -> Any:
    """The pixels of `mask` in runs of at least `length` set pixels along `axis` (an opening)."""
    import numpy as np
    from scipy import ndimage

    length |= 1  # odd: a centred window opens exactly
    m = mask.view(np.uint8)
    eroded = ndimage.minimum_filter1d(m, length, axis=axis, mode="constant", cval=0)
    return ndimage.maximum_filter1d(eroded, length, axis=axis, mode="constant", cval=0).view(bool)


def _rules(ink: Any, lengths: tuple[int, int], thick: int) -> Any:
    """Ink in thin runs across the page (`lengths[0]` long) or down it (`lengths[1]`), each looked
    for in a band of 2 * DRIFT + 1 rows or columns: a rule a scan or a photo turned stays one run."""
    import numpy as np
    from scipy import ndimage

    out = None
    for axis, length in ((1, lengths[0]), (0, lengths[1])):
        other = 1 - axis
        band = ndimage.maximum_filter1d(ink.view(np.uint8), 2 * DRIFT + 1, axis=other).view(bool)
        run = _runs(band, length, axis)
        run &= ~_runs(run, thick, other)  # a fill, not a rule
        if axis == 1:
            run = _without_print(run, ink)
        out = run if out is None else out | run
    # a dark band's ink between its light letters (a banner's reversed heading) runs across or down
    # it as thin as a rule: what lies in ink, as a fill does, is no rule (a rule's square is mostly paper)
    dense = ndimage.uniform_filter(ink.astype(np.float32), size=2 * thick + 1) >= FILL_SHARE
    return out & ink & ~dense


def _without_print(run: Any, ink: Any) -> Any:
    """`run` (thin runs across the page) without the runs with ink next to them (NEAR rows over them and NEAR
    under them) on both sides along TEXT_SHARE of their length or more: a word's strokes, no rule."""
    import numpy as np
    from scipy import ndimage

    labels, count = ndimage.label(run, structure=np.ones((3, 3), dtype=bool))
    keep = np.zeros(count + 1, dtype=bool)
    for i, box in enumerate(ndimage.find_objects(labels), 1):
        if box is None:
            continue
        rows, cols = box
        over = ink[max(0, rows.start - NEAR - 1):max(0, rows.start - 1), cols]
        under = ink[rows.stop + 1:rows.stop + NEAR + 1, cols]
        keep[i] = min(float(side.any(axis=0).mean()) if side.size else 0.0 for side in (over, under)) < TEXT_SHARE
    return keep[labels] & run


def _dots(ink: Any, dot: int, gap: int, length: int) -> Any:
    """Ink of the dots that are no print: a leader's (small blobs that, each stretched `gap`
    sideways, join into a run of `length` along a row) and specks (a small blob with no print
    within `gap`: a full stop, a decimal point, an ellipsis sit by their letters)."""
    import numpy as np
    from scipy import ndimage

    labels, count = ndimage.label(ink, structure=np.ones((3, 3), dtype=bool))
    small = np.zeros(count + 1, dtype=bool)
    for i, box in enumerate(ndimage.find_objects(labels), 1):
        if box is not None and box[0].stop - box[0].start <= dot and box[1].stop - box[1].start <= dot:
            small[i] = True
    dots = small[labels]
    stretched = ndimage.maximum_filter1d(dots.view(np.uint8), 2 * gap + 1, axis=1).view(bool)
    hit = np.zeros(count + 1, dtype=bool)
    hit[np.unique(labels[_runs(stretched, length, 1) & dots])] = True
    near_print = ndimage.maximum_filter((ink & ~dots).view(np.uint8), size=2 * gap + 1).view(bool)
    speck = small.copy()
    speck[np.unique(labels[dots & near_print])] = False
    hit |= speck
    hit[0] = False
    return hit[labels]


def erase_marks(image: Any) -> Any:
    """A grayscale page image with its rules, dot leaders and specks painted the paper around them."""
    import numpy as np
    from PIL import Image
    from scipy import ndimage

    pixels = np.asarray(image)
    width = pixels.shape[1]
    # the paper where each pixel is: the lightest patch around it (a photo's paper is grey, lit
    # unevenly, and dark past its edges; a patch, not a pixel: a speck of noise is no paper)
    smooth = ndimage.uniform_filter(pixels, size=SMOOTH)  # the paper's grain averaged away
    paper = ndimage.maximum_filter(smooth, size=max(3, round(width * PAPER_SHARE)) | 1)
    ink = pixels < INK_SHARE * paper
    length = max(8, round(width * RULE_SHARE))
    erase = _rules(ink, (length, max(8, round(width * SIDE_SHARE))), max(3, round(width * THICK_SHARE)))
    erase |= _dots(ink & ~erase, max(3, round(width * DOT_SHARE)), max(2, round(width * GAP_SHARE)), length)
    if not erase.any():
        return image
    # and the grey of their edges, which is no ink; the print they touch stays
    erase = ndimage.maximum_filter(erase.view(np.uint8), size=2 * EDGE + 1).view(bool) & ~(ink & ~erase)
    out = pixels.copy()
    out[erase] = paper[erase]
    return Image.fromarray(out)
