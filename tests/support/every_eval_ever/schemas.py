"""What Every Eval Ever 0.2.2 requires of a record, as JSON Schemas (draft 7) written here.

The EvalEval Coalition publishes its format as two JSON Schemas (`eval.schema.json`, version
0.2.2, and `instance_level_eval.schema.json`, version instance_level_eval_0.2.2, in the
every_eval_ever repository at commit 21b3d1ab3894e9b9aaceca285548accfaa71b333). Their text is not ours
to copy, so these schemas restate, in our own
words, the facts of that format the export must meet: every required key at every level, the
types of what we write, the enumerations (source type, evaluator relationship, interaction
type, score type) and the rule that a continuous score names its range. They are stricter than
nothing and looser than the published ones (descriptions, optional members' types and
additionalProperties rules are not restated): the published schemas, which
tests/e2e/test_eee_published_schema.py reads from the package's wheel, check the rest.
tests/harness/scoring/test_eee_export.py validates every exported file with these.
"""

from __future__ import annotations

from typing import Any

STRING: dict[str, Any] = {"type": "string"}
NUMBER: dict[str, Any] = {"type": "number"}


def _object(required: list[str], **properties: Any) -> dict[str, Any]:
    return {"type": "object", "required": required, "properties": properties}


_MODEL_INFO = _object(["name", "id"], name=STRING, id=STRING)
_SOURCE_DATA = {"type": "object", "required": ["dataset_name", "source_type"],
                "properties": {"dataset_name": STRING, "source_type": STRING}}
_METRIC_CONFIG = {
    **_object(["lower_is_better"], lower_is_better={"type": "boolean"},
              score_type={"enum": ["binary", "continuous", "levels"]}, min_score=NUMBER, max_score=NUMBER),
    "if": {"required": ["score_type"], "properties": {"score_type": {"const": "levels"}}},
    "then": {"required": ["level_names", "has_unknown_level"]},
    "else": {"if": {"required": ["score_type"], "properties": {"score_type": {"const": "continuous"}}},
             "then": {"required": ["min_score", "max_score"]}},
}
_SCORE_DETAILS = _object(
    ["score"], score=NUMBER,
    uncertainty={"type": "object", "properties": {
        "standard_error": _object(["value"], value=NUMBER),
        "confidence_interval": _object(["lower", "upper"], lower=NUMBER, upper=NUMBER)}})

AGGREGATE: dict[str, Any] = {
    "$schema": "http://json-schema.org/draft-07/schema#",
    **_object(
        ["schema_version", "evaluation_id", "retrieved_timestamp", "source_metadata", "model_info", "eval_library",
         "evaluation_results"],
        schema_version={"const": "0.2.2"}, evaluation_id=STRING, retrieved_timestamp=STRING,
        source_metadata=_object(["source_type", "source_organization_name", "evaluator_relationship"],
                                source_type={"enum": ["documentation", "evaluation_run"]},
                                source_organization_name=STRING,
                                evaluator_relationship={"enum": ["first_party", "third_party", "collaborative",
                                                                 "other"]}),
        model_info=_MODEL_INFO,
        eval_library=_object(["name", "version"], name=STRING, version=STRING),
        evaluation_results={"type": "array", "minItems": 1, "items": _object(
            ["evaluation_name", "source_data", "metric_config", "score_details"], evaluation_name=STRING,
            source_data=_SOURCE_DATA, metric_config=_METRIC_CONFIG, score_details=_SCORE_DETAILS)},
        detailed_evaluation_results=_object(["format", "file_path"], format=STRING, file_path=STRING),
    ),
}

INSTANCE: dict[str, Any] = {
    "$schema": "http://json-schema.org/draft-07/schema#",
    **_object(
        ["schema_version", "evaluation_id", "model_id", "evaluation_name", "sample_id", "interaction_type", "input",
         "answer_attribution", "evaluation"],
        schema_version={"const": "instance_level_eval_0.2.2"}, evaluation_id=STRING, model_id=STRING,
        evaluation_name=STRING, sample_id=STRING,
        interaction_type={"enum": ["single_turn", "multi_turn", "agentic"]},
        input=_object(["raw", "reference"], raw=STRING),
        output=_object(["raw"]),
        answer_attribution={"type": "array", "items": _object(
            ["turn_idx", "source", "extracted_value", "extraction_method", "is_terminal"],
            turn_idx={"type": "integer"}, source=STRING, is_terminal={"type": "boolean"})},
        evaluation=_object(["score", "is_correct"], score=NUMBER, is_correct={"type": "boolean"}),
    ),
}
