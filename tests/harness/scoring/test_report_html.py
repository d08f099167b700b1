"""JUnit XML and report.html from crafted scorecards: shape, failures, escaping."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html.parser import HTMLParser

from harness.contract.grade import Grade
from harness.scoring.probe import FieldProbe, probe_report
from harness.scoring.report_html import report_html
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


def test_html_draws_the_intervals_and_the_households() -> None:
    html = report_html(SUITE_CARD, None)
    # two households, 2/2 and 0/1: resamples pool to 0, 2/3 or 1
    assert ("<p>95% confidence interval 0.0%-100.0% (cluster bootstrap over 2 households, 2000 resamples).</p>"
            in html)
    assert '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="78" role="img" ' \
           'aria-label="accuracy with 95% intervals">' in html
    # the whisker of all questions runs the whole 330-pixel axis, the dot at 66.7%
    assert '<line x1="160.0" y1="14" x2="490.0" y2="14" stroke="#1565c0" stroke-width="2">' in html
    assert '<circle cx="380.0" cy="14" r="4" fill="#1565c0"/>' in html
    assert "<tr><td>seed-2</td><td class=\"num\">0/1</td><td class=\"num\">0.0%</td></tr>" in html
    assert '<tr class="q"><td>seed-2/q1</td>' in html
    parsed = _Text()
    parsed.feed(html)
    assert parsed.tags.count("svg") == 2 and parsed.tags.count("circle") == 2
    assert "66.7% (0.0%-100.0%)" in parsed.cells
    # one household: Wilson intervals, no household table
    single = report_html(CARD, PROBE)
    assert ("<p>95% confidence interval 6.2%-79.2% (Wilson interval over the 3 questions of one household).</p>"
            in single)
    assert _tags(single).count("circle") == 3 and "By household" not in single


def _tags(html: str) -> list[str]:
    parsed = _Text()
    parsed.feed(html)
    return parsed.tags
