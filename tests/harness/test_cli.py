"""`rag-eval grade` (bring-your-own answers) and the CLIs' error mapping, exact messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from harness.cli import main as rag_eval
from harness.contract.grade import Grade
from harness.contract.manifest import schema_text
from harness.scoring.scorecard import (
    CardCorpus,
    CategoryTally,
    HouseholdTally,
    Problems,
    QuestionResult,
    build_scorecard,
    read_scorecard,
)
from tests.support.clirunner import invoke

MANIFEST = {
    "name": "tiny",
    "description": "two questions",
    "questions": [
        {"id": "lookup-001", "question": "Box 1 wages?", "category": "lookup",
         "mustContainAny": ["52,340.17", "52340.17"], "mustCiteAny": ["w2.pdf"]},
        {"id": "negative-001", "question": "1099-B proceeds?", "category": "negative", "negative": True},
        {"id": "lookup-002", "question": "Box 2?", "category": "lookup", "mustContainAny": ["6,021.44"]},
    ],
}


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "corpus.json").write_text(json.dumps(MANIFEST), encoding="utf-8")
    return folder


def answers(tmp_path: Path, *rows: object) -> Path:
    path = tmp_path / "answers.jsonl"
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")
    return path


def test_grade_writes_scorecards(tmp_path: Path, corpus: Path) -> None:
    ans = answers(
        tmp_path,
        {"id": "lookup-001", "answer": "52,340.17 [w2.pdf]"},
        {"id": "negative-001", "answer": "Not found in the documents."},
        {"id": "lookup-001", "answer": "a second answer that does not count"},
        {"id": "ghost-001", "answer": "?"},
    )
    run = tmp_path / "run"
    result = invoke(rag_eval, "grade", "--corpus", str(corpus), "--answers", str(ans), "--out", str(run))
    assert result.code == 0
    assert result.out == ("2/3 correct, 0 partial, 1 wrong\n"
                          "floor 33.3% (a pipeline that declines every question: 1/3), ceiling 100.0% (answers from "
                          "the ground truth: 3/3)\n"
                          f"wrote {run / 'scorecard.json'} and {run / 'scorecard.md'}\n")
    assert result.err == (
        "warning: 1 unknown question ids: ghost-001\n"
        "warning: 1 duplicate ids: lookup-001\n"
        "warning: 1 questions without an answer: lookup-002\n"
    )
    card = read_scorecard(run / "scorecard.json")
    assert card.questions == [
        QuestionResult(id="lookup-001", category="lookup", grade=Grade.CORRECT, failed=[],
                       answer="52,340.17 [w2.pdf]", question="Box 1 wages?", expected="52,340.17 [w2.pdf]"),
        QuestionResult(id="negative-001", category="negative", grade=Grade.CORRECT, failed=[],
                       answer="Not found in the documents.", question="1099-B proceeds?",
                       expected="Not found in the documents."),
        QuestionResult(id="lookup-002", category="lookup", grade=Grade.WRONG,
                       failed=["missing any of 6,021.44"], answer="", question="Box 2?", expected="6,021.44"),
    ]
    s = card.summary
    assert (s.total, s.accuracy, s.seconds_per_question) == (3, 0.6667, None)
    assert s.by_grade == {Grade.CORRECT: 2, Grade.PARTIAL: 0, Grade.WRONG: 1}
    assert s.by_category == {"lookup": CategoryTally(correct=1, partial=0, wrong=1, ci95=(0.0945, 0.9055)),
                             "negative": CategoryTally(correct=1, partial=0, wrong=0, ci95=(0.2065, 1.0))}
    # one household: Wilson intervals over its questions
    assert (s.ci95, s.households, s.by_household) == ((0.2077, 0.9385), 1,
                                                      {"tiny": HouseholdTally(correct=2, total=3)})
    assert json.loads((run / "scorecard.json").read_text(encoding="utf-8"))["summary"] == {
        "total": 3, "accuracy": 0.6667, "byGrade": {"correct": 2, "partial": 0, "wrong": 1},
        "byCategory": {"lookup": {"correct": 1, "partial": 0, "wrong": 1, "ci95": [0.0945, 0.9055]},
                       "negative": {"correct": 1, "partial": 0, "wrong": 0, "ci95": [0.2065, 1.0]}},
        "ci95": [0.2077, 0.9385], "households": 1, "byHousehold": {"tiny": {"correct": 2, "total": 3}}}
    assert card.problems == Problems(unknown_ids=["ghost-001"], duplicate_ids=["lookup-001"],
                                     missing_answers=["lookup-002"])
    assert (card.config, card.store, card.versions, card.probe, card.repeat) == (None, None, None, None, None)
    md = (run / "scorecard.md").read_text(encoding="utf-8")
    assert "**2/3 correct** (0 partial, 1 wrong)" in md
    assert ("Accuracy 66.7% (95% CI 20.8-93.8%; Wilson interval over the 3 questions of one household)\n\n"
            "Scale: floor 33.3% (a pipeline that declines every question: 1/3), ceiling 100.0% (answers from the "
            "ground truth: 3/3).\n\n"
            "partial = some of the answer's checks passed, not all (e.g. the right value, the wrong citation).\n\n"
            "| category | correct | partial | wrong | accuracy | 95% CI |\n"
            "| --- | ---: | ---: | ---: | ---: | --- |\n"
            "| lookup | 1 | 0 | 1 | 50.0% | 9.4-90.5% |\n| negative | 1 | 0 | 0 | 100.0% | 20.6-100.0% |\n") in md
    # the question, the expected answer in one spelling, the answer (none) and what failed
    assert md.endswith("| id | category | grade | question | expected | answer | failed |\n"
                       "| --- | --- | --- | --- | --- | --- | --- |\n"
                       "| lookup-001 | lookup | correct | Box 1 wages? | 52,340.17 [w2.pdf] | 52,340.17 [w2.pdf] |  |\n"
                       "| negative-001 | negative | correct | 1099-B proceeds? | Not found in the documents. | "
                       "Not found in the documents. |  |\n"
                       "| lookup-002 | lookup | wrong | Box 2? | 6,021.44 |  | missing any of 6,021.44 |\n")
    assert not list(run.glob("*.tmp"))


LATENCY = '{ans}:1: "latencyS" must be a number of seconds, at least 0'
BAD_ANSWERS = [
    ('{"id": "lookup-001", "answer": "x"', "{ans}:1: invalid JSON: Expecting ',' delimiter"),
    ('["lookup-001"]', '{ans}:1: expected an object with a string "id"'),
    ('{"id": "lookup-001", "answer": 5}', '{ans}:1: "answer" must be a string'),
    ('{"id": "lookup-001", "answer": "x", "latencyS": -1}', LATENCY),
    ('{"id": "lookup-001", "answer": "x", "latencyS": "2s"}', LATENCY),
    ('{"id": "lookup-001", "answer": "x", "latencyS": true}', LATENCY),
]


def test_grade_gives_time_per_question_when_every_answer_has_it(tmp_path: Path, corpus: Path) -> None:
    rows = [{"id": "lookup-001", "answer": "52,340.17 [w2.pdf]", "latencyS": 1.5},
            {"id": "negative-001", "answer": "Not found in the documents.", "latencyS": 0.25},
            {"id": "lookup-002", "answer": "6,021.44", "latencyS": 2}]
    run = tmp_path / "run"
    result = invoke(rag_eval, "grade", "--corpus", str(corpus), "--answers", str(answers(tmp_path, *rows)),
                    "--out", str(run))
    assert (result.code, result.err) == (0, "")
    assert result.out.splitlines()[0] == "3/3 correct, 0 partial, 0 wrong (1.25 s per question)"
    card = read_scorecard(run / "scorecard.json")
    assert card.summary.seconds_per_question == 1.25
    assert [q.latency_s for q in card.questions] == [1.5, 0.25, 2.0]
    assert "**3/3 correct** (0 partial, 0 wrong), 1.25 s per question\n" in (run / "scorecard.md").read_text()
    # one answer without a time: no mean over the others (it would mislead), the times stay per question
    rows[2] = {"id": "lookup-002", "answer": "6,021.44"}
    result = invoke(rag_eval, "grade", "--corpus", str(corpus), "--answers", str(answers(tmp_path, *rows)),
                    "--out", str(run))
    assert result.out.splitlines()[0] == "3/3 correct, 0 partial, 0 wrong"
    card = read_scorecard(run / "scorecard.json")
    assert card.summary.seconds_per_question is None
    assert [q.latency_s for q in card.questions] == [1.5, 0.25, None]
    # absent on disk, not null: users parse these files
    assert (run / "scorecard.json").read_text().count("latencyS") == 2
    assert "secondsPerQuestion" not in (run / "scorecard.json").read_text()


@pytest.mark.parametrize(("line", "message"), BAD_ANSWERS)
def test_bad_answers_file(tmp_path: Path, corpus: Path, line: str, message: str) -> None:
    ans = answers(tmp_path, line)
    result = invoke(rag_eval, "grade", "--corpus", str(corpus), "--answers", str(ans), "--out", str(tmp_path / "r"))
    assert (result.code, result.out) == (1, "")
    assert result.err == "Error: " + message.format(ans=ans) + "\n"
    assert not (tmp_path / "r").exists()


def test_missing_answers_file(tmp_path: Path, corpus: Path) -> None:
    result = invoke(rag_eval, "grade", "--corpus", str(corpus), "--answers", str(tmp_path / "no.jsonl"),
                    "--out", str(tmp_path / "r"))
    assert (result.code, result.err) == (1, f"Error: {tmp_path / 'no.jsonl'}: no such file\n")


def test_bad_corpus_is_one_error_line(tmp_path: Path) -> None:
    folder = tmp_path / "c"
    folder.mkdir()
    (folder / "corpus.json").write_text('{"name": "n", "description": "d", "questions": [], "documnets": []}')
    result = invoke(rag_eval, "grade", "--corpus", str(folder), "--answers", "a.jsonl", "--out", str(tmp_path))
    assert result.code == 1
    assert result.err == (
        f"Error: {folder / 'corpus.json'}: $.documnets: unknown key (did you mean documents?)\n"
    )


def test_usage_errors_exit_2() -> None:
    result = invoke(rag_eval, "grade")
    assert result.code == 2
    assert result.err == "Error: Missing option '--corpus'. Try 'rag-eval grade --help'.\n"
    result = invoke(rag_eval, "grad")
    assert result.code == 2
    assert result.err == "Error: No such command 'grad'. Did you mean 'grade'? Try 'rag-eval --help'.\n"


def test_schema_command_prints_the_committed_schema() -> None:
    result = invoke(rag_gen, "schema")
    assert (result.code, result.err) == (0, "")
    assert result.out == schema_text()


def test_version() -> None:
    assert invoke(rag_gen, "--version").out == "rag-gen, version 0.1.0\n"
    assert invoke(rag_eval, "--version").out == "rag-eval, version 0.1.0\n"


def test_markdown_shows_time_per_question_when_the_run_measured_it() -> None:
    from harness.scoring.scorecard import scorecard_markdown

    results = [QuestionResult(id="q1", category="lookup", grade=Grade.CORRECT, failed=[], answer="1"),
               QuestionResult(id="q2", category="lookup", grade=Grade.WRONG, failed=["missing 2"],
                              answer="1")]
    card = build_scorecard(CardCorpus(name="c", sha256="0"), "extractive", results, seconds_per_question=0.42)
    assert "**1/2 correct** (0 partial, 1 wrong), 0.42 s per question\n" in scorecard_markdown(card)


def test_grade_says_what_partial_means_when_an_answer_is_partial(tmp_path: Path, corpus: Path) -> None:
    ans = answers(tmp_path, {"id": "lookup-001", "answer": "52,340.17"},  # the value, no citation: partial
                  {"id": "negative-001", "answer": "Not found in the documents."},
                  {"id": "lookup-002", "answer": "6,021.44"})
    run = tmp_path / "run"
    result = invoke(rag_eval, "grade", "--corpus", str(corpus), "--answers", str(ans), "--out", str(run))
    assert (result.code, result.err) == (0, "")
    assert result.out.splitlines()[:3] == [
        "2/3 correct, 1 partial, 0 wrong",
        "floor 33.3% (a pipeline that declines every question: 1/3), ceiling 100.0% (answers from the ground "
        "truth: 3/3)",
        "partial = some of the answer's checks passed, not all (e.g. the right value, the wrong citation)"]
    row = "| lookup-001 | lookup | partial | Box 1 wages? | 52,340.17 [w2.pdf] | 52,340.17 | no citation of w2.pdf |\n"
    assert row in (run / "scorecard.md").read_text(encoding="utf-8")


def test_grade_refuses_questions_it_cannot_match(tmp_path: Path) -> None:
    # before: a repeated id graded one answer twice and dropped another; no questions printed
    # "accuracy 0.0% (95% CI 0.0-0.0%)"
    folder = tmp_path / "c"
    folder.mkdir()
    questions = [*MANIFEST["questions"], MANIFEST["questions"][0]]  # type: ignore[misc]
    (folder / "corpus.json").write_text(json.dumps({**MANIFEST, "questions": questions}), encoding="utf-8")
    ans = answers(tmp_path, {"id": "lookup-001", "answer": "x"})
    for command in (["grade", "--corpus", str(folder), "--answers", str(ans), "--out", str(tmp_path / "r")],
                    ["run", str(folder), "--pipeline", "cmd:cat", "--out", str(tmp_path / "r")]):
        result = invoke(rag_eval, *command)
        assert (result.code, result.err) == (
            1, f"Error: {folder / 'corpus.json'}: question ids must be unique; repeated: lookup-001 (2 times)\n")
    (folder / "corpus.json").write_text(json.dumps({**MANIFEST, "questions": []}), encoding="utf-8")
    result = invoke(rag_eval, "grade", "--corpus", str(folder), "--answers", str(ans), "--out", str(tmp_path / "r"))
    assert (result.code, result.err) == (
        1, f"Error: {folder / 'corpus.json'}: questions[] is empty: nothing to ask or grade\n")
    assert not (tmp_path / "r").exists()


def test_a_line_without_an_answer_is_listed_not_graded_empty(tmp_path: Path, corpus: Path) -> None:
    ans = answers(tmp_path, {"id": "lookup-001", "answer": "52,340.17 [w2.pdf]"}, {"id": "negative-001"},
                  {"id": "lookup-002", "answer": "6,021.44"})
    result = invoke(rag_eval, "grade", "--corpus", str(corpus), "--answers", str(ans), "--out", str(tmp_path / "r"))
    assert (result.code, result.err) == (0, "warning: 1 questions without an answer: negative-001\n")


def test_many_unknown_ids_are_summarized(tmp_path: Path, corpus: Path) -> None:
    # before: every id was printed (200,000 of them: 1.9 MB on stderr)
    rows = [{"id": f"ghost-{i:06d}", "answer": "?"} for i in range(2000)]
    result = invoke(rag_eval, "grade", "--corpus", str(corpus), "--answers", str(answers(tmp_path, *rows)),
                    "--out", str(tmp_path / "r"))
    shown = ", ".join(f"ghost-{i:06d}" for i in range(10))
    assert result.err == (f"warning: 2000 unknown question ids: {shown} and 1990 more (all in scorecard.json)\n"
                          "warning: 3 questions without an answer: lookup-001, negative-001, lookup-002\n")
    bad_id = {"id": "x\nError: everything is fine", "answer": "?"}
    result = invoke(rag_eval, "grade", "--corpus", str(corpus), "--answers", str(answers(tmp_path, bad_id)),
                    "--out", str(tmp_path / "r"))
    assert result.err.splitlines()[0] == "warning: 1 unknown question ids: 'x\\nError: everything is fine'"


def test_answers_from_a_device_are_refused(tmp_path: Path, corpus: Path) -> None:
    result = invoke(rag_eval, "grade", "--corpus", str(corpus), "--answers", "/dev/zero", "--out", str(tmp_path / "r"))
    assert (result.code, result.err) == (1, "Error: /dev/zero: a device, not an answers file\n")
