"""board.html: the leaderboard as one self-contained page (no scripts, no external files).

Two tables that fit a 1,024-pixel window for a handful of runs. The ranking, a row per run in
rank order: the run (its name, pipeline, rag-eval version and date), the settings that differ
(a column only when some setting does), the model, the accuracy with its 95% interval (a bar
with the interval drawn over it) on its scale (the scorecard's floor and ceiling, and "below the
floor" when declining every question scores more), the paired test against the best, the
probe's PASS tallies, and per question the seconds and the cost (not recorded). Then the categories, a row each and
a column per run in rank order, each cell the accuracy with its interval; then what no
scorecard records. Built from board.json's record alone, so the same runs give the same bytes.
Every text that came from a run (names, pipeline specs, settings, versions) is HTML-escaped.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

_CSS = """
body{font-family:system-ui,sans-serif;margin:2em;color:#222;max-width:80em}
h1{font-weight:600} .box{max-width:100%;overflow-x:auto}
table{border-collapse:collapse;margin:1em 0} td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left;
vertical-align:top;overflow-wrap:break-word} th{background:#f4f4f4} .num{text-align:right;white-space:nowrap}
.ci{color:#666;font-size:.85em;white-space:nowrap} .worse{color:#c62828} .better{color:#2e7d32}
.small{font-size:.85em} code{font-size:.9em} .run{min-width:10em;overflow-wrap:anywhere}
.model{min-width:7em;overflow-wrap:anywhere} .probe{white-space:nowrap}
"""


_PROBE = ("fields", "docTypes", "aggregations")  # the probe's tallies in the order it reports them


def _pct(x: float) -> str:
    return f"{x * 100:.1f}%"


def _ci(ci: list[float]) -> str:
    return f"{ci[0] * 100:.1f}-{ci[1] * 100:.1f}%"


def _bar(accuracy: float, ci: list[float]) -> str:
    """The accuracy as a bar of 120 px with its interval as a line over it."""
    w = 120
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="10" role="img" '
            f'aria-label="accuracy {_pct(accuracy)}, 95% CI {_ci(ci)}">'
            f'<rect x="0" y="2" width="{w}" height="6" fill="#eee"/>'
            f'<rect x="0" y="2" width="{w * accuracy:.1f}" height="6" fill="#2e7d32"/>'
            f'<line x1="{w * ci[0]:.1f}" y1="5" x2="{w * ci[1]:.1f}" y2="5" stroke="#222" stroke-width="2"/></svg>')


def _value(v: Any) -> str:
    return "—" if v is None else escape(v if isinstance(v, str) else json.dumps(v))


def _settings(row: dict[str, Any]) -> str:
    return "<br>".join(f"<code>{escape(k)}={_value(v)}</code>" for k, v in row["settings"].items())


def _category(cell: dict[str, Any] | None) -> str:
    if cell is None:
        return '<td class="num">—</td>'
    return (f'<td class="num">{_pct(cell["accuracy"])}<br><span class="ci">{cell["correct"]}/{cell["total"]}, '
            f'{_ci(cell["ci95"])}</span></td>')


def _probe(probe: dict[str, list[int]] | None) -> str:
    if probe is None:
        return "—"
    order = [name for name in _PROBE if name in probe] + sorted(set(probe) - set(_PROBE))
    return "<br>".join(f"{escape(name)} {probe[name][0]}/{probe[name][1]}" for name in order)


def _vs_best(vs: dict[str, Any] | None) -> str:
    if vs is None:
        return "best"
    css = vs["verdict"] if vs["verdict"] in ("worse", "better") else "same"
    return f'<span class="{css}">{escape(vs["said"])}</span> <span class="ci">{vs["paired"]} paired</span>'


def _bounds(row: dict[str, Any]) -> str:
    """The scale under the accuracy: the floor (declining every question) and the ceiling."""
    bounds = row.get("bounds")
    if bounds is None:
        return ""
    below = '<br><span class="worse">below the floor</span>' if row["accuracy"] < bounds["floor"] else ""
    return (f'<br><span class="ci">floor {_pct(bounds["floor"])}</span><br>'
            f'<span class="ci">ceiling {_pct(bounds["ceiling"])}</span>{below}')


def _run(row: dict[str, Any]) -> str:
    """The run's cell: its name, its pipeline, the rag-eval that ran it and when."""
    version = row["versions"].get("rag-eval")
    made = f"rag-eval {escape(version)}, " if version is not None else ""
    return (f"<td class=\"run\">{escape(row['run'])}<br><code>{escape(row['pipeline'])}</code><br>"
            f'<span class="small">{made}{escape(row["date"])}</span></td>')


def _row(row: dict[str, Any], with_settings: bool) -> str:
    spq = row["secondsPerQuestion"]
    cells = [
        f'<td class="num">{row["rank"]}</td>',
        _run(row),
        *([f'<td class="small">{_settings(row)}</td>'] if with_settings else []),
        f'<td class="small model">{_value(row["model"])}</td>',
        f'<td class="num">{_pct(row["accuracy"])} ({row["correct"]}/{row["total"]})<br>'
        f'{_bar(row["accuracy"], row["ci95"])}'
        f'<br><span class="ci">95% CI {_ci(row["ci95"])}</span>{_bounds(row)}</td>',
        f'<td class="small">{_vs_best(row["vsBest"])}</td>',
        f'<td class="small probe">{_probe(row["probe"])}</td>',
        f'<td class="num">{"—" if spq is None else f"{spq:.3f} s"}<br><span class="ci">cost not recorded</span></td>',
    ]
    return "<tr>" + "".join(cells) + "</tr>"


def _categories(rows: list[dict[str, Any]]) -> list[str]:
    """The table of categories: a row each, a column per run in rank order."""
    categories = sorted({c for row in rows for c in row["byCategory"]})
    head = "".join(f"<th>{row['rank']}. {escape(row['run'])}</th>" for row in rows)
    return [
        '<div class="box"><table>',
        f"<tr><th>category</th>{head}</tr>",
        *(f"<tr><td>{escape(c)}</td>" + "".join(_category(row["byCategory"].get(c)) for row in rows) + "</tr>"
          for c in categories),
        "</table></div>",
    ]


def board_html(board: dict[str, Any]) -> str:
    """The page for board.json's record."""
    bench, rows, settings = board["benchmark"], board["rows"], board["settingsThatDiffer"]
    head = ["#", "run", *(["settings that differ"] if settings else []), "model", "accuracy",
            "against the best (paired)", "probe (PASS)", "per question"]
    households = f", {bench['households']} households" if bench["file"] == "suite.json" else ""
    runs = f"{len(rows)} run" + ("s" if len(rows) != 1 else "")
    same = "" if settings else " No setting differs between the runs."
    lines = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>Leaderboard: {escape(bench['name'])}</title>",
        f"<style>{_CSS}</style></head><body>",
        f"<h1>Leaderboard: {escape(bench['name'])}</h1>",
        f"<p>{runs} of {escape(bench['file'])} sha256 <code>{escape(bench['sha256'])}</code>"
        f"{households}. Ranked by accuracy; each run is tested against the best on the questions both answered "
        "(exact McNemar, the difference in points with a paired cluster-bootstrap 95% interval); a difference "
        f"counts only when p &lt; 0.05 and its interval excludes 0.{same}</p>",
        '<div class="box"><table>',
        "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>",
        *(_row(row, bool(settings)) for row in rows),
        "</table></div>",
        "<h2>By category</h2>",
        "<p>Accuracy in each category: correct of the category's questions, with its 95% interval.</p>",
        *_categories(rows),
        "<h2>Not recorded</h2>",
        "<ul>" + "".join(f"<li>{escape(m)}</li>" for m in board["notRecorded"]) + "</ul>",
        "</body></html>",
    ]
    return "\n".join(lines) + "\n"
