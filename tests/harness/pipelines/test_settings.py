"""Pipeline settings are owned by the pipelines' rooms (defaults, meaning, rules); the run
configuration composes them with the ingest's into one flat record whose keys, values and
`--set` behaviour did not change when they moved."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from pathlib import Path

import pytest

from harness.config import HarnessConfig, IngestSettings, load_config
from harness.pipelines import PipelineContext, PipelineSettings
from harness.pipelines.adapters.settings import AdapterSettings
from harness.pipelines.evidence.settings import RetrievalSettings
from harness.pipelines.reference.settings import ReferenceSettings
from harness.runtime.settings import SettingError
from tests.support.paths import REPO

# The run configuration as a scorecard records it (`config`), key order included.
RECORDED_DEFAULTS = [
    ("chunk_size", 1000), ("chunk_overlap", 150), ("ocr_engine", "tesseract"),
    ("top_k", 3), ("fusion_k", 60),
    ("context_chars", 700), ("model", "smollm2"), ("dequantize", True), ("prompt", "fields"), ("few_shot", True),
    ("mention_filter", True), ("max_tokens", 64), ("decoder", "trie"), ("decline_margin", 0.0), ("shortlist", 4),
    ("seed", 42), ("n_ctx", 4096), ("threads", 0),
    ("timeout_s", 120.0), ("http_model", "default"), ("http_grammar", False),
]


def _own(cls: type, base: type | None = None) -> list[str]:
    inherited = {f.name for f in fields(base)} if base is not None else set()
    return [f.name for f in fields(cls) if f.name not in inherited]


def test_the_recorded_configuration_is_unchanged() -> None:
    assert list(HarnessConfig().to_json().items()) == RECORDED_DEFAULTS
    assert [(k, type(v)) for k, v in HarnessConfig().to_json().items()] == [
        (k, type(v)) for k, v in RECORDED_DEFAULTS]


def test_each_room_owns_its_settings() -> None:
    assert _own(IngestSettings) == ["chunk_size", "chunk_overlap", "ocr_engine"]
    assert _own(RetrievalSettings) == ["top_k", "fusion_k"]
    assert _own(ReferenceSettings, RetrievalSettings) == [
        "context_chars", "model", "dequantize", "prompt", "few_shot", "mention_filter", "max_tokens", "decoder",
        "decline_margin", "shortlist", "seed", "n_ctx", "threads"]
    assert _own(AdapterSettings) == ["timeout_s", "http_model", "http_grammar"]
    assert _own(PipelineSettings, ReferenceSettings) == ["timeout_s", "http_model", "http_grammar"]
    assert _own(HarnessConfig, PipelineSettings) == ["chunk_size", "chunk_overlap", "ocr_engine"]
    assert issubclass(HarnessConfig, PipelineSettings) and PipelineContext().config == PipelineSettings()


def test_set_and_the_configuration_file_give_the_same_record(tmp_path: Path) -> None:
    path = tmp_path / "rag-eval.toml"
    path.write_text('[run]\nshortlist = 0\ndecline_margin = 1\nhttp_grammar = true\ntop_k = 5\n', encoding="utf-8")
    from_file = load_config(path)
    from_set = load_config(None, ["shortlist=0", "decline_margin=1", "http_grammar=yes", "top_k=5"])
    assert from_file == from_set
    assert {k: v for k, v in from_set.to_json().items() if v != dict(RECORDED_DEFAULTS)[k]} == {
        "shortlist": 0, "decline_margin": 1.0, "http_grammar": True, "top_k": 5}


@pytest.mark.parametrize(("settings", "check", "message"), [
    (RetrievalSettings(top_k=0), RetrievalSettings.check_retrieval, "top_k must be at least 1, got 0"),
    (ReferenceSettings(prompt="poem"), ReferenceSettings.check_reference,
     "prompt must be one of choice, fields, free, plain, got poem"),
    (AdapterSettings(timeout_s=0), AdapterSettings.check_adapters, "timeout_s must be positive, got 0"),
    (PipelineSettings(threads=-1), PipelineSettings.check, "threads must be at least 0, got -1"),
])
def test_each_room_checks_its_own(settings: object, check: Callable[[object], None], message: str) -> None:
    with pytest.raises(SettingError) as err:
        check(settings)
    assert str(err.value) == message


def test_every_pipeline_setting_is_documented() -> None:
    docs = (REPO / "docs" / "pipelines.md").read_text(encoding="utf-8")
    section = docs[docs.index("## The harness's settings"):]
    section = section[:section.index("\n## ", 1)] if "\n## " in section[1:] else section
    assert [f.name for f in fields(PipelineSettings) if f"`{f.name}`" not in section] == []
