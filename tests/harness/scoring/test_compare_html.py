"""compare.html (harness/scoring/compare_html.py) on crafted runs, and `rag-eval compare --out`:
the verdict first, deltas in points, score-changing flips first, escaping, stdout unchanged."""

from __future__ import annotations

import re
from pathlib import Path

from harness.cli import main
from harness.contract.grade import Grade
from harness.scoring.compare import compare_cards, compare_markdown
from harness.scoring.compare_html import compare_html
from harness.scoring.scorecard import CardCorpus, QuestionResult, build_scorecard, write_scorecard
from harness.scoring.viewer_assets import SCRIPT
from tests.harness.scoring.test_compare import A, B, _card
from tests.support.clirunner import invoke


def test_the_verdict_first_then_deltas_then_flips_that_change_the_score_first() -> None:
    result = compare_cards(_card(A), _card(B), all_flips=True)
    html = compare_html(result, _card(A), _card(B), "runs/<a>", "runs/b")
    assert html.index('<p class="verdict"') < html.index("<h2>By category") < html.index("<h2>Flips")
    assert ('<h1>Compare: runs/&lt;a&gt; -&gt; runs/b</h1>\n<p>A = <code>runs/&lt;a&gt;</code> (p), B = '
            '<code>runs/b</code> (p).</p>\n<p class="verdict" id="verdict">No detectable difference (B - A = '
            "+37.5 points, 95% CI -12.5 to +87.5, McNemar p = 0.38); this corpus has too few questions to detect "
            "any difference at 80% power. Detecting 3.0 points would take 690 households of this size.</p>") in html
    assert ('<p id="counts">8 paired questions; correct 3 -> 6 (+3). Exact McNemar: 1 correct only in A, 4 correct '
            "only in B, p = 0.375.</p>") in html
    # per category, in points, with the interval in points
    assert ('<tr><td>lookup</td><td class="num">4</td><td class="num">1</td><td class="num">2</td>'
            '<td class="num">+25.0</td><td>-50.0 to +100.0</td></tr>') in html
    # whiskers around zero: the axis runs -100 to +100 points, zero drawn darker
    assert '<line x1="291.0" y1="0" x2="291.0" y2="106" stroke="#888"/>' in html
    # q8 (wrong -> partial) does not change the score: it comes after the five that do
    ids = re.findall(r'<tbody class="q" data-id="([^"]+)"', html)
    assert ids == ["q1", "q2", "q3", "q4", "q5", "q8"]
    assert "<h2>Flips (5 change the score, 1 between partial and wrong)</h2>" in html
    assert ('<tbody class="q" data-id="q8" data-category="lookup" data-from="wrong" data-to="partial" '
            'data-kind="partial &lt;-&gt; wrong">') in html
    assert ('<label>flip<select data-filter="kind" id="filter-kind"><option value="">all</option><option '
            'value="changes the score">changes the score</option><option value="partial &lt;-&gt; wrong">partial '
            "&lt;-&gt; wrong</option></select></label>") in html
    assert html.count("<script>") == 1 and f"<script>{SCRIPT}</script>" in html


def test_both_answers_escaped_in_a_flips_detail() -> None:
    a = build_scorecard(CardCorpus(name="c", sha256="x"), "p", [
        QuestionResult(id="q1", category="lookup", grade=Grade.CORRECT, failed=[], answer="1 [a.pdf]",
                       question="<b>How</b>?", expected="1 [a.pdf]")])
    b = build_scorecard(CardCorpus(name="c", sha256="x"), "p", [
        QuestionResult(id="q1", category="lookup", grade=Grade.WRONG, failed=["missing 1"],
                       answer="<script>alert(1)</script>", question="<b>How</b>?", expected="1 [a.pdf]")])
    html = compare_html(compare_cards(a, b, all_flips=True), a, b)
    assert ('<dl><dt>Question</dt><dd>&lt;b&gt;How&lt;/b&gt;?</dd><dt>Expected</dt><dd class="answer">1 [a.pdf]</dd>'
            '<dt>Answer A: correct</dt><dd class="answer">1 [a.pdf]</dd><dt>Answer B: wrong</dt>'
            '<dd class="answer">&lt;script&gt;alert(1)&lt;/script&gt;</dd></dl>') in html
    assert "<b>" not in html and html.count("<script>") == 1


def test_compare_out_writes_compare_html_and_prints_the_same(tmp_path: Path) -> None:
    write_scorecard(tmp_path / "a", _card(A))
    write_scorecard(tmp_path / "b", _card(B))
    run_a, run_b, out = str(tmp_path / "a"), str(tmp_path / "b"), tmp_path / "cmp"
    plain = invoke(main, "compare", run_a, run_b)
    r = invoke(main, "compare", run_a, run_b, "--out", str(out))
    assert (r.code, r.out, r.err) == (0, plain.out, f"wrote {out / 'compare.html'}\n")
    assert plain.out == compare_markdown(compare_cards(_card(A), _card(B)), run_a, run_b)
    # the page lists every flip, even without --all-flips
    assert (out / "compare.html").read_text(encoding="utf-8") == compare_html(
        compare_cards(_card(A), _card(B), all_flips=True), _card(A), _card(B), run_a, run_b)
    # again into the same folder: the page is replaced
    assert invoke(main, "compare", run_a, run_b, "--out", str(out), "--json").code == 0
    # a folder holding anything else, or a run itself, is refused in one line
    (out / "notes.txt").write_text("mine")
    r = invoke(main, "compare", run_a, run_b, "--out", str(out))
    assert (r.code, r.err) == (1, f"Error: --out {out} holds notes.txt: give a new or empty folder, or one holding "
                                  "only compare.html\n")
    r = invoke(main, "compare", run_a, run_b, "--out", run_b)
    assert (r.code, r.err) == (1, f"Error: --out {run_b} is the run itself: choose another folder\n")
