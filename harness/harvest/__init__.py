"""Structure harvest: docType by anchors (failing closed) and fields by their label
vocabularies and layout cues.

The rules are data (harness/harvest/rules/*.toml), one file per docType; the cues that find
a label's value whatever the issuer's layout are code (extract, labels, stacks, columns, cells).
Given a matcher (harness.harvest.matcher, built on an injected encoder), the fields the rules
did not find are then looked for by what their printed labels mean (method "matched").
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from harness.contract.doctype_descriptions import EMPTY
from harness.harvest import learned
from harness.harvest.classify import Classification, classify
from harness.harvest.extract import FieldValue, PageText, extract_fields
from harness.harvest.general_type import (
    UNTITLED,
    Contender,
    TypeGuesser,
    banner_lines,
    body_disowns,
    body_leader,
    body_lines,
    body_outvotes,
    confirms,
    document_pairs,
    filled_candidates,
    label_lines,
    outvoting,
    prevails,
    refusal,
    share,
    strong,
    untitled_candidates,
    untitled_confirms,
    untitled_evidence,
    value_counts,
)
from harness.harvest.general_type import evidence as general_evidence
from harness.harvest.matcher import METHOD, FieldMatcher
from harness.harvest.pairs import Pair
from harness.harvest.rules import TypeRule, load_rules

__all__ = ["Classification", "FieldMatcher", "FieldValue", "Harvest", "PageText", "TypeGuesser", "harvest",
           "load_rules"]


@dataclass(frozen=True)
class Harvest:
    classification: Classification
    fields: tuple[FieldValue, ...]


def harvest(pages: Sequence[PageText | tuple[int, str]], rules: Sequence[TypeRule],
            matcher: FieldMatcher | None = None, guesser: TypeGuesser | None = None) -> Harvest:
    """Classify a document from its page texts, then extract the fields of its type: by the
    rules, then (with a matcher) the rest by what their printed labels mean. A document for
    which no rule's anchors were all met is typed, given a guesser and a matcher, by its title
    lines and confirmed by its fields (harness.harvest.general_type)."""
    texts = [p if isinstance(p, PageText) else PageText(*p) for p in pages]
    text = "\n\n".join(p.text for p in texts)
    found = classify(text, rules, [p.text for p in texts])
    if found.doc_type is None and not found.matched_anchors and guesser is not None and matcher is not None \
            and texts:
        return _general(texts, text, rules, matcher, guesser)
    if found.doc_type is None:
        return Harvest(found, ())
    rule = next(r for r in rules if r.doc_type == found.doc_type)
    return Harvest(found, tuple(_fields(texts, rule, matcher)))


def _fields(texts: Sequence[PageText], rule: TypeRule, matcher: FieldMatcher | None,
            weak: bool = True) -> list[FieldValue]:
    """The fields of a document of the rule's type: by the rules, then by the matcher (with its weak
    readings unless `weak` is False: a type being guessed is confirmed without them)."""
    fields = extract_fields(texts, rule)
    if matcher is not None:
        have = {f.field: f.normalized for f in fields}
        known = [(f.name, a.regex) for f in rule.fields for alt in f.alternatives() for a in alt.labels]
        pages_text = [(p.page, p.text) for p in texts]
        for m in matcher.match(rule.doc_type, pages_text, have, [a.regex for a in rule.ignore], known,
                               ocr_first_page=bool(texts and texts[0].words), weak=weak,
                               ocr_words={p.page: p.words for p in texts if p.words}):
            fields.append(FieldValue(m.field, m.value, m.normalized, m.page, METHOD, m.label, m.cue, m.score))
        if learned.ENABLED and weak:  # the learned scorer: the fields still empty on a typed document
            have = {f.field: f.normalized for f in fields}
            for name, p, normalized, prob in learned.fill(matcher, rule.doc_type, pages_text, have,
                                                          [a.regex for a in rule.ignore]):
                fields.append(FieldValue(name, p.value.raw, normalized, p.page, learned.METHOD, p.label, p.cue, prob))
    return fields


def _general(texts: Sequence[PageText], text: str, rules: Sequence[TypeRule], matcher: FieldMatcher,
             guesser: TypeGuesser) -> Harvest:
    """The general typing of a document no rule's anchors met, failing closed. Page 1's title lines are
    read first; when no title there reads as a type, or none its fields confirm (a cover letter, a notice
    mailed before the document), each later page's title lines are read in turn (later_title): the
    document's title is where its own first page begins."""
    ignore = banner_lines([r.ignore for r in rules])
    page = texts[0].text
    pairs = document_pairs([p.text for p in texts])  # read once: the titles proper and the page's shape
    contenders, ranked = guesser.read(page, ignore, pairs[0])
    if not contenders:
        return later_title(texts, rules, matcher, guesser, ignore, pairs) or \
            _untitled(texts, text, rules, matcher, guesser, ranked, "no title reads as a type")
    body_votes = functools.cache(lambda: guesser.votes(body_lines([p.text for p in texts])))  # embedded once
    decoy = next((c for c in contenders if c.decoy), None)
    if decoy is None and not contenders[0].named and contenders[0].line in label_lines(page, pairs[0]) \
            and body_disowns(contenders[0], body_votes()):
        return _untitled(texts, text, rules, matcher, guesser, ranked,
                         f"its title is a label, {contenders[0].line!r}, its body reads as another type")
    if decoy is None and not contenders[0].named and not strong(contenders[0], ranked) \
            and body_outvotes(contenders[0], body_votes()) \
            and not _fields_side_with_title(texts, rules, matcher, contenders[0].name,
                                            outvoting(contenders[0], body_votes()), value_counts(pairs)):
        return later_title(texts, rules, matcher, guesser, ignore, pairs) or \
            _untitled(texts, text, rules, matcher, guesser, ranked,
                      f"its title, {contenders[0].line!r}, is weak and its body reads as another type")
    if decoy is not None:
        return later_lookalike(texts, guesser, ignore, pairs) or \
            _untitled(texts, text, rules, matcher, guesser, ranked, f"reads as {decoy.name}",
                      candidates=filled_candidates(contenders, decoy, guesser.rank([decoy.line])))
    typed, why, read = _by_title(texts, text, rules, matcher, contenders, ranked, value_counts(pairs))
    if typed is not None:
        return typed
    return later_title(texts, rules, matcher, guesser, ignore, pairs) or \
        _untitled(texts, text, rules, matcher, guesser, ranked, why, read)


def _fields_side_with_title(texts: Sequence[PageText], rules: Sequence[TypeRule], matcher: FieldMatcher,
                            title: str, rivals: Sequence[str], counts: Counter[str]) -> bool:
    """Whether the fields overrule a body reading as other types than a weak title's (`rivals`:
    general_type.outvoting): the title's type is confirmed by its fields (confirms) and a greater share of
    its fields is found than of any rival's that its fields confirm (a bank's statement whose transactions
    at merchants read as a card's: its balances and period are read, a card's minimum payment and due date
    are not)."""
    def found(name: str) -> set[str] | None:
        rule = next((r for r in rules if r.doc_type == name), None)
        return None if rule is None else {f.field for f in _fields(texts, rule, matcher, weak=False)}

    own = found(title)
    if own is None or not confirms(title, own, counts=counts):
        return False
    others = [(r, f) for r in rivals if (f := found(r)) is not None and confirms(r, f, counts=counts)]
    return all(share(title, own) > share(r, f) for r, f in others)


def later_title(texts: Sequence[PageText], rules: Sequence[TypeRule], matcher: FieldMatcher, guesser: TypeGuesser,
                ignore: Sequence[re.Pattern[str]], pairs: Sequence[Sequence[Pair]]) -> Harvest | None:
    """The document typed by the title lines of a page after the first, or None: the first such page whose
    title reads first as a type that the fields confirm, as page 1's would be (_by_title). Page 1, whose
    title typed nothing, is then no page of the document (a cover letter, a notice of new fees with its own
    dates and amounts): the fields are read from page 2 on. A later page whose title reads first as a decoy
    that prints amounts of its own (not EMPTY: an ID card, a quote; not a notice) before any page typed it
    leaves the document untyped: a cover letter and a lookalike are a lookalike's mailing."""
    own = texts[1:]
    text = "\n\n".join(p.text for p in own)
    counts = value_counts(pairs[1:])
    for at in range(1, len(texts)):
        contenders, ranked = guesser.read(texts[at].text, ignore, pairs[at])
        if lookalike_page(contenders):
            return _lookalike(at, contenders, ranked)
        if not contenders or contenders[0].decoy:
            continue
        typed, _, _ = _by_title(own, text, rules, matcher, [c for c in contenders if not c.decoy], ranked, counts)
        if typed is not None:
            return typed
    return None


def lookalike_page(contenders: Sequence[Contender]) -> bool:
    """Whether a page's title reads first as a decoy that prints amounts of its own (not EMPTY: an insurer's
    ID card, a quote; not a notice, which a document's mailing may carry)."""
    return bool(contenders) and contenders[0].decoy and contenders[0].name not in EMPTY


def _lookalike(at: int, contenders: Sequence[Contender], ranked: Sequence[Contender]) -> Harvest:
    return Harvest(Classification(None, (refusal(f"page {at + 1} reads as {contenders[0].name}", ranked),)), ())


def later_lookalike(texts: Sequence[PageText], guesser: TypeGuesser, ignore: Sequence[re.Pattern[str]],
                    pairs: Sequence[Sequence[Pair]]) -> Harvest | None:
    """The document left untyped when a page after the first reads first as a lookalike (lookalike_page): page
    1's letterhead read as a decoy or a type alike, the fields alone do not type a mailing whose later page
    says what it is (an insurer's cover letter, then the ID cards printing a policy's number and dates)."""
    for at in range(1, len(texts)):
        contenders, ranked = guesser.read(texts[at].text, ignore, pairs[at])
        if lookalike_page(contenders):
            return _lookalike(at, contenders, ranked)
    return None


def _by_title(texts: Sequence[PageText], text: str, rules: Sequence[TypeRule], matcher: FieldMatcher,
              contenders: Sequence[Contender], ranked: Sequence[Contender], counts: Counter[str]
              ) -> tuple[Harvest | None, str, dict[str, set[str]]]:
    """(the document typed by its title's contenders, else None; why not; each contender's fields found
    without weak readings): the first contender, confirmed by its fields, that prevails over every other
    so confirmed."""
    confirmed: list[tuple[Contender, list[FieldValue]]] = []
    read: dict[str, set[str]] = {}  # each contender's fields found (without weak readings), for _untitled
    for c in contenders:
        rule = next((r for r in rules if r.doc_type == c.name), None)
        if rule is None or any(a.search(text) for a in rule.excluded):
            continue
        fields = _fields(texts, rule, matcher, weak=False)
        read[c.name] = {f.field for f in fields}
        if confirms(c.name, read[c.name], strong(c, ranked), counts, c.named):
            confirmed.append((c, fields))
    found = [(c.name, {f.field for f in fields}) for c, fields in confirmed]
    if not confirmed or confirmed[0][0] is not contenders[0] or not prevails(found[0], found[1:]):
        why = "no contender's fields confirm it" if not confirmed else \
            f"the first contender, {contenders[0].name}, is not confirmed" if confirmed[0][0] is not contenders[0] \
            else "fields confirm " + " and ".join(c.name for c, _ in confirmed)
        return None, why, read
    chosen, _ = confirmed[0]
    # typed: the fields again, the weak readings too
    fields = _fields(texts, next(r for r in rules if r.doc_type == chosen.name), matcher)
    return Harvest(Classification(chosen.name, (general_evidence(chosen, ranked, found[0][1]),)),
                   tuple(fields)), "", read


def _untitled(texts: Sequence[PageText], text: str, rules: Sequence[TypeRule], matcher: FieldMatcher,
              guesser: TypeGuesser, ranked: Sequence[Contender], why: str, read: dict[str, set[str]] | None = None,
              candidates: Sequence[Contender] | None = None) -> Harvest:
    """A document its title did not type (`why`), typed by its fields alone when they confirm strictly
    (untitled_confirms) one of the UNTITLED best-read types (general_type.untitled_candidates, or
    `candidates`: those of a title read as an empty decoy, filled_candidates) and prevail over any other
    so confirmed, or else the type of its body among those so confirmed (body_leader); failing that, the
    same among every type that is no form (a page with no title reads its type's name worse than its
    labels'); else untyped, saying why. `read`: the fields already found for a type, not read again."""
    found = dict(read or {})
    every = untitled_candidates(ranked) if candidates is None else list(candidates)
    rounds = [every[:UNTITLED], every] if candidates is None and len(every) > UNTITLED else [every]
    votes: Counter[str] | None = None
    named: list[tuple[str, set[str]]] = []
    for round_ in rounds:
        confirmed: list[Contender] = []
        for c in round_:
            rule = next((r for r in rules if r.doc_type == c.name), None)
            if rule is None or any(a.search(text) for a in rule.excluded):
                continue
            if c.name not in found:
                found[c.name] = {f.field for f in _fields(texts, rule, matcher, weak=False)}
            if untitled_confirms(c.name, found[c.name]):
                confirmed.append(c)
        named = [(c.name, found[c.name]) for c in confirmed]
        if not confirmed:
            continue
        chosen: Contender | None = confirmed[0]
        if not prevails(named[0], named[1:]):
            votes = guesser.votes(body_lines([p.text for p in texts])) if votes is None else votes
            leader = body_leader([c.name for c in confirmed], votes)
            chosen = next((c for c in confirmed if c.name == leader), None)
        if chosen is not None:
            fields = _fields(texts, next(r for r in rules if r.doc_type == chosen.name), matcher)
            return Harvest(Classification(chosen.name, (untitled_evidence(chosen, found[chosen.name], why),)),
                           tuple(fields))
    if len(named) > 1:
        why += "; fields confirm " + " and ".join(n for n, _ in named)
    return Harvest(Classification(None, (refusal(why, ranked),)), ())
