"""Real Ray in local mode (ray.init(num_cpus=2) inside the test, shut down after): the same
bytes and rows as the local executor, retries, and progress through the CLI."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from generator.cli import main as rag_gen
from harness.cli import main as rag_eval
from harness.runtime.executor import RayExecutor, TaskFailed, open_executor
from harness.store.database import open_store
from tests.support.clirunner import invoke
from tests.support.executor_units import broken, collect, crash_once, flaky
from tests.support.paths import REPO

ray = pytest.importorskip("ray")  # the `ray` extra; `make install` installs it

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("ray")]


@pytest.fixture(scope="module")
def ray_runtime() -> Iterator[None]:
    # address="local": a fresh runtime of 2 CPUs even when another Ray cluster runs on the machine
    # a custom resource marks this runtime, so a process that joins it can tell
    ray.init(address="local", num_cpus=2, resources={"rag_gen_test": 1}, include_dashboard=False,
             log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()


def tree(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_ray_results_keyed_retried_and_reported(ray_runtime: None, tmp_path: Path) -> None:
    ex = open_executor("ray")
    assert isinstance(ex, RayExecutor)
    got = collect(ex, flaky, [(str(tmp_path), n) for n in range(7)], 2)
    assert got == {n: n + 100 for n in range(7)}
    got = collect(open_executor("ray"), broken, list(range(6)), 3)
    assert got == {0: 0, 1: 1, 2: 2, 3: TaskFailed(3, "unit 3 is broken"), 4: 4, 5: 5}
    assert ray.is_initialized()  # a runtime the executor joined is left running
    with open_executor("ray") as joined:
        assert joined.describe() == {"executor": "ray", "cpus": 2}
        # one node, this machine: embeddings run in the driver, as on the local pool
        assert joined.on_this_machine is True


def test_ray_retries_a_crashed_worker(ray_runtime: None, tmp_path: Path) -> None:
    got = collect(open_executor("ray"), crash_once, [(str(tmp_path), n) for n in range(5)], 1)
    assert got == {n: n for n in range(5)}


@pytest.fixture(scope="module")
def corpora(ray_runtime: None, small42_default: Path,
            tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, object]:
    local = small42_default
    on_ray = tmp_path_factory.mktemp("ray-gen") / "ray"
    # progress bar on (no --quiet): it is drawn in the driver whatever the executor
    result = invoke(rag_gen, "--seed", "42", "--size", "small", "--out", str(on_ray), "--executor", "ray")
    return local, on_ray, result


def test_ray_generation_is_byte_identical(corpora: tuple[Path, Path, object]) -> None:
    local, on_ray, result = corpora
    assert result.code == 0, result.err  # type: ignore[attr-defined]
    assert "rendering" in result.err  # type: ignore[attr-defined]
    want = tree(local)
    assert len(want) > 15 and any(not f.endswith(".pdf") for f in want)  # documents with scans, manifest, card
    assert tree(on_ray) == want
    verified = invoke(rag_gen, "verify", str(local), "--executor", "ray", "--quiet")
    assert (verified.code, verified.out) == (0, f"{local}: all {len(want)} files identical\n")


def test_ray_ingest_has_the_same_rows(corpora: tuple[Path, Path, object], tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = corpora[0]
    # as on a cluster of several machines: embedding batches go to the Ray workers too
    monkeypatch.setattr(RayExecutor, "on_this_machine", False)
    stores = {}
    for name, args in (("local", ["--workers", "2"]), ("ray", ["--executor", "ray"])):
        store = tmp_path / name
        r = invoke(rag_eval, "ingest", str(corpus), "--store", str(store), "--quiet", *args)
        assert r.code == 0, r.err
        stores[name] = store
    with open_store(stores["local"], corpus) as a, open_store(stores["ray"], corpus) as b:
        assert len(a.documents()) > 15
        assert a.documents() == b.documents()
        assert a.pages() == b.pages()
        assert any(p.source == "ocr" for p in a.pages())
        assert a.fields() == b.fields() and len(a.fields()) > 30  # the default corpus: procedural layouts
        assert a.doctypes() == b.doctypes()
        assert a.chunks() == b.chunks()
        ids_a, vec_a = a.embeddings()
        ids_b, vec_b = b.embeddings()
        assert ids_a.tolist() == ids_b.tolist() and vec_a.shape == vec_b.shape and len(ids_a) > 0
        np.testing.assert_allclose(vec_a, vec_b, atol=1e-5)


def test_ray_address_joins_a_running_cluster(ray_runtime: None, tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    address = ray.get_runtime_context().gcs_address
    code = ("import ray; from harness.runtime.executor import open_executor\n"
            "from tests.support.executor_units import square\n"
            "with open_executor('ray') as ex:\n"
            "    print(sorted(ex.map(square, list(range(5)))), ex.describe(), "
            "ray.cluster_resources().get('rag_gen_test'))\n"
            "print(ray.is_initialized())\n")
    env = {**os.environ, "RAY_ADDRESS": address}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=180,
                       cwd=REPO, check=False)
    assert r.returncode == 0, r.stderr
    # it joined this test's 2-CPU runtime (not a new one with every core) and left it running
    assert r.stdout == "[(0, 0), (1, 1), (2, 4), (3, 9), (4, 16)] {'executor': 'ray', 'cpus': 2} 1.0\nFalse\n"
    assert ray.is_initialized() and ray.cluster_resources()["CPU"] == 2


def _closed_port() -> int:
    """A local port nothing listens on: bound, then closed (the kernel refuses connections)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_recorded_cluster_that_is_gone_fails_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from harness.runtime.ray_target import RayTarget, target, unreachable

    port = _closed_port()
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    assert target(ray, None, str(tmp_path)) is None  # nothing recorded: ray.init starts a local runtime
    # what `ray start` writes, written by Ray's own function into a private temporary folder
    ray._private.utils.write_ray_address(f"127.0.0.1:{port}", str(tmp_path))
    found = target(ray, None, str(tmp_path))
    assert found == RayTarget(f"127.0.0.1:{port}", "the last `ray start` on this machine")
    assert unreachable(found) == (
        f"cannot join Ray at 127.0.0.1:{port} (the last `ray start` on this machine): connection refused; "
        "if that cluster is gone, `ray stop` forgets it and --executor ray starts a local runtime")
    monkeypatch.setenv("RAY_ADDRESS", f"127.0.0.1:{port + 1}")
    assert target(ray, None, str(tmp_path)) == RayTarget(f"127.0.0.1:{port + 1}", "RAY_ADDRESS")
    monkeypatch.setenv("RAY_ADDRESS", "local")
    assert target(ray, None, str(tmp_path)) is None
    assert target(ray, "ray://10.0.0.5:10001", str(tmp_path)) == RayTarget("ray://10.0.0.5:10001", "--executor")


def test_something_listening_is_joinable() -> None:
    import socket

    from harness.runtime.ray_target import RayTarget, host_port, unreachable

    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        port = server.getsockname()[1]
        assert unreachable(RayTarget(f"ray://127.0.0.1:{port}", "--executor")) is None
    assert host_port("ray://head.example:10001") == ("head.example", 10001)
    assert host_port("[fd00::2]:6379") == ("fd00::2", 6379)
    assert host_port("auto") is None


def test_cli_says_at_once_that_nothing_answers(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    # a fresh process: no Ray runtime of another test to join
    port = _closed_port()
    args = ["--seed", "1", "--size", "small", "--out", str(tmp_path / "c"), "--executor", "ray", "--quiet"]
    code = f"from generator.cli import main; main({args!r})"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False,
                       env={**os.environ, "RAY_ADDRESS": f"127.0.0.1:{port}"}, cwd=REPO)
    assert (r.returncode, r.stdout, r.stderr) == (
        1, "", f"Error: cannot join Ray at 127.0.0.1:{port} (RAY_ADDRESS): connection refused\n")
    assert not (tmp_path / "c").exists()
