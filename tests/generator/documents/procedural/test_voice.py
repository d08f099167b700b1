"""An issuer's voice in its procedural layout: wordings, column titles and value formats of its split."""

from __future__ import annotations

import pytest

from generator.documents.plan import with_procedural_layouts
from generator.documents.procedural import layout_rng
from generator.documents.value_formats import format_date_as, format_money_as, format_name_as, styles
from generator.documents.wordings import worded_kinds, wordings
from generator.render.procedural import procedural_pdf
from harness.contract.shapes import money_plain
from harness.runtime.errors import RagError
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
    assert drawn == 273  # the worded fields of the default plan's documents (a W-2c's two previous amounts too)


def test_the_labels_recorded_are_the_labels_the_page_prints() -> None:
    for doc in with_procedural_layouts(plan("small"), templates(), 42, "unseen"):
        layout, pdf = procedural_pdf(doc, templates()[doc.template], layout_rng(42, doc), "unseen")
        assert doc.labels == layout.labels
        text = " ".join(page_texts(pdf.data)).casefold()
        shown = {f for b in layout.structure["blocks"] if b["block"] in ("panel", "summary", "prose")
                 for f in b["fields"]}
        assert [n for n in sorted(shown) if doc.labels[n].casefold() not in text] == [], doc.file


@pytest.mark.parametrize("split", ["seen", "unseen"])
def test_the_ground_truth_is_the_text_the_pdf_shows_in_the_issuers_value_formats(split: str) -> None:
    doc = next(d for d in with_procedural_layouts(plan("small"), templates(), 42, split)
               if d.template == "bank-statement")
    layout, pdf = procedural_pdf(doc, templates()[doc.template], layout_rng(42, doc), split)
    text = " ".join(page_texts(pdf.data))
    assert doc.ground_truth == layout.ground_truth
    assert [k for k, v in doc.ground_truth.items() if " ".join(v.split()) not in text] == []
    voice = layout.voice
    assert (styles("date", split).count(voice.date), styles("money", split).count(voice.money)) == (1, 1)
    day, _, amount = doc.typed_rows[0]
    assert doc.rows["row_01_date"] == format_date_as(day, voice.date)
    assert doc.rows["row_01_amount"] == format_money_as(amount, voice.money)
    assert doc.printed["ending_balance"] == format_money_as(doc.values["ending_balance"], voice.money)


def test_a_persons_name_is_printed_in_the_name_style_and_a_companys_as_given() -> None:
    docs = with_procedural_layouts(plan("default"), templates(), 42, "unseen")
    w2s = [d for d in docs if d.template == "w2"]
    names = {d.procedural(templates()["w2"]).voice.name for d in w2s}
    assert names <= {"upper", "last-first", "last-first-upper"}
    for doc in w2s:
        style = doc.procedural(templates()["w2"]).voice.name
        assert doc.printed["employee_name"] == format_name_as(doc.values["employee_name"], style)
        assert doc.printed["employer_name"] == doc.values["employer_name"]
    assert any(d.printed["employee_name"] != d.values["employee_name"] for d in w2s)


def test_probe_rows_keep_the_canonical_value_and_accept_the_printed_shape() -> None:
    doc = next(d for d in with_procedural_layouts(plan("small"), templates(), 42, "unseen") if d.template == "w2")
    rows = {r["field"]: r for r in doc.probe_rows()}
    wages, name = rows["box1_wages"], rows["employee_name"]
    assert wages["expected"] == money_plain(doc.values["box1_wages"])
    assert doc.printed["box1_wages"] in [wages["expected"], *wages["accept"]]
    assert name["expected"] == doc.values["employee_name"]
    assert name["accept"] == [doc.printed["employee_name"]]


def test_a_split_that_is_none_of_the_layouts_choices_is_refused() -> None:
    doc = plan("small")[0]
    with pytest.raises(RagError) as e:
        procedural_pdf(doc, templates()[doc.template], layout_rng(42, doc), "unsen")
    assert str(e.value) == "--layouts must be one of all, seen, unseen, got 'unsen'"
