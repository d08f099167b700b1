"""harness.ingest.page_marks: a page's rules, dot leaders and specks are erased before OCR; its
print, a short dash, an ellipsis, a full stop and a shaded box's fill are not; and it is the reference's
erase (tests/support/page_marks_reference.py) bit for bit."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont
from scipy import ndimage

from harness.ingest.ocr import OcrJob, run_job
from harness.ingest.page_marks import INK_RATIO, INK_SHARE, SMOOTH, erase_marks, smoothed
from harness.ingest.settings import DEFAULT_MAX_PIXELS
from tests.support.page_marks_reference import erase_marks as reference_erase

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


def test_figures_joined_across_their_middles_are_no_rule_and_an_underline_still_is() -> None:
    page = _page()
    for x in range(100, 260, 12):  # bold figures set tight: strokes 4 across, 30 down, every 12 pixels
        page[200:230, x:x + 4] = 0
    page[214:217, 100:256] = 0  # their middles joined into a thin run across, 156 long (a rule's length)
    for x in range(100, 260, 12):  # a word's letters over an underline 3 pixels under them
        page[400:430, x:x + 4] = 0
    page[433:436, 100:256] = 0
    out = np.asarray(erase_marks(Image.fromarray(page)))
    assert (out[150:300] == page[150:300]).all()  # the figures kept whole
    assert (out[433:436, 100:256] == 255).all() and (out[400:430] == page[400:430]).all()  # the underline erased


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


def test_the_inks_integer_test_is_the_shares_on_every_pair_of_greys() -> None:
    grey, paper = np.meshgrid(np.arange(256), np.arange(256), indexing="ij")
    ours = grey.astype(np.uint16) * INK_RATIO[1] < paper.astype(np.uint16) * INK_RATIO[0]
    assert np.array_equal(ours, grey < INK_SHARE * paper)
    assert int(ours.sum()) == 25584


def test_the_smoothing_is_scipys_uniform_filter() -> None:
    rng = np.random.default_rng(3)
    for shape in ((60, 90), (9, 200), (301, 17)):
        page = rng.integers(0, 256, shape, dtype=np.uint8)
        assert np.array_equal(smoothed(page), ndimage.uniform_filter(page, size=SMOOTH))


def _drawn(seed: int) -> np.ndarray:
    """A page of print, rules (some turned, some thick), leaders, specks, fills, a banner and noise."""
    rng = np.random.default_rng(seed)
    height, width = 700, 1000
    page = np.full((height, width), int(rng.integers(170, 256)), dtype=np.uint8)
    page[:, : width // 3] -= np.uint8(rng.integers(0, 40))  # unevenly lit
    for _ in range(60):  # letters
        y, x = int(rng.integers(0, height - 30)), int(rng.integers(0, width - 20))
        page[y:y + int(rng.integers(8, 30)), x:x + int(rng.integers(2, 20))] = rng.integers(0, 90)
    for _ in range(8):  # rules across, turned by a pixel every `step`, 1-12 thick
        y, x, long = int(rng.integers(0, height - 20)), int(rng.integers(0, width // 2)), int(rng.integers(30, 500))
        thick, step = int(rng.integers(1, 13)), int(rng.integers(60, 400))
        for i in range(0, long, step):
            page[y + i // step:y + i // step + thick, x + i:x + min(long, i + step)] = rng.integers(0, 90)
    for _ in range(5):  # rules down
        y, x = int(rng.integers(0, height // 2)), int(rng.integers(0, width - 5))
        page[y:y + int(rng.integers(20, height // 2)), x:x + int(rng.integers(1, 5))] = rng.integers(0, 90)
    for _ in range(4):  # leaders and lone specks
        y, x, gap = int(rng.integers(0, height - 4)), int(rng.integers(0, width // 2)), int(rng.integers(4, 14))
        for dx in range(0, int(rng.integers(20, 400)), gap):
            page[y:y + 3, x + dx:x + dx + 3] = 20
        page[int(rng.integers(0, height - 3)), int(rng.integers(0, width - 3))] = 10
    y, x = int(rng.integers(0, height - 120)), int(rng.integers(0, width - 400))
    page[y:y + 100, x:x + 400] = 30  # a banner, its letters light
    for dx in range(20, 380, 11):
        page[y + 30:y + 70, x + dx:x + dx + 5] = 250
    page[rng.random((height, width)) < 0.002] = 0  # noise
    return page


def test_the_erase_is_the_references_bit_for_bit() -> None:
    erased = []
    for seed in range(6):
        image = Image.fromarray(_drawn(seed))
        ours, theirs = erase_marks(image), reference_erase(image)
        assert np.array_equal(np.asarray(ours), np.asarray(theirs)), seed
        erased.append(int((np.asarray(ours) != np.asarray(image)).sum()))
    assert erased == [6513, 8033, 8384, 5336, 6684, 5891]
