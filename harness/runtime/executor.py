"""Executors: where per-document and per-page work runs.

One abstraction for generation (render and scan each document) and ingest (OCR each page,
embed each batch of chunks):

- `local`: a process pool of `workers` processes (inline in this process when 1);
- `ray`: tasks on a Ray cluster. `ray` starts a local Ray runtime or joins the one that
  RAY_ADDRESS (or a running local cluster) points to; `ray://host:port` joins that cluster
  through Ray Client. Ray is an optional extra: `pip install 'rag-gen[ray]'`.

`Executor.map` yields `(index, outcome)` pairs as work completes, in completion order:
callers key results by the work unit's index, never by arrival, so the bytes they write
do not depend on the executor. Work units travel in batches (scheduling costs a few
milliseconds per task on Ray), at most a few batches per CPU in flight, so results stream
back to the caller instead of piling up. A work unit whose function raised is retried
once, alone; a task that crashed (a worker process died) is retried once as a whole
batch. A unit that fails twice comes back as a `TaskFailed` outcome: the caller decides
what that means (ingest records the document as failed, generation stops).

Every task gets one CPU: pool workers run with OMP_NUM_THREADS=1 and OMP_THREAD_LIMIT=1
(Ray sets OMP_NUM_THREADS itself), so tesseract and torch do not oversubscribe the cores.
"""

from __future__ import annotations

import itertools
import logging
import math
import multiprocessing
import os
import warnings
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sized
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from types import TracebackType
from typing import Any

from harness.runtime.errors import RagError
from harness.runtime.ray_target import one_node_here, target, unreachable
from harness.runtime.settings import EXECUTOR, WORKERS, SettingError, check_workers

EXECUTORS = ("local", "ray")
RAY_MISSING = "--executor ray needs Ray, which is not installed: pip install 'rag-gen[ray]'"
MAX_BATCH = 16  # work units per task, at most
BATCHES_PER_CPU = 4  # the default batch size aims at this many batches per CPU
IN_FLIGHT_PER_CPU = 2  # batches submitted ahead of the results, per CPU

# A batch: (work-unit index, work unit) pairs. A batch's result: (index, ok, value or error message).
Batch = list[tuple[int, Any]]
BatchResult = list[tuple[int, bool, Any]]


class ExecutorError(RagError):
    """The executor cannot be started or reached."""


@dataclass(frozen=True)
class TaskFailed:
    """A work unit that failed twice: `error` is the last failure's message."""

    index: int
    error: str


@dataclass(frozen=True)
class ExecutorSpec:
    kind: str  # local or ray
    address: str | None = None  # ray://host:port, or None (RAY_ADDRESS, a running local cluster, or a new one)

    def __str__(self) -> str:
        return self.address or self.kind


def parse_executor(text: str) -> ExecutorSpec:
    """`local`, `ray` or `ray://host:port`."""
    value = text.strip()
    if value in EXECUTORS:
        return ExecutorSpec(value)
    if value.startswith("ray://") and len(value) > len("ray://"):
        return ExecutorSpec("ray", value)
    raise SettingError(f"--executor must be local, ray or ray://host:port, got {text!r}")


def error_message(exc: BaseException) -> str:
    text = str(exc).strip()
    return text if text else type(exc).__name__


def run_batch(fn: Callable[[Any], Any], batch: Batch) -> BatchResult:
    """Run `fn` on each unit of a batch; an exception fails that unit only. Runs in a worker."""
    out: BatchResult = []
    for index, item in batch:
        try:
            out.append((index, True, fn(item)))
        except Exception as exc:
            out.append((index, False, error_message(exc)))
    return out


def one_cpu_per_task() -> None:
    """Native libraries use one thread (the pool is the parallelism)."""
    os.environ["OMP_NUM_THREADS"] = "1"
    os.environ["OMP_THREAD_LIMIT"] = "1"


def _exit_with_parent(parent: int) -> None:
    """Make this worker die when the process that started it dies, however it dies (SIGKILL too).

    Linux: the kernel sends the worker SIGKILL when its parent exits (PR_SET_PDEATHSIG; the
    pool starts its workers from the driver's main thread, which lives as long as the
    driver). Elsewhere a daemon thread polls the parent's pid twice a second."""
    import signal

    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(1, int(signal.SIGKILL), 0, 0, 0) != 0:  # 1: PR_SET_PDEATHSIG
            raise OSError(ctypes.get_errno(), "prctl")
    except (OSError, AttributeError):
        import threading
        import time

        def watch() -> None:
            while os.getppid() == parent:
                time.sleep(0.5)
            os._exit(1)

        threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()
    if os.getppid() != parent:  # the parent died before the line above took effect
        os._exit(1)


def pool_worker_init(parent: int) -> None:
    """A pool worker's initializer: one CPU per task, the default SIGTERM (a forked worker
    would inherit the CLI's handler), and no life beyond its parent's."""
    import signal

    one_cpu_per_task()
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _exit_with_parent(parent)


def _batches(items: Iterable[Any], size: int) -> Iterator[Batch]:
    """`(index, item)` pairs in lists of `size`, read lazily from `items`."""
    source = enumerate(items)
    while batch := list(itertools.islice(source, size)):
        yield batch


def default_batch_size(units: int, cpus: int) -> int:
    return max(1, min(MAX_BATCH, math.ceil(units / (max(1, cpus) * BATCHES_PER_CPU))))


class Executor:
    """Runs a function over work units; a context manager (it owns its pool or runtime)."""

    name = "executor"

    @property
    def on_this_machine(self) -> bool:
        """True when every worker shares this machine's cores (a Ray cluster may not)."""
        return True

    @property
    def cpus(self) -> int:
        raise NotImplementedError

    def __enter__(self) -> Executor:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        return None

    def describe(self) -> dict[str, Any]:
        return {"executor": self.name, "cpus": self.cpus}

    # the backend: submit a batch, wait for some, read a result (raising if the task crashed)
    def _submit(self, fn: Callable[[Any], Any], batch: Batch) -> Any:
        raise NotImplementedError

    def _wait(self, handles: list[Any]) -> list[Any]:
        raise NotImplementedError

    def _result(self, handle: Any) -> BatchResult:
        raise NotImplementedError

    def _crashed(self, exc: BaseException) -> None:
        """Called when a task crashed, before its batch is retried (a pool rebuilds itself)."""
        return None

    def map(self, fn: Callable[[Any], Any], items: Iterable[Any],
            batch_size: int | None = None) -> Iterator[tuple[int, Any]]:
        """Yield `(index, fn(items[index]))`, or `(index, TaskFailed)`, for every item, as each completes.

        `fn` must be a module-level function (it is pickled by reference) and its results
        picklable. Consumers key by index: completion order depends on the executor.
        `items` may be an iterator (then `batch_size` is required): it is read lazily, a
        batch at a time, only as the window of batches in flight has room, so a producer
        that reads documents from disk streams through without being held in memory.
        """
        if batch_size is None:
            if not isinstance(items, Sized):
                raise TypeError("Executor.map over an iterator needs a batch_size")
            batch_size = default_batch_size(len(items), self.cpus)
        fresh = _batches(items, batch_size)
        retries: deque[tuple[Batch, int]] = deque()
        window = max(2, self.cpus * IN_FLIGHT_PER_CPU)
        inflight: dict[Any, tuple[Batch, int]] = {}
        try:
            while True:
                while len(inflight) < window:
                    if retries:
                        batch, attempt = retries.popleft()
                    else:
                        batch, attempt = next(fresh, []), 0
                        if not batch:
                            break
                    inflight[self._submit(fn, batch)] = (batch, attempt)
                if not inflight:
                    return
                for handle in self._wait(list(inflight)):
                    batch, attempt = inflight.pop(handle)
                    try:
                        rows = self._result(handle)
                    except Exception as exc:  # the task itself failed: a crashed worker, a lost node
                        self._crashed(exc)
                        if attempt == 0:
                            retries.append((batch, 1))
                            continue
                        rows = [(index, False, f"task failed: {error_message(exc)}") for index, _ in batch]
                    retry: Batch = []
                    units_by_index = dict(batch)
                    for index, ok, value in rows:
                        if ok:
                            yield index, value
                        elif attempt == 0:
                            retry.append((index, units_by_index[index]))
                        else:
                            yield index, TaskFailed(index, value)
                    if retry:
                        retries.append((retry, 1))
        finally:
            self._cancel(list(inflight))

    def _cancel(self, handles: list[Any]) -> None:
        return None


class _Deferred:
    """An inline batch: it runs when its result is read (a hashable handle, by identity)."""

    def __init__(self, fn: Callable[[Any], Any], batch: Batch) -> None:
        self.fn, self.batch = fn, batch


class InlineExecutor(Executor):
    """`local` with one worker: every batch runs in this process, when its result is read."""

    name = "local"

    @property
    def cpus(self) -> int:
        return 1

    def _submit(self, fn: Callable[[Any], Any], batch: Batch) -> Any:
        return _Deferred(fn, batch)

    def _wait(self, handles: list[Any]) -> list[Any]:
        return handles[:1]

    def _result(self, handle: Any) -> BatchResult:
        return run_batch(handle.fn, handle.batch)

    def describe(self) -> dict[str, Any]:
        return {"executor": "local", "workers": 1}


class PoolExecutor(Executor):
    """`local` with K workers: a process pool, created on first use and kept for the executor's life."""

    name = "local"

    def __init__(self, workers: int, start_method: str = "spawn") -> None:
        self.workers = workers
        self.start_method = start_method if start_method in multiprocessing.get_all_start_methods() else "spawn"
        self._pool: ProcessPoolExecutor | None = None

    @property
    def cpus(self) -> int:
        return self.workers

    def describe(self) -> dict[str, Any]:
        return {"executor": "local", "workers": self.workers}

    def _get_pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=self.workers,
                                             mp_context=multiprocessing.get_context(self.start_method),
                                             initializer=pool_worker_init, initargs=(os.getpid(),))
        return self._pool

    def _submit(self, fn: Callable[[Any], Any], batch: Batch) -> Any:
        try:
            return self._get_pool().submit(run_batch, fn, batch)
        except BrokenProcessPool as exc:  # broken since the last wait: start a fresh pool
            self._crashed(exc)
            return self._get_pool().submit(run_batch, fn, batch)

    def _wait(self, handles: list[Any]) -> list[Any]:
        done, _ = wait(handles, return_when=FIRST_COMPLETED)
        return [h for h in handles if h in done]

    def _result(self, handle: Any) -> BatchResult:
        result: BatchResult = handle.result()
        return result

    def _crashed(self, exc: BaseException) -> None:
        # only a broken pool is replaced: the other futures of an old, broken pool report too
        if isinstance(exc, BrokenProcessPool) and self._pool is not None and getattr(self._pool, "_broken", True):
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def _cancel(self, handles: list[Any]) -> None:
        for handle in handles:
            handle.cancel()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


def import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ExecutorError(RAY_MISSING) from None
    return ray


class RayExecutor(Executor):
    """Tasks on a Ray cluster: joins a running one, or starts a local runtime and shuts it down after."""

    name = "ray"

    def __init__(self, address: str | None = None) -> None:
        self.address = address
        self._ray = import_ray()
        self._owned = False
        self._task: Any = None
        self._cpus = 0
        self._one_node_here = False

    @property
    def on_this_machine(self) -> bool:
        """True for a cluster of one node that is this machine (a local runtime): its workers
        share this machine's cores, so work that uses every core itself (embeddings) runs here."""
        return self._one_node_here

    def __enter__(self) -> RayExecutor:
        ray = self._ray
        if not ray.is_initialized():
            found = target(ray, self.address)
            why = unreachable(found) if found is not None else None
            if why is not None:
                raise ExecutorError(why)
            try:
                with warnings.catch_warnings():  # Ray Client warns, then raises: the error says it all
                    warnings.simplefilter("ignore")
                    ray.init(address=self.address, include_dashboard=False, log_to_driver=False,
                             logging_level=logging.ERROR)
            except Exception as exc:  # ConnectionError and Ray's own errors when the cluster is unreachable
                where = self.address or os.environ.get("RAY_ADDRESS") or "a local Ray runtime"
                raise ExecutorError(f"cannot start or join Ray at {where}: {error_message(exc)}") from None
            self._owned = True
        # max_retries=0: a crashed task is retried by map(), once, the same way on every executor
        self._task = ray.remote(run_batch).options(num_cpus=1, max_retries=0)
        self._cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        self._one_node_here = one_node_here(ray)
        return self

    @property
    def cpus(self) -> int:
        return self._cpus or 1

    def describe(self) -> dict[str, Any]:
        return {"executor": "ray", "cpus": self.cpus}

    def _submit(self, fn: Callable[[Any], Any], batch: Batch) -> Any:
        if self._task is None:
            raise ExecutorError("the Ray executor is used outside its `with` block")
        return self._task.remote(fn, batch)

    def _wait(self, handles: list[Any]) -> list[Any]:
        ready, _ = self._ray.wait(handles, num_returns=1)
        return list(ready)

    def _result(self, handle: Any) -> BatchResult:
        result: BatchResult = self._ray.get(handle)
        return result

    def _cancel(self, handles: list[Any]) -> None:
        for handle in handles:
            try:
                self._ray.cancel(handle)
            except Exception:  # a finished or lost task cannot be cancelled; nothing to do
                pass

    def close(self) -> None:
        if self._owned:
            self._ray.shutdown()
            self._owned = False


def open_executor(spec: str | ExecutorSpec = EXECUTOR, workers: int = WORKERS,
                  start_method: str = "spawn") -> Executor:
    """The executor for `--executor SPEC --workers K`; use it as a context manager.

    `start_method` is the local pool's (fork is cheaper for code that never loads torch)."""
    parsed = spec if isinstance(spec, ExecutorSpec) else parse_executor(spec)
    if parsed.kind == "ray":
        return RayExecutor(parsed.address)
    check_workers(workers)
    if workers == 1:
        return InlineExecutor()
    return PoolExecutor(workers, start_method)


def check_executor(spec: str) -> ExecutorSpec:
    """Parse SPEC and, for ray, check that Ray is installed: bad settings fail before any work starts."""
    parsed = parse_executor(spec)
    if parsed.kind == "ray":
        import_ray()
    return parsed
