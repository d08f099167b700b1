from __future__ import annotations

import os
from pathlib import Path

import pytest

# The harness and its tests never reach a model hub, and tesseract runs single-threaded
# (its OpenMP makes it slower on 2 cores; we parallelize across pages instead).
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")


@pytest.fixture(scope="session")
def small_suite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three generated small households (seeds 42, 43, 44) and their suite.json: about 30 s, once."""
    from tests.suite_helpers import write_small_suite

    return write_small_suite(tmp_path_factory.mktemp("small-suite") / "suite")
