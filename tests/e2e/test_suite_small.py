"""A suite of three generated small households end to end: run, intervals, compare, selftest.

Slow (minutes: three ingests with OCR); tests/harness/test_run_suite.py is the fast path on hand-made
households.

The extractive numbers are floors, measured since the layout families (issue 16): documents
render in their issuer's house style and the harvest does not know most of the new labels
and layouts yet, so extractive fell from 59/72 correct (probe fields 280/300, docTypes 51/51,
aggregations 104/110) to 28/72 (fields 120/300, docTypes 30/51, aggregations 48/110). The
harvest's next step should raise them; a fall below a floor is a regression. Whatever the
harvest learns, the structure, the invariants (a run against itself; against a pipeline that
always declines) and the consistency of intervals, compare and power are exact.
"""

from __future__ import annotations

import json
import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from harness.cli import main
from harness.scoring.stats import mde, questions_needed
from harness.selftest.suite import run_suite_selftest
from tests.support.clirunner import invoke

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
    g = s["byGrade"]
    assert (s["total"], g["correct"] + g["partial"] + g["wrong"], s["households"]) == (99, 99, 3)
    assert g["correct"] >= 28  # measured 46 of 99 (28 of 72 before the table, crossdoc and list categories)
    assert s["accuracy"] == round(g["correct"] / 99, 4)
    assert s["ci95"][0] <= s["accuracy"] <= s["ci95"][1]  # measured [0.25, 0.4583] on 72 questions
    assert list(s["byHousehold"]) == ["seed-42", "seed-43", "seed-44"]
    assert [h["total"] for h in s["byHousehold"].values()] == [33, 33, 33]
    assert sum(h["correct"] for h in s["byHousehold"].values()) == g["correct"]
    floors = {"seed-42": 11, "seed-43": 11, "seed-44": 6}  # measured (21, 18 and 20 before)
    assert all(s["byHousehold"][h]["correct"] >= n for h, n in floors.items())
    assert sorted(s["byCategory"]) == ["aggregation", "comparison", "crossdoc", "doctype", "list", "lookup",
                                       "negative", "supersede", "table", "temporal"]
    for counts in s["byCategory"].values():
        low, high = counts["ci95"]
        share = round(counts["correct"] / (counts["correct"] + counts["partial"] + counts["wrong"]), 4)
        assert 0.0 <= low <= share <= high  # the interval is rounded to 4 places, as 3/9 is
    # the extractive pipeline declines every negative question, whatever the harvest finds
    assert s["byCategory"]["negative"] == {"correct": 12, "partial": 0, "wrong": 0, "ci95": [0.7575, 1.0]}
    probe = card["probe"]
    assert [probe[k]["total"] for k in ("fields", "docTypes", "aggregations")] == [327, 54, 125]
    assert all(probe[k]["pass"] >= n for k, n in (("fields", 120), ("docTypes", 30), ("aggregations", 48)))
    suites = ET.parse(extractive / "junit.xml").getroot().findall("testsuite")
    assert [(x.get("name"), x.get("tests"), x.get("failures")) for x in suites] == [
        (f"rag-eval small-test/{h} (extractive)", "33", str(33 - c["correct"])) for h, c in s["byHousehold"].items()]
    answers = (extractive / "answers.jsonl").read_text().splitlines()
    assert len(answers) == 99 and json.loads(answers[-1])["household"] == "seed-44"


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
    correct = json.loads((extractive / "scorecard.json").read_text())["summary"]["byGrade"]["correct"]
    # declining is correct on the 12 negative questions only, which extractive gets too
    only_a = correct - 12  # measured 34 (16 on 72 questions)
    assert (diff["mcnemar"]["correctOnlyA"], diff["mcnemar"]["correctOnlyB"]) == (only_a, 0)
    assert diff["mcnemar"]["pValue"] == 2 / 2**only_a < 0.001
    assert diff["delta"] == round(-only_a / 99, 4) and diff["deltaCi95"][1] < 0  # was [-0.2917, -0.0833] on 72
    flip = only_a / 99
    assert (diff["flipShare"], diff["mde80"], diff["householdsNeeded"]) == (
        round(flip, 4), mde(99, flip), math.ceil(questions_needed(flip, 0.03) / 33))  # was 0.158, 84 on 72
    assert diff["byCategory"]["negative"]["deltaCi95"] == [0.0, 0.0]
    md = invoke(main, "compare", str(extractive), str(out)).out
    points = f"{abs(diff['delta']) * 100:.1f}"
    low, high = (f"{x * 100:+.1f}" for x in diff["deltaCi95"])
    assert md.splitlines()[2] == (
        f"A = {extractive}, B = {out}. B is worse by {points} points (95% CI {low} to {high}, McNemar p = "
        f"{diff['mcnemar']['pValue']:.2g}); this suite detects differences of {diff['mde80'] * 100:.1f} points or "
        f"more (80% power). Detecting 3.0 points would take {diff['householdsNeeded']} households of this size.")


PAIRED = re.compile(r"\d+ correct only with extractive, \d+ only with extractive:[a-z0-9-]+, p = [0-9.e+-]+; "
                    r"delta [+-]\d+\.\d points \(95% CI -?\d+\.\d to -?\d+\.\d\)"
                    r"(; p < 0\.01 needs at least 8 questions answered differently)?"
                    r"|it (un)?typed .+: no (doctype )?question .+")


def test_selftest_over_the_suite(small_suite: Path, extractive: Path, tmp_path: Path) -> None:
    result = run_suite_selftest(small_suite, tmp_path / "st", stores=extractive / "stores", workers=2)
    name = "extractive:{}: detected by paired testing against extractive (p < 0.01)".format
    defects = ("ocr-off", "corrections-ignored", "fail-open", "top-1", "rows-hidden")
    paired = {e.name: e.detail for e in result.expectations if "paired testing" in e.name}
    assert list(paired) == [name(d) for d in defects]
    assert all(PAIRED.fullmatch(detail) for detail in paired.values())
    # Since the layout families extractive answers 28 of 72 questions, too few for any defect to
    # cost the 8+ discordant questions p < 0.01 needs (measured: ocr-off 2 vs 2, corrections-ignored
    # 5 vs 1, fail-open 2 vs 0, top-1 3 vs 0; before them every defect but fail-open was detected), and
    # corrections-ignored leaves the 2/6 affected aggregations it still answers unchanged. These may
    # start to hold as the harvest learns the families; nothing else may fail.
    known = {name(d) for d in defects} | {"extractive:corrections-ignored: aggregations over corrected forms drop"}
    assert {e.name for e in result.failed} <= known
    assert [e.ok for e in result.expectations[:4]] == [True] * 4  # oracle, decline (2) and garbage
    assert sorted(p.name for p in (tmp_path / "st").iterdir()) == ["households", "report.html", "selftest.json",
                                                                   "selftest.md"]
    assert (result.matrix["oracle"]["doctype"].correct, result.matrix["extractive"]["doctype"].total) == (9, 9)
    assert result.matrix["extractive"]["doctype"].correct >= 4  # measured 4 (7 before the layout families)
