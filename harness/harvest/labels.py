"""Where labels are printed on a page: every match of a type's label vocabulary, the longest
label winning where two overlap.

Issuers print a field under several wordings, and one field's wording can be the start of
another's: "Please pay" (the amount due) inside "Please pay by" (the due date), "Gross pay"
inside "Gross pay year to date", "Net pay" inside "Net pay year to date". A match that a
longer match of another label covers is not a label there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from harness.harvest.rules import Anchor


@dataclass(frozen=True)
class Hit:
    """One printed label: the anchor that matched and where."""

    anchor: Anchor
    start: int
    end: int


def label_hits(text: str, anchors: Sequence[Anchor]) -> list[Hit]:
    """Every match of `anchors` in `text` that no longer match covers, in reading order
    (one hit per span: the same span matched by two anchors is kept once, first anchor first)."""
    hits: list[Hit] = []
    seen: set[tuple[int, int]] = set()
    for a in anchors:
        for m in a.regex.finditer(text):
            if m.end() > m.start() and (m.start(), m.end()) not in seen:
                seen.add((m.start(), m.end()))
                hits.append(Hit(a, m.start(), m.end()))
    kept = [h for h in hits if not any(o.start <= h.start and h.end <= o.end and o.end - o.start > h.end - h.start
                                       for o in hits)]
    return sorted(kept, key=lambda h: (h.start, h.end))

