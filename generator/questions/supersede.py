"""`supersede`: values that a corrected form replaced."""

from __future__ import annotations

from random import Random

from generator.documents.kinds import Kind
from generator.questions.draft import Draft, cite, pick
from generator.questions.needles import money_needles
from generator.questions.plain_words import field_phrase, framed, noun_phrase
from generator.questions.pool import printed_needles
from generator.questions.view import CorpusView
from generator.questions.voice import pick_doc
from harness.contract.shapes import money_comma

PHRASINGS = (  # {bare}: the field's noun phrase without its article
    "After the correction, what is {field} on {doc}?",
    "{doc} was corrected. What is the corrected {bare}?",
    "What {bare} does the corrected form for {doc} report?",
)
ANY_PHRASINGS = (
    "{doc} was corrected; tell me {field} as corrected.",
    "Now that {doc} has been corrected, what does it say about {field}?",
    "Going by the correction to {doc}, I need {field}.",
    "{doc} got a correction. After it, what about {field}?",
)
CHANGE = (
    "By how much did the correction change {field} on {doc}?",
    "How far apart are {field} on {doc} before and after its correction?",
    "The correction to {doc} changed {field}. By how much?",
)


def _corrected(rng: Random, kind: Kind, name: str, doc: str) -> str:
    """A question for the corrected value of field `name` (of a correction of `kind`) of the document `doc`."""
    field = field_phrase(rng, kind, name)
    if rng.random() < 0.5 and not field.startswith(("how ", "what ", "when ", "everything ")):
        text = pick(rng, PHRASINGS).format(field=field, bare=field.removeprefix("the "), doc=doc)
        return text[0].upper() + text[1:]
    return framed(rng, (), ANY_PHRASINGS, field, doc)
NOTE = ("The corrected value is required. The original value is not banned: a correct answer may "
        "disclose it ('the original form said X, the corrected one says Y').")


def supersedes(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    out: list[Draft] = []
    for fix in view.facts:
        original = next((f for f in view.facts if fix.supersedes in f.files), None) if fix.supersedes else None
        if original is None:
            continue
        for name in sorted(fix.values):
            new, old = fix.money(name), original.money(name)
            if new is None or old is None or new == old or not fix.kind.phrased(name, "money"):
                continue
            docs = view.phrases(original)
            question = _corrected(rng, fix.kind, name, pick_doc(rng, docs))
            out.append(Draft("supersede", question, notes=f"{fix.file} supersedes {original.file}: "
                             f"{name} {money_comma(old)} -> {money_comma(new)}. {NOTE}",
                             must_contain_any=money_needles(new), must_cite_any=cite(fix)))
            delta = abs(new - old)
            text = pick(rng, CHANGE).format(field=noun_phrase(rng, fix.kind, name), doc=pick_doc(rng, docs))
            out.append(Draft(
                "supersede", text[0].upper() + text[1:],
                notes=f"|{money_comma(new)} - {money_comma(old)}| = {money_comma(delta)} from {fix.file} and "
                      f"{original.file}. Both documents count as citations.",
                must_contain_any=money_needles(delta), must_cite_any=cite(fix, original)))
    rng.shuffle(out)
    return out[:want]


ORIGINAL = (
    "Before the correction, what did the original {form} from {entity} report as {field}?",
    "What {bare} did the original, since corrected, {form} from {entity} report?",
    "Before {entity} corrected it, what did their {form} say for {field}?",
    "What was {field} on the {form} {entity} first sent, before the correction?",
)
PREVIOUS = "According to the corrected form from {entity}, what {bare} had been reported before the correction?"
STANDS = ("{doc_cap} was corrected, but the correction does not restate {field}. What is it, as it stands?",
          "After the correction to {doc}, what is {field}? (The corrected form does not restate it.)",
          "{doc_cap} was corrected, but not {field}. What is it now?")


def more_supersedes(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """For each correction (for `--questions N`): what the original said before it, what the
    corrected form says was reported before, the fields the correction leaves standing, and
    who sent a corrected form."""
    texts = {d.question for d in taken}
    out: list[Draft] = []
    for fix in view.facts:
        original = next((f for f in view.facts if fix.supersedes in f.files), None) if fix.supersedes else None
        if original is None or not original.entity:
            continue
        kind = original.kind
        form = kind.name if original.doc_type else "form"
        docs = view.phrases(original)
        for name in sorted(original.values):
            new, old = fix.money(name), original.money(name)
            if new is None or old is None or new == old or not kind.phrased(name, "money"):
                continue
            field = noun_phrase(rng, kind, name)
            out.append(Draft("supersede", pick(rng, ORIGINAL).format(form=form, entity=original.entity, field=field,
                                                                     bare=field.removeprefix("the ")),
                             notes=f"{original.file} (superseded by {fix.file}) reported {name} {money_comma(old)}; "
                                   "the question asks for the original value, so the original is the citation.",
                             must_contain_any=money_needles(old), must_cite_any=cite(original)))
            previous = fix.amount(f"previous_{name}")
            if previous == old:
                out.append(Draft("supersede", PREVIOUS.format(entity=original.entity,
                                                              bare=noun_phrase(rng, kind, name).removeprefix("the ")),
                                 notes=f"{fix.file} prints previous_{name} {money_comma(old)}; the corrected form "
                                       "is the citation.",
                                 must_contain_any=money_needles(old), must_cite_any=cite(fix)))
        for name in sorted(original.printed):
            value = original.amount(name)
            if name in fix.printed or not kind.phrased(name, "money") or value is None or value <= 0:
                continue
            field = noun_phrase(rng, kind, name)
            doc = pick_doc(rng, docs)
            text = pick(rng, STANDS).format(doc=doc, doc_cap=doc[0].upper() + doc[1:], field=field)
            out.append(Draft("supersede", text,
                             notes=f"{fix.file} corrects {original.file} but does not restate {name}, so the "
                                   f"original's {money_comma(value)} stands; either document counts as a citation.",
                             must_contain_any=printed_needles(original, name, value),
                             must_cite_any=cite(original, fix)))
        if original.doc_type and kind.yearly and kind.issuer:
            others = sorted({str(f.entity) for f in view.facts
                             if f.doc_type == original.doc_type and f.entity
                             and f.entity.lower() not in original.entity.lower()})
            out.append(Draft("supersede", f"Which {kind.issuer} sent the household a corrected {form} for "
                             f"{view.year}?", notes=f"{fix.file} corrects {original.file}; other issuers of a {form} "
                             "did not send a correction and are banned.",
                             must_contain_all=[original.entity], must_not_contain=others, must_cite_any=cite(fix)))
    rng.shuffle(out)
    return [d for d in out if d.question not in texts]
