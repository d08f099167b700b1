"""`mailing`: a cover letter, the document, an instructions page in one file; the parts recorded
match the file's pages; the values only on the document's pages; the same bytes for the same draw."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.documents.templates import discover_templates
from generator.producers.mailing import MAILING, join
from generator.producers.mailing_text import BLANK_PAGE, COVERS, INSTRUCTION_HEADINGS, INSTRUCTION_PARAGRAPHS
from generator.producers.sheets import open_pdf
from generator.render.pdf import render_pdf
from tests.generator.producers.geometry_docs import missing_values, page_texts, produce_input


@pytest.mark.parametrize(("index", "parts", "paper"), [
    (0, [("cover", [1]), ("document", [2]), ("instructions", [3])], "letter"),
    (4, [("cover", [1]), ("blank", [2]), ("document", [3]), ("instructions", [4])], "letter"),
    (3, [("cover", [1]), ("document", [2]), ("instructions", [3])], "legal"),
])
def test_the_parts_recorded_are_the_files_pages(index: int, parts: list[tuple[str, list[int]]], paper: str) -> None:
    doc = produce_input("w2")
    produced = MAILING.produce(doc, np.random.default_rng([42, index, 4201]))
    assert [(p["part"], p["pages"]) for p in produced.applied["parts"]] == parts
    assert produced.applied["paper"] == paper
    pdf = open_pdf(produced.data)
    assert produced.pages == len(pdf.pages) == parts[-1][1][-1]
    texts = page_texts(produced.data)
    where = {name: pages for name, pages in parts}
    document = " ".join(texts[p - 1] for p in where["document"])
    assert missing_values(document, doc.values) == []
    others = [texts[p - 1] for name, pages in parts if name != "document" for p in pages]
    assert [v for v in doc.values.values() if any(v in t for t in others)] == []
    if "blank" in where:
        assert BLANK_PAGE in texts[where["blank"][0] - 1]
    # mixed sizes: the letter cover and instructions beside a legal document
    sizes = [[float(v) for v in page.MediaBox][2:] for page in pdf.pages]
    height = {"letter": 792.0, "legal": 1008.0}[paper]
    assert sizes == [[612.0, height] if i in where["document"] else [612.0, 792.0] for i in range(1, len(sizes) + 1)]
    assert str(pdf.docinfo["/Title"]) == "Form W-2 Wage and Tax Statement"


def test_a_cover_names_the_document_by_its_title_or_not_at_all() -> None:
    doc = produce_input("w2")
    produced = MAILING.produce(doc, np.random.default_rng([42, 0, 4201]))
    assert produced.applied["cover"] == 2
    cover = page_texts(produced.data)[0]
    assert "your Form W-2 Wage and Tax Statement." in cover
    assert cover.startswith("SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT - "
                            "page 1 Please review the enclosed document Hello, We are writing")


def test_the_mailings_own_words_copy_no_field_label() -> None:
    ours = " ".join([h + " " + g + " " + " ".join(p) + " " + c for h, g, p, c in COVERS]
                    + list(INSTRUCTION_HEADINGS) + list(INSTRUCTION_PARAGRAPHS) + [BLANK_PAGE]).lower()
    copied = set()
    for name, template in discover_templates().items():
        if name == "injected-notice":  # the adversarial notice's memo lines (From, Form) are no document's labels
            continue
        for label in template.default_labels().values():
            words = re.sub(r"^(\d+[a-z]?|[a-z])\s+", "", label.strip()).lower()  # "1 Wages..." -> "wages..."
            if words and re.search(rf"\b{re.escape(words)}\b", ours):
                copied.add((name, label))
    assert copied == set()


def test_join_records_each_parts_pages() -> None:
    from generator.documents.layout import LayoutSpec, Page, TextEl

    def pages(count: int) -> bytes:
        return render_pdf(LayoutSpec(pages=[Page(elements=[TextEl(kind="text", x=72, y=90, text=str(n))])
                                            for n in range(count)])).data

    _, record = join([("cover", pages(1)), ("document", pages(3)), ("instructions", pages(2))])
    assert record == [{"part": "cover", "pages": [1]}, {"part": "document", "pages": [2, 3, 4]},
                      {"part": "instructions", "pages": [5, 6]}]


def test_same_draw_same_bytes() -> None:
    doc = produce_input("pay-stub")
    first = MAILING.produce(doc, np.random.default_rng([42, 3, 4201]))
    assert MAILING.produce(doc, np.random.default_rng([42, 3, 4201])).data == first.data
