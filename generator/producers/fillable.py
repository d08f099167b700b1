"""`fillable` and `fillable-flattened`: the document as a fillable form, filled in.

`fillable`: an AcroForm PDF whose boxed values (the layout's `BoxEl.value`) are in text fields
placed where the values were drawn, each with its /V and an appearance stream; the page
content holds everything else, so a reader of the text layer alone sees the labels without
the values. The fields are named as real forms name them, in one of three styles drawn per
document: `irs` (`topmostSubform[0].Page1[0].f1_01[0]`, the IRS's hierarchy), `label` (the
box's label, as Acrobat's field detection names a field) or `generic` (`Text1`, `Text2`...).

`fillable-flattened`: the same form flattened, as a "print to PDF" of a filled form writes it:
each appearance stamped into its page as a Form XObject; no /AcroForm, no widgets.
"""

from __future__ import annotations

import re
from typing import Final

import numpy as np

from generator.documents.layout import BoxEl, LayoutSpec
from generator.producers.acroform import FormField, flatten, write_form
from generator.producers.base import Produced, ProduceInput, Producer
from generator.render.pdf import render_pdf

NAMINGS: Final[tuple[str, ...]] = ("irs", "label", "generic")


def has_boxed_values(spec: LayoutSpec) -> bool:
    return any(isinstance(el, BoxEl) and el.value for page in spec.pages for el in page.elements)


def _label_name(box: BoxEl) -> str:
    """A box's label as a field name: one line, no '.' (it separates a qualified name's parts)."""
    return re.sub(r"\s+", " ", box.label.replace(".", "")).strip()


def field_names(boxes: list[tuple[int, BoxEl]], naming: str) -> list[tuple[str, ...]]:
    """Each box's field name (its parts, parents first) in `naming`'s style; a name used twice gets `_2`, `_3`..."""
    if naming == "irs":
        counts: dict[int, int] = {}
        out: list[tuple[str, ...]] = []
        for page, _ in boxes:
            counts[page] = counts.get(page, 0) + 1
            out.append(("topmostSubform[0]", f"Page{page + 1}[0]", f"f{page + 1}_{counts[page]:02d}[0]"))
        return out
    seen: dict[str, int] = {}
    names: list[tuple[str, ...]] = []
    for number, (_, box) in enumerate(boxes, start=1):
        name = (_label_name(box) if naming == "label" else "") or f"Text{number}"
        seen[name] = seen.get(name, 0) + 1
        names.append((name if seen[name] == 1 else f"{name}_{seen[name]}",))
    return names


def _form(doc: ProduceInput, rng: np.random.Generator) -> tuple[bytes, int, str]:
    """The filled form's bytes, its page count and the naming style drawn."""
    naming = NAMINGS[int(rng.integers(len(NAMINGS)))]
    drawn = render_pdf(doc.spec, doc.title, box_values=False)
    names = field_names(list(drawn.left_out), naming)
    fields = [FormField(page, box, name) for (page, box), name in zip(drawn.left_out, names, strict=True)]
    return write_form(drawn.data, fields), drawn.pages, naming


def _fillable(doc: ProduceInput, rng: np.random.Generator) -> Produced:
    data, pages, naming = _form(doc, rng)
    return Produced(data, pages, {"naming": naming, "fields": _count(doc.spec)})


def _flattened(doc: ProduceInput, rng: np.random.Generator) -> Produced:
    data, pages, _ = _form(doc, rng)  # the names vanish with the form: not recorded
    return Produced(flatten(data), pages, {"fields": _count(doc.spec)})


def _count(spec: LayoutSpec) -> int:
    return sum(1 for page in spec.pages for el in page.elements if isinstance(el, BoxEl) and el.value)


FILLABLE = Producer(
    name="fillable",
    summary="a fillable form: the boxed values in AcroForm text fields (/V and appearance streams), "
            "not in the page content",
    produce=_fillable,
    parameters={"naming": " | ".join(NAMINGS), "fields": "how many boxed values became text fields (recorded)"},
    applies=has_boxed_values,
)

FLATTENED = Producer(
    name="fillable-flattened",
    summary="a filled form flattened: each field's appearance stamped into its page as a Form XObject, "
            "no AcroForm, no widgets",
    produce=_flattened,
    parameters={"fields": "how many boxed values were stamped (recorded)"},
    applies=has_boxed_values,
)
