"""report.html's question explorer: every question as a row to filter, search, sort and open.

Filters by category, grade, cause (a blamed run), household (a suite) and the document the
key cites; a search box over each question's whole text; sortable columns (id, category,
grade, cause, latency). A row opens to the question, the expected answer in one readable
form (`report_source.readable_expected`), the answer, the failed checks, the cause, the
latency, what the answer cited and what the pipeline reported it retrieved (the evidence
marked), and the first page of the document the key cites (a thumbnail, each picture once
per page as a CSS class). The rows are HTML, so the page reads without its script; the
script (`viewer_assets.SCRIPT`) only hides, orders and opens them. Every text and attribute
from a corpus or a pipeline is escaped; the order is the scorecard's.
"""

from __future__ import annotations

import json
import re
from html import escape

from harness.contract.grade import Grade
from harness.scoring.blame import Cause
from harness.scoring.report_source import Key, QuestionKey, ReportSource
from harness.scoring.scorecard import QuestionResult, Scorecard, short_failure
from harness.scoring.thumbnails import Thumbnail

SHOWN_RETRIEVED = 8  # a row lists this many retrieved files, then says how many more
CAUSE_MEANS = {
    Cause.NOT_INGESTED: "a document it needs failed to ingest",
    Cause.NOT_RECOGNIZED: "the recovered text lacks a value the answer needs",
    Cause.NOT_RETRIEVED: "a document it needs is not among the files retrieved",
    Cause.WRONG_ANSWER: "retrieved and recognized, and still missed",
    Cause.HALLUCINATED: "answered where it should decline",
    Cause.FALSE_DECLINE: "declined where the documents answer it",
    Cause.UNKNOWN: "the pipeline reported no retrieved files",
}
_CITED = re.compile(r"^(?P<text>.*?)\s*\[(?P<file>[^\[\]]+)\]$", re.DOTALL)


def attr(text: str) -> str:
    return escape(text, quote=True)


def select(key: str, label: str, values: list[str]) -> str:
    """A filter: `all` and each value, in the order given."""
    options = "".join(f'<option value="{attr(v)}">{escape(v)}</option>' for v in values)
    return (f'<label>{escape(label)}<select data-filter="{attr(key)}" id="filter-{attr(key)}">'
            f'<option value="">all</option>{options}</select></label>')


def search_box(what: str) -> str:
    return (f'<label>search<input type="search" id="search" placeholder="{attr(what)}" '
            f'aria-label="search {attr(what)}"></label>')


def sort_head(label: str, key: str, number: bool = False) -> str:
    kind = ' data-type="number"' if number else ""
    return f'<th scope="col"><button type="button" data-sort="{attr(key)}"{kind}>{escape(label)}</button></th>'


def _label(q: QuestionResult) -> str:
    return f"{q.household}/{q.id}" if q.household else q.id


def _doc_label(household: str, file: str) -> str:
    return f"{household}/{file}" if household else file


def _key(q: QuestionResult, source: ReportSource | None) -> QuestionKey:
    """The question's key from the corpus, or what the scorecard says: `expected` is the
    first spelling of each needle and the first citation in brackets."""
    known = source.keys.get((q.household or "", q.id)) if source is not None else None
    if known is not None:
        return known
    found = _CITED.match(q.expected or "")
    if found:
        return QuestionKey(expected=found.group("text"), evidence=[found.group("file")])
    return QuestionKey(expected=q.expected or "", evidence=[])


def _files(files: list[str], evidence: set[str]) -> str:
    shown = files[:SHOWN_RETRIEVED]
    items = "".join(f"<li><code>{escape(f)}</code>{' (evidence)' if f in evidence else ''}</li>" for f in shown)
    more = len(files) - len(shown)
    return f"<ol>{items}</ol>" + (f"and {more} more" if more > 0 else "")


def _figure(household: str, file: str, picture: Thumbnail | None, css_class: str | None) -> str:
    name = f"<code>{escape(file)}</code>"
    if picture is None or css_class is None:
        why = picture.why_none if picture is not None else "no picture in this report"
        return f'<figure class="doc"><figcaption>Evidence: {name} ({escape(why)})</figcaption></figure>'
    return (f'<figure class="doc"><span class="pic {css_class}" role="img" '
            f'style="width:{picture.width}px;height:{picture.height}px" '
            f'aria-label="first page of {attr(_doc_label(household, file))}"></span>'
            f"<figcaption>Evidence: {name}, first page</figcaption></figure>")


def _detail(q: QuestionResult, key: QuestionKey, figure: str) -> str:
    evidence = set(key.evidence)
    parts = [f"<dt>Question</dt><dd>{escape(q.question or '')}</dd>",
             f'<dt>Expected</dt><dd class="answer expected">{escape(key.expected)}</dd>',
             f'<dt>Answer</dt><dd class="answer">{escape(q.answer)}</dd>']
    if q.failed:
        parts.append("<dt>Failed checks</dt><dd>" + "<br>".join(escape(short_failure(f)) for f in q.failed) + "</dd>")
    if q.cause is not None:
        parts.append(f"<dt>Cause</dt><dd>{escape(q.cause)}: {escape(CAUSE_MEANS[q.cause])}</dd>")
    latency = f"{q.latency_s:.3f} s" if q.latency_s is not None else "not measured"
    parts.append(f"<dt>Latency</dt><dd>{latency}</dd>")
    if q.citations is not None:
        parts.append("<dt>Cited by the answer</dt><dd>"
                     + (_files(q.citations, evidence) if q.citations else "nothing") + "</dd>")
    parts.append("<dt>Retrieved</dt><dd>"
                 + (_files(q.retrieved, evidence) if q.retrieved else "not reported by the pipeline") + "</dd>")
    return f'<div class="card"><dl>{"".join(parts)}</dl>{figure}</div>'


def _picture_classes(source: ReportSource | None) -> dict[Key, str]:
    """A CSS class per picture: `p0`, `p1`, ... in (household, file) order."""
    if source is None:
        return {}
    keys = [k for k in sorted(source.pictures) if source.pictures[k].uri]
    return {k: f"p{i}" for i, k in enumerate(keys)}


def picture_style(source: ReportSource | None) -> str:
    """The style rules that hold each picture once (for the page's head)."""
    classes = _picture_classes(source)
    if source is None or not classes:
        return ""
    return "".join(f".{c}{{background-image:url({source.pictures[k].uri})}}" for k, c in classes.items())


def question_explorer(card: Scorecard, source: ReportSource | None = None) -> str:
    """The explorer's filters, count and table (module docstring)."""
    blamed = card.summary.by_cause is not None
    suite = any(q.household for q in card.questions)
    classes = _picture_classes(source)
    rows, docs = [], set()
    for q in card.questions:
        household = q.household or ""
        key = _key(q, source)
        labels = [_doc_label(household, f) for f in key.evidence]
        docs.update(labels)
        first = key.evidence[0] if key.evidence else None
        picture = source.pictures.get((household, first)) if source is not None and first else None
        figure = _figure(household, first, picture, classes.get((household, first))) if first else ""
        data = {"id": _label(q), "category": q.category, "grade": q.grade.value, "cause": q.cause or "",
                "household": household, "latency": "" if q.latency_s is None else repr(q.latency_s),
                "docs": json.dumps(labels, ensure_ascii=False)}
        attrs = "".join(f' data-{k}="{attr(v)}"' for k, v in data.items())
        cause = f"<td>{escape(q.cause or '')}</td>" if blamed else ""
        latency = f"{q.latency_s:.2f}" if q.latency_s is not None else ""
        rows.append(
            f'<tbody class="q"{attrs}><tr><td><button type="button" class="open" aria-expanded="false">'
            f"{escape(_label(q))}</button></td><td>{escape(q.category)}</td>"
            f'<td class="{attr(q.grade.value)}">{escape(q.grade.value)}</td>{cause}'
            f'<td class="num">{latency}</td><td class="qtext">{escape(q.question or "")}</td></tr>'
            f'<tr class="detail" hidden><td colspan="{6 if blamed else 5}">{_detail(q, key, figure)}</td></tr></tbody>')
    filters = [select("category", "category", sorted({q.category for q in card.questions})),
               select("grade", "grade", [g.value for g in Grade])]
    if blamed:
        filters.append(select("cause", "cause", [c.value for c in Cause]))
    if suite:
        filters.append(select("household", "household", sorted({q.household or "" for q in card.questions})))
    if docs:
        filters.append(select("docs", "document", sorted(docs)))
    filters.append(search_box("question, answer, file"))
    widths = ["18%", "13%", "9%"] + (["14%"] if blamed else []) + ["9%", "auto"]
    cols = "".join(f'<col style="width:{w}">' for w in widths)
    head = (sort_head("id", "id") + sort_head("category", "category") + sort_head("grade", "grade")
            + (sort_head("cause", "cause") if blamed else "") + sort_head("latency (s)", "latency", number=True)
            + '<th scope="col">question</th>')
    return (f'<div class="explorer" id="explorer"><div class="filters">{"".join(filters)}</div>'
            f'<p class="shown" id="shown" data-noun="questions">{len(rows)} of {len(rows)} questions shown</p>'
            f'<table class="rows" id="questions"><colgroup>{cols}</colgroup><thead><tr>{head}</tr></thead>'
            + "".join(rows) + "</table></div>")
