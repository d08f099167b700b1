"""Field extraction by label vocabularies and layout cues: find where one of a field's
labels is printed (any of the issuers' wordings; the longest label wins where two overlap,
harness.harvest.labels), then its value of the field's kind by where an issuer's layout puts it.

On a text page, in order:
1. the rest of the label's line, up to the next label: "Label: value", "Label value",
   "Balance forward on 01-JAN-2025 $30,517.62", a sentence "Your new balance is
   $1,713.43" (at most a few words on: a value further on belongs to something else);
2. a row of labels over a row of values (a table's header and its row, copies of a form
   side by side): the k-th label gets the k-th value when the counts agree;
3. the lines under a label alone on its line (label then value on the next line or cell),
   not under a label inside a sentence;
4. with `column`, a table cell: the label's row, the column's title (harness.harvest.columns).
On an OCR page the words' boxes decide first (harness.harvest.cells: beside the label, or below
it in its column up to the next label; the cells the rule ignores are neither); where they give
a label no value (a name and address block with no label of its own, which only the reading
order puts after a label far from it), the page's text in OCR's reading order is read with a
text page's cues. A letterhead is the first visual row's (harness.harvest.ocr_head).
Values are normalized by kind (harness.harvest.normalize); a name must look like one, without
the specks OCR reads around it.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from harness.contract.field_descriptions import ISSUER
from harness.harvest.cells import BELOW_LINES, MIN_CONFIDENCE, Cell, build_cells, label_regions
from harness.harvest.columns import cell_column_value, factor_columns, text_column_value
from harness.harvest.labels import BOX_PREFIX, MAX_GAP_WORDS, Hit, in_sentence, label_hits
from harness.harvest.normalize import YEAR_RE, digits_fixed, normalize_id, normalize_text
from harness.harvest.ocr_head import head_rows
from harness.harvest.pairs import captions_under_values, current_column, labels_right
from harness.harvest.rules import Anchor, FieldRule, TypeRule
from harness.harvest.spacing import spaced_cells
from harness.harvest.stacks import stack_value
from harness.harvest.values import caption_words, first_value

# an amount printed as negative: a minus before it (or after its $), parentheses, a minus after it
_NEGATIVE = re.compile(r"^(?:US)?\$?\s?[-(]|\)$|-$")
CODE_RE = re.compile(r"(?<![\w])[0-9A-Z]{1,2}(?![\w])")
# An OCR'd name ends where the letters do: a neighbouring box's digits or a rule's "|" are not it.
_NAME_PREFIX = re.compile(r"[A-Za-z][A-Za-z .,&'’-]*[A-Za-z.]")
_WORDISH = re.compile(r"[A-Z][a-z]|[A-Z]{2}|\d")
# a name opens with a letter: what OCR reads before it on its line is specks ("_Jessica Estes", ". Frank")
_LEADING_SPECKS = re.compile(r"^[^\w]+|^_+")
# A letterhead read by OCR must still look like a name: capitalized words (and, of, the, &).
# Words of a document's title ("Member Statement", "Tax Information Notice"): no issuer's name.
_TITLE = re.compile(r"\b(?:statements?|invoice|bill|declarations?|notice|summary|report|receipt|advice|earnings|"
                    r"account|policy|form|copy|page|information)\b", re.IGNORECASE)
# a document's title ends with its noun ("Pay Statement" after the word "Employee" on a stub's title line)
_TITLE_END = re.compile(_TITLE.pattern + r"\W*$", re.IGNORECASE)
NAME_RE = re.compile(r"[A-Z][\w&.,'-]*(?:\s+(?:(?:and|of|the|de|&)\s+)?[A-Z][\w&.,'-]*)+|[A-Z][a-z]+-[A-Z][a-z]+")


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
    method: str = "rules"  # or "matched": the general matcher's (harness.harvest.matcher)
    label: str | None = None  # matched: the printed label it read
    cue: str | None = None  # matched: where the label sat (left, right, above, below, letterhead)
    score: float | None = None  # matched: the label's score against the field's description


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
    if rule.kind in ("money", "date"):  # read as the pairs read them (harness.harvest.values)
        found = first_value(region, rule.kind)
        if found is None:
            return None
        _, end, raw, norm = found
        if rule.kind == "money" and rule.signed and _NEGATIVE.search(raw):
            norm = "-" + norm
        return (raw, norm), end
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


def _holds_value(rule: FieldRule, text: str) -> bool:
    """A cell beside a label holds its value: one of its kind; for a name, capitalized words
    (the cell beside a name's label in a grid is another box's label or value)."""
    if rule.kind == "text":
        return NAME_RE.fullmatch(normalize_text(_LEADING_SPECKS.sub("", text))) is not None
    return _first_value(text, rule) is not None


def _row_value(text: str, hit: Hit, hits: Sequence[Hit], rule: FieldRule) -> tuple[str, str] | None:
    """A row of labels over a row of values (a table's header and its row, or copies of a form
    side by side): the k-th label of the row gets the k-th value of the next line that holds
    values, when that line holds exactly as many values of the kind as the row has labels."""
    line_start = text.rfind("\n", 0, hit.start) + 1
    line_end = text.find("\n", hit.start)
    line_end = len(text) if line_end < 0 else line_end
    on_line = [h for h in hits if line_start <= h.start < line_end]
    # a box number's stop that overlaps the label it opens ("1 Wa" of "1 Wages, ...") is not a column
    row = [h for h in on_line if not any(o is not h and o.start < h.end and h.start < o.end
                                         and o.end - o.start > h.end - h.start for o in on_line)]
    if len(row) < 2 or hit not in row:
        return None
    k = row.index(hit)
    offset = line_end + 1
    for line in text[line_end + 1:].split("\n")[:4]:
        # a row of values may open with its row's title ("Current", "Year to date"); a label after it ends the table
        titles = [h.end - offset for h in hits if offset <= h.start < offset + len(line)]
        offset += len(line) + 1
        if titles and _find_values(line[:max(titles)], rule, 1):
            return None
        values = _find_values(line[max(titles, default=0):], rule, 50)
        if values:
            return values[k] if len(values) == len(row) else None
    return None


# quotes: OCR's specks before a value; a possessive's "'S" after a label that names its owner ("Recipient" of
# "RECIPIENT'S NAME"): the label's own
_SEPARATOR = re.compile(r"^(?:['’][Ss](?![\w'’]))?[\s:;|#\-–‘’“”'\"]*")
# A name or an issuer printed as a value starts with a capital letter; an id with one or a digit.
_TEXT_START = {"text": re.compile(r"[A-Z]"), "id": re.compile(r"[A-Z0-9]")}
# A label's continuation printed under it ("or foreign postal code, and telephone no."): not a value.
_CONTINUATION = re.compile(r"\s*(?:[a-z(]|$)")


_CAPTION_LINE = re.compile(r"[A-Za-z'’,&\s]+")  # letters only, no figure


def _caption_goes_on(line: str) -> bool:
    """A label's caption going on on the line under it in capitals, a gutter's ("PAYER'S NAME" over "AND ADDRESS"):
    words of a caption (values.caption_words), no figure."""
    return caption_words(line) and _CAPTION_LINE.fullmatch(line.strip()) is not None


def _text_candidate(segment: str, rule: FieldRule) -> tuple[str, str] | None:
    """The rest of a label's line as a text or id value, when it looks like one."""
    rest = _SEPARATOR.sub("", segment)
    start = _TEXT_START.get(rule.kind)
    if start is not None and (rule.kind == "text" or rule.pattern is None) and not start.match(rest):
        return None
    found = _find_value(rest, rule)
    if found is not None and rule.kind == "text" and (not NAME_RE.fullmatch(found[1]) or _TITLE_END.search(found[1])
                                                      or caption_words(found[1])):
        return None  # a name is capitalized words: not a heading, an address or a sentence's rest, no title, no caption
    return found


def _same_line(own: str, rule: FieldRule) -> tuple[str, str] | None:
    """The value on the rest of the label's line: "Label: value", "Label value", "Label on
    01-JAN-2025 $30,517.62", a sentence "Your new balance is $1,713.43" (a value many words on
    belongs to something else the sentence says)."""
    if not own.strip():
        return None
    found = _text_candidate(own, rule)
    if found is None or rule.kind in ("text", "id") or rule.nth > 1:
        return found
    at = own.find(found[0])
    return found if at >= 0 and len(own[:at].split()) <= MAX_GAP_WORDS else None


def _value_line(rule: FieldRule, line: str) -> tuple[str, str] | None:
    return _text_candidate(line, rule) if rule.kind in ("text", "id") else _find_value(line, rule)


def _below(text: str, hit: Hit, line_end: int, nxt: int, rule: FieldRule, ignore: Sequence[Anchor],
           below_lines: int) -> tuple[str, str] | None:
    """The value under a label that heads its line (a label then its value on the next line or
    cell); a label inside a sentence has no value below it."""
    line_start = text.rfind("\n", 0, hit.start) + 1
    # a label's own continuation may end its line ("Named insured and mailing address"); a
    # sentence that goes on is not a label over a value
    if in_sentence(text[line_start:hit.start], text[hit.end:line_end]):
        return None
    lines = [x for x in text[line_end + 1:nxt].split("\n") if not any(a.regex.search(x) for a in ignore)]
    if rule.kind in ("text", "id"):
        while lines and (_CONTINUATION.match(lines[0]) or _caption_goes_on(lines[0])):
            lines.pop(0)
        return _text_candidate("\n".join(lines[:below_lines]), rule)
    if rule.kind == "money" and _heads_a_table(text[hit.end:line_end], lines[:below_lines], rule):
        return None
    return _find_value("\n".join(lines[:below_lines]), rule)


LINES_CACHE = 16  # pages whose lines are kept (the labels alone on their lines each ask for them)
TABLE_TITLES = 2  # words after a label on its line that make it a table's header ("Distribution Account Amount")


def _heads_a_table(rest: str, under: Sequence[str], rule: FieldRule) -> bool:
    """A label that heads a table's header ("Net Pay Distribution Account Amount", column titles
    after it and no value) over two rows or more of amounts names the table, not its first row:
    the net pay split across two accounts is no net pay; its total, labelled again, is."""
    words = re.findall(r"[A-Za-z]+", rest)
    if len(words) < TABLE_TITLES or _find_value(rest, rule) is not None:
        return False
    return len([x for x in under if _find_value(x, rule) is not None]) >= 2


@functools.lru_cache(maxsize=LINES_CACHE)
def _text_lines(text: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """A page's lines and where each starts, split once per text (every label alone on its line asks)."""
    lines = tuple(text.split("\n"))
    starts = tuple(itertools.accumulate((len(x) + 1 for x in lines[:-1]), initial=0))
    return lines, starts


def _text_layer_value(text: str, hit: Hit, hits: Sequence[Hit], rule: FieldRule, ignore: Sequence[Anchor] = (),
                      below_lines: int = 6) -> tuple[str, str] | None:
    """The layout cues of a text page, in order: a caption under its value (pairs.captions_under_values),
    the rest of the label's line, a row of labels over a row of values, the lines under the label."""
    line_end = text.find("\n", hit.end)
    line_end = len(text) if line_end < 0 else line_end
    line_start = text.rfind("\n", 0, hit.start) + 1
    if line_start and not text[line_start:hit.start].strip(" \t:") and not text[hit.end:line_end].strip(" \t:"):
        # a caption printed under its value ("PA-5512-88710" over "Policy number"): the line over it
        lines, starts = _text_lines(text)
        i = bisect.bisect_right(starts, line_start) - 1
        if captions_under_values(lines, i):
            return _find_value(lines[i - 1], rule) if rule.window is not None else _value_line(rule, lines[i - 1])
    if rule.window is not None:
        return _find_value(text[hit.end:hit.end + rule.window], rule)
    nxt = next((h.start for h in hits if h.start >= hit.end), len(text))
    if labels_right(text[line_start:line_end]):
        # "$846.20 new balance $30.00 minimum payment due": the value before the label, not after it
        after = max((h.end for h in hits if line_start <= h.start and h.end <= hit.start), default=line_start)
        return _left_value(text[after:hit.start], "", rule, text[hit.start:hit.end])
    found = _same_line(text[hit.end:min(line_end, nxt)], rule)
    if found is not None and rule.kind == "date" and _SECOND_OF_TWO.search(text[line_start:hit.start]):
        # "Opening/Closing Date 10/27/25 - 11/25/25": the label names a range's second end, the second date
        ends = _find_values(text[hit.end:min(line_end, nxt)], rule, 3)
        found = ends[1] if len(ends) == 2 else found
    if found is not None and rule.nth == 1:
        found = _current_of_comparison(text, line_start, text[hit.end:min(line_end, nxt)], found, rule)
    if found is not None and rule.kind == "money" and rule.nth == 1:
        found = _not_a_factor(text[hit.end:min(line_end, nxt)], found, factor_columns(text, line_start), rule)
    if found is None:
        found = _row_value(text, hit, hits, rule)
    if found is None:
        # a column of labels over a column of values; otherwise the lines under a label that
        # is alone on its line (a row of labels is the row cue's)
        stacked, found = stack_value(text, hit, hits, ignore, partial(_value_line, rule))
        left = _left_value(text[line_start:hit.start], text[hit.end:line_end], rule, text[hit.start:hit.end])
        if left is not None:  # "07/15/2025 coverage begins": the label right of its value, none under it
            return left
        if not stacked and nxt > line_end and not any(line_start <= h.start and h.end <= hit.start for h in hits):
            found = _below(text, hit, line_end, nxt, rule, ignore, below_lines)
    return found


def _current_of_comparison(text: str, line_start: int, own: str, found: tuple[str, str],
                           rule: FieldRule) -> tuple[str, str]:
    """A comparison's row ("Amount due $48.90 $41.35" under "Last bill  This bill"): the value in the column
    whose title says the current one (pairs.current_column), not the row's first; else `found`."""
    row = _find_values(own, rule, 10)
    if len(row) < 2 or found not in row:
        return found
    lines, starts = _text_lines(text)
    column = current_column(lines, bisect.bisect_right(starts, line_start) - 1)
    return row[column] if column is not None and column < len(row) else found


def _not_a_factor(own: str, found: tuple[str, str], factors: set[int],
                  rule: FieldRule) -> tuple[str, str] | None:
    """A row's first amount that sits in a rate's or a count's column (columns.factor_columns,
    counted from the row's right end) is no amount: the row's first amount outside them is."""
    if not factors:
        return found
    values = _find_values(own, rule, 50)
    kept = [v for i, v in enumerate(values) if len(values) - 1 - i not in factors]
    return kept[0] if kept else None


# a word and a slash just before a label: the label is the second of two ends named together ("Opening/")
_SECOND_OF_TWO = re.compile(r"[A-Za-z]{2,}\s*/\s*$")


def _left_value(before: str, after: str, rule: FieldRule, label: str) -> tuple[str, str] | None:
    """A label printed right of its value, ending its line ("HO-7719-204635 policy number"): the
    text before it on its line is one value and nothing else (not a box number); None when the
    line is not so printed. A name's caption after it is in lower case: capitalized words before a
    capitalized label are one name with it ("Ashgrove Township Tax Collector")."""
    head = before.strip()
    if after.strip() or len(head) < 4 or BOX_PREFIX.fullmatch(before) is not None:
        return None
    if rule.kind == "text" and label[:1].isupper():
        return None
    found = _value_line(rule, head)
    if found is None or found[0].strip() != head.strip(" :"):
        return None
    return found


def extract_fields(pages: Sequence[PageText], rule: TypeRule) -> list[FieldValue]:
    # a label anchored at the text's start (`re:\A.`: "look from the top") is a place, not printed
    # words: it ends no other label's value (on an OCR page every cell would match it)
    every_label = [a for f in rule.fields for alt in f.alternatives() for a in alt.labels
                   if not a.regex.pattern.startswith("\\A")] + list(rule.stop)
    # an OCR page's cells that the rule ignores (a text page's ignored lines) are no label or value
    def kept(cells: list[Cell]) -> list[Cell]:
        return [c for c in cells if not any(a.regex.search(c.text) for a in rule.ignore)]

    cells = {p.page: kept(build_cells(p.words)) for p in pages if p.words}
    # names are read without OCR specks; amounts and ids keep every word (a regex vets them)
    clean = {p.page: kept(build_cells(p.words, MIN_CONFIDENCE)) for p in pages if p.words}
    out: list[FieldValue] = []
    for field in rule.fields:
        found = None
        for alt in field.alternatives():
            stops = every_label + list(alt.stop)
            found = (_extract_one(pages, clean if alt.kind == "text" else cells, alt, stops, rule.ignore)
                     if alt.labels else None)
            head = found is None and alt.first_line  # the letterhead's reading
            if head:
                found = _first_line(opening_pages(pages, rule), alt, rule.ignore, rule.strip,
                                    [a for group in rule.required for a in group])
            if found is not None:
                break
        if found is not None and field.name == ISSUER.get(rule.doc_type) and not pages[0].words:
            found = _as_letterhead(found, opening_pages(pages, rule), rule.ignore)
            found = _in_full(found, pages) if head else found
        if found is not None:
            out.append(found)
    return out


_NAME_STOP = frozenset({"of", "the", "and", "&"})


def _name_words(name: str) -> frozenset[str]:
    return frozenset(w for w in re.findall(r"[a-z0-9]+", name.casefold()) if w not in _NAME_STOP)


# a business's legal form ending its name ("LLC", "Inc.", ", N.A.")
_LEGAL_FORM = r"[,\s]+(?:inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|co|company|llp|pllc|lp|n\.a)\.?"


def _in_full(found: FieldValue, pages: Sequence[PageText]) -> FieldValue:
    """The letterhead's name as a caption prints it in full, with its legal form, alone after the caption's
    colon to its line's end ("PAYER: Meadowlark Investments LLC" under the letterhead "Meadowlark Investments"):
    the name as the document labels it. A legal form in the fine print's running text ("Harborline Bank, N.A.,
    PO Box 9120") leaves the letterhead's."""
    caption = re.compile(rf"^[^\S\n]*[^:\n]{{1,40}}:[^\S\n]*({re.escape(found.value.strip())}{_LEGAL_FORM})[^\S\n]*$",
                         re.IGNORECASE | re.MULTILINE)
    for p in pages:
        m = caption.search(p.text)
        if m is not None:
            return FieldValue(found.field, m.group(1), normalize_text(m.group(1)), p.page, found.method, found.label,
                              found.cue, found.score)
    return found


def _as_letterhead(found: FieldValue, pages: Sequence[PageText], ignore: Sequence[Anchor]) -> FieldValue:
    """The issuer's name as its letterhead prints it when the letterhead (the first line of the document's
    first page no `ignore` anchor matches) prints the same words in another order ("County of Juniper Flats"
    over the fine print's "payable to Juniper Flats County Tax Collector"): the letterhead is the issuer's own
    printing of its name; a letterhead of other words leaves the value found."""
    first = next((line.strip() for line in (pages[0].text.split("\n") if pages else [])
                  if line.strip() and not any(a.regex.search(line) for a in ignore)), "")
    if first == found.value.strip() or _name_words(first) != _name_words(found.value) or not NAME_RE.fullmatch(first):
        return found
    return FieldValue(found.field, first, normalize_text(first), pages[0].page, found.method, found.label, found.cue,
                      found.score)


def _extract_one(pages: Sequence[PageText], cells: dict[int, list[Cell]], field: FieldRule,
                 stops: Sequence[Anchor], ignore: Sequence[Anchor] = ()) -> FieldValue | None:
    def row_values(segment: str) -> list[tuple[str, str]]:
        return _find_values(segment, field, 50)

    for p in pages:
        page, text = p.page, p.text
        if field.column:  # a table cell: the label's row, the column's title
            found = None
            if page in cells:
                found = next((v for label in field.labels
                              if (v := cell_column_value(cells[page], label, field.column, row_values))), None)
            else:
                hits = label_hits(text, [*field.labels, *stops])
                own = {id(a) for a in field.labels}
                found = next((v for hit in hits if id(hit.anchor) in own
                              if (v := text_column_value(text, hit, field.column, field.header, row_values))), None)
            if found is not None:
                return FieldValue(field.name, found[0], found[1], page)
            continue
        if page in cells:
            # OCR: where the words sit decides first; where they give a label no value (a block
            # with no label of its own, a value cell OCR joined to its neighbour's), the page's
            # text in OCR's reading order is read with a text page's cues, below
            for label in field.labels:
                for region in label_regions(cells[page], label, stops, field.below or BELOW_LINES,
                                            beside=field.nth, is_value=partial(_holds_value, field)):
                    if field.kind == "text":  # OCR specks make short lower-case lines: not a name
                        region = "\n".join(_LEADING_SPECKS.sub("", x) for x in region.split("\n") if _WORDISH.search(x))
                    found = _find_value(region, field)
                    if found is not None and field.kind == "text":
                        found = _ocr_name(found)
                        if found is not None and NAME_RE.fullmatch(found[1]) is None:
                            found = None  # a sentence's words under a label are no name
                    if found is not None:
                        return FieldValue(field.name, found[0], found[1], page)
        hits = label_hits(text, [*field.labels, *stops])
        own = {id(a) for a in field.labels}
        running = _running_total_field(field)
        for hit in hits:
            if id(hit.anchor) not in own or (not running and _RUNNING_TOTAL_AFTER.match(text, hit.end)):
                continue
            found = _text_layer_value(text, hit, hits, field, ignore)
            if found is not None and field.kind == "text" and p.words:
                found = _ocr_name(found)
            if found is not None:
                return FieldValue(field.name, found[0], found[1], page)
    return None


# a label's year-to-date qualifier printed after it, then its value or its line's end ("Dividends earned
# YTD: $12.10", "Interest earned (year to date) 12.10"): the label names the year's total, not the period's;
# a caption after it ("Gross pay YTD gross" in a row of captions) is another label's
_RUNNING_TOTAL = r"year[- ]to[- ]date|ytd|y-t-d|y\.t\.d\.?"
_RUNNING_TOTAL_AFTER = re.compile(rf"[ \t]*[(,-]?[ \t]*(?:{_RUNNING_TOTAL})[ \t]*\)?(?=[ \t]*(?:[:$(\d*.-]|$))",
                                  re.IGNORECASE | re.MULTILINE)
_SAYS_RUNNING_TOTAL = re.compile(rf"\b(?:{_RUNNING_TOTAL})|\bytd", re.IGNORECASE)


def _running_total_field(field: FieldRule) -> bool:
    """Whether a field is a running total (its name or a label of it says year to date): a label of any
    other field followed by a year-to-date qualifier (_RUNNING_TOTAL_AFTER) names none of its values."""
    return bool(_SAYS_RUNNING_TOTAL.search(field.name)) or any(_SAYS_RUNNING_TOTAL.search(a.text) for a in field.labels)


def _ocr_name(found: tuple[str, str]) -> tuple[str, str] | None:
    """An OCR'd name: its letters from the first, without a speck read after it (a lone letter
    or a lone point after the last word: "Frank Leach .", "Danielle Wilcox a")."""
    m = _NAME_PREFIX.match(found[1])
    if m is None:
        return None
    name = _SPECK_TAIL.sub("", m.group(0).rstrip(" ,"))
    return found[0], name


# after a name: a lone letter or point, a speck (a name's last word is never one letter)
_SPECK_TAIL = re.compile(r"(?:\s+(?:[A-Za-z]|[.,]))+$")


def opening_pages(pages: Sequence[PageText], rule: TypeRule) -> Sequence[PageText]:
    """The pages from the document's own first page on: the first page that meets every required
    anchor group of its type, else the first that meets one, else page 1. A file may open with
    pages that are not the document's (a mailing's cover letter), and a letterhead is read there."""
    def groups_met(p: PageText) -> int:
        return len([group for group in rule.required if any(a.search(p.text) for a in group)])

    met = [groups_met(p) for p in pages]
    for want in (len(rule.required), 1):
        for i, n in enumerate(met):
            if want and n >= want:
                return pages[i:]
    return pages


def _first_line(pages: Sequence[PageText], field: FieldRule, ignore: Sequence[Anchor],
                strip: Sequence[Anchor] = (), titles: Sequence[Anchor] = ()) -> FieldValue | None:
    """A letterhead value: the first line of the first page that no `ignore` anchor matches,
    without a `strip` word printed at its end ("Wilson Plumbing & Heating Invoice"). On an OCR
    page the first row of cells as the eye reads them, each without the specks at its ends, rows of
    specks and a small line of figures above passed over (harness.harvest.ocr_head.head_rows): a title
    beside the letterhead is another cell of its row,
    passed over, and so is a cell that holds one of the type's `titles` (its required anchors: "Residential
    Lease" with its last word lost); a row of titles alone opens the page with the document's title, no
    issuer. On a text page a heading in spaced letters is a cell of its line, read as words
    (harness.harvest.spacing)."""
    for p in pages[:1]:
        rows = (head_rows(p.words, [a.regex for a in ignore]) if p.words
                else [spaced_cells(line) for line in p.text.split("\n")])
        titled = False  # the page opened with a row of titles alone
        for row in rows:
            row = [_stripped(x, strip) for x in row if x.strip() and not any(a.regex.search(x) for a in ignore)]
            if not row:
                continue
            named = [x for x in row if not _TITLE.search(x) and not (p.words and any(a.search(x) for a in titles))]
            if not named and not p.words:  # the issuer's name and the title on one line, printed again alone?
                named = [n for x in row if (n := name_before_title(x, "\n".join(q.text for q in pages)))][:1]
            if titled:  # under the title: the issuer's name when it ends with a business's legal form
                found = _find_value(row[0], field) if len(row) == 1 and _LEGAL_FORM_END.search(row[0]) else None
                if found is None or not NAME_RE.fullmatch(found[1]):
                    firm = legal_name_line(p.text, "\n".join(q.text for q in pages))
                    found = _find_value(firm, field) if firm else None
                    return FieldValue(field.name, found[0], found[1], p.page) if found else None
                return FieldValue(field.name, found[0], found[1], p.page)
            if not named and not p.words:  # the page opens with the document's title: its issuer may be under it
                titled = True
                continue
            if not named:  # the page opens with the document's title, not its issuer
                return None
            found = _find_value(named[0], field)
            if found is None or not NAME_RE.fullmatch(found[1]):
                return None
            return FieldValue(field.name, found[0], found[1], p.page)
    return None


# a business's legal form ending its name ("Bristlecone Staffing Partners, LLC", "Acme Tool Co."): the name of a
# firm, no person's, no title's
_LEGAL_FORM_END = re.compile(r"(?<=\S)[,\s]+(?:inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|co|company"
                             r"|llp|pllc|lp|l\.p|p\.c|pc|p\.a|n\.a)\.?\s*$", re.IGNORECASE)


def legal_name_line(page: str, text: str) -> str | None:
    """The first line of `page` that is a name alone (NAME_RE, no title word) which `text` (the document's pages)
    prints again followed by a business's legal form (the fine print's "Birchway Mutual Insurance Company, 5
    Covered Bridge Rd"): the issuer's letterhead wherever the text layer put it (a column the PDF drew first
    read before it); a person's name is printed with no legal form. None when no line is."""
    for line in page.split("\n"):
        name = line.strip()
        if not NAME_RE.fullmatch(name) or _TITLE.search(name):
            continue
        again = re.compile(rf"(?<![\w&]){re.escape(name)}[,\s]+(?:inc|incorporated|llc|ltd|limited|corp|corporation"
                           rf"|co|company|llp|pllc|lp|pc|n\.a)\b", re.IGNORECASE)
        if again.search(text):
            return name
    return None


def name_before_title(line: str, text: str) -> str | None:
    """The issuer's name opening a line that ends with the document's title ("Larkspur Trust Bank Account
    Statement": a band across the page's top, the text layer reading both as one line): the words before the
    line's first title word (_TITLE), when they read as a name (NAME_RE) and `text` (the document's pages)
    prints that name again alone, ending at a comma or its line's end (the fine print's "Larkspur Trust Bank,
    100 Main Mall"); else None. A title alone ("Employee Pay Statement") prints no such name again."""
    first = _TITLE.search(line)
    if first is None or not _TITLE_END.search(line):
        return None
    name = line[:first.start()].strip(" -|,")
    if not NAME_RE.fullmatch(name):
        return None
    again = re.compile(rf"(?<![\w&]){re.escape(name)}[ \t]*(?:,|$)", re.MULTILINE)
    return name if again.search(text) else None


def _stripped(line: str, strip: Sequence[Anchor]) -> str:
    """`line` without a `strip` word printed at its end."""
    for a in strip:
        tail = [m for m in a.regex.finditer(line) if not line[m.end():].strip()]
        if tail and tail[-1].start() > 0:
            line = line[:tail[-1].start()]
    return line
