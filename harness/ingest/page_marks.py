"""Marks on a page image that are no print, erased before OCR reads it: ruled lines (a box's
frame, a table's rules, an underline), dot leaders ("Net pay ........ 1,234.56") and specks.

With one block of lines across the page (tesseract's --psm 6, harness/ingest/ocr_tesseract.py)
the engine does no line finding of its own: a rule under or through a line of print made it
read the line as junk or drop it, and a leader's dots were read as letters ("ue ee ee",
"....0..0.cccccc") that swallowed the value after them. Sizes are shares of the page's width
(a letter page's 8.5 inches), so they hold at any resolution:
- a rule is a run of ink at least RULE_SHARE of the width long (half an inch) across, or down,
  the page, and thin (under THICK_SHARE: a shaded box's fill is no rule, its print stays); the
  rows either side of a row are looked at with it, so a rule a scan turned a little stays one run;
  a run where ink covers FILL_SHARE of the square around it is a dark band's, no rule (a banner's
  ink between its reversed, paper-light letters: erased, it cut the issuer's name into junk);
- a leader is a row of dots (blobs of ink at most DOT_SHARE across), each within GAP_SHARE of the
  next, running at least RULE_SHARE: a sentence's full stop, a decimal point, an ellipsis are too
  few to make one;
- a speck is such a dot with no print (ink but dots) within GAP_SHARE (a photocopy's toner, a fax's
  noise, read as ". , ; —" between a label and its value); a full stop, a decimal point, an ellipsis
  sit by their letters (specks by a fax's print stay too; looking twice as far for print kept more
  of them, and a fax W-2 lost 3 fields to their junk).
Ink is what is darker than INK_SHARE of the paper around it (the lightest patch within PAPER_SHARE):
a photo's grey or shadowed paper and the dark beyond its edges are no ink; an erased mark is painted
that paper, with the grey of its edges (EDGE pixels).
"""

from __future__ import annotations

from typing import Any

RULE_SHARE = 1 / 17  # half an inch of a letter page's width
SIDE_SHARE = 1 / 30  # a rule down the page: a box's side, taller than a heading's letters (0.28 inch)
DRIFT = 2  # pixels a rule may drift from its row (or column) in a run
THICK_SHARE = 1 / 100  # a rule is thinner than this (0.085 inch: two rules a few pixels apart too); a fill is thicker
FILL_SHARE = 0.45  # a run where ink covers this share of the square around it (2 * THICK across) is a fill's
DOT_SHARE = 1 / 300  # a dot's box, at most this across and down
GAP_SHARE = 1 / 100  # from one dot of a leader to the next
INK_SHARE = 0.78  # ink is darker than this share of the paper's grey (200 on white paper)
PAPER_SHARE = 1 / 25  # the paper around a pixel: the lightest pixel this share of the width around it
SMOOTH = 9  # pixels of a patch of paper
EDGE = 2  # pixels of a mark's grey edge erased with it


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
        out = run if out is None else out | run
    # a dark band's ink between its light letters (a banner's reversed heading) runs across or down
    # it as thin as a rule: what lies in ink, as a fill does, is no rule (a rule's square is mostly paper)
    dense = ndimage.uniform_filter(ink.astype(np.float32), size=2 * thick + 1) >= FILL_SHARE
    return out & ink & ~dense


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
