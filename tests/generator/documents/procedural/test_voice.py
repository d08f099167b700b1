"""An issuer's voice in its procedural layout: wordings, column titles and value formats of its split."""

from __future__ import annotations

import pytest

from generator.documents.plan import with_procedural_layouts
from generator.documents.procedural import layout_rng
from generator.documents.wordings import worded_kinds, wordings
from generator.render.procedural import procedural_pdf
from tests.generator.documents.procedural.conftest import page_texts, plan, templates


@pytest.mark.parametrize("split", ["seen", "unseen"])
def test_every_wording_and_column_title_a_layout_draws_is_of_its_split(split: str) -> None:
    drawn = 0
    for doc in with_procedural_layouts(plan("default"), templates(), 42, split):
        if doc.template not in worded_kinds():
            continue
        words = wordings(doc.template)
        layout = doc.procedural(templates()[doc.template])
        for name, label in layout.labels.items():
            if name in words.fields:
                assert label in words.fields[name].of(split), (doc.file, name, label)
                drawn += 1
        if doc.typed_rows:
            for column, title in layout.voice.columns.items():
                assert title in words.columns[column].of(split), (doc.file, column, title)
    assert drawn == 271  # the worded fields of the default plan's documents


def test_the_labels_recorded_are_the_labels_the_page_prints() -> None:
    for doc in with_procedural_layouts(plan("small"), templates(), 42, "unseen"):
        layout, pdf = procedural_pdf(doc, templates()[doc.template], layout_rng(42, doc), "unseen")
        assert doc.labels == layout.labels
        text = " ".join(page_texts(pdf.data)).casefold()
        shown = {f for b in layout.structure["blocks"] if b["block"] in ("panel", "summary", "prose")
                 for f in b["fields"]}
        assert [n for n in sorted(shown) if doc.labels[n].casefold() not in text] == [], doc.file
