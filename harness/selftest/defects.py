"""Defects injected into the extractive pipeline, one at a time, each named after what breaks.

- corrections-ignored: corrected forms are not recognized, originals are never replaced;
- fail-open: a lookalike whose anchors only partly match a type is typed anyway (a foreign
  wage statement becomes a W-2);
- top-1: the pipeline may draw evidence only from the single best-retrieved document;
- rows-hidden: the text layer keeps no row of any table (an extractor that drops table cells),
  so a statement's transactions are gone while its labeled fields remain.
(OCR disabled is a store built with `--skip ocr`; see runner.py.)
"""

from __future__ import annotations

import re

from harness.contract.manifest import CorpusManifest
from harness.harvest.general_type import TypeGuesser, title_lines
from harness.harvest.rules import load_rules
from harness.pipelines.base import Answer
from harness.pipelines.evidence.question_mentions import Mentions, squash
from harness.pipelines.evidence.transaction_rows import is_row
from harness.pipelines.extractive.pipeline import ExtractivePipeline


def ignore_corrections(pipeline: ExtractivePipeline) -> tuple[ExtractivePipeline, dict[str, str]]:
    """A pipeline that does not know corrected forms: no original is replaced, and a
    correction (a W-2c, a CORRECTED 1099) is not recognized as a form of its type. Returns
    the pipeline and the corrections it untyped (file -> the type they had): a correction the
    pipeline never recognized is out of the defect's reach."""
    facts = pipeline.facts
    untyped: dict[str, str] = {}
    for file in sorted(facts.types):
        doc_type = facts.types[file]
        if doc_type is not None and facts.is_correction(file):
            facts.types[file] = None
            untyped[file] = doc_type
    facts.superseded = {}
    return pipeline, untyped


def open_type(text: str) -> str | None:
    """What a classifier that does not fail closed would say: the form the text names most
    often ("this is not a Form W-2" still says W-2), then the type whose required anchor
    groups match best, exclusions ignored."""
    best: tuple[float, str] | None = None
    for rule in load_rules():
        hits = sum(any(a.regex.search(text) for a in group) for group in rule.required)
        score = hits / len(rule.required) if rule.required else 0.0
        score += len(re.findall(rf"(?<![\w-]){re.escape(rule.doc_type)}(?![\w-])", text, re.I))
        if score > 0 and (best is None or (score, rule.doc_type) > best):
            best = (score, rule.doc_type)
    return best[1] if best else None


def title_type(guesser: TypeGuesser, text: str) -> str | None:
    """What the general typing would say if it failed open: the docType whose description the
    first title lines (general_type.title_lines) read closest to, decoys and the fields'
    confirmation ignored."""
    ranked = [c for c in guesser.rank(title_lines(text)) if not c.decoy]
    return ranked[0].name if ranked else None


def must_stay_untyped(manifest: CorpusManifest) -> set[str] | None:
    """The documents the corpus's docType ground truth says must stay untyped (its lookalikes),
    or None when it has no docType ground truth to tell them by."""
    if manifest.doc_type_ground_truth is None:
        return None
    return {row.document for row in manifest.doc_type_ground_truth if row.expected_type is None}


def fail_open(pipeline: ExtractivePipeline, lookalikes: set[str] | None = None,
              guesser: TypeGuesser | None = None) -> tuple[ExtractivePipeline, dict[str, str]]:
    """Type untyped documents by their best partial match (`open_type`, then, with a
    `guesser`, `title_type`: a lookalike in an issuer's own wording matches no rule's anchors);
    returns what was typed.

    With `lookalikes` (the documents that must stay untyped, `must_stay_untyped`), only those
    are typed: the defect is a classifier that lets a lookalike in, and nothing else. Typing
    every untyped document would also type the real documents the harvest missed, which
    raises the doctype score wherever the harvest types poorly (procedural layouts), so the
    defect would hide behind its own side effect. Without ground truth, every untyped
    document is typed."""
    typed: dict[str, str] = {}
    for file, doc_type in sorted(pipeline.facts.types.items()):
        if doc_type is None and (lookalikes is None or file in lookalikes):
            text = pipeline.facts.texts.get(file, "")
            guess = open_type(text) or (title_type(guesser, text) if guesser is not None else None)
            if guess is not None:
                pipeline.facts.types[file] = guess
                typed[file] = guess
    return pipeline, typed


def hide_table_rows(pipeline: ExtractivePipeline) -> tuple[ExtractivePipeline, int]:
    """Drop every line that reads as a table row (a leading date and an amount) from the
    pipeline's page texts; returns the pipeline and how many lines went."""
    facts = pipeline.facts
    dropped = 0
    for file in sorted(facts.texts):
        lines = facts.texts[file].splitlines()
        kept = [line for line in lines if not is_row(line)]
        dropped += len(lines) - len(kept)
        text = "\n".join(kept)
        facts.texts[file], facts.lower[file], facts.squashed[file] = text, text.lower(), squash(text)
    return pipeline, dropped


class TopKEvidence(ExtractivePipeline):
    """Extractive, but evidence may only come from the top-k retrieved documents."""

    def answer(self, question: str) -> Answer:
        hits = self.retriever.search(question, self.top_k)
        self._scope = set(dict.fromkeys(h.file for h in hits))
        return super().answer(question)

    def candidates(self, doc_type: str | None, m: Mentions, field: str | None, corrected: bool = True) -> list[str]:
        return [f for f in super().candidates(doc_type, m, field, corrected) if f in self._scope]

    def evidence_scope(self, ranked: list[str]) -> list[str]:
        return [f for f in ranked if f in self._scope] + sorted(self._scope.difference(ranked))
