"""No quiet losses: what a run could not measure is printed, recorded and reflected in the exit code.

Before: `rag-eval run` exited 0 saying nothing when documents had failed to ingest; a
pipeline that died on question k left only probe.json; a run that failed early left an
empty --out folder. (`rag-gen lint` passed a corpus listing one document twice:
tests/generator/questions/test_lint.py.)
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from harness.cli import main as rag_eval
from harness.contract.manifest import DocumentEntry, dump_manifest, load_manifest
from harness.ingest import IngestConfig, ingest
from tests.support.clirunner import invoke
from tests.support.run_corpus import write_run_corpus

pytestmark = pytest.mark.xdist_group("run-losses")

PIPELINE = (
    "def answer(question):\n"
    "    if 'Harbor' in question:\n"
    "        raise RuntimeError('the model server went away')\n"
    "    if 'Bluefin' in question:\n"
    "        return '52,340.17 [w2-bluefin.pdf]'\n"
    "    return 'Not found in the documents.'\n"
)


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run corpus plus an empty PDF in documents[], its store (no embeddings), a pipeline module."""
    root = tmp_path_factory.mktemp("losses")
    corpus = write_run_corpus(root / "corpus")
    (corpus / "empty.pdf").write_bytes(b"")
    manifest = load_manifest(corpus)
    manifest.documents = [*(manifest.documents or []), DocumentEntry(file="empty.pdf")]
    (corpus / "corpus.json").write_text(dump_manifest(manifest), encoding="utf-8")
    ingest(corpus, root / "store", IngestConfig(skip=frozenset({"embed"})))
    (root / "mine.py").write_text(PIPELINE)
    return root


def test_documents_that_failed_to_ingest_are_listed_recorded_and_exit_3(world: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(world)
    r = invoke(rag_eval, "run", "corpus", "--store", "store", "--pipeline", "python:mine:answer",
               "--category", "negative", "--out", "r-failed", "--quiet")
    assert r.code == 3
    assert r.err == "1 documents failed to ingest:\n  empty.pdf: empty file (0 bytes)\n"
    card = json.loads((world / "r-failed" / "scorecard.json").read_text())
    assert card["store"]["failedDocuments"] == [{"error": "empty file (0 bytes)", "file": "empty.pdf"}]
    html = (world / "r-failed" / "report.html").read_text()
    assert ('<p id="failed-documents" class="wrong"><strong>1 documents failed to ingest</strong>; questions '
            "about them cannot be answered:</p><ul><li><code>empty.pdf</code>: empty file (0 bytes)</li></ul>"
            ) in html
    assert "**1 documents failed to ingest**: empty.pdf: empty file (0 bytes)" in (
        world / "r-failed" / "scorecard.md").read_text()


def test_a_pipeline_that_dies_part_way_leaves_what_it_answered(world: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(world)
    r = invoke(rag_eval, "run", "corpus", "--store", "store", "--pipeline", "python:mine:answer",
               "--out", "r-died", "--quiet")
    assert (r.code, r.err) == (1, "Error: python:mine:answer raised RuntimeError: the model server went away "
                                  "on question lookup-002\n")
    run = world / "r-died"
    assert sorted(p.name for p in run.iterdir()) == ["answers.jsonl", "junit.xml", "probe.json", "report.html",
                                                     "scorecard.json", "scorecard.md"]
    answers = [json.loads(line) for line in (run / "answers.jsonl").read_text().splitlines()]
    assert [(a["id"], a["answer"]) for a in answers] == [("lookup-001", "52,340.17 [w2-bluefin.pdf]")]
    card = json.loads((run / "scorecard.json").read_text())
    assert card["incomplete"] == {
        "answered": 1, "failedOn": "lookup-002",
        "error": "python:mine:answer raised RuntimeError: the model server went away on question lookup-002",
        "unanswered": [{"category": "lookup", "id": "lookup-002"}, {"category": "aggregation", "id": "aggregation-001"},
                       {"category": "negative", "id": "negative-001"}],
    }
    assert card["summary"]["byGrade"] == {"correct": 1, "partial": 0, "wrong": 0}
    suite = ET.parse(run / "junit.xml").getroot().find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("4", "0", "3")
    errors = {c.get("name"): c.find("error") for c in suite.findall("testcase") if c.find("error") is not None}
    assert sorted(errors) == ["aggregation-001", "lookup-002", "negative-001"]
    first = errors["lookup-002"]
    assert first is not None and first.get("type") == "unanswered"
    assert first.get("message") == ("not answered: python:mine:answer raised RuntimeError: the model server went "
                                    "away on question lookup-002")
    assert '<p id="incomplete" class="wrong"><strong>Incomplete run:</strong>' in (run / "report.html").read_text()


def test_a_run_that_fails_before_measuring_leaves_no_out_folder(world: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(world)
    r = invoke(rag_eval, "run", "corpus", "--store", "no-store", "--pipeline", "python:mine:answer",
               "--out", "r-early", "--quiet")
    assert (r.code, r.err) == (1, "Error: no-store has no marker: it was not built by rag-eval ingest or snapshot\n")
    assert not (world / "r-early").exists()
    (world / "r-kept").mkdir()  # a folder the user made is theirs: it stays
    r = invoke(rag_eval, "run", "corpus", "--store", "no-store", "--pipeline", "python:mine:answer",
               "--out", "r-kept", "--quiet")
    assert r.code == 1 and (world / "r-kept").is_dir()
