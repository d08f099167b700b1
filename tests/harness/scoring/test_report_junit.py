"""JUnit XML from crafted scorecards (harness/scoring/report_junit.py): partial and wrong answers
are failures, one testsuite per household."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from harness.contract.grade import Grade
from harness.scoring.report_junit import junit_xml
from harness.scoring.scorecard import CardCorpus, QuestionResult, RunCorpus, build_scorecard

CARD = build_scorecard(CardCorpus(name="c", sha256="ab" * 32), "cmd:python rag.py", [
    QuestionResult(id="q1", category="lookup", grade=Grade.CORRECT, failed=[], answer="1.00 [a.pdf]",
                   latency_s=0.5),
    QuestionResult(id="q2", category="lookup", grade=Grade.PARTIAL, failed=["no citation of a.pdf"],
                   answer="<script>alert(1)</script>\x07", latency_s=0.25),
    QuestionResult(id="q3", category="negative", grade=Grade.WRONG, failed=["did not decline", "contains 42"],
                   answer="42", latency_s=1.0),
])


def test_junit_partial_and_wrong_are_failures() -> None:
    root = ET.fromstring(junit_xml(CARD))
    suite = root.find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("failures"), suite.get("time")) == ("3", "2", "1.750")
    cases = suite.findall("testcase")
    assert [(c.get("classname"), c.get("name"), c.get("time")) for c in cases] == [
        ("rag-eval.lookup", "q1", "0.500"), ("rag-eval.lookup", "q2", "0.250"), ("rag-eval.negative", "q3", "1.000")]
    assert cases[0].find("failure") is None
    f2, f3 = cases[1].find("failure"), cases[2].find("failure")
    assert f2 is not None and f3 is not None
    assert (f2.get("type"), f2.get("message"), f2.text) == ("partial", "partial: no citation of a.pdf",
                                                            "no citation of a.pdf")
    assert (f3.get("type"), f3.text) == ("wrong", "did not decline\ncontains 42")
    out = cases[1].find("system-out")
    assert out is not None and out.text == "<script>alert(1)</script>"


SUITE_CARD = build_scorecard(
    CardCorpus(name="dev", sha256="cd" * 32, households=[RunCorpus(name="seed-1", sha256="11" * 32),
                                                         RunCorpus(name="seed-2", sha256="22" * 32)]),
    "extractive", [
        QuestionResult(id="q1", household="seed-1", category="lookup", grade=Grade.CORRECT, failed=[], answer="a",
                       latency_s=0.5),
        QuestionResult(id="q2", household="seed-1", category="lookup", grade=Grade.CORRECT, failed=[], answer="b",
                       latency_s=0.5),
        QuestionResult(id="q1", household="seed-2", category="lookup", grade=Grade.WRONG, failed=["x"], answer="c",
                       latency_s=1.0),
    ])


def test_junit_has_one_testsuite_per_household() -> None:
    root = ET.fromstring(junit_xml(SUITE_CARD))
    assert (root.get("tests"), root.get("failures"), root.get("time")) == ("3", "1", "2.000")
    suites = root.findall("testsuite")
    assert [(s.get("name"), s.get("tests"), s.get("failures"), s.get("time")) for s in suites] == [
        ("rag-eval dev/seed-1 (extractive)", "2", "0", "1.000"),
        ("rag-eval dev/seed-2 (extractive)", "1", "1", "1.000")]
    props = [s.find("properties/property[@name='corpus.sha256']") for s in suites]
    shas = [p.get("value") if p is not None else None for p in props]
    assert shas == ["11" * 32, "22" * 32]
    assert [c.get("name") for c in suites[1].findall("testcase")] == ["q1"]
