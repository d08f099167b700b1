"""What a run's results are about, for the field's result formats (Every Eval Ever, Hugging
Face's `.eval_results/`): the benchmark (a rag-gen corpus or suite: its name, the file whose
SHA-256 is its revision, the rag-gen that generated it), the system under test and when the
run wrote its record.

The time is the run's, never the export's: the modification time of its scorecard.json (the
run writes it last), so exporting the same run twice writes the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

# What a rag-gen benchmark is called where a Hub-style id is wanted: `rag-gen/<name>` (the corpus
# or suite is not a Hub dataset unless someone publishes it; docs/exports.md says to edit it then).
DATASET_PREFIX = "rag-gen/"


@dataclass(frozen=True)
class Benchmark:
    """A corpus (`corpus.json`) or a suite (`suite.json`, `households` > 0) as the run saw it."""

    name: str
    file: str  # "corpus.json" or "suite.json": the file `sha256` is of
    sha256: str
    generator: str | None  # the rag-gen that generated it (corpus.json/suite.json `generator.tool`)
    households: int = 0

    @property
    def dataset_id(self) -> str:
        return DATASET_PREFIX + self.name

    @property
    def kind(self) -> str:
        return "suite" if self.households else "corpus"


@dataclass(frozen=True)
class RunIdentity:
    benchmark: Benchmark
    pipeline: str  # the scorecard's pipeline spec: the system under test
    versions: dict[str, str]  # the scorecard's versions (rag-eval, python, the models' packages)
    recorded: float  # when the run wrote its scorecard.json (seconds since the epoch, UTC)

    @property
    def recorded_iso(self) -> str:
        return iso_utc(self.recorded)

    @property
    def recorded_epoch(self) -> str:
        return str(int(self.recorded))


def recorded_time(scorecard: Path) -> float:
    """When a run wrote its record: its scorecard.json's modification time (the run writes it last)."""
    return Path(scorecard).stat().st_mtime


def iso_utc(seconds: float) -> str:
    """A time as `2026-12-04T16:47:33Z`."""
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
