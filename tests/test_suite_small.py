"""A suite of three generated small households end to end: run, intervals, compare, selftest.

Slow (minutes: three ingests with OCR); tests/test_suite_run.py is the fast path on hand-made
households.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from harness.cli import main
from harness.selftest.suite import run_suite_selftest
from tests.clirunner import invoke

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("run-chain")]

DECLINE = "python:harness.selftest.diagnostic:DeclinePipeline"


@pytest.fixture(scope="module")
def extractive(small_suite: Path) -> Path:
    out = small_suite.parent / "extractive"
    r = invoke(main, "run", str(small_suite), "--out", str(out), "--pipeline", "extractive", "--workers", "2",
               "--quiet")
    assert (r.code, r.err) == (0, "")
    return out


def test_extractive_on_three_small_households(extractive: Path) -> None:
    card = json.loads((extractive / "scorecard.json").read_text())
    s = card["summary"]
    assert (s["total"], s["byGrade"], s["accuracy"]) == (72, {"correct": 59, "partial": 7, "wrong": 6}, 0.8194)
    assert (s["households"], s["ci95"]) == (3, [0.75, 0.875])
    assert s["byHousehold"] == {"seed-42": {"correct": 21, "total": 24}, "seed-43": {"correct": 18, "total": 24},
                                "seed-44": {"correct": 20, "total": 24}}
    assert {c: v["ci95"] for c, v in s["byCategory"].items()} == {
        "aggregation": [1.0, 1.0], "comparison": [0.3333, 0.3333], "doctype": [0.6667, 1.0], "lookup": [0.8, 1.0],
        "negative": [1.0, 1.0], "supersede": [0.6667, 1.0], "temporal": [0.6667, 1.0]}
    assert card["probe"] == {"aggregations": {"pass": 104, "total": 110}, "docTypes": {"pass": 51, "total": 51},
                             "fields": {"pass": 280, "total": 300}}
    suites = ET.parse(extractive / "junit.xml").getroot().findall("testsuite")
    assert [(x.get("name"), x.get("tests"), x.get("failures")) for x in suites] == [
        ("rag-eval small-test/seed-42 (extractive)", "24", "3"),
        ("rag-eval small-test/seed-43 (extractive)", "24", "6"),
        ("rag-eval small-test/seed-44 (extractive)", "24", "4")]
    answers = (extractive / "answers.jsonl").read_text().splitlines()
    assert len(answers) == 72 and json.loads(answers[-1])["household"] == "seed-44"


def test_compare_with_itself_and_with_a_pipeline_that_always_declines(small_suite: Path, extractive: Path) -> None:
    r = invoke(main, "compare", str(extractive), str(extractive), "--json")
    same = json.loads(r.out)
    assert (same["delta"], same["deltaCi95"], same["mcnemar"]["pValue"]) == (0.0, [0.0, 0.0], 1.0)
    out = small_suite.parent / "decline"
    r = invoke(main, "run", str(small_suite), "--out", str(out), "--pipeline", DECLINE, "--store",
               str(extractive / "stores"), "--quiet")
    assert (r.code, r.err) == (0, "")
    r = invoke(main, "compare", str(extractive), str(out), "--json")
    diff = json.loads(r.out)
    assert diff["mcnemar"] == {"correctOnlyA": 47, "correctOnlyB": 0, "pValue": 1.4210854715202004e-14}
    assert diff["mcnemar"]["pValue"] < 0.001 and diff["deltaCi95"][1] < 0
    assert (diff["delta"], diff["deltaCi95"], diff["mde80"], diff["householdsNeeded"]) == (
        -0.6528, [-0.7083, -0.5833], 0.273, 240)
    assert diff["byCategory"]["negative"]["deltaCi95"] == [0.0, 0.0]
    md = invoke(main, "compare", str(extractive), str(out)).out
    assert ("B is worse by 65.3 points (95% CI -70.8 to -58.3), p = 1.4e-14; this suite can detect differences "
            "of 27.3 points or more. Detecting 3.0 points would take 240 households of this size.\n") in md


def test_selftest_over_the_suite(small_suite: Path, extractive: Path, tmp_path: Path) -> None:
    result = run_suite_selftest(small_suite, tmp_path / "st", stores=extractive / "stores", workers=2)
    paired = {e.name: e.detail for e in result.expectations if "paired testing" in e.name}
    name = "extractive:{}: detected by paired testing against extractive (p < 0.01)".format
    assert paired == {
        name("ocr-off"): "14 correct only with extractive, 1 only with extractive:ocr-off, p = 0.00098; "
                         "delta -18.1 points (95% CI -25.0 to -12.5)",
        name("corrections-ignored"): "14 correct only with extractive, 1 only with extractive:corrections-ignored, "
                                     "p = 0.00098; delta -18.1 points (95% CI -20.8 to -16.7)",
        name("fail-open"): "2 correct only with extractive, 0 only with extractive:fail-open, p = 0.5; "
                           "delta -2.8 points (95% CI -4.2 to 0.0)",
        name("top-1"): "15 correct only with extractive, 0 only with extractive:top-1, p = 6.1e-05; "
                       "delta -20.8 points (95% CI -25.0 to -16.7)",
    }
    # Three small households hold 9 doctype questions: fail-open costs 2 of them, too few for
    # p < 0.01 (8 discordant questions at least). Every other expectation holds on the pool.
    assert [e.name for e in result.failed] == [name("fail-open")]
    assert sorted(p.name for p in (tmp_path / "st").iterdir()) == ["households", "report.html", "selftest.json",
                                                                   "selftest.md"]
    assert result.matrix["extractive"]["doctype"] == {"correct": 7, "total": 9}
