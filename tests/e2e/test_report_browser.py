"""report.html as a real browser renders it: Debian's headless Chromium, no network, no scripts,
bounded width (its heat-map and bars: tests/harness/scoring/test_report_html.py)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from harness.contract.grade import Grade
from harness.contract.vocabulary import DOC_TYPES
from harness.scoring.probe import FieldProbe, ProbeReport, probe_report
from harness.scoring.report_html import report_html
from harness.scoring.scorecard import CardCorpus, QuestionResult, Scorecard, build_scorecard

CARD = build_scorecard(CardCorpus(name="c", sha256="ab" * 32), "cmd:python3 rag.py", [
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


MEASURE = """<!DOCTYPE html><html><body><iframe id="f" src="report.html" style="width:1280px;height:800px"></iframe>
<script>
document.getElementById("f").addEventListener("load", () => {
  const w = document.getElementById("f").contentWindow, d = w.document, box = d.querySelector(".heatbox");
  const out = {pageWidth: d.documentElement.scrollWidth, heatBoxWidth: box.clientWidth,
    heatScrollWidth: box.scrollWidth, heatCells: d.querySelectorAll(".heat td").length,
    summary: d.getElementById("summary").textContent, headings: [...d.querySelectorAll("h2")].map(h => h.textContent),
    questions: d.querySelectorAll("tr.q").length, scripts: d.scripts.length,
    fetched: w.performance.getEntriesByType("resource").map(e => e.name)};
  const pre = document.createElement("pre"); pre.id = "measured"; pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});
</script></body></html>"""


def render(report: Path) -> tuple[dict, str]:
    """Open report.html in headless Chromium (no proxy, no DNS: nothing outside can load) inside a
    measuring page, and return what it measured and the browser's log."""
    (report.parent / "measure.html").write_text(MEASURE, encoding="utf-8")
    done = subprocess.run(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
         "--virtual-time-budget=5000", "--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND",
         "--enable-logging=stderr", "--v=0", f"--user-data-dir={report.parent / 'profile'}", "--dump-dom",
         (report.parent / "measure.html").as_uri()],
        capture_output=True, text=True, timeout=120, check=False)
    found = re.search(r'<pre id="measured">([^<]*)</pre>', done.stdout)
    assert found is not None, done.stderr[-2000:]
    return json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&")), done.stderr


@pytest.mark.skipif(shutil.which("chromium") is None,
                    reason="Debian's chromium is not installed (make test installs it: apt-get install chromium)")
def test_report_in_headless_chromium(tmp_path: Path) -> None:
    card: Scorecard = CARD
    report = tmp_path / "report.html"
    report.write_text(report_html(card, full_probe()), encoding="utf-8")
    measured, log = render(report)
    assert measured["summary"] == "2/4 correct, 1 partial, 1 wrong (accuracy 50.0%)."
    assert measured["headings"] == ["By category", "Probe", "Questions"] and measured["questions"] == 4
    assert (measured["scripts"], measured["fetched"]) == (0, [])
    assert measured["heatCells"] == sum(len(f) for f in DOC_TYPES.values())
    # The page fits the 1280 px window; the heat-map scrolls inside its own box instead.
    assert measured["pageWidth"] <= 1280
    assert measured["heatBoxWidth"] < measured["pageWidth"] < measured["heatScrollWidth"]
    assert [line for line in log.splitlines() if "CONSOLE" in line] == []
