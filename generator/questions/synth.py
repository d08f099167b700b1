"""Put the categories together: stable ids, a fixed order, wording drawn from the seed."""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from generator.questions.aggregation import aggregations
from generator.questions.comparison import comparisons
from generator.questions.doctype import doctypes
from generator.questions.draft import Draft
from generator.questions.facts import build_facts
from generator.questions.lookup import lookups
from generator.questions.negative import negatives
from generator.questions.supersede import supersedes
from generator.questions.temporal import temporals
from generator.questions.view import CorpusView
from generator.rng import rng_for
from harness.manifest import DocumentEntry, ProbeGroundTruthRow, Question

Maker = Callable[[CorpusView, Random, int], list[Draft]]
CATEGORIES: tuple[tuple[str, Maker, int], ...] = (
    # (category, maker, how many for a default corpus; small corpora get at least 3 where possible)
    ("lookup", lookups, 10),
    ("aggregation", aggregations, 6),
    ("comparison", comparisons, 5),
    ("temporal", temporals, 6),
    ("supersede", supersedes, 5),
    ("negative", negatives, 6),
    ("doctype", doctypes, 5),
)


def synthesize_questions(documents: list[DocumentEntry], probe_rows: list[ProbeGroundTruthRow],
                         seed: int, year: int, scale: float = 1.0) -> list[Question]:
    """Every question of a corpus, in category order, with ids `<category>-<nnn>`."""
    view = CorpusView(build_facts(documents, probe_rows), year)
    questions: list[Question] = []
    for category, maker, count in CATEGORIES:
        want = max(3, round(count * scale))
        drafts = maker(view, rng_for(seed, "questions", category), want)
        for n, d in enumerate(drafts, start=1):
            questions.append(Question(
                id=f"{category}-{n:03d}", question=d.question, category=d.category,
                must_contain_all=d.must_contain_all, must_contain_any=d.must_contain_any,
                must_cite_any=d.must_cite_any, must_not_contain=d.must_not_contain,
                negative=d.negative, notes=d.notes,
            ))
    return questions
