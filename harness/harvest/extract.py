"""Field extraction by label anchors: find a field's printed label, then the first value
of the field's kind after it, before the next label of the form.

When a form's boxes sit side by side and OCR reads a row of labels before the row of
values, the value is taken by position instead: the k-th label of the row gets the k-th
value of the next line that holds exactly as many values as the row has labels.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from harness.harvest.normalize import (
    MONEY_RE,
    YEAR_RE,
    digits_fixed,
    find_date,
    money_value,
    normalize_id,
    normalize_text,
)
from harness.harvest.rules import Anchor, FieldRule, TypeRule

CODE_RE = re.compile(r"(?<![\w])[0-9A-Z]{1,2}(?![\w])")
ID_RE = re.compile(r"(?<![\w-])[\w*#][\w*#\- ]*[\w*#]|(?<![\w])\w(?![\w])")


@dataclass(frozen=True)
class FieldValue:
    field: str
    value: str  # as found
    normalized: str
    page: int


def _find_value(region: str, rule: FieldRule) -> tuple[str, str] | None:
    """(as found, normalized) of the first value of the rule's kind in `region`."""
    if rule.kind == "money":
        for m in MONEY_RE.finditer(region):
            norm = money_value(m)
            if norm is not None:
                return m.group(0).strip(), norm
        return None
    if rule.kind == "date":
        found = find_date(region)
        return (found[0].group(0), found[1]) if found else None
    if rule.pattern is not None:
        m = rule.pattern.search(digits_fixed(region) if rule.kind in ("id", "year", "code") else region)
        if not m:
            return None
        raw = m.group(1) if m.groups() else m.group(0)
        return raw, normalize_id(raw) if rule.kind != "text" else normalize_text(raw)
    if rule.kind == "year":
        m = YEAR_RE.search(region)
        return (m.group(0), digits_fixed(m.group(0))) if m else None
    if rule.kind == "code":
        m = CODE_RE.search(region)
        return (m.group(0), m.group(0)) if m else None
    for line in region.split("\n"):
        line = normalize_text(line)
        if line:
            return line, normalize_id(line) if rule.kind == "id" else line
    return None


def _label_starts(text: str, anchors: Sequence[Anchor]) -> list[int]:
    return sorted({m.start() for a in anchors for m in a.regex.finditer(text)})


def _row_value(text: str, label_start: int, rule: FieldRule, all_labels: Sequence[Anchor]
               ) -> tuple[str, str] | None:
    """The value by position when a row of labels precedes a row of values."""
    line_start = text.rfind("\n", 0, label_start) + 1
    line_end = text.find("\n", label_start)
    line_end = len(text) if line_end < 0 else line_end
    row = text[line_start:line_end]
    starts = [s for s in _label_starts(row, all_labels)]
    if len(starts) < 2:
        return None
    k = starts.index(label_start - line_start) if label_start - line_start in starts else -1
    if k < 0:
        return None
    for line in text[line_end + 1:].split("\n")[:4]:
        if _label_starts(line, all_labels):
            return None
        values = []
        rest = line
        while True:
            found = _find_value(rest, rule)
            if found is None:
                break
            values.append(found)
            cut = rest.find(found[0])
            rest = rest[cut + len(found[0]):] if cut >= 0 else ""
        if values:
            return values[k] if len(values) == len(starts) else None
    return None


def extract_fields(pages: Sequence[tuple[int, str]], rule: TypeRule) -> list[FieldValue]:
    all_labels = [a for f in rule.fields for a in f.labels] + list(rule.stop)
    out: list[FieldValue] = []
    for field in rule.fields:
        stops = all_labels + list(field.stop)
        found = _extract_one(pages, field, stops)
        if found is not None:
            out.append(found)
    return out


def _extract_one(pages: Sequence[tuple[int, str]], field: FieldRule, stops: Sequence[Anchor]
                 ) -> FieldValue | None:
    for page, text in pages:
        boundaries = _label_starts(text, stops)
        for label in field.labels:
            for m in label.regex.finditer(text):
                end = next((b for b in boundaries if b >= m.end()), len(text))
                region = text[m.end():end]
                line_end = region.find("\n")
                # the rest of the label's own line, then a row of values, then what follows
                own_line = region if line_end < 0 else region[:line_end]
                found = _find_value(own_line, field) if own_line.strip() else None
                if found is None:
                    found = _row_value(text, m.start(), field, stops)
                if found is None:
                    found = _find_value(region, field)
                if found is not None:
                    return FieldValue(field.name, found[0], found[1], page)
    return None
