"""report.html's question explorer (harness/scoring/report_explorer.py) on a crafted scorecard:
the filters, a row and its detail exactly, the expected answer's one form, escaping of every
text and attribute, each picture once."""

from __future__ import annotations

from harness.contract.grade import Grade
from harness.scoring.blame import Cause
from harness.scoring.report_explorer import picture_style, question_explorer
from harness.scoring.report_source import QuestionKey, ReportSource
from harness.scoring.scorecard import CardCorpus, QuestionResult, build_scorecard
from harness.scoring.thumbnails import Thumbnail

EVIL = '"><img src=x onerror=alert(1)>.pdf'
QUESTIONS = [
    QuestionResult(id="q1", household="seed-1", category="lookup", grade=Grade.WRONG, question="Box 1 <b>?</b>",
                   expected="3447.23 [w2.pdf]", failed=["missing any of 3447.23 | 3,447.23 | $3,447.23"],
                   answer="</script><script>alert(1)</script>", citations=[], retrieved=["w2.pdf", "b.pdf"],
                   latency_s=0.125, cause=Cause.FALSE_DECLINE),
    QuestionResult(id="q'2", household="seed-2", category="table", grade=Grade.CORRECT, question="Rows?",
                   expected=f"3 rows [{EVIL}]", failed=[], answer="3 rows", citations=[EVIL], retrieved=[EVIL]),
]
CARD = build_scorecard(CardCorpus(name="s", sha256="ab"), "p", QUESTIONS, blamed=True)
SOURCE = ReportSource(
    keys={("seed-1", "q1"): QuestionKey(expected="$3,447.23", evidence=["w2.pdf"]),
          ("seed-2", "q'2"): QuestionKey(expected="3 rows", evidence=[EVIL])},
    pictures={("seed-1", "w2.pdf"): Thumbnail(uri="data:image/jpeg;base64,AAAA", width=200, height=259),
              ("seed-2", EVIL): Thumbnail(why_none="unreadable: broken")})
EVIL_ATTR = "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;.pdf"


def test_filters_cover_category_grade_cause_household_document_and_search() -> None:
    html = question_explorer(CARD, SOURCE)
    filters = html[html.index('<div class="filters">'):html.index('<p class="shown"')]
    assert filters == (
        '<div class="filters">'
        '<label>category<select data-filter="category" id="filter-category"><option value="">all</option>'
        '<option value="lookup">lookup</option><option value="table">table</option></select></label>'
        '<label>grade<select data-filter="grade" id="filter-grade"><option value="">all</option>'
        '<option value="correct">correct</option><option value="partial">partial</option>'
        '<option value="wrong">wrong</option></select></label>'
        '<label>cause<select data-filter="cause" id="filter-cause"><option value="">all</option>'
        + "".join(f'<option value="{c.value}">{c.value}</option>' for c in Cause) + "</select></label>"
        '<label>household<select data-filter="household" id="filter-household"><option value="">all</option>'
        '<option value="seed-1">seed-1</option><option value="seed-2">seed-2</option></select></label>'
        '<label>document<select data-filter="docs" id="filter-docs"><option value="">all</option>'
        '<option value="seed-1/w2.pdf">seed-1/w2.pdf</option>'
        f'<option value="seed-2/{EVIL_ATTR}">seed-2/{EVIL_ATTR}</option></select></label>'
        '<label>search<input type="search" id="search" placeholder="question, answer, file" '
        'aria-label="search question, answer, file"></label></div>')
    assert '<p class="shown" id="shown" data-noun="questions">2 of 2 questions shown</p>' in html
    assert ('<th scope="col"><button type="button" data-sort="latency" data-type="number">latency (s)</button></th>'
            in html)


def test_a_row_and_its_detail_exactly() -> None:
    html = question_explorer(CARD, SOURCE)
    first = html[html.index('<tbody class="q" data-id="seed-1/q1"'):html.index("</tbody>") + len("</tbody>")]
    assert first == (
        '<tbody class="q" data-id="seed-1/q1" data-category="lookup" data-grade="wrong" data-cause="false-decline" '
        'data-household="seed-1" data-latency="0.125" data-docs="[&quot;seed-1/w2.pdf&quot;]">'
        '<tr><td><button type="button" class="open" aria-expanded="false">seed-1/q1</button></td><td>lookup</td>'
        '<td class="wrong">wrong</td><td>false-decline</td><td class="num">0.12</td>'
        '<td class="qtext">Box 1 &lt;b&gt;?&lt;/b&gt;</td></tr>'
        '<tr class="detail" hidden><td colspan="6"><div class="card"><dl>'
        "<dt>Question</dt><dd>Box 1 &lt;b&gt;?&lt;/b&gt;</dd>"
        '<dt>Expected</dt><dd class="answer expected">$3,447.23</dd>'
        '<dt>Answer</dt><dd class="answer">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</dd>'
        "<dt>Failed checks</dt><dd>missing 3447.23 (any of 3 forms)</dd>"
        "<dt>Cause</dt><dd>false-decline: declined where the documents answer it</dd>"
        "<dt>Latency</dt><dd>0.125 s</dd><dt>Cited by the answer</dt><dd>nothing</dd>"
        "<dt>Retrieved</dt><dd><ol><li><code>w2.pdf</code> (evidence)</li><li><code>b.pdf</code></li></ol></dd></dl>"
        '<figure class="doc"><span class="pic p0" role="img" style="width:200px;height:259px" '
        'aria-label="first page of seed-1/w2.pdf"></span>'
        "<figcaption>Evidence: <code>w2.pdf</code>, first page</figcaption></figure></div></td></tr></tbody>")


def test_every_text_and_attribute_is_escaped() -> None:
    html = question_explorer(CARD, SOURCE)
    assert "<script" not in html and "<img" not in html and "<b>" not in html
    assert '<tbody class="q" data-id="seed-2/q&#x27;2"' in html
    # JSON's own escape of the quote, then HTML's
    assert 'data-docs="[&quot;seed-2/\\&quot;&gt;&lt;img src=x onerror=alert(1)&gt;.pdf&quot;]"' in html
    assert (f"<figcaption>Evidence: <code>{EVIL_ATTR}</code> (unreadable: broken)</figcaption>" in html)
    # the picture is held once, in the head's style, as a class
    assert picture_style(SOURCE) == ".p0{background-image:url(data:image/jpeg;base64,AAAA)}"


def test_without_a_source_the_scorecards_expected_and_citation() -> None:
    html = question_explorer(CARD, None)
    assert '<dt>Expected</dt><dd class="answer expected">3447.23</dd>' in html
    assert ("<figure class=\"doc\"><figcaption>Evidence: <code>w2.pdf</code> (no picture in this report)"
            "</figcaption></figure>") in html
    assert picture_style(None) == ""


def test_a_single_corpus_has_no_household_filter_and_an_unblamed_run_no_cause() -> None:
    card = build_scorecard(CardCorpus(name="c", sha256="ab"), "p", [
        QuestionResult(id="q1", category="lookup", grade=Grade.CORRECT, failed=[], answer="1")])
    html = question_explorer(card, None)
    assert 'data-filter="household"' not in html and 'data-filter="cause"' not in html
    assert 'data-filter="docs"' not in html  # no document is cited
    assert ('<tr class="detail" hidden><td colspan="5"><div class="card"><dl><dt>Question</dt><dd></dd>'
            '<dt>Expected</dt><dd class="answer expected"></dd><dt>Answer</dt><dd class="answer">1</dd>'
            "<dt>Latency</dt><dd>not measured</dd><dt>Retrieved</dt><dd>not reported by the pipeline</dd>"
            "</dl></div></td></tr>") in html
