"""A run as the EvalEval Coalition's "Every Eval Ever" records (schema 0.2.2, docs/exports.md):
one aggregate record (`<id>.json`: the pipeline as the model, the rag-gen corpus or suite as
the dataset with its corpus.json / suite.json SHA-256 as the revision, rag-eval as the library,
the accuracy overall and per category with its 95% interval) and its instance-level records
(`<id>.jsonl`: one per graded question: the question, the expected answer in one plain form,
the answer, the grade and the cause of a miss).

The score of an instance is 1 for a correct grade and 0 otherwise (a partial grade is not
correct, as in the accuracy), so the aggregate is the mean of its instances. The file names
and the evaluation id derive from the run's record, never from a random UUID or the clock:
the same run exports the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from harness.contract.grade import Grade
from harness.contract.interop import reference_answer
from harness.contract.manifest import Question
from harness.scoring.intervals import method
from harness.scoring.run_identity import RunIdentity
from harness.scoring.scorecard import PARTIAL_MEANS, QuestionResult, Scorecard
from harness.scoring.stats import Interval

SCHEMA_VERSION = "0.2.2"
INSTANCE_SCHEMA_VERSION = "instance_level_eval_0.2.2"
# Every Eval Ever's file names are UUIDs; ours are derived from the run's record (uuid5 in this namespace).
NAMESPACE = uuid.UUID("6f1c2b0e-5a43-4f7e-9d1a-3c8b2e7f4a10")
OVERALL = "accuracy"
ACCURACY_MEANS = ("the share of questions whose answer passed every check of its answer key (rag-eval's grader: "
                  "the expected value in an accepted form, an acceptable citation, nothing forbidden); "
                  + PARTIAL_MEANS + ", and counts as not correct")


@dataclass(frozen=True)
class Graded:
    """One graded question: the scorecard's result and the corpus's question it answers."""

    result: QuestionResult
    question: Question

    @property
    def sample_id(self) -> str:
        return f"{self.result.household}/{self.result.id}" if self.result.household else self.result.id


@dataclass(frozen=True)
class EeeRecords:
    stem: str  # the files' name: <stem>.json and <stem>.jsonl
    aggregate: dict[str, Any]
    instances: list[dict[str, Any]]

    def jsonl(self) -> str:
        return "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in self.instances)


def _strings(values: dict[str, Any]) -> dict[str, str]:
    """The schema's `additional_details`: every value a string (JSON for what is not one)."""
    return {k: v if isinstance(v, str) else json.dumps(v, sort_keys=True) for k, v in values.items()}


def model_id(pipeline: str) -> str:
    """The system under test where the schema wants a model id: `rag-eval/<pipeline spec>`."""
    return f"rag-eval/{pipeline}"


def _source_data(run: RunIdentity) -> dict[str, Any]:
    b = run.benchmark
    details = {"file": b.file, "sha256": b.sha256, "generator": b.generator or "unknown"}
    if b.households:
        details["households"] = str(b.households)
    return {"dataset_name": f"rag-gen {b.kind} {b.name}", "source_type": "other", "source_id": b.dataset_id,
            "source_version": b.sha256, "additional_details": details}


def _result(run: RunIdentity, result_id: str, name: str, counts: tuple[int, int, int], ci: Interval,
            households: int, extra: dict[str, str], config: dict[str, Any] | None) -> dict[str, Any]:
    correct, partial, wrong = counts
    total = correct + partial + wrong
    entry: dict[str, Any] = {
        "evaluation_result_id": result_id,
        "evaluation_name": name,
        "source_data": _source_data(run),
        "evaluation_timestamp": run.recorded_epoch,
        "metric_config": {
            "evaluation_description": f"Accuracy on {name}: {ACCURACY_MEANS}.",
            "metric_id": "accuracy", "metric_name": "Accuracy", "metric_kind": "accuracy",
            "metric_unit": "proportion", "lower_is_better": False, "score_type": "continuous",
            "min_score": 0.0, "max_score": 1.0},
        "score_details": {
            "score": round(correct / total, 4) if total else 0.0,
            "details": {"correct": str(correct), "partial": str(partial), "wrong": str(wrong),
                        "questions": str(total), **extra},
            "uncertainty": {
                "confidence_interval": {"lower": ci[0], "upper": ci[1], "confidence_level": 0.95,
                                        "method": method(households, total)},
                "num_samples": total}},
    }
    if config:
        entry["generation_config"] = {"additional_details": _strings(config)}
    return entry


def _results(run: RunIdentity, card: Scorecard) -> list[dict[str, Any]]:
    s = card.summary
    name = f"rag-gen {run.benchmark.kind} {run.benchmark.name}"
    extra = {}
    if card.bounds is not None:
        extra = {"floor": str(card.bounds.floor.accuracy), "ceiling": str(card.bounds.ceiling.accuracy)}
    counts = (s.by_grade[Grade.CORRECT], s.by_grade[Grade.PARTIAL], s.by_grade[Grade.WRONG])
    out = [_result(run, OVERALL, name, counts, s.ci95, s.households, extra, card.config)]
    for category, c in s.by_category.items():
        out.append(_result(run, f"{OVERALL}/{category}", f"{name}, {category} questions",
                           (c.correct, c.partial, c.wrong), c.ci95, s.households, {}, card.config))
    return out


def _instance(run: RunIdentity, evaluation_id: str, name: str, g: Graded) -> dict[str, Any]:
    r = g.result
    metadata = {"category": r.category, "grade": r.grade.value, "negative": json.dumps(g.question.negative)}
    if r.cause is not None:
        metadata["cause"] = r.cause.value
    if r.household:
        metadata["household"] = r.household
    if r.failed:
        metadata["failed"] = "; ".join(r.failed)
    for key, files in (("citations", r.citations), ("retrieved", r.retrieved)):
        if files is not None:
            metadata[key] = json.dumps(files)
    record: dict[str, Any] = {
        "schema_version": INSTANCE_SCHEMA_VERSION,
        "evaluation_id": evaluation_id,
        "model_id": model_id(run.pipeline),
        "evaluation_name": name,
        "evaluation_result_id": OVERALL,
        "sample_id": g.sample_id,
        "interaction_type": "single_turn",
        "input": {"raw": g.question.question, "reference": [reference_answer(g.question)]},
        "output": {"raw": [r.answer]},
        "messages": None,
        "answer_attribution": [{"turn_idx": 0, "source": "output.raw", "extracted_value": r.answer,
                                "extraction_method": "rag-eval grade (the answer key's checks)",
                                "is_terminal": True}],
        "evaluation": {"score": 1.0 if r.grade == Grade.CORRECT else 0.0, "is_correct": r.grade == Grade.CORRECT},
        "metadata": metadata,
    }
    if r.latency_s is not None:
        record["performance"] = {"latency_ms": round(r.latency_s * 1000, 3)}
    return record


def eee_records(run: RunIdentity, card: Scorecard, graded: Sequence[Graded]) -> EeeRecords:
    """The aggregate record and the instance records of a run (a suite's instances are
    `<household>/<id>`); `graded` in the scorecard's order."""
    name = f"rag-gen {run.benchmark.kind} {run.benchmark.name}"
    mid = model_id(run.pipeline)
    evaluation_id = f"{run.benchmark.dataset_id}/{mid}/{run.recorded_epoch}"
    stem = str(uuid.uuid5(NAMESPACE, f"{evaluation_id}\n{run.benchmark.sha256}"))
    instances = [_instance(run, evaluation_id, name, g) for g in graded]
    records = EeeRecords(stem, {}, instances)
    aggregate = {
        "schema_version": SCHEMA_VERSION,
        "evaluation_id": evaluation_id,
        "evaluation_timestamp": run.recorded_iso,
        "retrieved_timestamp": run.recorded_epoch,
        "source_metadata": {"source_name": "rag-eval run", "source_type": "evaluation_run",
                            "source_organization_name": "unknown", "evaluator_relationship": "other"},
        "eval_library": {"name": "rag-eval", "version": run.versions.get("rag-eval", "unknown"),
                         "additional_details": _strings(run.versions)},
        "model_info": {"name": run.pipeline, "id": mid, "developer": "unknown",
                       "additional_details": {"pipeline": run.pipeline}},
        "evaluation_results": _results(run, card),
        "detailed_evaluation_results": {
            "format": "jsonl", "file_path": f"{stem}.jsonl", "hash_algorithm": "sha256",
            "checksum": hashlib.sha256(records.jsonl().encode("utf-8")).hexdigest(),
            "total_rows": len(instances)},
    }
    return EeeRecords(stem, aggregate, instances)
