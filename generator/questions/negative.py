"""`negative`: questions about documents or fields the corpus does not have; the answer is a decline."""

from __future__ import annotations

from random import Random

from generator.questions.draft import Draft, pick
from generator.questions.facts import Fact
from generator.questions.needles import money_needles
from generator.questions.view import CorpusView
from harness.contract.shapes import money_comma

# Forms a household might get that rag-gen never generates: (form, what it reports, tempting field)
ABSENT_FORMS = (
    ("1099-B", "the total proceeds from broker transactions", "box1a_total_ordinary_dividends"),
    ("1099-G", "the unemployment compensation", "box1_wages"),
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
    amounts = [v for v in fact.printed.values() if v.replace("$", "").replace(",", "").replace(".", "", 1).isdigit()
               and "." in v]
    return sorted(set(amounts), key=amounts.index)[:3]


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
    for fact in view.latest(("W-2", "1099-INT", "1098")):
        if len(out) >= want or not fact.entity:
            continue
        name = {"W-2": "box1_wages", "W-2c": "box1_wages", "1099-INT": "box1_interest_income",
                "1098": "box1_mortgage_interest"}[fact.doc_type or "W-2"]
        value = fact.money(name)
        if value is None:
            continue
        form_name = "W-2" if fact.doc_type == "W-2c" else fact.doc_type
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
