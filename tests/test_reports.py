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


SUITE_CARD = {
    "corpus": {"name": "dev", "sha256": "cd" * 32, "households": [{"name": "seed-1", "sha256": "11" * 32},
                                                                  {"name": "seed-2", "sha256": "22" * 32}]},
    "pipeline": "extractive",
    "summary": {"total": 3, "byGrade": {"correct": 2, "partial": 0, "wrong": 1}, "accuracy": 0.6667,
                "ci95": [0.5, 1.0], "households": 2,
                "byHousehold": {"seed-1": {"correct": 2, "total": 2}, "seed-2": {"correct": 0, "total": 1}},
                "byCategory": {"lookup": {"correct": 2, "partial": 0, "wrong": 1, "ci95": [0.5, 1.0]}}},
    "questions": [
        {"id": "q1", "household": "seed-1", "category": "lookup", "grade": "correct", "failed": [], "answer": "a",
         "latencyS": 0.5},
        {"id": "q2", "household": "seed-1", "category": "lookup", "grade": "correct", "failed": [], "answer": "b",
         "latencyS": 0.5},
        {"id": "q1", "household": "seed-2", "category": "lookup", "grade": "wrong", "failed": ["x"], "answer": "c",
         "latencyS": 1.0},
    ],
}


def test_junit_has_one_testsuite_per_household() -> None:
    root = ET.fromstring(junit_xml(SUITE_CARD))
    assert (root.get("tests"), root.get("failures"), root.get("time")) == ("3", "1", "2.000")
    suites = root.findall("testsuite")
    assert [(s.get("name"), s.get("tests"), s.get("failures"), s.get("time")) for s in suites] == [
        ("rag-eval dev/seed-1 (extractive)", "2", "0", "1.000"), ("rag-eval dev/seed-2 (extractive)", "1", "1", "1.000")]
    shas = [s.find("properties/property[@name='corpus.sha256']").get("value") for s in suites]  # type: ignore[union-attr]
    assert shas == ["11" * 32, "22" * 32]
    assert [c.get("name") for c in suites[1].findall("testcase")] == ["q1"]


def test_html_draws_the_intervals_and_the_households() -> None:
    html = report_html(SUITE_CARD, None)
    assert "<p>95% confidence interval 50.0%-100.0% (cluster bootstrap over 2 households, 2000 resamples).</p>" in html
    assert '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="78" role="img" ' \
           'aria-label="accuracy with 95% intervals">' in html
    # the whisker of all questions runs from 50% to 100% of the 330-pixel axis, the dot at 66.7%
    assert '<line x1="325.0" y1="14" x2="490.0" y2="14" stroke="#1565c0" stroke-width="2">' in html
    assert '<circle cx="380.0" cy="14" r="4" fill="#1565c0"/>' in html
    assert "<tr><td>seed-2</td><td class=\"num\">0/1</td><td class=\"num\">0.0%</td></tr>" in html
    parsed = _Text()
    parsed.feed(html)
    assert parsed.tags.count("svg") == 2 and parsed.tags.count("circle") == 2
    assert "66.7% (50.0%-100.0%)" in parsed.cells
    assert parsed.tags.count("svg") == 2 and "circle" not in _tags(report_html(CARD, PROBE))


def _tags(html: str) -> list[str]:
    parsed = _Text()
    parsed.feed(html)
    return parsed.tags
