"""The key-value pairs a document prints, read by the closeness of their labels to a term.

A check's term, a change's field or an amount the harvest did not read is read from the document's
own printed pairs (harness.harvest.pairs: a label and the value printed beside or under it), not
from its harvested fields: the pair of the wanted kind whose label the embedding model finds closest
to the term (or to a field's plain description), among the values no other term read.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import NamedTuple

import numpy as np

from harness.contract.shapes import parse_amount
from harness.harvest.pairs import ABOVE, BELOW, Pair, captions_under_values, page_pairs, says_former
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.transaction_rows import is_row

RUNNING = re.compile(r"\b(?:year-to-date|year to date|ytd)\b", re.I)
# where a term goes on to say which document it is read from ("... on my paycheck from B on ...")
_WHICH_DOCUMENT = re.compile(r"\s+(?:on|from|in)\s+(?:the|my|our|his|her|their|[A-Z][\w&.-]*'s?)\b.*", re.S)
PRINTED_LABEL = 0.2  # how close (cosine) a printed label must be to a sum's term to be read for it
PAIRS_CACHE = 64  # texts whose money pairs are kept
RIVAL_MARGIN = 0.1  # how much more a label must read like another field than like the asked one to be its


class Rival(NamedTuple):
    """What else a document's type labels beside an asked field: another field of its kind (`value`: as the
    harvest read it, None when it read none) or what its pages label that is no field (`value` None). A
    `twin` (the year-to-date field beside a period's, or the other way round: their labels are told apart by
    the words saying so, not by their descriptions) claims its harvested value's printing only."""

    said: str  # its plain description
    value: Decimal | str | None
    twin: bool = False


@functools.lru_cache(maxsize=PAIRS_CACHE)
def kind_pairs(text: str, kind: str) -> tuple[Pair, ...]:
    """The key-value pairs of a document's text whose value is of `kind` ("money", "date") and whose
    label is printed, read once per text and kind (a check reads them for each of its terms), a value
    alone on its line read in one orientation (`stacked_reading`)."""
    lines = text.split("\n")
    return tuple(p for p in page_pairs(0, text) if kind in p.value.kinds and p.label and stacked_reading(lines, p))


def stacked_reading(lines: list[str], p: Pair) -> bool:
    """Whether a pair whose value stands alone on its line, its label on the line over or under it, is
    read the way the page prints it: plain text reads "Gross pay:" over "6,000.00" over "Take-home pay:"
    both ways. A caption is under its value only where the page prints captions under values
    (harness.harvest.pairs.captions_under_values, as the harvest's text reading decides); a label is
    over its value otherwise. Any other pair is kept."""
    if p.cue not in (ABOVE, BELOW) or lines[p.line].strip().lstrip("$") != p.value.raw.lstrip("$"):
        return True
    if p.cue == BELOW:
        return captions_under_values(lines, p.line + 1)
    return not captions_under_values(lines, p.line - 1)


@functools.lru_cache(maxsize=PAIRS_CACHE)
def labelled_pairs(text: str, kind: str) -> tuple[Pair, ...]:
    """`kind_pairs`; of dates, but those on a transaction table's rows (transaction_rows.is_row: "LATE
    FEE - PAYMENT PAST DUE 12/17/2025 29.00" prints a row's description, no label, before its date).
    A row's amount stays: a pay stub's earnings lines read as rows too."""
    lines = text.split("\n")
    return tuple(p for p in kind_pairs(text, kind) if kind != "date" or not is_row(lines[p.line]))


def money_pairs(text: str) -> tuple[Pair, ...]:
    """`kind_pairs` of money."""
    return kind_pairs(text, "money")


def printed_amount(finder: DocFinder, file: str, term: str, taken: set[Decimal],
                   floor: float = PRINTED_LABEL) -> Decimal | None:
    """The amount the document prints under the label closest to the term (`printed_pair`)."""
    pair = printed_pair(finder, file, term, taken, floor)
    return parse_amount(pair.value.normalized) if pair is not None else None


def printed_pair(finder: DocFinder, file: str, term: str, taken: set[Decimal] | set[str],
                 floor: float = PRINTED_LABEL, kind: str = "money", described: str | None = None,
                 running: bool | None = None, rivals: Sequence[Rival] = ()) -> Pair | None:
    """The pair of `kind` whose printed label is closest to the term, among the values no other term
    read (`taken`: amounts, or for another kind normalized values), no date on a transaction row
    (`labelled_pairs`); a year-to-date term's among the labels that say so, when some do, both compared
    without those words (`running` says whether a year-to-date amount is asked when the term's words may
    not: a `ytd_` field asked as "the earnings for the year up to that paycheck"); a label saying its
    value is a former one, as previously reported, only when the term or the description says so too
    (harness.harvest.pairs.says_former); the term without the words saying which document it is read
    from. With `described` (the plain description of the field the term asks), a label's closeness is
    the better of its cosines with the term and with the description. With `rivals` too (what else the
    document's type labels: its other fields of the kind, each with the value the harvest read for it, and
    what its pages label that is no field), a label reading more like a rival than like the description, by
    more than RIVAL_MARGIN, is that rival's ("Federal income tax withheld" is no box 1 wages, however close
    to "the wages reported to the IRS for income tax"), and a value the harvest read as a rival field is
    read only under a label reading more like the description than like that field by RIVAL_MARGIN (a first
    paycheck's gross for the year is its gross pay, printed twice). None when no label comes within
    `floor` (cosine)."""
    def key(p: Pair) -> Decimal | str | None:
        return parse_amount(p.value.normalized) if kind == "money" else p.value.normalized

    pairs = [p for p in labelled_pairs(finder.facts.texts.get(file, ""), kind) if key(p) not in taken]
    if not says_former(term) and not (described and says_former(described)):
        pairs = [p for p in pairs if not says_former(p.label)]  # "previously reported": not what is asked now
    asks_running = bool(RUNNING.search(term)) if running is None else running
    pairs = _unclaimed(finder, pairs, [r for r in rivals if r.twin and r.value is not None], asks_running, key)
    rivals = [r for r in rivals if not r.twin]
    pairs = [p for p in pairs if bool(RUNNING.search(p.label)) == asks_running] or pairs
    if not pairs:
        return None
    def bare(text: str) -> str:
        return RUNNING.sub(" ", text).strip()

    labels = finder.embed_known([bare(p.label) for p in pairs])
    scores = labels @ finder.embed([bare(_WHICH_DOCUMENT.sub("", term))])[0]
    if described:
        said = finder.embed_known([described])[0]
        scores = np.maximum(scores, labels @ said)
        if rivals:
            printed = finder.embed_known([p.label for p in pairs])
            own = printed @ said
            theirs = printed @ finder.embed_known([r.said for r in rivals]).T
            scores[~_own_labels(pairs, own, theirs, rivals, key)] = -np.inf
    best = max(range(len(pairs)), key=lambda k: (float(scores[k]), -k))
    return pairs[best] if scores[best] >= floor else None


def _unclaimed(finder: DocFinder, pairs: list[Pair], twins: Sequence[Rival], running: bool,
               key: Callable[[Pair], Decimal | str | None]) -> list[Pair]:
    """The pairs but each twin's (`Rival.twin`, year-to-date when the asked field is not, `running`, or the
    other way round): of the printings of the value the harvest read as the twin, one whose label says
    year-to-date as the twin does, if any, the one reading most like the twin's description. Its other
    printings stay: a first paycheck prints its gross pay twice, for the period and for the year."""
    if not twins or not pairs:
        return pairs
    like = finder.embed_known([p.label for p in pairs]) @ finder.embed_known([r.said for r in twins]).T
    claimed = set()
    for j, r in enumerate(twins):
        printed = [k for k, p in enumerate(pairs) if key(p) == r.value]
        printed = [k for k in printed if bool(RUNNING.search(pairs[k].label)) != running] or printed
        if printed:
            claimed.add(max(printed, key=lambda k: (float(like[k, j]), -k)))
    return [p for k, p in enumerate(pairs) if k not in claimed]


def _own_labels(pairs: Sequence[Pair], own: np.ndarray, theirs: np.ndarray, rivals: Sequence[Rival],
                key: Callable[[Pair], Decimal | str | None]) -> np.ndarray:
    """Which pairs' labels may be the asked field's (`printed_pair`): none of the rivals reads more like
    the label than the asked field's description (`own`) by RIVAL_MARGIN, and a rival whose harvested
    value the pair prints reads less like it by RIVAL_MARGIN."""
    keep = np.ones(len(pairs), dtype=bool)
    for k, p in enumerate(pairs):
        for j, r in enumerate(rivals):
            if theirs[k, j] > own[k] + RIVAL_MARGIN or (
                    r.value is not None and r.value == key(p) and theirs[k, j] > own[k] - RIVAL_MARGIN):
                keep[k] = False
    return keep
