"""harness.runtime.executor: local (inline and a process pool) and Ray run the same work units with
the same results, keyed by index; a failing unit is retried once, then reported; a missing
Ray extra is one exact error line. The Ray tests use real Ray in local mode."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from harness.runtime.errors import UsageError
from harness.runtime.executor import (
    RAY_MISSING,
    ExecutorSpec,
    InlineExecutor,
    PoolExecutor,
    TaskFailed,
    default_batch_size,
    open_executor,
    parse_executor,
)
from tests.support.executor_units import broken, collect, crash_once, flaky, square
from tests.support.paths import REPO


def test_parse_executor() -> None:
    assert parse_executor("local") == ExecutorSpec("local")
    assert parse_executor("ray") == ExecutorSpec("ray")
    assert parse_executor("ray://10.0.0.5:10001") == ExecutorSpec("ray", "ray://10.0.0.5:10001")
    assert str(parse_executor("ray://10.0.0.5:10001")) == "ray://10.0.0.5:10001"
    for bad in ("dask", "ray://", "local2"):
        with pytest.raises(UsageError) as exc:
            parse_executor(bad)
        assert str(exc.value) == f"--executor must be local, ray or ray://host:port, got {bad!r}"
    with pytest.raises(UsageError) as exc:
        open_executor("local", 0)
    assert str(exc.value) == "--workers must be at least 1, got 0"


def test_open_executor_kinds() -> None:
    assert isinstance(open_executor("local", 1), InlineExecutor)
    pool = open_executor("local", 2)
    assert isinstance(pool, PoolExecutor) and pool.cpus == 2


def test_batches_stay_few_per_cpu() -> None:
    assert default_batch_size(500, 2) == 16  # capped: progress still moves every 16 documents
    assert default_batch_size(100, 2) == 13  # ceil(100 / (2 * 4))
    assert default_batch_size(15, 2) == 2
    assert default_batch_size(3, 8) == 1
    assert default_batch_size(0, 2) == 1


@pytest.mark.parametrize("workers", [1, 2])
def test_local_results_keyed_by_index(workers: int) -> None:
    got = collect(open_executor("local", workers), square, list(range(23)), 4)
    assert got == {i: i * i for i in range(23)}


@pytest.mark.parametrize("workers", [1, 2])
def test_local_retries_a_failed_unit_once(tmp_path: Path, workers: int) -> None:
    got = collect(open_executor("local", workers), flaky, [(str(tmp_path), n) for n in range(6)], 2)
    assert got == {n: n + 100 for n in range(6)}
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"seen-{n}" for n in range(6)]


@pytest.mark.parametrize("workers", [1, 2])
def test_local_unit_failing_twice_is_reported(workers: int) -> None:
    got = collect(open_executor("local", workers), broken, list(range(6)), 3)
    assert got == {0: 0, 1: 1, 2: 2, 3: TaskFailed(3, "unit 3 is broken"), 4: 4, 5: 5}


def test_pool_survives_a_crashed_worker(tmp_path: Path) -> None:
    # one unit per task and 4 tasks in flight: the crash breaks the pool under all of them
    got = collect(open_executor("local", 2), crash_once, [(str(tmp_path), n) for n in range(12)], 1)
    assert got == {n: n for n in range(12)}


def run_without_ray(*args: str) -> subprocess.CompletedProcess[str]:
    # The ray extra is installed in this venv, so "not installed" is simulated: a None entry
    # in sys.modules makes `import ray` raise ImportError exactly as when the package is absent.
    code = ("import sys; sys.modules['ray'] = None; "
            f"from {args[0]} import main; main({list(args[1:])!r})")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO,
                          timeout=120, check=False)


def test_missing_ray_extra_rag_gen(tmp_path: Path) -> None:
    r = run_without_ray("generator.cli", "--seed", "1", "--size", "small", "--out", str(tmp_path / "c"),
                        "--executor", "ray", "--quiet")
    assert (r.returncode, r.stdout, r.stderr) == (1, "", f"Error: {RAY_MISSING}\n")
    assert RAY_MISSING == "--executor ray needs Ray, which is not installed: pip install 'rag-gen[ray]'"
    assert not (tmp_path / "c").exists()


def test_missing_ray_extra_rag_eval(tmp_path: Path) -> None:
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "corpus.json").write_text('{"name": "x", "description": "x", "questions": []}\n')
    r = run_without_ray("harness.cli", "ingest", str(tmp_path / "corpus"), "--store", str(tmp_path / "s"),
                        "--executor", "ray", "--quiet")
    assert (r.returncode, r.stdout, r.stderr) == (1, "", f"Error: {RAY_MISSING}\n")
    assert not (tmp_path / "s").exists()


def test_bad_executor_is_a_usage_error(tmp_path: Path) -> None:
    from generator.cli import main as rag_gen
    from tests.support.clirunner import invoke

    r = invoke(rag_gen, "--seed", "1", "--out", str(tmp_path / "c"), "--executor", "spark")
    assert (r.code, r.err) == (2, "Error: --executor must be local, ray or ray://host:port, got 'spark'\n")


def test_generation_fails_cleanly_when_a_document_fails_twice(tmp_path: Path) -> None:
    import shutil

    from generator.corpus.writer import RenderFailedError, Settings, build_corpus, write_corpus
    from generator.documents.templates import templates_root

    root = tmp_path / "templates"
    shutil.copytree(templates_root(), root)
    for layout in (root / "w2" / "families").glob("*.j2"):
        with layout.open("a") as f:
            f.write("{{ no_such_variable }}\n")  # every W-2 fails to render, on every attempt
    # the W-2 families, written by reportlab (a producer mix reads every layout while planning)
    settings = Settings(42, 2025, "small", scan_ratio=0.0, procedural_layouts=False, producers=("reportlab",))
    first_w2 = next(d for d in build_corpus(settings, root).documents if d.template == "w2")
    out = tmp_path / "out" / "seed-42"
    with pytest.raises(RenderFailedError) as exc:
        write_corpus(settings, out, root=root)
    assert str(exc.value) == (f"{first_w2.file}: rendering failed twice: templates/w2/families/{first_w2.family}.j2: "
                              "UndefinedError: 'no_such_variable' is undefined")
    assert list((tmp_path / "out").iterdir()) == []  # no partial corpus, no temporary folder left


def test_run_checks_the_executor_before_any_work(tmp_path: Path) -> None:
    from harness.cli import main as rag_eval
    from tests.support.clirunner import invoke

    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "corpus.json").write_text('{"name": "x", "description": "x", "questions": []}\n')
    r = invoke(rag_eval, "run", str(tmp_path / "corpus"), "--out", str(tmp_path / "run"), "--executor", "spark")
    assert (r.code, r.err) == (2, "Error: --executor must be local, ray or ray://host:port, got 'spark'\n")
    r = invoke(rag_eval, "run", str(tmp_path / "corpus"), "--out", str(tmp_path / "run"), "--workers", "0")
    assert (r.code, r.err) == (2, "Error: --workers must be at least 1, got 0\n")
    assert not (tmp_path / "run").exists()


def test_map_reads_an_iterator_lazily() -> None:
    pulled: list[int] = []

    def units():  # type: ignore[no-untyped-def]
        for n in range(10):
            pulled.append(n)
            yield n

    results = InlineExecutor().map(square, units(), batch_size=2)
    assert next(results) == (0, 0)
    # one CPU: a window of two batches of two, and nothing read beyond it
    assert pulled == [0, 1, 2, 3]
    assert dict(results) == {n: n * n for n in range(1, 10)}
    assert pulled == list(range(10))


def test_map_over_an_iterator_needs_a_batch_size() -> None:
    with pytest.raises(TypeError) as exc:
        list(InlineExecutor().map(square, iter([1, 2])))
    assert str(exc.value) == "Executor.map over an iterator needs a batch_size"
