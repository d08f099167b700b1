"""Geometry for OCR pages: words grouped into cells, and the region under or beside a label.

Tesseract reads a form's side-by-side boxes in an order that separates a label from its
value (a row of labels, then a row of values, or blocks in any order). Its word boxes
keep what the text loses: a box's value sits right of its label on the same line, or
below it, inside the same column. A cell is a run of words on one OCR line with no wide
gap; the region of a label is its own cell's rest, the cells right of it on the same
row up to the next label, then the cells below it within its column up to the next label.
A value OCR ran into the next box's label ("$22.06 For calendar year") is cut from it; words
whose box reaches the image's top or left edge are the scan's border, not print; `visual_rows`
orders cells as the eye reads them (a letterhead, harness.harvest.extract).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from statistics import linear_regression

from harness.harvest.labels import MAX_GAP_WORDS, in_sentence
from harness.harvest.rules import Anchor

# A word as stored: text, left, top, width, height (pixels), block, paragraph, line[, confidence].
MIN_CONFIDENCE = 20  # for names: words tesseract is less sure of are specks, not print

_RULE = re.compile(r"[|_\[\]]+")
GAP_FACTOR = 1.5  # a gap wider than this many line heights splits a line into cells
BELOW_LINES = 9.0  # how far below a label (in label heights) its value may sit, by default
COLUMN_SHARE = 0.3  # a column is at most this share of the page's width (from the label's left)


@dataclass(frozen=True)
class Cell:
    text: str
    left: int
    top: int
    right: int
    bottom: int

    @property
    def height(self) -> int:
        return max(1, self.bottom - self.top)


def build_cells(words: Sequence[Sequence[object]], min_confidence: float = -1) -> list[Cell]:
    """The cells of an OCR page's words, in the words' order. A word whose box reaches the image's
    top or left edge (left or top at or before 0) was cut by the edge: the scan's border or a
    shadow read as letters, never print (a page is printed inside margins)."""
    lines: dict[tuple[int, int, int], list[tuple[str, int, int, int, int]]] = {}
    for w in words:
        text, left, top, width, height, block, par, line = w[:8]
        if len(w) > 8 and 0 <= float(w[8]) < min_confidence:  # type: ignore[arg-type]
            continue
        if int(left) <= 0 or int(top) <= 0:  # type: ignore[call-overload]
            continue
        lines.setdefault((int(block), int(par), int(line)), []).append(  # type: ignore[call-overload]
            (str(text), int(left), int(top), int(width), int(height)))  # type: ignore[call-overload]
    slope = skew(list(lines.values()))
    if slope:  # each word moved up or down to where it would sit on the page turned straight
        lines = {k: [(t, x, y - round(slope * (x + w / 2)), w, h) for t, x, y, w, h in items]
                 for k, items in lines.items()}
    cells: list[Cell] = []
    for items in lines.values():
        items.sort(key=lambda it: it[1])
        line_h = sorted(it[4] for it in items)[len(items) // 2]
        run: list[tuple[str, int, int, int, int]] = []
        for it in items:
            if _RULE.fullmatch(it[0]):  # a box border read as "|" or "_|": a cell ends here
                if run:
                    cells.append(_cell(run))
                run = []
                continue
            if run and it[1] - (run[-1][1] + run[-1][3]) > GAP_FACTOR * line_h:
                cells.append(_cell(run))
                run = []
            run.append(it)
        if run:
            cells.append(_cell(run))
    return cells


SKEW_SPAN = 8  # a line's words span at least this many of its heights to tell the page's skew
SKEW_LINES = 3  # ... and at least this many such lines


def skew(lines: Sequence[Sequence[tuple[str, int, int, int, int]]]) -> float:
    """A scanned page's skew, in pixels down a pixel right: the median over its long lines (words
    spread over `SKEW_SPAN` line heights or more) of the slope of their words' middles, fitted by
    least squares; 0 with fewer than `SKEW_LINES` such lines. OCR reads a line along the print,
    however the page lay on the glass: a label and a value beside it on a skewed page are not
    at one height in the image, and each word's height is moved by the skew at its place."""
    slopes = []
    for items in lines:
        items = [it for it in items if not _RULE.fullmatch(it[0])]
        if len(items) < 2:
            continue
        xs = [x + w / 2 for _, x, _, w, _ in items]
        ys = [y + h / 2 for _, _, y, _, h in items]
        height = sorted(h for *_, h in items)[len(items) // 2]
        if max(xs) - min(xs) < SKEW_SPAN * height:
            continue
        slopes.append(linear_regression(xs, ys).slope)
    if len(slopes) < SKEW_LINES:
        return 0.0
    slopes.sort()
    return slopes[len(slopes) // 2]


def visual_rows(cells: Sequence[Cell]) -> list[list[Cell]]:
    """The cells in rows as the eye reads them, top to bottom, each row left to right: a cell
    joins a row when it overlaps the row's first cell by half the smaller height or more (a
    heading beside a letterhead in larger type is on the letterhead's row, though its box starts
    higher)."""
    rows: list[list[Cell]] = []
    for cell in sorted(cells, key=lambda c: (c.top, c.left)):
        row = next((r for r in rows if min(r[0].bottom, cell.bottom) - max(r[0].top, cell.top)
                    >= min(r[0].height, cell.height) / 2), None)
        if row is None:
            rows.append([cell])
        else:
            row.append(cell)
    return [sorted(r, key=lambda c: c.left) for r in rows]


def _cell(run: list[tuple[str, int, int, int, int]]) -> Cell:
    return Cell(" ".join(r[0] for r in run), min(r[1] for r in run), min(r[2] for r in run),
                max(r[1] + r[3] for r in run), max(r[2] + r[4] for r in run))


def split_at_labels(cells: Sequence[Cell], stops: Sequence[Anchor]) -> list[Cell]:
    """Cut a cell where a second label begins ("5 Medicare wages and tips 6 Medicare tax
    withheld" read as one run): each part gets its share of the cell's width."""
    out: list[Cell] = []
    for cell in cells:
        starts = {m.start() for a in stops for m in a.regex.finditer(cell.text) if m.start() > 0}
        # only where a box number opens the second label ("6 Medicare tax withheld"): words
        # such as "street address" inside a long label do not start a box
        cuts = sorted({b for b in (_back_to_box_number(cell.text, c) for c in starts) if b is not None and b > 0})
        if not cuts:
            out.append(cell)
            continue
        n = max(1, len(cell.text))
        bounds = [0, *cuts, len(cell.text)]
        for a, b in itertools.pairwise(bounds):
            part = cell.text[a:b].strip()
            if part:
                x0 = cell.left + (cell.right - cell.left) * a // n
                x1 = cell.left + (cell.right - cell.left) * b // n
                out.append(Cell(part, x0, cell.top, x1, cell.bottom))
    return out


def _back_to_box_number(text: str, start: int) -> int | None:
    if re.match(r"\d{1,2}[a-z]?\s", text[start:]):
        return start
    m = re.search(r"(?:^|\s)(\d{1,2}[a-z]?|[a-h])\s+$", text[:start])
    return m.start(1) if m else None


def _split_values_from_labels(cells: Sequence[Cell], stops: Sequence[Anchor],
                              is_value: Callable[[str], bool]) -> list[Cell]:
    """Cut a cell where OCR joined a value to the label of the next box on its right ("$22.06
    For calendar year"): the words before the label, when they hold a value, are a cell of their
    own, each part with its share of the cell's width."""
    out: list[Cell] = []
    for cell in cells:
        at = min((m.start() for a in stops for m in a.regex.finditer(cell.text)), default=0)
        head = cell.text[:at].strip()
        if not head or not is_value(head):
            out.append(cell)
            continue
        cut = cell.left + (cell.right - cell.left) * at // max(1, len(cell.text))
        out.append(Cell(head, cell.left, cell.top, cut, cell.bottom))
        out.append(Cell(cell.text[at:].strip(), cut, cell.top, cell.right, cell.bottom))
    return out


def _is_label(cell: Cell, stops: Sequence[Anchor], start: int = 0) -> bool:
    return any(a.regex.search(cell.text, start) for a in stops)


def label_regions(cells: Sequence[Cell], label: Anchor, stops: Sequence[Anchor],
                  below: float = BELOW_LINES, beside: int = 1,
                  is_value: Callable[[str], bool] | None = None) -> list[str]:
    """For every cell where `label` matches: the text where its value should be, nearest first.

    `beside`: how many cells right of the label on its row may hold values (0 for names: the
    neighbour of a name's label is usually another box; 2 for a table row's second column);
    with `is_value`, only cells that hold a value count (a photocopy's specks between a label
    and its amount are cells too)."""
    out = []
    width = max((c.right for c in cells), default=0)
    cells = split_at_labels(cells, stops)
    if is_value is not None:
        cells = _split_values_from_labels(cells, stops, is_value)
    for cell in cells:
        for m in label.regex.finditer(cell.text):
            if not _shadowed(cell.text, m, stops):
                out.append(_region(cells, cell, m, stops, below, beside, width, is_value))
    if not out:  # a label printed on two lines: try each cell with the one right under it
        for cell in cells:
            under = _under(cells, cell)
            if under is None:
                continue
            pair = Cell(cell.text + "\n" + under.text, min(cell.left, under.left), cell.top,
                        max(cell.right, under.right), under.bottom)
            for m in label.regex.finditer(pair.text):
                if m.start() < len(cell.text) < m.end() and not _shadowed(pair.text, m, stops):
                    out.append(_region([c for c in cells if c is not under], pair, m, stops, below,
                                       beside, width, is_value))
    return out


def _shadowed(text: str, m: re.Match[str], stops: Sequence[Anchor]) -> bool:
    """A longer label covers this match ("Please pay" inside "Please pay by")."""
    return any(o.start() <= m.start() and m.end() <= o.end() and o.end() - o.start() > m.end() - m.start()
               for a in stops for o in a.regex.finditer(text))


def _under(cells: Sequence[Cell], cell: Cell) -> Cell | None:
    h = cell.height
    near = [c for c in cells if c is not cell and cell.bottom - h / 2 <= c.top <= cell.bottom + h
            and abs(c.left - cell.left) <= 2 * h]
    return min(near, key=lambda c: c.top, default=None)


_ABBREVIATION = re.compile(r"\s*\([A-Z][A-Za-z.]{1,7}\)")


def _region(cells: Sequence[Cell], cell: Cell, m: re.Match[str], stops: Sequence[Anchor],
            below_lines: float, beside: int, page_width: int,
            is_value: Callable[[str], bool] | None = None) -> str:
    h = cell.height
    parts = []
    rest = cell.text[m.end():]
    # a label's own abbreviation in parentheses ("identification number (EIN)") is the label's
    # rest, not a second label
    if (abbr := _ABBREVIATION.match(rest)) is not None:
        rest = rest[abbr.end():]
    nxt = min((m2.start() for a in stops for m2 in a.regex.finditer(rest) if m2.start() > 0), default=None)
    parts.append(rest[:nxt] if nxt is not None else rest)
    if nxt is not None:  # another label follows in the same cell: the value is not here
        return "\n".join(parts)
    if in_sentence(cell.text[:m.start()], rest):  # a sentence: its value a few words on, or none
        return " ".join(rest.split()[:MAX_GAP_WORDS + 1])
    row = sorted((c for c in cells if c is not cell and c.left >= cell.right - h
                  and c.top < cell.bottom - h / 3 and c.bottom > cell.top + h / 3), key=lambda c: c.left)
    right_bound = None
    taken = 0
    for c in row:
        if _is_label(c, stops):
            right_bound = c.left
            break
        if is_value is not None and not is_value(c.text):
            continue
        if taken < beside:  # the value beside a label is the nearest one, never a farther one
            parts.append(c.text)
            taken += 1
    floor = cell.bottom + below_lines * h
    if right_bound is None:  # the column ends where the next label to the right begins
        right_bound = min((c.left for c in cells if c.left > cell.right and c.bottom > cell.top - 2 * h
                           and c.top < cell.bottom + 2 * h and _is_label(c, stops)), default=10**9)
    right_bound = min(right_bound, max(cell.right, cell.left + round(COLUMN_SHARE * page_width)))
    # the column ends at the next label printed across it (a key-value list's next key,
    # however far left it starts)
    floor = min([floor, *(c.top - h / 2 for c in cells if c is not cell and c.top >= cell.bottom - h / 3
                          and c.right > cell.left and c.left < right_bound and _is_label(c, stops))])
    # under the label: a cell that overlaps the label's own width (a key-value list's amounts,
    # far right of their keys, are not under the key above)
    below = sorted((c for c in cells if c.top >= cell.bottom - h / 3 and c.top <= floor
                    and (c.left + c.right) / 2 >= cell.left - h and c.left < right_bound),
                   key=lambda c: (c.top, c.left))
    line: list[Cell] = []
    for c in below:
        if _is_label(c, stops):
            break
        if line and abs(c.top - line[0].top) > h / 2:  # a new visual line
            parts.append(" ".join(x.text for x in sorted(line, key=lambda x: x.left)))
            line = []
        line.append(c)
    if line:
        parts.append(" ".join(x.text for x in sorted(line, key=lambda x: x.left)))
    return "\n".join(parts)
