"""`comparison`: which of two issuers reported more."""

from __future__ import annotations

from itertools import combinations
from random import Random

from generator.documents.kinds import Kind, kinds
from generator.questions.draft import Draft, cite, describe, pick, show
from generator.questions.facts import Fact
from generator.questions.needles import money_needles
from generator.questions.plain_words import noun_phrase
from generator.questions.pool import spread
from generator.questions.view import CorpusView, money_fields
from generator.questions.voice import pick_doc
from harness.contract.shapes import money_comma

PREFER_PLAIN = 2 / 3  # how often a pair is asked in people's words


def label(fact: Fact) -> str:
    """The issuer, and for a type an issuer sends many of, which one: `X dated December 2, 2025`."""
    text = str(fact.entity)
    phrase = fact.kind.instance_phrase if fact.doc_type else None
    if fact.instance is not None and phrase:
        text += phrase.format(show(fact.instance))
    return text


def pairs_asked() -> list[tuple[Kind, str, tuple[str, ...]]]:
    """(kind, field, wordings: the form's words first, then people's) of every kind's `compare`."""
    return [(kind, pair.field, (pair.formal, *pair.plain))
            for kind in [k for k in kinds().values() if k.compare and k.doc_type]
            for pair in kind.compare]


def comparisons(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    out: list[Draft] = []
    asked = pairs_asked()
    for kind, field, templates in asked:
        facts = [f for f in view.latest((str(kind.doc_type),)) if view.unambiguous(f) and f.money(field) is not None]
        pairs = [(a, b) for a, b in combinations(facts, 2) if a.entity != b.entity and a.money(field) != b.money(field)]
        if not pairs:
            continue
        a, b = pairs[rng.randrange(len(pairs))]
        if rng.random() < 0.5:
            a, b = b, a
        va, vb = a.money(field), b.money(field)
        assert va is not None and vb is not None and a.entity and b.entity
        winner, loser = (a, b) if va > vb else (b, a)
        win_value = max(va, vb)
        template = templates[0] if rng.random() >= PREFER_PLAIN else pick(rng, templates[1:])
        out.append(Draft(
            "comparison", template.format(y=view.year, a=label(a), b=label(b)),
            notes=f"{field}: {winner.entity} {money_comma(win_value)} ({winner.file}) > {loser.entity} "
                  f"{money_comma(min(va, vb))} ({loser.file}); the winner's name and amount are required.",
            must_contain_all=[str(winner.entity)], must_contain_any=money_needles(win_value),
            must_cite_any=cite(winner, loser)))
    # Pad with same-type pairs of other money fields when the household is small.
    extra_fields = [n for n in money_fields(vocabulary_only=True) if n not in {p[1] for p in asked}]
    for name in extra_fields:
        if len(out) >= want:
            break
        facts = [f for f in view.facts if view.unambiguous(f) and f.money(name) is not None and f.doc_type]
        pairs = [(a, b) for a, b in combinations(facts, 2)
                 if a.doc_type == b.doc_type and a.entity != b.entity and a.money(name) != b.money(name)]
        if not pairs:
            continue
        a, b = pairs[rng.randrange(len(pairs))]
        va, vb = a.money(name), b.money(name)
        assert va is not None and vb is not None and a.entity and b.entity
        winner = a if va > vb else b
        text = pick(rng, WIDER).format(phrase=noun_phrase(rng, a.kind, name), a=pick_doc(rng, view.phrases(a)),
                                       b=pick_doc(rng, view.phrases(b)))
        out.append(Draft(
            "comparison", text[0].upper() + text[1:],
            notes=f"{name}: {a.entity} {money_comma(va)} vs {b.entity} {money_comma(vb)}; the winner's name and "
                  "amount are required.",
            must_contain_all=[str(winner.entity)], must_contain_any=money_needles(max(va, vb)),
            must_cite_any=cite(a, b)))
    if len(out) < want:
        out += _across_types(view, rng, want - len(out))
    return out[:want]


def _across_types(view: CorpusView, rng: Random, want: int) -> list[Draft]:
    """Two amounts from documents of different issuers, whatever their types (small corpora)."""
    items = [(f, n) for f in view.facts if f.current and f.entity and f.doc_type and view.unambiguous(f)
             for n in sorted(f.values) if f.kind.phrased(n, "money") and (f.money(n) or 0) > 0]
    rng.shuffle(items)
    out: list[Draft] = []
    used: set[str] = set()
    for (a, na), (b, nb) in combinations(items, 2):
        if len(out) >= want:
            break
        va, vb = a.money(na), b.money(nb)
        if a.entity == b.entity or va == vb or va is None or vb is None or {na, nb} & used:
            continue
        used |= {na, nb}
        assert a.entity and b.entity
        winner, win_value = (a, va) if va > vb else (b, vb)
        pa, pb = noun_phrase(rng, a.kind, na), noun_phrase(rng, b.kind, nb)
        out.append(Draft(
            "comparison",
            f"Which amount is larger: {pa} on {describe(a, view.year)}, or {pb} on {describe(b, view.year)}?",
            notes=f"{na} of {a.file} = {money_comma(va)}; {nb} of {b.file} = {money_comma(vb)}; the winner's "
                  "issuer and amount are required.",
            must_contain_all=[str(winner.entity)], must_contain_any=money_needles(win_value), must_cite_any=cite(a, b)))
    return out


WIDER = (
    "Which is larger, {phrase} on {a} or on {b}?",
    "Comparing {a} and {b}, which shows more for {phrase}?",
    "Was {phrase} bigger on {a} or on {b}?",
    "Which of the two had more for {phrase}: {a}, or {b}?",
)
PAIRS_PER_GROUP = 12  # documents drawn per (type, field) before pairing: a large corpus stays quick


def more_comparisons(view: CorpusView, rng: Random, taken: list[Draft]) -> list[Draft]:
    """Every pair of documents of one type that differ in an amount (for `--questions N`);
    two issuers: the winner's name and amount; one issuer: the winner's amount and document."""
    seen = {(frozenset(d.must_cite_any), d.must_contain_any[0]) for d in taken if d.must_contain_any}
    named = {f.file: view.phrases(f) for f, _ in view.addressable() if f.doc_type}
    facts = [f for f in view.facts if f.file in named]
    candidates: list[tuple[str, Draft]] = []
    for name in money_fields(vocabulary_only=False):
        by_type: dict[str, list[Fact]] = {}
        for f in facts:
            if (f.amount(name) or 0) > 0:
                by_type.setdefault(f.doc_type or "", []).append(f)
        for group in by_type.values():
            rng.shuffle(group)
            for a, b in combinations(group[:PAIRS_PER_GROUP], 2):
                va, vb = a.amount(name), b.amount(name)
                assert va is not None and vb is not None
                if va == vb:
                    continue
                winner, value = (a, va) if va > vb else (b, vb)
                needles = money_needles(value)
                if (frozenset(cite(a, b)), needles[0]) in seen:
                    continue
                text = pick(rng, WIDER).format(phrase=noun_phrase(rng, a.kind, name), a=pick_doc(rng, named[a.file]),
                                               b=pick_doc(rng, named[b.file]))
                same = a.entity == b.entity
                candidates.append((name, Draft(
                    "comparison", text[0].upper() + text[1:],
                    notes=f"{name}: {a.file} {money_comma(va)} vs {b.file} {money_comma(vb)}; "
                          + ("the larger amount is required." if same
                             else "the winner's name and amount are required."),
                    must_contain_all=[] if same else [str(winner.entity)], must_contain_any=needles,
                    must_cite_any=cite(a, b))))
    rng.shuffle(candidates)
    return [d for _, d in spread(candidates, lambda c: c[0])]
