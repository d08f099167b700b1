"""Lists of a statement's rows: the charges beyond an amount or of a
month, and the months a payment came in late (a late fee's row), each with its count.

Both baselines use them: the extractive pipeline answers with them, the reference pipeline offers
them as lines the model may choose. Rows are read back from the statements' page text
(harness.pipelines.evidence.transaction_rows); the statements are those holding the question's
names (of the month it names).
"""

from __future__ import annotations

import re

from harness.contract.shapes import month_name
from harness.pipelines.evidence import transaction_rows
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.question_reading import ParsedQuestion
from harness.pipelines.evidence.reply import DECLINED, Reply, cite
from harness.pipelines.evidence.statements import statements_of

_LISTS = re.compile(r"\b(?:which|what|list|name)\b", re.I)
_LATE = re.compile(r"\blate\b|\bafter the due date\b|\bpast due\b", re.I)
_MONTHS = re.compile(r"\bmonths?\b", re.I)
_MERCHANTS = re.compile(r"\b(?:stores?|merchants?|shops?|vendors?)\b", re.I)
_OUT = re.compile(r"\bwithdrawals?\b|\bout of the account\b", re.I)  # a bank statement's rows that took money
_IN = re.compile(r"\bdeposits?\b|\bcame in(?:to)?\b", re.I)  # ... and those that brought it
_FEE = re.compile(r"\bfees?\b|\b(?:interest|finance) charge\b", re.I)  # what the issuer charged: no purchase


def listed_rows(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """The charges of a statement's table beyond an amount or of a month ("which charges were more
    than $800? List them and count them", "what did I buy in November?"), a bank statement's
    deposits (every one, or beyond an amount) or withdrawals beyond an amount ("which payments out
    of the account were larger than $900?", their amounts unsigned): each one's description once,
    and their count, from the statement that holds the question's names (of the month it names). A
    fee or an interest charge the issuer made is no purchase: not listed (an interest payment to the
    account is a deposit)."""
    bound, month = transaction_rows.asked_bound(q.text), transaction_rows.asked_month(q.text)
    out, deposits = bool(_OUT.search(q.text)), bool(_IN.search(q.text))
    if (bound is None and month is None and not deposits) or not _LISTS.search(q.text):
        return None
    files = statements_of(finder, q)
    if not files:
        return None
    text = finder.facts.texts.get(files[0], "")
    rows = [r for r in (transaction_rows.withdrawals(text) if out else transaction_rows.charges(text))
            if (bound is None or transaction_rows.beyond(r, *bound))
            and (month is None or r.month == month)
            and (deposits or not _FEE.search(transaction_rows.description(r)))]
    names = list(dict.fromkeys(transaction_rows.description(r) for r in rows))
    if not names:
        return DECLINED
    count = _count(len(names), "merchant" if _MERCHANTS.search(q.text) else "charge")
    return Reply(f"{'; '.join(names)}; {count} [{files[0]}]", (files[0],))


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'s' if n > 1 else ''}"


def late_months(finder: DocFinder, q: ParsedQuestion) -> Reply | None:
    """The months a payment came in late ("in which months was I charged a late fee ...?"): the
    months of the late fee rows on every statement holding the question's names, and their count."""
    if not (_LATE.search(q.text) and _MONTHS.search(q.text)):
        return None
    files = statements_of(finder, q)
    if not files:
        return None
    months: dict[int, str] = {}
    for f in files:
        for row in transaction_rows.charges(finder.facts.texts.get(f, "")):
            if _LATE.search(transaction_rows.description(row)):
                months.setdefault(row.month, f)
    if not months:
        return DECLINED
    names = [month_name(m) for m in sorted(months)]
    used = [months[m] for m in sorted(months)]
    return Reply(f"{'; '.join(names)}; {_count(len(names), 'late payment')} {cite(used)}", tuple(dict.fromkeys(used)))
