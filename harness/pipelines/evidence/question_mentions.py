"""What a question mentions: names, ids, years and dates; the docType it names; its two sides.

Both baselines pick documents by what a question mentions: the extractive pipeline's
candidates hold every mention, the reference pipeline's mention filter shows the model
only documents that do. `squash` is the letters-and-digits form names are compared in
(it survives OCR's stray spaces and lost commas).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from harness.contract.vocabulary import DOC_TYPES

_MONTHS = ("january february march april may june july august september october november december").split()
_LONG_DATE = re.compile(r"\b(" + "|".join(m.capitalize() for m in _MONTHS) + r")\s+(\d{1,2}),\s+(\d{4})\b")
_SLASH_DATE = re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b")
_MONTH_YEAR = re.compile(r"\b(" + "|".join(m.capitalize() for m in _MONTHS) + r")\s+((?:19|20)\d{2})\b")
DATE_PATTERNS = (_LONG_DATE.pattern, _SLASH_DATE.pattern)  # the full dates a question mentions
MONTH_PATTERN = _MONTH_YEAR.pattern  # a month of a year a question mentions ("December 2025")
# a month said without its year ("last April's statement"): any year's
_LAST_MONTH = re.compile(r"\blast (" + "|".join(m.capitalize() for m in _MONTHS) + r")['’]s\b")
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b")
_ID = re.compile(r"\b[A-Z0-9]+(?:-[A-Z0-9]+)+\b")
_NAME = re.compile(r"[A-Z][\w&'.-]*(?:(?:,? (?:and|&) |, | & | )[A-Z][\w&'.-]*)*")
_TRAILING_I = re.compile(r"(?:,? (?:and |& )?I)+$")  # the pronoun after a name ("Redwood Bank, I")
_HYPHENATED = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)+")
_POSSESSIVE = re.compile(r"['’]s$")  # "Wendy Lee's take-home": the document prints "Wendy Lee"
# capitalized words that name a tax, not an issuer or a person ("the pay counted for Social Security")
_TAX_NAMES = re.compile(r"\bSocial Security\b(?! Administration)")
_SKIP_WORDS = {"Form", "Forms", "Box", "The", "What", "Which", "How", "Look", "Give", "According", "After",
               "Adding", "Add", "Across", "Counting", "By", "Name", "Is", "Was", "Does", "Did",
               # how people's questions begin ("My ... statement", "Tell me", "Last December's ...")
               "My", "Our", "I", "Tell", "Can", "From", "On", "Check", "Looking", "Now", "Going", "List", "In",
               "When", "Do", "Where", "Who", "Please", "Last", "Over", "Taking", "All", "Every", "Before",
               *(m.capitalize() for m in _MONTHS), *(f"{m.capitalize()}'s" for m in _MONTHS)}
_EXCLUDED = re.compile(r"\((?:not counting|excluding|other than|except)[^)]*\)|\b(?:not counting|excluding|other "
                       r"than|except) (?:any |the )?\S+", re.I)


def squash(text: str) -> str:
    """Letters and digits only, lower case: how names and issuers are compared."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})


def name_forms(name: str) -> list[str]:
    """The squashed forms a document may print a person's name of two words or more in: as
    written, and its last name first ("Brooks, Tyler J." of "Tyler J. Brooks"; a suffix stays
    with the last name: "Ruiz Jr., Ana"), as issuers print names (tests/support/value_catalogue.py)."""
    words = name.replace(",", " ").split()
    tail = 2 if len(words) > 2 and squash(words[-1]) in _SUFFIXES else 1
    if len(words) <= tail:
        return [squash(name)]
    return list(dict.fromkeys([squash(name), squash(" ".join(words[-tail:] + words[:-tail]))]))


@dataclass(frozen=True)
class Mentions:
    names: tuple[str, ...]
    ids: tuple[str, ...]
    years: tuple[str, ...]
    dates: tuple[str, ...]  # ISO
    # a month of a year named without its day ("October 2025"): YYYY-MM; of no year said ("last April's"): -MM
    months: tuple[str, ...] = ()


def _iso(y: int, m: int, d: int) -> str | None:
    try:
        return date(y, m, d).isoformat()
    except ValueError:
        return None


def date_shapes(iso: str) -> list[str]:
    """The shapes a document may print an ISO date in."""
    y, m, d = (int(p) for p in iso.split("-"))
    return [iso, f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{_MONTHS[m - 1].capitalize()} {d}, {y}"]


def mentions(question: str) -> Mentions:
    dates = [_iso(int(y), _MONTHS.index(mo.lower()) + 1, int(d)) for mo, d, y in _LONG_DATE.findall(question)]
    dates += [_iso(int(y), int(m), int(d)) for m, d, y in _SLASH_DATE.findall(question)]
    rest = _SLASH_DATE.sub(" ", _LONG_DATE.sub(" ", question))
    names = []
    unnamed = _TAX_NAMES.sub(lambda t: t[0].lower(), rest)
    sentences = re.split(r"(?<=[.?!:;])\s+", unnamed)
    for raw in (n.rstrip(".") for sentence in sentences for n in _NAME.findall(sentence)):
        raw = _TRAILING_I.sub("", raw)  # "from Redwood Bank, I need ...": the pronoun is no part of the name
        words = raw.replace(",", " ").split()
        while words and words[0] in _SKIP_WORDS:
            words = words[1:]
        hyphenated = len(words) == 1 and _HYPHENATED.fullmatch(words[0])  # "Leonard-Knox"
        if (len(words) >= 2 or hyphenated) and not any(ch.isdigit() for ch in "".join(words)):
            names.append(_POSSESSIVE.sub("", raw[raw.index(words[0]):]))
    months = tuple(dict.fromkeys([f"{y}-{_MONTHS.index(mo.lower()) + 1:02d}" for mo, y in _MONTH_YEAR.findall(rest)]
                                 + [f"-{_MONTHS.index(mo.lower()) + 1:02d}" for mo in _LAST_MONTH.findall(rest)]))
    return Mentions(tuple(dict.fromkeys(names)), tuple(dict.fromkeys(_ID.findall(rest))),
                    tuple(dict.fromkeys(_YEAR.findall(rest))), tuple(d for d in dict.fromkeys(dates) if d), months)


def named_type(question: str) -> tuple[str | None, str | None]:
    """(docType, the words that named it) of a question; "1099" alone names the family; a
    type named only in an exclusion ("not counting any W-2c") does not count."""
    squashed = squash(_EXCLUDED.sub(" ", question))
    named = [t for t in DOC_TYPES if squash(t) in squashed]
    if named:
        best = max(named, key=len)
        return best, best
    if re.search(r"\b1099s?\b", _EXCLUDED.sub(" ", question)):
        return "1099", "1099"
    return None, None


def question_sides(question: str) -> list[Mentions]:
    """The mentions of each side of "A ... or B ..." when both sides name someone: each side's
    names; its ids and dates when both sides have some (else the whole question's, which
    then apply to both); the question's years. Otherwise the question's own mentions."""
    whole = mentions(question)
    head, sep, tail = question.rpartition(" or ")
    if sep:
        a, b = mentions(head), mentions(tail)
        if a.names and b.names:
            split_ids, split_dates = bool(a.ids and b.ids), bool(a.dates and b.dates)
            return [Mentions(side.names, side.ids if split_ids else whole.ids, whole.years,
                             side.dates if split_dates else whole.dates) for side in (a, b)]
    return [whole]
