"""JUnit XML and report.html from crafted scorecards: shape, failures, escaping."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html.parser import HTMLParser

from harness.contract.grade import Grade
from harness.scoring.probe import FieldProbe, probe_report
from harness.scoring.report_html import report_html
from harness.scoring.report_junit import junit_xml
from harness.scoring.scorecard import CardCorpus, QuestionResult, build_scorecard

CARD = build_scorecard(CardCorpus(name="c", sha256="ab" * 32), "cmd:python rag.py", [
    QuestionResult(id="q1", category="lookup", grade=Grade.CORRECT, failed=[], answer="1.00 [a.pdf]",
                   latency_s=0.5),
    QuestionResult(id="q2", category="lookup", grade=Grade.PARTIAL, failed=["no citation of a.pdf"],
                   answer="<script>alert(1)</script>\x07", latency_s=0.25),
    QuestionResult(id="q3", category="negative", grade=Grade.WRONG, failed=["did not decline", "contains 42"],
                   answer="42", latency_s=1.0),
])
PROBE = probe_report([
    FieldProbe(document="a.pdf", doc_type="W-2", field="box1_wages", expected="1", got="1", ok=True),
    FieldProbe(document="b.pdf", doc_type="W-2", field="box1_wages", expected="2", got=None, ok=False),
    FieldProbe(document="c.pdf", doc_type="1098", field="box1_mortgage_interest", expected="3", got="3",
               ok=True),
], [], [])


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
    assert ("<ul><li>fields: 2/3 PASS</li><li>docTypes: 0/0 PASS</li><li>aggregations: 0/0 PASS</li></ul>"
            in html)


def test_html_without_probe() -> None:
    assert "<p>No field probe in this run.</p>" in report_html(CARD, None)
