"""The months an account's statements closed beyond an amount ("In which months of 2025 did my
Redwood Bank balance end below $16,700? Name each month and say how many."): each month named as a
list names it (harness.contract.derive.month_item: May as `May 2025`), and their count.

Both baselines use it: the extractive pipeline answers with it, the reference pipeline offers it as
a line the model may choose. The statements are every bank or card statement holding the
question's names (of the year it names, of the type it names when it names one); a statement's
month is its period's end (harness.pipelines.evidence.statements.statement_end), its closing amount
the field it closes with (harness.contract.vocabulary.CLOSES_WITH), as harvested, else as printed
(harness.pipelines.evidence.unharvested).
A statement whose issuer is the name is the account's; one that only prints it (a bank statement's
row paying that card) is not, when any is.
"""

from __future__ import annotations

import re
from datetime import date

from harness.contract.derive import month_item
from harness.contract.vocabulary import CLOSES_WITH
from harness.pipelines.evidence import transaction_rows
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.question_reading import ParsedQuestion
from harness.pipelines.evidence.reply import DECLINED, Reply, cite
from harness.pipelines.evidence.statements import statement_end
from harness.pipelines.evidence.unharvested import amount_of

_LISTS = re.compile(r"\b(?:which|list|name)\b", re.I)
_MONTHS = re.compile(r"\bmonths?\b|\bstatements\b", re.I)
_CLOSES = re.compile(r"\b(?:end|ended|close|closed|finish|finished)\b", re.I)


def balance_months(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """The months whose statement closed beyond the question's amount, named and counted, citing
    every statement read; None for a question that asks no such list or names no statement's
    issuer; the decline when no statement's closing amount can be read."""
    bound = transaction_rows.asked_bound(q.text)
    if bound is None or not (_LISTS.search(q.text) and _MONTHS.search(q.text) and _CLOSES.search(q.text)):
        return None
    types = [q.doc_type] if q.doc_type in CLOSES_WITH else list(CLOSES_WITH)
    files = sorted(f for f, t in finder.facts.types.items()
                   if t in types and finder.facts.holds(q.mentions, f, any_name=True))
    if not files or not q.mentions.names:
        return None
    files = [f for f in files if finder.facts.issued_by(f, q.mentions.names)] or files
    months: dict[tuple[int, int], str] = {}  # (year, month) -> the first statement closing then
    read = []
    for f in files:
        end = statement_end(finder, f)
        amount = amount_of(finder, f, CLOSES_WITH[finder.facts.types.get(f) or ""], q.text, q.mentions)
        if end is None or amount is None or (q.mentions.years and str(end[0]) not in q.mentions.years):
            continue
        read.append(f)
        if transaction_rows.amount_beyond(amount, *bound):
            months.setdefault(end, f)
    if not read or not months:
        return DECLINED
    items = list(dict.fromkeys(month_item(date(y, m, 1)) for y, m in sorted(months)))
    count = f"{len(items)} month{'s' if len(items) > 1 else ''}"
    return Reply(f"{'; '.join(items)}; {count} {cite(read)}", tuple(read))

