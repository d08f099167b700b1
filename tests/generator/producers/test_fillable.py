"""`fillable` and `fillable-flattened`: checked from the written file with pikepdf and pypdf."""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import sys

import numpy as np
import pikepdf
import pytest
from pypdf import PdfReader

from generator.corpus.writer import Settings, build_corpus, render_document
from generator.documents.layout import BoxEl, LayoutSpec, parse_layout
from generator.producers.base import Produced, ProduceInput
from generator.producers.fillable import FILLABLE, FLATTENED, field_names, has_boxed_values
from generator.render.pdf import render_pdf

FORM = "\n".join(json.dumps(line) for line in [
    {"kind": "page"},
    {"kind": "text", "x": 40, "y": 70, "text": "Form 1099-TEST Interest Income", "font": "sans-bold", "size": 12},
    {"kind": "box", "x": 40, "y": 90, "w": 240, "h": 60, "label": "PAYER'S name, street address",
     "value": "Evergreen Bank\n12 Elm St.\nSalem, MA 01970", "size": 9},
    {"kind": "box", "x": 280, "y": 90, "w": 160, "h": 30, "label": "1 Interest income", "value": "812.40",
     "align": "right"},
    {"kind": "box", "x": 280, "y": 120, "w": 160, "h": 30, "label": "2 Early withdrawal penalty", "value": "17.05",
     "align": "right", "font": "sans"},
    {"kind": "box", "x": 40, "y": 150, "w": 400, "h": 24, "label": "3 Empty"},
    {"kind": "page"},
    {"kind": "box", "x": 40, "y": 90, "w": 200, "h": 30, "label": "Account number", "value": "XX-4471",
     "align": "center"},
])
VALUES = ["Evergreen Bank", "12 Elm St.", "Salem, MA 01970", "812.40", "17.05", "XX-4471"]


def _spec() -> LayoutSpec:
    return parse_layout(FORM, "form")


def _produce(producer_name: str, seed: int = 7) -> Produced:
    spec = _spec()
    drawn = render_pdf(spec, "Form 1099-TEST")
    producer = {"fillable": FILLABLE, "fillable-flattened": FLATTENED}[producer_name]
    return producer.produce(ProduceInput(drawn.data, drawn.pages, spec, "Form 1099-TEST"), np.random.default_rng(seed))


def _shown(content: pikepdf.Object) -> list[str]:
    """Every string a content stream shows (Tj, TJ, ' and "), decoded as WinAnsi."""
    out: list[str] = []
    for operands, operator in pikepdf.parse_content_stream(content):
        if str(operator) in ("Tj", "'", '"'):
            out.append(bytes(operands[-1]).decode("cp1252"))
        elif str(operator) == "TJ":
            parts = [part for part in operands[0] if isinstance(part, pikepdf.String)]
            out.append("".join(bytes(part).decode("cp1252") for part in parts))
    return out


def _page_texts(data: bytes) -> list[list[str]]:
    with pikepdf.open(io.BytesIO(data)) as pdf:
        return [_shown(page) for page in pdf.pages]


def _drawn_naming(seed: int) -> str:
    return str(_produce("fillable", seed).applied["naming"])


def test_fillable_values_are_form_fields_not_page_content() -> None:
    produced = _produce("fillable")
    assert produced.pages == 2
    texts = _page_texts(produced.data)
    assert "1 Interest income" in texts[0] and "Account number" in texts[1]  # the rest stays page content
    assert not [value for value in VALUES if any(value in text for page in texts for text in page)]
    reader = PdfReader(io.BytesIO(produced.data))
    fields = {name: field.get("/V") for name, field in (reader.get_fields() or {}).items() if "/V" in field}
    naming = produced.applied["naming"]
    assert produced.applied == {"naming": naming, "fields": 4}
    names = field_names([(0, BoxEl(kind="box", x=0, y=0, w=1, h=1, label=label, value="v"))
                         for label in ("PAYER'S name, street address", "1 Interest income",
                                       "2 Early withdrawal penalty", "Account number")], str(naming))
    assert list(fields.values()) == ["Evergreen Bank\n12 Elm St.\nSalem, MA 01970", "812.40", "17.05", "XX-4471"]
    assert len(fields) == 4 and (naming == "irs" or list(fields) == [n[-1] for n in names])
    # each field is a widget on its box's page; no value is in the page's own text for pypdf either
    with pikepdf.open(io.BytesIO(produced.data)) as pdf:
        assert [len(page.obj.get("/Annots", [])) for page in pdf.pages] == [3, 1]
        assert [str(a.V) for page in pdf.pages for a in page.obj.Annots] == list(fields.values())
        # every widget draws its value in its appearance stream, a line per line of the value
        shown = [_shown(a.AP.N) for page in pdf.pages for a in page.obj.Annots]
        assert shown == [VALUES[:3], ["812.40"], ["17.05"], ["XX-4471"]]
        assert {str(a.FT) for page in pdf.pages for a in page.obj.Annots} == {"/Tx"}
        assert [int(a.get("/Ff", 0)) for a in pdf.pages[0].obj.Annots] == [4096, 0, 0]  # multiline: the address
        assert [int(a.Q) for page in pdf.pages for a in page.obj.Annots] == [0, 2, 2, 1]
        assert sorted(pdf.Root.AcroForm.DR.Font.keys()) == ["/Cour", "/Helv"]
    assert not any(v in page.extract_text() for v in VALUES for page in reader.pages)


@pytest.mark.parametrize(("naming", "names"), [
    ("irs", [("topmostSubform[0]", "Page1[0]", "f1_01[0]"), ("topmostSubform[0]", "Page1[0]", "f1_02[0]"),
             ("topmostSubform[0]", "Page2[0]", "f2_01[0]"), ("topmostSubform[0]", "Page2[0]", "f2_02[0]")]),
    ("label", [("1 Wages tips, other compensation",), ("Text2",), ("Box 12",), ("Box 12_2",)]),
    ("generic", [("Text1",), ("Text2",), ("Text3",), ("Text4",)]),
])
def test_field_names_follow_the_drawn_style(naming: str, names: list[tuple[str, ...]]) -> None:
    labels = [(0, "1 Wages. tips,\nother compensation"), (0, ""), (1, "Box 12"), (1, "Box  12")]
    boxes = [(page, BoxEl(kind="box", x=0, y=0, w=1, h=1, label=label, value="1")) for page, label in labels]
    assert field_names(boxes, naming) == names


def test_fillable_irs_names_are_a_hierarchy_like_the_irs_forms() -> None:
    seed = next(s for s in range(40) if _drawn_naming(s) == "irs")
    reader = PdfReader(io.BytesIO(_produce("fillable", seed).data))
    fields = {name: field.get("/V") for name, field in (reader.get_fields() or {}).items()}
    assert fields == {
        "topmostSubform[0]": None, "topmostSubform[0].Page1[0]": None, "topmostSubform[0].Page2[0]": None,
        "topmostSubform[0].Page1[0].f1_01[0]": "Evergreen Bank\n12 Elm St.\nSalem, MA 01970",
        "topmostSubform[0].Page1[0].f1_02[0]": "812.40", "topmostSubform[0].Page1[0].f1_03[0]": "17.05",
        "topmostSubform[0].Page2[0].f2_01[0]": "XX-4471"}
    assert {_drawn_naming(s) for s in range(40)} == {"irs", "label", "generic"}


def test_flattened_has_no_form_and_draws_the_values_from_form_xobjects() -> None:
    produced = _produce("fillable-flattened")
    assert (produced.pages, produced.applied) == (2, {"fields": 4})
    assert not [value for value in VALUES if any(value in text for page in _page_texts(produced.data) for text in page)]
    with pikepdf.open(io.BytesIO(produced.data)) as pdf:
        assert "/AcroForm" not in pdf.Root
        assert [page.obj.get("/Annots") for page in pdf.pages] == [None, None]
        stamped = [_shown(x) for page in pdf.pages for _, x in sorted(page.Resources.XObject.items())]
        assert [str(x.Subtype) for page in pdf.pages for x in page.Resources.XObject.values()] == ["/Form"] * 4
    assert sorted(text for texts in stamped for text in texts) == sorted(VALUES)
    # a reader that follows the page's Form XObjects (pypdf does) reads every value
    read = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(produced.data)).pages)
    assert all(value in read for value in VALUES)


def test_a_fillable_form_needs_boxed_values() -> None:
    assert has_boxed_values(_spec())
    bare = parse_layout('{"kind": "page"}\n{"kind": "box", "x": 1, "y": 1, "w": 9, "h": 9, "label": "1 Wages"}', "t")
    assert not has_boxed_values(bare) and not FILLABLE.applies(bare) and not FLATTENED.applies(bare)


CODE = """
import hashlib
from generator.corpus.writer import Settings, build_corpus, render_document
c = build_corpus(Settings(42, size="small", scan_ratio=0.0, procedural_layouts=False,
                          producers=("fillable", "fillable-flattened")))
print(" ".join(hashlib.sha256(render_document(d).files[0][1]).hexdigest() for d in c.documents[:2]))
"""


def test_same_seed_same_bytes_in_any_process() -> None:
    assert _produce("fillable").data == _produce("fillable").data
    assert _produce("fillable-flattened").data == _produce("fillable-flattened").data
    corpus = build_corpus(Settings(42, size="small", scan_ratio=0.0, procedural_layouts=False,
                                   producers=("fillable", "fillable-flattened")))
    rendered = [render_document(d) for d in corpus.documents[:2]]
    assert [r.producer for r in rendered] == [
        {"name": "fillable", "naming": "generic", "fields": 48}, {"name": "fillable-flattened", "fields": 13}]
    other = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, check=True).stdout.split()
    assert other == [hashlib.sha256(r.files[0][1]).hexdigest() for r in rendered]
