"""Where labels are printed on a page: every match of a type's label vocabulary, the longest
label winning where two overlap.

Issuers print a field under several wordings, and one field's wording can be the start of
another's: "Please pay" (the amount due) inside "Please pay by" (the due date), "Gross pay"
inside "Gross pay year to date", "Net pay" inside "Net pay year to date". A match that a
longer match of another label covers is not a label there.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from harness.harvest.rules import Anchor

# What may precede a label that heads its own line: a box number or letter ("1 ", "c ", "e/f ", "Box 1 ").
BOX_PREFIX = re.compile(r"\s*(?:(?:[a-h](?:/[a-h])?|\d{1,2}[a-z]?|Box\s+\d{1,2}[a-z]?)\s+)?[\W_]*")
MAX_GAP_WORDS = 6  # a value on the label's own line is at most this many words after it
MAX_TAIL_WORDS = 4  # a label over its value may end its line with this many words of its own
_PROSE_WORD = re.compile(r"(?<![\w'’])[a-z]{2,}\b")  # a lower-case word: a sentence, not a form's row


def in_sentence(before: str, after: str) -> bool:
    """A label inside a sentence ("if we do not receive your minimum payment by the date
    listed above"): more than a label's own tail after it on its line, or lower-case words on
    both sides of it (a label's second line, "or foreign postal code, and telephone no.",
    ends with it). Such a label has no value under it, and one on its line only a few words on."""
    tail = len(after.split())
    if tail > MAX_TAIL_WORDS:
        return True
    return tail > 0 and BOX_PREFIX.fullmatch(before) is None and _PROSE_WORD.search(before) is not None


@dataclass(frozen=True)
class Hit:
    """One printed label: the anchor that matched and where."""

    anchor: Anchor
    start: int
    end: int


def wraps(text: str, start: int, end: int) -> bool:
    """Whether a label matched at text[start:end] is one label wrapped onto the next line: one that
    crosses a line break heads its first line (a box number before it at most: "1 Wages, tips,
    other" over "compensation"). Words ending one line and opening the next are two lines' words
    ("CURRENT YTD" over "GROSS PAY" is no label "YTD gross")."""
    if "\n" not in text[start:end]:
        return True
    return BOX_PREFIX.fullmatch(text[text.rfind("\n", 0, start) + 1:start]) is not None


def label_hits(text: str, anchors: Sequence[Anchor]) -> list[Hit]:
    """Every match of `anchors` in `text` that no longer match covers, in reading order
    (one hit per span: the same span matched by two anchors is kept once, first anchor first);
    a match across a line break only where it is one label wrapped (`wraps`)."""
    hits: list[Hit] = []
    seen: set[tuple[int, int]] = set()
    for a in anchors:
        for m in a.regex.finditer(text):
            if m.end() > m.start() and (m.start(), m.end()) not in seen and wraps(text, m.start(), m.end()):
                seen.add((m.start(), m.end()))
                hits.append(Hit(a, m.start(), m.end()))
    kept = [h for h in hits if not any(o.start <= h.start and h.end <= o.end and o.end - o.start > h.end - h.start
                                       for o in hits)]
    return sorted(kept, key=lambda h: (h.start, h.end))

