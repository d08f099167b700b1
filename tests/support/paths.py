"""Where the project is, for tests that read its files (docs, templates, schemas, examples)."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
