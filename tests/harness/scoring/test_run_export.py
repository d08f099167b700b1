"""rag-eval export RUN (harness/scoring/run_export.py): the reference contexts come from a store
of the corpus (--store, RUN/store, or the store the run recorded); without one the export says
how many documents and questions lack text (the peers load it: tests/e2e/test_interop.py)."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest
import yaml

from harness.cli import main
from harness.contract.manifest import Question, dump_manifest, load_manifest
from tests.support.clirunner import invoke
from tests.support.run_corpus import write_run_corpus
from tests.support.suite_helpers import write_tiny_suite

pytestmark = pytest.mark.xdist_group("run-chain")


def _contexts(out: Path) -> dict[str, list[str]]:
    rows = [json.loads(line) for line in (out / "datasets" / "run.jsonl").read_text(encoding="utf-8").splitlines()]
    return {r["id"]: r["reference_contexts"] for r in rows}


def test_the_reference_contexts_come_from_a_store_or_the_export_warns(tmp_path: Path) -> None:
    corpus = write_run_corpus(tmp_path / "corpus")
    manifest = load_manifest(corpus)  # plus a question on the bill, a document without a PDF text layer
    manifest.questions.append(Question.model_validate({
        "id": "lookup-bill", "question": "What amount is due on the Metro Power & Light bill?", "category": "lookup",
        "mustContainAny": ["88.10"], "mustCiteAny": ["bill-metro.txt"]}))
    (corpus / "corpus.json").write_text(dump_manifest(manifest), encoding="utf-8")
    built = tmp_path / "built"
    assert invoke(main, "run", str(corpus), "--out", str(built), "--pipeline", "extractive", "--quiet").code == 0
    shared = tmp_path / "shared-store"
    shutil.copytree(built / "store", shared)
    run = tmp_path / "run"  # asked with --store: no RUN/store, the scorecard records the shared one
    r = invoke(main, "run", str(corpus), "--store", str(shared), "--out", str(run), "--pipeline", "extractive",
               "--quiet")
    assert r.code == 0, r.err
    out = tmp_path / "x"
    r = invoke(main, "export", str(run), "--corpus", str(corpus), "--format", "ragas", "--out", str(out))
    assert (r.code, r.out, r.err) == (0, f"wrote {out} (documents' text from the store {shared})\n", "")
    with_store = _contexts(out)
    shutil.rmtree(shared)
    r = invoke(main, "export", str(run), "--corpus", str(corpus), "--format", "ragas", "--out", str(out), "--force")
    assert (r.code, r.out) == (0, f"wrote {out}\n")
    assert r.err == ("Warning: 1 of 3 documents have no text, so 1 of 4 questions have an empty reference context "
                     "(no store of this corpus: pass --store STORE, a store rag-eval ingest built from it, for the "
                     "scans' OCR): bill-metro.txt\n")
    without = _contexts(out)
    assert [i for i in without if without[i] != with_store[i]] == ["lookup-bill"]
    assert without["lookup-bill"] == [""] and with_store["lookup-bill"][0].startswith("Metro")
    r = invoke(main, "export", str(run), "--corpus", str(corpus), "--format", "deepeval", "--out", str(out),
               "--force", "--store", str(built / "store"))
    assert (r.code, r.out, r.err) == (0, f"wrote {out} (documents' text from the store {built / 'store'})\n", "")


def declines(question: str) -> str:
    return "Not found in the documents."


def test_a_suite_run_exports_in_the_field_formats(tmp_path: Path) -> None:
    """A suite run is one Every Eval Ever record (its instances `<household>/<id>`) and one
    .eval_results/ YAML, both on suite.json's SHA-256 (their contents: test_eee_export.py,
    test_hf_eval_results.py)."""
    suite = write_tiny_suite(tmp_path / "suite")
    run = tmp_path / "run"
    r = invoke(main, "run", str(suite), "--pipeline", "python:tests.harness.scoring.test_run_export:declines",
               "--out", str(run), "--quiet")
    assert r.code == 0, r.err
    sha = hashlib.sha256((suite / "suite.json").read_bytes()).hexdigest()
    r = invoke(main, "export", str(run), "--corpus", str(suite), "--format", "every-eval-ever", "--out",
               str(tmp_path / "eee"))
    assert (r.code, r.out, r.err) == (0, f"wrote {tmp_path / 'eee'}\n", "")
    [aggregate] = [json.loads(p.read_text()) for p in (tmp_path / "eee").glob("*.json") if p.name != "rag-export.json"]
    [jsonl] = list((tmp_path / "eee").glob("*.jsonl"))
    instances = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()]
    overall = aggregate["evaluation_results"][0]
    assert overall["source_data"] == {
        "dataset_name": "rag-gen suite tiny", "source_type": "other", "source_id": "rag-gen/tiny",
        "source_version": sha,
        "additional_details": {"file": "suite.json", "sha256": sha, "generator": "unknown", "households": "2"}}
    assert (overall["score_details"]["score"], overall["score_details"]["uncertainty"]["confidence_interval"]) == (
        0.25, {"lower": 0.0715, "upper": 0.5907, "confidence_level": 0.95,
               "method": "Wilson interval on the effective sample size over 2 households"})
    assert [(i["sample_id"], i["metadata"]["household"], i["metadata"]["grade"], i["metadata"].get("cause"))
            for i in instances] == [
        (f"seed-{s}/{q}", f"seed-{s}", "correct" if q == "negative-001" else "wrong",
         None if q == "negative-001" else "unknown")
        for s in (1, 2) for q in ("lookup-001", "lookup-002", "aggregation-001", "negative-001")]
    r = invoke(main, "export", str(run), "--corpus", str(suite), "--format", "hf-eval-results", "--out",
               str(tmp_path / "hf"))
    assert (r.code, r.out, r.err) == (0, f"wrote {tmp_path / 'hf'}\n", "")
    entries = yaml.safe_load((tmp_path / "hf" / ".eval_results" / "rag-gen-tiny.yaml").read_text(encoding="utf-8"))
    assert [(e["dataset"], e["value"]) for e in entries] == [
        ({"id": "rag-gen/tiny", "task_id": task, "revision": sha}, value)
        for task, value in (("all", 25.0), ("aggregation", 0.0), ("lookup", 0.0), ("negative", 100.0))]


def test_bad_input_is_one_line(tmp_path: Path) -> None:
    corpus = write_run_corpus(tmp_path / "corpus")
    out = str(tmp_path / "x")

    def export(run: Path, *more: str) -> tuple[int, str]:
        r = invoke(main, "export", str(run), "--corpus", str(corpus), "--out", out, *more)
        return r.code, r.err

    assert export(corpus, "--format", "ragaz") == (2, "Error: --format: unknown run export format 'ragaz' (did you "
                                                      "mean ragas?)\n")
    assert export(corpus, "--format", "every-eval") == (2, "Error: --format: unknown run export format "
                                                           "'every-eval' (did you mean every-eval-ever?)\n")
    assert export(corpus, "--format", "xml") == (2, "Error: --format: unknown run export format 'xml' (known "
                                                    "formats: deepeval, every-eval-ever, hf-eval-results, ragas)\n")
    assert export(corpus, "--format", "hf-eval-results") == (1, f"Error: {corpus} is not a run folder: it has no "
                                                                "scorecard.json (rag-eval run CORPUS --out DIR "
                                                                "writes one)\n")
    assert export(tmp_path / "nothere", "--format", "ragas") == (1, f"Error: {tmp_path / 'nothere'}: no such "
                                                                    "folder (a run folder, written by rag-eval run "
                                                                    "--out)\n")
    assert export(corpus / "corpus.json", "--format", "every-eval-ever") == (
        1, f"Error: {corpus / 'corpus.json'} is a file, not a run folder (one written by rag-eval run --out)\n")
    (tmp_path / "run").mkdir()
    (tmp_path / "run" / "scorecard.json").write_text("{}")
    assert export(tmp_path / "run", "--format", "hf-eval-results", "--store", str(tmp_path)) == (
        1, "Error: --store gives the documents' text, which --format hf-eval-results does not hold: leave --store "
           "out\n")
    assert not (tmp_path / "x").exists()
