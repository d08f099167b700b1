"""The type's one other party (the employee, recipient, insured, owner, ...), read by the general
matcher (harness.harvest.matcher) once the issuer is known, with no label the field's own:

- the only name left under or after a caption that no field took and no decoy reads as
  (`other_party`'s candidates, chosen by the matcher), read without a caption word printed
  before it with no colon ("Recipient Ada Lovelace": `uncaptioned`);
- a "caption" that is the first of two names stacked over a mailing address is no caption: the
  first name is the party (joint holders: `addressees`); nor is the first word of a name heading a
  mailing address, read as a caption before the rest of it ("Ingrid P. Solvang");
- no caption naming anyone: the one name heading a mailing address on the page (the envelope's
  window), when it is the only such name but the issuer's.

One reading of the party, in one place: its cue says which (PARTY, ADDRESSEE).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from harness.contract.vocabulary import DOC_TYPES
from harness.harvest.pairs import Pair, Value, address_under, alone_value

PARTY = "party"  # the cue of the one other party's name under or after a caption
ADDRESSEE = "addressee"  # the cue of the one other party's name heading a mailing address
PARTY_SCORE = 0.5
PARTY_DECOY = 0.4  # a caption that reads this much like a decoy ("Account type") names no party

Reading = tuple[Value, int, str, str]  # the name, its page, its caption (label), its cue

_LOWER_WORD = re.compile(r"[a-z]+")  # a caption's words, read in lower case


def names_a_person(caption: str) -> bool:
    """Whether a caption names someone by a word for a party's role: a word ending in "-er", "-or" or
    "-ee" ("Account holder", "Property owner", "Taxpayer", "Insured employee"): a caption that also reads
    as a decoy naming a kind or a number ("Account type") names its party all the same."""
    return any(len(w) > 4 and w.endswith(("er", "or", "ee")) for w in _LOWER_WORD.findall(caption.lower()))


def party_field(doc_type: str, issuer: str | None) -> str | None:
    """The type's one name field that is not its issuer's (the employee, recipient, owner, ...)."""
    names = [f for f, kind in DOC_TYPES[doc_type].items() if kind == "text" and f != issuer]
    return names[0] if len(names) == 1 else None


def addressees(text: str, taken: frozenset[str] | set[str] = frozenset()) -> list[Value]:
    """The names heading a mailing address on a page: a name alone on its line (pairs.alone_value), the
    next line a street (a house number or a post office box), then a line or the one after it a city, a
    state and a ZIP code alone ("GWENDOLYN R. ASHCROFT / 2207 FOUNDRY ST APT 4 / TOLEDO OH 43604"); of
    two names stacked over the street (joint holders), the first, unless `taken` holds it (the issuer's
    name over its addressee's)."""
    lines = [" ".join(x.split()) for x in text.split("\n")]
    out: list[Value] = []
    for i, line in enumerate(lines[:-2]):
        name = alone_value(line)
        if name is not None and heads_address(lines, i):
            above = alone_value(lines[i - 1]) if i else None
            joint = above is not None and "text" in above.kinds and above.normalized not in taken
            out.append(above if joint and above is not None else name)
    return out


def heads_address(lines: Sequence[str], i: int) -> bool:
    """Whether line `i` of a page's `lines` (white space runs as one) is a name heading a mailing address:
    a name alone on its line, the next line a street, then a line or the one after it a city, a state and
    a ZIP code alone."""
    name = alone_value(lines[i]) if i + 2 < len(lines) else None
    return name is not None and "text" in name.kinds and address_under(lines, i)


def uncaptioned(value: Value, caption_words: set[str]) -> Value:
    """A name printed after its caption with no colon ("Recipient Michael Thomas"): without its first
    word when that word is one of `caption_words` (the field's texts: its description's, its name's)
    and a name of two words or more is left."""
    first, _, rest = value.raw.partition(" ")
    if first.lower() not in caption_words or len(rest.split()) < 2:
        return value
    at = value.raw.index(rest)
    return replace(value, raw=rest, normalized=" ".join(rest.split()), start=value.start + at)


def other_party(candidates: Sequence[Pair], pages: Sequence[tuple[int, str]], top: tuple[int, str] | None,
                names: set[str], caption_words: set[str]) -> Reading | None:
    """The one other party's reading from `candidates` (the names under or after a caption that the
    matcher left: no field took them, no decoy reads as their caption), `names` (the names already
    read: the issuer's first) and the page `top` (the first that prints values); None when there is
    none, or more than one."""
    # a name already read cut into a caption and a name ("Quarry" over "Ridge Stoneworks LLC") is no other party
    others = {p.value.normalized: p for p in candidates if f"{p.label} {p.value.normalized}" not in names}
    if len(others) == 1:
        (p,) = others.values()
        text = next((t for n, t in pages if n == p.page), "")
        # the first of two names stacked over an address (joint holders), or a name heading an address that
        # was read as a caption and a name ("Ingrid P. Solvang": "Ingrid" over "P. Solvang"): the whole name
        whole = f"{p.label} {p.value.normalized}"
        first = next((v for v in addressees(text, names) if v.normalized in (p.label, whole)), None)
        if first is not None:
            return first, p.page, "", ADDRESSEE
        return uncaptioned(p.value, caption_words), p.page, p.label, PARTY
    if not others and top is not None:
        mailed = {v.normalized: v for v in addressees(top[1], names) if v.normalized not in names}
        if len(mailed) == 1:
            (v,) = mailed.values()
            return v, top[0], "", ADDRESSEE
    return None
