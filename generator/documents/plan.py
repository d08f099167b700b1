"""The document plan: which documents a corpus holds, their files, facts and ground truth.

The plan is separate from rendering. Each planned document names its template, its file,
its `rendering` ("born-digital" here; a scan step may later set a scan profile and turn the
rendered PDF into images), the typed facts the template draws from, the typed value and
printed text of every template field, the entities it names, and what it supersedes.
Everything here is a pure function of (world, size, templates, layouts); the index of a
document is its position in the plan and seeds anything later steps draw for it. Each
document's issuer (the first entity it names) has a house style (generator/documents/house_style.py):
the layout family, labels and money/date formats shared by all of that issuer's documents.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal

from generator.documents.builders import (
    bank_statement,
    cover_letter,
    credit_card_statement,
    foreign_wage_statement,
    form_1098,
    form_1099_div,
    form_1099_g,
    form_1099_int,
    form_1099_nec,
    form_1099_r,
    insurance_declarations,
    invoice,
    lease,
    mortgage_statement,
    pay_stub,
    property_tax_bill,
    sample_1099_instructions,
    utility_bill,
    w2,
    w2c,
)
from generator.documents.builders.spec import DocSpec, Row
from generator.documents.house_style import house_styles
from generator.documents.layout import LayoutSpec
from generator.documents.procedural.synth import ProceduralLayout, layout_rng, procedural_layout
from generator.documents.style import Style
from generator.documents.templates import Template, TemplateError
from generator.world import World, build_invoices
from harness.contract.shapes import date_iso, date_shapes, money_plain, money_shapes
from harness.contract.vocabulary import DOC_TYPES

Size = Literal["small", "default", "large"]
SIZES: tuple[Size, ...] = ("small", "default", "large")
BORN_DIGITAL = "born-digital"
LARGE_TARGET = 500


@dataclass
class PlannedDocument:
    index: int
    file: str
    template: str
    doc_type: str | None
    kind: str  # typed, lookalike, untyped
    title: str
    facts: dict[str, Any]
    values: dict[str, Any]  # field -> typed value (Decimal, date, str, int)
    printed: dict[str, str]  # field -> as printed on the page
    entities: dict[str, str]  # role -> name
    notes: str
    supersedes: str | None = None
    rendering: str = BORN_DIGITAL
    scan: dict[str, Any] | None = field(default=None)
    # born-digital: the producer that writes its file, when not reportlab (generator/producers/assign.py)
    producer: dict[str, Any] | None = field(default=None)
    family: str = ""  # the layout family's id within its template (families/<family>.j2)
    labels: dict[str, str] = field(default_factory=dict)  # field -> its label in the issuer's words
    style: Style = field(default_factory=Style)
    rows: dict[str, str] = field(default_factory=dict)  # its transaction table, as printed (printed_rows)
    # with --layout-source procedural: drawn in its issuer's procedural layout
    procedural_seed: int | None = None
    procedural_id: str = ""  # `procedural:<hash>`, when procedural_seed is set
    procedural_layouts: str = "all"  # the `--layouts` split its procedural layout was drawn for
    typed_rows: tuple[Row, ...] = ()  # its statement table's rows, typed (a procedural layout prints them)

    @property
    def layout(self) -> str:
        """The stable layout id recorded in corpus.json: `bank-statement/ledger` (or `procedural:<hash>`)."""
        return self.procedural_id or f"{self.template}/{self.family}"

    def layout_spec(self, template: Template) -> LayoutSpec:
        """What the document's page(s) look like: its family's layout with its labels and style
        (or its issuer's procedural layout: generator/documents/procedural/)."""
        if self.procedural_seed is not None:
            return self.procedural(template).spec
        return template.layout(self.facts, self.printed, self.family, self.labels, self.style)

    def procedural(self, template: Template) -> ProceduralLayout:
        """Its issuer's procedural layout (only when procedural_seed is set)."""
        if self.procedural_seed is None:
            raise TemplateError(f"{self.file} is drawn in a curated layout, not a procedural one")
        return procedural_layout(self, template, layout_rng(self.procedural_seed, self), self.procedural_layouts)

    @property
    def ground_truth(self) -> dict[str, str]:
        """corpus.json `documents[].groundTruth`: every field as printed, then its table's rows."""
        return {**self.printed, **self.rows}

    def printed_labels(self) -> dict[str, str]:
        """The label of each money field of the docType, in the issuer's words: every family
        prints it (corpus.json `documents[].labels`)."""
        if self.doc_type is None:
            return {}
        return {name: self.labels[name] for name, kind in DOC_TYPES[self.doc_type].items()
                if kind == "money" and name in self.labels}

    def probe_rows(self) -> list[dict[str, Any]]:
        """One row per vocabulary field of the docType: normalized `expected`, other shapes in `accept`."""
        if self.doc_type is None:
            return []
        rows = []
        for name, kind in DOC_TYPES[self.doc_type].items():
            expected, accept = normalized(kind, self.values[name], self.printed[name])
            rows.append({"document": self.file, "field": name, "expected": expected, "accept": accept})
        return rows


def printed_rows(rows: tuple[Row, ...], style: Style) -> dict[str, str]:
    """A statement's table (its builder's rows) in its issuer's style, `row_NN_date`,
    `row_NN_description` and `row_NN_amount` per row (NN from 01, in date order; amounts
    signed: a withdrawal, a card payment negative). The date is the full date, of which a
    family's table may print only the day (the statement's period gives the year); a family
    with debit and credit columns prints a debit's magnitude in its column."""
    out: dict[str, str] = {}
    for n, (when, text, amount) in enumerate(rows, start=1):
        out |= {f"row_{n:02d}_date": style.date(when), f"row_{n:02d}_description": text,
                f"row_{n:02d}_amount": style.money(amount)}
    return out


def normalized(kind: str, value: Any, printed: str) -> tuple[str, list[str]]:
    """(expected, accept) of a probe row: the vocabulary's normalized form and the other shapes."""
    if kind == "money":
        expected = money_plain(value)
        shapes = money_shapes(value)
    elif kind == "date":
        expected = date_iso(value)
        shapes = date_shapes(value)
    else:  # a name as given (a page may print it in capitals, last name first)
        expected = " ".join(str(value).split())
        shapes = [printed]
    accept = [s for s in dict.fromkeys([*shapes, printed]) if s != expected]
    return expected, accept


# --- sizes ---------------------------------------------------------------------------


def _specs(world: World, size: Size) -> list[DocSpec]:
    """Which documents a corpus of `size` holds, in index order (each from its kind's builder)."""
    jobs = world.jobs
    interest = world.account_for_interest_forms()
    top = interest[0] if interest else world.accounts[1]
    if size == "small":
        return [
            w2.build(world, job=jobs[0]), w2c.build(world, job=jobs[0]),
            pay_stub.build(world, job=jobs[0], number=0),
            pay_stub.build(world, job=jobs[0], number=len(jobs[0].periods) - 1),
            form_1099_int.build(world, account=top, superseded=True),
            form_1099_int.build(world, account=top, corrected=True),
            # a second payer where there is one, so totals span documents (aggregation needs it)
            *[form_1099_int.build(world, account=a) for a in interest[1:2]],
            bank_statement.build(world, account=top, month=12),
            form_1098.build(world), property_tax_bill.build(world), credit_card_statement.build(world, month=12),
            utility_bill.build(world, util=world.utilities[0], month=12), form_1099_div.build(world),
            form_1099_g.build(world),
            lease.build(world), invoice.build(world, inv=world.invoices[0]), foreign_wage_statement.build(world),
        ]
    specs: list[DocSpec] = []
    everything = size == "large"
    for job in jobs:
        specs.append(w2.build(world, job=job))
        last = len(job.periods) - 1
        numbers = range(len(job.periods)) if everything else sorted({0, last // 2, last} if job.index == 0 else {last})
        specs += [pay_stub.build(world, job=job, number=n) for n in numbers]
    specs.append(w2c.build(world, job=jobs[0]))
    specs += [form_1099_int.build(world, account=a, superseded=a is top)
              for a in (interest if top in interest else [top, *interest])]
    specs.append(form_1099_int.build(world, account=top, corrected=True))
    for account in world.accounts:
        if everything or account is top:
            months = range(1, 13)
        elif account.index == 0:
            months = range(6, 13, 6)
        else:
            months = range(12, 13)
        specs += [bank_statement.build(world, account=account, month=m) for m in months]
    specs += [form_1099_div.build(world), form_1099_nec.build(world), form_1099_r.build(world),
              form_1099_g.build(world),
              form_1098.build(world), property_tax_bill.build(world)]
    specs += [mortgage_statement.build(world, month=m) for m in (range(1, 13) if everything else (1, 6, 12))]
    specs += [credit_card_statement.build(world, month=m) for m in (range(1, 13) if everything else (10, 11, 12))]
    for util in world.utilities:
        specs += [utility_bill.build(world, util=util, month=m) for m in (range(1, 13) if everything else (11, 12))]
    specs += [insurance_declarations.build(world, which=0), insurance_declarations.build(world, which=1),
              lease.build(world)]
    specs += [foreign_wage_statement.build(world), sample_1099_instructions.build(world), cover_letter.build(world)]
    n_invoices = max(4, LARGE_TARGET - len(specs)) if everything else 4
    invoices = world.invoices if n_invoices <= len(world.invoices) else build_invoices(
        world.seed, world.year, world.home.state, n_invoices)
    specs += [invoice.build(world, inv=inv) for inv in invoices[:n_invoices]]
    return specs


def plan_corpus(world: World, size: Size, templates: dict[str, Template],
                layouts: str = "all") -> list[PlannedDocument]:
    """The corpus's documents in index order; every field resolved and printed in its issuer's
    house style, each document in a layout family of the `layouts` split (all, seen, unseen)."""
    if size not in SIZES:
        raise TemplateError(f"unknown size {size!r} (known: {', '.join(SIZES)})")
    specs = _specs(world, size)
    missing = next((s.template for s in specs if s.template not in templates), None)
    if missing is not None:
        raise TemplateError(f"the plan needs template {missing!r}, which is not installed")
    houses = {name: house_styles(world.seed, templates[name], [s.issuer for s in specs if s.template == name],
                                 layouts)
              for name in dict.fromkeys(s.template for s in specs)}
    docs: list[PlannedDocument] = []
    seen: set[str] = set()
    for index, spec in enumerate(specs):
        if spec.file in seen:
            raise TemplateError(f"two planned documents share the file name {spec.file}")
        seen.add(spec.file)
        tpl = templates[spec.template]
        house = houses[tpl.name][spec.issuer]
        values = tpl.values(spec.facts)
        docs.append(PlannedDocument(
            index=index, file=spec.file, template=tpl.name, doc_type=tpl.doc_type, kind=tpl.definition.kind,
            title=tpl.definition.title, facts=spec.facts, values=values, printed=tpl.printed(values, house.style),
            entities=spec.entities, notes=spec.notes, supersedes=spec.supersedes,
            family=house.family.id, labels=house.labels, style=house.style,
            rows=printed_rows(spec.rows, house.style), typed_rows=spec.rows,
        ))
    return docs


def with_procedural_layouts(docs: list[PlannedDocument], templates: dict[str, Template],
                            seed: int, layouts: str = "all") -> list[PlannedDocument]:
    """The documents drawn in their issuers' procedural layouts (`documents[].layout` is
    `procedural:<hash>`): `--layout-source procedural`. Each
    issuer's layout is of split `layouts` (seen, unseen), or drawn per issuer for `all`."""
    out = []
    for doc in docs:
        layout = procedural_layout(doc, templates[doc.template], layout_rng(seed, doc), layouts)
        out.append(dataclasses.replace(doc, procedural_seed=seed, procedural_id=layout.id,
                                       procedural_layouts=layouts, labels=layout.labels, printed=layout.printed,
                                       rows=layout.rows))
    return out
