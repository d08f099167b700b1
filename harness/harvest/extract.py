"""Field extraction by label anchors: find a field's printed label, then the first value
of the field's kind after it, before the next label of the form.

On an OCR page the words' boxes decide where "after" is (harness.harvest.cells: beside
the label, or below it in its column). On a text page it is the text that follows; when a
row of labels precedes a row of values there, the k-th label of the row gets the k-th
value of the next line that holds exactly as many values as the row has labels.
Values are normalized by kind (harness.harvest.normalize); an OCR'd name must look like one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from harness.harvest.cells import BELOW_LINES, MIN_CONFIDENCE, Cell, build_cells, label_regions
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
# An OCR'd name ends where the letters do: a neighbouring box's digits or a rule's "|" are not it.
_NAME_PREFIX = re.compile(r"[A-Za-z][A-Za-z .,&'’-]*[A-Za-z.]")
_WORDISH = re.compile(r"[A-Z][a-z]|[A-Z]{2}|\d")
# A letterhead read by OCR must still look like a name: capitalized words (and, of, the, &).
NAME_RE = re.compile(r"[A-Z][\w&.,'-]*(?:\s+(?:(?:and|of|the|de|&)\s+)?[A-Z][\w&.,'-]*)+")


@dataclass(frozen=True)
class PageText:
    """One page for the harvester: its number, its text, and (OCR pages) its word boxes."""

    page: int
    text: str
    words: Sequence[Sequence[Any]] | None = None


@dataclass(frozen=True)
class FieldValue:
    field: str
    value: str  # as found
    normalized: str
    page: int


def _find_values(region: str, rule: FieldRule, limit: int) -> list[tuple[str, str]]:
    """(as found, normalized) of the first `limit` values of the rule's kind in `region`."""
    out: list[tuple[str, str]] = []
    rest = region
    while len(out) < limit:
        found = _first_value(rest, rule)
        if found is None:
            break
        value, end = found
        out.append(value)
        rest = rest[end:]
    return out


def _find_value(region: str, rule: FieldRule) -> tuple[str, str] | None:
    values = _find_values(region, rule, rule.nth)
    if len(values) < rule.nth or not values[rule.nth - 1][1]:
        return None
    return values[rule.nth - 1]


def _first_value(region: str, rule: FieldRule) -> tuple[tuple[str, str], int] | None:
    """The first value of the rule's kind in `region` and where it ends."""
    if rule.kind == "money":
        for m in MONEY_RE.finditer(region):
            norm = money_value(m)
            if norm is not None:
                if not rule.signed:
                    norm = norm.lstrip("-")
                return (m.group(0).strip(), norm), m.end()
        return None
    if rule.kind == "date":
        found = find_date(region)
        return ((found[0].group(0), found[1]), found[0].end()) if found else None
    if rule.pattern is not None:
        text = digits_fixed(region) if rule.kind in ("id", "year", "code") else region
        hit = rule.pattern.search(text)
        if not hit:
            return None
        raw = hit.group(1) if hit.groups() else hit.group(0)
        return (raw, normalize_text(raw) if rule.kind == "text" else normalize_id(raw)), hit.end()
    if rule.kind == "year":
        hit = YEAR_RE.search(region)
        return ((hit.group(0), digits_fixed(hit.group(0))), hit.end()) if hit else None
    if rule.kind == "code":
        hit = CODE_RE.search(region)
        return ((hit.group(0), hit.group(0)), hit.end()) if hit else None
    offset = 0
    for line in region.split("\n"):
        value = normalize_text(line)
        offset += len(line) + 1
        if value:
            return (value, normalize_id(value) if rule.kind == "id" else value), offset
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
        values = _find_values(line, rule, 50)
        if values:
            return values[k] if len(values) == len(starts) else None
    return None


def extract_fields(pages: Sequence[PageText], rule: TypeRule) -> list[FieldValue]:
    all_labels = [a for f in rule.fields for a in f.labels] + list(rule.stop)
    cells = {p.page: build_cells(p.words) for p in pages if p.words}
    # names are read without OCR specks; amounts and ids keep every word (a regex vets them)
    clean = {p.page: build_cells(p.words, MIN_CONFIDENCE) for p in pages if p.words}
    out: list[FieldValue] = []
    for field in rule.fields:
        stops = all_labels + list(field.stop)
        found = (_extract_one(pages, clean if field.kind == "text" else cells, field, stops)
                 if field.labels else None)
        if found is None and field.first_line:
            found = _first_line(pages, field, rule.ignore)
        if found is not None:
            out.append(found)
    return out


def _extract_one(pages: Sequence[PageText], cells: dict[int, list[Cell]], field: FieldRule,
                 stops: Sequence[Anchor]) -> FieldValue | None:
    for p in pages:
        page, text = p.page, p.text
        boundaries = _label_starts(text, stops)
        for label in field.labels:
            if page in cells:
                # OCR: where the words sit decides; a label seen there is never re-read as flat text
                regions = label_regions(cells[page], label, stops, field.below or BELOW_LINES,
                                        beside=0 if field.kind == "text" else field.nth)
                for region in regions:
                    if field.kind == "text":  # OCR specks make short lower-case lines: not a name
                        region = "\n".join(x for x in region.split("\n") if _WORDISH.search(x))
                    found = _find_value(region, field)
                    if found is not None and field.kind == "text":
                        found = _ocr_name(found)
                    if found is not None:
                        return FieldValue(field.name, found[0], found[1], page)
                if regions:
                    continue
            for m in label.regex.finditer(text):
                end = next((b for b in boundaries if b >= m.end()), len(text))
                region = text[m.end():end]
                if field.window is not None:
                    found = _find_value(text[m.end():m.end() + field.window], field)
                    if found is not None:
                        return FieldValue(field.name, found[0], found[1], page)
                    continue
                line_end = region.find("\n")
                # the rest of the label's own line, then a row of values, then what follows
                own_line = region if line_end < 0 else region[:line_end]
                found = _find_value(own_line, field) if own_line.strip() else None
                if found is None:
                    found = _row_value(text, m.start(), field, stops)
                if found is None:
                    found = _find_value(region, field)
                if found is not None and field.kind == "text" and p.words:
                    found = _ocr_name(found)
                if found is not None:
                    return FieldValue(field.name, found[0], found[1], page)
    return None


def _ocr_name(found: tuple[str, str]) -> tuple[str, str] | None:
    m = _NAME_PREFIX.match(found[1])
    if m is None:
        return None
    name = m.group(0).rstrip(" ,")
    return found[0], name


def _first_line(pages: Sequence[PageText], field: FieldRule, ignore: Sequence[Anchor]
                ) -> FieldValue | None:
    """A letterhead value: the first line of the first page that no `ignore` anchor matches
    (on an OCR page the first cell, top to bottom: a heading beside it is another cell)."""
    for p in pages[:1]:
        page = p.page
        lines = ([c.text for c in sorted(build_cells(p.words, MIN_CONFIDENCE), key=lambda c: (c.top, c.left))]
                 if p.words else p.text.split("\n"))
        for line in lines:
            if not line.strip() or any(a.regex.search(line) for a in ignore):
                continue
            found = _find_value(line, field)
            if found is None or not NAME_RE.fullmatch(found[1]):
                return None
            return FieldValue(field.name, found[0], found[1], page)
    return None
