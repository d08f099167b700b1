"""The degradation curve: accuracy, probe field accuracy and OCR error against scan severity.

One point per level of a sweep (`harness/sweep.py`): the born-digital reference and the
same documents delivered as scans at each severity. Per level: answer accuracy overall
and by category and the share of probe fields harvested right, each with its 95% Wilson
interval; the OCR character error rate of the scanned documents, order-free (words
sorted, so reading order costs nothing) against the born-digital text layer of the same
document, as a mean over documents with a 95% percentile-bootstrap interval (documents
resampled, fixed seed); and the causes of the misses. Written as sweep.json, sweep.md,
curve.svg and report.html (the table and the plot on one self-contained page). A sweep of
several OCR engines has a point per level and engine, and a series per engine.
"""

from __future__ import annotations

from html import escape
from itertools import pairwise
from pathlib import Path

import numpy as np
from pydantic import Field

from harness.contract.grade import Grade
from harness.contract.ocr_error import char_error_rate, order_free
from harness.runtime.fsutil import atomic_write_text
from harness.runtime.records import Record, write_record
from harness.runtime.settings import OCR_ENGINE
from harness.scoring.blame import Cause
from harness.scoring.probe import ProbeReport
from harness.scoring.scorecard import Scorecard
from harness.scoring.stats import BOOTSTRAP_SEED, RESAMPLES, wilson

SWEEP_NAME = "sweep.json"
BORN_DIGITAL = "born-digital"


class Share(Record):
    """k of n, their share and its 95% interval."""

    k: int
    n: int
    share: float
    ci95: tuple[float, float]


class Level(Record):
    """One point of the curve: a corpus (born-digital, or scans at a severity) and its run."""

    level: str
    severity: float | None
    corpus_sha256: str
    accuracy: Share
    by_category: dict[str, Share]
    probe_fields: Share
    ocr_cer: float | None
    ocr_cer_ci95: tuple[float, float] | None
    ocr_documents: int
    by_cause: dict[Cause, int]
    seconds: float
    ocr_engine: str = OCR_ENGINE
    # a producer level (`rag-eval sweep --producers`): every born-digital document written by this producer
    producer: str | None = None


class Sweep(Record):
    """sweep.json: what was swept and every level, born-digital first, then by severity."""

    seed: int
    size: str
    year: int
    pipeline: str
    ocr_engines: list[str] = Field(default_factory=lambda: [OCR_ENGINE])
    levels: list[Level]


def share(k: int, n: int) -> Share:
    return Share(k=k, n=n, share=round(k / n, 4) if n else 0.0, ci95=wilson(k, n))


def mean_interval(values: list[float]) -> tuple[float, tuple[float, float]]:
    """The mean and its 95% percentile-bootstrap interval (fixed seed)."""
    arr = np.asarray(values, dtype=np.float64)
    rng = np.random.default_rng(BOOTSTRAP_SEED)
    means = arr[rng.integers(0, arr.size, size=(RESAMPLES, arr.size))].mean(axis=1)
    low, high = np.percentile(means, [2.5, 97.5], method="linear")
    return round(float(arr.mean()), 4), (round(float(low), 4), round(float(high), 4))


def document_cer(reference: dict[str, str], recovered: dict[str, str]) -> dict[str, float]:
    """Order-free character error rate per document present in both (by key)."""
    return {k: round(char_error_rate(order_free(reference[k]), order_free(recovered[k])), 4)
            for k in sorted(reference) if k in recovered}


def level_point(level: str, severity: float | None, card: Scorecard, probe: ProbeReport,
                cer: dict[str, float], seconds: float, ocr_engine: str = OCR_ENGINE,
                producer: str | None = None) -> Level:
    """One level of the curve from its run's scorecard and probe and its documents' CER."""
    qs = card.questions
    correct = sum(q.grade == Grade.CORRECT for q in qs)
    cats = sorted({q.category for q in qs})
    by_cat = {c: share(sum(q.grade == Grade.CORRECT for q in qs if q.category == c),
                       sum(q.category == c for q in qs)) for c in cats}
    fields = probe.summary.fields
    mean, ci = mean_interval(list(cer.values())) if cer else (None, None)
    causes = card.summary.by_cause or {c: 0 for c in Cause}
    return Level(level=level, severity=severity, corpus_sha256=card.corpus.sha256, accuracy=share(correct, len(qs)),
                 by_category=by_cat, probe_fields=share(fields.passed, fields.total), ocr_cer=mean,
                 ocr_cer_ci95=ci, ocr_documents=len(cer), by_cause=dict(causes), seconds=round(seconds, 1),
                 ocr_engine=ocr_engine, producer=producer)


def falls_monotonically(levels: list[Level]) -> bool:
    """Probe field accuracy never rises, from one severity to the next, above the previous
    level's interval (a rise inside it is noise), for every OCR engine."""
    for engine in dict.fromkeys(lv.ocr_engine for lv in levels):
        scans = [lv for lv in levels if lv.severity is not None and lv.ocr_engine == engine]
        if not all(b.probe_fields.share <= a.probe_fields.ci95[1] for a, b in pairwise(scans)):
            return False
    return True


def _label(sweep: Sweep, lv: Level) -> str:
    """A level's row name: with several engines, the engine too."""
    return lv.level if len(sweep.ocr_engines) == 1 else f"{lv.level} {lv.ocr_engine}"


def _pct(s: Share) -> str:
    return f"{s.share:.0%} [{s.ci95[0]:.0%}, {s.ci95[1]:.0%}]"


def _engines_note(sweep: Sweep) -> str:
    if len(sweep.ocr_engines) == 1:
        return ""
    return f" OCR engines side by side on identical pages: {', '.join(sweep.ocr_engines)}."


def _producers_note(sweep: Sweep) -> str:
    names = [lv.producer for lv in sweep.levels if lv.producer is not None]
    if not names:
        return ""
    return (" Producer levels (`producer-<name>`): the born-digital documents written by each producer "
            f"(`rag-gen producers`): {', '.join(dict.fromkeys(names))}.")


def sweep_markdown(sweep: Sweep) -> str:
    levels = sweep.levels
    cats = sorted({c for lv in levels for c in lv.by_category})
    lines = [f"# Degradation curve: seed {sweep.seed} ({sweep.size}), pipeline `{sweep.pipeline}`", "",
             "The same documents at every level: born-digital, then every document delivered as a scan "
             "at each severity. Shares with 95% intervals; OCR CER is order-free, against the "
             "born-digital text layer." + _engines_note(sweep) + _producers_note(sweep), "",
             "| level | answers correct | probe fields | OCR CER | seconds |", "| --- | --- | --- | --- | ---: |"]
    for lv in levels:
        cer = "-" if lv.ocr_cer is None or lv.ocr_cer_ci95 is None else (
            f"{lv.ocr_cer:.3f} [{lv.ocr_cer_ci95[0]:.3f}, {lv.ocr_cer_ci95[1]:.3f}]")
        lines.append(f"| {_label(sweep, lv)} | {lv.accuracy.k}/{lv.accuracy.n} {_pct(lv.accuracy)} | "
                     f"{lv.probe_fields.k}/{lv.probe_fields.n} {_pct(lv.probe_fields)} | {cer} | {lv.seconds} |")
    lines += ["", "Correct answers by category:", "",
              "| level | " + " | ".join(cats) + " |", "| --- |" + " ---: |" * len(cats)]
    for lv in levels:
        cells = [f"{lv.by_category[c].k}/{lv.by_category[c].n}" if c in lv.by_category else "-" for c in cats]
        lines.append(f"| {_label(sweep, lv)} | " + " | ".join(cells) + " |")
    causes = list(Cause)
    lines += ["", "Why the misses failed (stage blame):", "",
              "| level | " + " | ".join(causes) + " |", "| --- |" + " ---: |" * len(causes)]
    for lv in levels:
        lines.append(f"| {_label(sweep, lv)} | " + " | ".join(str(lv.by_cause.get(c, 0)) for c in causes) + " |")
    verdict = "yes" if falls_monotonically(levels) else "no"
    lines += ["", f"Probe field accuracy falls monotonically with severity (within interval noise): {verdict}"]
    return "\n".join(lines) + "\n"


# --- the plot ----------------------------------------------------------------------------

_W, _H, _LEFT, _TOP, _PW, _PH = 960, 380, 56, 36, 380, 280
_PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
            "#bcbd22", "#17becf")


Series = tuple[str, str, list[tuple[float, float, float, float]], bool]  # name, colour, points, bars


def _panel(x0: float, title: str, series: list[Series], references: list[tuple[str, str, float]],
           y_label: str) -> list[str]:
    """One panel: x is severity 0..1, y 0..1; series of (x, y, low, high), with interval bars
    when the series asks for them (the per-category lines leave theirs to the table)."""

    def px(x: float) -> float:
        return x0 + x * _PW

    def py(y: float) -> float:
        return _TOP + (1 - y) * _PH

    out = [f'<text x="{x0 + _PW / 2:.0f}" y="{_TOP - 14}" font-size="14" text-anchor="middle">{escape(title)}</text>',
           f'<rect x="{x0}" y="{_TOP}" width="{_PW}" height="{_PH}" fill="none" stroke="#999"/>']
    for t in (0, 0.25, 0.5, 0.75, 1):
        out.append(f'<line x1="{x0}" x2="{x0 + _PW}" y1="{py(t):.1f}" y2="{py(t):.1f}" stroke="#eee"/>')
        out.append(f'<text x="{x0 - 6}" y="{py(t) + 4:.1f}" font-size="11" text-anchor="end">{t:g}</text>')
        out.append(f'<text x="{px(t):.1f}" y="{_TOP + _PH + 16}" font-size="11" text-anchor="middle">{t:g}</text>')
    out.append(f'<text x="{x0 + _PW / 2:.0f}" y="{_TOP + _PH + 34}" font-size="12" text-anchor="middle">'
               "scan severity</text>")
    out.append(f'<text x="{x0 - 40}" y="{_TOP + _PH / 2:.0f}" font-size="12" text-anchor="middle" '
               f'transform="rotate(-90 {x0 - 40} {_TOP + _PH / 2:.0f})">{escape(y_label)}</text>')
    for name, color, y in references:
        out.append(f'<line x1="{x0}" x2="{x0 + _PW}" y1="{py(y):.1f}" y2="{py(y):.1f}" stroke="{color}" '
                   f'stroke-dasharray="5,4"><title>{escape(name)}: {y:.3f}</title></line>')
    for name, color, points, bars in series:
        path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y, _, _ in points)
        width = 2.5 if bars else 1.5
        out.append(f'<polyline points="{path}" fill="none" stroke="{color}" stroke-width="{width}"/>')
        for x, y, low, high in points:
            if bars:
                out.append(f'<line x1="{px(x):.1f}" x2="{px(x):.1f}" y1="{py(low):.1f}" y2="{py(high):.1f}" '
                           f'stroke="{color}" stroke-width="6" stroke-opacity="0.25"/>')
            out.append(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3" fill="{color}">'
                       f"<title>{escape(name)} at {x:g}: {y:.3f} [{low:.3f}, {high:.3f}]</title></circle>")
    return out


def curve_svg(sweep: Sweep) -> str:
    """Two panels: accuracy by category (and overall) against severity; probe field
    accuracy and OCR CER against severity. Born-digital levels are dashed lines. With
    several OCR engines: overall accuracy, probe fields and CER per engine (no categories)."""
    several = len(sweep.ocr_engines) > 1
    left: list[Series] = []
    right: list[Series] = []
    refs_left: list[tuple[str, str, float]] = []
    refs_right: list[tuple[str, str, float]] = []
    for e, engine in enumerate(sweep.ocr_engines):
        levels = [lv for lv in sweep.levels if lv.ocr_engine == engine]
        scans = [lv for lv in levels if lv.severity is not None]
        digital = next((lv for lv in levels if lv.severity is None and lv.producer is None), None)
        produced = [lv for lv in levels if lv.producer is not None]
        cats = [] if several else sorted({c for lv in scans for c in lv.by_category})
        tag = f" ({engine})" if several else ""
        black, green, red = (_PALETTE[2 * e % 10], _PALETTE[2 * e % 10], _PALETTE[(2 * e + 1) % 10]) if several \
            else ("#000000", "#2ca02c", "#d62728")

        def points(get: object, scans: list[Level] = scans) -> list[tuple[float, float, float, float]]:
            out = []
            for lv in scans:
                s = get(lv)  # type: ignore[operator]
                if s is not None:
                    out.append((float(lv.severity or 0.0), s.share, s.ci95[0], s.ci95[1]))
            return out

        left.append(("all questions" + tag, black, points(lambda lv: lv.accuracy), True))
        left += [(c, _PALETTE[i % len(_PALETTE)], points(lambda lv, c=c: lv.by_category.get(c)), False)
                 for i, c in enumerate(cats)]
        cer = [(float(lv.severity or 0.0), lv.ocr_cer, *lv.ocr_cer_ci95) for lv in scans
               if lv.ocr_cer is not None and lv.ocr_cer_ci95 is not None]
        right += [("probe fields" + tag, green, points(lambda lv: lv.probe_fields), True),
                  ("OCR CER" + tag, red, cer, True)]
        if digital:
            refs_left.append(("born-digital, all questions" + tag, black, digital.accuracy.share))
            refs_right.append(("born-digital probe fields" + tag, green, digital.probe_fields.share))
        refs_right += [(f"{lv.producer} probe fields{tag}", _PALETTE[(4 + i) % len(_PALETTE)], lv.probe_fields.share)
                       for i, lv in enumerate(produced)]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{_W}" height="{_H + 24 + 16 * len(left)}" '
             f'font-family="sans-serif" role="img" aria-label="degradation curve">',
             '<rect width="100%" height="100%" fill="#fff"/>']
    parts += _panel(_LEFT + 10, "answers correct", left, refs_left, "share correct")
    parts += _panel(_LEFT + _PW + 120, "probe fields and OCR error", right, refs_right, "share")
    legend = [*left, *right]
    for i, (name, color, _, _) in enumerate(legend):
        x = _LEFT + 10 + (i % 4) * 220
        y = _H + 10 + (i // 4) * 16
        parts.append(f'<rect x="{x}" y="{y - 9}" width="12" height="3" fill="{color}"/>'
                     f'<text x="{x + 18}" y="{y - 4}" font-size="11">{escape(name)}</text>')
    if refs_left:
        produced_note = "; in the right panel, one per producer" if len(refs_right) > len(refs_left) else ""
        parts.append(f'<text x="{_LEFT + 10}" y="{_H + 10 + 16 * ((len(legend) + 3) // 4)}" font-size="11">'
                     f"dashed: born-digital reference{produced_note}</text>")
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def sweep_html(sweep: Sweep) -> str:
    """report.html of a sweep: the plot and the tables, self-contained (no scripts, no files)."""
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
            f"rag-eval sweep: seed {sweep.seed}</title><style>body{{font-family:system-ui,sans-serif;margin:2em}}"
            "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.3em .6em}</style>"
            f"</head><body>\n{curve_svg(sweep)}{_tables_html(sweep)}</body></html>\n")


def _tables_html(sweep: Sweep) -> str:
    """The Markdown tables of sweep.md as HTML tables (text HTML-escaped)."""
    out: list[str] = []
    table: list[str] = []
    for line in sweep_markdown(sweep).splitlines():
        if line.startswith("| ---"):
            continue
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            tag = "th" if not table else "td"
            table.append("<tr>" + "".join(f"<{tag}>{escape(c)}</{tag}>" for c in cells) + "</tr>")
            continue
        if table:
            out.append("<table>" + "".join(table) + "</table>")
            table = []
        if line.startswith("# "):
            out.append(f"<h1>{escape(line[2:])}</h1>")
        elif line.strip():
            out.append(f"<p>{escape(line)}</p>")
    if table:
        out.append("<table>" + "".join(table) + "</table>")
    return "\n".join(out) + "\n"


def write_sweep(out: Path, sweep: Sweep) -> None:
    """sweep.json, sweep.md, curve.svg and report.html into `out`, each atomically."""
    out.mkdir(parents=True, exist_ok=True)
    write_record(out / SWEEP_NAME, sweep)
    atomic_write_text(out / "sweep.md", sweep_markdown(sweep))
    atomic_write_text(out / "curve.svg", curve_svg(sweep))
    atomic_write_text(out / "report.html", sweep_html(sweep))
