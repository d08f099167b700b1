"""Every pipeline's settings, one flat record: the retrieval's, the reference pipeline's and
the adapters'. Each room owns its part (defaults, meaning, rules): `evidence/settings.py`,
`reference/settings.py`, `adapters/settings.py`.

The run configuration (harness.config.HarnessConfig) is this record plus the ingest's
settings; a pipeline is handed it as `PipelineContext.config`. The keys are the run
configuration's (`--config`, `--set`), the same in the scorecard's `config`.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.pipelines.adapters.settings import AdapterSettings
from harness.pipelines.reference.settings import ReferenceSettings


@dataclass(frozen=True)
class PipelineSettings(AdapterSettings, ReferenceSettings):
    """The retrieval's settings, then the reference pipeline's, then the adapters'."""

    def check(self) -> None:
        """Every pipeline setting's rule: a SettingError naming the first one broken."""
        self.check_retrieval()
        self.check_reference()
        self.check_adapters()
