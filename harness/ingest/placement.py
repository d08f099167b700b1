"""Placing text that is not in a page's content order into its text lines, by position.

A fillable form's values live in widgets, and a flattened form's values are drawn after the
rest of the page: neither is where a reader of the page's text expects it, beside or under
its label. Each such piece is placed after its label, the way a form drawn in one pass reads:

- the page's text lines (as pdfium orders them) are cut into **segments** where two
  characters stand more than `SEGMENT_GAP` apart (two boxes' labels on one line);
- a piece's label is the nearer of the nearest segment **beside** it (on the row of its first
  line, ending left of it: the horizontal gap) and the nearest segment **above** it (its
  bottom over the piece's first line, starting left of the piece's right end and ending at
  most `FLUSH_RIGHT` left of its left end, as a label flush left over an amount flush right in
  one box: the vertical gap; of the segments on the nearest such row, the one starting
  furthest right, the label of the box the piece is in), beside on a tie;
- a piece beside its label follows it on its line (`Employer name Acme Tools LLC`); a piece
  under its label follows it on lines of its own, the rest of the label's line after it
  (`PAYER'S TIN` / `84-4130073` / `RECIPIENT'S TIN` / `XXX-XX-3933`); several pieces after one
  segment go beside ones first, left to right, then under ones, top to bottom;
- a piece with no segment beside or above it (a page whose text is all in pieces) goes on a
  line of its own, pieces on one row joined left to right, after the nearest line above it.

A multi-line piece keeps its lines; runs of spaces inside a piece's line become one. Coordinates
are PDF points, y up. Pure: lines and pieces in, text out.
"""

from __future__ import annotations

from dataclasses import dataclass

SEGMENT_GAP = 12.0  # points between two characters of a line that part two segments
FLUSH_RIGHT = 72.0  # points a label over a value may end left of it (a value flush right in its box)


@dataclass(frozen=True)
class Box:
    left: float
    bottom: float
    right: float
    top: float

    @property
    def middle(self) -> float:
        return (self.bottom + self.top) / 2


@dataclass(frozen=True)
class Piece:
    """Text to place (a widget's value, a flattened field's text) and the rectangle it fills."""

    text: str
    box: Box


@dataclass
class Line:
    """A text line as pdfium orders it: each character with its box (None: a space pdfium added)."""

    chars: list[tuple[str, Box | None]]

    def text(self) -> str:
        return "".join(c for c, _ in self.chars)


@dataclass(frozen=True)
class _Segment:
    line: int
    end: int  # index in the line's characters just after the segment's last character
    box: Box


def union(boxes: list[Box]) -> Box:
    return Box(min(b.left for b in boxes), min(b.bottom for b in boxes),
               max(b.right for b in boxes), max(b.top for b in boxes))


def segments(lines: list[Line]) -> list[_Segment]:
    """Every line cut where two of its characters stand more than SEGMENT_GAP apart."""
    out = []
    for i, line in enumerate(lines):
        boxes: list[Box] = []
        end = 0
        for k, (char, box) in enumerate(line.chars):
            if box is None or char.isspace():
                continue
            if boxes and box.left - boxes[-1].right > SEGMENT_GAP:
                out.append(_Segment(i, end, union(boxes)))
                boxes = []
            boxes.append(box)
            end = k + 1
        if boxes:
            out.append(_Segment(i, end, union(boxes)))
    return out


def _piece_lines(piece: Piece) -> list[str]:
    return [" ".join(part.split()) for part in piece.text.splitlines() if part.strip()]


def _first_line(piece: Piece, n: int) -> Box:
    b = piece.box
    return Box(b.left, b.top - (b.top - b.bottom) / n, b.right, b.top)


def _same_row(a: Box, b: Box) -> bool:
    return a.bottom <= b.middle <= a.top or b.bottom <= a.middle <= b.top


def _label(segs: list[_Segment], first: Box) -> tuple[str, _Segment] | None:
    """("beside" or "under", the label's segment) of a piece whose first line fills `first`."""
    beside = [(first.left - s.box.right, s) for s in segs
              if _same_row(s.box, first) and s.box.right <= first.left + 2]
    above = [(max(0.0, s.box.bottom - first.top), s) for s in segs
             if s.box.bottom >= first.middle and not _same_row(s.box, first)
             and s.box.left < first.right and s.box.right > first.left - FLUSH_RIGHT]
    left = min(beside, key=lambda t: (t[0], t[1].line, t[1].end), default=None)
    up = min(above, key=lambda t: (t[0], t[1].line, t[1].end), default=None)
    if up is not None:  # on the nearest row above, the label starting furthest right
        row = [t for t in above if _same_row(t[1].box, up[1].box)]
        up = (up[0], max(row, key=lambda t: (t[1].box.left, -t[1].line, -t[1].end))[1])
    if left is not None and (up is None or left[0] <= up[0]):
        return "beside", left[1]
    return ("under", up[1]) if up is not None else None


def place(lines: list[Line], pieces: list[Piece]) -> str:
    """The lines' text with every piece placed (the module's rules), one line per text line."""
    segs = segments(lines)
    after: dict[tuple[int, int], list[tuple[tuple[float, ...], str]]] = {}
    loose: list[tuple[Box, str]] = []
    for piece in pieces:
        parts = _piece_lines(piece)
        if not parts:
            continue
        first = _first_line(piece, len(parts))
        found = _label(segs, first)
        if found is None:
            loose += [(Box(piece.box.left, first.bottom - k * (first.top - first.bottom), piece.box.right,
                           first.top - k * (first.top - first.bottom)), part) for k, part in enumerate(parts)]
            continue
        how, seg = found
        key = (0.0, first.left) if how == "beside" else (1.0, -first.top, first.left)
        joined = " " + "\n".join(parts) if how == "beside" else "\n" + "\n".join(parts) + "\n"
        after.setdefault((seg.line, seg.end), []).append((key, joined))
    rows = _rows(lines, loose)
    out: list[str] = list(rows.get(-1, []))
    for i, line in enumerate(lines):
        chars: list[str] = []
        for k, (char, _) in enumerate(line.chars):
            chars.append(char)
            chars += [t for _, t in sorted(after.get((i, k + 1), []))]
        out.append("".join(chars))
        out += rows.get(i, [])
    return "\n".join(s for s in (ln.strip() for ln in "\n".join(out).split("\n")) if s)


def _rows(lines: list[Line], loose: list[tuple[Box, str]]) -> dict[int, list[str]]:
    """Pieces without a label: one line per row, after the nearest line above it that spans
    some of its width, else the nearest line above it, else at the top (-1)."""
    boxes = [union(bs) if (bs := [b for c, b in ln.chars if b is not None and not c.isspace()]) else None
             for ln in lines]
    rows: list[list[tuple[Box, str]]] = []
    for box, text in sorted(loose, key=lambda t: (-t[0].middle, t[0].left)):
        row = next((r for r in rows if _same_row(r[0][0], box)), None)
        if row is None:
            rows.append([(box, text)])
        else:
            row.append((box, text))
    out: dict[int, list[str]] = {}
    for row in rows:
        row.sort(key=lambda t: t[0].left)
        middle = row[0][0].middle
        left, right = min(b.left for b, _ in row), max(b.right for b, _ in row)
        above = [(b.bottom - middle, i, b) for i, b in enumerate(boxes) if b is not None and b.bottom > middle]
        spanning = [a for a in above if a[2].left < right and a[2].right > left]
        chosen = min(spanning or above, default=None, key=lambda a: (a[0], a[1]))
        out.setdefault(-1 if chosen is None else chosen[1], []).append(" ".join(t for _, t in row))
    return out
