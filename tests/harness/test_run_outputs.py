"""Run folders hold one run's record, never an input's place, and say when they are incomplete
(harness/run.py, harness/cli.py grade and compare, harness/scoring/run_export.py).

Before: `rag-eval run C --out C` wrote its record into the corpus folder; a run or a grade into
an existing run folder left the old probe.json/junit.xml/report.html (and answers.jsonl) beside
the new scorecard, and `rag-eval export` joined the old answers with the new grades;
`rag-eval export RUN --out RUN --force` replaced the run with the export; `compare` and
`export` of an incomplete run said nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli import main as rag_eval
from harness.ingest import IngestConfig, ingest
from tests.support.clirunner import invoke
from tests.support.run_corpus import write_run_corpus

pytestmark = pytest.mark.xdist_group("run-outputs")

FAILING = (  # answers the first question, fails on the second (Harbor)
    "def answer(question):\n"
    "    if 'Harbor' in question:\n"
    "        raise RuntimeError('the model server went away')\n"
    "    return '52,340.17 [w2-bluefin.pdf]'\n"
)
DECLINING = "def answer(question):\n    return 'Not found in the documents.'\n"
RECORD = ["answers.jsonl", "junit.xml", "probe.json", "report.html", "scorecard.json", "scorecard.md"]

# the hand-made corpus's bill is a text file without a PDF text layer, and these runs have no store
NO_TEXT = ("Warning: 1 of 3 documents have no text (no store of this corpus: pass --store STORE, a store rag-eval "
           "ingest built from it, for the scans' OCR): bill-metro.txt\n")


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run corpus, its store (no embeddings), two pipeline modules; tests run inside it."""
    root = tmp_path_factory.mktemp("outputs")
    write_run_corpus(root / "corpus")
    ingest(root / "corpus", root / "store", IngestConfig(skip=frozenset({"embed"})))
    (root / "failing.py").write_text(FAILING)
    (root / "declining.py").write_text(DECLINING)
    return root


@pytest.fixture
def here(world: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(world)
    monkeypatch.syspath_prepend(str(world))
    return world


def run(out: str, pipeline: str = "declining", *more: str) -> tuple[int, str]:
    r = invoke(rag_eval, "run", "corpus", "--pipeline", f"python:{pipeline}:answer", "--out", out, "--quiet", *more)
    return r.code, r.err


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def user_folder(here: Path) -> str:
    (here / "notes").mkdir(exist_ok=True)
    (here / "notes" / "todo.txt").write_text("mine")
    return "notes"


def test_a_run_never_writes_into_the_corpus_or_a_folder_of_other_files(here: Path) -> None:
    before = names(here / "corpus")
    assert run("corpus") == (1, "Error: --out corpus is the corpus itself: choose another folder\n")
    assert run("corpus/run") == (1, "Error: --out corpus/run is inside the corpus corpus: choose a folder outside "
                                    "it\n")
    assert run("store", "declining", "--store", "store") == (1, "Error: --out store is the store itself: choose "
                                                                "another folder\n")
    assert run(user_folder(here)) == (1, "Error: --out notes is not a run folder (it holds todo.txt): choose a "
                                         "new or empty folder\n")
    assert names(here / "corpus") == before and names(here / "notes") == ["todo.txt"]
    r = invoke(rag_eval, "grade", "--corpus", "corpus", "--answers", "notes/todo.txt", "--out", "corpus")
    assert (r.code, r.err) == (1, "Error: --out corpus is the corpus itself: choose another folder\n")


def test_a_run_replaces_the_old_record_as_a_set(here: Path) -> None:
    assert run("r-set", "declining", "--store", "store") == (0, "")
    assert names(here / "r-set") == RECORD
    assert run("r-set", "declining", "--ingest", "never") == (0, "")  # no store: no probe.json of the old run
    assert names(here / "r-set") == [n for n in RECORD if n != "probe.json"]
    card = json.loads((here / "r-set" / "scorecard.json").read_text())
    assert "probe" not in card and "store" not in card


def test_a_grade_replaces_a_run_record_and_export_refuses_mixed_records(here: Path) -> None:
    assert run("r-grade", "declining", "--store", "store") == (0, "")
    (here / "mine.jsonl").write_text(json.dumps({"id": "lookup-001", "answer": "no idea"}) + "\n")
    r = invoke(rag_eval, "grade", "--corpus", "corpus", "--answers", "mine.jsonl", "--out", "r-grade")
    assert r.code == 0, r.err
    assert names(here / "r-grade") == ["scorecard.json", "scorecard.md"]
    # a run's own answers regraded in place: answers.jsonl is the input and stays
    assert run("r-regrade", "declining", "--ingest", "never") == (0, "")
    r = invoke(rag_eval, "grade", "--corpus", "corpus", "--answers", "r-regrade/answers.jsonl", "--out", "r-regrade")
    assert r.code == 0, r.err
    assert names(here / "r-regrade") == ["answers.jsonl", "scorecard.json", "scorecard.md"]
    # a folder mixed by hand (or by an older rag-eval): the answers are not the ones graded
    assert run("r-mixed", "declining", "--ingest", "never") == (0, "")
    (here / "r-mixed" / "answers.jsonl").write_text(json.dumps({"id": "lookup-001", "answer": "old"}) + "\n")
    r = invoke(rag_eval, "export", "r-mixed", "--corpus", "corpus", "--format", "ragas", "--out", "x-mixed")
    assert (r.code, r.err) == (1, "Error: r-mixed: answers.jsonl does not hold the answers scorecard.json graded "
                                  "(lookup-001): the two files come from different runs; run again into a new "
                                  "folder\n")
    assert not (here / "x-mixed").exists()


def test_rag_eval_export_never_replaces_the_run_or_other_files(here: Path) -> None:
    assert run("r-export") == (0, "")
    before = names(here / "r-export")
    r = invoke(rag_eval, "export", "r-export", "--corpus", "corpus", "--format", "ragas", "--out", "r-export",
               "--force")
    assert (r.code, r.err) == (1, "Error: --out r-export is the run itself: choose another folder\n")
    r = invoke(rag_eval, "export", "r-export", "--corpus", "corpus", "--format", "ragas", "--out", user_folder(here),
               "--force")
    assert (r.code, r.err) == (1, "Error: --out notes is not an export rag-gen or rag-eval wrote (no "
                                  "rag-export.json): --force replaces only that, never other files\n")
    assert names(here / "r-export") == before
    for fmt in ("ragas", "deepeval"):  # an export replaces an export
        r = invoke(rag_eval, "export", "r-export", "--corpus", "corpus", "--format", fmt, "--out", "x", "--force")
        assert (r.code, r.out, r.err) == (0, "wrote x\n", NO_TEXT)
    assert names(here / "x") == ["goldens.json", "rag-export.json"]


def test_an_incomplete_run_is_exported_with_a_warning_and_compared_only_with_force(here: Path) -> None:
    assert run("r-full")[0] == 0
    code, err = run("r-part", "failing")
    assert (code, err) == (1, "Error: python:failing:answer raised RuntimeError: the model server went away on "
                              "question lookup-002\n")
    r = invoke(rag_eval, "export", "r-part", "--corpus", "corpus", "--format", "deepeval", "--out", "x-part")
    assert (r.code, r.out) == (0, "wrote x-part\n")
    assert r.err == ("warning: r-part is an incomplete run (python:failing:answer raised RuntimeError: the model "
                     "server went away on question lookup-002): the export holds the 1 questions it answered, not "
                     "the 3 it did not\n" + NO_TEXT)
    assert [g["name"] for g in json.loads((here / "x-part" / "goldens.json").read_text())] == ["lookup-001"]
    stopped = ("r-part is an incomplete run: its pipeline stopped after 1 of 4 questions (python:failing:answer "
               "raised RuntimeError: the model server went away on question lookup-002)")
    r = invoke(rag_eval, "compare", "r-full", "r-part")
    assert (r.code, r.out, r.err) == (1, "", f"Error: {stopped}; pass --force to compare the questions it "
                                             "answered\n")
    r = invoke(rag_eval, "compare", "r-full", "r-part", "--force")
    assert (r.code, r.err) == (0, f"warning: {stopped}: comparing the questions it answered\n")
    assert "1 paired questions" in r.out
