"""Is a text layer text? A cheap test run on every PDF page before its text is trusted.

A PDF whose fonts carry no Unicode map (no /ToUnicode, an encoding whose glyph names mean
nothing, a scrambled /Differences) looks right on screen while its text layer is garbage.
A page's text layer is **garbled** when any of these holds (counts over its non-space
characters; each needs enough text to judge):

1. `unmapped`: at least 5% are characters no text holds: control characters (other than
   whitespace), private-use code points, unassigned code points, lone surrogates and the
   replacement character U+FFFD (what an extractor emits for a glyph it cannot map);
2. `symbols`: fewer than half are letters or digits (codes mapped to punctuation:
   `!"#$%&'()*`; a form's text, amounts included, is mostly letters and digits), a run of one
   repeated mark (leaders `.....`, rules `____`) counting as one;
3. `letters`: of the pairs of adjacent Latin letters inside words (at least 40 of them;
   accented Latin letters count, other scripts do not), fewer than 45% are among English's
   100 most frequent letter pairs (`COMMON_PAIRS`, a public frequency table). English runs
   at 60-85% (4,518 generated born-digital pages: 61% at the lowest; forms, names and
   addresses too, and French or German prose passes); a font whose letters are substituted
   for one another (a scrambled encoding) falls to 5-30%, because a substitution keeps the
   letters' frequency but not which letters follow which; codes read as Latin-1 letters
   (`VõuÙÁ2ÙS¯`) fall lower still.

Digits substituted for digits cannot be told from text alone: such a page passes. The test
is a few passes of regular expressions over the page's text and a set lookup per letter pair
(under 1 ms for a page of 2,000 characters; pdfium takes longer to extract it).
"""

from __future__ import annotations

import re
import unicodedata

# English's 100 most frequent letter pairs (Norvig, "English Letter Frequency Counts: Mayzner
# Revisited", 2013), about 80% of the letter pairs of English text.
COMMON_PAIRS = frozenset("""
th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le ve co me
de hi ri ro ic ne ea ra ce li ch ll be ma si om ur ca el ta la ns di fo ho pe ec pr no ct us ac ot
il tr ly nc et ut ss so rs un lo wa ge ie wh ee wi em ad ol rt po we na ul ni ts mo ow pa im mi ai
sh""".split())

UNMAPPED_SHARE = 0.05
ALNUM_SHARE = 0.5
COMMON_PAIR_SHARE = 0.45
MIN_CHARS = 20  # fewer non-space characters than this: too little to judge
MIN_PAIRS = 40

# control (but not whitespace: spaces are gone before counting), private-use, surrogate, U+FFFD
_UNMAPPED = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\uf8ff\ufffd\U000f0000-\U0010ffff]")
_NON_ASCII = re.compile("[^\x00-\x7f]")
_NOT_ALNUM = re.compile(r"[\W_]+")
# every two adjacent Latin letters (ASCII, Latin-1, Latin Extended-A), overlapping
_PAIR = re.compile("(?=([a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u017f]{2}))")
_SPACE = re.compile(r"\s+")
_LEADER = re.compile(r"([^\w\s])\1{2,}")


def garbled(text: str) -> str | None:
    """Why the text layer `text` is not text (one line), or None when it reads as text."""
    chars = _SPACE.sub("", text)
    n = len(chars)
    if n < MIN_CHARS:
        return None
    unmapped = len(_UNMAPPED.findall(chars))
    if not chars.isascii():  # unassigned code points
        unmapped += sum(1 for c in _NON_ASCII.findall(chars) if unicodedata.category(c) == "Cn")
    if unmapped >= UNMAPPED_SHARE * n:
        return (f"{unmapped} of {n} characters are control, private-use, unassigned or replacement "
                "characters (a font without a Unicode map)")
    marks = _LEADER.sub(r"\1", chars)
    alnum = len(_NOT_ALNUM.sub("", marks))
    if alnum < ALNUM_SHARE * len(marks):
        return f"only {alnum} of {len(marks)} characters are letters or digits"
    found = _PAIR.findall(text.lower())
    pairs, common = len(found), sum(1 for p in found if p in COMMON_PAIRS)
    if pairs >= MIN_PAIRS and common < COMMON_PAIR_SHARE * pairs:
        return (f"only {common} of {pairs} letter pairs are common in English "
                "(letters that stand for others: a scrambled encoding or a font without a Unicode map)")
    return None


def pair_share(text: str) -> float | None:
    """The share of common English letter pairs in `text` (None: no pairs); for measuring."""
    found = _PAIR.findall(text.lower())
    return sum(1 for p in found if p in COMMON_PAIRS) / len(found) if found else None
