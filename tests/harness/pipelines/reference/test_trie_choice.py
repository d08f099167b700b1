"""The model chooses among answers (harness/pipelines/reference/trie_choice.py): greedy decoding
over their token trie, on a table of logits (on the real model: tests/e2e/test_trie_choice.py)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from harness.pipelines.reference.trie_choice import Chosen, choose_greedy


class TableModel:
    """Logits from a table keyed by the tokens evaluated so far (a tiny language model)."""

    def __init__(self, table: dict[tuple[int, ...], dict[int, float]]) -> None:
        self.table = table
        self.seen: list[int] = []
        self.extends: list[list[int]] = []

    def extend(self, tokens: Sequence[int]) -> None:
        self.extends.append(list(tokens))
        self.seen += tokens

    def next_logits(self, tokens: Sequence[int]) -> list[float]:
        row = self.table[tuple(self.seen)]
        return [row.get(t, -100.0) for t in tokens]


def test_greedy_walks_the_trie_and_evaluates_only_where_it_must() -> None:
    # answers: [1 2 3 9], [1 2 4 9], [5 9]; the model prefers 1 at the root, then 4 after 1 2
    model = TableModel({(): {1: 2.0, 5: 1.0}, (1, 2): {3: 0.5, 4: 0.7}})
    got = choose_greedy(model, [[1, 2, 3, 9], [1, 2, 4, 9], [5, 9]])
    assert got == Chosen(index=1, evaluated=2, branch_points=2)
    assert model.extends == [[1, 2]]  # 1 and 2 in one batch, only when the next branch needs logits


def test_margin_raises_the_preferred_answer_where_it_parts_from_the_others() -> None:
    table = {(): {1: 2.0, 5: 1.0}, (1, 2): {3: 0.5, 4: 0.75}}
    answers = [[1, 2, 3, 9], [1, 2, 4, 9], [5, 9]]
    assert choose_greedy(TableModel(table), answers, prefer=2, margin=0.9) == Chosen(1, 2, 2, gap=-1.0)
    assert choose_greedy(TableModel(table), answers, prefer=2, margin=1.5) == Chosen(2, 0, 1, gap=-1.0)
    # nothing is added at the root, where the preferred answer still shares its token 1
    assert choose_greedy(TableModel(table), answers, prefer=0, margin=0.5) == Chosen(0, 2, 2, gap=-0.25)
    assert choose_greedy(TableModel(table), answers, prefer=0, margin=0.2) == Chosen(1, 2, 2, gap=-0.25)
    # ties go to the smaller token id
    assert choose_greedy(TableModel({(): {7: 1.0, 6: 1.0}}), [[7, 9], [6, 9]]) == Chosen(1, 0, 1)


def test_one_answer_needs_no_model_and_bad_input_is_refused() -> None:
    assert choose_greedy(TableModel({}), [[4, 5, 6]]) == Chosen(0, 0, 0)
    with pytest.raises(ValueError, match=r"^no answers to choose from$"):
        choose_greedy(TableModel({}), [])
    with pytest.raises(ValueError, match=r"^answer 0 is a prefix of another answer$"):
        choose_greedy(TableModel({(): {}}), [[1], [1, 2]])
