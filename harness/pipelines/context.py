"""What every pipeline is built from: the run's store, corpus folder and configuration."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.config import HarnessConfig


@dataclass
class PipelineContext:
    """What a pipeline is built from: the run's store, corpus folder and configuration."""

    config: HarnessConfig = field(default_factory=HarnessConfig)
    store: Path | None = None
    corpus: Path | None = None
    extra: dict[str, Any] = field(default_factory=dict)
