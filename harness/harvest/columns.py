"""The table cue: a value in the cell where a row (its label first) meets a column (its title
in the table's header).

    Box  Previously reported  Correct information  Change
    1 Wages, tips, other comp.  $109,297.00  $110,217.38  $920.38

On a text page the header's titles are found in reading order (the rule's `header` lists
every title such tables print) and the row's values are counted: the k-th title's value is
the row's k-th value, only when the row holds exactly one value per title (a blank cell
would shift the count, so a row with fewer values says nothing); a label or a line of prose that
names one title is no header. On an OCR page the words'
boxes decide: the value is the row's cell that sits under the column's title.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from harness.harvest.cells import Cell
from harness.harvest.labels import Hit, label_hits
from harness.harvest.rules import Anchor
from harness.harvest.values import printed_values

HEADER_LINES = 30  # how far above a row its table's header may be (lines)
SENTENCE_WORDS = 4  # words in lower case beside the titles that make a line prose, no header

Values = Callable[[str], list[tuple[str, str]]]


def text_column_value(text: str, hit: Hit, column: Sequence[Anchor], header: Sequence[Anchor],
                      values: Values) -> tuple[str, str] | None:
    """The value of the row labelled at `hit` in the column titled `column`, read from `text`."""
    line_start = text.rfind("\n", 0, hit.start) + 1
    line_end = text.find("\n", hit.end)
    row = values(text[hit.end:len(text) if line_end < 0 else line_end])
    if not row:
        return None
    above = text[:line_start].split("\n")[:-1][-HEADER_LINES:]
    targets = {id(a) for a in column}
    for line in reversed(above):
        titles = label_hits(line, [*column, *header])
        at = [i for i, t in enumerate(titles) if id(t.anchor) in targets]
        if not at or _no_header(line, titles):
            continue
        return row[at[0]] if len(row) == len(titles) else None
    return None


def _no_header(line: str, titles: Sequence[Hit]) -> bool:
    """A line that names one column's title among other words is no table's header: a label
    ("3 Section 125 medical YTD") or a line of prose ("your gross pay year to date was"). A
    header prints its titles, two or more, or one beside one word at most ("Earnings YTD"), and
    no amount or date."""
    rest = "".join(line[a:b] for a, b in zip([0, *(t.end for t in titles)], [*(t.start for t in titles), len(line)],
                                             strict=True))
    if len(titles) < 2 and len(rest.split()) > 1:
        return True
    lower = [w for w in re.findall(r"[A-Za-z]+", rest) if w[0].islower()]
    return len(lower) >= SENTENCE_WORDS or any({"money", "date"} & kinds for kinds, *_ in printed_values(line))


def cell_column_value(cells: Sequence[Cell], label: Anchor, column: Sequence[Anchor],
                      values: Values) -> tuple[str, str] | None:
    """On an OCR page: the value in the row of `label`'s cell, under the column title's cell."""
    titles = [c for c in cells if any(a.regex.search(c.text) for a in column)]
    for cell in cells:
        if not label.regex.search(cell.text):
            continue
        h = cell.height
        for title in sorted((t for t in titles if t.bottom <= cell.top + h / 2), key=lambda t: -t.top):
            x0, x1 = title.left - 2 * h, title.right + 2 * h
            row = [c for c in cells if c is not cell and c.top < cell.bottom - h / 3 and c.bottom > cell.top + h / 3
                   and x0 <= (c.left + c.right) / 2 <= x1]
            for c in sorted(row, key=lambda c: c.left):
                found = values(c.text)
                if found:
                    return found[0]
            break  # the nearest title above decides
    return None


FACTOR_ROWS = 8  # how far above a row the table's rows that show its rate and count columns may be (lines)


def _lines_above(text: str, line_start: int, most: int) -> list[str]:
    """The `most` lines above the line starting at `line_start`, the nearest first (read back from
    it: the document's text before it is not split again for each row)."""
    lines: list[str] = []
    end = line_start - 1  # the line break that ends the line above
    while end >= 0 and len(lines) < most:
        begin = text.rfind("\n", 0, end) + 1
        lines.append(text[begin:end])
        end = begin - 1
    return lines


def factor_columns(text: str, line_start: int) -> set[int]:
    """The columns, counted from a row's right end, that hold a rate and a count, not an amount:
    in a table's rows above the row at `line_start` (up to FACTOR_ROWS lines, stopping at a line
    without amounts) that print as many amounts as the widest, two neighbouring columns multiply
    to the next ("Regular 27.50 80.00 2,200.00": the rate times the hours is the amount), in every
    such row, two rows at least. A total row printed with fewer cells ("Gross Earnings 86.00
    2,447.50 45,980.00", no rate) is read right-aligned, so its hours' total is no amount."""
    rows: list[list[float]] = []
    for line in _lines_above(text, line_start, FACTOR_ROWS):
        amounts = [float(norm) for kinds, _, norm, *_ in printed_values(line) if "money" in kinds]
        if not amounts:
            break
        rows.append(amounts)
    widest = max((len(r) for r in rows), default=0)
    full = [r for r in rows if len(r) == widest]
    if len(full) < 2 or widest < 3:
        return set()
    for j in range(widest - 2):
        if all(r[j] > 0 and abs(r[j] * r[j + 1] - r[j + 2]) < 0.005 for r in full):
            return {widest - 1 - j, widest - 2 - j}
    return set()
