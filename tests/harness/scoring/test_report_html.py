"""report.html from crafted scorecards (harness/scoring/report_html.py): shape, escaping, the
intervals and households, a compact probe grid (each docType's own fields only), bars by share
(the question explorer: test_report_explorer.py)."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from harness.contract.grade import Grade
from harness.contract.vocabulary import DOC_TYPES
from harness.scoring.bounds import Bound, Bounds
from harness.scoring.probe import FieldProbe, ProbeReport, probe_report
from harness.scoring.report_html import report_html
from harness.scoring.scorecard import CardCorpus, QuestionResult, RunCorpus, build_scorecard
from harness.scoring.viewer_assets import SCRIPT

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
    # one script, the page's own: the answer is text, never markup
    assert parsed.tags.count("script") == 1 and f"<script>{SCRIPT}</script></body></html>" in html
    assert "<script>alert(1)</script>\x07" in parsed.cells
    assert "&lt;script&gt;alert(1)&lt;/script&gt;\x07" in html
    assert parsed.tags.count("rect") == 3  # lookup: correct + partial, negative: wrong
    assert "1/2" in parsed.cells and "1/1" in parsed.cells  # probe cells W-2 box1 and 1098
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
    # the labels' column fits "all questions" (13 characters at 13 px: 111 px), the right-hand
    # label "66.7% (0.3%-99.9%)" its 160 px; the SVG scales down with the page (viewBox)
    assert '<svg xmlns="http://www.w3.org/2000/svg" width="613" height="78" viewBox="0 0 613 78" role="img" ' \
           'aria-label="accuracy with 95% intervals">' in html
    # the whisker of all questions runs nearly the whole 330-pixel axis (from 111), the dot at 66.7%
    assert '<line x1="112.0" y1="14" x2="440.7" y2="14" stroke="#1565c0" stroke-width="2">' in html
    assert '<circle cx="331.0" cy="14" r="4" fill="#1565c0"/>' in html
    assert "<tr><td>seed-2</td><td class=\"num\">0/1</td><td class=\"num\">0.0%</td></tr>" in html
    assert '<button type="button" class="open" aria-expanded="false">seed-2/q1</button>' in html
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


def test_the_probe_grid_holds_each_doctypes_own_fields_only() -> None:
    probe = full_probe()
    html = report_html(BARS_CARD, probe)
    grid = html[html.index('<div class="probe" id="probe">'):html.index("<h2>Questions</h2>")]
    assert grid.count("<li ") == len(probe.fields) == sum(len(f) for f in DOC_TYPES.values())
    assert grid.count('<div class="ptype">') == len(DOC_TYPES) and "<li></li>" not in grid
    w2 = re.search(r'<div class="ptype"><h3>W-2</h3><ul class="pcells">(.*?)</ul>', grid)
    assert w2 is not None and w2.group(1).count("<li ") == len(DOC_TYPES["W-2"])
    # a cell: its colour (2 of 3 W-2 rows... here one row, PASS), the field, PASS/rows
    one = report_html(BARS_CARD, PROBE)
    assert ('<li style="background:rgb(46,125,50)" title="1098 box1_mortgage_interest: 1/1 PASS">'
            "box1_mortgage_interest<br>1/1</li>") in one


def test_bars_are_shares_with_counts_as_labels() -> None:
    html = report_html(BARS_CARD, None)
    rects = re.findall(r'<rect x="([\d.]+)" y="\d+" width="([\d.]+)"', html)
    # lookup: 1 correct, 1 partial, 1 wrong -> thirds of the 400 px bar; negative: 1 correct -> the whole bar;
    # the bars start past the longest label ("negative": 8 characters at 13 px, 72 px)
    assert rects == [("72.0", "133.3"), ("205.3", "133.3"), ("338.7", "133.3"), ("72.0", "400.0")]
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
    assert ('<dt>Expected</dt><dd class="answer expected">1.00</dd><dt>Answer</dt><dd class="answer">2.00</dd>'
            "<dt>Failed checks</dt><dd>missing 1.00 (any of 3 forms)<br>no citation of a.pdf (or 1 other file)</dd>"
            ) in html
    assert 'id="scale"' not in report_html(CARD)  # a card without bounds (an old one) has no scale
