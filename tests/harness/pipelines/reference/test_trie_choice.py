"""The model chooses among answers: greedy decoding over their token trie, on a table of logits
and on the real model (one prompt evaluation, the prompt head's cache kept, deterministic)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from harness.pipelines.reference.field_prompt import FieldContext, build_field_prompt, document_lines
from harness.pipelines.reference.local_llm import LocalLLM, resolve_model
from harness.pipelines.reference.prompt import DECLINE, Context
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


def _shown(file: str, doc_type: str, fields: dict[str, str], question: str) -> list[FieldContext]:
    text, lines = document_lines(doc_type, fields, question)
    return [FieldContext(Context(file, text), lines)]


BILL = ("bill.pdf", "utility-bill", {"amount_due": "$88.10", "due_date": "03/20/2025", "utility_name": "Metro Power"})
BILL_ANSWERS = ["amount due: $88.10 [bill.pdf]", "due date: 03/20/2025 [bill.pdf]",
                "utility name: Metro Power [bill.pdf]",
                DECLINE]
W2 = ("w2.pdf", "W-2", {"employer_name": "Acme Co", "box1_wages": "52,340.17", "box2_federal_tax_withheld": "6,120.00"})
W2_ANSWERS = ["box 1 wages: 52,340.17 [w2.pdf]", "box 2 federal tax withheld: 6,120.00 [w2.pdf]",
              "employer name: Acme Co [w2.pdf]", DECLINE]
CASES = [  # (document, question, answers, the model's choice)
    (BILL, "When is the Metro Power bill due?", BILL_ANSWERS, Chosen(index=1, evaluated=0, branch_points=1)),
    (W2, "What were the box 1 wages on the W-2 from Acme Co?", W2_ANSWERS,
     Chosen(index=0, evaluated=2, branch_points=2)),
    (W2, "How much federal income tax was withheld on the W-2 from Acme Co?", W2_ANSWERS,
     Chosen(index=1, evaluated=2, branch_points=2)),
    (W2, "How much mortgage interest did Acme Co pay?", W2_ANSWERS, Chosen(index=3, evaluated=0, branch_points=1)),
]


def _prompt(doc: tuple[str, str, dict[str, str]], question: str) -> list[dict[str, str]]:
    return build_field_prompt(_shown(*doc, question), question).messages


@pytest.fixture(scope="module")
def llm() -> LocalLLM:
    return LocalLLM(resolve_model("smollm2"), n_ctx=2048, n_threads=1)


def test_the_real_model_chooses_on_a_tiny_candidate_set(llm: LocalLLM) -> None:
    messages = _prompt(BILL, CASES[0][1])
    assert [len(t) for t in llm.answer_tokens(messages, BILL_ANSWERS)] == [15, 20, 11, 7]
    got = [llm.choose(_prompt(doc, q), answers, prefer=len(answers) - 1) for doc, q, answers, _ in CASES]
    assert [(c.index, c.evaluated, c.branch_points) for c in got] == [
        (c.index, c.evaluated, c.branch_points) for *_, c in CASES]
    # the decline parts from the others at the first token: its logit minus the best other's
    assert [c.gap is not None and c.gap < 0 for c in got] == [True, True, True, False]
    # a large enough bias toward declining wins; without it the model's own choice stands
    assert llm.choose(messages, BILL_ANSWERS, prefer=3, margin=30.0).index == 3
    # the prompt head (instructions and few-shot turns) is evaluated once and kept
    head = llm._head
    assert head is not None and llm.prefill(messages) == len(llm._format(messages)[0])
    assert llm._head is head


@pytest.mark.slow
def test_choices_are_the_same_in_any_order_on_a_fresh_model_and_on_two_threads(llm: LocalLLM) -> None:
    first = [llm.choose(_prompt(doc, q), answers, prefer=3) for doc, q, answers, _ in CASES]
    again = [llm.choose(_prompt(doc, q), answers, prefer=3) for doc, q, answers, _ in reversed(CASES)][::-1]
    assert first == again  # the same choices and the same logits (gap), bit for bit
    assert [c.index for c in first] == [c[3].index for c in CASES]
    for threads in (1, 2):
        fresh = LocalLLM(resolve_model("smollm2"), n_ctx=2048, n_threads=threads)
        assert [fresh.choose(_prompt(doc, q), answers, prefer=3) for doc, q, answers, _ in CASES] == first
        fresh.close()
