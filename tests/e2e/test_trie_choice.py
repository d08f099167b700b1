"""The real model chooses among answers over their token trie: on a tiny candidate set, and the
same in any order, on a fresh model, on one or two threads, and switching threads between questions."""

from __future__ import annotations

import pytest

from harness.pipelines.reference.field_prompt import FieldContext, build_field_prompt, document_lines
from harness.pipelines.reference.local_llm import LocalLLM, resolve_model
from harness.pipelines.reference.prompt import DECLINE, Context
from harness.pipelines.reference.trie_choice import Chosen


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
    # threads 0: fitted to the free cores before each question; switching between questions changes nothing
    adaptive = LocalLLM(resolve_model("smollm2"), n_ctx=2048)
    assert adaptive.adaptive is True and adaptive.n_threads >= 1
    switched = []
    for i, (doc, q, answers, _) in enumerate(CASES):
        adaptive.use_threads(1 + i % 2)
        adaptive.adaptive = False  # keep the count just set for this question
        switched.append(adaptive.choose(_prompt(doc, q), answers, prefer=3))
    assert switched == first
    adaptive.close()
