"""Fields in people's words: what someone who never read the form's label would call a value.

Each kind's `kind.toml` holds, per field, the form's words (`formal`), people's words
(`plain`: noun phrases or clauses that avoid every label the field is printed with, so a
pipeline cannot find the value by matching the question's words to the label;
tests/generator/questions/test_wording.py checks it) and whole questions for the fields
people ask about most (`ask`, with slots: {doc} the document in any of its descriptions,
{issuer}, {year}, {who}/{whose}/{whom} the person the document is about: "I", "my spouse",
"Tyler").
A question draws from both kinds of words (`field_phrase`).
"""

from __future__ import annotations

from random import Random

from generator.documents.kinds import Kind
from generator.questions.voice import PREFER_PLAIN


def field_phrase(rng: Random, kind: Kind, name: str) -> str:
    """One way to say field `name` of a document of `kind`: in people's words (`plain`) two
    times in three, else in the form's words (`formal`)."""
    words = kind.words(name)
    formal, plain = words.formal, words.plain
    if plain and (not formal or rng.random() < PREFER_PLAIN):
        return plain[rng.randrange(len(plain))]
    return formal[rng.randrange(len(formal))]


CLAUSE_STARTS = ("how ", "what ", "when ", "where ", "everything ")


def is_clause(phrase: str) -> bool:
    """`how much money came in` (a clause) rather than `the taxable wages` (a noun phrase)."""
    return phrase.startswith(CLAUSE_STARTS)


def framed(rng: Random, noun_frames: tuple[str, ...], any_frames: tuple[str, ...], field: str, doc: str) -> str:
    """`field` and `doc` in one of the frames that read with it (a clause only in `any_frames`),
    capitalized."""
    frames = any_frames if is_clause(field) else noun_frames + any_frames
    text = frames[rng.randrange(len(frames))].format(field=field, doc=doc)
    return text[0].upper() + text[1:]


def noun_phrase(rng: Random, kind: Kind, name: str) -> str:
    """`field_phrase`, but always a noun phrase (for frames such as "the corrected {bare}")."""
    for _ in range(8):
        text = field_phrase(rng, kind, name)
        if not is_clause(text):
            return text
    words = kind.words(name)
    return next(p for p in (*words.plain, *words.formal) if not is_clause(p))
