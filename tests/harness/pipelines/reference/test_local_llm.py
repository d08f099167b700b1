"""The local model (harness/pipelines/reference/local_llm.py): packaged models found, errors,
threads (its answers, deterministic and order-independent: tests/e2e/test_local_llm.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.pipelines.reference.local_llm import LocalLLM, ModelError, machine_threads, resolve_model


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
