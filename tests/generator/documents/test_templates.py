"""Contract tests over every template plug-in (every family renders every field for 3 seeds;
20 in tests/e2e/test_templates.py), and the template loader's errors."""

from __future__ import annotations

import io
import shutil
import tomllib
from decimal import Decimal
from functools import cache
from pathlib import Path

import pytest
from pydantic import ValidationError
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from generator.documents.adversarial import plan_notices
from generator.documents.layout import PAGE_SIZES, BoxEl, LayoutError, LayoutSpec, TableEl, TextEl, parse_layout
from generator.documents.plan import PlannedDocument, plan_corpus
from generator.documents.style import Style
from generator.documents.templates import (
    Template,
    TemplateDef,
    TemplateError,
    discover_templates,
    load_template,
    template_hash,
    templates_root,
)
from generator.render.pdf import SPECIMEN_MARK, font_names, render_pdf
from generator.world import build_world
from harness.contract.shapes import DATE_FORMATS, MONEY_FORMATS, NEGATIVE_FORMATS, parse_amount
from harness.contract.vocabulary import DOC_TYPES

TEMPLATES = discover_templates()


FAMILIES = [(name, family.id) for name, tpl in TEMPLATES.items() for family in tpl.families]
# Every format of the style in turn (money x negative x date cycle through their options).
STYLES = [Style(MONEY_FORMATS[i % len(MONEY_FORMATS)], NEGATIVE_FORMATS[i % len(NEGATIVE_FORMATS)],
                DATE_FORMATS[i % len(DATE_FORMATS)]) for i in range(len(DATE_FORMATS) * len(MONEY_FORMATS))]


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


def test_every_typed_template_has_three_layout_families_two_seen_one_unseen() -> None:
    for name, tpl in TEMPLATES.items():
        splits = sorted(f.split for f in tpl.families)
        if tpl.definition.kind == "typed":
            assert len(splits) >= 3 and splits.count("seen") >= 2 and splits.count("unseen") >= 1, name
        assert {"seen", "unseen"} <= set(splits), name
        assert sorted(p.stem for p in (templates_root() / name / "families").glob("*.j2")) == \
            sorted(f.id for f in tpl.families), name
    assert len(FAMILIES) == 3 * 16 + 2 * 5  # the adversarial notice has two families too


def styled(tpl: Template, doc: PlannedDocument, family: str, style: Style) -> tuple[LayoutSpec, dict[str, str]]:
    """The document drawn in `family` with `style` (whatever its issuer's house style is)."""
    printed = tpl.printed(doc.values, style)
    return tpl.layout(doc.facts, printed, family, doc.labels, style), printed


def check_family(name: str, family: str, seeds: range) -> None:
    """Renders twice to the same bytes, and every field value (and the label of every money
    field of the docType, which corpus.json records) is in the PDF's text layer."""
    tpl = TEMPLATES[name]
    for seed in seeds:
        for k, doc in enumerate([d for d in plan(seed) if d.template == name][:2]):
            style = STYLES[(seed * 2 + k) % len(STYLES)]
            spec, printed = styled(tpl, doc, family, style)
            first = render_pdf(spec, doc.title)
            second = render_pdf(styled(tpl, doc, family, style)[0], doc.title)
            where = f"{name}/{family} seed {seed} {style}"
            assert first.data == second.data, f"{where}: two renders differ"
            text = pdf_text(first.data)
            assert text.count(SPECIMEN_MARK) == 2 * first.pages
            for field, value in printed.items():
                assert " ".join(value.split()) in text, f"{where}: {field}={value!r} is not on the page"
            for field, label in doc.printed_labels().items():
                assert label.lower() in text.lower(), f"{where}: the label {label!r} of {field} is not on the page"


@pytest.mark.parametrize(("name", "family"), FAMILIES, ids=[f"{n}/{f}" for n, f in FAMILIES])
def test_every_family_renders_every_field_byte_stably(name: str, family: str) -> None:
    assert TEMPLATES[name].hash == template_hash(templates_root() / name)
    check_family(name, family, range(3))


def pages(name: str, family: str, doc: PlannedDocument) -> int:
    return render_pdf(TEMPLATES[name].layout(doc.facts, doc.printed, family, doc.labels, doc.style)).pages


def test_multi_page_families_flow_onto_more_pages() -> None:
    lease = next(d for d in plan(42) if d.template == "lease")
    assert pages("lease", "numbered-clauses", lease) >= 2
    seen = set()
    for seed in range(5):
        for d in plan(seed):
            if d.template == "bank-statement":
                n = len(d.facts["st"].transactions)
                got = pages("bank-statement", "summary-box", d)
                assert got == 1 + max(0, -(-(n - 14) // 30)), (d.file, n)  # 14 rows, then 30 a page
                seen.add(got)
    assert seen == {1, 2}


def test_corrected_1099_int_says_so_in_every_family() -> None:
    docs = [d for d in plan(42) if d.template == "1099-int"]
    assert sorted(d.facts["corrected"] for d in docs) == [False, False, True]
    for d in docs:
        spec = TEMPLATES["1099-int"].layout(d.facts, d.printed, "irs-copy-b")
        boxes = [el for el in spec.pages[0].elements if el.kind == "checkbox" and el.label.startswith("CORRECTED")]
        assert [b.checked for b in boxes] == [d.facts["corrected"]]
        for family in ("tax-statement", "year-end-summary"):
            words = " ".join(TEMPLATES["1099-int"].layout(d.facts, d.printed, family).texts())
            assert ("CORRECTED" in words) == d.facts["corrected"], (d.file, family)


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
    ('generator = "contract.compensation"', 'generator = "contract.compensation"\nformat = "euro"',
     "1099-nec/template.toml: fields.5: field box1_nonemployee_compensation: format 'euro' is not one of plain, "
     "comma, dollar, dollar-plain"),
    ('title = ', 'colour = "red"\ntitle = ', "1099-nec/template.toml: colour: Extra inputs are not permitted"),
    ('split = "unseen"', 'split = "seen"',
     "1099-nec/template.toml: template: no unseen family: every template needs a seen and an unseen layout"),
    ('id = "tax-statement"', 'id = "irs-copy-b"', "1099-nec/template.toml: template: duplicate family ids: irs-copy-b"),
    ('id = "tax-statement"', 'id = "Tax Statement"',
     "1099-nec/template.toml: families.1: family id 'Tax Statement' must be lower-case words joined by hyphens"),
    ('split = "unseen"', 'split = "hidden"',
     "1099-nec/template.toml: families.2.split: Input should be 'seen' or 'unseen'"),
    ('[[families]]', '[style]\nmoney = ["euro"]\n\n[[families]]',
     "1099-nec/template.toml: style: money: 'euro' is not one of plain, comma, dollar, dollar-plain"),
    ('[[families]]', '[style]\ndate = []\n\n[[families]]',
     "1099-nec/template.toml: style: date must list at least one format"),
])
def test_bad_template_toml_is_named_exactly(tmp_path: Path, old: str, new: str, message: str) -> None:
    folder = copy_template(tmp_path)
    edit(folder / "template.toml", old, new)
    with pytest.raises(TemplateError) as exc:
        load_template(folder)
    assert str(exc.value) == message


def test_a_typed_template_needs_three_families() -> None:
    raw = tomllib.loads((templates_root() / "1099-nec" / "template.toml").read_text())
    raw["families"] = [f for f in raw["families"] if f["id"] != "tax-statement"]
    with pytest.raises(ValidationError, match="a typed template needs at least 3 layout families, it has 2"):
        TemplateDef.model_validate(raw)


def test_missing_family_layout(tmp_path: Path) -> None:
    folder = copy_template(tmp_path)
    (folder / "families" / "year-end-summary.j2").unlink()
    with pytest.raises(TemplateError) as exc:
        load_template(folder)
    assert str(exc.value) == "1099-nec: missing families/year-end-summary.j2 (family year-end-summary)"


def test_unknown_family_is_named() -> None:
    doc = next(d for d in plan(1) if d.template == "1099-nec")
    with pytest.raises(TemplateError) as exc:
        TEMPLATES["1099-nec"].layout(doc.facts, doc.printed, "nope")
    assert str(exc.value) == "1099-nec has no layout family 'nope' (known: irs-copy-b, tax-statement, year-end-summary)"


def test_a_family_is_compiled_when_first_drawn_and_a_syntax_error_named_then(tmp_path: Path) -> None:
    doc = next(d for d in plan(1) if d.template == "1099-nec")
    folder = copy_template(tmp_path)
    (folder / "families" / "year-end-summary.j2").write_text('{{ page() }}\n{% if %}\n')
    template = load_template(folder)  # loads: no family is compiled yet
    assert "year-end-summary" in template.layouts and "nope" not in template.layouts
    assert list(template.layouts) == ["irs-copy-b", "tax-statement", "year-end-summary"]
    assert template.layout(doc.facts, doc.printed, "irs-copy-b").pages  # the others still draw
    with pytest.raises(TemplateError) as exc:
        template.layout(doc.facts, doc.printed, "year-end-summary")
    assert str(exc.value) == ("1099-nec/families/year-end-summary.j2: line 2: "
                              "Expected an expression, got 'end of statement block'")


def test_layout_is_sandboxed_and_strict(tmp_path: Path) -> None:
    doc = next(d for d in plan(1) if d.template == "1099-nec")
    folder = copy_template(tmp_path)
    (folder / "families" / "irs-copy-b.j2").write_text(
        '{{ page() }}\n{{ text(1, 2, "".__class__.__mro__[1].__subclasses__()) }}\n')
    with pytest.raises(LayoutError) as exc:
        load_template(folder).layout(doc.facts, doc.printed)
    assert str(exc.value) == ("templates/1099-nec/families/irs-copy-b.j2: SecurityError: access to attribute "
                              "'__class__' of 'str' object is unsafe.")
    other = copy_template(tmp_path / "b")
    (other / "families" / "tax-statement.j2").write_text("{{ page() }}\n{{ text(1, 2, l.no_such_field) }}\n")
    with pytest.raises(LayoutError) as exc:
        load_template(other).layout(doc.facts, doc.printed, "tax-statement")
    assert str(exc.value) == ("templates/1099-nec/families/tax-statement.j2: UndefinedError: 'dict object' has no "
                              "attribute 'no_such_field'")


@pytest.mark.parametrize(("text", "message"), [
    ('{"kind": "text", "x": 1, "y": 2, "text": "a"}', "t: line 1: an element before the first page()"),
    ('{"kind": "page"}\n{"kind": "box", "x": 1}', "t: line 2: box.y: Field required"),
    ('{"kind": "page"}\n{"kind": "circle"}', "t: line 2: Input tag 'circle' found using 'kind' does not match any of "
     "the expected tags: 'page', 'text', 'box', 'line', 'rect', 'checkbox', 'table', 'para'"),
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
    value = parse_amount(cell) if cell.strip() else Decimal("0")
    assert value is not None, cell
    return value


def tables(spec: LayoutSpec) -> dict[str, TableEl]:
    """Each table by its first column's title (the first table of a title wins)."""
    out: dict[str, TableEl] = {}
    for page in spec.pages:
        for el in page.elements:
            if isinstance(el, TableEl):
                out.setdefault(el.columns[0].title, el)
    return out


def cells(table: TableEl, title: str) -> list[Decimal]:
    col = [c.title for c in table.columns].index(title)
    return [amount(row[col]) for row in table.rows]


@pytest.mark.parametrize("seed", range(5))
def test_tables_add_up_in_every_family(seed: int) -> None:
    checked: dict[str, int] = {}
    for k, doc in enumerate(plan(seed)):
        tpl = TEMPLATES[doc.template]
        for family in tpl.families:
            style = STYLES[(seed + k) % len(STYLES)]
            t = tables(styled(tpl, doc, family.id, style)[0])
            v = doc.values
            if doc.template == "property-tax-bill" and "Levy" in t:
                *levies, total = cells(t["Levy"], "Amount")
                assert len(levies) == 3
                assert sum(levies) == total == v["total_tax"]
            elif doc.template == "utility-bill" and "Charge" in t:
                *charges, total = cells(t["Charge"], "Amount")
                assert sum(charges) == total == v["amount_due"]
            elif doc.template == "invoice" and "Description" in t:
                assert sum(cells(t["Description"], "Amount")) == v["subtotal"]
                assert v["subtotal"] + v["sales_tax"] == v["total_due"]
            elif doc.template == "mortgage-statement" and "" in t:
                *parts, total = cells(t[""], "Amount")
                assert sum(parts[:3]) == total
            elif doc.template == "pay-stub" and "Description" in t:
                earnings = [amount(r[2]) for r in t["Description"].rows]
                taxes = sum(amount(r[1]) for r in t["Tax"].rows)
                deductions = sum(amount(r[1]) for r in t["Deduction"].rows)
                assert earnings[-1] == v["gross_pay"] == sum(earnings[:-1])
                assert earnings[-1] - taxes - deductions == v["net_pay"]
            elif doc.template == "bank-statement" and "Date" in t and family.id == "ledger":
                ledger = [row for table in tables_all(styled(tpl, doc, family.id, style)[0]) for row in table.rows]
                opening, *moves, closing = [amount(row[2] or row[3]) for row in ledger]
                assert (opening, closing) == (v["beginning_balance"], v["ending_balance"])
                assert opening + sum(moves) == closing
            else:
                continue
            checked[doc.template] = checked.get(doc.template, 0) + 1
    assert set(checked) >= {"property-tax-bill", "utility-bill", "invoice", "pay-stub", "bank-statement"}


def tables_all(spec: LayoutSpec) -> list[TableEl]:
    return [el for page in spec.pages for el in page.elements if isinstance(el, TableEl)]


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


@pytest.mark.parametrize(("name", "family"), FAMILIES, ids=[f"{n}/{f}" for n, f in FAMILIES])
def test_text_fits_its_boxes(name: str, family: str) -> None:
    problems = []
    for seed in range(8):
        for k, doc in enumerate([d for d in plan(seed) if d.template == name][:3]):
            spec = styled(TEMPLATES[name], doc, family, STYLES[(seed * 3 + k) % len(STYLES)])[0]
            problems += [f"seed {seed} {doc.file}: {p}" for p in overflows(spec)]
    assert problems == []


def test_layouts_leave_the_facts_alone() -> None:
    """A layout that changed its facts would make documents depend on which ran before them
    (and on the worker count): the sandbox allows list.append, so this is checked here."""
    for doc in plan(3):
        before = repr(doc.facts)
        for family in TEMPLATES[doc.template].families:
            TEMPLATES[doc.template].layout(doc.facts, doc.printed, family.id, doc.labels, doc.style)
            assert repr(doc.facts) == before, (doc.file, family.id)
