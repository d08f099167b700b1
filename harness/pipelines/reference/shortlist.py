"""The lines the model chooses among: every candidate line ranked by closeness to the question,
the best few shown and offered.

The `fields` prompt offers the model lines to choose from: each harvested field of each
document shown, each line of the ledger (harness.pipelines.evidence.ledger), and the rows of a
statement's table that the question names by day or amount. Showing all of them makes a long
prompt for a small model (docs/benchmarks.md: The reference pipeline) and gives it many
near-misses to pick. So they are ranked, and only the best `size` are shown (grouped by
document, the best nearest the question: `passages`) and offered, with the decline:

- a harvested field by the extractive pipeline's field ranking (the embedding similarity of
  its name and printed labels to the question with its names and ids blanked, plus the kind
  and box bonuses: harness.pipelines.evidence.doc_finder);
- any other line by the same model's similarity of what it says (a ledger line's label, a
  row's text, the line of a text-only document that quotes the value) to that question,
  plus the kind bonus when its value is of a kind the question hints at;
- a ledger line or a table row `SHAPE_BONUS` up when the question reads as its shape (a count,
  a list of senders, a total, a comparison, a correction's change; a row named by its day or
  amount). Not down when it does not: people ask for a total in words no pattern lists ("every
  pay stub together"), and on the dev suite a penalty cost more than it won;
- a computed answer's line (computed.py: a list of rows, a check, a comparison) first of
  all: it exists only for a question of its shape, computed from the question's own sides and
  rows (on the dev suite's 60 comparisons, ranked by its label's similarity like a ledger line:
  11 right; ranked first: 13; without computed lines: 1).

Ties keep reading order. The model still chooses: this is retrieval over lines, and a
shortlist of one would be a rule; `size` is at least 2 (0 shows every line).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date

from harness.contract.grade import DECLINE
from harness.contract.shapes import date_long
from harness.contract.vocabulary import DATED_BY
from harness.pipelines.evidence import transaction_rows
from harness.pipelines.evidence.doc_facts import ISSUER_FIELDS, DocFacts, field_label
from harness.pipelines.evidence.doc_finder import KIND_BONUS, DocFinder, asked_kinds, without_mentions
from harness.pipelines.evidence.injection import has_instruction
from harness.pipelines.evidence.ledger import LedgerLine
from harness.pipelines.evidence.question_mentions import mentions
from harness.pipelines.evidence.question_reading import asked_shapes, read_question
from harness.pipelines.evidence.statements import row_date, statements_of
from harness.pipelines.reference.field_prompt import LEDGER_TITLE, FieldContext
from harness.pipelines.reference.prompt import Context, asked_kind, citable_file, is_kind, sanitize, value_choices

SHAPE_BONUS = 0.2
COMPUTED = "computed"  # the shape of a computed answer's line (computed.py): ranked first


@dataclass(frozen=True)
class Line:
    """One answer the model may choose, and the passage that shows it."""

    passage: str               # the document's file as shown and cited, or the ledger's title
    source: str                # the document's file in the store ("" for a ledger line)
    label: str                 # "" for a value quoted from a document shown as text
    value: str
    answer: str                # the answer as the model writes it: `label: value [file]`
    values: tuple[str, ...]    # the parts of the value the asked-kind filter reads
    about: str                 # what the line says, for ranking (a field: ignored)
    field: str | None = None   # the harvested field (ranked by the field ranking)
    doc_type: str | None = None
    shape: str = ""            # the shape of question it answers: a ledger line's (ledger.LedgerLine.shape), "row"

    @property
    def shown(self) -> str:
        return f"{self.label}: {self.value}" if self.label else self.about


def rank_lines(finder: DocFinder, question: str, lines: Sequence[Line]) -> list[Line]:
    """`lines`, closest to the question first (see the module's docstring)."""
    if not lines:
        return []
    qv = finder.embed([without_mentions(question, mentions(question))])[0]
    kinds = asked_kinds(question)
    shapes = asked_shapes(question) | ({"row"} if transaction_rows.names_row(question) else set())
    per_type: dict[str, dict[str, float]] = {}
    others = sorted({ln.about for ln in lines if ln.field is None})
    matrix = finder.embed_known(others) if others else None
    similar = {text: float(v) for text, v in zip(others, matrix @ qv, strict=True)} if matrix is not None else {}

    def score(ln: Line) -> float:
        if ln.field is not None and ln.doc_type is not None:
            if ln.doc_type not in per_type:
                per_type[ln.doc_type] = finder.field_scores(question, ln.doc_type, qv)
            if ln.field in per_type[ln.doc_type]:
                return per_type[ln.doc_type][ln.field]
        bonus = KIND_BONUS if any(is_kind(v, k) for k in kinds for v in ln.values) else 0.0
        if ln.shape in shapes:  # a ledger line or a table row of the shape the question reads as
            bonus += SHAPE_BONUS
        return similar.get(ln.about, 0.0) + bonus

    scores = [score(ln) for ln in lines]
    order = sorted(range(len(lines)), key=lambda i: (lines[i].shape != COMPUTED, -scores[i], i))
    return [lines[i] for i in order]


def usable(lines: list[Line], question: str, untrusted: set[str] | frozenset[str] = frozenset()) -> list[Line]:
    """The lines the model may be offered: not those citing a document that instructs the reader
    (unless every line does), those holding the kind of value the question asks for (all of them
    when none does), each on one line and never the decline."""
    lines = [ln for ln in lines if not any(f"[{u}]" in ln.answer for u in untrusted)] or lines
    kind = asked_kind(question)
    lines = [ln for ln in lines if any(is_kind(v, kind) for v in ln.values)] or lines
    return [ln for ln in lines if "\n" not in ln.answer and ln.answer != DECLINE]


def keep_direction(lines: list[Line], question: str) -> list[Line]:
    """Not the ledger's comparison lines of the other direction than the question's ("which ...
    more": not the smaller): like the asked kind, what the question says it wants."""
    shapes = asked_shapes(question)
    other = {"compare-larger": "compare-smaller", "compare-smaller": "compare-larger"}
    drop = {other[s] for s in shapes if s in other}
    return [ln for ln in lines if ln.shape not in drop]


def best_lines(ranked: list[Line], size: int) -> list[Line]:
    """The best `size` lines (every line for size 0), one line per answer."""
    out: dict[str, Line] = {}
    for ln in ranked:
        out.setdefault(ln.answer, ln)
        if size and len(out) == size:
            break
    return list(out.values())


def passages(lines: list[Line], headers: dict[str, str]) -> list[Context]:
    """The shortlisted lines as passages, the best nearest the question: one per document (or the
    ledger), the passage of the best line last, its header first (a document's type), then its
    lines, its best last. (A small model leans to the line it read last: that is the best-ranked
    one, and the model moves off it only for a line it reads as fitting better.)"""
    grouped: dict[str, list[str]] = {}
    for ln in lines:
        grouped.setdefault(ln.passage, []).append(ln.shown)
    return [Context(p, "\n".join([*([headers[p]] if headers.get(p) else []), *reversed(list(dict.fromkeys(shown)))]))
            for p, shown in reversed(grouped.items())]


def document_lines_of(shown: list[FieldContext], facts: DocFacts) -> list[Line]:
    """Every line of the documents shown (not the lines that state what the question says, nor
    an instruction: data, never an answer); a document shown as text: each value quoted in it,
    with the line that quotes it."""
    out: list[Line] = []
    for fc in shown:
        file = citable_file(fc.context.file)
        doc_type = facts.types.get(fc.context.file)
        if fc.lines is None:
            text_lines = sanitize(fc.context.text).splitlines()
            for value, _ in value_choices([fc.context]):
                about = next((t.strip() for t in text_lines if value in " ".join(t.split())), value)
                out.append(Line(file, fc.context.file, "", value, f"{value} [{file}]", (value,), about, None,
                                doc_type))
            continue
        names = {field_label(n): n for n in facts.fields.get(fc.context.file, {})}
        for label, value in fc.lines:
            if label in fc.stated or has_instruction(f"{label}: {value}"):
                continue
            label, value = sanitize(label), sanitize(value)
            out.append(Line(file, fc.context.file, label, value, f"{label}: {value} [{file}]", (value,), label,
                            names.get(label), doc_type))
    return out


def ledger_lines_of(ledger: list[LedgerLine], named: set[str]) -> list[Line]:
    """The ledger's lines, but not one that only repeats names the question says."""
    return [Line(LEDGER_TITLE, "", ln.label, ln.value, ln.answer(), tuple(ln.amounts()), ln.label, shape=ln.shape)
            for ln in ledger if not all(part.lower() in named for part in ln.value.split("; "))]


def table_lines(finder: DocFinder, question: str, ranked: list[str], limit: int = 2) -> list[Line]:
    """The rows of a statement's table the question names: asked by its day (not asking when),
    each row of that day with its amount; asked by its amount and when, each row of that amount
    with its full date. From the first `limit` statements holding the question's names (its month's
    first), as the extractive pipeline finds them."""
    if not transaction_rows.names_row(question):
        return []
    day, amount = transaction_rows.asked_day(question), transaction_rows.asked_amount(question)
    asked = read_question(finder, question, ranked)
    out: list[Line] = []
    for f in statements_of(finder, asked)[:limit]:
        file, doc_type, text = citable_file(f), finder.facts.types.get(f), finder.facts.texts.get(f, "")
        if day and not transaction_rows.asks_when(question):
            found = [(row, row.amount or "") for row in transaction_rows.rows_for_day(text, *day)]
        else:
            dated = [(row, row_date(finder, f, row, asked.mentions))
                     for row in transaction_rows.rows_for_amount(text, amount or "")]
            found = [(row, date_long(full)) for row, full in dated if full is not None]
        for row, value in found:
            label = "row " + sanitize(" ".join(row.line.split()))
            out.append(Line(file, f, label, value, f"{label}: {value} [{file}]", (value,), row.line, None, doc_type,
                            shape="row"))
    return out


def document_key(facts: DocFacts, file: str) -> tuple[str, str]:
    """What tells a document from others of its type: its sender, and its date written out
    ("December 31, 2025"; "" when it has none harvested)."""
    issuer = " ".join((facts.issuer(file) or "").split())
    iso = facts.normalized(file, DATED_BY.get(str(facts.types.get(file)), "")) or ""
    try:
        when = date_long(date.fromisoformat(iso))
    except ValueError:
        when = ""
    return issuer, when


def distinguish(lines: list[Line], facts: DocFacts) -> list[Line]:
    """Lines of one label from two or more documents, told apart in the label itself: the parts
    of each document's key (document_key) that differ among them, in parentheses ("beginning
    balance (June 30, 2025): ..."), so that the model chooses by a word the question may say."""
    docs: dict[str, set[str]] = {}
    for ln in lines:
        if ln.source:
            docs.setdefault(ln.label, set()).add(ln.source)
    out = []
    for ln in lines:
        group = sorted(docs.get(ln.label, ()))
        if len(group) < 2 or not ln.label:
            out.append(ln)
            continue
        keys = {f: document_key(facts, f) for f in group}
        differ = [i for i in range(2) if len({k[i] for k in keys.values() if k[i]}) > 1
                  and not (i == 0 and ln.field in ISSUER_FIELDS)]
        parts = [sanitize(keys[ln.source][i]) for i in differ if keys[ln.source][i]]
        if not parts:
            out.append(ln)
            continue
        label = f"{ln.label} ({', '.join(parts)})"
        out.append(replace(ln, label=label, answer=ln.answer.replace(f"{ln.label}: ", f"{label}: ", 1)))
    return out


def _doc(file: str, *lines: str) -> Context:
    return Context(file, "\n".join(lines))


_INT_CITE = "[int-harbor.pdf] [int-lakeside.pdf]"
# The shortlist prompt's few-shot turns, in its own shape: a few lines, the best-ranked last (not
# always the answer), told apart by their document's date where one label comes from two
# documents. (passages, question, answer)
SHORTLIST_EXAMPLES: tuple[tuple[tuple[Context, ...], str, str], ...] = (
    ((_doc("w2-bluefin.pdf", "document type: W-2", "box 2 federal tax withheld: 5,104.20", "box 1 wages: 48,210.55"),),
     "How much mortgage interest was paid in 2025?", DECLINE),
    ((_doc("w2-bluefin.pdf", "document type: W-2", "box 2 federal tax withheld: 5,104.20", "box 1 wages: 48,210.55"),),
     "What were Dana Ortiz's 2025 wages from Bluefin Supply Co?", "box 1 wages: 48,210.55 [w2-bluefin.pdf]"),
    ((_doc("bill-03.pdf", "document type: utility-bill", "due date (March 28, 2025): 04/18/2025"),
      _doc("bill-02.pdf", "document type: utility-bill", "due date (February 27, 2025): 03/20/2025"),
      _doc("bill-01.pdf", "document type: utility-bill", "billing date (January 28, 2025): 01/28/2025",
           "due date (January 28, 2025): 02/18/2025")),
     "When was my Metro Power bill for February 2025 due?", "due date (February 27, 2025): 03/20/2025 [bill-02.pdf]"),
    ((_doc("int-lakeside.pdf", "document type: 1099-INT", "box 1 interest income: $410.20"),
      _doc("int-harbor.pdf", "document type: 1099-INT", "box 1 interest income: $250.00"),
      _doc(LEDGER_TITLE, "total box 1 interest income of 2 documents: 660.20")),
     "Across every 2025 Form 1099-INT, how much interest was earned in total?",
     f"total box 1 interest income of 2 documents: 660.20 {_INT_CITE}"),
    ((_doc("int-harbor.pdf", "document type: 1099-INT", "box 1 interest income (Harbor Bank): $250.00"),
      _doc(LEDGER_TITLE, "smaller box 1 interest income: Harbor Bank: $250.00",
           "larger box 1 interest income: Lakeside Credit Union: $410.20")),
     "Which payer reported more interest income: Harbor Bank or Lakeside Credit Union?",
     f"larger box 1 interest income: Lakeside Credit Union: $410.20 {_INT_CITE}"),
    ((_doc("int-lakeside.pdf", "document type: 1099-INT", "payer name: Lakeside Credit Union"),
      _doc("int-harbor.pdf", "document type: 1099-INT", "payer name: Harbor Bank"),
      _doc(LEDGER_TITLE, "number of 1099-INT documents: 2 Forms 1099-INT",
           "payer names: Harbor Bank; Lakeside Credit Union")),
     "Which payers sent the household a Form 1099-INT? Name every one.",
     f"payer names: Harbor Bank; Lakeside Credit Union {_INT_CITE}"),
)
