"""The run configuration (harness/config.py): a configuration file and --set, their one-line
errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.config import ConfigError, load_config

pytestmark = pytest.mark.xdist_group("run-chain")


def test_config_file_and_set(tmp_path: Path) -> None:
    path = tmp_path / "rag-eval.toml"
    path.write_text('[run]\ntop_k = 2\nmodel = "gemma3-270m"\n', encoding="utf-8")
    cfg = load_config(path, ["top_k=5", "few_shot=false"])
    assert (cfg.top_k, cfg.model, cfg.few_shot) == (5, "gemma3-270m", False)
    path.write_text("chunk_sise = 10\n", encoding="utf-8")
    with pytest.raises(ConfigError) as err:
        load_config(path)
    assert str(err.value) == f"{path}: unknown key chunk_sise (did you mean chunk_size?)"
    with pytest.raises(ConfigError) as err:
        load_config(None, ["top_k=many"])
    assert str(err.value) == "--set top_k=many: top_k must be int, got 'many'"
    with pytest.raises(ConfigError) as err:
        load_config(None, ["prompt=poem"])
    assert str(err.value) == "--set: prompt must be one of choice, fields, free, plain, got poem"
