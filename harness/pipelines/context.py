"""What every pipeline is built from: the run's store, corpus folder and configuration.

A `python:` factory (a class, or a function with one parameter named `context`) receives
one `PipelineContext`:

- `corpus`: the corpus folder (absolute), the documents as the generator wrote them and
  `corpus.json` (read the documents, never the answer keys, or the run measures nothing);
- `store`: the folder of the store the harness built or reused (`store.sqlite`, opened with
  `harness.store.database.open_store`), or None when the run did not ingest
  (`--ingest never`, or `auto` for a pipeline that does not declare `needs_store = True`);
- `config`: the run's configuration (`--config`, `--set`), read only: in a run, the whole
  `harness.config.HarnessConfig` (the ingest's settings too); its pipeline part is a
  `PipelineSettings` (harness.pipelines.settings), the default;
- `extra`: free for the caller of `build_pipeline`; a run leaves it empty.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from harness.pipelines.settings import PipelineSettings


@dataclass
class PipelineContext:
    """What a pipeline is built from: the run's store, corpus folder and configuration."""

    config: PipelineSettings = field(default_factory=PipelineSettings)
    store: Path | None = None
    corpus: Path | None = None
    extra: dict[str, object] = field(default_factory=dict)
