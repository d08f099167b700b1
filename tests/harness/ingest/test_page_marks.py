"""harness.ingest.page_marks: a page's rules, dot leaders and specks are erased before OCR; its
print, a short dash, an ellipsis, a full stop and a shaded box's fill are not."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from harness.ingest.ocr import OcrJob, run_job
from harness.ingest.page_marks import erase_marks
from harness.ingest.settings import DEFAULT_MAX_PIXELS

WIDTH = 1700  # a letter page at 200 dpi: a rule is 100 pixels long or more, a dot 6 across or less


def _page(paper: int = 255) -> np.ndarray:
    return np.full((800, WIDTH), paper, dtype=np.uint8)


def test_rules_and_leaders_are_painted_the_paper_and_print_stays() -> None:
    page = _page()
    for i in range(6):  # a rule 3 pixels thick, 600 long, a pixel lower every 100 (a turned scan)
        page[100 + i:103 + i, 100 + 100 * i:200 + 100 * i] = 0
    page[200:600, 1500:1503] = 0  # a rule down the page
    for x in range(100, 400, 12):  # a leader: 4-pixel dots 12 apart
        page[300:304, x:x + 4] = 0
    letters = [(x, 250) for x in range(100, 400, 30)]  # print: blobs the size of letters
    for x, y in letters:
        page[y:y + 30, x:x + 20] = 0
    for x in (394, 400, 406):  # an ellipsis after the last letter
        page[276:280, x:x + 4] = 0
    page[276:280, 152:156] = 0  # a full stop: a dot by its letter
    page[700:703, 900:903] = 0  # a speck: a dot with no print near it
    page[650:653, 1100:1103] = 0  # two specks side by side
    page[650:653, 1106:1109] = 0
    page[400:403, 600:660] = 0  # a dash shorter than a rule
    page[500:560, 100:500] = 150  # a shaded box's fill, print on it
    page[515:545, 120:140] = 0
    out = np.asarray(erase_marks(Image.fromarray(page)))
    changed = out != page
    assert changed[100:109, 100:700].sum() == 6 * 3 * 100  # the whole rule
    assert changed[200:600, 1500:1503].all()
    assert changed[300:304, 100:400].sum() == 25 * 16  # every dot of the leader
    assert changed[700:703, 900:903].all() and changed[650:653, 1100:1109].sum() == 18  # the specks
    assert changed.sum() == 6 * 3 * 100 + 400 * 3 + 25 * 16 + 27  # and nothing else
    assert (out[changed] == 255).all()


def test_a_banners_ink_between_its_light_letters_is_no_rule() -> None:
    page = _page()
    page[100:220, 100:900] = 30  # a dark band, its heading's letters paper-light in it
    for x in range(140, 700, 11):  # its letters' strokes, 5 across: the band's ink between them runs down it
        page[150:190, x:x + 5] = 255
    page[400:403, 100:900] = 30  # a rule under it is still a rule
    out = np.asarray(erase_marks(Image.fromarray(page)))
    assert (out[100:220] == page[100:220]).all()
    assert (out[400:403, 100:900] == 255).all()


def test_on_grey_paper_a_rule_is_painted_grey_and_the_paper_is_no_ink() -> None:
    page = _page(paper=180)
    page[100:103, 100:700] = 40
    page[200:230, 100:120] = 40
    out = np.asarray(erase_marks(Image.fromarray(page)))
    assert (out[100:103, 100:700] == 180).all()
    assert (out[200:230, 100:120] == 40).all()
    assert (out[:100] == 180).all()


def test_a_page_without_marks_is_returned_as_it_is() -> None:
    image = Image.fromarray(_page())
    assert erase_marks(image) is image


def test_a_value_after_a_dot_leader_and_over_a_rule_is_read(tmp_path: Path) -> None:
    font = ImageFont.load_default(size=28)  # the face Pillow ships
    image = Image.new("L", (WIDTH, 400), 240)  # a scan's paper (a page all black and white is smoothed first)
    draw = ImageDraw.Draw(image)
    draw.text((100, 100), "Net pay", font=font, fill=20)
    for x in range(230, 700, 14):
        draw.rectangle((x, 122, x + 3, 125), fill=20)
    draw.text((720, 100), "1,234.56", font=font, fill=20)
    draw.text((100, 220), "Gross pay", font=font, fill=20)
    draw.text((720, 220), "2,468.00", font=font, fill=20)
    draw.line((90, 258, 900, 262), fill=20, width=4)  # a rule under the line, a little turned
    path = tmp_path / "stub.png"
    image.save(path)
    read = run_job(OcrJob(path, "image", 0, 200, "eng", "pypdfium2", DEFAULT_MAX_PIXELS))
    assert read.text == "Net pay 1,234.56\nGross pay 2,468.00"
