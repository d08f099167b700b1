"""rag-eval export --format every-eval-ever (harness/scoring/eee_export.py): a real run of the
hand-made corpus (its store built, so the misses have causes) and a suite run, exported and
validated against what Every Eval Ever 0.2.2's schemas require (restated in
tests/support/every_eval_ever/schemas.py)."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from harness import evaluate
from harness.cli import main
from harness.scoring.scorecard import read_scorecard
from tests.support.clirunner import invoke
from tests.support.every_eval_ever import schemas
from tests.support.run_corpus import write_run_corpus

pytestmark = pytest.mark.xdist_group("run-chain")
RECORDED = 1767225600  # the run's scorecard.json is dated 2026-01-01T00:00:00Z: its records' time
PIPELINE = "python:tests.harness.scoring.test_eee_export:answer"


def answer(question: str) -> dict[str, Any]:
    """One answer of each grade: Bluefin right, Harbor's value without its citation (partial), the
    total not known from the bill it retrieved (wrong), the negative declined (correct)."""
    if "Bluefin" in question:
        return {"answer": "52,340.17 [w2-bluefin.pdf]", "citations": ["w2-bluefin.pdf"],
                "retrieved": ["w2-bluefin.pdf"]}
    if "Harbor" in question:
        return {"answer": "1,480.25", "retrieved": ["w2-harbor.pdf"]}
    if "total" in question:
        return {"answer": "no idea", "retrieved": ["bill-metro.txt"]}
    return {"answer": "Not found in the documents."}


def _validator(schema: dict[str, Any]) -> jsonschema.Draft7Validator:
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema)


AGGREGATE = _validator(schemas.AGGREGATE)
INSTANCE = _validator(schemas.INSTANCE)


def _export(run: Path, corpus: Path, out: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Export, validate every file against its schema, and return the records."""
    r = invoke(main, "export", str(run), "--corpus", str(corpus), "--format", "every-eval-ever", "--out", str(out))
    assert (r.code, r.out, r.err) == (0, f"wrote {out}\n", "")
    marker = json.loads((out / "rag-export.json").read_text(encoding="utf-8"))
    stem = marker["files"][0].removesuffix(".json")
    assert marker == {"files": [f"{stem}.json", f"{stem}.jsonl"], "format": "every-eval-ever",
                      "tool": marker["tool"]}
    aggregate = json.loads((out / f"{stem}.json").read_text(encoding="utf-8"))
    AGGREGATE.validate(aggregate)
    lines = (out / f"{stem}.jsonl").read_bytes()
    instances = [json.loads(line) for line in lines.decode("utf-8").splitlines()]
    for record in instances:
        INSTANCE.validate(record)
    assert aggregate["detailed_evaluation_results"] == {
        "format": "jsonl", "file_path": f"{stem}.jsonl", "hash_algorithm": "sha256",
        "checksum": hashlib.sha256(lines).hexdigest(), "total_rows": len(instances)}
    return aggregate, instances


@pytest.fixture(scope="module")
def corpus_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    here = tmp_path_factory.mktemp("eee")
    corpus = write_run_corpus(here / "corpus")
    evaluate(answer, corpus, here / "run", ingest="always")
    os.utime(here / "run" / "scorecard.json", (RECORDED, RECORDED))
    return corpus, here / "run"


def test_a_run_is_an_aggregate_record_and_one_instance_per_question(corpus_run: tuple[Path, Path],
                                                                       tmp_path: Path) -> None:
    corpus, run = corpus_run
    aggregate, instances = _export(run, corpus, tmp_path / "eee")
    sha = "573085cdf1dae7082174075442ac0f5d99742aa807d896c62348d6ec4fd448d1"
    evaluation_id = f"rag-gen/run-test/rag-eval/{PIPELINE}/{RECORDED}"
    assert (aggregate["schema_version"], aggregate["evaluation_id"], aggregate["retrieved_timestamp"],
            aggregate["evaluation_timestamp"]) == ("0.2.2", evaluation_id, "1767225600", "2026-01-01T00:00:00Z")
    assert aggregate["model_info"] == {"name": PIPELINE, "id": f"rag-eval/{PIPELINE}", "developer": "unknown",
                                       "additional_details": {"pipeline": PIPELINE}}
    card = read_scorecard(run / "scorecard.json")
    versions = card.versions or {}
    assert aggregate["eval_library"] == {"name": "rag-eval", "version": versions["rag-eval"],
                                         "additional_details": versions}
    overall, *categories = aggregate["evaluation_results"]
    assert overall["source_data"] == {
        "dataset_name": "rag-gen corpus run-test", "source_type": "other", "source_id": "rag-gen/run-test",
        "source_version": sha, "additional_details": {"file": "corpus.json", "sha256": sha, "generator": "unknown"}}
    assert (overall["evaluation_result_id"], overall["evaluation_name"]) == ("accuracy", "rag-gen corpus run-test")
    assert overall["score_details"] == {
        "score": 0.5,
        "details": {"correct": "2", "partial": "1", "wrong": "1", "questions": "4", "floor": "0.25", "ceiling": "1.0"},
        "uncertainty": {"confidence_interval": {
            "lower": 0.15, "upper": 0.85, "confidence_level": 0.95,
            "method": "Wilson interval over the 4 questions of one household"}, "num_samples": 4}}
    assert {k: overall["metric_config"][k] for k in ("metric_id", "metric_unit", "lower_is_better", "min_score",
                                                     "max_score")} == {
        "metric_id": "accuracy", "metric_unit": "proportion", "lower_is_better": False, "min_score": 0.0,
        "max_score": 1.0}
    assert overall["generation_config"]["additional_details"]["top_k"] == "3"
    assert [(c["evaluation_result_id"], c["score_details"]["score"], c["score_details"]["details"])
            for c in categories] == [
        ("accuracy/aggregation", 0.0, {"correct": "0", "partial": "0", "wrong": "1", "questions": "1"}),
        ("accuracy/lookup", 0.5, {"correct": "1", "partial": "1", "wrong": "0", "questions": "2"}),
        ("accuracy/negative", 1.0, {"correct": "1", "partial": "0", "wrong": "0", "questions": "1"})]
    latency = {q.id: q.latency_s for q in card.questions}
    assert [i.pop("performance") for i in instances] == [{"latency_ms": round(latency[i["sample_id"]] * 1000, 3)}
                                                         for i in instances]
    for i in instances:
        assert (i["schema_version"], i["evaluation_id"], i["model_id"], i["evaluation_name"],
                i["evaluation_result_id"], i["interaction_type"], i["messages"]) == (
            "instance_level_eval_0.2.2", evaluation_id, f"rag-eval/{PIPELINE}", "rag-gen corpus run-test",
            "accuracy", "single_turn", None)
        assert i["answer_attribution"] == [{
            "turn_idx": 0, "source": "output.raw", "extracted_value": i["output"]["raw"][0],
            "extraction_method": "rag-eval grade (the answer key's checks)", "is_terminal": True}]
    assert [(i["sample_id"], i["input"], i["output"], i["evaluation"], i["metadata"]) for i in instances] == [
        ("lookup-001", {"raw": "What were the box 1 wages on the 2025 Form W-2 from Bluefin Supply Co?",
                        "reference": ["52,340.17"]},
         {"raw": ["52,340.17 [w2-bluefin.pdf]"]}, {"score": 1.0, "is_correct": True},
         {"category": "lookup", "grade": "correct", "negative": "false", "citations": '["w2-bluefin.pdf"]',
          "retrieved": '["w2-bluefin.pdf"]'}),
        ("lookup-002", {"raw": "How much federal income tax was withheld on the 2025 Form W-2 from Harbor Tools Inc?",
                        "reference": ["1,480.25"]},
         {"raw": ["1,480.25"]}, {"score": 0.0, "is_correct": False},
         {"category": "lookup", "grade": "partial", "negative": "false", "cause": "wrong-answer",
          "failed": "no citation of w2-harbor.pdf", "citations": "[]", "retrieved": '["w2-harbor.pdf"]'}),
        ("aggregation-001", {"raw": "What were the household's total 2025 wages in box 1 across all Forms W-2?",
                             "reference": ["70,345.67"]},
         {"raw": ["no idea"]}, {"score": 0.0, "is_correct": False},
         {"category": "aggregation", "grade": "wrong", "negative": "false", "cause": "not-retrieved",
          "failed": "missing any of 70,345.67 | 70345.67; no citation of w2-bluefin.pdf | w2-harbor.pdf",
          "citations": "[]", "retrieved": '["bill-metro.txt"]'}),
        ("negative-001", {"raw": "How much interest did Quarry Savings Bank pay the household in 2025?",
                          "reference": ["Not found in the documents."]},
         {"raw": ["Not found in the documents."]}, {"score": 1.0, "is_correct": True},
         {"category": "negative", "grade": "correct", "negative": "true", "citations": "[]", "retrieved": "[]"})]


def test_the_same_run_exports_the_same_bytes(corpus_run: tuple[Path, Path], tmp_path: Path) -> None:
    corpus, run = corpus_run
    _export(run, corpus, tmp_path / "a")
    _export(run, corpus, tmp_path / "b")
    files = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert files == sorted(p.name for p in (tmp_path / "b").iterdir())
    assert all((tmp_path / "a" / f).read_bytes() == (tmp_path / "b" / f).read_bytes() for f in files)
    stem = "ca1349bc-6946-5864-9604-5ba31a8ad288"  # named from the run's record, not a random UUID
    assert files == [f"{stem}.json", f"{stem}.jsonl", "rag-export.json"]


def test_the_schemas_refuse_what_they_should(corpus_run: tuple[Path, Path], tmp_path: Path) -> None:
    """The validators are strict where the format is: a record missing what it requires fails."""
    corpus, run = corpus_run
    aggregate, instances = _export(run, corpus, tmp_path / "eee")
    del instances[0]["evaluation"]
    with pytest.raises(jsonschema.ValidationError, match="'evaluation' is a required property"):
        INSTANCE.validate(instances[0])
    aggregate["evaluation_results"][0]["metric_config"].pop("min_score")
    with pytest.raises(jsonschema.ValidationError, match="'min_score' is a required property"):
        AGGREGATE.validate(aggregate)
