"""The settings both CLIs share: each default and each rule, once.

A setting has one rule here, whoever sets it: a CLI option (`--chunk-size`), the run
configuration (`chunk_size` in rag-eval.toml or `--set`), or a library call. A rule names
the setting as its caller spells it (`name`) and fails with a SettingError: a usage
error, which the CLIs print as one `Error: ...` line and exit 2.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from harness.runtime.errors import UsageError
from harness.runtime.suggest import did_you_mean

CHUNK_SIZE = 1000  # characters per chunk (ingest)
CHUNK_OVERLAP = 150  # characters shared by consecutive chunks (ingest)
MIN_CHUNK_SIZE = 50
WORKERS = 1  # processes of the local executor
EXECUTOR = "local"  # local, ray or ray://host:port (harness.runtime.executor)
OCR_ENGINE = "tesseract"  # the ingest's OCR engine (harness/ingest/ocr_engines.py)
OCR_ENGINES = ("tesseract", "rapidocr")


class SettingError(UsageError):
    """A setting outside its range."""


def flag(key: str) -> str:
    """The CLI spelling of a configuration key: chunk_size -> --chunk-size."""
    return "--" + key.replace("_", "-")


def check_at_least(name: str, value: float, minimum: float) -> None:
    if not value >= minimum:  # nan too
        raise SettingError(f"{name} must be at least {minimum}, got {value}")


def check_between(name: str, value: float, low: float, high: float) -> None:
    if not low <= value <= high:
        raise SettingError(f"{name} must be between {low} and {high}, got {value}")


def check_positive(name: str, value: float) -> None:
    if not value > 0:  # nan too
        raise SettingError(f"{name} must be positive, got {value}")


def check_finite(name: str, value: float) -> None:
    """A number, not nan or infinite (a timeout of inf seconds overflows the clock)."""
    if not math.isfinite(value):
        raise SettingError(f"{name} must be a finite number, got {value}")


def check_one_of(name: str, value: str, choices: Iterable[str]) -> None:
    known = list(choices)
    if value not in known:
        raise SettingError(f"{name} must be one of {', '.join(known)}, got {value}")


def check_chunking(size: int, overlap: int, size_name: str = "--chunk-size",
                   overlap_name: str = "--chunk-overlap") -> None:
    """Chunks of at least MIN_CHUNK_SIZE characters; consecutive chunks share less than half of one."""
    check_at_least(size_name, size, MIN_CHUNK_SIZE)
    if not 0 <= overlap < size // 2:
        raise SettingError(f"{overlap_name} must be at least 0 and less than half of {size_name} "
                           f"({size // 2}), got {overlap}")


def check_ocr_engine(name: str, value: str) -> str:
    if value not in OCR_ENGINES:
        known = did_you_mean(value, OCR_ENGINES).replace("known keys", "known engines")
        raise SettingError(f"{name}: unknown OCR engine {value!r}{known}")
    return value


def check_workers(workers: int) -> int:
    check_at_least("--workers", workers, 1)
    return workers
