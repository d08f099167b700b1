"""OCR words read into a garbage text layer's lines, on hand-made boxes and words."""

from __future__ import annotations

from harness.ingest.relabel import relabel


def word(text: str, left: int, top: int, width: int = 40, height: int = 20, block: int = 1) -> tuple:
    return (text, left, top, width, height, block, 1, 1, 95)


# two lines of the layer: a label and its value on one line, and a line to its right on the same row
ROWS = [(100, 100, 500, 120), (600, 100, 900, 120), (100, 200, 400, 220)]


def test_words_go_to_their_lines_in_the_layers_order() -> None:
    # OCR read the column of labels as one block and the values as another
    words = [word("Parcel", 100, 100), word("ID", 150, 100), word("Phone", 100, 200),
             word("556-354", 300, 101, 120), word("(466)", 620, 99), word("260-0706", 680, 99, 80)]
    assert relabel(ROWS, words) == "Parcel ID 556-354\n(466) 260-0706\nPhone"


def test_a_word_no_line_holds_follows_in_ocr_order() -> None:
    words = [word("Parcel", 100, 100), word("ID", 150, 100), word("556-354-698", 300, 101, 120),
             word("p.2", 100, 400)]
    assert relabel(ROWS, words) == "Parcel ID 556-354-698\np.2"  # 19 of 22 characters in lines


def test_too_few_words_in_the_lines_keep_the_ocr_text() -> None:
    words = [word("Parcel", 100, 100), word("somewhere", 100, 500, 90), word("else", 200, 500)]
    assert relabel(ROWS, words) is None  # 6 of 19 characters found a line
    assert relabel(ROWS, []) is None
