"""Placing pieces (form field values) into text lines by position, on hand-made lines."""

from __future__ import annotations

from harness.ingest.placement import Box, Line, Piece, place, segments

WIDTH = 5.0  # points per character of the hand-made lines


def line(*runs: tuple[float, float, str]) -> Line:
    """A text line of runs (x, y of the baseline, text), a space pdfium would add between runs."""
    chars: list[tuple[str, Box | None]] = []
    for x, y, text in runs:
        if chars:
            chars.append((" ", None))
        for i, c in enumerate(text):
            chars.append((c, None if c == " " else Box(x + i * WIDTH, y, x + (i + 1) * WIDTH, y + 7)))
    return Line(chars)


def test_segments_part_a_line_at_wide_gaps() -> None:
    lines = [line((72, 700, "PAYER'S TIN"), (200, 700, "RECIPIENT'S TIN"))]
    assert [(s.line, s.end, s.box.left, s.box.right) for s in segments(lines)] == [
        (0, 11, 72.0, 127.0), (0, 27, 200.0, 275.0)]


def test_a_value_beside_its_label_follows_it_on_its_line() -> None:
    lines = [line((72, 650, "Employer name"), (400, 650, "Date 2025"))]
    assert place(lines, [Piece("Acme  Tools LLC", Box(160, 646, 360, 660))]) == (
        "Employer name Acme Tools LLC Date 2025")


def test_values_under_labels_sharing_a_line_split_it() -> None:
    lines = [line((72, 700, "PAYER'S TIN"), (200, 700, "RECIPIENT'S TIN")), line((72, 600, "Keep this"))]
    pieces = [Piece("XXX-XX-3933", Box(198, 680, 320, 695)), Piece("84-4130073", Box(70, 680, 190, 695))]
    assert place(lines, pieces) == "PAYER'S TIN\n84-4130073\nRECIPIENT'S TIN\nXXX-XX-3933\nKeep this"


def test_a_value_flush_right_goes_under_its_own_box_label() -> None:
    # two boxes' labels flush left on one row; the amounts flush right in their boxes
    lines = [line((33, 612, "1 Wages"), (168, 613, "2 Federal tax"))]
    pieces = [Piece("11257.50", Box(258, 602, 295, 607)), Piece("109297.00", Box(118, 602, 160, 607))]
    assert place(lines, pieces) == "1 Wages\n109297.00\n2 Federal tax\n11257.50"


def test_a_multi_line_value_keeps_its_lines() -> None:
    lines = [line((72, 620, "Employee address")), line((72, 540, "Keep this"))]
    piece = Piece("12 Elm Street\nSpringfield, IL 62704", Box(72, 570, 272, 600))
    assert place(lines, [piece]) == "Employee address\n12 Elm Street\nSpringfield, IL 62704\nKeep this"


def test_pieces_without_a_label_make_rows_of_their_own() -> None:
    lines = [line((300, 500, "far right and below"))]
    pieces = [Piece("6,120.00", Box(160, 700, 200, 712)), Piece("52,340.17", Box(72, 700, 120, 712)),
              Piece("Acme", Box(72, 680, 120, 692))]
    assert place(lines, pieces) == "52,340.17 6,120.00\nAcme\nfar right and below"
