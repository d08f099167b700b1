"""report.html: one self-contained page (no network, no external files) for a person.

A summary, a per-category bar chart (inline SVG; each bar is the category, its segments
the shares of correct, partial and wrong, labelled with counts), the accuracy with its 95%
interval overall and per category (inline SVG, sized to its longest label so nothing clips),
the stage-blame table (category x cause of the questions not graded correct, when the run was
blamed), a suite's households, the probe grid (one row per docType with only its own fields,
cells coloured by the share of PASS rows, wrapping to the page's width), and the question
explorer (`report_explorer`: filters, search, sort, a row opens to the question, the expected
answer in one readable form, the answer, what was retrieved, the cause, the latency and the
first page of the cited document). The summary puts the accuracy on its scale (the floor of
declining every question, the ceiling of answering from the ground truth) and says what
partial means. Every text that came from a corpus or a pipeline is HTML-escaped; the page is
the same bytes for the same run (no clock; the scorecard's order, sorted filters).
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from harness.contract.grade import Grade
from harness.runtime.fsutil import atomic_write_text
from harness.scoring.blame import Cause
from harness.scoring.bounds import bounds_sentence
from harness.scoring.probe import ProbeReport, path_lines
from harness.scoring.report_explorer import picture_style, question_explorer
from harness.scoring.report_source import ReportSource
from harness.scoring.scorecard import PARTIAL_MEANS, CategoryTally, Scorecard, Summary
from harness.scoring.viewer_assets import CSS, SCRIPT

_COLORS = {Grade.CORRECT: "#2e7d32", Grade.PARTIAL: "#f9a825", Grade.WRONG: "#c62828"}


def label_width(labels: list[str], size: int = 13) -> int:
    """Room for the longest label at `size` px (a generous 0.6 em a character), at least 60 px."""
    return max(60, round(max((len(t) for t in labels), default=0) * size * 0.6) + 10)


def _svg(width: int, height: int, label: str) -> str:
    """An SVG that scales down with the page (viewBox) and never past its own size."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="{label}">')


def _bar_chart(by_category: dict[str, CategoryTally]) -> str:
    """One bar per category, its length the whole category: segments are shares, labelled with counts."""
    cats = list(by_category)
    label_w, bar_w, row_h = label_width(cats), 400, 26
    width = label_w + bar_w + 100  # "123/456 (100%)"
    height = row_h * len(cats) + 10
    parts = [_svg(width, height, "share of grades by category")]
    for i, cat in enumerate(cats):
        y = 5 + i * row_h
        total = by_category[cat].total
        parts.append(f'<text x="0" y="{y + 16}" font-size="13">{escape(cat)}</text>')
        x = float(label_w)
        for grade, color in _COLORS.items():
            n = by_category[cat].count(grade)
            if n and total:
                w = bar_w * n / total
                parts.append(f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{row_h - 6}" fill="{color}">'
                             f"<title>{escape(cat)}: {n} {grade} of {total} ({n / total:.0%})</title></rect>")
                if w >= 18:
                    parts.append(f'<text x="{x + w / 2:.1f}" y="{y + 15}" font-size="11" fill="#fff" '
                                 f'text-anchor="middle">{n}</text>')
                x += w
        correct = by_category[cat].correct
        share = f" ({correct / total:.0%})" if total else ""
        parts.append(f'<text x="{label_w + bar_w + 6}" y="{y + 16}" font-size="12">{correct}/{total}{share}</text>')
    parts.append("</svg>")
    legend = "".join(f'<span style="background:{c}"></span>{g}' for g, c in _COLORS.items())
    return "".join(parts) + f'<p class="legend">{legend} (bar: share of the category\'s questions)</p>'


def _interval_chart(summary: Summary) -> str:
    """Accuracy with its 95% interval, overall and per category: a dot on a whisker, 0-100%."""
    rows = [("all questions", summary.accuracy, summary.ci95)]
    for cat, c in summary.by_category.items():
        rows.append((cat, c.correct / c.total if c.total else 0.0, c.ci95))
    label_w, row_h, axis_w = label_width([name for name, _, _ in rows]), 24, 330
    width = label_w + axis_w + 12 + 160  # "100.0% (43.9%-100.0%)" at 12 px, with room to spare
    height = row_h * len(rows) + 30
    parts = [_svg(width, height, "accuracy with 95% intervals")]
    for tick in (0, 25, 50, 75, 100):
        x = label_w + axis_w * tick / 100
        parts.append(f'<line x1="{x:.1f}" y1="0" x2="{x:.1f}" y2="{height - 20}" stroke="#ddd"/>'
                     f'<text x="{x:.1f}" y="{height - 6}" font-size="11" text-anchor="middle">{tick}%</text>')
    for i, (name, acc, (low, high)) in enumerate(rows):
        y = 14 + i * row_h
        x_lo, x_hi, x_acc = (label_w + axis_w * v for v in (low, high, acc))
        parts.append(f'<text x="0" y="{y + 4}" font-size="13">{escape(name)}</text>'
                     f'<line x1="{x_lo:.1f}" y1="{y}" x2="{x_hi:.1f}" y2="{y}" stroke="#1565c0" stroke-width="2">'
                     f"<title>{escape(name)}: 95% CI {low:.1%}-{high:.1%}</title></line>"
                     f'<circle cx="{x_acc:.1f}" cy="{y}" r="4" fill="#1565c0"/>'
                     f'<text x="{label_w + axis_w + 12}" y="{y + 4}" font-size="12">'
                     f"{acc:.1%} ({low:.1%}-{high:.1%})</text>")
    parts.append("</svg>")
    return "".join(parts)


def _households(summary: Summary) -> str:
    if summary.households < 2:
        return ""
    rows = "".join(f'<tr><td>{escape(name)}</td><td class="num">{h.correct}/{h.total}</td>'
                   f'<td class="num">{(h.correct / h.total if h.total else 0.0):.1%}</td></tr>'
                   for name, h in summary.by_household.items())
    return ("<h2>By household</h2><table><tr><th>household</th><th>correct</th><th>accuracy</th></tr>"
            + rows + "</table>")


def _heat_color(share: float) -> str:
    # red (0) -> amber (0.5) -> green (1)
    r = int(198 + (46 - 198) * share) if share >= 0.5 else 198
    g = int(40 + (125 - 40) * min(1.0, share * 2))
    return f"rgb({r},{g},50)"


def _probe_grid(probe: ProbeReport | None) -> str:
    """One row per docType holding only that docType's own fields, its cells wrapping to the
    page's width (nothing scrolls sideways): no empty docType x field cells."""
    rows = probe.fields if probe else []
    if not rows:
        return "<p>No field probe in this run.</p>"
    cells: dict[str, dict[str, list[int]]] = {}
    for row in rows:
        tally = cells.setdefault(row.doc_type or "untyped", {}).setdefault(row.field, [0, 0])
        tally[0] += row.ok
        tally[1] += 1
    out = ['<p>Fields by docType: PASS/rows, green all PASS, red none.</p><div class="probe" id="probe">']
    for dt in sorted(cells):
        out.append(f'<div class="ptype"><h3>{escape(dt)}</h3><ul class="pcells">')
        for f, (ok, n) in sorted(cells[dt].items()):
            out.append(f'<li style="background:{_heat_color(ok / n)}" title="{escape(dt)} {escape(f)}: {ok}/{n} PASS">'
                       f"{escape(f)}<br>{ok}/{n}</li>")
        out.append("</ul></div>")
    out.append("</div>")
    return "".join(out)


def _probe_summary(probe: ProbeReport | None) -> str:
    if probe is None:
        return ""
    s = probe.summary
    tallies = (("fields", s.fields), ("docTypes", s.doc_types), ("aggregations", s.aggregations))
    items = "".join(f"<li>{name}: {t.passed}/{t.total} PASS</li>" for name, t in tallies)
    items += "".join(f"<li>{escape(line)}</li>" for line in path_lines(s))
    return f"<ul>{items}</ul>"


def _cause_table(s: Summary) -> str:
    """Category x cause of the questions not graded correct, with a total row (none: no table)."""
    if s.by_cause is None or s.by_category_cause is None or not any(s.by_cause.values()):
        return ""
    causes = list(Cause)
    head = "".join(f"<th>{escape(c)}</th>" for c in causes)
    rows = [f'<tr><th>{escape(cat)}</th>' + "".join(f'<td class="num">{counts[c]}</td>' for c in causes)
            + "</tr>" for cat, counts in s.by_category_cause.items()]
    rows.append("<tr><th>all</th>" + "".join(f'<td class="num"><strong>{s.by_cause[c]}</strong></td>'
                                            for c in causes) + "</tr>")
    return (f"<h2>Why they failed</h2><p>Stage blame of the {sum(s.by_cause.values())} questions not "
            "graded correct, decided mechanically from the ground truth, the store and what the "
            f'pipeline reports it retrieved.</p><table id="causes"><tr><th>category</th>{head}</tr>'
            + "".join(rows) + "</table>")


def _losses(card: Scorecard) -> str:
    """What the run could not measure: documents that were not ingested, questions not answered."""
    out = []
    failed = card.store.failed_documents if card.store is not None else []
    if failed:
        items = "".join(f"<li><code>{escape(d.file)}</code>: {escape(d.error)}</li>" for d in failed)
        out.append(f'<p id="failed-documents" class="wrong"><strong>{len(failed)} documents failed to '
                   f"ingest</strong>; questions about them cannot be answered:</p><ul>{items}</ul>")
    incomplete = card.incomplete
    if incomplete is not None:
        ids = ", ".join(q.id for q in incomplete.unanswered)
        said = f"Not answered: {escape(ids)}." if ids else "Every question was answered."  # it failed closing
        out.append(f'<p id="incomplete" class="wrong"><strong>Incomplete run:</strong> '
                   f"{escape(incomplete.error)}. {said}</p>")
    return "\n".join(out)


def report_html(card: Scorecard, probe: ProbeReport | None = None, source: ReportSource | None = None) -> str:
    """The page; `source` (the corpus's keys and pictures, `report_source`) gives the explorer
    its readable expected answers and thumbnails."""
    s = card.summary
    g = s.by_grade
    title = f"rag-eval: {card.corpus.name} with {card.pipeline}"
    out = [
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{CSS}{picture_style(source)}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f'<p id="summary"><strong>{g[Grade.CORRECT]}/{s.total} correct</strong>, '
        f"{g[Grade.PARTIAL]} partial, {g[Grade.WRONG]} wrong (accuracy {s.accuracy:.1%}).</p>",
        f"<p>Corpus sha256 <code>{escape(card.corpus.sha256)}</code></p>",
        f"<p>95% confidence interval {s.ci95[0]:.1%}-{s.ci95[1]:.1%} ({escape(s.interval_method)}).</p>",
        *([f'<p id="scale">Scale: {escape(bounds_sentence(card.bounds))}.</p>'] if card.bounds is not None else []),
        f'<p id="partial">{escape(PARTIAL_MEANS)}.</p>',
        *([_losses(card)] if _losses(card) else []),
        "<h2>By category</h2>", _bar_chart(s.by_category), _interval_chart(s), _cause_table(s), _households(s),
        "<h2>Probe</h2>", _probe_summary(probe), _probe_grid(probe),
        "<h2>Questions</h2>", question_explorer(card, source),
        f"<script>{SCRIPT}</script></body></html>",
    ]
    return "\n".join(out) + "\n"


def write_report_html(run_dir: Path, card: Scorecard, probe: ProbeReport | None = None,
                      source: ReportSource | None = None) -> Path:
    path = run_dir / "report.html"
    atomic_write_text(path, report_html(card, probe, source))
    return path
