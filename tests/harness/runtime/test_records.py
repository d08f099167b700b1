"""Run records (scorecard, probe, marker, selftest): exact bytes on disk, round trips through
their models, one-line errors naming the file and the JSON path, and committed JSON Schemas."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from harness.cli import main as rag_eval
from harness.contract.grade import Grade
from harness.contract.manifest import parse_manifest
from harness.ingest import IngestConfig, ingest
from harness.runtime.records import RecordError, read_record, write_record
from harness.scoring.blame import Cause
from harness.scoring.probe import (
    AggregationProbe,
    DocTypeProbe,
    FieldProbe,
    ProbeReport,
    probe_report,
    probe_schema_text,
    read_probe,
    write_probe,
)
from harness.scoring.scorecard import (
    CardCorpus,
    Incomplete,
    QuestionResult,
    Repeat,
    RunCorpus,
    Scorecard,
    StoreUsed,
    Unanswered,
    build_scorecard,
    read_scorecard,
    scorecard_schema_text,
    write_scorecard,
)
from harness.selftest.expectations import Expectation
from harness.selftest.report import write_selftest
from harness.selftest.result import SelftestResult, read_selftest, selftest_result, selftest_schema_text
from harness.store.marker import (
    FailedDocument,
    IngestMarker,
    SnapshotMarker,
    Step,
    marker_schema_text,
    read_marker,
)
from harness.store.snapshot import snapshot
from tests.support.clirunner import invoke
from tests.support.ingest_helpers import write_corpus
from tests.support.paths import REPO

SCHEMAS: dict[str, tuple[str, Callable[[], str]]] = {
    "scorecard": ("harness/scoring/scorecard.schema.json", scorecard_schema_text),
    "probe": ("harness/scoring/probe.schema.json", probe_schema_text),
    "marker": ("harness/store/marker.schema.json", marker_schema_text),
    "selftest": ("harness/selftest/selftest.schema.json", selftest_schema_text),
}


def _schema(name: str) -> dict[str, Any]:
    return json.loads((REPO / SCHEMAS[name][0]).read_text(encoding="utf-8"))


def _on_disk(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


# --- the committed schemas -----------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_committed_schema_is_up_to_date(name: str) -> None:
    path, text = SCHEMAS[name]
    committed = (REPO / path).read_text(encoding="utf-8")
    assert committed == text(), f"run: rag-eval schema {name} > {path}"
    jsonschema.Draft202012Validator.check_schema(json.loads(committed))
    result = invoke(rag_eval, "schema", name)
    assert (result.code, result.out, result.err) == (0, committed, "")


def test_schema_command_names_the_records() -> None:
    result = invoke(rag_eval, "schema", "corpus")
    assert result.code == 2
    assert result.err == ("Error: Invalid value for '{scorecard|probe|marker|selftest}': 'corpus' is "
                          "not one of 'scorecard', 'probe', 'marker', 'selftest'. Try 'rag-eval schema --help'.\n")


# --- scorecard -------------------------------------------------------------------------------

RESULTS = [
    QuestionResult(id="lookup-001", category="lookup", grade=Grade.CORRECT, failed=[],
                   answer="52,340.17 [w2.pdf]", question="Box 1 wages?", citations=["w2.pdf"],
                   retrieved=["w2.pdf", "notes.txt"], latency_s=0.5),
    QuestionResult(id="negative-001", category="negative", grade=Grade.WRONG, failed=["did not decline"],
                   answer="42", question="1099-B proceeds?", citations=[], retrieved=[], latency_s=0.25),
]
PROBE = probe_report(
    [FieldProbe(document="w2.pdf", doc_type="W-2", field="box1_wages", expected="52340.17", got="52340.17",
                ok=True),
     FieldProbe(document="w2.pdf", doc_type="W-2", field="box2_federal_tax_withheld", expected="6120.00",
                got=None, ok=False)],
    [DocTypeProbe(document="w2.pdf", expected="W-2", got="W-2", ok=True),
     DocTypeProbe(document="notes.txt", expected=None, got=None, ok=True)],
    [AggregationProbe(doc_type="W-2", measure="count", expected="1", got="1", ok=True)],
)
RUN_CARD = build_scorecard(
    CardCorpus(name="tiny", sha256="ab" * 32, documents_sha256="cd" * 32, documents=2), "extractive", RESULTS,
    seconds_per_question=0.375, config={"top_k": 3, "model": "smollm2"},
    store=StoreUsed(path="runs/x/store", ingest={"chunkSize": 1000}, steps={"ocr": Step(status="ran")},
                    failed_documents=[FailedDocument(file="scan.tif", error="cannot identify image file")]),
    versions={"rag-eval": "0.1.0"}, probe=PROBE.summary, repeat=Repeat(runs=1, differing=[]))


def test_a_run_scorecard_on_disk(tmp_path: Path) -> None:
    write_scorecard(tmp_path, RUN_CARD)
    assert _on_disk(tmp_path / "scorecard.json") == {
        "corpus": {"name": "tiny", "sha256": "ab" * 32, "documentsSha256": "cd" * 32, "documents": 2},
        "pipeline": "extractive",
        "config": {"top_k": 3, "model": "smollm2"},
        "store": {"path": "runs/x/store", "ingest": {"chunkSize": 1000}, "steps": {"ocr": {"status": "ran"}},
                  "failedDocuments": [{"file": "scan.tif", "error": "cannot identify image file"}]},
        "versions": {"rag-eval": "0.1.0"},
        "questions": [
            {"id": "lookup-001", "category": "lookup", "grade": "correct", "failed": [],
             "answer": "52,340.17 [w2.pdf]", "question": "Box 1 wages?", "citations": ["w2.pdf"],
             "retrieved": ["w2.pdf", "notes.txt"], "latencyS": 0.5},
            {"id": "negative-001", "category": "negative", "grade": "wrong", "failed": ["did not decline"],
             "answer": "42", "question": "1099-B proceeds?", "citations": [], "retrieved": [],
             "latencyS": 0.25},
        ],
        "summary": {"total": 2, "byGrade": {"correct": 1, "partial": 0, "wrong": 1},
                    "byCategory": {"lookup": {"correct": 1, "partial": 0, "wrong": 0, "ci95": [0.2065, 1.0]},
                                   "negative": {"correct": 0, "partial": 0, "wrong": 1, "ci95": [0.0, 0.7935]}},
                    "accuracy": 0.5, "ci95": [0.0945, 0.9055], "households": 1,
                    "byHousehold": {"tiny": {"correct": 1, "total": 2}}, "secondsPerQuestion": 0.375},
        "probe": {"fields": {"pass": 1, "total": 2}, "docTypes": {"pass": 2, "total": 2},
                  "aggregations": {"pass": 1, "total": 1}},
        "repeat": {"runs": 1, "differing": []},
    }
    assert read_scorecard(tmp_path / "scorecard.json") == RUN_CARD
    jsonschema.validate(_on_disk(tmp_path / "scorecard.json"), _schema("scorecard"))


def test_an_incomplete_run_scorecard_on_disk(tmp_path: Path) -> None:
    incomplete = Incomplete(error="python: pipeline raised ValueError: boom on question negative-001",
                            failed_on="negative-001", answered=1,
                            unanswered=[Unanswered(id="negative-001", category="negative")])
    card = RUN_CARD.model_copy(update={"questions": RESULTS[:1], "incomplete": incomplete})
    write_scorecard(tmp_path, card)
    assert _on_disk(tmp_path / "scorecard.json")["incomplete"] == {
        "error": "python: pipeline raised ValueError: boom on question negative-001", "failedOn": "negative-001",
        "answered": 1, "unanswered": [{"id": "negative-001", "category": "negative"}]}
    assert read_scorecard(tmp_path / "scorecard.json") == card
    jsonschema.validate(_on_disk(tmp_path / "scorecard.json"), _schema("scorecard"))
    no_question = card.model_copy(update={"incomplete": incomplete.model_copy(update={"failed_on": None})})
    write_scorecard(tmp_path, no_question)  # a run of no question failed on none: the key is left out
    assert "failedOn" not in _on_disk(tmp_path / "scorecard.json")["incomplete"]


def test_a_graded_answers_scorecard_leaves_out_what_it_does_not_know(tmp_path: Path) -> None:
    bare = [QuestionResult(id="q1", category="uncategorized", grade=Grade.PARTIAL, failed=["no citation"],
                           answer="1")]
    card = build_scorecard(CardCorpus(name="tiny", sha256="0"), "answers-file", bare)
    write_scorecard(tmp_path, card)
    assert _on_disk(tmp_path / "scorecard.json") == {
        "corpus": {"name": "tiny", "sha256": "0"}, "pipeline": "answers-file",
        "questions": [{"id": "q1", "category": "uncategorized", "grade": "partial", "failed": ["no citation"],
                       "answer": "1"}],
        "summary": {"total": 1, "byGrade": {"correct": 0, "partial": 1, "wrong": 0},
                    "byCategory": {"uncategorized": {"correct": 0, "partial": 1, "wrong": 0, "ci95": [0.0, 0.7935]}},
                    "accuracy": 0.0, "ci95": [0.0, 0.7935], "households": 1,
                    "byHousehold": {"tiny": {"correct": 0, "total": 1}}},
    }
    assert read_scorecard(tmp_path / "scorecard.json") == card
    jsonschema.validate(_on_disk(tmp_path / "scorecard.json"), _schema("scorecard"))


def test_a_suite_scorecard_names_its_households(tmp_path: Path) -> None:
    results = [QuestionResult(id="q1", category="lookup", grade=g, failed=[], answer="", household=h)
               for h, g in (("seed-1", Grade.CORRECT), ("seed-2", Grade.WRONG))]
    household_store = StoreUsed(path="stores/seed-1", ingest={"chunkSize": 1000}, steps={})
    card = build_scorecard(
        CardCorpus(name="dev", sha256="ef" * 32, documents=6,
                   households=[RunCorpus(name="seed-1", sha256="11" * 32, documents=3),
                               RunCorpus(name="seed-2", sha256="22" * 32, documents=3)]),
        "extractive", results, store=StoreUsed(path="stores", ingest=None, steps=None,
                                               households={"seed-1": household_store}))
    write_scorecard(tmp_path, card)
    data = _on_disk(tmp_path / "scorecard.json")
    assert data["corpus"]["households"] == [{"name": "seed-1", "sha256": "11" * 32, "documents": 3},
                                            {"name": "seed-2", "sha256": "22" * 32, "documents": 3}]
    assert data["store"] == {"path": "stores", "ingest": None, "steps": None, "failedDocuments": [], "households": {
        "seed-1": {"path": "stores/seed-1", "ingest": {"chunkSize": 1000}, "steps": {}, "failedDocuments": []}}}
    assert [q["household"] for q in data["questions"]] == ["seed-1", "seed-2"]
    assert (data["summary"]["households"], data["summary"]["byHousehold"]) == (
        2, {"seed-1": {"correct": 1, "total": 1}, "seed-2": {"correct": 0, "total": 1}})
    assert read_scorecard(tmp_path / "scorecard.json") == card
    jsonschema.validate(data, _schema("scorecard"))


# --- malformed records: one line, the file, the JSON path ----------------------------------


def _card_with(change: Callable[[dict[str, Any]], object]) -> str:
    data = json.loads(RUN_CARD.model_dump_json(by_alias=True))
    change(data)
    return json.dumps(data)


MALFORMED = [
    ("not JSON", lambda: '{"corpus": ', "invalid JSON at line 1 column 12: Expecting value"),
    ("not an object", lambda: "[1, 2]", "$: expected an object, got [1, 2]"),
    ("wrong type", lambda: _card_with(lambda d: d["summary"].update(total="2")),
     '$.summary.total: expected an integer, got "2"'),
    ("a boolean is no integer", lambda: _card_with(lambda d: d["repeat"].update(runs=True)),
     "$.repeat.runs: expected an integer, got true"),
    ("missing key", lambda: _card_with(lambda d: d["questions"][1].pop("answer")),
     "$.questions[1].answer: missing required key"),
    ("unknown key", lambda: _card_with(lambda d: d["summary"].update(byGrades={})),
     "$.summary.byGrades: unknown key (did you mean byGrade?)"),
    ("snake_case key", lambda: _card_with(lambda d: d["questions"][0].update(latency_s=1)),
     "$.questions[0].latency_s: unknown key (did you mean latencyS?)"),
    ("no near key", lambda: _card_with(lambda d: d["questions"][0].update(score=1)),
     "$.questions[0].score: unknown key (known keys: answer, category, cause, citations, expected, failed, "
     "grade, household, id, latencyS, question, retrieved)"),
    ("unknown grade", lambda: _card_with(lambda d: d["questions"][0].update(grade="right")),
     "$.questions[0].grade: Input should be 'correct', 'partial' or 'wrong'"),
    ("unknown grade key", lambda: _card_with(lambda d: d["summary"]["byGrade"].update(great=1)),
     "$.summary.byGrade: key \"great\": Input should be 'correct', 'partial' or 'wrong'"),
    ("step in a dict", lambda: _card_with(lambda d: d["store"]["steps"]["ocr"].update(reasons="x")),
     "$.store.steps.ocr.reasons: unknown key (did you mean reason?)"),
    ("several problems", lambda: _card_with(lambda d: (d.pop("pipeline"), d.pop("questions"))),
     "$.pipeline: missing required key (and 1 more)"),
]


@pytest.mark.parametrize(("text", "problem"), [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
def test_a_malformed_scorecard_is_one_line(tmp_path: Path, text: Callable[[], str], problem: str) -> None:
    path = tmp_path / "scorecard.json"
    path.write_text(text(), encoding="utf-8")
    with pytest.raises(RecordError) as exc:
        read_scorecard(path)
    assert str(exc.value) == f"{path}: {problem}"


def test_unreadable_record_files(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as exc:
        read_probe(tmp_path / "probe.json")
    assert str(exc.value) == f"{tmp_path / 'probe.json'}: no such file"
    (tmp_path / "probe.json").write_bytes(b'{"fields": "\xff"}')
    with pytest.raises(RecordError) as exc:
        read_probe(tmp_path / "probe.json")
    assert str(exc.value) == f"{tmp_path / 'probe.json'}: not UTF-8 text"


def test_a_malformed_record_reads_as_one_cli_error(tmp_path: Path) -> None:
    write_scorecard(tmp_path / "a", RUN_CARD)
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "scorecard.json").write_text(_card_with(lambda d: d["corpus"].update(sha256=7)))
    result = invoke(rag_eval, "compare", str(tmp_path / "a"), str(tmp_path / "b"))
    assert (result.code, result.out) == (1, "")
    assert result.err == (f"Error: {tmp_path / 'b' / 'scorecard.json'}: $.corpus.sha256: expected a string, "
                          "got 7\n")


# --- probe -----------------------------------------------------------------------------------


def test_probe_round_trip(tmp_path: Path) -> None:
    path = write_probe(tmp_path, PROBE)
    assert path == tmp_path / "probe.json"
    assert _on_disk(path) == {
        "fields": [
            {"document": "w2.pdf", "docType": "W-2", "field": "box1_wages", "expected": "52340.17",
             "got": "52340.17", "pass": True},
            {"document": "w2.pdf", "docType": "W-2", "field": "box2_federal_tax_withheld",
             "expected": "6120.00", "got": None, "pass": False},
        ],
        "docTypes": [{"document": "w2.pdf", "expected": "W-2", "got": "W-2", "pass": True},
                     {"document": "notes.txt", "expected": None, "got": None, "pass": True}],
        "aggregations": [{"docType": "W-2", "measure": "count", "expected": "1", "got": "1", "pass": True}],
        "summary": {"fields": {"pass": 1, "total": 2}, "docTypes": {"pass": 2, "total": 2},
                    "aggregations": {"pass": 1, "total": 1}},
    }
    assert read_probe(path) == PROBE
    jsonschema.validate(_on_disk(path), _schema("probe"))


# --- markers ---------------------------------------------------------------------------------


def test_ingest_marker_round_trip(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus", {"notes.txt": b"Plain notes.\n"}, name="records")
    report = ingest(corpus, tmp_path / "store", IngestConfig(skip=frozenset({"embed"})))
    marker = read_marker(tmp_path / "store")
    assert marker == report.marker
    assert isinstance(marker, IngestMarker)
    data = _on_disk(tmp_path / "store" / "marker.json")
    assert sorted(data) == ["config", "corpus", "counts", "executor", "failedDocuments", "kind",
                            "markerVersion", "ocr", "steps", "store", "timings", "tool", "versions"]
    assert (data["kind"], data["markerVersion"], data["tool"]) == ("ingest", 1, "rag-eval 0.1.0")
    assert data["counts"] == {"documents": 1, "ingested": 1, "failed": 0, "pages": 1, "pagesTextLayer": 1,
                              "pagesOcr": 0, "pagesEmpty": 0, "typed": 0, "fields": 0, "chunks": 1,
                              "embeddings": 0,
                              "pagesByPath": {"text-layer": 1, "form-fields": 0, "ocr-layer": 0, "ocr": 0,
                                              "ocr-garbled": 0, "garbled": 0, "none": 0}}
    assert data["steps"]["ocr"] == {"status": "skipped", "reason": "no page needed OCR"}
    assert data["steps"]["chunk"] == {"status": "ran"}
    assert data["ocr"] == {"pages": 0, "smoothedBilevelPages": 0, "rasterSeconds": 0.0,
                           "engineSeconds": 0.0, "engine": "tesseract", "engineVersion": data["versions"]["tesseract"]}
    assert data["config"]["ocrEngine"] == "tesseract"
    assert data["corpus"]["name"] == "records" and data["failedDocuments"] == []
    jsonschema.validate(data, _schema("marker"))
    # the same bytes when written again through the model
    write_record(tmp_path / "again.json", marker)
    assert (tmp_path / "again.json").read_bytes() == (tmp_path / "store" / "marker.json").read_bytes()


def test_snapshot_marker_round_trip(tmp_path: Path) -> None:
    db = tmp_path / "app.sqlite"
    sqlite3.connect(db).close()
    report = snapshot(db, tmp_path / "snap", deadline=2.5)
    marker = read_marker(tmp_path / "snap")
    assert marker == report.marker
    assert isinstance(marker, SnapshotMarker)
    data = _on_disk(tmp_path / "snap" / "marker.json")
    assert data == {
        "kind": "snapshot", "markerVersion": 1, "tool": "rag-eval 0.1.0",
        "source": {"path": str(db.resolve()), "bytes": db.stat().st_size},
        "store": {"file": "store.sqlite", "bytes": marker.store.bytes, "sha256": marker.store.sha256},
        "deadlineSeconds": 2.5, "corpus": None, "versions": {"sqlite": sqlite3.sqlite_version},
    }
    jsonschema.validate(data, _schema("marker"))


def test_a_marker_of_the_wrong_kind_names_its_keys(tmp_path: Path) -> None:
    (tmp_path / "marker.json").write_text(json.dumps({"kind": "snapshot", "markerVersion": 1, "tool": "t",
                                                      "source": {"path": "p", "bytes": 1},
                                                      "store": {"file": "f", "bytes": 1, "sha256": "s"},
                                                      "deadlineSeconds": 1, "corpus": None, "versions": {},
                                                      "timings": {}}))
    from harness.store.marker import StoreError

    with pytest.raises(StoreError) as exc:
        read_marker(tmp_path)
    assert str(exc.value) == (f"{tmp_path / 'marker.json'}: $.timings: unknown key (known keys: corpus, "
                              "deadlineSeconds, kind, markerVersion, source, store, tool, versions)")


# --- selftest --------------------------------------------------------------------------------


def test_selftest_round_trip(tmp_path: Path) -> None:
    manifest = parse_manifest({"name": "tiny", "description": "d", "questions": [
        {"id": "q1", "question": "?", "category": "lookup", "mustContainAny": ["1"]},
        {"id": "q2", "question": "?", "category": "negative", "negative": True}]})
    grades = {"oracle": {"q1": Grade.CORRECT, "q2": Grade.CORRECT},
              "decline": {"q1": Grade.WRONG, "q2": Grade.CORRECT}}
    answers = {"oracle": {"q1": "1", "q2": "Not found."}, "decline": {"q1": "Not found.", "q2": "Not found."}}
    result = selftest_result(manifest, "ab" * 32, grades, answers,
                             [Expectation(name="oracle is correct on every question", ok=True, detail="2/2")],
                             [Expectation(name="reference: a drop", ok=False, detail="0/1 -> 0/1")],
                             {"fail-open typed": {"x.pdf": "W-2"}}, {"decline": {"q1": Cause.FALSE_DECLINE}})
    assert result.failed == []
    write_selftest(tmp_path, result)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.html", "selftest.json", "selftest.md"]
    data = _on_disk(tmp_path / "selftest.json")
    assert data == {
        "corpus": {"name": "tiny", "sha256": "ab" * 32},
        "matrix": {"oracle": {"lookup": {"correct": 1, "total": 1}, "negative": {"correct": 1, "total": 1}},
                   "decline": {"lookup": {"correct": 0, "total": 1}, "negative": {"correct": 1, "total": 1}}},
        "expectations": [{"name": "oracle is correct on every question", "ok": True, "detail": "2/2",
                          "inconclusive": False}],
        "informational": [{"name": "reference: a drop", "ok": False, "detail": "0/1 -> 0/1", "inconclusive": False}],
        "grades": {"oracle": {"q1": "correct", "q2": "correct"}, "decline": {"q1": "wrong", "q2": "correct"}},
        "answers": answers,
        "notes": {"fail-open typed": {"x.pdf": "W-2"}},
        "causes": {"decline": {"q1": "false-decline"}},
    }
    assert read_selftest(tmp_path / "selftest.json") == result
    jsonschema.validate(data, _schema("selftest"))


def test_read_record_takes_any_record_type(tmp_path: Path) -> None:
    write_record(tmp_path / "card.json", RUN_CARD)
    card: Scorecard = read_record(tmp_path / "card.json", Scorecard)
    assert card == RUN_CARD
    with pytest.raises(RecordError) as exc:
        read_record(tmp_path / "card.json", ProbeReport)
    assert str(exc.value) == f"{tmp_path / 'card.json'}: $.fields: missing required key (and 21 more)"
    with pytest.raises(RecordError) as exc:
        read_record(tmp_path / "card.json", SelftestResult)
    assert str(exc.value) == (f"{tmp_path / 'card.json'}: $.corpus.documents: unknown key (known keys: name, "
                              "sha256) (and 15 more)")
