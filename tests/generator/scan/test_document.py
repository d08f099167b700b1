"""scan_pdf end to end: same seed same bytes in every format, image-only output, the record."""

from __future__ import annotations

import io
import json
from functools import cache

import pypdfium2 as pdfium
import pytest
from PIL import Image

from generator.render.raster import rasterizer_info
from generator.scan import ScanError, choose_format, choose_profile, scan_pdf
from generator.scan.quality import char_error_rate, recovered
from generator.scan.specimen import specimen_pdf


@cache
def two_pages() -> bytes:
    return specimen_pdf(11, pages=2)[0]


@cache
def one_page() -> bytes:
    return specimen_pdf(12, pages=1)[0]


@pytest.mark.parametrize(
    ("profile", "fmt"), [("fax", "tiff"), ("fax", "pdf"), ("phone-photo", "jpeg"), ("office-scan", "png")]
)
def test_same_seed_same_bytes(profile, fmt):
    first = scan_pdf(one_page(), profile, 42, 3, fmt)
    again = scan_pdf(one_page(), profile, 42, 3, fmt)
    assert first.files == again.files
    assert first.record == again.record
    other = scan_pdf(one_page(), profile, 42, 4, fmt)
    assert other.files[0][1] != first.files[0][1]


def test_image_only_pdf_has_no_text_layer_and_the_page_size():
    (suffix, data), = scan_pdf(two_pages(), "fax", 7, 0, "pdf").files
    assert suffix == ".pdf"
    assert data.startswith(b"%PDF-1.4\n% created by Pillow PDF driver\n")
    assert b"CreationDate" not in data and b"ModDate" not in data
    doc = pdfium.PdfDocument(data)
    assert len(doc) == 2
    for i in range(2):
        assert doc[i].get_size() == (612.0, 792.0)
        assert doc[i].get_textpage().get_text_range() == ""
    assert b"/CCITTFaxDecode" in data


def test_gray_pdf_pages_are_jpeg():
    (_, data), = scan_pdf(one_page(), "office-scan", 7, 0, "pdf").files
    assert b"/DCTDecode" in data
    assert b"/DeviceGray" in data


def test_multi_page_tiff_and_per_page_images():
    (suffix, data), = scan_pdf(two_pages(), "office-scan", 7, 0, "tiff").files
    assert suffix == ".tif"
    with Image.open(io.BytesIO(data)) as tif:
        assert tif.n_frames == 2
        assert tif.size == (2550, 3300)
        assert tif.mode == "L"
        assert tif.info["dpi"] == (300, 300)
    png = scan_pdf(two_pages(), "fax", 7, 0, "png").files
    assert [name for name, _ in png] == ["-p1.png", "-p2.png"]
    with Image.open(io.BytesIO(png[1][1])) as im:
        assert (im.mode, im.size) == ("1", (1700, 2200))
    jpg = scan_pdf(one_page(), "phone-photo", 7, 0, "jpeg").files
    assert [name for name, _ in jpg] == [".jpg"]
    with Image.open(io.BytesIO(jpg[0][1])) as im:
        assert (im.format, im.mode, im.size) == ("JPEG", "RGB", (1700, 2200))


def test_single_file_stacks_the_pages_of_an_image():
    files, record = scan_pdf(two_pages(), "fax", 7, 0, "png", single_file=True)
    assert [name for name, _ in files] == [".png"]
    assert record["stackedPages"] == 2
    with Image.open(io.BytesIO(files[0][1])) as im:
        assert im.size == (1700, 4400)
    pages = scan_pdf(two_pages(), "fax", 7, 0, "png").files
    with Image.open(io.BytesIO(pages[1][1])) as second, Image.open(io.BytesIO(files[0][1])) as sheet:
        assert sheet.crop((0, 2200, 1700, 4400)).tobytes() == second.tobytes()


def test_record_holds_every_step_per_page_and_the_rasterizer():
    _files, record = scan_pdf(two_pages(), "fax", 9, 2, "tiff", rasterizer="poppler")
    assert json.loads(json.dumps(record, sort_keys=True)) == record
    assert {k: v for k, v in record.items() if k != "pages"} == {
        "profile": "fax",
        "rasterizer": "poppler",
        "rasterizerVersion": rasterizer_info("poppler").version,
        "dpi": 200,
        "captureDpi": [200, 100],
        "color": "1",
        "format": "tiff",
        "multiPageFile": True,
        "stackedPages": 0,
    }
    assert [p["page"] for p in record["pages"]] == [1, 2]
    assert [p["width"] for p in record["pages"]] == [1700, 1700]
    assert [[s["step"] for s in p["steps"]] for p in record["pages"]] == [
        ["stamp", "rotation", "down-up-sample", "binarize", "salt-pepper-speckle"]
    ] * 2
    assert record["pages"][0]["steps"] != record["pages"][1]["steps"]
    assert record["pages"][0]["steps"][2] == {
        "step": "down-up-sample",
        "phase": "capture",
        "scaleX": 1.0,
        "scaleY": 0.5,
        "lowSize": [1700, 1100],
        "restore": "nearest",
    }


def test_bad_requests_are_clear_errors():
    with pytest.raises(ScanError) as err:
        scan_pdf(one_page(), "polaroid", 1, 0, "pdf")
    assert str(err.value) == ("unknown scan profile 'polaroid': choose one of clean, office-scan, fax, phone-photo, "
                              "photocopy")
    with pytest.raises(ScanError) as err:
        scan_pdf(one_page(), "fax", 1, 0, "gif")
    assert str(err.value) == "unknown scan format 'gif': choose one of pdf, png, jpeg, tiff"
    with pytest.raises(ScanError) as err:
        scan_pdf(one_page(), "fax", 1, -3, "pdf")
    assert str(err.value) == "document index must be a non-negative integer, got -3"


def test_seeded_choices_are_stable_and_fit_the_page_count():
    picks = [choose_profile(42, i) for i in range(200)]
    assert picks == [choose_profile(42, i) for i in range(200)]
    assert set(picks) == {"clean", "fax", "office-scan", "phone-photo", "photocopy"}
    formats = {choose_format(p, 42, i, 1) for i, p in enumerate(picks)}
    assert formats == {"pdf", "png", "jpeg", "tiff"}
    assert {choose_format(p, 42, i, 3) for i, p in enumerate(picks)} == {"pdf", "tiff"}
    assert {choose_format("phone-photo", 42, i, 1) for i in range(50)} == {"jpeg", "pdf"}


def test_quality_measures():
    assert char_error_rate("kitten", "sitting") == 0.5
    assert char_error_rate("Box 1  wages\n52,340.17", "Box 1 wages 52,340.17") == 0.0
    assert char_error_rate("abc", "") == 1.0
    assert char_error_rate("", "") == 0.0
    shapes = ["52,340.17", "52.340,17"]
    assert recovered("Wages 52.340,17 paid", "52340.17", shapes)
    assert not recovered("Wages 52,340.1 paid", "52340.17", shapes)
    assert recovered("Avery\n Okafor", "Avery Okafor")
