"""The generated corpora the end-to-end tests share. They live here, not in tests/conftest.py,
so that a test of the unit layer (tests/generator/, tests/harness/) cannot ask for one: a unit
test draws its own hand-made input, or plans a household without rendering it."""

from __future__ import annotations

import fcntl
import hashlib
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.curated import CURATED

# -- the shared generated corpora: built once per test run, only ever read ---------------
#
# Tests that only read a generated corpus share one (seed 42, year 2025) per size. It is
# written once into pytest's base temporary folder; under pytest-xdist the workers of a
# run share it (the first one writes it, the others wait on a file lock). A test that
# changes a corpus copies it first, or generates its own; the fixture checks at the end
# of the session that no test changed a byte.


def _hashes(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _shared_corpus(factory: pytest.TempPathFactory, size: str, curated: bool = True) -> Iterator[Path]:
    from generator.corpus.writer import Settings, write_corpus

    root = factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the run's folder, above each worker's own
    name = f"shared-seed-42-{size}" + ("" if curated else "-default")
    out = root / name
    with (root / f"{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (out / "corpus.json").exists():  # the writer renames a complete corpus into place
            write_corpus(Settings(42, 2025, size, **(CURATED if curated else {})), out,  # type: ignore[arg-type]
                         workers=2 if size != "small" else 1)
    before = _hashes(out)
    yield out
    assert _hashes(out) == before, f"a test changed the shared corpus {out}: copy it first"


@pytest.fixture(scope="session")
def small42(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The seed-42 small corpus in the curated families, written by reportlab (rag-gen --seed 42 --size small
    --layout-source curated --producers reportlab), read-only."""
    yield from _shared_corpus(tmp_path_factory, "small")


@pytest.fixture(scope="session")
def small42_default(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The seed-42 small corpus as `rag-gen --seed 42 --size small` writes it (procedural layouts, the
    producer mix: corpora/seed-42.small.lock.json), read-only."""
    yield from _shared_corpus(tmp_path_factory, "small", curated=False)


@pytest.fixture(scope="session")
def default42(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The seed-42 default-size corpus in the curated families, written by reportlab, read-only."""
    yield from _shared_corpus(tmp_path_factory, "default")


@pytest.fixture(scope="session")
def small_suite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three generated small households (seeds 42, 43, 44) and their suite.json: about 30 s, once."""
    from tests.support.suite_helpers import write_small_suite

    return write_small_suite(tmp_path_factory.mktemp("small-suite") / "suite")
