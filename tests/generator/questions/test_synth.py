"""generator/questions/synth.py on a planned household (seed 42, nothing rendered): the question
shapes of issue 16 part 4, `table`, `crossdoc` and `list`, are asked and each answered by the
oracle from its derivation. Each shape's own tests are in test_table.py, test_crossdoc.py and
test_listing.py."""

from __future__ import annotations

from generator.corpus.writer import Corpus
from harness.contract.derive import derivation, evaluate
from harness.contract.grade import Grade, grade
from harness.contract.manifest import CorpusManifest
from harness.contract.oracle import ground_truth_answer
from tests.generator.questions.household import of_category


def test_every_new_shape_is_asked_and_answered_by_its_derivation(seed42: tuple[Corpus, CorpusManifest]) -> None:
    _, m = seed42
    assert [len(of_category(m, c)) for c in ("table", "crossdoc", "list")] == [5, 4, 4]
    for q in of_category(m, "table") + of_category(m, "crossdoc") + of_category(m, "list"):
        rule = derivation(q)
        assert rule is not None, q.id
        assert ground_truth_answer(q, m) == evaluate(rule, m).text
        assert grade(q, ground_truth_answer(q, m)).grade is Grade.CORRECT, q.id
