"""Value normalization for harvested fields, tolerant of OCR shapes.

money -> "52340.17" (from 52,340.17 / $52,340.17 / 52.340,17 / 52 340.17 / 52,34O.17)
date  -> "2026-01-31" (from 01/31/2026, 2026-01-31, January 31, 2026, Jan 31 2026, 31 Jan 2026, 31-JAN-2026)
text  -> whitespace collapsed; id, code -> as printed, O read as 0 inside digit runs; year -> 4 digits
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from decimal import Decimal, InvalidOperation

# Inside a run of digits and separators, tesseract reads a zero as the letter O now and then.
_O_IN_DIGITS = re.compile(r"(?<=[\d.,])[Oo]|[Oo](?=[\d.,]*\d)")
_DIGITISH = re.compile(r"[\dOo]")

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


def find_date(text: str) -> tuple[re.Match[str], str] | None:
    """The earliest valid date in `text` and its ISO form."""
    best: tuple[re.Match[str], str] | None = None
    for pattern in DATE_RES:
        for m in pattern.finditer(text):
            iso = date_value(m)
            if iso and (best is None or m.start() < best[0].start()):
                best = (m, iso)
                break
    return best


def normalize_date(text: str) -> str | None:
    found = find_date(text)
    return found[1] if found else None


def normalize_text(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip(" \t:;,|")


def normalize_id(text: str) -> str:
    """As printed, spaces around dashes dropped, O read as 0 where digits surround it."""
    out = re.sub(r"\s*-\s*", "-", normalize_text(text))
    return digits_fixed(out) if _DIGITISH.search(out) else out
