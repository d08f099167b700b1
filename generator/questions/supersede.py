"""`supersede`: values that a corrected form replaced."""

from __future__ import annotations

from random import Random

from generator.questions.draft import FIELD_PHRASES, Draft, cite, describe, pick
from generator.questions.needles import money_needles
from generator.questions.view import CorpusView
from harness.contract.shapes import money_comma

PHRASINGS = (
    "After the correction, what is {field} on {doc}?",
    "{doc_cap} was corrected. What is the corrected {bare}?",
    "What {bare} does the corrected form for {doc} report?",
)
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
            if new is None or old is None or new == old or name not in FIELD_PHRASES:
                continue
            phrase = pick(rng, FIELD_PHRASES[name])
            bare = phrase.removeprefix("the ")
            doc = describe(original, view.year)
            question = pick(rng, PHRASINGS).format(field=phrase, bare=bare, doc=doc, doc_cap=doc[0].upper() + doc[1:])
            out.append(Draft("supersede", question, notes=f"{fix.file} supersedes {original.file}: "
                             f"{name} {money_comma(old)} -> {money_comma(new)}. {NOTE}",
                             must_contain_any=money_needles(new), must_cite_any=cite(fix)))
            delta = abs(new - old)
            out.append(Draft(
                "supersede",
                f"By how much did the correction change {phrase} on {doc}?",
                notes=f"|{money_comma(new)} - {money_comma(old)}| = {money_comma(delta)} from {fix.file} and "
                      f"{original.file}. Both documents count as citations.",
                must_contain_any=money_needles(delta), must_cite_any=cite(fix, original)))
    rng.shuffle(out)
    return out[:want]
