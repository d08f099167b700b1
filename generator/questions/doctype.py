"""`doctype`: questions that only a correct classification answers (lookalikes must not count)."""

from __future__ import annotations

from random import Random

from generator.questions.draft import FORM_NAME, Draft, cite
from generator.questions.facts import Fact
from generator.questions.needles import count_needles
from generator.questions.view import CorpusView

ISSUER = {
    "W-2": "employers", "1099-INT": "payers", "1099-DIV": "payers", "1099-NEC": "payers", "1099-R": "payers",
    "1098": "lenders", "bank-statement": "banks", "utility-bill": "utilities", "insurance-declarations": "insurers",
    "credit-card-statement": "card issuers",
}


def _lookalike_names(view: CorpusView) -> list[str]:
    known = view.known_names()
    return sorted({v for f in view.lookalikes() for k, v in f.printed.items()
                   if k.endswith("_name") and v not in known and len(v) >= 4})


def doctypes(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    y = view.year
    out: list[Draft] = []
    w2s = view.of_type("W-2", current_only=False)
    decoys = _lookalike_names(view)
    if w2s:
        n = len(w2s)
        wrong = count_needles(n + 1, "W-2") + count_needles(n + 1, "Forms W-2")
        out.append(Draft(
            "doctype", f"How many Forms W-2 (not counting any W-2c) did the household receive for {y}?",
            notes=f"{n} documents are typed W-2 ({', '.join(f.file for f in w2s)}); a foreign wage statement or "
                  "cover letter is not one, so the count that includes a lookalike is banned.",
            must_contain_any=count_needles(n, "W-2") + count_needles(n, "Forms W-2") + count_needles(n, "Form W-2"),
            must_not_contain=wrong, must_cite_any=cite(*w2s)))
    types = sorted({f.doc_type for f in view.facts if f.doc_type in ISSUER})
    rng.shuffle(types)
    for doc_type in types:
        if len(out) >= want:
            break
        facts: list[Fact] = [f for f in view.facts if f.doc_type == doc_type and f.entity]
        names = sorted({f.entity for f in facts if f.entity})
        if not names:
            continue
        form = FORM_NAME[doc_type]
        article = "an" if form.startswith(("insurance", "invoice")) else "a"
        out.append(Draft(
            "doctype", f"Which {ISSUER[doc_type]} sent the household {article} {form}? Name every one.",
            notes=f"Every issuer of a document typed {doc_type}: {'; '.join(names)}. Names printed on lookalike "
                  "documents are banned: they are not of this type.",
            must_contain_all=names, must_not_contain=[d for d in decoys if d not in names],
            must_cite_any=cite(*facts)))
    return out[:want]
