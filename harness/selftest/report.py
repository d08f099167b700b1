"""The selftest record: selftest.json, selftest.md and a self-contained report.html."""

from __future__ import annotations

import html
from pathlib import Path

from harness.runtime.fsutil import atomic_write_text
from harness.runtime.records import write_record
from harness.scoring.blame import Cause
from harness.selftest.result import SELFTEST_NAME, MatrixCell, SelftestResult


def _pct(cell: MatrixCell) -> str:
    return f"{cell.correct}/{cell.total}"


def selftest_markdown(result: SelftestResult) -> str:
    cats = sorted(next(iter(result.matrix.values())).keys()) if result.matrix else []
    lines = ["# rag-eval selftest", "", "Correct answers by category (rows) and pipeline (columns).", "",
             "| category | " + " | ".join(result.matrix) + " |", "| --- |" + " ---: |" * len(result.matrix)]
    for c in cats:
        lines.append(f"| {c} | " + " | ".join(_pct(result.matrix[p][c]) for p in result.matrix) + " |")
    lines += cause_matrix_markdown(result)
    lines += ["", "## Expectations", ""]
    lines += [f"- {e.verdict} {e.name}: {e.detail}" for e in result.expectations]
    if result.informational:
        lines += ["", "## The reference pipeline (informational: a small local model is noisy)", ""]
        lines += [f"- {e.verdict} {e.name}: {e.detail}" for e in result.informational]
    return "\n".join(lines) + "\n"


def cause_matrix_markdown(result: SelftestResult) -> list[str]:
    """Causes of the misses (rows) by pipeline (columns), for the pipelines asked over a store."""
    if not result.causes:
        return []
    names = list(result.causes)
    lines = ["", "Causes of the answers not graded correct (stage blame).", "",
             "| cause | " + " | ".join(names) + " |", "| --- |" + " ---: |" * len(names)]
    for cause in Cause:
        lines.append(f"| {cause} | " + " | ".join(
            str(sum(1 for c in result.causes[n].values() if c == cause)) for n in names) + " |")
    return lines


def _color(cell: MatrixCell) -> str:
    share = cell.correct / cell.total if cell.total else 0.0
    red, green = round(230 - 120 * share), round(110 + 110 * share)
    return f"rgb({red},{green},120)"


def selftest_html(result: SelftestResult, corpus_name: str) -> str:
    e = html.escape
    cats = sorted(next(iter(result.matrix.values())).keys()) if result.matrix else []
    head = "".join(f"<th>{e(p)}</th>" for p in result.matrix)
    rows = "".join(
        f"<tr><th>{e(c)}</th>" + "".join(
            f'<td style="background:{_color(result.matrix[p][c])}">{_pct(result.matrix[p][c])}</td>'
            for p in result.matrix) + "</tr>" for c in cats)
    checks = "".join(f'<li class="{x.verdict.lower()}">{x.verdict} {e(x.name)}: '
                     f"{e(x.detail)}</li>" for x in [*result.expectations, *result.informational])
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>selftest: " + e(corpus_name) + "</title>"
        "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
        "td,th{border:1px solid #999;padding:4px 8px;text-align:right}.pass{color:#060}.fail{color:#a00}"
        ".inconclusive{color:#850}"
        "</style></head><body><h1>rag-eval selftest: " + e(corpus_name) + "</h1>"
        "<h2>Correct by category and pipeline</h2><table id='matrix'><tr><th>category</th>" + head + "</tr>"
        + rows + "</table><h2>Expectations</h2><ul>" + checks + "</ul></body></html>\n"
    )


def write_selftest(out: Path, result: SelftestResult) -> None:
    """selftest.json, selftest.md and report.html into `out`, each atomically."""
    write_record(out / SELFTEST_NAME, result)
    atomic_write_text(out / "selftest.md", selftest_markdown(result))
    atomic_write_text(out / "report.html", selftest_html(result, result.corpus.name))
