"""render_pdf: embedded fonts, the specimen mark on every page, bytes independent of the accelerator."""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import sys

import pytest
from pypdf import PdfReader

from generator.corpus.writer import Settings, build_corpus
from generator.documents.layout import LayoutError, parse_layout
from generator.render.pdf import SPECIMEN_MARK, render_pdf

LONG = "\n".join(
    ['{"kind": "page"}', '{"kind": "text", "x": 72, "y": 90, "text": "Heading", "font": "sans-bold"}']
    + [json.dumps({"kind": "para", "text": f"Paragraph {i}: " + "lorem ipsum dolor sit amet " * 12}) for i in range(40)]
)


def test_prose_flows_onto_new_pages_each_with_the_mark() -> None:
    pdf = render_pdf(parse_layout(LONG, "t"), "Long")
    reader = PdfReader(io.BytesIO(pdf.data))
    assert pdf.pages == len(reader.pages) >= 3
    for number, page in enumerate(reader.pages, start=1):
        text = page.extract_text()
        assert text.count(SPECIMEN_MARK) == 2
        assert f"{SPECIMEN_MARK} - page {number}" in text
    assert "Paragraph 39:" in reader.pages[-1].extract_text()


def test_every_font_is_embedded_and_metadata_is_fixed() -> None:
    pdf = render_pdf(parse_layout(LONG + '\n{"kind": "text", "x": 1, "y": 700, "text": "m", "font": "mono"}', "t"),
                     "Long")
    reader = PdfReader(io.BytesIO(pdf.data))
    fonts = {}
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            fonts[font["/BaseFont"]] = "/FontFile" in font["/FontDescriptor"].get_object()
    assert fonts and all(fonts.values()), fonts
    assert {"/ArialMT", "/Arial-BoldMT", "/TimesNewRomanPSMT", "/RagGen-Courier"} <= set(fonts)
    meta = reader.metadata
    assert meta["/Title"] == "Long" and meta["/Subject"] == SPECIMEN_MARK
    assert meta["/CreationDate"] == meta["/ModDate"] == "D:20000101000000+00'00'"  # invariant: no clock
    mono = '\n{"kind": "text", "x": 1, "y": 700, "text": "m", "font": "mono"}'
    assert pdf.data == render_pdf(parse_layout(LONG + mono, "t"), "Long").data


CODE = """
import hashlib, json
from generator.corpus.writer import Settings, build_corpus
from generator.render.pdf import render_pdf
import reportlab.lib.rl_accel as accel
c = build_corpus(Settings(11, 2025, "default", scan_ratio=0.0))
print(json.dumps({"accelerated": "built-in" in repr(accel.fp_str),
                  "hashes": [hashlib.sha256(render_pdf(c.templates[d.template].layout(d.facts, d.printed),
                                                       d.title).data).hexdigest() for d in c.documents]}))
"""


def test_bytes_do_not_depend_on_reportlabs_accelerator() -> None:
    with_accel = json.loads(subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True,
                                           check=True).stdout)
    without = json.loads(subprocess.run([sys.executable, "-c", "import sys; sys.modules['_rl_accel'] = None\n" + CODE],
                                        capture_output=True, text=True, check=True).stdout)
    assert (with_accel["accelerated"], without["accelerated"]) == (True, False)
    assert with_accel["hashes"] == without["hashes"]
    c = build_corpus(Settings(11, 2025, "default", scan_ratio=0.0))
    here = [hashlib.sha256(render_pdf(c.templates[d.template].layout(d.facts, d.printed), d.title).data).hexdigest()
            for d in c.documents]
    assert here == with_accel["hashes"]


def test_a_character_the_fonts_cannot_show_is_an_error_not_a_box() -> None:
    text = json.dumps({"kind": "text", "x": 72, "y": 99, "text": "Zoë Łukasz"})
    spec = parse_layout('{"kind": "page"}\n' + text, "t")
    with pytest.raises(LayoutError) as exc:
        render_pdf(spec)
    assert str(exc.value) == "cannot draw 'Zoë Łukasz': 'Ł' is outside the fonts' WinAnsi encoding"


BOXES = "\n".join([
    '{"kind": "page"}',
    json.dumps({"kind": "box", "x": 40, "y": 80, "w": 200, "h": 30, "label": "1 Interest income", "value": "812.40",
                "align": "right"}),
    *[json.dumps({"kind": "para", "text": f"Paragraph {i}: " + "lorem ipsum dolor sit amet " * 12}) for i in range(24)],
    json.dumps({"kind": "box", "x": 40, "y": 400, "w": 200, "h": 30, "label": "2 Penalty", "value": "17.05"}),
    json.dumps({"kind": "box", "x": 240, "y": 400, "w": 200, "h": 30, "label": "3 Empty"}),
])


def test_box_values_false_leaves_the_values_out_and_says_where_they_were() -> None:
    spec = parse_layout(BOXES, "t")
    drawn, bare = render_pdf(spec, "Boxes"), render_pdf(spec, "Boxes", box_values=False)
    assert drawn.left_out == ()
    texts = [page.extract_text() for page in PdfReader(io.BytesIO(bare.data)).pages]
    assert bare.pages == drawn.pages == len(texts) == 2
    assert "1 Interest income" in texts[0] and "2 Penalty" in texts[1]
    assert not any(value in text for value in ("812.40", "17.05") for text in texts)
    # the second box is drawn on page 2: the prose before it flowed there
    assert [(page, box.label, box.value) for page, box in bare.left_out] == [
        (0, "1 Interest income", "812.40"), (1, "2 Penalty", "17.05")]
    assert "812.40" in PdfReader(io.BytesIO(drawn.data)).pages[0].extract_text()
