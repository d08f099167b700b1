"""rag-eval sweep (harness/sweep.py): its severities and sources are checked, and a folder rag-gen
did not make is refused (its curve: tests/harness/scoring/test_curve.py; one real sweep:
tests/e2e/test_sweep.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli import main as rag_eval
from harness.runtime.settings import SettingError
from harness.sweep import household, level_name, parse_severities
from tests.support.clirunner import invoke


def test_severities_and_sources_are_checked() -> None:
    assert parse_severities("1,0,0.5,0.5") == [0.0, 0.5, 1.0]
    for text, message in (("0,2", "--severity: 2 is not between 0 and 1"),
                          ("a", "--severity takes numbers between 0 and 1 separated by commas, got 'a'")):
        with pytest.raises(SettingError) as exc:
            parse_severities(text)
        assert str(exc.value) == message
    assert household("7", "small", 2024) == {"seed": "7", "size": "small", "year": "2024", "rasterizer": "pdfium"}
    assert (level_name(None), level_name(0.25), level_name(1.0)) == ("born-digital", "severity-0.25", "severity-1")


def test_a_sweep_of_a_folder_that_rag_gen_did_not_make_is_refused(tmp_path: Path) -> None:
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "corpus.json").write_text(json.dumps({"name": "x", "description": "d", "questions": []}))
    r = invoke(rag_eval, "sweep", str(tmp_path / "c"))
    assert (r.code, r.err) == (1, f"Error: {tmp_path / 'c'}: corpus.json does not record generator.seed, "
                                  "generator.size, generator.year (a sweep regenerates the corpus: was it made by "
                                  "rag-gen?)\n")
    r = invoke(rag_eval, "sweep", str(tmp_path / "nope"))
    assert (r.code, r.err) == (1, f"Error: {tmp_path / 'nope'} is neither a corpus folder (with corpus.json) "
                                  "nor a seed\n")
    r = invoke(rag_eval, "sweep", "42", "--severity", "0,1.5")
    assert (r.code, r.err) == (2, "Error: --severity: 1.5 is not between 0 and 1\n")


def test_a_sweep_never_writes_into_the_corpus_it_regenerates(tmp_path: Path) -> None:
    corpus = tmp_path / "c"
    corpus.mkdir()
    (corpus / "corpus.json").write_text(json.dumps({"name": "x", "description": "d", "questions": [],
                                                    "generator": {"seed": "7", "size": "small", "year": "2025"}}))
    r = invoke(rag_eval, "sweep", str(corpus), "--out", str(corpus / "sweep"))
    assert (r.code, r.err) == (1, f"Error: --out {corpus / 'sweep'} is inside the corpus {corpus}: choose a folder "
                                  "outside it\n")
    assert sorted(p.name for p in corpus.iterdir()) == ["corpus.json"]
