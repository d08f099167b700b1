"""`no-unicode-map`: subset fonts with meaningless glyph names, new codes and no /ToUnicode; the page
rasterizes as reportlab drew it, extraction yields garbage, the same bytes each time."""

from __future__ import annotations

import io
import re
import tempfile
from pathlib import Path

import numpy as np
import pikepdf
import pypdf
import pypdfium2 as pdfium
import pytest
from fontTools.t1Lib import T1Font

from generator.producers.base import Produced, ProduceInput, ProducerError
from generator.producers.no_unicode_map import NO_UNICODE_MAP, PRINTABLE_CODES
from tests.generator.producers.text_sample import VALUES, pixel_difference, sample_pdf, sample_spec

# seeds whose draw is each code style (checked below)
SHUFFLED_SEED, FIRST_USE_SEED = 1, 0


def _produce(seed: int) -> Produced:
    rendered = sample_pdf(truetype=False)
    return NO_UNICODE_MAP.produce(ProduceInput(rendered.data, rendered.pages, sample_spec(False), "Form W-2"),
                                  np.random.default_rng(seed))


def _fonts(data: bytes) -> dict[str, pikepdf.Dictionary]:
    """Every font of every page, by its /BaseFont (copied out of the closed file)."""
    out = {}
    with pikepdf.open(io.BytesIO(data)) as pdf:
        for page in pdf.pages:
            for font in page.Resources.Font.values():
                names = [str(n) for n in font.Encoding.Differences if isinstance(n, pikepdf.Name)] \
                    if isinstance(font.get("/Encoding"), pikepdf.Dictionary) else []
                codes = [int(c) for c in font.Encoding.Differences if not isinstance(c, pikepdf.Name)] if names else []
                out[str(font.BaseFont)] = {"tounicode": "/ToUnicode" in font, "names": names, "codes": codes,
                                           "program": font.FontDescriptor.FontFile.read_bytes(),
                                           "descriptor_name": str(font.FontDescriptor.FontName),
                                           "flags": int(font.FontDescriptor.Flags)}
    return out  # type: ignore[return-value]


def test_the_draws_are_recorded() -> None:
    shuffled, first_use = _produce(SHUFFLED_SEED), _produce(FIRST_USE_SEED)
    assert shuffled.applied == {"codes": "shuffled", "glyph_names": "glyph", "fonts": [
        "NZTBDO+Arial-BoldMT", "OPXAMR+Arial-ItalicMT", "USTSPI+ArialMT", "CZMKSH+RagGen-Courier",
        "UHNTXL+TimesNewRomanPS-BoldMT", "ONUBNV+TimesNewRomanPS-ItalicMT"]}
    assert first_use.applied["codes"] == "first-use" and first_use.pages == 2
    assert shuffled.data == _produce(SHUFFLED_SEED).data  # same draw, same bytes


@pytest.mark.parametrize("seed", [SHUFFLED_SEED, FIRST_USE_SEED])
def test_no_font_has_a_unicode_map_and_no_name_means_anything(seed: int) -> None:
    produced = _produce(seed)
    fonts = _fonts(produced.data)
    assert sorted(fonts) == sorted(f"/{name}" for name in produced.applied["fonts"])
    prefix = produced.applied["glyph_names"]
    for base, font in fonts.items():
        assert re.fullmatch(r"/[A-Z]{6}\+[\w-]+", base) and font["descriptor_name"] == base
        assert not font["tounicode"]
        assert font["names"] and all(re.fullmatch(rf"/{prefix}\d+", n) for n in font["names"])
        assert font["flags"] & 4 and not font["flags"] & 32  # symbolic
        if produced.applied["codes"] == "shuffled":
            assert set(font["codes"]) <= set(PRINTABLE_CODES)
        else:
            assert font["codes"] == list(range(1, len(font["codes"]) + 1))


def test_the_font_programs_are_subsets_under_the_new_names() -> None:
    fonts = _fonts(_produce(SHUFFLED_SEED).data)
    for base, font in fonts.items():
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "font.pfa"
            path.write_bytes(font["program"])
            program = T1Font(str(path))
            program.parse()
        assert "/" + program.font["FontName"] == base
        names = {"/" + n for n in program.font["CharStrings"].keys()}
        assert names == {"/.notdef", *font["names"]}
        encoding = {code: "/" + name for code, name in enumerate(program.font["Encoding"]) if name != ".notdef"}
        assert encoding == dict(zip(font["codes"], font["names"], strict=True))


@pytest.mark.parametrize("seed", [SHUFFLED_SEED, FIRST_USE_SEED])
def test_the_pages_rasterize_as_reportlab_drew_them(seed: int) -> None:
    # the outlines and the widths are the same bytes under new names and codes: not one pixel moves
    assert pixel_difference(sample_pdf(truetype=False).data, _produce(seed).data) == [(0.0, 0.0), (0.0, 0.0)]


@pytest.mark.parametrize("seed", [SHUFFLED_SEED, FIRST_USE_SEED])
def test_extraction_returns_garbage(seed: int) -> None:
    data = _produce(seed).data
    doc = pdfium.PdfDocument(data)
    reader = pypdf.PdfReader(io.BytesIO(data))
    texts = [doc[i].get_textpage().get_text_range() for i in range(len(doc))]
    texts += [page.extract_text() for page in reader.pages]
    assert all(len(t) > 100 for t in texts)  # a text layer there is, and a long one
    for text in texts:
        assert not any(value in text for value in VALUES.values())
        assert not any(word in text for word in ("Wages", "SPECIMEN", "statement", "Employee"))


def test_pypdf_reads_glyph_names_and_pdfium_control_characters_under_first_use_codes() -> None:
    data = _produce(FIRST_USE_SEED).data
    first_line = pypdf.PdfReader(io.BytesIO(data)).pages[0].extract_text().splitlines()[0]
    # SYNTHETIC SPECIMEN: S Y N T H E T I C S P
    assert first_line.startswith("/glyph1/glyph2/glyph3/glyph4/glyph5/glyph6/glyph4/glyph7/glyph8/glyph9/glyph1")
    assert pdfium.PdfDocument(data)[0].get_textpage().get_text_range().startswith("\x01\x04\x05\x06\x04\x07\x08\t")


def test_layouts_in_a_truetype_face_are_not_this_producers() -> None:
    assert NO_UNICODE_MAP.applies(sample_spec(truetype=False))
    assert not NO_UNICODE_MAP.applies(sample_spec(truetype=True))
    rendered = sample_pdf(truetype=True)
    with pytest.raises(ProducerError) as info:
        NO_UNICODE_MAP.produce(ProduceInput(rendered.data, rendered.pages, sample_spec(True), "Form W-2"),
                               np.random.default_rng(0))
    assert str(info.value) == "no-unicode-map: font /F5+0 is not an embedded Type 1 font; only those are re-encoded"
