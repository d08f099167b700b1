"""Harvest rules: data, one TOML file per docType in harness/harvest/rules/.

    doc_type = "W-2"
    [classify]
    required = ["Wage and Tax Statement", ["Form W-2", "W-2 "]]  # all; a list is any-of
    excluded = ["W-2c", "SAMPLE"]                               # none may match
    [fields.box1_wages]
    labels = ["Wages, tips, other compensation"]                # the printed label(s)
    pattern = '...'                                             # optional: the value's shape
    nth = 2                                                     # optional: the 2nd value after it
    window = 120                                                # optional: look this many characters
                                                                # past the label, across other labels
    below = 12                                                  # optional (OCR pages): how many label
                                                                # heights below it the value may sit
    signed = true                                               # optional (money): keep a minus sign;
                                                                # by default amounts are unsigned, as
                                                                # OCR reads box rules as dashes
    stop = ["Statement"]                                        # extra labels that end a value
    [fields.bank_name]
    first_line = true                                           # a letterhead: page 1's first line
    ignore = ["SYNTHETIC SPECIMEN"]                             # (top level) lines first_line skips
    strip = ["Invoice"]                                         # (top level) words first_line drops
                                                                # from the end of a letterhead line
    [[fields.bank_name.also]]                                   # another way to find the same field,
    labels = ["Thank you for banking with"]                     # tried when the ones before find nothing
    window = 80
    [fields.box1_wages]                                         # a table cell: the row whose label is
    labels = ["1 Wages, tips, other comp."]                     # one of `labels`, the column whose
    column = ["Correct information"]                            # title is `column`; `header` lists every
    header = ["Previously reported", "Correct information", "Change"]  # column title of such tables

A field's `labels` are its label vocabulary: every wording an issuer may print for it
("Beginning balance", "Opening balance", "Balance forward"). Where a label's value sits is
found by the layout cues of harness.harvest.extract (the rest of the label's line, a row of
labels over a row of values, the lines under the label), not written in the rule.
An anchor or label is literal text matched case-insensitively with any run of
whitespace standing for any other; `re:` makes it a regular expression instead. A `stamp:`
anchor ("stamp:FOR INFORMATION ONLY", "stamp:re:...") counts only where it stands as a stamp
or a title, not inside a sentence (harness.harvest.rules.in_sentence): a lookalike's banner
excludes, the same words in an issuer's fine print do not.
Field names and value kinds come from harness.contract.vocabulary: a rule cannot invent a field.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from harness.contract.vocabulary import DOC_TYPES, ValueKind
from harness.runtime.errors import RagError

RULES_DIR = Path(__file__).resolve().parent / "rules"


class RulesError(RagError):
    """A harvest rules file is malformed."""


@dataclass(frozen=True)
class Anchor:
    text: str
    regex: re.Pattern[str]
    stamp: bool = False  # counts only where it stands as a stamp or title, not inside a sentence

    def search(self, text: str) -> re.Match[str] | None:
        """The first hit of this anchor in `text` (a stamp's: the first outside a sentence)."""
        if not self.stamp:
            return self.regex.search(text)
        return next((m for m in self.regex.finditer(text) if not in_sentence(text, m.start(), m.end())), None)


STAMP = "stamp:"
_TOKEN = re.compile(r"\S+")
_LOWER_WORD = re.compile(r"[a-z]+[,;:]?")


def in_sentence(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] runs inside a sentence: one of the three words before it (on its
    line, and at the end of the line above when its own line has fewer and the line above does
    not end a sentence) or the word after it on its line is a lowercase word. "SAMPLE - FOR
    INFORMATION ONLY - DO NOT FILE" is a stamp; "This statement is provided for information
    only and ..." and "ask your employer for a Form W-2c, Corrected Wage and Tax Statement."
    are sentences."""
    line_start = text.rfind("\n", 0, start) + 1
    before = _TOKEN.findall(text[line_start:start])
    above = text[text.rfind("\n", 0, max(line_start - 1, 0)) + 1:max(line_start - 1, 0)].rstrip()
    if len(before) < 3 and above and above[-1] not in ".!?:":  # a sentence wrapped onto this line
        before = _TOKEN.findall(above) + before
    line_end = text.find("\n", end)
    after = _TOKEN.findall(text[end:line_end if line_end >= 0 else len(text)])
    return any(_LOWER_WORD.fullmatch(w) for w in before[-3:] + after[:1])


@dataclass(frozen=True)
class FieldRule:
    name: str
    kind: ValueKind
    labels: tuple[Anchor, ...]
    pattern: re.Pattern[str] | None
    stop: tuple[Anchor, ...]
    nth: int = 1
    first_line: bool = False
    window: int | None = None
    below: float | None = None
    signed: bool = False
    also: tuple[FieldRule, ...] = ()
    column: tuple[Anchor, ...] = ()
    header: tuple[Anchor, ...] = ()

    def alternatives(self) -> tuple[FieldRule, ...]:
        """This rule, then its `also` rules, in the order they are tried."""
        return (self, *self.also)


@dataclass(frozen=True)
class TypeRule:
    doc_type: str
    required: tuple[tuple[Anchor, ...], ...]
    excluded: tuple[Anchor, ...]
    fields: tuple[FieldRule, ...]
    stop: tuple[Anchor, ...]
    source: str
    ignore: tuple[Anchor, ...] = ()
    strip: tuple[Anchor, ...] = ()


_WORD_GAP = r"(?:[^\w\s]{0,2}\s+[^\w\s]{0,2}|[-_.,'‘’]{1,2})"


def anchor(text: str) -> Anchor:
    if text.startswith(STAMP):
        inner = anchor(text[len(STAMP):])
        return Anchor(text, inner.regex, stamp=True)
    if text.startswith("re:"):
        return Anchor(text, re.compile(text[3:], re.IGNORECASE))
    words = text.split()
    if not words:
        raise RulesError("an anchor is empty")
    # between words: any whitespace, and a speck or two of OCR punctuation ("Total 'premium",
    # "Opening-balance")
    body = re.escape(words[0]) + "".join(_WORD_GAP + re.escape(w) for w in words[1:])
    # A word-ish edge must not glue onto a longer word (W-2 must not match W-2c, Insured
    # not Co-insured).
    head = r"(?<![\w-])" if re.match(r"\w", text) else ""
    tail = r"(?![\w])" if re.search(r"\w$", text) else ""
    return Anchor(text, re.compile(head + body + tail, re.IGNORECASE))


def _anchors(value: object, where: str) -> tuple[Anchor, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RulesError(f"{where}: expected a string or a list of strings")
    try:
        return tuple(anchor(v) for v in value)
    except re.error as exc:
        raise RulesError(f"{where}: bad regular expression: {exc}") from None


def parse_rule(data: dict[str, object], source: str) -> TypeRule:
    doc_type = data.get("doc_type")
    if not isinstance(doc_type, str):
        raise RulesError(f"{source}: doc_type is missing")
    vocabulary = DOC_TYPES.get(doc_type)
    if vocabulary is None:
        raise RulesError(f"{source}: unknown docType {doc_type!r} (see harness/contract/vocabulary.py)")
    classify = data.get("classify")
    if not isinstance(classify, dict) or not classify.get("required"):
        raise RulesError(f"{source}: [classify] needs required anchors")
    required = tuple(_anchors(a, f"{source}: classify.required") for a in classify["required"])
    excluded = _anchors(classify.get("excluded", []), f"{source}: classify.excluded")
    fields = []
    raw_fields = data.get("fields", {})
    if not isinstance(raw_fields, dict):
        raise RulesError(f"{source}: [fields] must be a table")
    for name in sorted(raw_fields):
        if name not in vocabulary:
            raise RulesError(f"{source}: field {name!r} is not a {doc_type} field of the vocabulary")
        fields.append(_field_rule(name, vocabulary[name], raw_fields[name], f"{source}: fields.{name}"))
    unknown = sorted(set(data) - {"doc_type", "classify", "fields", "stop", "ignore", "strip"})
    if unknown:
        raise RulesError(f"{source}: unknown key {unknown[0]}")
    stop = _anchors(data.get("stop", []), f"{source}: stop")
    ignore = _anchors(data.get("ignore", []), f"{source}: ignore")
    strip = _anchors(data.get("strip", []), f"{source}: strip")
    return TypeRule(doc_type, required, excluded, tuple(fields), stop, source, ignore, strip)


_FIELD_KEYS = {"labels", "pattern", "stop", "nth", "first_line", "window", "below", "signed", "also", "column",
               "header"}


def _field_rule(name: str, kind: ValueKind, spec: object, where: str) -> FieldRule:
    if not isinstance(spec, dict) or ("labels" not in spec and not spec.get("first_line")):
        raise RulesError(f"{where} needs labels (or first_line = true)")
    unknown = sorted(set(spec) - _FIELD_KEYS)
    if unknown:
        raise RulesError(f"{where}: unknown key {unknown[0]}")
    nth = spec.get("nth", 1)
    if not isinstance(nth, int) or nth < 1:
        raise RulesError(f"{where}.nth must be a positive integer")
    window = spec.get("window")
    if window is not None and (not isinstance(window, int) or window < 1):
        raise RulesError(f"{where}.window must be a positive integer")
    below = spec.get("below")
    if below is not None and (not isinstance(below, int | float) or below <= 0):
        raise RulesError(f"{where}.below must be a positive number")
    pattern = spec.get("pattern")
    try:
        compiled = re.compile(pattern) if isinstance(pattern, str) else None
    except re.error as exc:
        raise RulesError(f"{where}.pattern: {exc}") from None
    column = _anchors(spec.get("column", []), f"{where}.column")
    header = _anchors(spec.get("header", []), f"{where}.header")
    if bool(column) != bool(header):
        raise RulesError(f"{where}: column and header go together")
    also = spec.get("also", [])
    if not isinstance(also, list) or any("also" in a for a in also if isinstance(a, dict)):
        raise RulesError(f"{where}.also must be a list of tables without an also of their own")
    return FieldRule(
        name, kind, _anchors(spec.get("labels", []), where), compiled, _anchors(spec.get("stop", []), f"{where}.stop"),
        nth, bool(spec.get("first_line", False)), window, below, bool(spec.get("signed", False)),
        tuple(_field_rule(name, kind, a, f"{where}.also[{i}]") for i, a in enumerate(also)), column, header)


def load_rules(folder: Path = RULES_DIR) -> tuple[TypeRule, ...]:
    rules = []
    for path in sorted(folder.glob("*.toml")):
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise RulesError(f"{path}: {exc}") from None
        rules.append(parse_rule(data, path.name))
    seen: dict[str, str] = {}
    for rule in rules:
        if rule.doc_type in seen:
            raise RulesError(f"{rule.source}: docType {rule.doc_type} already has rules in {seen[rule.doc_type]}")
        seen[rule.doc_type] = rule.source
    return tuple(rules)


NEVER = Anchor("(never)", re.compile(r"(?!x)x"))  # an anchor no text meets


def _blind_field(rule: FieldRule) -> FieldRule:
    return replace(rule, labels=(NEVER,), column=(NEVER,) if rule.column else (),
                   header=(NEVER,) if rule.header else (), also=tuple(_blind_field(a) for a in rule.also))


def blinded(rules: Sequence[TypeRule], *, anchors: bool = True, labels: bool = True) -> list[TypeRule]:
    """The rules with their anchors (`anchors`) and their fields' labels (`labels`) made
    unmatchable, the lookalike guards (`excluded`, `ignore`) kept: what the general typing and
    the general matcher do alone (benchmarks/bench_harvest_ablation.py, their tests)."""
    return [replace(r, required=((NEVER,),) if anchors else r.required,
                    fields=tuple(_blind_field(f) for f in r.fields) if labels else r.fields) for r in rules]
