"""report.html and compare.html as a real browser runs them: Debian's headless Chromium, no
network, in a 1,024-pixel frame. One page load each: the measuring page opens the page in a frame
(same folder, file: URLs), uses it as a person would (a filter, the search box, a sort, a row
opened) and reports what it saw; Chromium's log must hold no console message. (The builders'
exact HTML: tests/harness/scoring/test_report_html.py, test_report_explorer.py, test_compare_html.py.)"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from harness.contract.grade import Grade
from harness.contract.vocabulary import DOC_TYPES
from harness.scoring.blame import Cause
from harness.scoring.board import BoardRun, board_record
from harness.scoring.board_html import board_html
from harness.scoring.compare import compare_cards
from harness.scoring.compare_html import compare_html
from harness.scoring.probe import FieldProbe, ProbeReport, probe_report
from harness.scoring.report_html import report_html
from harness.scoring.report_source import QuestionKey, ReportSource
from harness.scoring.scorecard import CardCorpus, QuestionResult, Scorecard, build_scorecard
from harness.scoring.thumbnails import thumbnail
from tests.support.paths import REPO

pytestmark = pytest.mark.skipif(
    shutil.which("chromium") is None,
    reason="Debian's chromium is not installed (make test installs it: apt-get install chromium)")

LONG_FILE = "credit-card-statement_redwood-card-services-and-a-very-long-issuer-name_2025-12_scan.pdf"
GRADES = [Grade.CORRECT, Grade.WRONG, Grade.PARTIAL, Grade.WRONG, Grade.CORRECT, Grade.WRONG]


def _question(i: int, household: str, grade: Grade) -> QuestionResult:
    return QuestionResult(
        id=f"lookup-{i:03d}", household=household, category="lookup" if i % 2 else "table", grade=grade,
        question=f"How much was the purchase at Petpal Supply number {i} on my Redwood Card Services statement?"
        if i == 3 else f"What was box {i} on the W-2?",
        expected=f"{i}.00 [{LONG_FILE}]", failed=[] if grade == Grade.CORRECT else [f"missing {i}.00"],
        answer=("x" * 300) if i == 1 else f"{i + 1}.00 [{LONG_FILE}]", citations=[LONG_FILE],
        retrieved=[LONG_FILE, *(f"other-document-number-{j}_with_a_long_name.pdf" for j in range(12))],
        latency_s=round(0.1 * (7 - i), 3), cause=None if grade == Grade.CORRECT else Cause.WRONG_ANSWER)


def _card() -> Scorecard:
    """Two households, six questions (two correct, one partial, three wrong), long file names and
    a long unbroken answer, blamed: every filter the explorer has."""
    questions = [_question(i, f"seed-{1 + i // 3}", g) for i, g in enumerate(GRADES)]
    return build_scorecard(CardCorpus(name="dev", sha256="ab" * 32), "cmd:python3 rag.py", questions, blamed=True)


def _source(tmp: Path) -> ReportSource:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument.new()
    pdf.new_page(612, 792)
    pdf.save(str(tmp / "page.pdf"))
    pdf.close()
    picture = thumbnail(tmp / "page.pdf")
    return ReportSource(
        keys={(h, f"lookup-{i:03d}"): QuestionKey(expected=f"${i}.00", evidence=[LONG_FILE])
              for i, h in enumerate(["seed-1"] * 3 + ["seed-2"] * 3)},
        pictures={(h, LONG_FILE): picture for h in ("seed-1", "seed-2")})


def full_probe() -> ProbeReport:
    """Every docType of the vocabulary with every one of its fields: the widest probe a corpus has."""
    rows = [FieldProbe(document=f"{dt}.pdf", doc_type=dt, field=f, expected="1", got="1", ok=(i + j) % 3 != 0)
            for i, (dt, fields) in enumerate(sorted(DOC_TYPES.items())) for j, f in enumerate(sorted(fields))]
    return probe_report(rows, [], [])


# Runs in the measuring page once the frame has loaded: what a person does, and what overflows.
MEASURE = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="PAGE" style="width:1024px;height:768px;border:0"></iframe>
<script>
document.getElementById("f").addEventListener("load", () => {
  const w = document.getElementById("f").contentWindow, d = w.document;
  const visible = () => [...d.querySelectorAll("tbody.q")].filter(t => !t.hidden).map(t => t.dataset.id);
  const choose = (id, value) => { const s = d.getElementById(id); s.value = value;
    s.dispatchEvent(new Event("change")); };
  const type = text => { const s = d.getElementById("search"); s.value = text; s.dispatchEvent(new Event("input")); };
  const overflow = () => {
    const wide = [];
    for (const el of d.querySelectorAll("table, svg, .probe, .pcells, .filters, figure, .card, dl, h1, p")) {
      const box = el.parentElement.getBoundingClientRect(), r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > box.right + 1 || r.width > box.width + 1)) {
        wide.push(el.tagName + "." + el.className + "#" + el.id); }
    }
    return {page: d.documentElement.scrollWidth, window: w.innerWidth, wide: wide};
  };
  const out = {title: d.title, fetched: w.performance.getEntriesByType("resource").map(e => e.name),
    all: visible(), shown: (d.getElementById("shown") || {}).textContent};
  STEPS
  const pre = document.createElement("pre"); pre.id = "measured"; pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});
</script></body></html>"""

REPORT_STEPS = """
  choose("filter-grade", "wrong"); out.wrong = visible(); out.wrongShown = d.getElementById("shown").textContent;
  choose("filter-household", "seed-2"); out.wrongSeed2 = visible();
  choose("filter-grade", ""); choose("filter-household", "");
  type("petpal"); out.searched = visible(); type("");
  d.querySelector("button[data-sort=latency]").click(); out.byLatency = visible();
  const row = d.querySelector("tbody.q"), detail = row.querySelector("tr.detail");
  out.closedHeight = detail.getBoundingClientRect().height;
  row.querySelector("button.open").click();
  out.opened = {expanded: row.querySelector("button.open").getAttribute("aria-expanded"),
    height: detail.getBoundingClientRect().height, expected: detail.querySelector("dd.expected").textContent,
    picture: getComputedStyle(detail.querySelector(".pic")).backgroundImage.slice(0, 27)};
  d.querySelectorAll("button.open").forEach(b => { if (b.getAttribute("aria-expanded") !== "true") b.click(); });
  out.overflow = overflow();
  out.probeCells = d.querySelectorAll(".pcells li").length;
"""

COMPARE_STEPS = """
  out.verdict = d.getElementById("verdict").textContent;
  choose("filter-kind", "changes the score"); out.scoring = visible(); choose("filter-kind", "");
  type("petpal"); out.searched = visible(); type("");
  d.querySelectorAll("button.open").forEach(b => b.click());
  out.opened = [...d.querySelectorAll("tr.detail")].filter(t => !t.hidden).length;
  out.overflow = overflow();
"""


BOARD_STEPS = """
  out.rows = [...d.querySelectorAll("table")].map(t => t.rows.length);
  out.overflow = overflow();
"""


def render(page: Path, steps: str) -> tuple[dict, str]:
    """Open `page` in headless Chromium (no proxy, no DNS: nothing outside can load) inside the
    measuring page, run `steps`, and return what it measured and the browser's log."""
    measure = page.parent / f"measure-{page.stem}.html"
    measure.write_text(MEASURE.replace("PAGE", page.name).replace("STEPS", steps), encoding="utf-8")
    done = subprocess.run(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
         "--virtual-time-budget=5000", "--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND",
         "--window-size=1100,800", "--enable-logging=stderr", "--v=0",
         f"--user-data-dir={page.parent / 'profile'}", "--dump-dom", measure.as_uri()],
        capture_output=True, text=True, timeout=120, check=False)
    found = re.search(r'<pre id="measured">([^<]*)</pre>', done.stdout)
    assert found is not None, done.stderr[-2000:]
    return json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&")), done.stderr


def _console(log: str) -> list[str]:
    return [line for line in log.splitlines() if "CONSOLE" in line]


def test_report_explorer_in_headless_chromium(tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    page.write_text(report_html(_card(), full_probe(), _source(tmp_path)), encoding="utf-8")
    m, log = render(page, REPORT_STEPS)
    ids = [f"seed-{1 + i // 3}/lookup-{i:03d}" for i in range(6)]
    assert (m["title"], m["fetched"], m["all"], m["shown"]) == (
        "rag-eval: dev with cmd:python3 rag.py", [], ids, "6 of 6 questions shown")
    # a grade chosen: only its rows, counted; then a household as well
    assert (m["wrong"], m["wrongShown"]) == ([ids[1], ids[3], ids[5]], "3 of 6 questions shown")
    assert m["wrongSeed2"] == [ids[3], ids[5]]
    assert m["searched"] == [ids[3]]  # "petpal", case-insensitive, in question 3's text only
    assert m["byLatency"] == ids[::-1]  # latency falls with the index
    assert m["closedHeight"] == 0
    assert m["opened"]["expanded"] == "true" and m["opened"]["height"] > 200
    assert (m["opened"]["expected"], m["opened"]["picture"]) == ("$5.00", 'url("data:image/jpeg;base64')
    assert m["probeCells"] == sum(len(f) for f in DOC_TYPES.values())
    # every row open, the widest probe grid, long file names and answers: nothing wider than 1,024 px
    assert m["overflow"]["page"] <= m["overflow"]["window"] == 1024 and m["overflow"]["wide"] == []
    assert _console(log) == []


def test_compare_html_in_headless_chromium(tmp_path: Path) -> None:
    a = _card()
    b = build_scorecard(a.corpus, "extractive", [q.model_copy(update={"grade": Grade.CORRECT, "cause": None})
                                                  for q in a.questions], blamed=True)
    page = tmp_path / "compare.html"
    page.write_text(compare_html(compare_cards(a, b, all_flips=True), a, b, "runs/" + "a" * 80, "runs/b"),
                    encoding="utf-8")
    m, log = render(page, COMPARE_STEPS)
    assert m["fetched"] == []
    assert m["verdict"].startswith("No detectable difference (B - A = +66.7 points")
    # wrong -> correct and partial -> correct: all four change the score
    assert m["all"] == m["scoring"] == ["seed-1/lookup-001", "seed-1/lookup-002", "seed-2/lookup-003",
                                        "seed-2/lookup-005"]
    assert (m["searched"], m["opened"]) == (["seed-2/lookup-003"], 4)
    assert m["overflow"]["page"] <= m["overflow"]["window"] == 1024 and m["overflow"]["wide"] == []
    assert _console(log) == []


def test_board_html_in_headless_chromium(tmp_path: Path) -> None:
    """The committed example (five runs of the dev suite, ten categories) and a board of six runs
    with long names: both tables fit a 1,024-pixel window."""
    shutil.copy(REPO / "docs" / "board-dev" / "board" / "board.html", tmp_path / "board.html")
    m, log = render(tmp_path / "board.html", BOARD_STEPS)
    assert (m["title"], m["fetched"], m["rows"]) == ("Leaderboard: dev", [], [6, 11])
    assert m["overflow"]["page"] <= m["overflow"]["window"] == 1024 and m["overflow"]["wide"] == []
    assert _console(log) == []
    runs = [BoardRun(f"runs/{'a-very-long-run-name-' * 3}{i}",
                     _card().model_copy(update={"pipeline": f"python:my_rag.v{i}:answer"}), 1_796_000_000.0 + i)
            for i in range(6)]
    page = tmp_path / "long" / "board.html"
    page.parent.mkdir()
    page.write_text(board_html(board_record(runs)), encoding="utf-8")
    m, log = render(page, BOARD_STEPS)
    assert (m["fetched"], m["rows"]) == ([], [7, 3])
    assert m["overflow"]["page"] <= m["overflow"]["window"] == 1024 and m["overflow"]["wide"] == []
    assert _console(log) == []
