"""The full chain on a generated corpus: rag-gen --size small, then rag-eval run on the real model."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from harness.cli import main
from harness.contract.grade import Grade
from harness.contract.manifest import load_manifest
from harness.scoring.scorecard import Repeat, read_scorecard
from tests.support.clirunner import invoke


@pytest.mark.slow
def test_reference_run_on_a_generated_corpus(small42: Path, tmp_path: Path) -> None:
    corpus = small42
    manifest = load_manifest(corpus)
    out = tmp_path / "run"
    r = invoke(main, "run", str(corpus), "--out", str(out), "--limit", "4", "--repeat", "2", "--workers", "2",
               "--quiet")
    assert r.code == 0, r.err
    card = read_scorecard(out / "scorecard.json")
    ids = [q.id for q in manifest.questions[:4]]
    assert [q.id for q in card.questions] == ids
    assert card.pipeline == "reference"
    assert card.repeat == Repeat(runs=2, differing=[])  # temperature 0, cache reset: identical repeats
    assert card.corpus.documents == len(manifest.documents or [])
    assert card.summary.total == 4 and sum(card.summary.by_grade.values()) == 4
    assert card.probe is not None and card.probe.doc_types.total == len(manifest.documents or [])
    for q in card.questions:
        assert q.latency_s is not None and q.latency_s > 0
        assert q.answer == "Not found in the documents." or q.answer.endswith(f"[{(q.citations or [''])[0]}]")
    suite = ET.parse(out / "junit.xml").getroot().find("testsuite")
    assert suite is not None and suite.get("tests") == "4"
    assert suite.get("failures") == str(sum(q.grade != Grade.CORRECT for q in card.questions))
    assert r.out.splitlines()[-1] == f"report: {out / 'report.html'}"
