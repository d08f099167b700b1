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

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any, Literal

from generator.documents.house_style import house_styles
from generator.documents.layout import LayoutSpec
from generator.documents.style import Style
from generator.documents.templates import Template, TemplateError
from generator.world import (
    Account,
    Invoice,
    Job,
    Utility,
    World,
    build_invoices,
    slugify,
)
from harness.contract.shapes import date_iso, date_shapes, money_plain, money_shapes
from harness.contract.vocabulary import DOC_TYPES

Size = Literal["small", "default", "large"]
SIZES: tuple[Size, ...] = ("small", "default", "large")
BORN_DIGITAL = "born-digital"
LARGE_TARGET = 500


@dataclass(frozen=True)
class DocSpec:
    """What the planner decides before templates are consulted."""

    template: str
    file: str
    facts: dict[str, Any]
    entities: dict[str, str]
    notes: str
    supersedes: str | None = None

    @property
    def issuer(self) -> str:
        """Whose house style the document is in: the first entity it names (employer, payer,
        bank, ...); "" for a document that names none."""
        return next(iter(self.entities.values()), "")


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
    family: str = ""  # the layout family's id within its template (families/<family>.j2)
    labels: dict[str, str] = field(default_factory=dict)  # field -> its label in the issuer's words
    style: Style = field(default_factory=Style)
    rows: dict[str, str] = field(default_factory=dict)  # its transaction table, as printed (table_rows)

    @property
    def layout(self) -> str:
        """The stable layout id recorded in corpus.json: `bank-statement/ledger`."""
        return f"{self.template}/{self.family}"

    def layout_spec(self, template: Template) -> LayoutSpec:
        """What the document's page(s) look like: its family's layout with its labels and style."""
        return template.layout(self.facts, self.printed, self.family, self.labels, self.style)

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


def table_rows(template: str, facts: dict[str, Any], style: Style) -> dict[str, str]:
    """A statement's transaction table in its issuer's style, `row_NN_date`, `row_NN_description`
    and `row_NN_amount` per row (NN from 01, in date order; amounts signed: a withdrawal, a card
    payment negative); no rows for a document without such a table. The date is the full date,
    of which a family's table may print only the day (the statement's period gives the year);
    a family with debit and credit columns prints a debit's magnitude in its column."""
    if template == "bank-statement":
        rows = [(t.date, t.description, t.amount) for t in facts["st"].transactions]
    elif template == "credit-card-statement":
        rows = list(facts["st"].rows)
    else:
        return {}
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
    else:
        expected = " ".join(printed.split())
        shapes = [printed]
    accept = [s for s in dict.fromkeys([*shapes, printed]) if s != expected]
    return expected, accept


# --- the document specs, one builder per template ----------------------------------


def _owners(world: World) -> str:
    return world.household_name


def w2(world: World, job: Job) -> DocSpec:
    y = world.year
    return DocSpec("w2", f"w2_{job.employer.slug}_{y}.pdf",
                   {"year": y, "employer": job.employer, "employee": job.employee, "job": job, "boxes": job.w2,
                    "control": f"{job.index + 1:02d}-{job.employee_id}"},
                   {"employer": job.employer.name, "employee": job.employee.name},
                   f"Form W-2 from {job.employer.name} for {job.employee.name}")


def w2c(world: World, job: Job) -> DocSpec:
    y = world.year
    original = w2(world, job).file
    return DocSpec("w2c", f"w2c_{job.employer.slug}_{y}.pdf",
                   {"year": y, "employer": job.employer, "employee": job.employee, "job": job,
                    "previous": job.w2, "correct": job.w2c,
                    "reason": "Taxable group-term life insurance over $50,000 omitted from boxes 1 and 2"},
                   {"employer": job.employer.name, "employee": job.employee.name},
                   f"W-2c correcting {original}: adds an omitted taxable fringe benefit", supersedes=original)


def pay_stub(world: World, job: Job, number: int) -> DocSpec:
    p = job.periods[number]
    ytd = {a: job.ytd(a, number) for a in ("gross", "k401", "health", "federal", "social_security",
                                              "medicare", "state", "net")}
    return DocSpec("pay-stub", f"paystub_{job.employer.slug}_{p.pay_date.isoformat()}.pdf",
                   {"employer": job.employer, "employee": job.employee, "job": job, "period": p, "ytd": ytd,
                    "check_number": f"{job.index + 1}{p.pay_date:%m%d}{p.number:02d}",
                    "deposit_last4": world.accounts[0].last4},
                   {"employer": job.employer.name, "employee": job.employee.name},
                   f"Pay stub {p.number + 1} of {len(job.periods)} from {job.employer.name}, paid {p.pay_date}")


def int_1099(world: World, account: Account, corrected: bool = False, superseded: bool = False) -> DocSpec:
    """A 1099-INT. The original that a corrected form supersedes left out December's interest
    credit; the corrected form (and every other 1099-INT) reports all twelve months."""
    y = world.year
    base = f"1099-int_{account.bank.slug}_{y}"
    total = account.annual_interest
    reported = total - account.statements[-1].interest if superseded else total
    facts = {"year": y, "payer": account.bank, "recipient": world.taxpayer, "co_owner": world.spouse,
             "account": account, "interest": reported, "withheld": Decimal("0.00"), "corrected": corrected,
             "early_withdrawal": Decimal("0.00")}
    entities = {"payer": account.bank.name, "recipient": world.taxpayer.name}
    if corrected:
        return DocSpec("1099-int", f"{base}_corrected.pdf", facts, entities,
                       f"CORRECTED 1099-INT from {account.bank.name}: includes December interest",
                       supersedes=f"{base}.pdf")
    return DocSpec("1099-int", f"{base}.pdf", facts, entities, f"1099-INT from {account.bank.name}")


def div_1099(world: World) -> DocSpec:
    d = world.dividends
    return DocSpec("1099-div", f"1099-div_{d.brokerage.slug}_{world.year}.pdf",
                   {"year": world.year, "payer": d.brokerage, "recipient": d.recipient, "div": d},
                   {"payer": d.brokerage.name, "recipient": d.recipient.name}, f"1099-DIV from {d.brokerage.name}")


def nec_1099(world: World) -> DocSpec:
    c = world.contract
    return DocSpec("1099-nec", f"1099-nec_{c.client.slug}_{world.year}.pdf",
                   {"year": world.year, "payer": c.client, "recipient": c.recipient, "contract": c},
                   {"payer": c.client.name, "recipient": c.recipient.name}, f"1099-NEC from {c.client.name}")


def r_1099(world: World) -> DocSpec:
    r = world.distribution
    return DocSpec("1099-r", f"1099-r_{r.custodian.slug}_{world.year}.pdf",
                   {"year": world.year, "payer": r.custodian, "recipient": r.recipient, "dist": r},
                   {"payer": r.custodian.name, "recipient": r.recipient.name}, f"1099-R from {r.custodian.name}")


def form_1098(world: World) -> DocSpec:
    m = world.mortgage
    return DocSpec("1098", f"1098_{m.lender.slug}_{world.year}.pdf",
                   {"year": world.year, "lender": m.lender, "borrower": world.taxpayer, "co_borrower": world.spouse,
                    "mortgage": m, "interest": m.annual_interest, "property_tax": world.property_tax.total_tax,
                    "property": world.home},
                   {"lender": m.lender.name, "borrower": world.taxpayer.name},
                   f"Form 1098 from {m.lender.name}: interest of the twelve mortgage statements")


def mortgage_statement(world: World, month: int) -> DocSpec:
    m = world.mortgage
    row = m.months[month - 1]
    return DocSpec("mortgage-statement", f"mortgage-statement_{m.lender.slug}_{world.year}-{month:02d}.pdf",
                   {"year": world.year, "lender": m.lender, "borrower": world.taxpayer, "owners": _owners(world),
                    "mortgage": m, "row": row, "statement_date": date(world.year, month, 1).replace(day=1),
                    "next_due": date(world.year + (month == 12), month % 12 + 1, 1), "property": world.home},
                   {"lender": m.lender.name, "borrower": world.taxpayer.name},
                   f"Mortgage statement for the {row.due_date} payment (not a vocabulary docType)")


def property_tax_bill(world: World) -> DocSpec:
    t = world.property_tax
    return DocSpec("property-tax-bill", f"property-tax-bill_{t.jurisdiction.slug}_{world.year}.pdf",
                   {"year": world.year, "tax": t, "owner": world.taxpayer, "owners": _owners(world)},
                   {"jurisdiction": t.jurisdiction.name, "owner": world.taxpayer.name},
                   f"{world.year} property tax bill, paid from the mortgage escrow")


def bank_statement(world: World, account: Account, month: int) -> DocSpec:
    st = account.statements[month - 1]
    return DocSpec("bank-statement", f"bank-statement_{account.bank.slug}_{world.year}-{month:02d}.pdf",
                   {"year": world.year, "bank": account.bank, "account": account, "st": st,
                    "owner": world.taxpayer, "owners": _owners(world)},
                   {"bank": account.bank.name, "owner": world.taxpayer.name},
                   f"{account.kind} statement, {st.start} to {st.end}")


def card_statement(world: World, month: int) -> DocSpec:
    card = world.card
    st = card.statements[month]
    return DocSpec("credit-card-statement",
                   f"credit-card-statement_{card.issuer.slug}_{st.closing_date:%Y-%m}.pdf",
                   {"card": card, "issuer": card.issuer, "st": st, "owner": world.taxpayer},
                   {"issuer": card.issuer.name, "owner": world.taxpayer.name},
                   f"Credit card statement closing {st.closing_date}")


def utility_bill(world: World, util: Utility, month: int) -> DocSpec:
    bill = util.bills[month - 1]
    return DocSpec("utility-bill", f"utility-bill_{util.company.slug}_{bill.billing_date:%Y-%m}.pdf",
                   {"utility": util, "company": util.company, "bill": bill, "owner": world.taxpayer,
                    "service_address": world.home},
                   {"utility": util.company.name, "customer": world.taxpayer.name},
                   f"{util.service} bill dated {bill.billing_date}")


def insurance(world: World, which: int) -> DocSpec:
    p = world.policies[which]
    line = "homeowners" if p.line == "Homeowners" else "auto"
    return DocSpec("insurance-declarations", f"insurance-declarations_{p.insurer.slug}_{line}_{p.effective.year}.pdf",
                   {"policy": p, "insurer": p.insurer, "insured": world.taxpayer, "co_insured": world.spouse,
                    "address": world.home},
                   {"insurer": p.insurer.name, "insured": world.taxpayer.name},
                   f"{p.line} policy declarations, {p.effective} to {p.expiration}")


def lease(world: World) -> DocSpec:
    ls = world.lease
    return DocSpec("lease", f"lease_{slugify(ls.tenant.last)}_{ls.start:%Y-%m}.pdf",
                   {"lease": ls, "landlord": world.taxpayer, "co_landlord": world.spouse, "tenant": ls.tenant,
                    "landlord_address": world.home},
                   {"landlord": world.taxpayer.name, "tenant": ls.tenant.name},
                   f"Residential lease of {ls.unit.street} to {ls.tenant.name}")


def invoice(world: World, inv: Invoice) -> DocSpec:
    return DocSpec("invoice", f"invoice_{inv.vendor.slug}_{inv.number}.pdf",
                   {"inv": inv, "vendor": inv.vendor, "customer": world.taxpayer, "address": world.home},
                   {"vendor": inv.vendor.name, "customer": world.taxpayer.name},
                   f"Invoice {inv.number} from {inv.vendor.name}")


def foreign_wages(world: World) -> DocSpec:
    fw = world.foreign_wages
    return DocSpec("foreign-wage-statement", f"wage-statement_{fw.employer.slug}_{world.year}.pdf",
                   {"year": world.year, "fw": fw, "employer": fw.employer, "employee": fw.employee},
                   {"employer": fw.employer.name, "employee": fw.employee.name},
                   "Lookalike: a Canadian statement of remuneration laid out like a W-2; not a W-2")


def sample_1099(world: World) -> DocSpec:
    return DocSpec("sample-1099-instructions", f"1099-int-sample-instructions_{world.year}.pdf",
                   {"year": world.year}, {},
                   "Lookalike: a blank SAMPLE 1099-INT with instructions for the recipient; no values")


def cover_letter(world: World) -> DocSpec:
    job = world.jobs[0]
    return DocSpec("cover-letter", f"cover-letter_{world.preparer.slug}_{world.year}.pdf",
                   {"year": world.year, "preparer": world.preparer, "preparer_person": world.preparer_person,
                    "client": world.taxpayer, "owners": _owners(world), "job": job, "boxes": job.w2,
                    "letter_date": date(world.year + 1, 2, 3 + world.seed % 20)},
                   {"preparer": world.preparer.name, "client": world.taxpayer.name, "employer": job.employer.name},
                   "Lookalike: a cover letter that mentions a W-2 and its amounts; not a W-2")


# --- sizes ---------------------------------------------------------------------------


def _specs(world: World, size: Size) -> list[DocSpec]:
    jobs = world.jobs
    interest = world.account_for_interest_forms()
    top = interest[0] if interest else world.accounts[1]
    if size == "small":
        return [
            w2(world, jobs[0]), w2c(world, jobs[0]), pay_stub(world, jobs[0], 0),
            pay_stub(world, jobs[0], len(jobs[0].periods) - 1),
            int_1099(world, top, superseded=True), int_1099(world, top, corrected=True),
            # a second payer where there is one, so totals span documents (aggregation needs it)
            *[int_1099(world, a) for a in interest[1:2]], bank_statement(world, top, 12),
            form_1098(world), property_tax_bill(world), card_statement(world, 12),
            utility_bill(world, world.utilities[0], 12), div_1099(world), lease(world),
            invoice(world, world.invoices[0]), foreign_wages(world),
        ]
    specs: list[DocSpec] = []
    everything = size == "large"
    for job in jobs:
        specs.append(w2(world, job))
        last = len(job.periods) - 1
        numbers = range(len(job.periods)) if everything else sorted({0, last // 2, last} if job.index == 0 else {last})
        specs += [pay_stub(world, job, n) for n in numbers]
    specs.append(w2c(world, jobs[0]))
    specs += [int_1099(world, a, superseded=a is top) for a in (interest if top in interest else [top, *interest])]
    specs.append(int_1099(world, top, corrected=True))
    for account in world.accounts:
        if everything or account is top:
            months = range(1, 13)
        elif account.index == 0:
            months = range(6, 13, 6)
        else:
            months = range(12, 13)
        specs += [bank_statement(world, account, m) for m in months]
    specs += [div_1099(world), nec_1099(world), r_1099(world), form_1098(world), property_tax_bill(world)]
    specs += [mortgage_statement(world, m) for m in (range(1, 13) if everything else (1, 6, 12))]
    specs += [card_statement(world, m) for m in (range(1, 13) if everything else (10, 11, 12))]
    for util in world.utilities:
        specs += [utility_bill(world, util, m) for m in (range(1, 13) if everything else (11, 12))]
    specs += [insurance(world, 0), insurance(world, 1), lease(world)]
    specs += [foreign_wages(world), sample_1099(world), cover_letter(world)]
    n_invoices = max(4, LARGE_TARGET - len(specs)) if everything else 4
    invoices = world.invoices if n_invoices <= len(world.invoices) else build_invoices(
        world.seed, world.year, world.home.state, n_invoices)
    specs += [invoice(world, inv) for inv in invoices[:n_invoices]]
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
            rows=table_rows(tpl.name, spec.facts, house.style),
        ))
    return docs
