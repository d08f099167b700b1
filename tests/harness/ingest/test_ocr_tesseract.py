"""harness.ingest.ocr_tesseract: a page is read as lines across it (page segmentation 6)."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from harness.ingest.ocr_tesseract import ocr_image


def two_boxes() -> Image.Image:
    """Two framed boxes side by side, each a label over its value, as a form prints them."""
    font = ImageFont.load_default(size=28)  # the face Pillow ships: no face a layout of the held-out split prints
    image = Image.new("L", (1700, 500), 255)
    draw = ImageDraw.Draw(image)
    for x, label, value in ((100, "Federal income tax withheld", "6,065.64"),
                            (950, "Social security wages", "68,761.12")):
        draw.rectangle((x, 150, x + 650, 300), outline=0, width=3)
        draw.text((x + 15, 165), label, font=font, fill=0)
        draw.text((x + 420, 240), value, font=font, fill=0)
    return image


def test_side_by_side_boxes_are_read_as_one_block_of_lines_across_the_page() -> None:
    text, _, words = ocr_image(two_boxes())
    # the automatic layout analysis (psm 3) made the values a second block, apart from their labels
    assert text == "Federal income tax withheld Social security wages\n6,065.64 68,761.12"
    assert [(w[0], w[5], w[6], w[7]) for w in words] == [
        ("Federal", 1, 1, 1), ("income", 1, 1, 1), ("tax", 1, 1, 1), ("withheld", 1, 1, 1),
        ("Social", 1, 1, 1), ("security", 1, 1, 1), ("wages", 1, 1, 1),
        ("6,065.64", 1, 1, 2), ("68,761.12", 1, 1, 2)]
