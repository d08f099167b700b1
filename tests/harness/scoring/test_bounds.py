"""The floor (declining every question) and the ceiling (answers from the ground truth) of a
scorecard's questions (harness/scoring/bounds.py), on a hand-made manifest."""

from __future__ import annotations

from harness.contract.manifest import CorpusManifest
from harness.scoring.bounds import Bound, Bounds, bounds_sentence, merge_bounds, question_bounds
from harness.scoring.scorecard import short_failure

MANIFEST = CorpusManifest.model_validate({
    "name": "tiny",
    "description": "a W-2 and three questions",
    "documents": [{"file": "w2.pdf", "docType": "W-2", "groundTruth": {"box1_wages": "52340.17"}}],
    "questions": [
        {"id": "lookup-001", "question": "Box 1 wages?", "category": "lookup",
         "mustContainAny": ["52340.17", "52,340.17"], "mustCiteAny": ["w2.pdf"]},
        {"id": "negative-001", "question": "1099-B proceeds?", "category": "negative", "negative": True},
        # a key the ground truth does not support: the ceiling misses it
        {"id": "lookup-002", "question": "Box 2?", "category": "lookup", "mustContainAny": ["6,021.44"],
         "mustCiteAny": ["w2.pdf"]},
    ],
})


def test_floor_and_ceiling_of_the_asked_questions() -> None:
    bounds = question_bounds(MANIFEST.questions, MANIFEST)
    assert bounds == Bounds(floor=Bound(correct=1, total=3, accuracy=0.3333),
                            ceiling=Bound(correct=2, total=3, accuracy=0.6667))
    # only the questions asked (--category, --limit): the lookups alone have no floor
    assert question_bounds([q for q in MANIFEST.questions if q.category == "lookup"], MANIFEST).floor == Bound(
        correct=0, total=2, accuracy=0.0)
    assert question_bounds([], MANIFEST).floor == Bound(correct=0, total=0, accuracy=0.0)
    assert bounds_sentence(bounds) == ("floor 33.3% (a pipeline that declines every question: 1/3), ceiling 66.7% "
                                       "(answers from the ground truth: 2/3)")


def test_a_suites_bounds_add_its_households_up() -> None:
    one = question_bounds(MANIFEST.questions, MANIFEST)
    two = question_bounds(MANIFEST.questions[:2], MANIFEST)
    assert merge_bounds([one, two]) == Bounds(floor=Bound(correct=2, total=5, accuracy=0.4),
                                              ceiling=Bound(correct=4, total=5, accuracy=0.8))


def test_a_failed_check_shows_one_spelling() -> None:
    assert short_failure("missing any of 52,340.17 | 52340.17 | $52,340.17") == "missing 52,340.17 (any of 3 forms)"
    assert short_failure("missing any of 6,021.44") == "missing any of 6,021.44"
    assert short_failure("no citation of a.pdf | b.pdf | c.pdf") == "no citation of a.pdf (or 2 other files)"
    assert short_failure("no citation of a.pdf | b.pdf") == "no citation of a.pdf (or 1 other file)"
    assert short_failure("missing 4 Form 1099") == "missing 4 Form 1099"
    assert short_failure("did not decline") == "did not decline"
