"""The `html` producer: WeasyPrint writes the file, its values in the text layer, same seed same bytes."""

from __future__ import annotations

import io

import numpy as np
import pikepdf
import pypdf
import pytest

from generator.corpus.writer import Settings, build_corpus, render_document
from generator.producers.base import Produced
from generator.producers.html import HTML
from tests.generator.producers.layouts import VALUES, produce_input, sha, sha_in_another_process, specimen

PLEX = {"Plex-Sans", "Plex-Sans-Bold", "Plex-Serif", "Plex-Serif-Bold", "Plex-Mono", "Plex-Mono-Bold",
        "Plex-Sans-Italic", "Plex-Serif-Italic"}


@pytest.fixture(scope="module")
def produced() -> Produced:
    return HTML.produce(produce_input(), np.random.default_rng(2))


def test_weasyprint_wrote_it_and_its_values_are_in_the_text_layer(produced: Produced) -> None:
    with pikepdf.open(io.BytesIO(produced.data)) as pdf:
        assert dict(pdf.docinfo) == {"/Producer": "WeasyPrint 70.0", "/Title": "Specimen", "/Author": "rag-gen",
                                     "/Subject": "SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT"}
        fonts = [font for page in pdf.pages for font in page.Resources.Font.values()]
        assert all("/ToUnicode" in font and font.Subtype == "/Type0" for font in fonts)
        # subsets of the packaged IBM Plex faces only: no system font came in
        assert {str(font.BaseFont).split("+", 1)[1] for font in fonts} <= PLEX
    text = " ".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(produced.data)).pages)
    assert [v for v in VALUES.values() if v not in text] == []
    assert produced.pages == 1


def test_it_records_the_engine_the_fonts_and_the_style_it_drew(produced: Produced) -> None:
    assert produced.applied == {
        "engine": "weasyprint 70.0",
        "fonts": {"Plex Sans": "fontpkg-ibm-plex-sans 3.201", "Plex Serif": "fontpkg-ibm-plex-serif 2.006",
                  "Plex Mono": "fontpkg-ibm-plex-mono 2.3"},
        "marginInches": 0.75, "scale": 0.89, "fields": "grid", "typeface": "as-designed",
    }


def test_same_seed_same_bytes_here_and_in_another_process(produced: Produced) -> None:
    again = HTML.produce(produce_input(), np.random.default_rng(2))
    assert again.data == produced.data
    assert sha_in_another_process("html", 2) == sha(produced.data)
    other = HTML.produce(produce_input(), np.random.default_rng(0))
    assert other.applied["fields"] == "list" and other.data != produced.data


def test_the_seed_42_documents_keep_every_printed_value() -> None:
    corpus = build_corpus(Settings(42, size="small", scan_ratio=0.0, producers=("html",)))
    picked = [d for d in corpus.documents if d.template in ("w2", "bank-statement", "1099-g", "property-tax-bill")]
    assert len(picked) == 4
    for doc in picked:
        rendered = render_document(doc)
        assert rendered.producer is not None and rendered.producer["name"] == "html"
        text = "\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(rendered.files[0][1])).pages)
        lines = [line for value in doc.printed.values() for line in str(value).split("\n")]
        assert [line for line in lines if line not in text] == [], doc.file


@pytest.mark.parametrize(("size", "media_box"), [("letter-landscape", [0, 0, 792, 612]),
                                                 ("a4-landscape", [0, 0, 841.89, 595.28])])
def test_a_turned_page_is_printed_on_a_turned_sheet(size: str, media_box: list[float]) -> None:
    """An unseen procedural statement's wide table is drawn on a page turned a quarter: WeasyPrint is
    asked for the turned sheet by CSS's name (a test-suite household once failed on it)."""
    spec = specimen()
    turned = spec.model_copy(update={"pages": [page.model_copy(update={"size": size}) for page in spec.pages]})
    out = HTML.produce(produce_input(turned), np.random.default_rng(2))
    with pikepdf.open(io.BytesIO(out.data)) as pdf:
        assert [[round(float(v), 2) for v in page.MediaBox] for page in pdf.pages] == [media_box]
    text = " ".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(out.data)).pages)
    assert [v for v in VALUES.values() if v not in text] == []
