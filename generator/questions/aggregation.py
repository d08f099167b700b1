"""`aggregation`: totals and counts across documents, corrections applied."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from decimal import Decimal
from random import Random

from generator.questions.draft import Draft, cite, pick
from generator.questions.facts import Fact
from generator.questions.needles import count_needles, money_needles
from generator.questions.view import UNTYPED, CorpusView, total
from generator.questions.voice import PREFER_PLAIN
from harness.contract.shapes import date_long, money_comma

FORMS_1099 = ("1099-INT", "1099-DIV", "1099-NEC", "1099-R")


def _sum_question(category: str, question: str, facts: list[Fact], field: Callable[[Fact], Decimal | None],
                  how: str) -> Draft | None:
    values = [field(f) for f in facts]
    if len(facts) < 1 or all(v is None for v in values):
        return None
    amount = total(values)
    parts = " + ".join(f"{money_comma(v)} ({f.file})" for f, v in zip(facts, values, strict=True) if v is not None)
    return Draft(category, question, notes=f"{how}: {parts} = {money_comma(amount)}.",
                 must_contain_any=money_needles(amount), must_cite_any=cite(*facts), spans=len(facts))


def _w2_value(name: str) -> Callable[[Fact], Decimal | None]:
    return lambda f: f.money(name)


def aggregations(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    y = view.year
    w2s = view.latest(("W-2",))
    ints = view.latest(("1099-INT",))
    out: list[Draft | None] = [
        _sum_question("aggregation", _worded(rng, (
            f"What were the household's total {y} wages in box 1 across all Forms W-2?",
            f"Add up box 1 wages over every {y} W-2 the household received (use corrected amounts). What is the total?",
        ), (
            f"How much did we earn in {y} in pay that counts for federal income tax, all jobs together "
            "(corrected forms where there are any)?",
            "Across all our jobs last year, what were our taxable wages in total, going by the corrected W-2 "
            "where there is one?",
            f"All our employers together, how much taxable pay did they report for {y}, after corrections?",
        )), w2s, _w2_value("box1_wages"), "box1_wages over every W-2, a W-2c replacing its original"),
        _sum_question("aggregation", _worded(rng, (
            f"How much federal income tax was withheld in total across all {y} Forms W-2 (box 2)?",
            f"What is the total of box 2 federal income tax withheld over the household's {y} W-2s?",
        ), (
            f"All jobs together, how much federal tax was taken out of our pay in {y} (corrected forms where there "
            "are any)?",
            "How much did our employers keep back for the IRS last year in all, going by the corrected W-2 where "
            "there is one?",
            f"What did the IRS get from our paychecks in {y}, every employer together, after corrections?",
        )), w2s, _w2_value("box2_federal_tax_withheld"),
            "box2_federal_tax_withheld over every W-2, a W-2c replacing its original"),
        _sum_question("aggregation", _worded(rng, (
            f"What is the total interest income reported on all {y} Forms 1099-INT?",
            f"Across every {y} 1099-INT, how much interest did the household earn in total?",
        ), (
            f"How much did all our bank accounts earn us in {y}, going by the 1099-INTs (corrected ones where "
            "there are any)?",
            "What did our savings earn last year across every bank, per the interest forms, after corrections?",
            f"Every bank together, how much did our accounts pay us for {y}, corrections applied?",
        )), ints, _w2_value("box1_interest_income"),
            "box1_interest_income over every 1099-INT, corrected value in, original out"),
    ]
    bills = view.of_type("property-tax-bill")
    if bills:
        out.append(_sum_question("aggregation", _worded(rng, (
            f"What is the total property tax billed on the household's {y} property tax bills?",), (
            f"How much do we owe in property taxes for {y}, every bill together?",
            f"All told, what did the county charge us for the house for {y}?")),
            bills, _w2_value("total_tax"), "total_tax over every property tax bill"))
    forms = view.latest(FORMS_1099)
    if forms:
        n = len(forms)
        out.append(Draft(
            "aggregation", _worded(rng, (
                f"Counting a corrected form and the original it replaces as one, how many Forms 1099 did the "
                f"household receive for {y}?",), (
                f"How many different 1099s did we get for {y}, counting a corrected one and its original as one?",
                "Last year, how many 1099 forms came in, a correction and the form it fixes counting once?")),
            notes=f"{n} distinct 1099 forms: {', '.join(f.file for f in forms)}; blank SAMPLE pages do not count.",
            must_contain_any=[*count_needles(n, "Form 1099"), *count_needles(n, "Forms 1099"),
                              *count_needles(n, "1099"), *count_needles(n, "forms")],
            must_cite_any=cite(*forms), spans=len(forms)))
    for doc_type, field, label, plain in (
            ("bank-statement", "interest_paid", "interest paid",
             ("How much did the account at {e} earn over all the statements from {e} I have?",
              "Taking every bank statement from {e} together, how much did the account earn?")),
            ("pay-stub", "gross_pay", "gross pay",
             ("How much did {e} pay before deductions across all the pay stubs from {e} I have?",
              "Taking every pay stub from {e} together, what was the pay before anything was taken out?")),
            ("utility-bill", "amount_due", "amount due",
             ("What did the utility bills from {e} come to in all?",
              "Taking every utility bill from {e} together, how much did I have to settle?"))):
        by_entity: dict[str, list[Fact]] = {}
        for f in view.of_type(doc_type):
            if f.entity:
                by_entity.setdefault(f.entity, []).append(f)
        for entity, facts in sorted(by_entity.items()):
            if len(facts) >= 2:
                noun = doc_type.replace("-", " ")
                out.append(_sum_question(
                    "aggregation", _worded(rng, (
                        f"Adding up every {noun} from {entity} in the documents, what is the total {label}?",),
                        tuple(p.format(e=entity) for p in plain)),
                    facts, _w2_value(field), f"{field} over the {len(facts)} documents present"))
                break
    drafts = [d for d in out if d is not None]
    # Totals that span several documents first: they are what a top-k-limited pipeline misses.
    drafts.sort(key=lambda d: -min(d.spans, 2))
    return drafts[:want]


def _worded(rng: Random, formal: tuple[str, ...], plain: tuple[str, ...]) -> str:
    """One of the wordings: in people's words two times in three."""
    return pick(rng, plain) if rng.random() < PREFER_PLAIN else pick(rng, formal)


# What adds up across documents of one kind (docType, or template for an untyped one): field -> label.
SUMMABLE = {
    "pay-stub": {"gross_pay": "gross pay", "net_pay": "net pay"},
    "bank-statement": {"interest_paid": "interest paid", "total_deposits": "amount deposited",
                       "total_withdrawals": "amount withdrawn"},
    "credit-card-statement": {"payments": "payments received"},
    "utility-bill": {"amount_due": "amount due"},
    "invoice": {"total_due": "amount invoiced", "subtotal": "amount before sales tax", "sales_tax": "sales tax"},
    "insurance-declarations": {"annual_premium": "annual premium"},
    "mortgage-statement": {"principal_paid": "principal paid", "interest_paid": "interest paid",
                           "escrow_paid": "escrow paid"},
}
PLURAL = {
    "pay-stub": "pay stubs", "bank-statement": "bank statements", "credit-card-statement": "credit card statements",
    "utility-bill": "utility bills", "invoice": "invoices", "insurance-declarations": "insurance declarations pages",
    "mortgage-statement": "mortgage statements",
}


# What grows or shrinks from one document of an issuer to its next: field -> label.
CHANGES = {
    "pay-stub": {"ytd_gross": "year-to-date gross pay", "ytd_net": "year-to-date net pay",
                 "ytd_health": "year-to-date health insurance deduction"},
    "bank-statement": {"ending_balance": "ending balance"},
    "credit-card-statement": {"new_balance": "new balance"},
    "mortgage-statement": {"principal_balance": "remaining principal balance", "ytd_interest": "year-to-date interest"},
}
WHEN = {"pay-stub": " paid on {}", "bank-statement": " for the period ending {}",
        "credit-card-statement": " closing {}", "mortgage-statement": " for the payment due {}"}


def _issuer(fact: Fact) -> str | None:
    if fact.entity:
        return fact.entity
    spec = UNTYPED.get(fact.template or "")
    return fact.printed.get(spec[1]) if spec else None


def more_aggregations(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """Totals and counts over every issuer with two or more documents of a kind, totals over
    every kind with two or more issuers, and wages by employee (for `--questions N`)."""
    seen = {(frozenset(d.must_cite_any), d.must_contain_any[0]) for d in taken if d.must_contain_any}
    out: list[Draft | None] = []
    for kind, fields in SUMMABLE.items():
        facts = [f for f in view.facts if f.current and (f.doc_type or f.template) == kind and _issuer(f)]
        by_issuer: dict[str, list[Fact]] = {}
        for f in facts:
            by_issuer.setdefault(str(_issuer(f)), []).append(f)
        noun = PLURAL[kind]
        for issuer, group in sorted(by_issuer.items()):
            if len(group) < 2:
                continue
            for name, label in fields.items():
                out.append(_total(f"Adding up every {noun.removesuffix('s')} from {issuer} in the documents, what is "
                                  f"the total {label}?", group, name, f"{name} over the {len(group)} {noun} present"))
            n = len(group)
            out.append(Draft(
                "aggregation", f"How many {noun} from {issuer} are in the documents?",
                notes=f"{n} {noun} from {issuer}: {', '.join(f.file for f in group)}; a scanned twin counts once.",
                must_contain_any=[*count_needles(n, noun), *count_needles(n, "documents")],
                must_cite_any=cite(*group), spans=n))
        if len(by_issuer) >= 2:
            for name, label in fields.items():
                out.append(_total(f"What is the total {label} over all the {noun} in the documents, "
                                  "whoever issued them?",
                                  facts, name, f"{name} over every one of the {len(facts)} {noun}"))
    out += _wages_by_employee(view)
    out += _changes(view)
    drafts = [d for d in out if d is not None and (frozenset(d.must_cite_any), d.must_contain_any[0]) not in seen]
    rng.shuffle(drafts)
    return drafts


def _total(question: str, facts: list[Fact], name: str, how: str) -> Draft | None:
    values = [f.amount(name) for f in facts]
    if any(v is None for v in values) or total(values) <= 0:
        return None
    amount = total(values)
    parts = " + ".join(f"{money_comma(v)} ({f.file})" for f, v in zip(facts, values, strict=True) if v is not None)
    return Draft("aggregation", question, notes=f"{how}: {parts} = {money_comma(amount)}.",
                 must_contain_any=money_needles(amount), must_cite_any=cite(*facts), spans=len(facts))


def _wages_by_employee(view: CorpusView) -> list[Draft | None]:
    """Box 1 wages and box 2 withholding per employee with two or more W-2s (corrections applied)."""
    by_employee: dict[str, list[Fact]] = {}
    for f in view.latest(("W-2",)):
        employee = f.printed.get("employee_name")
        if employee:
            by_employee.setdefault(employee, []).append(f)
    out: list[Draft | None] = []
    for employee, facts in sorted(by_employee.items()):
        if len(facts) >= 2:
            out.append(_total(f"What were {employee}'s total {view.year} box 1 wages across all of their Forms W-2 "
                              "(corrected amounts where a W-2c exists)?", facts, "box1_wages",
                              f"box 1 over {employee}'s W-2s, a W-2c replacing its original"))
            out.append(_total(f"How much federal income tax was withheld from {employee}'s wages in {view.year}, "
                              "adding box 2 of each of their Forms W-2 (corrected where a W-2c exists)?", facts,
                              "box2_federal_tax_withheld",
                              f"box 2 over {employee}'s W-2s, a W-2c replacing its original"))
    return out


def _changes(view: CorpusView) -> list[Draft | None]:
    """How much a running figure moved between an issuer's first and last document of a kind."""
    out: list[Draft | None] = []
    for kind, fields in CHANGES.items():
        by_issuer: dict[str, list[tuple[date, Fact]]] = {}
        for f in view.facts:
            day = f.instance if f.doc_type else f.when(UNTYPED.get(f.template or "", ("", "", ""))[2])
            if f.current and (f.doc_type or f.template) == kind and _issuer(f) and isinstance(day, date):
                by_issuer.setdefault(str(_issuer(f)), []).append((day, f))
        for issuer, dated in sorted(by_issuer.items()):
            dated.sort(key=lambda pair: pair[0])
            if len(dated) < 2 or dated[0][0] == dated[-1][0]:
                continue
            (d1, first), (d2, last) = dated[0], dated[-1]
            noun = PLURAL[kind].removesuffix("s")
            for name, label in fields.items():
                a, b = first.amount(name), last.amount(name)
                if a is None or b is None or a == b:
                    continue
                out.append(Draft(
                    "aggregation", f"By how much did the {label} change from the {noun} from {issuer}"
                                   f"{WHEN[kind].format(date_long(d1))} to the one{WHEN[kind].format(date_long(d2))}?",
                    notes=f"{name}: {money_comma(a)} ({first.file}) -> {money_comma(b)} ({last.file}); the "
                          f"difference is {money_comma(abs(b - a))}.",
                    must_contain_any=money_needles(abs(b - a)), must_cite_any=cite(first, last), spans=2))
    return out
