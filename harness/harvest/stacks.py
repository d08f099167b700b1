"""The label-stack cue: a column of labels, then a column of their values, read one after the
other (a key-value panel whose text layer gives the keys first):

    Opening balance
    Total deposits
    Closing balance
    $23,461.16
    $8,719.68
    $26,383.82

The labels and the lines without a label that follow them (at most as many) pair from the
bottom: with as many values as labels the k-th label gets the k-th value; with fewer, the
top labels are headings ("Account summary") or empty boxes and get none. Without this cue
the last label of a stack would take the first value under it: the first key's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from harness.harvest.labels import BOX_PREFIX, MAX_TAIL_WORDS, Hit
from harness.harvest.rules import Anchor

Value = tuple[str, str]


def _lines(text: str) -> list[tuple[int, int]]:
    """(start, end) of every line of `text`."""
    out, at = [], 0
    for line in text.split("\n"):
        out.append((at, at + len(line)))
        at += len(line) + 1
    return out


def _label_only(text: str, span: tuple[int, int], hits: Sequence[Hit]) -> Hit | None:
    """The one label a line holds, when it holds nothing else (a box number before it, a few
    words of its own after it, no figures)."""
    start, end = span
    on = [h for h in hits if start <= h.start < end]
    on = [h for h in on if not any(o is not h and o.start < h.end and h.start < o.end
                                   and o.end - o.start > h.end - h.start for o in on)]
    if len(on) != 1 or on[0].end > end:
        return None
    h = on[0]
    tail = text[h.end:end]
    if BOX_PREFIX.fullmatch(text[start:h.start]) is None or len(tail.split()) > MAX_TAIL_WORDS:
        return None
    return None if any(c.isdigit() for c in tail) else h


def stack_value(text: str, hit: Hit, hits: Sequence[Hit], ignore: Sequence[Anchor],
                value: Callable[[str], Value | None]) -> tuple[bool, Value | None]:
    """(whether `hit` is in a stack of two or more labels, the value the stack gives it)."""
    spans = [s for s in _lines(text) if not any(a.regex.search(text[s[0]:s[1]]) for a in ignore)
             and text[s[0]:s[1]].strip()]
    i = next((j for j, s in enumerate(spans) if s[0] <= hit.start < s[1] + 1), None)
    if i is None or _label_only(text, spans[i], hits) is not hit:
        return False, None
    top = i
    while top > 0 and _label_only(text, spans[top - 1], hits) is not None:
        top -= 1
    bottom = i
    while bottom + 1 < len(spans) and _label_only(text, spans[bottom + 1], hits) is not None:
        bottom += 1
    n = bottom - top + 1
    if n < 2:
        return False, None
    rows = []
    for span in spans[bottom + 1:bottom + 1 + n]:
        if any(span[0] <= h.start < span[1] for h in hits):
            break
        rows.append(span)
    if not rows:
        return False, None  # no column of values under the labels: the other cues decide
    # fewer values than labels: the top labels are headings or empty boxes (bottom-aligned)
    j = (i - top) - (n - len(rows))
    return True, (value(text[rows[j][0]:rows[j][1]]) if j >= 0 else None)
