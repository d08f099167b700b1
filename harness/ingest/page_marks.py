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
  a run across with ink going on from it on both sides (in the NEAR rows over it and under it) along
  TEXT_SHARE of its length at least is a word's, no rule (bold figures set tight, "26-9495925", blurred or
  dithered, join into a thin run across their middles: erased, the figures lost their middles and were read
  as others); a rule has paper next to it, save where print touches it (on fit pages a rule's sides had ink
  along 0.12 of its length at most, such words' 0.31 and more). Runs down are not so looked at: a box's side
  has the print of the boxes either side of it near it;
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

How it is computed (the OCR job's hot path: first whole-page scipy.ndimage passes, about as long as
tesseract's own reading; now a fifth of that, the same image bit for bit, held to the first version,
tests/support/page_marks_reference.py): windows by doubling (harness/ingest/pixel_windows.py), rules
looked for only on the rows and columns whose sampled band may hold one, a fill's share counted on the
rows of candidate rules alone, and the dots' tests on the rows that hold dots.
"""

from __future__ import annotations

from typing import Any

RULE_SHARE = 1 / 17  # half an inch of a letter page's width
SIDE_SHARE = 1 / 30  # a rule down the page: a box's side, taller than a heading's letters (0.28 inch)
DRIFT = 2  # pixels a rule may drift from its row (or column) in a run
THICK_SHARE = 1 / 100  # a rule is thinner than this (0.085 inch: two rules a few pixels apart too); a fill is thicker
TEXT_SHARE = 0.3  # a run across with ink next to it on both sides along this share of its length is print
NEAR = 4  # pixels next to a run across, over and under it, looked at for ink going on from it
FILL_SHARE = 0.45  # a run where ink covers this share of the square around it (2 * THICK across) is a fill's
DOT_SHARE = 1 / 300  # a dot's box, at most this across and down
GAP_SHARE = 1 / 100  # from one dot of a leader to the next
INK_SHARE = 0.78  # ink is darker than this share of the paper's grey (200 on white paper)
PAPER_SHARE = 1 / 25  # the paper around a pixel: the lightest pixel this share of the width around it
SMOOTH = 9  # pixels of a patch of paper
EDGE = 2  # pixels of a mark's grey edge erased with it
STRIDE = 8  # pixels between the samples that rule out a line holding a rule
INK_RATIO = (39, 50)  # INK_SHARE as integers: v < INK_SHARE * p on every pair of 8-bit greys (checked in the tests)


def smoothed(pixels: Any) -> Any:
    """The paper's grain averaged away: scipy.ndimage.uniform_filter(pixels, SMOOTH) on an 8-bit page,
    the mean of the SMOOTH x SMOOTH patch around each pixel (mirrored at the edges) floored to a grey
    after the columns' pass and again after the rows'. The columns' pass sums in integers and floors
    (scipy's running mean in doubles, cast down, gives the same greys: checked on random and on scanned
    pages in the tests; a scipy that drifted from them would fail those); scipy runs the rows' pass,
    where its lines are the array's own."""
    import numpy as np
    from scipy import ndimage

    from harness.ingest.pixel_windows import box_sums

    down = box_sums(pixels.astype(np.uint16), SMOOTH, 0) // SMOOTH
    return ndimage.uniform_filter1d(down.astype(np.uint8), SMOOTH, axis=1)


def _dense(ink: Any, where: Any, size: int) -> Any:
    """Of the pixels `where`, those whose square of `size` (odd; mirrored at the edges) is at least
    FILL_SHARE ink, counted exactly on the rows that hold such pixels only: stretches of rows nearer
    than `size` share one slab of the page. The same as scipy.ndimage.uniform_filter's float mean
    >= FILL_SHARE: its error (under 1e-6) is far below the 1 / (20 * size^2) between FILL_SHARE and the
    nearest share a whole count makes."""
    import numpy as np

    from harness.ingest.pixel_windows import box_sums, forward_sum

    half = size // 2
    padded = np.pad(ink, ((half, half), (0, 0)), mode="symmetric").view(np.uint8)
    least = FILL_SHARE * size * size  # never a whole count: an odd square times 9 / 20 is no integer
    out = np.zeros_like(where)
    rows = np.flatnonzero(where.any(axis=1))
    breaks = np.flatnonzero(np.diff(rows) > size) + 1
    for stretch in np.split(rows, breaks):
        first, last = int(stretch[0]), int(stretch[-1])
        slab = padded[first:last + size].astype(np.uint16)  # padded row r + half is the page's row r
        count = box_sums(forward_sum(slab, size, 0), size, 1)
        out[first:last + 1] = where[first:last + 1] & (count >= least)
    return out


def _rules(ink: Any, lengths: tuple[int, int], thick: int) -> Any:
    """Ink in thin runs across the page (`lengths[0]` long) or down it (`lengths[1]`), each looked
    for in a band of 2 * DRIFT + 1 rows or columns: a rule a scan or a photo turned stays one run.
    Only the rows (columns) whose every STRIDE-th pixel of the band may hold such a run are looked at
    (pixel_windows.lines_with_runs: print has none), and the fill's test runs on them alone."""
    import numpy as np

    from harness.ingest.pixel_windows import grow, grow_at, lines_with_runs, runs, runs_across

    out = np.zeros_like(ink)
    for axis, length in ((1, lengths[0]), (0, lengths[1])):
        other = 1 - axis
        sampled = ink[:, ::STRIDE] if axis == 1 else ink[::STRIDE]
        lines = lines_with_runs(grow(sampled, 2 * DRIFT + 1, other), length | 1, axis, STRIDE)
        if not len(lines):
            continue
        run = runs(grow_at(ink, 2 * DRIFT + 1, other, lines), length | 1, axis)  # odd: a centred window opens exactly
        run &= ~runs_across(run, lines, thick | 1, other)  # a fill, not a rule
        if axis == 1:
            out[lines] |= _without_print(run, lines, ink)
        else:
            out[:, lines] |= run
    # a dark band's ink between its light letters (a banner's reversed heading) runs across or down
    # it as thin as a rule: what lies in ink, as a fill does, is no rule (a rule's square is mostly paper)
    out &= ink
    if not out.any():
        return out
    return out & ~_dense(ink, out, 2 * thick + 1)


def _without_print(run: Any, lines: Any, ink: Any) -> Any:
    """`run` (thin runs across the page on the rows `lines`, ascending) without the runs with ink next
    to them (NEAR rows over them and NEAR under them) on both sides along TEXT_SHARE of their length or
    more: a word's strokes, no rule. Runs are joined as blobs on the rows `lines` stacked, with one empty
    row between two that are not neighbours on the page: the page's blobs, on those rows alone."""
    import numpy as np
    from scipy import ndimage

    at = np.arange(len(lines)) + np.cumsum(np.r_[0, np.diff(lines) > 1])  # each line's row in the stack
    stack = np.zeros((int(at[-1]) + 1, ink.shape[1]), dtype=bool)
    stack[at] = run
    page_row = np.zeros(len(stack), dtype=np.int64)
    page_row[at] = lines
    labels, count = ndimage.label(stack, structure=np.ones((3, 3), dtype=bool))
    keep = np.zeros(count + 1, dtype=bool)
    for i, box in enumerate(ndimage.find_objects(labels), 1):
        if box is None:
            continue
        rows, cols = box  # a blob's rows are neighbours on the page: its first and last rows bound it
        top, bottom = int(page_row[rows.start]), int(page_row[rows.stop - 1]) + 1
        over = ink[max(0, top - NEAR - 1):max(0, top - 1), cols]
        under = ink[bottom + 1:bottom + NEAR + 1, cols]
        keep[i] = min(float(side.any(axis=0).mean()) if side.size else 0.0 for side in (over, under)) < TEXT_SHARE
    return (keep[labels] & stack)[at]

def _dots(ink: Any, dot: int, gap: int, length: int) -> Any:
    """Ink of the dots that are no print: a leader's (small blobs that, each stretched `gap`
    sideways, join into a run of `length` along a row) and specks (a small blob with no print
    within `gap`: a full stop, a decimal point, an ellipsis sit by their letters)."""
    import numpy as np
    from scipy import ndimage

    from harness.ingest.pixel_windows import grow, grow_lines, runs

    height, width = ink.shape
    labels, count = ndimage.label(ink, structure=np.ones((3, 3), dtype=bool))
    found = np.zeros(ink.shape, dtype=bool)
    at = np.flatnonzero(ink)  # the ink's pixels in reading order, and their blobs
    blob = labels.ravel()[at]
    row, col = np.divmod(at, width)
    lows = np.full((2, count + 1), max(height, width))
    highs = np.full((2, count + 1), -1)
    for axis, where in enumerate((row, col)):
        np.minimum.at(lows[axis], blob, where)
        np.maximum.at(highs[axis], blob, where)
    small: Any = np.logical_and.reduce(highs - lows < dot)  # a blob's box at most `dot` across and down
    small[0] = False
    is_dot = small[blob]
    if not is_dot.any():
        return found
    at, blob, row, col = at[is_dot], blob[is_dot], row[is_dot], col[is_dot]
    # the rows that hold dots, side by side: along a row nothing else counts
    lines, line = np.unique(row, return_inverse=True)
    dots = np.zeros((len(lines), width), dtype=bool)
    dots[line, col] = True
    leader = runs(grow(dots, 2 * gap + 1, 1), length | 1, 1)[line, col]
    hit = np.zeros(count + 1, dtype=bool)
    hit[blob[leader]] = True
    print_ink = ink.copy()
    print_ink.ravel()[at] = False
    near_print = grow(grow_lines(print_ink, 2 * gap + 1, 0, lines), 2 * gap + 1, 1)[line, col]
    speck: Any = small.copy()
    speck[blob[near_print]] = False
    hit |= speck
    found.ravel()[at[hit[blob]]] = True
    return found


def erase_marks(image: Any) -> Any:
    """A grayscale page image with its rules, dot leaders and specks painted the paper around them."""
    import numpy as np
    from PIL import Image

    from harness.ingest.pixel_windows import grow, grow_lines

    pixels = np.asarray(image)
    width = pixels.shape[1]
    # the paper where each pixel is: the lightest patch around it (a photo's paper is grey, lit
    # unevenly, and dark past its edges; a patch, not a pixel: a speck of noise is no paper)
    reach = max(3, round(width * PAPER_SHARE)) | 1
    paper = grow(grow(smoothed(pixels), reach, 0), reach, 1)
    ink = pixels.astype(np.uint16) * INK_RATIO[1] < paper.astype(np.uint16) * INK_RATIO[0]
    length = max(8, round(width * RULE_SHARE))
    erase = _rules(ink, (length, max(8, round(width * SIDE_SHARE))), max(3, round(width * THICK_SHARE)))
    erase |= _dots(ink & ~erase, max(3, round(width * DOT_SHARE)), max(2, round(width * GAP_SHARE)), length)
    if not erase.any():
        return image
    # and the grey of their edges, which is no ink; the print they touch stays (on the rows
    # within EDGE of an erased pixel: no other row changes)
    erased = np.flatnonzero(erase.any(axis=1))
    near = np.unique(np.clip(erased[:, None] + np.arange(-EDGE, EDGE + 1), 0, len(erase) - 1))
    edges = grow(grow_lines(erase, 2 * EDGE + 1, 0, near), 2 * EDGE + 1, 1) & (~ink[near] | erase[near])
    out = pixels.copy()
    out[near] = np.where(edges, paper[near], pixels[near])
    return Image.fromarray(out)
