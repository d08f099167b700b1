"""The retrieval's settings (both baselines and http: retrieve): defaults, meaning and rules.

They are keys of the run configuration (`--config`, `--set`; harness.config) like every
pipeline setting; docs/pipelines.md ("The harness's settings") documents them for users.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.runtime.settings import check_at_least


@dataclass(frozen=True)
class RetrievalSettings:
    top_k: int = 3                # passages handed to the model (the extractive pipeline's contexts)
    fusion_k: int = 60            # reciprocal-rank-fusion constant

    def check_retrieval(self) -> None:
        """The rules of these settings: a SettingError naming the first one broken."""
        check_at_least("top_k", self.top_k, 1)
        check_at_least("fusion_k", self.fusion_k, 1)
