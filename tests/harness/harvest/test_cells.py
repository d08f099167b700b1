"""OCR page geometry on hand-made word lists (harness/harvest/cells.py): cells, visual rows, and
the region where a label's value sits."""

from __future__ import annotations

from harness.harvest.cells import Cell, build_cells, label_regions, skew, visual_rows
from harness.harvest.rules import anchor

Word = tuple[str, int, int, int, int, int, int, int]


def line(y: int, n: int, *cells: tuple[int, str], height: int = 22) -> list[Word]:
    """One OCR line: each cell's words from its x, 12 pixels a character, 10 between words."""
    out = []
    for x, text in cells:
        for w in text.split():
            out.append((w, x, y, 12 * len(w), height, 1, 1, n))
            x += 12 * len(w) + 10
    return out


def test_a_word_cut_by_the_images_top_or_left_edge_is_no_print() -> None:
    # a scan's border read as letters: its box starts at the image's edge (or past it)
    words = [*line(0, 1, (977, "Shell (brag eet"), height=14), *line(-4, 2, (639, "alhyn ape]"), height=20),
             *line(300, 3, (0, "oO")), *line(133, 4, (156, "Prairie Bank"))]
    assert build_cells(words) == [Cell("Prairie Bank", 156, 133, 298, 155)]


def test_visual_rows_put_a_title_beside_its_letterhead_on_one_row() -> None:
    # the title's box starts higher than the letterhead's larger type, and overlaps most of it
    cells = [Cell("2025 TAX INFORMATION STATEMENT", 991, 126, 1551, 165),
             Cell("Sterling Savings Bank", 149, 135, 587, 174), Cell("46079 Tanner Valley", 147, 191, 365, 213),
             Cell("Form 1099-INT Interest Income", 1193, 178, 1547, 203)]
    assert [[c.text for c in row] for row in visual_rows(cells)] == [
        ["Sterling Savings Bank", "2025 TAX INFORMATION STATEMENT"],
        ["46079 Tanner Valley", "Form 1099-INT Interest Income"],  # they overlap by half the smaller height
    ]


def test_visual_rows_keep_lines_that_barely_touch_apart() -> None:
    # a letterhead under a short title that ends where it starts: two rows
    cells = [Cell("Invoice", 1437, 157, 1534, 185), Cell("Cox Roofing", 214, 180, 445, 230)]
    assert [[c.text for c in row] for row in visual_rows(cells)] == [["Invoice"], ["Cox Roofing"]]


def test_a_value_joined_to_the_next_boxs_label_is_still_under_its_own_label() -> None:
    # a photocopied 1099-INT grid: OCR read box 1's amount and the label of the box right of it
    # as one run ("$22.06 For calendar year"); box 2's label is further down the column
    words = [*line(318, 1, (810, "Box 1 Interest income")),
             *line(367, 2, (1109, "$22.06 For calendar year")),
             *line(407, 3, (813, "Box 2 Early withdrawal penalty"))]
    stops = [anchor("For calendar year"), anchor("Early withdrawal penalty"), anchor("Interest income")]
    assert label_regions(build_cells(words), anchor("Interest income"), stops,
                         is_value=lambda text: "$" in text) == ["\n$22.06"]
    # without a value test the joined cell is a label: the column ends at it, as before
    assert label_regions(build_cells(words), anchor("Interest income"), stops) == [""]


def skewed(y: int, n: int, *cells: tuple[int, str], slope: float) -> list[Word]:
    """One OCR line of a page turned a little on the glass: each word lower by `slope` a pixel right."""
    return [(t, x, y + round(slope * (x + w / 2)), w, h, b, p, k) for t, x, _, w, h, b, p, k in line(y, n, *cells)]


def test_skew_is_the_median_slope_of_the_long_lines() -> None:
    lines = [[(t, x, y, w, h) for t, x, y, w, h, *_ in skewed(100 + 40 * i, i, (100, "a long line of words"),
                                                             (900, "and more words"), slope=-0.03)]
             for i in range(3)]
    assert round(skew(lines), 3) == -0.03
    assert skew(lines[:2]) == 0.0  # two long lines tell no skew
    short = [[(t, x, y, w, h) for t, x, y, w, h, *_ in skewed(100, 1, (100, "two words"), slope=-0.03)]] * 3
    assert skew(short) == 0.0  # words spread over less than eight line heights


def test_a_value_beside_its_label_on_a_skewed_page_is_on_the_labels_row() -> None:
    # turned two degrees: the amount far right of its label sits 37 pixels higher in the image
    slope = -0.035
    words = [*skewed(200, 1, (150, "Account summary for the period ending"), (1000, "December 31, 2025"), slope=slope),
             *skewed(400, 2, (150, "Interest earned"), (1400, "$47.29"), slope=slope),
             *skewed(440, 3, (150, "Closing balance"), (1400, "$17,192.05"), slope=slope),
             *skewed(700, 4, (150, "Questions about an entry? Call us"), (1000, "within 60 days"), slope=slope)]
    stops = [anchor("Interest earned"), anchor("Closing balance")]
    cells = build_cells(words)
    assert [c.top for c in cells if c.text in ("Closing balance", "$17,192.05")] == [440, 440]
    assert label_regions(cells, anchor("Closing balance"), stops, is_value=lambda text: "$" in text) == [
        "\n$17,192.05"]
