"""Answers computed from the harvested fields and a statement's rows, offered as lines the model
may choose.

A small model can copy a value it reads but cannot list, check or compare (the ledger's reason:
harness.pipelines.evidence.ledger). The answers both baselines compute do: the charges of a
statement beyond an amount or of a month, the months a late fee was charged
(harness.pipelines.evidence.row_lists), the months an account's statements closed beyond an amount
(harness.pipelines.evidence.month_lists), one document's amount checked against another's
(harness.pipelines.evidence.reconcile), an amount's change from one document to another (reconcile's
`change_between`), the larger or smaller of two documents' amounts, each side
read as its own type when the two sides name different types
(harness.pipelines.evidence.larger_of_two). Each computes only for a question that reads as its
shape; each that computes (the decline is no line) is one more line among the ledger's, shape
`COMPUTED`, ranked with the shape bonus (harness.pipelines.reference.shortlist). The model still
chooses among the shortlist and the decline.
"""

from __future__ import annotations

from collections.abc import Callable

from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.larger_of_two import comparison
from harness.pipelines.evidence.month_lists import balance_months
from harness.pipelines.evidence.question_reading import ParsedQuestion, read_question
from harness.pipelines.evidence.reconcile import agreement, change_between
from harness.pipelines.evidence.reply import Reply
from harness.pipelines.evidence.row_lists import late_months, listed_rows
from harness.pipelines.reference.field_prompt import LEDGER_TITLE
from harness.pipelines.reference.shortlist import COMPUTED, Line

Computation = Callable[[DocFinder, ParsedQuestion], Reply | None]

# (the line's label, the computation): the label says what was computed, as a ledger line does
COMPUTATIONS: tuple[tuple[str, Computation], ...] = (
    ("months closed beyond the amount", balance_months),
    ("rows listed", listed_rows),
    ("months with a late fee", late_months),
    ("the two amounts checked", agreement),
    ("the change between the two", change_between),
    ("the two amounts compared", comparison),
)


def computed_replies(finder: DocFinder, q: ParsedQuestion) -> list[tuple[str, Reply]]:
    """(label, reply) of each computation that computes an answer for the question (in
    `COMPUTATIONS` order); a decline is none."""
    out = []
    for label, compute in COMPUTATIONS:
        reply = compute(finder, q)
        if reply is not None and reply.files:
            out.append((label, reply))
    return out


def reply_value(reply: Reply) -> str:
    """The reply's text without its citations (they close it: `... [a.pdf] [b.pdf]`)."""
    text = reply.text
    for f in reply.files:
        text = text.replace(f"[{f}]", "")
    return " ".join(text.split())


def computed_answer(label: str, reply: Reply) -> str:
    """The line as the model writes it: `label: ` and the reply (its value, then its citations)."""
    return f"{label}: {reply.text}"


def computed_lines(finder: DocFinder, question: str, ranked: list[str]) -> list[Line]:
    """The computed answers for a question as lines of the ledger's passage (`ranked`: the
    documents retrieved or selected, best first)."""
    out = []
    for label, reply in computed_replies(finder, read_question(finder, question, ranked)):
        value = reply_value(reply)
        parts = tuple(p.strip("();,:") for p in value.split())
        out.append(Line(LEDGER_TITLE, "", label, value, computed_answer(label, reply), parts, label, shape=COMPUTED))
    return out
