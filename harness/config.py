"""The harness's own configuration: the A/B levers of a run.

It lives in its own TOML file (`--config rag-eval.toml`, a `[run]` table or top-level
keys) and in `--set key=value`; it never reads or writes an application's settings.
Unknown keys are errors that suggest the nearest known key; the rules of the settings the
ingest shares (chunk size and overlap, OCR engine) are harness.runtime.settings's.
"""

from __future__ import annotations

import tomllib
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from harness.runtime.settings import (
    CHUNK_OVERLAP,
    CHUNK_SIZE,
    OCR_ENGINE,
    SettingError,
    check_at_least,
    check_chunking,
    check_ocr_engine,
    check_one_of,
    check_positive,
)
from harness.runtime.suggest import did_you_mean


class ConfigError(SettingError):
    """A bad configuration file or --set value: a usage error (exit 2)."""


@dataclass(frozen=True)
class HarnessConfig:
    chunk_size: int = CHUNK_SIZE  # characters per chunk (ingest)
    chunk_overlap: int = CHUNK_OVERLAP  # characters shared by neighbouring chunks (ingest)
    ocr_engine: str = OCR_ENGINE  # the ingest's OCR engine: tesseract or rapidocr
    top_k: int = 3                # passages handed to the model
    fusion_k: int = 60            # reciprocal-rank-fusion constant
    context_chars: int = 700      # characters of each passage shown to the model
    model: str = "smollm2"        # smollm2, gemma3-270m, or a path to a .gguf file
    dequantize: bool = True       # smollm2: run its Q4_1 weights as an F16 copy made once (2x faster here)
    prompt: str = "fields"        # fields, choice, free, plain (see README: rag-eval run)
    few_shot: bool = True         # few-shot turns in the prompt
    mention_filter: bool = True   # reference: only documents holding the question's names, years, ids, dates
    max_tokens: int = 64          # generation budget per answer
    decoder: str = "trie"         # reference, prompts fields/choice: trie (the model picks a candidate after one
                                  # prompt evaluation) or grammar
    decline_margin: float = 0.0   # reference, decoder trie: logit bonus of the decline where it parts from the others
    shortlist: int = 4            # reference, prompt fields: the lines shown and offered, closest to the question
                                  # first (0: every line of every document shown)
    seed: int = 42                # the model's sampling seed (temperature is always 0)
    n_ctx: int = 4096             # the model's context window
    threads: int = 0              # the model's CPU threads; 0: every core this process may use
    timeout_s: float = 120.0      # per question, for cmd: and http: pipelines
    http_model: str = "default"   # the "model" field sent to an http: endpoint
    http_grammar: bool = False    # send the grammar to an http: endpoint (llama.cpp server)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


_PROMPTS = ("choice", "fields", "free", "plain")
_DECODERS = ("trie", "grammar")


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
        check_chunking(config.chunk_size, config.chunk_overlap, "chunk_size", "chunk_overlap")
        for key in ("top_k", "fusion_k", "context_chars", "max_tokens", "n_ctx"):
            check_at_least(key, getattr(config, key), 1)
        check_at_least("threads", config.threads, 0)  # 0: every core
        check_at_least("shortlist", config.shortlist, 0)
        if config.shortlist == 1:
            raise SettingError("shortlist must be 0 (every line) or at least 2 (one line is not a choice), got 1")
        check_positive("timeout_s", config.timeout_s)
        check_one_of("prompt", config.prompt, _PROMPTS)
        check_one_of("decoder", config.decoder, _DECODERS)
        check_ocr_engine("ocr_engine", config.ocr_engine)
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
