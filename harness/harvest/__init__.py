"""Structure harvest: docType by anchors (failing closed) and fields by their label
vocabularies and layout cues.

The rules are data (harness/harvest/rules/*.toml), one file per docType; the cues that find
a label's value whatever the issuer's layout are code (extract, labels, stacks, columns, cells).
Given a matcher (harness.harvest.matcher, built on an injected encoder), the fields the rules
did not find are then looked for by what their printed labels mean (method "matched").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from harness.harvest.classify import Classification, classify
from harness.harvest.extract import FieldValue, PageText, extract_fields
from harness.harvest.matcher import METHOD, FieldMatcher
from harness.harvest.rules import TypeRule, load_rules

__all__ = ["Classification", "FieldMatcher", "FieldValue", "Harvest", "PageText", "harvest", "load_rules"]


@dataclass(frozen=True)
class Harvest:
    classification: Classification
    fields: tuple[FieldValue, ...]


def harvest(pages: Sequence[PageText | tuple[int, str]], rules: Sequence[TypeRule],
            matcher: FieldMatcher | None = None) -> Harvest:
    """Classify a document from its page texts, then extract the fields of its type: by the
    rules, then (with a matcher) the rest by what their printed labels mean."""
    texts = [p if isinstance(p, PageText) else PageText(*p) for p in pages]
    text = "\n\n".join(p.text for p in texts)
    found = classify(text, rules)
    if found.doc_type is None:
        return Harvest(found, ())
    rule = next(r for r in rules if r.doc_type == found.doc_type)
    fields = extract_fields(texts, rule)
    if matcher is not None:
        have = {f.field: f.normalized for f in fields}
        known = [(f.name, a.regex) for f in rule.fields for alt in f.alternatives() for a in alt.labels]
        pages_text = [(p.page, p.text) for p in texts]
        for m in matcher.match(found.doc_type, pages_text, have, [a.regex for a in rule.ignore], known,
                               ocr_first_page=bool(texts and texts[0].words)):
            fields.append(FieldValue(m.field, m.value, m.normalized, m.page, METHOD, m.label, m.cue, m.score))
    return Harvest(found, tuple(fields))
