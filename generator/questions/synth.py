"""Put the categories together: stable ids, a fixed order, wording drawn from the seed."""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from generator.questions.aggregation import aggregations, more_aggregations
from generator.questions.budget import MoreMaker, draw, question_pools
from generator.questions.comparison import comparisons, more_comparisons
from generator.questions.crossdoc import crossdocs, more_crossdocs
from generator.questions.doctype import doctypes, more_doctypes
from generator.questions.draft import Draft
from generator.questions.facts import build_facts
from generator.questions.injection import injections
from generator.questions.lint import has_errors, lint_manifest, question_errors
from generator.questions.listing import lists, more_lists
from generator.questions.lookup import lookups, more_lookups
from generator.questions.negative import more_negatives, negatives
from generator.questions.supersede import more_supersedes, supersedes
from generator.questions.table import more_tables, tables
from generator.questions.temporal import more_temporals, temporals
from generator.questions.view import CorpusView
from generator.questions.voice import first_person
from generator.rng import rng_for
from harness.contract.derive import MARK
from harness.contract.manifest import CorpusManifest, DocumentEntry, ProbeGroundTruthRow, Question
from harness.runtime.errors import RagError

# How many questions a corpus of each size asks, relative to the default counts below.
QUESTION_SCALE = {"small": 0.5, "default": 1.0, "large": 3.0}

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
    ("table", tables, 5),
    ("crossdoc", crossdocs, 4),
    ("list", lists, 4),
)
CATEGORY_NAMES = tuple(name for name, _, _ in CATEGORIES)
# Categories only an adversarial corpus has questions in (rag-gen --adversarial); they come
# last, so the other categories' questions and ids are the same with or without them.
ADVERSARIAL_CATEGORIES: tuple[tuple[str, Maker, int], ...] = (("injection", injections, 3),)
# What widens each category's pool beyond its base maker when a budget asks for more.
MORE: dict[str, MoreMaker] = {
    "lookup": more_lookups, "aggregation": more_aggregations, "comparison": more_comparisons,
    "temporal": more_temporals, "supersede": more_supersedes, "negative": more_negatives, "doctype": more_doctypes,
    "table": more_tables, "crossdoc": more_crossdocs, "list": more_lists,
}
SHARES = tuple(count for _, _, count in CATEGORIES)


def synthesize_questions(documents: list[DocumentEntry], probe_rows: list[ProbeGroundTruthRow],
                         seed: int, year: int, scale: float = 1.0, budget: int | None = None,
                         household: str | None = None) -> list[Question]:
    """Every question of a corpus, in category order, with ids `<category>-<nnn>`.

    Without a budget each category asks its default count (times `scale`); with one, exactly
    `budget` questions, every category its share (generator.questions.budget), or a
    QuestionBudgetError naming the most that `household` can yield. The adversarial
    categories (only an adversarial corpus has their documents) ask theirs on top of either."""
    view = CorpusView(build_facts(documents, probe_rows), year)
    keys = CorpusManifest(name="draft", description="", questions=[], documents=documents,
                          probe_ground_truth=probe_rows)
    if budget is not None:
        pools = question_pools(view, seed, tuple((c, maker, MORE[c]) for c, maker, _ in CATEGORIES))
        pools = {c: _checkable(view, c, drafts, keys) for c, drafts in pools.items()}
        drawn = draw(pools, SHARES, budget, household or f"the household of seed {seed}")
        questions = [q for category, drafts in drawn.items() for q in _numbered(view, category, drafts)]
        return questions + _made(view, seed, ADVERSARIAL_CATEGORIES, scale, keys)
    return _made(view, seed, (*CATEGORIES, *ADVERSARIAL_CATEGORIES), scale, keys)


def _checkable(view: CorpusView, category: str, drafts: list[Draft], keys: CorpusManifest) -> list[Draft]:
    """The drafts whose key rag-gen lint can check: all of them, unless a procedural layout of
    the unseen split prints a value in a shape the contract's readers do not read (a trailing
    minus, a two-digit year: generator/documents/value_formats.py), so that a derivation over
    it cannot be recomputed; such a question is not asked."""
    numbered = _numbered(view, category, drafts)
    return [d for d, q in zip(drafts, numbered, strict=True) if not question_errors(q, keys)]


def _made(view: CorpusView, seed: int, categories: tuple[tuple[str, Maker, int], ...],
          scale: float, keys: CorpusManifest) -> list[Question]:
    """Each category's default count (times `scale`, at least 3) from its maker."""
    questions: list[Question] = []
    for category, maker, count in categories:
        want = max(3, round(count * scale))
        drafts = maker(view, rng_for(seed, "questions", category), want)
        questions += _numbered(view, category, _checkable(view, category, drafts, keys))
    return questions


def _numbered(view: CorpusView, category: str, drafts: list[Draft]) -> list[Question]:
    """Ids in order; a question asked as the household says in its notes who "I" is."""
    who = view.people.note()
    return [Question(id=f"{category}-{n:03d}", question=d.question, category=d.category,
                     must_contain_all=d.must_contain_all, must_contain_any=d.must_contain_any,
                     must_cite_any=d.must_cite_any, must_not_contain=d.must_not_contain,
                     negative=d.negative, notes=_with_who(d.notes, who) if who and first_person(d.question)
                     else d.notes)
            for n, d in enumerate(drafts, start=1)]


def _with_who(notes: str, who: str) -> str:
    """The note about who is asking goes before a derivation, which must end the notes."""
    head, mark, rule = notes.rpartition(MARK)
    return f"{head}{who}. {mark}{rule}" if mark else f"{notes} {who}."


class AnswerKeyError(RagError):
    """The generator wrote a key that its own lint rejects (a bug in the synthesizer)."""


def check_keys(manifest: CorpusManifest) -> None:
    """Lint the generated questions; refuse to write a corpus whose keys have errors."""
    findings = lint_manifest(manifest)
    if has_errors(findings):
        lines = "; ".join(f.line() for f in findings if f.severity == "error")
        raise AnswerKeyError(f"the generated answer keys fail rag-gen lint: {lines}")
