"""Contract tests over every template plug-in, and the template loader's errors."""

from __future__ import annotations

import io
import shutil
from decimal import Decimal
from functools import cache
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from generator.adversarial import plan_notices
from generator.layout import PAGE_SIZES, BoxEl, LayoutError, LayoutSpec, TableEl, TextEl, parse_layout
from generator.plan import PlannedDocument, plan_corpus
from generator.render_pdf import SPECIMEN_MARK, font_names, render_pdf
from generator.templates import (
    TemplateError,
    discover_templates,
    load_template,
    template_hash,
    templates_root,
)
from generator.world import build_world
from harness.contract.vocabulary import DOC_TYPES

TEMPLATES = discover_templates()
SEEDS = range(20)


@cache
def plan(seed: int) -> list[PlannedDocument]:
    """A default corpus's plan, with the adversarial notices (rag-gen --adversarial): every template."""
    world = build_world(seed, 2025)
    docs = plan_corpus(world, "default", TEMPLATES)
    return docs + plan_notices(world, "default", TEMPLATES, len(docs), set())


def pdf_text(data: bytes) -> str:
    reader = PdfReader(io.BytesIO(data))
    return " ".join(" ".join((page.extract_text() or "").split()) for page in reader.pages)


def test_there_are_at_least_16_templates_covering_the_vocabulary() -> None:
    assert len(TEMPLATES) >= 16
    assert {t.doc_type for t in TEMPLATES.values() if t.doc_type} == set(DOC_TYPES)
    kinds = sorted(t.definition.kind for t in TEMPLATES.values())
    assert kinds.count("lookalike") == 3


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(TEMPLATES))
def test_template_renders_every_field_for_20_seeds_byte_stably(name: str) -> None:
    tpl = TEMPLATES[name]
    assert tpl.hash == template_hash(templates_root() / name)
    for seed in SEEDS:
        doc = next(d for d in plan(seed) if d.template == name)
        spec = tpl.layout(doc.facts, doc.printed)
        first = render_pdf(spec, doc.title)
        second = render_pdf(tpl.layout(doc.facts, doc.printed), doc.title)
        assert first.data == second.data, f"{name} seed {seed}: two renders differ"
        text = pdf_text(first.data)
        assert text.count(SPECIMEN_MARK) == 2 * first.pages
        for field, value in doc.printed.items():
            assert " ".join(value.split()) in text, f"{name} seed {seed}: {field}={value!r} is not on the page"


def test_multi_page_templates_flow_onto_more_pages() -> None:
    docs = plan(42)
    lease = next(d for d in docs if d.template == "lease")
    assert render_pdf(TEMPLATES["lease"].layout(lease.facts, lease.printed)).pages >= 2
    pages = set()
    for seed in range(5):
        for d in plan(seed):
            if d.template == "bank-statement":
                n = len(d.facts["st"].transactions)
                pdf = render_pdf(TEMPLATES["bank-statement"].layout(d.facts, d.printed))
                assert pdf.pages == 1 + max(0, -(-(n - 14) // 30)), (d.file, n)
                pages.add(pdf.pages)
    assert pages == {1, 2}


def test_corrected_box_is_checked_only_on_the_corrected_1099_int() -> None:
    docs = [d for d in plan(42) if d.template == "1099-int"]
    for d in docs:
        spec = TEMPLATES["1099-int"].layout(d.facts, d.printed)
        boxes = [el for el in spec.pages[0].elements if el.kind == "checkbox" and el.label.startswith("CORRECTED")]
        assert [b.checked for b in boxes] == [d.facts["corrected"]]


# --- loader errors --------------------------------------------------------------------


def copy_template(tmp_path: Path, name: str = "1099-nec") -> Path:
    folder = tmp_path / name
    shutil.copytree(templates_root() / name, folder)
    return folder


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


@pytest.mark.parametrize(("old", "new", "message"), [
    ('doc_type = "1099-NEC"', 'doc_type = "1099-X"',
     "1099-nec/template.toml: template: doc_type '1099-X' is not in harness/contract/vocabulary.py"),
    ('name = "box4_federal_tax_withheld"', 'name = "box4_withheld"',
     "1099-nec/template.toml: template: vocabulary field box4_federal_tax_withheld of 1099-NEC is missing"),
    ('name = "1099-nec"', 'name = "other"', "1099-nec/template.toml: name 'other' differs from its folder"),
    ('kind = "typed"', 'kind = "lookalike"',
     "1099-nec/template.toml: template: a typed template needs doc_type; a lookalike or untyped one must not have it"),
    ('format = "dollar"', 'format = "euro"',
     "1099-nec/template.toml: fields.5: field box1_nonemployee_compensation: format 'euro' is not one of plain, comma, dollar"),
    ('title = ', 'colour = "red"\ntitle = ', "1099-nec/template.toml: colour: Extra inputs are not permitted"),
])
def test_bad_template_toml_is_named_exactly(tmp_path: Path, old: str, new: str, message: str) -> None:
    folder = copy_template(tmp_path)
    edit(folder / "template.toml", old, new)
    with pytest.raises(TemplateError) as exc:
        load_template(folder)
    assert str(exc.value) == message


def test_missing_layout(tmp_path: Path) -> None:
    folder = copy_template(tmp_path)
    (folder / "layout.j2").unlink()
    with pytest.raises(TemplateError, match=r"^1099-nec: missing layout\.j2$"):
        load_template(folder)


def test_layout_is_sandboxed_and_strict(tmp_path: Path) -> None:
    doc = next(d for d in plan(1) if d.template == "1099-nec")
    folder = copy_template(tmp_path)
    (folder / "layout.j2").write_text('{{ page() }}\n{{ text(1, 2, "".__class__.__mro__[1].__subclasses__()) }}\n')
    with pytest.raises(LayoutError) as exc:
        load_template(folder).layout(doc.facts, doc.printed)
    assert str(exc.value) == ("templates/1099-nec/layout.j2: SecurityError: access to attribute '__class__' "
                              "of 'str' object is unsafe.")
    other = copy_template(tmp_path / "b")
    (other / "layout.j2").write_text("{{ page() }}\n{{ text(1, 2, f.no_such_field) }}\n")
    with pytest.raises(LayoutError) as exc:
        load_template(other).layout(doc.facts, doc.printed)
    assert str(exc.value) == "templates/1099-nec/layout.j2: UndefinedError: 'dict object' has no attribute 'no_such_field'"


@pytest.mark.parametrize(("text", "message"), [
    ('{"kind": "text", "x": 1, "y": 2, "text": "a"}', "t: line 1: an element before the first page()"),
    ('{"kind": "page"}\n{"kind": "box", "x": 1}', "t: line 2: box.y: Field required"),
    ('{"kind": "page"}\n{"kind": "circle"}', "t: line 2: Input tag 'circle' found using 'kind' does not match any of the expected tags: 'page', 'text', 'box', 'line', 'rect', 'checkbox', 'table', 'para'"),
    ('{"kind": "page"}\nnot json', "t: line 2: invalid JSON: Expecting value"),
    ("", "t: the layout has no page"),
])
def test_layout_spec_errors(text: str, message: str) -> None:
    with pytest.raises(LayoutError) as exc:
        parse_layout(text, "t")
    assert str(exc.value) == message


def test_template_hash_covers_every_file_and_its_path(tmp_path: Path) -> None:
    folder = copy_template(tmp_path)
    before = template_hash(folder)
    assert before == TEMPLATES["1099-nec"].hash
    (folder / "notes.txt").write_text("x")
    with_file = template_hash(folder)
    assert with_file != before
    (folder / "notes.txt").rename(folder / "notes2.txt")
    assert template_hash(folder) not in (before, with_file)


# --- what a page shows adds up ------------------------------------------------------


def amount(cell: str) -> Decimal:
    return Decimal(cell.replace("$", "").replace(",", "") or "0")


def tables(name: str, doc: PlannedDocument) -> dict[str, list[list[str]]]:
    """Each table's rows by its first column's title (the first table of a title wins)."""
    spec = TEMPLATES[name].layout(doc.facts, doc.printed)
    out: dict[str, list[list[str]]] = {}
    for page in spec.pages:
        for el in page.elements:
            if el.kind == "table":
                out.setdefault(el.columns[0].title, el.rows)
    return out


@pytest.mark.parametrize("seed", range(5))
def test_tables_add_up(seed: int) -> None:
    docs = plan(seed)
    bill = next(d for d in docs if d.template == "property-tax-bill")
    *levies, total = tables("property-tax-bill", bill)["Levy"]
    assert len(levies) == 3
    assert sum(amount(r[2]) for r in levies) == amount(total[2]) == bill.values["total_tax"]
    for d in (d for d in docs if d.template == "utility-bill"):
        *charges, total = tables("utility-bill", d)["Charge"]
        assert sum(amount(r[1]) for r in charges) == amount(total[1]) == d.values["amount_due"]
    for d in (d for d in docs if d.template == "invoice"):
        rows = tables("invoice", d)["Description"]
        assert sum(amount(r[3]) for r in rows) == d.values["subtotal"]
        assert d.values["subtotal"] + d.values["sales_tax"] == d.values["total_due"]
    for d in (d for d in docs if d.template == "mortgage-statement"):
        *parts, total = tables("mortgage-statement", d)[""]
        assert sum(amount(r[1]) for r in parts[:3]) == amount(total[1])
    for d in (d for d in docs if d.template == "pay-stub"):
        t = tables("pay-stub", d)
        gross = amount(t["Description"][-1][2])
        taxes = sum(amount(r[1]) for r in t["Tax"])
        deductions = sum(amount(r[1]) for r in t["Deduction"])
        assert gross == d.values["gross_pay"]
        assert gross - taxes - deductions == d.values["net_pay"]
        assert sum(amount(r[2]) for r in t["Description"][:-1]) == gross


def overflows(spec: LayoutSpec) -> list[str]:
    """Every label, value and cell wider than the box or column that holds it."""
    fonts = font_names()
    out = []
    for number, page in enumerate(spec.pages, start=1):
        width = PAGE_SIZES[page.size][0]
        for el in page.elements:
            if isinstance(el, BoxEl):
                for line in el.label.split("\n"):
                    if stringWidth(line, fonts["sans"], el.label_size) > el.w - 3:
                        out.append(f"p{number} label {line!r} > {el.w}")
                for line in el.value.split("\n"):
                    if stringWidth(line, fonts[el.font], el.size) > el.w - 6:
                        out.append(f"p{number} value {line!r} > {el.w}")
            elif isinstance(el, TableEl):
                for row in el.rows:
                    for col, cell in zip(el.columns, row, strict=False):
                        if stringWidth(cell, fonts[el.font], el.size) > col.width - 6:
                            out.append(f"p{number} cell {cell!r} > {col.width}")
            elif isinstance(el, TextEl):
                w = max(stringWidth(line, fonts[el.font], el.size) for line in el.text.split("\n"))
                left = el.x - (w if el.align == "right" else w / 2 if el.align == "center" else 0)
                if left < 18 or left + w > width - 18:
                    out.append(f"p{number} text {el.text!r} leaves the page")
    return out


@pytest.mark.parametrize("name", sorted(TEMPLATES))
def test_text_fits_its_boxes(name: str) -> None:
    problems = []
    for seed in range(8):
        for doc in [d for d in plan(seed) if d.template == name][:3]:
            problems += [f"seed {seed} {doc.file}: {p}" for p in overflows(TEMPLATES[name].layout(doc.facts, doc.printed))]
    assert problems == []


def test_layouts_leave_the_facts_alone() -> None:
    """A layout that changed its facts would make documents depend on which ran before them
    (and on the worker count): the sandbox allows list.append, so this is checked here."""
    for doc in plan(3):
        before = repr(doc.facts)
        TEMPLATES[doc.template].layout(doc.facts, doc.printed)
        assert repr(doc.facts) == before, doc.file
