"""The issuer's name a document prints over its own mailing address, read when the harvest read no issuer.

A scan's top lines may lose to OCR a logo (read as "loft"), a rule (read as "————") or the whole
letterhead block's order; the harvest's letterhead reader then finds a line over the name and reads no
issuer. The name sits just over the issuer's street line (a house number or a post office box, then a
city, a state and a ZIP code on that line or the next) among the first lines of the document: the
nearest of the lines above it that is a name (harness.harvest.pairs.letterhead: capitalized words
alone, or beside the document's title), OCR's stray marks at the line's ends and after a bar aside; or the
name printed before the street on the street's own line ("Linden County Treasurer 865 Ridgeline Ct").
"""

from __future__ import annotations

import re

from harness.harvest.pairs import CITY_LINE, STREET, letterhead

TOP_LINES = 8  # the issuer's address is among the document's first lines (its title, a page number, a stamp)
ABOVE = 3      # how many lines over the street line the name may sit (a rule or a wordmark between them)
_STRAY = re.compile(r"^[^A-Za-z0-9]+|[^A-Za-z0-9.&)]+$")  # OCR's marks at a line's ends


def _bare(line: str) -> str:
    """A line without OCR's stray marks at its ends, up to a bar ("Savings Bank | - oO a a": the name)."""
    return _STRAY.sub("", line.split("|")[0]).strip()


def printed_issuer(text: str) -> str | None:
    """The name printed over the first street address among the document's first lines; None when no such
    address or no name over it."""
    lines = [x for x in text.split("\n") if x.strip()][:TOP_LINES]
    for i, line in enumerate(lines):
        street = _STRAY.sub("", line)
        after = lines[i + 1] if i + 1 < len(lines) else ""
        beside = _name_beside_street(street, after)
        if beside is not None:
            return beside
        if STREET.match(street) is None or not (CITY_LINE.search(street) or CITY_LINE.search(after)):
            continue
        for above in reversed(lines[max(0, i - ABOVE):i]):
            pair = letterhead(0, _bare(above))
            if pair is not None:
                return pair.value.raw
        return None
    return None


_HOUSE_NUMBER = re.compile(r"\s(?=\d+[A-Za-z]?\s+[A-Za-z])")  # where a street begins within a line


def _name_beside_street(line: str, after: str) -> str | None:
    """The name a line prints before its own street ("City of Ravenna Tax Collector 2140 Sycamore Ave", the city
    on the next line): the name and the street on one line of the letterhead; None when the line is not so."""
    for cut in _HOUSE_NUMBER.finditer(line):
        head, street = line[:cut.start()].strip(), line[cut.end():]
        if not head or not (CITY_LINE.search(street) or CITY_LINE.search(after)):
            continue
        pair = letterhead(0, _bare(head))
        return pair.value.raw if pair is not None and pair.value.raw == _bare(head) else None
    return None
