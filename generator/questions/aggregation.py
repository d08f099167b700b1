"""`aggregation`: totals and counts across documents, corrections applied."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from decimal import Decimal
from random import Random

from generator.documents.kinds import kinds
from generator.questions.draft import Draft, cite, pick
from generator.questions.facts import Fact
from generator.questions.needles import count_needles, money_needles
from generator.questions.view import CorpusView, issuer_of, total
from generator.questions.voice import PREFER_PLAIN
from harness.contract.shapes import date_long, money_comma

FORMS_1099 = "1099"  # the group (kind.toml `group`) a household counts as its Forms 1099


def _sum_question(category: str, question: str, facts: list[Fact], field: Callable[[Fact], Decimal | None],
                  how: str) -> Draft | None:
    values = [field(f) for f in facts]
    if len(facts) < 1 or all(v is None for v in values):
        return None
    amount = total(values)
    parts = " + ".join(f"{money_comma(v)} ({f.file})" for f, v in zip(facts, values, strict=True) if v is not None)
    return Draft(category, question, notes=f"{how}: {parts} = {money_comma(amount)}.",
                 must_contain_any=money_needles(amount), must_cite_any=cite(*facts), spans=len(facts))


def money_of(name: str) -> Callable[[Fact], Decimal | None]:
    """Field `name` of a document, as its probe row has it."""
    return lambda f: f.money(name)


def aggregations(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    """The household's totals over every document of a kind (its kind.toml `totals`), the count
    of its forms of a group (Forms 1099), and a total over one issuer's documents of a kind
    (`issuer_total`)."""
    y = view.year
    out: list[Draft | None] = []
    for kind in [k for k in kinds().values() if k.totals and k.doc_type]:
        facts = view.latest((str(kind.doc_type),))
        if not facts:
            continue
        for t in kind.totals:
            out.append(_sum_question("aggregation", _worded(rng, tuple(w.format(y=y) for w in t.formal),
                                                            tuple(w.format(y=y) for w in t.plain)),
                                     facts, money_of(t.field), t.how))
    forms = view.latest(tuple(str(k.doc_type) for k in kinds().values() if k.group == FORMS_1099 and k.doc_type))
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
    for kind in [k for k in kinds().values() if k.issuer_total and k.doc_type]:
        total_ = kind.issuer_total
        assert total_ is not None
        by_entity: dict[str, list[Fact]] = {}
        for f in view.of_type(str(kind.doc_type)):
            if f.entity:
                by_entity.setdefault(f.entity, []).append(f)
        for entity, facts in sorted(by_entity.items()):
            if len(facts) >= 2:
                out.append(_sum_question(
                    "aggregation", _worded(rng, (
                        f"Adding up every {kind.name} from {entity} in the documents, what is the total "
                        f"{total_.label}?",), tuple(p.format(e=entity) for p in total_.plain)),
                    facts, money_of(total_.field), f"{total_.field} over the {len(facts)} documents present"))
                break
    drafts = [d for d in out if d is not None]
    # Totals that span several documents first: they are what a top-k-limited pipeline misses.
    drafts.sort(key=lambda d: -min(d.spans, 2))
    return drafts[:want]


def _worded(rng: Random, formal: tuple[str, ...], plain: tuple[str, ...]) -> str:
    """One of the wordings: in people's words two times in three."""
    return pick(rng, plain) if rng.random() < PREFER_PLAIN else pick(rng, formal)


def more_aggregations(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """Totals and counts over every issuer with two or more documents of a kind, totals over
    every kind with two or more issuers, and wages by employee (for `--questions N`)."""
    seen = {(frozenset(d.must_cite_any), d.must_contain_any[0]) for d in taken if d.must_contain_any}
    out: list[Draft | None] = []
    for kind in [k for k in kinds().values() if k.sums]:
        fields = kind.sums
        facts = [f for f in view.facts if f.current and f.template == kind.template and issuer_of(f)]
        by_issuer: dict[str, list[Fact]] = {}
        for f in facts:
            by_issuer.setdefault(str(issuer_of(f)), []).append(f)
        noun = str(kind.plural)
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
        employee = f.person("employee_name")
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
    for kind in [k for k in kinds().values() if k.changes]:
        fields, when = kind.changes, str(kind.instance_phrase)
        by_issuer: dict[str, list[tuple[date, Fact]]] = {}
        for f in view.facts:
            if f.template != kind.template:
                continue
            day = f.instance if f.doc_type else f.when(kind.instance_field or "")
            if f.current and issuer_of(f) and isinstance(day, date):
                by_issuer.setdefault(str(issuer_of(f)), []).append((day, f))
        for issuer, dated in sorted(by_issuer.items()):
            dated.sort(key=lambda pair: pair[0])
            if len(dated) < 2 or dated[0][0] == dated[-1][0]:
                continue
            (d1, first), (d2, last) = dated[0], dated[-1]
            noun = str(kind.plural).removesuffix("s")
            for name, label in fields.items():
                a, b = first.amount(name), last.amount(name)
                if a is None or b is None or a == b:
                    continue
                out.append(Draft(
                    "aggregation", f"By how much did the {label} change from the {noun} from {issuer}"
                                   f"{when.format(date_long(d1))} to the one{when.format(date_long(d2))}?",
                    notes=f"{name}: {money_comma(a)} ({first.file}) -> {money_comma(b)} ({last.file}); the "
                          f"difference is {money_comma(abs(b - a))}.",
                    must_contain_any=money_needles(abs(b - a)), must_cite_any=cite(first, last), spans=2))
    return out
