"""The pytest plugin (entry point `rag_eval`): gate a pipeline's own test suite on a held-out corpus.

    def test_my_rag_holds_up(rag_eval_corpus, tmp_path):
        card = harness.evaluate(my_rag.answer, rag_eval_corpus, tmp_path / "run")
        harness.assert_no_category_below(card, 0.5)
        harness.assert_not_worse(card, "tests/baseline-scorecard.json")

Fixtures:
- `rag_eval_corpus`: the corpus folder. `--rag-eval-corpus DIR` names one; otherwise rag-gen
  generates `--rag-eval-seed` (42) at `--rag-eval-size` (small) once, into pytest's cache
  (`.pytest_cache/d/rag-eval/`, one folder per seed, size and rag-gen version), by running
  `rag-gen` (the harness never imports the generator);
- `rag_eval_run`: a function `(pipeline, **options) -> Scorecard` that evaluates on that
  corpus into a fresh temporary run folder (options as `harness.evaluate`'s).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from harness.runtime.versions import VERSION


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("rag-eval", "rag-eval: evaluate a pipeline on a held-out corpus")
    group.addoption("--rag-eval-corpus", default=None, metavar="DIR",
                    help="Corpus folder for the rag_eval_corpus fixture (default: generate one).")
    group.addoption("--rag-eval-seed", default=42, type=int, metavar="N", help="Seed of the generated corpus.")
    group.addoption("--rag-eval-size", default="small", choices=("small", "default", "large"),
                    help="Size of the generated corpus.")


def _version() -> str:
    return VERSION


@pytest.fixture(scope="session")
def rag_eval_corpus(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    given = request.config.getoption("--rag-eval-corpus")
    if given:
        folder = Path(given)
        if not (folder / "corpus.json").is_file():
            raise pytest.UsageError(f"--rag-eval-corpus {given}: no corpus.json in that folder")
        return folder
    seed, size = request.config.getoption("--rag-eval-seed"), request.config.getoption("--rag-eval-size")
    cache = getattr(request.config, "cache", None)
    root = cache.mkdir("rag-eval") if cache is not None else tmp_path_factory.mktemp("rag-eval")
    folder = Path(root) / f"seed-{seed}-{size}-{_version()}"
    if not (folder / "corpus.json").is_file():
        done = subprocess.run([sys.executable, "-m", "generator.cli", "--seed", str(seed), "--size", size,
                               "--out", str(folder), "--force", "--quiet"], capture_output=True, text=True,
                              check=False)
        if done.returncode != 0:
            raise pytest.UsageError(f"rag-gen --seed {seed} --size {size} failed: {done.stderr.strip()}")
    return folder


@pytest.fixture
def rag_eval_run(rag_eval_corpus: Path, tmp_path: Path) -> Callable[..., Any]:
    from harness.api import evaluate

    def run(pipeline: Any, **options: Any) -> Any:
        return evaluate(pipeline, rag_eval_corpus, tmp_path / "rag-eval-run", **options)

    return run
