"""The entry on a bank statement where another document's money moved: "the paycheck's take-home pay,
per the stub paid on June 20, against the matching entry on my June statement".

A check of a document against a statement (harness.pipelines.evidence.reconcile) reads the
statement's side as the row of its table (harness.pipelines.evidence.transaction_rows) that names
the other document's issuer (a payroll deposit from the employer, a card's payment, a utility's
autopay, a check to a vendor): every word of at least four letters of the issuer's name in the row's
description. Of several such rows, the one dated on a date the question mentions, else the one
whose amount is the other side's, else the first. A statement of the other document's own issuer (a
1099-INT against the bank's own statement) names no such row.
"""

from __future__ import annotations

import re
from decimal import Decimal

from harness.pipelines.evidence import transaction_rows
from harness.pipelines.evidence.doc_finder import DocFinder

MIN_WORD = 4  # shorter words of an issuer's name ("and", "of") say nothing of a row
_WORD = re.compile(r"[a-z0-9]+")


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if len(w) >= MIN_WORD}


def entry(finder: DocFinder, statement: str, other: str, amount: Decimal,
          dates: tuple[str, ...]) -> tuple[Decimal, str] | None:
    """The amount (unsigned) and the text as printed of the `statement`'s row where `other`'s money
    moved; None when no row names `other`'s issuer."""
    issuer = finder.facts.issuer(other) or ""
    wanted = _words(issuer)
    if not wanted or finder.facts.issued_by(statement, (issuer,)):
        return None
    rows = [r for r in transaction_rows.rows_in(finder.facts.texts.get(statement, ""))
            if wanted <= _words(transaction_rows.description(r))
            and transaction_rows.amount_value(r.amount) is not None]
    if not rows:
        return None
    days = {(int(d[5:7]), int(d[8:10])) for d in dates}
    row = next((r for r in rows if (r.month, r.day) in days), None) or next(
        (r for r in rows if abs(transaction_rows.amount_value(r.amount) or 0) == abs(amount)), rows[0])
    value = transaction_rows.amount_value(row.amount)
    return (abs(value), f"{abs(value):,.2f}") if value is not None else None
