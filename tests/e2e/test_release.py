"""rag-gen release of a generated one-household suite, and rag-gen verify of the release: its suite
regenerated, its Parquet, JSON lines, lock and card written again, and the pyarrow named that wrote a
Parquet file that differs. (Loading it with the datasets library: tests/e2e/test_interop.py.)"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from tests.support.clirunner import invoke

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("release")
    assert invoke(rag_gen, "suite", "--seeds", "42..42", "--out", str(root / "suite"), "--quiet").code == 0
    r = invoke(rag_gen, "release", str(root / "suite"), "--out", str(root / "release"))
    assert (r.code, r.err, r.out) == (0, "", f"wrote {root / 'release'}: suite seeds-42-42 (1 household), split "
                                              "test: 33 questions, 107 probe, 18 documents\n")
    return root / "release"


def test_a_release_verifies(release: Path) -> None:
    r = invoke(rag_gen, "verify", str(release), "--quiet")
    assert (r.code, r.err, r.out) == (0, "", f"{release}: 1 households, all 30 files identical\n")


def test_a_parquet_file_written_by_another_pyarrow_is_named(release: Path, tmp_path: Path) -> None:
    copy = tmp_path / "release"
    shutil.copytree(release, copy)
    parquet = copy / "data" / "questions" / "test.parquet"
    parquet.write_bytes(parquet.read_bytes().replace(b"parquet-cpp-arrow version 26.0.1",
                                                     b"parquet-cpp-arrow version 25.0.1"))
    jsonl = copy / "data" / "probe" / "test.jsonl"
    jsonl.write_text(jsonl.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    (copy / "suite.lock.json").unlink()
    r = invoke(rag_gen, "verify", str(copy), "--quiet")
    assert r.code == 1
    assert r.out == ("differs: data/probe/test.jsonl\ndiffers: data/questions/test.parquet\n"
                     "missing: suite.lock.json\n"
                     "cause: pyarrow is 26.0.1 here, 25.0.1 wrote data/questions/test.parquet\n")
    assert r.err == f"{copy}: 3 of 30 files do not match\n"
