"""`negative`: questions about documents or fields the corpus does not have; the answer is a decline."""

from __future__ import annotations

from random import Random

from generator.documents.kinds import kinds
from generator.questions.draft import Draft, pick
from generator.questions.facts import Fact
from generator.questions.needles import money_needles
from generator.questions.pool import spread
from generator.questions.view import CorpusView
from harness.contract.derive import parse_printed_money
from harness.contract.shapes import money_comma, month_name

# Forms a household might get that rag-gen never generates: (form, what it reports, tempting field)
ABSENT_FORMS = (
    ("1099-B", "the total proceeds from broker transactions", "box1a_total_ordinary_dividends"),
    ("1099-K", "the gross amount of payment card transactions", "box1_nonemployee_compensation"),
    ("1098-T", "the qualified tuition payments received", "box1_mortgage_interest"),
    ("1098-E", "the student loan interest received", "box1_mortgage_interest"),
    ("SSA-1099", "the net social security benefits", "box3_social_security_wages"),
    ("1099-MISC", "the rents reported in box 1", "monthly_rent"),
)
FAKE_WORDS = ("Zephyrine", "Quillmont", "Obsidia", "Marigold Vale", "Falconcrest", "Wintergreen Hollow",
              "Amberlyn", "Halcyon Ridge", "Vantorre", "Corvidae")
NOTE = "A decline is the only correct answer; {why}"


def _tempting(view: CorpusView, name: str) -> list[str]:
    values = [f.money(name) for f in view.facts if f.current and f.money(name) is not None]
    return [money_comma(v) for v in values[:2] if v is not None]


def _lookalike_amounts(fact: Fact) -> list[str]:
    """The lookalike's amounts as printed: the house styles' plain ones (`$84,085.26`), and a
    held-out style's (`$ 84,085.26`, `84,085.26 USD`) where a procedural layout printed one."""
    amounts = [v for v in fact.printed.values() if _plain_amount(v) or parse_printed_money(v) is not None]
    return sorted(set(amounts), key=amounts.index)[:3]


def _plain_amount(text: str) -> bool:
    return text.replace("$", "").replace(",", "").replace(".", "", 1).isdigit() and "." in text


def negatives(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    y = view.year
    present = {f.doc_type for f in view.facts if f.doc_type}
    out: list[Draft] = []
    absent = [a for a in ABSENT_FORMS if a[0] not in present]
    rng.shuffle(absent)
    for form, what, tempting in absent[:2]:
        out.append(Draft("negative", f"What does the household's {y} Form {form} report as {what}?",
                         notes=NOTE.format(why=f"no Form {form} is in the corpus; the value of {tempting} "
                                           "elsewhere is the tempting wrong answer."),
                         must_not_contain=_tempting(view, tempting), negative=True))
    known = " ".join(sorted(view.known_names())).lower()
    fakes = [w for w in FAKE_WORDS if w.lower() not in known]
    fake = f"{pick(rng, fakes)} {pick(rng, ('Savings Bank', 'Credit Union', 'Trust Company'))}"
    out.append(Draft("negative", f"How much interest did {fake} pay the household in {y}?",
                     notes=NOTE.format(why=f"{fake} appears in no document; real 1099-INT amounts are tempting."),
                     must_not_contain=_tempting(view, "box1_interest_income"), negative=True))
    for fact in view.latest(headline_types()):
        if len(out) >= want or not fact.entity:
            continue
        value = fact.money(str(fact.kind.headline))
        if value is None:
            continue
        form_name = fact.kind.ask_form()
        wrong_year = y - 2 - rng.randrange(2)
        out.append(Draft("negative", f"What amount did {fact.entity} report on its {wrong_year} Form {form_name}?",
                         notes=NOTE.format(why=f"only the {y} form is in the corpus; its amount "
                                           f"{money_comma(value)} is banned."),
                         must_not_contain=money_needles(value)[:3], negative=True))
        break
    for fact in view.lookalikes():
        names = [v for k, v in sorted(fact.printed.items())
                 if k.endswith(("employer_name", "payer_name", "company_name")) and v.lower() not in known]
        amounts = _lookalike_amounts(fact)
        if not names or not amounts or len(out) >= want + 2:
            continue
        out.append(Draft("negative", f"What were the box 1 wages on the {y} Form W-2 from {names[0]}?",
                         notes=NOTE.format(why=f"{fact.file} is a lookalike, not a W-2; its amounts are banned."),
                         must_not_contain=amounts, negative=True))
    return out


def decoys() -> list[tuple[tuple[str, ...], str, str]]:
    """(name endings, question, tempting field) of every kind's `decoy`: issuers that do not exist,
    by what they would have sent."""
    return [(d.endings, d.question, d.tempting)
            for k in [k for k in kinds().values() if k.decoy] if (d := k.decoy)]


def headline_types() -> tuple[str, ...]:
    """The docTypes whose `headline` amount a question about another year's form asks."""
    return tuple(str(k.doc_type) for k in kinds().values() if k.headline and k.doc_type)


def more_negatives(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """Every absent form, issuers that do not exist, other years of every tax form, and months
    with no statement (for `--questions N`); a decline is the only correct answer."""
    y = view.year
    texts = " ".join(d.question for d in taken)
    present = {f.doc_type for f in view.facts if f.doc_type}
    out: list[tuple[str, Draft]] = []
    for form, what, tempting in ABSENT_FORMS:
        if form in present:
            continue
        if f"Form {form} " not in texts:
            out.append(("absent", Draft("negative", f"What does the household's {y} Form {form} report as {what}?",
                                        notes=NOTE.format(why=f"no Form {form} is in the corpus."),
                                        must_not_contain=_tempting(view, tempting), negative=True)))
        out.append(("absent", Draft("negative", f"Who issued the household's {y} Form {form}, and on what date?",
                                    notes=NOTE.format(why=f"no Form {form} is in the corpus."), negative=True)))
    known = " ".join(sorted(view.known_names())).lower()
    fakes = [w for w in FAKE_WORDS if w.lower() not in known and w not in texts]
    rng.shuffle(fakes)
    fakes_of = decoys()
    for i, word in enumerate(fakes):
        endings, question, tempting = fakes_of[i % len(fakes_of)]
        fake = f"{word} {pick(rng, endings)}"
        out.append(("fake", Draft("negative", question.format(y=y, fake=fake),
                                  notes=NOTE.format(why=f"{fake} appears in no document."),
                                  must_not_contain=_tempting(view, tempting), negative=True)))
    for fact in view.latest(headline_types()):
        value = fact.money(str(fact.kind.headline))
        form = fact.kind.ask_form()
        if not fact.entity or value is None or any(
                f"did {fact.entity} report on its" in d.question and d.question.endswith(f"Form {form}?")
                for d in taken):
            continue
        wrong_year = y - 2 - rng.randrange(2)
        out.append(("year", Draft("negative", f"What amount did {fact.entity} report on its {wrong_year} Form {form}?",
                                  notes=NOTE.format(why=f"only the {y} form is in the corpus; its amount "
                                                    f"{money_comma(value)} is banned."),
                                  must_not_contain=money_needles(value)[:3], negative=True)))
    out += [("month", d) for d in _absent_months(view, rng)]
    rng.shuffle(out)
    return [d for _, d in spread(out, lambda c: c[0])]


def _absent_months(view: CorpusView, rng: Random) -> list[Draft]:
    out = []
    for kind in [k for k in kinds().values() if k.absent_month and k.doc_type]:
        assert kind.absent_month is not None
        doc_type, when = str(kind.doc_type), str(kind.instance_field)
        field, what = kind.absent_month.field, kind.absent_month.what
        by_entity: dict[str, list[Fact]] = {}
        for f in view.of_type(doc_type, current_only=False):
            if f.entity:
                by_entity.setdefault(f.entity, []).append(f)
        for entity, facts in sorted(by_entity.items()):
            months = {(d.year, d.month) for f in facts if (d := f.day(when)) is not None}
            absent = [m for m in range(1, 13) if (view.year, m) not in months]
            if not absent:
                continue
            month = absent[rng.randrange(len(absent))]
            text = what.format(entity=entity, month=f"{month_name(month)} {view.year}")
            bans = [money_comma(v) for f in facts if (v := f.money(field)) is not None]
            out.append(Draft("negative", f"What was {text}?",
                             notes=NOTE.format(why=f"no such document from {entity} is in the corpus; the amounts "
                                               "of the ones that are present are banned."),
                             must_not_contain=list(dict.fromkeys(bans)), negative=True))
    return out
