"""report.html from crafted scorecards (harness/scoring/report_html.py): shape, escaping, the
intervals and households, a compact heat-map (each docType's own fields only), bars by share."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from harness.contract.grade import Grade
from harness.contract.vocabulary import DOC_TYPES
from harness.scoring.bounds import Bound, Bounds
from harness.scoring.probe import FieldProbe, ProbeReport, probe_report
from harness.scoring.report_html import report_html
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


def test_html_draws_the_intervals_and_the_households() -> None:
    html = report_html(SUITE_CARD, None)
    # two households, 2/2 and 0/1: they differ, so Student's t with one degree of freedom
    assert ("<p>95% confidence interval 0.3%-99.9% (Wilson interval on the effective sample size over 2 "
            "households).</p>" in html)
    assert '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="78" role="img" ' \
           'aria-label="accuracy with 95% intervals">' in html
    # the whisker of all questions runs nearly the whole 330-pixel axis (from 160), the dot at 66.7%
    assert '<line x1="161.0" y1="14" x2="489.7" y2="14" stroke="#1565c0" stroke-width="2">' in html
    assert '<circle cx="380.0" cy="14" r="4" fill="#1565c0"/>' in html
    assert "<tr><td>seed-2</td><td class=\"num\">0/1</td><td class=\"num\">0.0%</td></tr>" in html
    assert '<tr class="q"><td>seed-2/q1</td>' in html
    parsed = _Text()
    parsed.feed(html)
    assert parsed.tags.count("svg") == 2 and parsed.tags.count("circle") == 2
    assert "66.7% (0.3%-99.9%)" in parsed.cells
    # one household: Wilson intervals, no household table
    single = report_html(CARD, PROBE)
    assert ("<p>95% confidence interval 6.2%-79.2% (Wilson interval over the 3 questions of one household).</p>"
            in single)
    assert _tags(single).count("circle") == 3 and "By household" not in single


def _tags(html: str) -> list[str]:
    parsed = _Text()
    parsed.feed(html)
    return parsed.tags


BARS_CARD = build_scorecard(CardCorpus(name="c", sha256="ab" * 32), "cmd:python3 rag.py", [
    QuestionResult(id="q1", category="lookup", grade=Grade.CORRECT, failed=[], answer="1.00 [a.pdf]"),
    QuestionResult(id="q2", category="lookup", grade=Grade.PARTIAL, failed=["no citation of a.pdf"], answer="1.00"),
    QuestionResult(id="q3", category="lookup", grade=Grade.WRONG, failed=["missing 1.00"], answer="2.00"),
    QuestionResult(id="q4", category="negative", grade=Grade.CORRECT, failed=[], answer="Not found."),
])


def full_probe() -> ProbeReport:
    """Every docType of the vocabulary with every one of its fields: the widest probe a corpus has."""
    rows = [FieldProbe(document=f"{dt}.pdf", doc_type=dt, field=f, expected="1", got="1", ok=(i + j) % 3 != 0)
            for i, (dt, fields) in enumerate(sorted(DOC_TYPES.items())) for j, f in enumerate(sorted(fields))]
    return probe_report(rows, [], [])


def test_the_heat_map_holds_each_doctypes_own_fields_only() -> None:
    probe = full_probe()
    html = report_html(BARS_CARD, probe)
    heat = html[html.index('<div class="heatbox">'):html.index("</div>", html.index('<div class="heatbox">'))]
    widest = max(len(fields) for fields in DOC_TYPES.values())
    assert heat.count("<td") == len(probe.fields) == sum(len(f) for f in DOC_TYPES.values())
    assert heat.count("<tr>") == len(DOC_TYPES) + 1 and f'<th colspan="{widest}">' in heat
    assert "<td></td>" not in heat
    w2 = re.search(r"<tr><th>W-2</th>(.*?)</tr>", heat)
    assert w2 is not None and w2.group(1).count("<td") == len(DOC_TYPES["W-2"])


def test_bars_are_shares_with_counts_as_labels() -> None:
    html = report_html(BARS_CARD, None)
    rects = re.findall(r'<rect x="([\d.]+)" y="\d+" width="([\d.]+)"', html)
    # lookup: 1 correct, 1 partial, 1 wrong -> thirds of the 400 px bar; negative: 1 correct -> the whole bar
    assert rects == [("160.0", "133.3"), ("293.3", "133.3"), ("426.7", "133.3"), ("160.0", "400.0")]
    assert re.findall(r'text-anchor="middle">(\d+)</text>', html) == ["1", "1", "1", "1"]
    assert ">1/3 (33%)</text>" in html and ">1/1 (100%)</text>" in html


def test_html_states_the_scale_partial_and_the_expected_answer() -> None:
    bounds = Bounds(floor=Bound(correct=1, total=3, accuracy=0.3333), ceiling=Bound(correct=3, total=3, accuracy=1.0))
    q = QuestionResult(id="q1", category="lookup", grade=Grade.PARTIAL, question="Box 1?", expected="1.00 [a.pdf]",
                       failed=["missing any of 1.00 | $1.00 | 1,00", "no citation of a.pdf | b.pdf"], answer="2.00")
    html = report_html(build_scorecard(CardCorpus(name="c", sha256="ab"), "p", [q], bounds=bounds))
    assert ('<p id="scale">Scale: floor 33.3% (a pipeline that declines every question: 1/3), ceiling 100.0% '
            "(answers from the ground truth: 3/3).</p>") in html
    assert ("<p id=\"partial\">partial = some of the answer&#x27;s checks passed, not all (e.g. the right value, the "
            "wrong citation).</p>") in html
    assert ('<tr class="q"><td>q1</td><td>lookup</td><td class="partial">partial</td><td>Box 1?</td>'
            '<td class="answer">1.00 [a.pdf]</td><td class="answer">2.00</td>'
            "<td>missing 1.00 (any of 3 forms)<br>no citation of a.pdf (or 1 other file)</td></tr>") in html
    assert 'id="scale"' not in report_html(CARD)  # a card without bounds (an old one) has no scale
