"""What a selftest found: grades by pipeline, the category matrix and the expectations."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.selftest.expectations import Expectation, Grades


@dataclass
class SelftestResult:
    out: Path
    grades: Grades
    matrix: dict[str, dict[str, dict[str, int]]]
    expectations: list[Expectation]
    informational: list[Expectation] = field(default_factory=list)
    notes: dict[str, Any] = field(default_factory=dict)

    @property
    def failed(self) -> list[Expectation]:
        return [e for e in self.expectations if not e.ok]
