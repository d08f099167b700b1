"""The fillable form's geometry: where a field's rectangle goes."""

from __future__ import annotations

from generator.documents.layout import BoxEl
from generator.producers.acroform import field_rect


def test_a_field_covers_the_box_below_its_label() -> None:
    box = BoxEl(kind="box", x=40, y=90, w=160, h=30, label="1 Interest income", value="812.40")
    # label baseline 98 (+1.5 for its descent); the value's baseline 116, 4 pt above the box's bottom at 120
    assert field_rect(box, 792) == (41, 673, 199, 692.5)


def test_a_field_reaches_a_value_pushed_below_its_box() -> None:
    box = BoxEl(kind="box", x=40, y=90, w=160, h=14, label="Two lines\nof label", value="17.05")
    # the label's two lines push the value's baseline to 114, past the box's bottom at 104
    assert field_rect(box, 792) == (41, 675.5, 199, 688)
