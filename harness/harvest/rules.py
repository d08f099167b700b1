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

An anchor or label is literal text matched case-insensitively with any run of
whitespace standing for any other; `re:` makes it a regular expression instead.
Field names and value kinds come from harness.contract.vocabulary: a rule cannot invent a field.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
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


@dataclass(frozen=True)
class TypeRule:
    doc_type: str
    required: tuple[tuple[Anchor, ...], ...]
    excluded: tuple[Anchor, ...]
    fields: tuple[FieldRule, ...]
    stop: tuple[Anchor, ...]
    source: str
    ignore: tuple[Anchor, ...] = ()


def anchor(text: str) -> Anchor:
    if text.startswith("re:"):
        return Anchor(text, re.compile(text[3:], re.IGNORECASE))
    words = text.split()
    if not words:
        raise RulesError("an anchor is empty")
    body = r"\s*".join(re.escape(w) for w in words[:1]) + "".join(
        r"\s+" + re.escape(w) for w in words[1:])
    # A word-ish edge must not glue onto a longer word (W-2 must not match W-2c).
    head = r"(?<![\w])" if re.match(r"\w", text) else ""
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
        spec = raw_fields[name]
        if name not in vocabulary:
            raise RulesError(f"{source}: field {name!r} is not a {doc_type} field of the vocabulary")
        if not isinstance(spec, dict) or ("labels" not in spec and not spec.get("first_line")):
            raise RulesError(f"{source}: fields.{name} needs labels (or first_line = true)")
        unknown = sorted(set(spec) - {"labels", "pattern", "stop", "nth", "first_line", "window", "below", "signed"})
        if unknown:
            raise RulesError(f"{source}: fields.{name}: unknown key {unknown[0]}")
        nth = spec.get("nth", 1)
        if not isinstance(nth, int) or nth < 1:
            raise RulesError(f"{source}: fields.{name}.nth must be a positive integer")
        window = spec.get("window")
        if window is not None and (not isinstance(window, int) or window < 1):
            raise RulesError(f"{source}: fields.{name}.window must be a positive integer")
        below = spec.get("below")
        if below is not None and (not isinstance(below, int | float) or below <= 0):
            raise RulesError(f"{source}: fields.{name}.below must be a positive number")
        pattern = spec.get("pattern")
        try:
            compiled = re.compile(pattern) if isinstance(pattern, str) else None
        except re.error as exc:
            raise RulesError(f"{source}: fields.{name}.pattern: {exc}") from None
        fields.append(FieldRule(
            name, vocabulary[name], _anchors(spec.get("labels", []), f"{source}: fields.{name}"),
            compiled, _anchors(spec.get("stop", []), f"{source}: fields.{name}.stop"),
            nth, bool(spec.get("first_line", False)), window, below, bool(spec.get("signed", False))))
    unknown = sorted(set(data) - {"doc_type", "classify", "fields", "stop", "ignore"})
    if unknown:
        raise RulesError(f"{source}: unknown key {unknown[0]}")
    stop = _anchors(data.get("stop", []), f"{source}: stop")
    ignore = _anchors(data.get("ignore", []), f"{source}: ignore")
    return TypeRule(doc_type, required, excluded, tuple(fields), stop, source, ignore)


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
