"""rag-eval: the harness that ingests, probes, asks and grades a corpus.

`evaluate`, `assert_no_category_below` and `assert_not_worse` are the Python API
(harness.api); they are imported on first use, so `import harness` stays light."""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"
__all__ = ["__version__", "assert_no_category_below", "assert_not_worse", "evaluate"]


def __getattr__(name: str) -> Any:
    if name in ("evaluate", "assert_no_category_below", "assert_not_worse"):
        # Resolved on first use, not at import: harness.api imports harness.run, which imports
        # this package's __version__, so an import here would be a cycle.
        return getattr(importlib.import_module("harness.api"), name)
    raise AttributeError(f"module 'harness' has no attribute {name!r}")
