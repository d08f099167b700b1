"""`aggregation`: totals and counts across documents, corrections applied."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from random import Random

from generator.questions.draft import Draft, cite, pick
from generator.questions.facts import Fact
from generator.questions.needles import count_needles, money_needles
from generator.questions.view import CorpusView, total
from harness.contract.shapes import money_comma

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
        _sum_question("aggregation", pick(rng, (
            f"What were the household's total {y} wages in box 1 across all Forms W-2?",
            f"Add up box 1 wages over every {y} W-2 the household received (use corrected amounts). What is the total?",
        )), w2s, _w2_value("box1_wages"), "box 1 over every W-2, a W-2c replacing its original"),
        _sum_question("aggregation", pick(rng, (
            f"How much federal income tax was withheld in total across all {y} Forms W-2 (box 2)?",
            f"What is the total of box 2 federal income tax withheld over the household's {y} W-2s?",
        )), w2s, _w2_value("box2_federal_tax_withheld"), "box 2 over every W-2, a W-2c replacing its original"),
        _sum_question("aggregation", pick(rng, (
            f"What is the total interest income reported on all {y} Forms 1099-INT?",
            f"Across every {y} 1099-INT, how much interest did the household earn in total?",
        )), ints, _w2_value("box1_interest_income"), "box 1 over every 1099-INT, corrected value in, original out"),
    ]
    bills = view.of_type("property-tax-bill")
    if bills:
        out.append(_sum_question("aggregation", f"What is the total property tax billed on the household's {y} "
                                 "property tax bills?", bills, _w2_value("total_tax"), "total_tax over every bill"))
    forms = view.latest(FORMS_1099)
    if forms:
        n = len(forms)
        out.append(Draft(
            "aggregation",
            f"Counting a corrected form and the original it replaces as one, how many Forms 1099 did the "
            f"household receive for {y}?",
            notes=f"{n} distinct 1099 forms: {', '.join(f.file for f in forms)}; blank SAMPLE pages do not count.",
            must_contain_any=[*count_needles(n, "Form 1099"), *count_needles(n, "Forms 1099"),
                              *count_needles(n, "1099"), *count_needles(n, "forms")],
            must_cite_any=cite(*forms), spans=len(forms)))
    for doc_type, field, label in (("bank-statement", "interest_paid", "interest paid"),
                                   ("pay-stub", "gross_pay", "gross pay"),
                                   ("utility-bill", "amount_due", "amount due")):
        by_entity: dict[str, list[Fact]] = {}
        for f in view.of_type(doc_type):
            if f.entity:
                by_entity.setdefault(f.entity, []).append(f)
        for entity, facts in sorted(by_entity.items()):
            if len(facts) >= 2:
                out.append(_sum_question(
                    "aggregation",
                    f"Adding up every {doc_type.replace('-', ' ')} from {entity} in the documents, what is the total "
                    f"{label}?", facts, _w2_value(field), f"{field} over the {len(facts)} documents present"))
                break
    drafts = [d for d in out if d is not None]
    # Totals that span several documents first: they are what a top-k-limited pipeline misses.
    drafts.sort(key=lambda d: -min(d.spans, 2))
    return drafts[:want]
