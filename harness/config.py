"""The harness's own configuration: the A/B levers of a run.

It lives in its own TOML file (`--config rag-eval.toml`, a `[run]` table or top-level
keys) and in `--set key=value`; it never reads or writes an application's settings.
Unknown keys are errors that suggest the nearest known key. The record is flat: the
ingest's settings (chunk size and overlap, OCR engine: their defaults and rules are
harness.runtime.settings's) and every pipeline's (harness.pipelines.settings: each
pipeline room owns its settings' defaults, meaning and rules).
"""

from __future__ import annotations

import tomllib
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from harness.pipelines.settings import PipelineSettings
from harness.runtime.settings import (
    CHUNK_OVERLAP,
    CHUNK_SIZE,
    OCR_ENGINE,
    SettingError,
    check_chunking,
    check_ocr_engine,
)
from harness.runtime.suggest import did_you_mean


class ConfigError(SettingError):
    """A bad configuration file or --set value: a usage error (exit 2)."""


@dataclass(frozen=True)
class IngestSettings:
    """The ingest's settings a run configures (the ingest's own record is harness.ingest.IngestConfig)."""

    chunk_size: int = CHUNK_SIZE  # characters per chunk (ingest)
    chunk_overlap: int = CHUNK_OVERLAP  # characters shared by neighbouring chunks (ingest)
    ocr_engine: str = OCR_ENGINE  # the ingest's OCR engine: tesseract or rapidocr


@dataclass(frozen=True)
class HarnessConfig(PipelineSettings, IngestSettings):
    """A run's configuration: the ingest's settings, then every pipeline's, as one flat record."""

    def check(self) -> None:
        """Every setting's rule: a SettingError naming the first one broken."""
        check_chunking(self.chunk_size, self.chunk_overlap, "chunk_size", "chunk_overlap")
        super().check()
        check_ocr_engine("ocr_engine", self.ocr_engine)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _known() -> dict[str, type]:
    return {f.name: type(getattr(HarnessConfig(), f.name)) for f in fields(HarnessConfig)}


def _unknown(key: str, where: str) -> ConfigError:
    return ConfigError(f"{where}: unknown key {key}{did_you_mean(key.replace('-', '_'), _known())}")


def _convert(key: str, value: Any, where: str) -> Any:
    kind = _known()[key]
    if isinstance(value, str) and kind is not str:
        text = value.strip()
        try:
            if kind is bool:
                if text.lower() not in ("true", "false", "1", "0", "yes", "no"):
                    raise ValueError
                return text.lower() in ("true", "1", "yes")
            return kind(text)
        except ValueError:
            raise ConfigError(f"{where}: {key} must be {kind.__name__}, got {value!r}") from None
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ConfigError(f"{where}: {key} must be {kind.__name__}, got {value!r}")
    return value


def _check(config: HarnessConfig, where: str) -> HarnessConfig:
    try:
        config.check()
    except SettingError as exc:
        raise ConfigError(f"{where}: {exc}") from None
    return config


def load_config(path: Path | None = None, sets: list[str] | tuple[str, ...] = ()) -> HarnessConfig:
    """Defaults, then the TOML file, then each `key=value` of --set, in that order."""
    values: dict[str, Any] = {}
    if path is not None:
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ConfigError(f"{path}: no such file") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{path}: cannot read: {exc}") from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path}: invalid TOML: {exc}") from None
        except RecursionError:
            raise ConfigError(f"{path}: invalid TOML: nested too deeply") from None
        table = data.get("run", data) if isinstance(data.get("run"), dict) else data
        for key, value in table.items():
            if key not in _known():
                raise _unknown(key, str(path))
            values[key] = _convert(key, value, str(path))
    for item in sets:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ConfigError(f"--set {item}: expected key=value")
        if key not in _known():
            raise _unknown(key, f"--set {item}")
        values[key] = _convert(key, value, f"--set {item}")
    where = "--set" if sets else (str(path) if path else "configuration")
    return _check(replace(HarnessConfig(), **values), where)
