"""rag-eval run SUITE_DIR: every household ingested, asked, graded, one record with intervals."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from harness.cli import main
from tests.support.clirunner import invoke
from tests.support.suite_helpers import write_tiny_suite

pytestmark = pytest.mark.xdist_group("run-chain")


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_tiny_suite(tmp_path_factory.mktemp("tiny") / "suite")


@pytest.fixture(scope="module")
def tiny_run(tiny: Path) -> tuple[Path, str]:
    out = tiny.parent / "extractive"
    r = invoke(main, "run", str(tiny), "--out", str(out), "--pipeline", "extractive", "--quiet")
    assert (r.code, r.err) == (0, "")
    return out, r.out


def test_a_suite_run_writes_one_record_for_every_household(tiny_run: tuple[Path, str]) -> None:
    out, stdout = tiny_run
    assert sorted(p.name for p in out.iterdir()) == ["answers.jsonl", "households", "junit.xml", "probe.json",
                                                     "report.html", "scorecard.json", "scorecard.md", "stores"]
    assert sorted(p.name for p in (out / "stores").iterdir()) == ["seed-1", "seed-2"]
    assert sorted(p.name for p in (out / "households" / "seed-2").iterdir()) == [
        "answers.jsonl", "junit.xml", "probe.json", "report.html", "scorecard.json", "scorecard.md"]
    card = json.loads((out / "scorecard.json").read_text())
    assert card["corpus"]["name"] == "tiny" and [h["name"] for h in card["corpus"]["households"]] == [
        "seed-1", "seed-2"]
    assert card["corpus"]["households"][0]["sha256"] == json.loads((out / "households" / "seed-1" /
                                                                     "scorecard.json").read_text())["corpus"]["sha256"]
    s = card["summary"]
    assert (s["total"], s["byGrade"], s["households"]) == (8, {"correct": 8, "partial": 0, "wrong": 0}, 2)
    assert s["byHousehold"] == {"seed-1": {"correct": 4, "total": 4}, "seed-2": {"correct": 4, "total": 4}}
    # two identical households, every answer right: Wilson on 8 questions, never the point [1.0, 1.0]
    assert s["ci95"] == [0.6756, 1.0]
    assert s["byCategory"]["lookup"] == {"correct": 4, "partial": 0, "wrong": 0, "ci95": [0.5101, 1.0]}
    assert [(q["household"], q["id"]) for q in card["questions"]][2:6] == [
        ("seed-1", "aggregation-001"), ("seed-1", "negative-001"), ("seed-2", "lookup-001"), ("seed-2", "lookup-002")]
    assert card["probe"] == {"aggregations": {"pass": 6, "total": 6}, "docTypes": {"pass": 6, "total": 6},
                             "fields": {"pass": 8, "total": 8}, "pages": {"text-layer": 6},
                             "fieldsByPath": {"text-layer": {"pass": 8, "total": 8}}}
    answers = [json.loads(line) for line in (out / "answers.jsonl").read_text().splitlines()]
    assert [(a["household"], a["id"]) for a in answers][3:5] == [("seed-1", "negative-001"), ("seed-2", "lookup-001")]
    suites = ET.parse(out / "junit.xml").getroot().findall("testsuite")
    assert [(x.get("name"), x.get("tests")) for x in suites] == [("rag-eval tiny/seed-1 (extractive)", "4"),
                                                                 ("rag-eval tiny/seed-2 (extractive)", "4")]
    assert "| seed-2 | 4/4 | 100.0% |" in (out / "scorecard.md").read_text()
    lines = stdout.splitlines()
    assert lines[0].startswith("8/8 correct, 0 partial, 0 wrong (")
    assert card["bounds"] == {"floor": {"correct": 2, "total": 8, "accuracy": 0.25},  # the households' added up
                              "ceiling": {"correct": 8, "total": 8, "accuracy": 1.0}}
    assert lines[1:5] == ["accuracy 100.0% (95% CI 67.6-100.0%; Wilson interval on the effective sample size over 2 "
                          "households)",
                          "floor 25.0% (a pipeline that declines every question: 2/8), ceiling 100.0% (answers "
                          "from the ground truth: 8/8)",
                          "  aggregation: 2 correct, 0 partial, 0 wrong (95% CI 34.2-100.0%)",
                          "  lookup: 4 correct, 0 partial, 0 wrong (95% CI 51.0-100.0%)"]
    assert lines[6] == "probe: fields 8/8, docTypes 6/6, aggregations 6/6 PASS"
    # the suite's stage times, summed over its households (their values depend on the machine)
    assert lines[7].startswith("time: ingest ") and lines[7].endswith(" s (summed over 2 households)")
    assert [lap.split()[0] for lap in lines[7][len("time: "):].split(", ")] == ["ingest", "probe", "load", "ask",
                                                                                 "grade"]
    assert lines[8:] == [f"report: {out / 'report.html'}"]


def test_stores_are_reused_when_valid_and_rebuilt_when_stale(tiny: Path, tiny_run: tuple[Path, str],
                                                             tmp_path: Path) -> None:
    stores = tiny_run[0] / "stores"
    before = {n: (stores / n / "marker.json").stat().st_mtime_ns for n in ("seed-1", "seed-2")}
    r = invoke(main, "run", str(tiny), "--out", str(tmp_path / "again"), "--store", str(stores), "--pipeline",
               "extractive", "--category", "lookup", "--quiet")
    assert (r.code, r.err) == (0, "")
    assert r.out.startswith("4/4 correct, 0 partial, 0 wrong (")
    assert {n: (stores / n / "marker.json").stat().st_mtime_ns for n in before} == before
    assert not (tmp_path / "again" / "stores").exists()
    # another chunking: the stores no longer fit the run and are built again in its own folder
    r = invoke(main, "run", str(tiny), "--out", str(tmp_path / "chunked"), "--pipeline", "extractive",
               "--set", "chunk_size=400", "--set", "chunk_overlap=40", "--limit", "1", "--quiet")
    assert (r.code, r.err) == (0, "")
    marker = json.loads((tmp_path / "chunked" / "stores" / "seed-2" / "marker.json").read_text())
    assert (marker["config"]["chunkSize"], marker["config"]["chunkOverlap"]) == (400, 40)
    card = json.loads((tmp_path / "chunked" / "scorecard.json").read_text())
    assert [(q["household"], q["id"]) for q in card["questions"]] == [("seed-1", "lookup-001"),
                                                                      ("seed-2", "lookup-001")]


def test_a_suites_progress_counts_households_and_the_suites_questions(tiny: Path, tiny_run: tuple[Path, str],
                                                                     tmp_path: Path) -> None:
    """stderr is not a terminal here: plain lines, the ask stage's counts and tally the suite's."""
    r = invoke(main, "run", str(tiny), "--out", str(tmp_path / "again"), "--store", str(tiny_run[0] / "stores"),
               "--pipeline", "extractive", "--category", "lookup")
    assert r.code == 0
    assert r.err.splitlines() == [
        "households 0/2",
        "ask 1/4 (1 correct, 0 partial, 0 wrong)", "ask 2/4 (2 correct, 0 partial, 0 wrong)",
        "households 1/2",
        "ask 3/4 (3 correct, 0 partial, 0 wrong)", "ask 4/4 (4 correct, 0 partial, 0 wrong)",
        "households 2/2"]
    assert r.out.splitlines()[-2].endswith(" s (summed over 2 households, every store reused)")


def test_suite_errors_are_one_line(tiny: Path, tmp_path: Path) -> None:
    r = invoke(main, "run", str(tiny), "--out", str(tmp_path / "x"), "--pipeline", "extractive", "--category",
               "trivia", "--quiet")
    assert (r.code, r.err) == (2, "Error: no question has category trivia (categories: aggregation, lookup, "
                                  "negative)\n")  # a bad option value: a usage error, as for one corpus
    changed = tmp_path / "changed"
    write_tiny_suite(changed)
    manifest = changed / "seed-2" / "corpus.json"
    manifest.write_text(manifest.read_text().replace("three documents", "four documents"))
    r = invoke(main, "run", str(changed), "--out", str(tmp_path / "y"), "--pipeline", "extractive", "--quiet")
    assert r.code == 1
    assert r.err.startswith(f"Error: {changed / 'suite.json'}: $.corpora[1]: seed-2/corpus.json has sha256 ")
    assert r.err.endswith(" (the household changed after the suite was written; regenerate it or the suite)\n")
    assert not (tmp_path / "y").exists()


def test_selftest_diagnostics_over_a_suite(tiny: Path, tmp_path: Path) -> None:
    r = invoke(main, "selftest", str(tiny), "--diagnostics-only", "--out", str(tmp_path / "st"), "--quiet")
    assert (r.code, r.err) == (0, "")
    assert "- PASS oracle is correct on every question: 8/8\n" in r.out
    assert "- PASS decline is correct on every negative question: 2/2\n" in r.out
    record = json.loads((tmp_path / "st" / "selftest.json").read_text())
    assert record["corpus"]["name"] == "tiny"
    assert sorted(record["grades"]["oracle"])[:2] == ["seed-1/aggregation-001", "seed-1/lookup-001"]
    assert record["answers"]["decline"]["seed-2/lookup-001"] == "Not found in the documents."
    assert sorted(p.name for p in (tmp_path / "st" / "households").iterdir()) == ["seed-1", "seed-2"]


def test_paired_expectations_name_the_defects_the_suite_cannot_see() -> None:
    from harness.selftest.suite import min_discordant, paired_expectations

    base = {f"seed-{h}/q{i}": "correct" for h in (1, 2) for i in range(6)}
    grades = {"extractive": base,
              "extractive:top-1": {k: "wrong" if k.endswith(("q0", "q1", "q2", "q3")) else "correct" for k in base},
              "extractive:fail-open": {k: "wrong" if k == "seed-1/q0" else "correct" for k in base}}
    got = {e.name: (e.ok, e.detail) for e in paired_expectations(grades, "extractive")}
    assert got == {
        "extractive:top-1: detected by paired testing against extractive (p < 0.01)":
            (True, "8 correct only with extractive, 0 only with extractive:top-1, p = 0.0078; "
                   "delta -66.7 points (95% CI -66.7 to -66.7)"),
        "extractive:fail-open: detected by paired testing against extractive (p < 0.01)":
            (True, "1 correct only with extractive, 0 only with extractive:fail-open, p = 1; "
                   "delta -8.3 points (95% CI -16.7 to 0.0); p < 0.01 needs at least 8 questions answered "
                   "differently"),
    }
    assert min_discordant() == 8
    # enough questions answered differently to detect it, and not detected: failed
    grades["extractive:fail-open"] = {k: "wrong" if k.endswith(("q0", "q1", "q2")) or k == "seed-1/q3" else
                                      "correct" for k in base}
    grades["extractive"] = {k: "wrong" if k in ("seed-2/q3", "seed-2/q4") else "correct" for k in base}
    [_, opened] = paired_expectations(grades, "extractive")
    assert (opened.verdict, opened.detail) == (
        "FAIL", "7 correct only with extractive, 2 only with extractive:fail-open, p = 0.18; "
                "delta -41.7 points (95% CI -66.7 to -16.7)")
    # a defect that changed nothing any question cites cannot be detected: inconclusive, not failed
    unreached = {e.name: (e.verdict, e.detail) for e in paired_expectations(
        grades, "extractive", {"extractive:fail-open": "it typed no document: no doctype question asks about a type "
                                                       "it gave"})}
    assert unreached["extractive:fail-open: detected by paired testing against extractive (p < 0.01)"] == (
        "INCONCLUSIVE", "it typed no document: no doctype question asks about a type it gave")


def test_a_suite_run_replaces_the_old_record_and_households(tiny: Path, tiny_run: tuple[Path, str],
                                                            tmp_path: Path) -> None:
    """Before: a run into a folder that held another run left that run's households and files."""
    import shutil

    out = tmp_path / "again"
    shutil.copytree(tiny_run[0], out)
    (out / "households" / "seed-9").mkdir()
    (out / "households" / "seed-9" / "scorecard.json").write_text("{}")
    r = invoke(main, "run", str(tiny), "--out", str(tiny), "--pipeline", "extractive", "--quiet")
    assert (r.code, r.err) == (1, f"Error: --out {tiny} is the suite itself: choose another folder\n")
    r = invoke(main, "run", str(tiny), "--out", str(out), "--pipeline", "extractive", "--quiet")
    assert (r.code, r.err) == (0, "")
    assert sorted(p.name for p in (out / "households").iterdir()) == ["seed-1", "seed-2"]


def test_selftest_never_writes_into_the_suite_or_the_corpus_it_tests(tiny: Path, tmp_path: Path) -> None:
    # before: `rag-eval selftest C --out C` wrote its stores and selftest.json into the corpus
    for corpus, out, message in (
            (tiny, tiny / "st", f"Error: --out {tiny / 'st'} is inside the suite {tiny}: choose a folder outside it\n"),
            (tiny / "seed-1", tiny / "seed-1", f"Error: --out {tiny / 'seed-1'} is the corpus itself: choose another "
                                               "folder\n")):
        r = invoke(main, "selftest", str(corpus), "--diagnostics-only", "--out", str(out), "--quiet")
        assert (r.code, r.err) == (1, message)
    assert not (tiny / "st").exists() and not (tiny / "seed-1" / "selftest.json").exists()


def test_a_suite_run_exports_every_household(tiny: Path, tiny_run: tuple[Path, str], tmp_path: Path) -> None:
    # before: `Error: SUITE: no corpus.json in this folder`
    out, _ = tiny_run
    r = invoke(main, "export", str(out), "--corpus", str(tiny), "--format", "ragas", "--out", str(tmp_path / "r"))
    assert (r.code, r.out, r.err) == (0, f"wrote {tmp_path / 'r'} (documents' text from the stores in "
                                         f"{out / 'stores'})\n", "")
    rows = [json.loads(line) for line in (tmp_path / "r" / "datasets" / "run.jsonl").read_text().splitlines()]
    assert [(row["household"], row["id"]) for row in rows] == [
        (h, q) for h in ("seed-1", "seed-2") for q in ("lookup-001", "lookup-002", "aggregation-001", "negative-001")]
    r = invoke(main, "export", str(out), "--corpus", str(tiny), "--format", "deepeval", "--out", str(tmp_path / "d"))
    assert r.code == 0
    names = [g["name"] for g in json.loads((tmp_path / "d" / "goldens.json").read_text())]
    assert names == [f"{h}/{q}" for h in ("seed-1", "seed-2")
                     for q in ("lookup-001", "lookup-002", "aggregation-001", "negative-001")]
    r = invoke(main, "export", str(out), "--corpus", str(tiny), "--format", "ragas", "--out", str(tmp_path / "x"),
               "--store", str(out / "stores" / "seed-1"))
    assert (r.code, r.err) == (1, "Error: --store names one store; a suite run's households each use their own "
                                  "(RUN/stores/<household>): leave --store out\n")
