"""docType classification by anchors, failing closed.

A document is typed only when every required anchor of exactly one type matches and no
exclusion anchor of that type does. Anything else (nothing matched, an exclusion hit, two
types matched) leaves it untyped: saying nothing is safer than saying something wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from harness.harvest.rules import Anchor, TypeRule


@dataclass(frozen=True)
class Classification:
    doc_type: str | None
    matched_anchors: tuple[str, ...]


def _first_hit(text: str, group: Sequence[Anchor]) -> Anchor | None:
    return next((a for a in group if a.search(text)), None)


def classify(text: str, rules: Sequence[TypeRule], pages: Sequence[str] = ()) -> Classification:
    """Type `text` (the whole document). Given its `pages`, an exclusion anchor counts only on a
    page that also meets one of the type's required anchors: a form followed by its instructions
    page (a Copy B's back, a mailing's leaflet) stays the form, while a sample printed with its
    instructions on one page is still excluded."""
    typed: list[tuple[str, list[str]]] = []
    notes: list[str] = []
    for rule in rules:
        hits = [_first_hit(text, group) for group in rule.required]
        if any(h is None for h in hits):
            continue
        found = [f"{rule.doc_type}: {h.text}" for h in hits if h is not None]
        anchored = [p for p in pages if any(a.search(p) for group in rule.required for a in group)]
        excluded = [a for a in rule.excluded if any(a.search(p) for p in anchored)] if anchored else \
            [a for a in rule.excluded if a.search(text)]
        if excluded:
            notes += found + [f"{rule.doc_type}: excluded by {a.text}" for a in excluded]
            continue
        typed.append((rule.doc_type, found))
    if len(typed) == 1:
        return Classification(typed[0][0], tuple(typed[0][1]))
    ambiguous = [f"ambiguous: {t}" for t, _ in typed] if typed else []
    return Classification(None, tuple(notes + [a for _, f in typed for a in f] + ambiguous))
