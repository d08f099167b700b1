"""Value normalization for harvested fields, tolerant of OCR shapes.

money -> "52340.17" (from 52,340.17 / $52,340.17 / 52.340,17 / 52 340.17 / 52,34O.17)
date  -> "2026-01-31" (from 01/31/2026, 2026-01-31, January 31, 2026, Jan 31 2026, 31 Jan 2026, 31-JAN-2026;
         then whatever else python-dateutil reads as one whole date: general_dates)
text  -> whitespace collapsed; id, code -> as printed, O read as 0 inside digit runs; year -> 4 digits
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation

from dateutil import parser as date_parser

# Inside a run of digits and separators, tesseract reads a zero as the letter O now and then.
_O_IN_DIGITS = re.compile(r"(?<=[\d.,])[Oo]|[Oo](?=[\d.,]*\d)")
_DIGITISH = re.compile(r"[\dOo]")
_O_IN_ID = re.compile(r"(?<=\d)[Oo]|(?<![A-Za-z])[Oo](?=\d)")  # normalize_id's, with `letter_o`

# A money amount: digits (O allowed after the first), grouping by , . or space, and two
# decimals after , or . (stray spaces around separators tolerated).
MONEY_RE = re.compile(
    r"(?<![\w.,])(?P<neg>-(?=\$?\d))?\$? ?(?P<num>\d[\dOo]{0,2}(?:(?: ?[.,] ?| )[\dOo]{3})*"
    r"|\d[\dOo]*) ?[.,] ?(?P<cents>[\dOo]{2})(?![\w]| ?%)"
)
_MONTHS = {m: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
_MONTH_WORD = r"(?P<mon>[A-Za-z]{3,9})\.?"
DATE_RES = (
    re.compile(r"(?<![\d])(?P<y>[12][\dOo]{3})\s?-\s?(?P<m>[\dOo]{1,2})\s?-\s?(?P<d>[\dOo]{1,2})(?![\d])"),
    re.compile(r"(?<![\d])(?P<m>[\dOo]{1,2})\s?/\s?(?P<d>[\dOo]{1,2})\s?/\s?(?P<y>[12][\dOo]{3})(?![\d])"),
    re.compile(_MONTH_WORD + r"\s+(?P<d>[\dOo]{1,2}),?\s+(?P<y>[12][\dOo]{3})(?![\d])"),
    re.compile(r"(?<![\d])(?P<d>[\dOo]{1,2})\s+" + _MONTH_WORD + r",?\s+(?P<y>[12][\dOo]{3})(?![\d])"),
    re.compile(r"(?<![\d])(?P<d>[\dOo]{1,2})\s?-\s?(?P<mon>[A-Za-z]{3})\s?-\s?(?P<y>[12][\dOo]{3})(?![\d])"),
)
YEAR_RE = re.compile(r"(?<![\d])(?:19|20)[\dOo]{2}(?![\d])")


def fold(text: str) -> str:
    """NFKC, lower case, whitespace runs collapsed: the form anchors and labels match in."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip().lower()


def digits_fixed(text: str) -> str:
    return _O_IN_DIGITS.sub("0", text)


def money_value(match: re.Match[str]) -> str | None:
    num = re.sub(r"[\s.,]", "", digits_fixed(match.group("num")))
    cents = digits_fixed(match.group("cents"))
    try:
        value = Decimal(f"{int(num)}.{cents}")
    except (ValueError, InvalidOperation):
        return None
    if match.group("neg"):
        value = -value
    return f"{value:.2f}"


def normalize_money(text: str) -> str | None:
    m = MONEY_RE.search(text)
    return money_value(m) if m else None


def date_value(match: re.Match[str]) -> str | None:
    groups = match.groupdict()
    try:
        year = int(digits_fixed(groups["y"]))
        day = int(digits_fixed(groups["d"]))
        if groups.get("mon"):
            month = _MONTHS.get(groups["mon"][:3].lower())
            if month is None:
                return None
        else:
            month = int(digits_fixed(groups["m"]))
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return None


def find_date(text: str) -> tuple[int, int, str] | None:
    """The earliest valid date in `text`, (start, end, ISO form): by the house patterns, else the
    earliest that python-dateutil reads (general_dates)."""
    best: tuple[int, int, str] | None = None
    for pattern in DATE_RES:
        for m in pattern.finditer(text):
            iso = date_value(m)
            if iso and (best is None or m.start() < best[0]):
                best = (m.start(), m.end(), iso)
                break
    return best if best is not None else next(iter(general_dates(text)), None)


# general_dates: python-dateutil (its defaults: month before day where both could be) reads a
# candidate as a date when the text gives the year, the month and the day (parsing it against two
# different defaults gives the same day) and no time; a candidate is one token with a digit, or a
# run of two or three tokens one of which is a month's name (dateutil's own names) and the first
# or the last a four-digit year. A time zone's name is ignored (ignoretz: an unknown one, "TOT"
# after a time, made dateutil warn on stderr); a time still rules the candidate out.
_TOKEN = re.compile(r"[^\s]+")
_EDGE = "()[],;:"
_YEAR_AT_EDGE = re.compile(r"^(?:19|20)\d\d\b|\b(?:19|20)\d\d$")
_DEFAULTS = (dt.datetime(1901, 1, 1), dt.datetime(1902, 2, 2))
_PARSER_INFO = date_parser.parserinfo()
YEARS = range(1900, 2101)


def _whole_date(text: str) -> str | None:
    if ":" in text or "$" in text:
        return None
    try:
        first, second = (date_parser.parse(text, default=d, ignoretz=True) for d in _DEFAULTS)
    except (ValueError, OverflowError):
        return None
    if first.date() != second.date() or first.time() != dt.time() or first.year not in YEARS:
        return None
    return first.date().isoformat()


def _is_month(token: str) -> bool:
    return _PARSER_INFO.month(token.rstrip(".")) is not None


def general_dates(line: str, taken: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int, str]]:
    """The dates in `line` that python-dateutil reads and the house patterns (DATE_RES) may not:
    (start, end, ISO date), left to right, none overlapping and none over a `taken` span (what
    the house patterns read already); names no printed style."""
    tokens: list[tuple[int, int, bool] | None] = []  # (start, end, a month's name) of a candidate token
    for m in _TOKEN.finditer(line):
        if any(m.start() < b and m.end() > a for a, b in taken):
            tokens.append(None)
            continue
        raw = m.group(0)
        lead = len(raw) - len(raw.lstrip(_EDGE))
        core = raw.strip(_EDGE)
        core = core[:-1] if core.endswith(".") and core[-2:-1].isdigit() else core  # a sentence's full stop
        if core and (any(c.isdigit() for c in core) or _is_month(core)):
            tokens.append((m.start() + lead, m.start() + lead + len(core), _is_month(core)))
        else:
            tokens.append(None)
    found: list[tuple[int, int, str]] = []
    i = 0
    while i < len(tokens):
        done = False
        for size in (3, 2, 1):
            window = [t for t in tokens[i:i + size] if t is not None]
            if len(window) < size:
                continue
            start, end = window[0][0], window[-1][1]
            if size > 1 and not (any(t[2] for t in window) and _YEAR_AT_EDGE.search(line[start:end])):
                continue
            iso = _whole_date(line[start:end])
            if iso is not None:
                found.append((start, end, iso))
                i += size
                done = True
                break
        i += 0 if done else 1
    return found


def normalize_date(text: str) -> str | None:
    found = find_date(text)
    return found[2] if found else None


def normalize_text(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip(" \t:;,|")


def normalize_id(text: str, letter_o: bool = False) -> str:
    """As printed, spaces around dashes dropped, O read as 0 where digits surround it. With
    `letter_o` (the values a page prints, harness.harvest.values) an O right after a letter stays
    a letter ("HO3-1234567", a policy form's name) and one before digits is a zero only with no
    letter before it; the label rules read every O beside a digit as a zero."""
    out = re.sub(r"\s*-\s*", "-", normalize_text(text))
    if letter_o:
        return _O_IN_ID.sub("0", out)
    return digits_fixed(out) if _DIGITISH.search(out) else out
