"""The sheet: wrapping keeps a value whole; a block that does not fit starts a new page."""

from __future__ import annotations

from generator.documents.procedural.sheet import TOP, Sheet, width, wrap


def test_wrap_never_splits_a_value_token() -> None:
    tokens = [("The", None), ("ending", None), ("balance", None), ("is", None), ("$12,345.67 CR", "ending_balance"),
              ("for", None), ("the", None), ("period.", None)]
    lines = wrap(tokens, "sans", 10, 90)
    assert [" ".join(t for t, _ in line) for line in lines] == ["The ending balance", "is $12,345.67 CR",
                                                                "for the period."]
    assert all(width(" ".join(t for t, _ in line), "sans", 10) <= 90 for line in lines)


def test_room_starts_a_new_page_only_when_the_block_does_not_fit() -> None:
    sheet = Sheet(size="letter", left=48, right=564)
    sheet.y = 700
    sheet.room(30)
    assert (len(sheet.pages), sheet.y) == (1, 700)
    sheet.room(60)
    assert (len(sheet.pages), sheet.y) == (2, TOP)


def test_a_placement_records_the_first_drawing_of_a_value() -> None:
    sheet = Sheet(size="letter", left=48, right=564)
    sheet.text(50, 80, "1,000.00", 9, "mono", fld="total")
    sheet.new_page()
    sheet.text(60, 90, "1,000.00", 9, "mono", fld="total")
    assert (sheet.placements["total"].page, sheet.placements["total"].x, sheet.placements["total"].y) == (1, 50, 80)
