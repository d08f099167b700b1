"""The `searchable-scan` producer: one scanned image per page under tesseract's invisible text."""

from __future__ import annotations

import io

import numpy as np
import pikepdf
import pytest

from generator.producers.base import Produced
from generator.producers.searchable_scan import SEARCHABLE_SCAN, not_verbatim, text_layer
from tests.generator.producers.layouts import VALUES, produce_input, sha, sha_in_another_process

CLEAN = 11  # default_rng(11) draws the `clean` profile: OCR of a perfect 300 dpi page


@pytest.fixture(scope="module")
def produced() -> Produced:
    return SEARCHABLE_SCAN.produce(produce_input(), np.random.default_rng(CLEAN))


def test_each_page_is_one_image_under_text_drawn_invisibly(produced: Produced) -> None:
    with pikepdf.open(io.BytesIO(produced.data)) as pdf:
        assert len(pdf.pages) == produced.pages == 1
        for page in pdf.pages:
            images = [x for x in page.Resources.XObject.values() if x.Subtype == "/Image"]
            assert [(x.Filter, x.Width, x.Height) for x in images] == [("/DCTDecode", 2550, 3300)]
            ops = pikepdf.parse_content_stream(page)
            modes = {int(operands[0]) for operands, op in ops if str(op) == "Tr"}
            shown = [op for _, op in ops if str(op) in ("Tj", "TJ")]
            assert modes == {3} and len(shown) > 10  # every word shown in mode 3: invisible
            assert [str(f.BaseFont) for f in page.Resources.Font.values()] == ["/GlyphLessFont"]
        # what scanner software leaves: its name, no date
        assert dict(pdf.docinfo) == {"/Producer": "Tesseract 5.3.0"}


def test_the_text_layer_is_the_ocr_of_the_page(produced: Produced) -> None:
    text = text_layer(produced.data)
    assert "SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT" in text
    # tesseract 5.3.0's reading, errors and all: "1a" becomes "la"; the values themselves are read right
    assert "Box la Total ordinary dividends $5183.48" in text
    assert not_verbatim(VALUES, text) == []


def test_it_records_the_scan_and_the_ocr(produced: Produced) -> None:
    applied = dict(produced.applied)
    scan = applied.pop("scan")
    assert applied == {"ocr": "tesseract 5.3.0", "ocrLang": "eng", "profile": "clean", "scanSeed": 276102407,
                       "values": 3, "verbatim": 3, "notVerbatim": []}
    assert (scan["profile"], scan["dpi"], scan["format"]) == ("clean", 300, "jpeg")
    assert scan["pages"] == [{"page": 1, "width": 2550, "height": 3300, "steps": []}]


def test_same_seed_same_bytes_here_and_in_another_process(produced: Produced) -> None:
    assert SEARCHABLE_SCAN.produce(produce_input(), np.random.default_rng(CLEAN)).data == produced.data
    assert sha_in_another_process("searchable-scan", CLEAN) == sha(produced.data)


def test_not_verbatim_names_the_fields_the_text_lacks_line_by_line() -> None:
    values = {"a": "1,264.13", "b": "Tyler Smith\n92281 Alexandra Pike", "c": "2025", "d": "XXX-XX-3933"}
    text = "Box 1 1,264.13\nTyler  Smith 92281 Alexandra\nPike 2 0 2 5 XXX-XX-3938"
    assert not_verbatim(values, text) == ["c", "d"]
