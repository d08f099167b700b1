"""rag-eval export --format every-eval-ever, validated against the schemas the EvalEval Coalition
publishes: the JSON Schema files inside the `every-eval-ever` package (its 0.2.3rc1 release ships
`eval.schema.json` 0.2.2 and `instance_level_eval.schema.json` instance_level_eval_0.2.2, the
versions the export follows). The package needs Python 3.12, so `make test` downloads its wheel
into .venv/peers (the Makefile's EEE_SPEC) and this test reads the schemas out of it, checks them
as draft-7 schemas and validates every exported record with `jsonschema`, formats included.
(tests/harness/scoring/test_eee_export.py pins the records' values against our own restatement.)"""

from __future__ import annotations

import json
import zipfile
from typing import Any

import jsonschema
import pytest

from harness import evaluate
from harness.cli import main
from tests.harness.scoring.test_eee_export import answer
from tests.support.clirunner import invoke
from tests.support.makefile import make_variable
from tests.support.paths import REPO
from tests.support.run_corpus import write_run_corpus

SPEC = make_variable("EEE_SPEC")  # every-eval-ever==0.2.3rc1
WHEEL = REPO / ".venv" / "peers" / f"{SPEC.replace('-', '_').replace('==', '-')}-py3-none-any.whl"
pytestmark = pytest.mark.skipif(not WHEEL.is_file(), reason=f"{WHEEL} is missing: `make test` downloads it")


def _schema(name: str) -> jsonschema.Draft7Validator:
    with zipfile.ZipFile(WHEEL) as wheel:
        schema = json.loads(wheel.read(f"every_eval_ever/schemas/{name}"))
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    here = tmp_path_factory.mktemp("eee-published")
    corpus = write_run_corpus(here / "corpus")
    evaluate(answer, corpus, here / "run", ingest="always")
    r = invoke(main, "export", str(here / "run"), "--corpus", str(corpus), "--format", "every-eval-ever",
               "--out", str(here / "out"))
    assert (r.code, r.err) == (0, "")
    stem = json.loads((here / "out" / "rag-export.json").read_text(encoding="utf-8"))["files"][0].removesuffix(".json")
    aggregate = json.loads((here / "out" / f"{stem}.json").read_text(encoding="utf-8"))
    lines = (here / "out" / f"{stem}.jsonl").read_text(encoding="utf-8").splitlines()
    return aggregate, [json.loads(line) for line in lines]


def test_the_published_schemas_are_the_versions_the_export_follows() -> None:
    assert SPEC == "every-eval-ever==0.2.3rc1"
    with zipfile.ZipFile(WHEEL) as wheel:
        versions = [json.loads(wheel.read(f"every_eval_ever/schemas/{n}"))["version"]
                    for n in ("eval.schema.json", "instance_level_eval.schema.json")]
    assert versions == ["0.2.2", "instance_level_eval_0.2.2"]


def test_every_record_meets_the_published_schemas(exported: tuple[dict[str, Any], list[dict[str, Any]]]) -> None:
    aggregate, instances = exported
    assert [e.message for e in _schema("eval.schema.json").iter_errors(aggregate)] == []
    instance = _schema("instance_level_eval.schema.json")
    assert [[e.message for e in instance.iter_errors(record)] for record in instances] == [[], [], [], []]
    assert (aggregate["schema_version"], {i["schema_version"] for i in instances}) == (
        "0.2.2", {"instance_level_eval_0.2.2"})


def test_the_published_schemas_refuse_a_broken_record(
        exported: tuple[dict[str, Any], list[dict[str, Any]]]) -> None:
    aggregate, instances = exported
    record = dict(instances[0])
    del record["evaluation"]
    assert [e.message for e in _schema("instance_level_eval.schema.json").iter_errors(record)] == [
        "'evaluation' is a required property"]
    broken = {**aggregate, "model_info": {"name": "x"}}
    assert [e.message for e in _schema("eval.schema.json").iter_errors(broken)] == ["'id' is a required property"]
