"""Structure harvest: docType by anchors (failing closed) and fields by their label
vocabularies and layout cues.

The rules are data (harness/harvest/rules/*.toml), one file per docType; the cues that find
a label's value whatever the issuer's layout are code (extract, labels, stacks, columns, cells).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from harness.harvest.classify import Classification, classify
from harness.harvest.extract import FieldValue, PageText, extract_fields
from harness.harvest.rules import TypeRule, load_rules

__all__ = ["Classification", "FieldValue", "Harvest", "PageText", "harvest", "load_rules"]


@dataclass(frozen=True)
class Harvest:
    classification: Classification
    fields: tuple[FieldValue, ...]


def harvest(pages: Sequence[PageText | tuple[int, str]], rules: Sequence[TypeRule]) -> Harvest:
    """Classify a document from its page texts, then extract the fields of its type."""
    texts = [p if isinstance(p, PageText) else PageText(*p) for p in pages]
    text = "\n\n".join(p.text for p in texts)
    found = classify(text, rules)
    if found.doc_type is None:
        return Harvest(found, ())
    rule = next(r for r in rules if r.doc_type == found.doc_type)
    return Harvest(found, tuple(extract_fields(texts, rule)))
