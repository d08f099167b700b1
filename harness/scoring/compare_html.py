"""compare.html: `rag-eval compare A B --out DIR` for a person, one self-contained page.

The verdict in words first (`compare.verdict`), the warnings, the counts and McNemar's test,
then the per-category deltas in one unit (points, B - A) with their 95% intervals, as a table
and as whiskers around zero, then the flips: those that change the score first (correct in one
run only), then the partial <-> wrong ones, in an explorer (`viewer_assets`: filter by
category and kind, search, sort; a row opens to the question, the expected answer and both
answers), then how the causes moved. Built from the comparison record made with every flip
(`compare_cards(..., all_flips=True)`) and the two scorecards; every text is escaped, the order
is the record's (the same runs give the same bytes).
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from harness.contract.grade import Grade
from harness.runtime.fsutil import atomic_write_text
from harness.scoring.compare import causes_warning, ci_points, signed_points
from harness.scoring.report_explorer import attr, search_box, select, sort_head
from harness.scoring.report_html import label_width
from harness.scoring.scorecard import PARTIAL_MEANS, QuestionResult, Scorecard
from harness.scoring.viewer_assets import CSS, SCRIPT

COMPARE_HTML = "compare.html"
SCORE, OTHER = "changes the score", "partial <-> wrong"


def _delta_chart(result: dict[str, Any]) -> str:
    """B - A in points with its 95% interval, overall and per category: a dot on a whisker
    around a zero line, the axis symmetric and wide enough for every interval."""
    rows = [("all questions", result["delta"], result["deltaCi95"])]
    rows += [(cat, row["delta"], row["deltaCi95"]) for cat, row in result["byCategory"].items()]
    reach = max([abs(v) for _, d, ci in rows for v in (d, *ci)] + [0.1])
    span = min(1.0, -(-reach * 10 // 1) / 10)  # up to the next 10 points
    label_w, axis_w, row_h = label_width([name for name, _, _ in rows]), 360, 24
    width, height = label_w + axis_w + 12 + 170, row_h * len(rows) + 30

    def x(v: float) -> float:
        return label_w + axis_w * (v + span) / (2 * span)

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" role="img" aria-label="B - A in points with 95% intervals">']
    for tick in (-span, -span / 2, 0.0, span / 2, span):
        parts.append(f'<line x1="{x(tick):.1f}" y1="0" x2="{x(tick):.1f}" y2="{height - 20}" '
                     f'stroke="{"#888" if tick == 0 else "#ddd"}"/><text x="{x(tick):.1f}" y="{height - 6}" '
                     f'font-size="11" text-anchor="middle">{signed_points(tick)}</text>')
    for i, (name, delta, (low, high)) in enumerate(rows):
        y = 14 + i * row_h
        parts.append(f'<text x="0" y="{y + 4}" font-size="13">{escape(name)}</text>'
                     f'<line x1="{x(low):.1f}" y1="{y}" x2="{x(high):.1f}" y2="{y}" stroke="#1565c0" '
                     f'stroke-width="2"/><circle cx="{x(delta):.1f}" cy="{y}" r="4" fill="#1565c0"/>'
                     f'<text x="{label_w + axis_w + 12}" y="{y + 4}" font-size="12">{signed_points(delta)} '
                     f"({ci_points([low, high])})</text>")
    parts.append("</svg>")
    return "".join(parts)


def _categories(result: dict[str, Any]) -> str:
    head = ("<tr><th>category</th><th>total</th><th>correct A</th><th>correct B</th>"
            "<th>B - A (points)</th><th>95% CI (points)</th></tr>")
    rows = "".join(f'<tr><td>{escape(cat)}</td><td class="num">{row["total"]}</td>'
                   f'<td class="num">{row["correctA"]}</td><td class="num">{row["correctB"]}</td>'
                   f'<td class="num">{signed_points(row["delta"])}</td><td>{ci_points(row["deltaCi95"])}</td></tr>'
                   for cat, row in result["byCategory"].items())
    return f'<table id="categories">{head}{rows}</table>'


def _flip_row(flip: dict[str, Any], a: QuestionResult | None, b: QuestionResult | None) -> str:
    label = f"{flip['household']}/{flip['id']}" if flip.get("household") else flip["id"]
    kind = SCORE if Grade.CORRECT.value in (flip["from"], flip["to"]) else OTHER
    data = {"id": label, "category": flip["category"], "from": flip["from"], "to": flip["to"], "kind": kind}
    attrs = "".join(f' data-{k}="{attr(v)}"' for k, v in data.items())
    either = a or b
    question = either.question if either is not None else None
    expected = either.expected if either is not None else None
    details = [f"<dt>Question</dt><dd>{escape(question or '')}</dd>",
               f'<dt>Expected</dt><dd class="answer">{escape(expected or "")}</dd>']
    for name, q in (("A", a), ("B", b)):
        if q is not None:
            cause = f" (cause: {escape(q.cause)})" if q.cause else ""
            details.append(f'<dt>Answer {name}: {escape(q.grade.value)}{cause}</dt>'
                           f'<dd class="answer">{escape(q.answer)}</dd>')
    return (f'<tbody class="q"{attrs}><tr><td><button type="button" class="open" aria-expanded="false">'
            f"{escape(label)}</button></td><td>{escape(flip['category'])}</td>"
            f'<td class="{attr(flip["from"])}">{escape(flip["from"])}</td>'
            f'<td class="{attr(flip["to"])}">{escape(flip["to"])}</td><td>{escape(kind)}</td></tr>'
            f'<tr class="detail" hidden><td colspan="5"><div class="card"><dl>{"".join(details)}</dl></div>'
            "</td></tr></tbody>")


def _flips(result: dict[str, Any], card_a: Scorecard, card_b: Scorecard) -> str:
    qa = {(q.household or "", q.id): q for q in card_a.questions}
    qb = {(q.household or "", q.id): q for q in card_b.questions}
    flips = result["flips"]
    ordered = ([f for f in flips if Grade.CORRECT.value in (f["from"], f["to"])]
               + [f for f in flips if Grade.CORRECT.value not in (f["from"], f["to"])])
    scoring = sum(Grade.CORRECT.value in (f["from"], f["to"]) for f in flips)
    rows = [_flip_row(f, qa.get((f.get("household", ""), f["id"])), qb.get((f.get("household", ""), f["id"])))
            for f in ordered]
    filters = [select("category", "category", sorted({f["category"] for f in flips})),
               select("kind", "flip", [SCORE, OTHER]), search_box("question, answer")]
    cols = "".join(f'<col style="width:{w}">' for w in ("28%", "18%", "13%", "13%", "auto"))
    head = (sort_head("id", "id") + sort_head("category", "category") + sort_head("from", "from")
            + sort_head("to", "to") + '<th scope="col">flip</th>')
    return (f"<h2>Flips ({scoring} change the score, {len(flips) - scoring} between partial and wrong)</h2>"
            f"<p>{escape(PARTIAL_MEANS)}.</p>"
            f'<div class="explorer" id="explorer"><div class="filters">{"".join(filters)}</div>'
            f'<p class="shown" id="shown" data-noun="flips">{len(rows)} of {len(rows)} flips shown</p>'
            f'<table class="rows" id="flips"><colgroup>{cols}</colgroup><thead><tr>{head}</tr></thead>'
            + "".join(rows) + "</table></div>")


def _causes(result: dict[str, Any]) -> str:
    if "causes" not in result:
        return ""
    rows = "".join(f'<tr><td>{escape(c)}</td><td class="num">{n["a"]}</td><td class="num">{n["b"]}</td>'
                   f'<td class="num">{n["b"] - n["a"]:+d}</td></tr>'
                   for c, n in result["causes"].items() if n["a"] or n["b"])
    if not rows:
        return "<h2>Causes</h2><p>No question failed in either run.</p>"
    return ('<h2>Causes</h2><table id="causes"><tr><th>cause</th><th>A</th><th>B</th><th>B - A</th></tr>'
            + rows + "</table>")


def compare_html(result: dict[str, Any], card_a: Scorecard, card_b: Scorecard,
                 name_a: str = "A", name_b: str = "B") -> str:
    """The page (module docstring); `result` is `compare_cards(card_a, card_b, all_flips=True)`."""
    m = result["mcnemar"]
    warnings = []
    if not result["sameCorpus"]:
        warnings.append("Warning: the runs are on different corpora (--force).")
    if result.get("causesComparable") is False:
        warnings.append(f"Warning: {causes_warning(result, name_a, name_b)}")
    only = "".join(f"<p>Only in {escape(label)}: {escape(', '.join(result[key]))}</p>"
                   for key, label in (("onlyInA", name_a), ("onlyInB", name_b)) if result[key])
    title = f"Compare: {name_a} -> {name_b}"
    out = [
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{CSS}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f"<p>A = <code>{escape(name_a)}</code> ({escape(result['a']['pipeline'])}), "
        f"B = <code>{escape(name_b)}</code> ({escape(result['b']['pipeline'])}).</p>",
        f'<p class="verdict" id="verdict">{escape(result["verdict"])}</p>',
        *[f'<p class="wrong"><strong>{escape(w)}</strong></p>' for w in warnings],
        f'<p id="counts">{result["paired"]} paired questions; correct {result["a"]["correct"]} -> '
        f'{result["b"]["correct"]} ({result["b"]["correct"] - result["a"]["correct"]:+d}). Exact McNemar: '
        f"{m['correctOnlyA']} correct only in A, {m['correctOnlyB']} correct only in B, p = {m['pValue']:.4g}.</p>",
        "<h2>By category: B - A in points</h2>", _delta_chart(result), _categories(result),
        _flips(result, card_a, card_b), only, _causes(result),
        f"<script>{SCRIPT}</script></body></html>",
    ]
    return "\n".join(out) + "\n"


def write_compare_html(out: Path, result: dict[str, Any], card_a: Scorecard, card_b: Scorecard,
                       name_a: str = "A", name_b: str = "B") -> Path:
    path = out / COMPARE_HTML
    atomic_write_text(path, compare_html(result, card_a, card_b, name_a, name_b))
    return path
