"""The statements a question's table row is in, and a row's full date.

A statement (a bank or card statement, or any document whose text has table rows) holds a
question's row when it holds one of the question's names; the month the question names
picks among them. A row's date prints its day and month; its year is the statement's.
"""

from __future__ import annotations

import re
from datetime import date

from harness.contract.vocabulary import CLOSES_WITH, DATED_BY
from harness.pipelines.evidence import transaction_rows
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.question_mentions import Mentions
from harness.pipelines.evidence.question_reading import ParsedQuestion

_MONTH_HINT = re.compile(r"\b(?:for|last|in) (" + "|".join(transaction_rows.MONTHS) + r")\b(?:'s)?(?: (\d{4}))?")
_YEAR_END = re.compile(r"\byear-end statement\b", re.I)


def statement_end(finder: DocFinder, file: str) -> tuple[int, int] | None:
    """(year, month) a statement's period ends in: its harvested field, else its table's last row
    with the year its text names most."""
    kind = finder.facts.types.get(file) or ""
    iso = finder.facts.normalized(file, DATED_BY.get(kind, "") if kind in CLOSES_WITH else "")
    if iso and re.match(r"^\d{4}-\d{2}-\d{2}$", iso):
        return int(iso[:4]), int(iso[5:7])
    text = finder.facts.texts.get(file, "")
    found = transaction_rows.rows_in(text)
    years = re.findall(r"\b(?:19|20)\d{2}\b", text)
    if not found or not years:
        return None
    return int(max(sorted(set(years)), key=years.count)), found[-1].month


def row_date(finder: DocFinder, file: str, row: transaction_rows.Row, m: Mentions) -> date | None:
    """A statement's row's full date: its year printed, else the statement's (its period's end,
    else the year the question mentions)."""
    end = statement_end(finder, file)
    year = end[0] if end else int(next(iter(m.years), "0") or 0)
    return transaction_rows.full_date(row, year, end[1] if end else None) if year else None


def statements_of(finder: DocFinder, q: ParsedQuestion) -> list[str]:
    """The documents with a table (typed statements, or any whose text has table rows) holding one
    of the question's names: those of the month the question names when it names one, most
    names held first, then best-retrieved."""
    texts = finder.facts.texts
    files = [f for f in texts if (finder.facts.types.get(f) in CLOSES_WITH or transaction_rows.rows_in(texts[f]))
             and finder.facts.holds(q.mentions, f, any_name=True)]
    hint = _MONTH_HINT.search(q.text)
    month = transaction_rows.MONTHS.index(hint.group(1)) + 1 if hint else (12 if _YEAR_END.search(q.text) else None)
    if month is not None:
        matching = [f for f in files if (statement_end(finder, f) or (0, month))[1] == month]
        files = matching or files
    held = {f: sum(finder.facts.holds_name(f, n) for n in q.mentions.names) for f in files}
    rank = {f: i for i, f in enumerate(q.ranked)}
    return sorted(files, key=lambda f: (-held[f], rank.get(f, len(rank)), f))
