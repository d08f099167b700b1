"""The adapters' settings (cmd: and http:): defaults, meaning and rules.

They are keys of the run configuration (`--config`, `--set`; harness.config) like every
pipeline setting; docs/pipelines.md ("The harness's settings") documents them for users.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.runtime.settings import check_finite, check_positive

DEFAULT_TIMEOUT_S = 120.0


@dataclass(frozen=True)
class AdapterSettings:
    timeout_s: float = DEFAULT_TIMEOUT_S  # per question, for cmd: and http: pipelines
    http_model: str = "default"   # the "model" field sent to an http: endpoint
    http_grammar: bool = False    # send the grammar to an http: endpoint (llama.cpp server)

    def check_adapters(self) -> None:
        """The rules of these settings: a SettingError naming the first one broken."""
        check_finite("timeout_s", self.timeout_s)
        check_positive("timeout_s", self.timeout_s)
