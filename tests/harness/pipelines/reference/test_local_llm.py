"""The local model (harness/pipelines/reference/local_llm.py): packaged models found, errors,
threads (its answers, deterministic and order-independent: tests/e2e/test_local_llm.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.pipelines.reference.local_llm import (
    LocalLLM,
    ModelError,
    auto_threads,
    fit_threads,
    machine_threads,
    resolve_model,
    runnable_elsewhere,
)


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


def test_threads_fit_the_cores_other_work_leaves_free() -> None:
    assert [fit_threads(2, others) for others in (0, 0.4, 1, 1.6, 3, 5)] == [2, 2, 1, 1, 1, 1]
    assert [fit_threads(8, others) for others in (0, 3, 7, 12)] == [8, 5, 1, 1]
    assert fit_threads(1, 0) == 1


def test_busy_processes_count_as_runnable_elsewhere() -> None:
    """Two busy processes are runnable (running or waiting for a core) the whole time they live."""
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    try:
        time.sleep(0.3)  # past their start-up
        scale = min(1.0, machine_threads() / (os.cpu_count() or 1))
        assert runnable_elsewhere() >= 2 * scale
        assert auto_threads() <= fit_threads(machine_threads(), 2 * scale)  # 1 on 2 cores
    finally:
        for p in busy:
            p.kill()
            p.wait()
