"""JUnit XML and report.html from crafted scorecards: shape, failures, escaping."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html.parser import HTMLParser

from harness.scoring.report_html import report_html
from harness.scoring.report_junit import junit_xml

CARD = {
    "corpus": {"name": "c", "sha256": "ab" * 32},
    "pipeline": "cmd:python rag.py",
    "summary": {"total": 3, "byGrade": {"correct": 1, "partial": 1, "wrong": 1}, "accuracy": 0.3333,
                "byCategory": {"lookup": {"correct": 1, "partial": 1, "wrong": 0},
                               "negative": {"correct": 0, "partial": 0, "wrong": 1}}},
    "questions": [
        {"id": "q1", "category": "lookup", "grade": "correct", "failed": [], "answer": "1.00 [a.pdf]",
         "latencyS": 0.5},
        {"id": "q2", "category": "lookup", "grade": "partial", "failed": ["no citation of a.pdf"],
         "answer": "<script>alert(1)</script>\x07", "latencyS": 0.25},
        {"id": "q3", "category": "negative", "grade": "wrong", "failed": ["did not decline", "contains 42"],
         "answer": "42", "latencyS": 1.0},
    ],
}
PROBE = {"fields": [
    {"document": "a.pdf", "docType": "W-2", "field": "box1_wages", "expected": "1", "got": "1", "pass": True},
    {"document": "b.pdf", "docType": "W-2", "field": "box1_wages", "expected": "2", "got": None, "pass": False},
    {"document": "c.pdf", "docType": "1098", "field": "box1_mortgage_interest", "expected": "3", "got": "3",
     "pass": True},
], "summary": {"fields": {"pass": 2, "total": 3}}}


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


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.cells: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)

    def handle_data(self, data: str) -> None:
        self.cells.append(data)


def test_html_escapes_and_draws() -> None:
    html = report_html(CARD, PROBE)
    parsed = _Text()
    parsed.feed(html)
    assert "script" not in parsed.tags
    assert "<script>alert(1)</script>\x07" in parsed.cells
    assert parsed.tags.count("rect") == 3  # lookup: correct + partial, negative: wrong
    assert "1/2" in parsed.cells and "1/1" in parsed.cells  # heat-map cells W-2 box1 and 1098
    assert '<p id="summary"><strong>1/3 correct</strong>, 1 partial, 1 wrong (accuracy 33.3%).</p>' in html
    assert "<li>fields: 2/3 PASS</li>" in html


def test_html_without_probe() -> None:
    assert "<p>No field probe in this run.</p>" in report_html(CARD, None)
