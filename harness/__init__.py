"""rag-eval: the harness that ingests, probes, asks and grades a corpus.

`evaluate`, `assert_no_category_below` and `assert_not_worse` are the Python API
(harness.api); they are imported on first use, so `import harness` stays light."""

from __future__ import annotations

import importlib
from typing import Any

from harness.runtime.versions import VERSION as __version__

__all__ = ["__version__", "assert_no_category_below", "assert_not_worse", "evaluate"]


def __getattr__(name: str) -> Any:
    if name in ("evaluate", "assert_no_category_below", "assert_not_worse"):
        # Resolved on first use, not at import: harness.api pulls in the whole run (ingest,
        # pipelines, scoring), which `import harness` should not pay for.
        return getattr(importlib.import_module("harness.api"), name)
    raise AttributeError(f"module 'harness' has no attribute {name!r}")
