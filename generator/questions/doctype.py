"""`doctype`: questions that only a correct classification answers (lookalikes must not count)."""

from __future__ import annotations

from random import Random

from generator.documents.kinds import kinds, of_doc_type
from generator.questions.draft import Draft, cite
from generator.questions.facts import Fact
from generator.questions.needles import count_needles
from generator.questions.view import CorpusView


def _lookalike_names(view: CorpusView) -> list[str]:
    known = view.known_names()
    # a person is named as the household knows them: the taxpayer printed "SMITH, TYLER" is no decoy
    return sorted({str(f.person(k)) for f in view.lookalikes() for k, v in f.printed.items()
                   if k.endswith("_name") and f.person(k) not in known and len(v) >= 4})


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
    types = sorted({f.doc_type for f in view.facts if f.doc_type and f.kind.issuers})
    rng.shuffle(types)
    for doc_type in types:
        if len(out) >= want:
            break
        facts: list[Fact] = [f for f in view.facts if f.doc_type == doc_type and f.entity]
        names = sorted({f.entity for f in facts if f.entity})
        if not names:
            continue
        kind = of_doc_type(doc_type)
        out.append(Draft(
            "doctype", f"Which {kind.issuers} sent the household {kind.article} {kind.name}? Name every one.",
            notes=f"Every issuer of a document typed {doc_type}: {'; '.join(names)}. Names printed on lookalike "
                  "documents are banned: they are not of this type.",
            must_contain_all=names, must_not_contain=[d for d in decoys if d not in names],
            must_cite_any=cite(*facts)))
    return out[:want]


def more_doctypes(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """How many documents of each type there are (a lookalike of the type does not count), and
    the issuers of the types the base questions leave out (for `--questions N`)."""
    decoys = _lookalike_names(view)
    out: list[Draft] = []
    for kind in [k for k in kinds().values() if k.plural and k.doc_type]:
        doc_type, one, several = str(kind.doc_type), kind.name, str(kind.plural)
        facts = view.latest((doc_type,))
        n = len(facts)
        if not n:
            continue
        noun = one if n == 1 else several
        tempting = [f for f in view.lookalikes() if f.file.lower().startswith(doc_type.lower())]
        corrected = any(f.supersedes for f in facts)
        lead = "Counting a corrected form and the original it replaces as one, how" if corrected else "How"
        out.append(Draft(
            "doctype", f"{lead} many {several} are among the household's documents?",
            notes=f"{n} documents are typed {doc_type} ({', '.join(f.file for f in facts)}); a scanned copy counts "
                  "once" + ("; a lookalike of the type does not count, so the count with it is banned." if tempting
                            else "."),
            must_contain_any=[*count_needles(n, noun), *count_needles(n, "document")],
            must_not_contain=count_needles(n + 1, several) if tempting else [],
            must_cite_any=cite(*facts), spans=n))
    for kind in [k for k in kinds().values() if k.issuers_question]:
        doc_type, question = str(kind.doc_type), str(kind.issuers_question)
        facts = [f for f in view.facts if f.doc_type == doc_type and f.entity]
        names = sorted({str(f.entity) for f in facts})
        if names:
            out.append(Draft("doctype", question, notes=f"Every issuer of a document typed {doc_type}: "
                             f"{'; '.join(names)}. Names printed on lookalike documents are banned.",
                             must_contain_all=names, must_not_contain=[d for d in decoys if d not in names],
                             must_cite_any=cite(*facts)))
    rng.shuffle(out)
    return out
