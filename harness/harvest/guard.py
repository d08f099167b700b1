"""The general matcher's precision guard: evidence other than a label's wording.

On wording it never saw, whatever lifts a weak label's score lifts its wrong readings about as
often (docs/generalization-gap.md, the fifth round). So the matcher (harness.harvest.matcher)
takes a label under its floor only when evidence that is not the label's wording agrees, and
drops a reading that such evidence contradicts:

- **Bounds.** Two fields whose values can never come in the other order
  (field_descriptions.bounded: a period starts before it ends, take-home pay is at most the
  gross): two readings that break the bound are swapped when the matcher made both, and the
  matcher's one is dropped when the other is the rules'.
- **The only candidate.** A weak label (WEAK_FLOOR up to the matcher's floor) that reads best
  as a field is taken when the field is the only missing one of its value's kind, the labels
  reading best as it print one value, and that value is the only value of its kind the
  document prints that nothing else claims (`unclaimed`): every other one is a found field's or
  another reading's. Evidence about the fields alone is no evidence about the page: an
  invoice's own date may be the only missing date field while the page prints a second date
  that is no field of the vocabulary; a value of the kind that nothing read,
  under a label the matcher does not understand or under none, is a competitor: no reading then.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

# a weak label's floor: under it even the only candidate is no reading (set on seen:fit only)
WEAK_FLOOR = 0.35


def broken(bounds: Sequence[tuple[str, str]], values: Mapping[str, str]) -> list[tuple[str, str]]:
    """The bounds (earlier or smaller, later or larger) whose two fields both have values that
    come in the other order (dates as ISO text, amounts and years as numbers)."""
    out = []
    for low, high in bounds:
        a, b = values.get(low), values.get(high)
        if a is not None and b is not None and _comparable(a, b) and magnitude(a) > magnitude(b):
            out.append((low, high))
    return out


def magnitude(normalized: str) -> tuple[int, float, str]:
    """How a normalized value orders: an amount or a year by its number, a date (ISO) by its text."""
    number = re.fullmatch(r"-?\d+(?:\.\d+)?", normalized)
    return (0, float(normalized), "") if number else (1, 0.0, normalized)


def _comparable(a: str, b: str) -> bool:
    return magnitude(a)[0] == magnitude(b)[0]


def only_candidate(field: str, kinds: Mapping[str, str], missing: Iterable[str],
                   candidates: Sequence[str]) -> str | None:
    """The value of the only candidate of a field: the field is the only missing one of its kind
    (`kinds`: field -> kind) and the candidates (the values of the labels that read best as it)
    are one value; else None."""
    kind = kinds[field]
    if any(f != field and kinds[f] == kind for f in missing):
        return None
    distinct = set(candidates)
    return next(iter(distinct)) if len(distinct) == 1 else None


def unclaimed(value: str, printed: Iterable[str], claimed: Iterable[str]) -> bool:
    """Whether `value` is the only value of its kind the page prints that nothing claims: every
    other value of the kind printed (`printed`, each as the field would read it) is one of the
    `claimed` (another field's, the rules' or the matcher's). A value of the kind that no reading
    took, under a label or none, is a competitor: the page prints something not understood."""
    taken = set(claimed)
    return all(v == value or v in taken for v in printed)
