"""Work units for the executor tests (tests/harness/runtime/test_executor.py and
tests/e2e/test_executor_ray.py): module-level functions, because executors pickle them by
reference (a pool's or Ray's workers import this module), and `collect`, which runs them."""

from __future__ import annotations

import os
from pathlib import Path


def square(n: int) -> int:
    return n * n


def flaky(unit: tuple[str, int]) -> int:
    """Fails the first time it sees a unit (a marker file remembers it across processes)."""
    folder, n = unit
    marker = Path(folder) / f"seen-{n}"
    if not marker.exists():
        marker.write_text("1")
        raise RuntimeError(f"first try of {n}")
    return n + 100


def broken(n: int) -> int:
    if n == 3:
        raise ValueError(f"unit {n} is broken")
    return n


def crash_once(unit: tuple[str, int]) -> int:
    """Kills its worker process the first time it runs (a crashed task), then works."""
    folder, n = unit
    marker = Path(folder) / "crashed"
    if n == 2 and not marker.exists():
        marker.write_text("1")
        os._exit(17)
    return n


def collect(executor, fn, items, batch_size=None):  # type: ignore[no-untyped-def]
    with executor as ex:
        pairs = list(ex.map(fn, items, batch_size))
    assert sorted(i for i, _ in pairs) == list(range(len(items)))  # every unit exactly once
    return dict(pairs)
