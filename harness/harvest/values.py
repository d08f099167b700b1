"""The values a line prints, recognized by their shape in the styles issuers print them.

`printed_values(line)` gives each value's kinds, its text as printed, its normalized form and
its span, none overlapping, left to right; harness.harvest.pairs.line_values wraps them. The
shapes were written from what statements, pay stubs, tax forms, bills, policies and invoices
print (tests/support/value_catalogue.py holds the catalogue they are measured on):

- dates, read first (their digits are no amount): numbers month first with slashes or dashes, a
  two-digit year with slashes only (00-68 in the 2000s, as POSIX pivots), the day first where
  the first number cannot be a month; year first with dashes or slashes; dotted, day first
  (the European order); a month's name or its cut with the day before or after it, an ordinal
  day, a two-digit year after a month's cut between dashes; then whatever python-dateutil reads
  as one whole date (normalize.general_dates). A weekday's name before a date is its text too.
  The shapes read no two-digit year after numbers joined by dashes (a sort code, a part of an
  identifier); dateutil may;
- amounts: the house pattern (normalize.MONEY_RE) widened to the marks issuers print around it:
  a sign before or after the currency, parentheses, a minus after it, a side mark after it (two
  capitals, a credit's or a debit's: no mark is named), a currency code before or after it,
  check-protection stars, an apostrophe grouping thousands, whole dollars behind a `$`. The
  marks stay in the printed text, the normalized form is the magnitude. An amount runs into no
  further digits ("0123.45.678" is an identifier) and a rate (a `%` after it) is none;
- a year (19xx, 20xx) alone, not a part of a dashed identifier;
- identifiers: a token of digits, capitals and masks (X, *, #, dots, dashes) with at least three
  digits, masks in lower case too, and a masked number printed in groups ("XXXX XXXX XXXX
  1234"); a telephone number (a leading 1 or +1 included) and a rate are none. A letter O is read
  as a zero where a digit stands before it, or after it with no letter before it.
"""

from __future__ import annotations

import datetime as dt
import re

from harness.harvest.normalize import DATE_RES, YEAR_RE, date_value, digits_fixed, general_dates, normalize_id

Found = tuple[frozenset[str], str, str, int, int]  # (kinds, printed, normalized, start, end)

DATE, MONEY, YEAR, ID = frozenset({"date"}), frozenset({"money"}), frozenset({"year", "id"}), frozenset({"id"})

_MONTHS = {m: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
# a month's name: its first three letters, "sept", or the whole name
_LONGER = frozenset({"sept", "january", "february", "march", "april", "june", "july", "august", "september",
                     "october", "november", "december"})
_MONTH = r"(?P<mon>[A-Za-z]{3,9})\.?"
_DAY = r"(?P<d>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR4 = r"(?P<y>(?:19|20)\d\d)"
_WEEKDAY = re.compile(r"(?:\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?[ \t]+)$",
                      re.IGNORECASE)
_DATE_SHAPES = (
    # year first: 2026-01-31, 2026/01/31
    re.compile(r"(?<![\w./-])" + _YEAR4 + r"(?P<s>[-/])(?P<m>\d{1,2})(?P=s)(?P<d>\d{1,2})(?![\w/]|-\w|\.\d)"),
    # numbers with slashes, month first: 01/31/2026, 1/5/26 (a dash may join two of them: a period)
    re.compile(r"(?<![\w./])(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>(?:19|20)?\d\d)(?![\w/]|\.\d)"),
    # numbers with dashes, month first, a four-digit year: 01-31-2026
    re.compile(r"(?<![\w./-])(?P<m>\d{1,2})-(?P<d>\d{1,2})-" + _YEAR4 + r"(?![\w/]|-\w|\.\d)"),
    # dotted, day first: 31.01.2026
    re.compile(r"(?<![\w.,/-])(?P<d>\d{1,2})\.(?P<m>\d{1,2})\." + _YEAR4 + r"(?![\w/]|[.,]\d)"),
    # a month's name first: January 31, 2026; Jan. 31st 2026; JAN 31 2026; Dec 31 '25
    re.compile(r"(?<![\w])" + _MONTH + r"[ \t]+" + _DAY + r"(?:,[ \t]*|[ \t]+)(?:" + _YEAR4 + r"|'(?P<yy>\d\d))(?!\w)"),
    # the day first: 31 January 2026; 31st Jan 2026
    re.compile(r"(?<![\w.,/-])" + _DAY + r"[ \t]+" + _MONTH + r",?[ \t]+" + _YEAR4 + r"(?!\w)"),
    # day, month's cut, year between dashes: 31-JAN-2026, 31-Jan-26
    re.compile(r"(?<![\w.,/-])(?P<d>\d{1,2})-(?P<mon>[A-Za-z]{3})-(?P<y>(?:19|20)?\d\d)(?![\w/]|-\w)"),
)

_NUM = r"\d[\dOo]{0,2}(?:(?: ?[.,'’] ?| )[\dOo]{3})*|\d[\dOo]*"
_SIDE = r"[A-Z]{2}(?![A-Za-z&'])"  # a credit's or a debit's mark after an amount: two capitals
_AMOUNT = re.compile(
    r"(?:(?<![\w.,$*#+])|(?<=\.\.))(?P<open>(?:(?:US)?\$[ \t]?)?\()?"
    r"(?P<lead>(?:[-+][ \t]?)?(?:(?:US)?\$[ \t]?|USD[ \t]?)?-?\*{0,9})"
    r"(?P<num>" + _NUM + r") ?[.,] ?(?P<cents>[\dOo]{2})(?!(?!" + _SIDE + r")\w| ?%|[.,]\d)"
    r"(?P<close>\))?"
    r"(?P<tail>-(?![\w$.])|[ \t]?" + _SIDE + r"|[ \t]USD(?![A-Za-z])|[ \t]?\$(?![ \t]?\d))?"
)
# whole dollars behind a "$": $1,500; $52,340
_DOLLARS = re.compile(r"(?<![\w.,$*#])(?P<lead>(?:US)?\$ ?)(?P<num>\d{1,3}(?:,\d{3})+|\d+)(?![\w.,'%]|[.,]\d| \d)")

_DASHED = re.compile(r"\w-\d{4}\b|\b\d{4}-\w")  # a year-shaped part of a dashed identifier ("48-114-2025")
_ID = re.compile(r"(?<![\w*#.$,/-])(?=(?:[A-Z0-9*#.xX-]*?\d){3})[A-Z0-9*#Xx][A-Z0-9*#Xx.-]*[0-9A-Z]"
                 r"(?![\w/(%-]|[.,]\d)")
# a mask's leaders or dots before digits ("Account ......1234", "...1234"): the digits are the value
_AFTER_DOTS = re.compile(r"(?<=\.\.)(?=(?:\d){3})\d[\d-]*\d(?![\w/(%-]|[.,]\d)")
# an account number in groups of four digits, three groups or more, not all years ("1234 5678 9012"), or two
# groups and a shorter one closing it ("5530 2291 07")
_GROUPED = re.compile(r"(?<![\w.,$-])\d{4}(?: \d{4}){2,3}(?: \d{1,4})?(?![\w.,]\d|[\w%])"
                      r"|(?<![\w.,$-])\d{4} \d{4} \d{2}(?![\w.,]\d|[\w%]| \d)")
_FRACTION = re.compile(r"0\.\d+")  # a rate or a share in decimals ("0.0725"), no identifier
# a masked number in groups: XXXX XXXX XXXX 1234, **** 1234, •••• 1234
_MASKED = re.compile(r"(?<![\w*•●#])(?:[Xx*•●#]{2,}[ -]){1,3}[Xx*•●#]*\d{3,}(?![\w/(%-]|[.,]\d)")
# a telephone number is a contact line's, never a field's value: "(299) 740-9405", "1-800-555-0199"
_PHONE = re.compile(r"(?:(?<![\w-])(?:\+?1[-. ])?)?\(\d{3}\)\s*\d{3}[-.\s]\d{4}\b"
                    r"|(?<![\w-])(?:\+?1[-. ])?\d{3}[-.]\d{3}[-.]\d{4}(?![\w-])")


def _iso(year: str, month: int | None, day: str) -> str | None:
    if month is None:
        return None
    y = int(year)
    if len(year) == 2:
        y += 2000 if y <= 68 else 1900
    try:
        return dt.date(y, month, int(day)).isoformat()
    except ValueError:
        return None


def _date_of(m: re.Match[str]) -> str | None:
    groups = m.groupdict()
    if groups.get("yy"):
        groups["y"] = groups["yy"]
    if groups.get("mon"):
        mon = groups["mon"].lower()
        month = _MONTHS.get(mon[:3]) if len(mon) == 3 or mon in _LONGER else None
        return _iso(groups["y"], month, groups["d"])
    month, day = int(groups["m"]), groups["d"]
    if month > 12 and int(day) <= 12 and m.re is _DATE_SHAPES[1]:
        month, day = int(day), groups["m"]  # 31/01/2026: the day first where it cannot be a month
    return _iso(groups["y"], month, day)


def _dates(line: str, taken: list[tuple[int, int]]) -> list[Found]:
    found: list[Found] = []

    def free(start: int, end: int) -> bool:
        return all(end <= a or start >= b for a, b in taken) and all(end <= f[3] or start >= f[4] for f in found)

    for pattern in DATE_RES:  # the house patterns first (they read OCR's O for a zero), then the shapes
        for m in pattern.finditer(line):
            iso = date_value(m)
            if iso and free(m.start(), m.end()):
                found.append((DATE, m.group(0), iso, m.start(), m.end()))
    for pattern in _DATE_SHAPES:
        for m in pattern.finditer(line):
            iso = _date_of(m)
            if iso and free(m.start(), m.end()):
                found.append((DATE, m.group(0), iso, m.start(), m.end()))
    for start, end, iso in general_dates(line, [*taken, *((f[3], f[4]) for f in found)]):
        if free(start, end):
            found.append((DATE, line[start:end], iso, start, end))
    out = []
    for kinds, raw, iso, start, end in found:
        weekday = _WEEKDAY.search(line[:start])
        if weekday is not None:
            start = weekday.start()
            raw = line[start:end]
        out.append((kinds, raw, iso, start, end))
    return out


def _amount(m: re.Match[str]) -> tuple[int, int, str] | None:
    """An amount's span (its marks included) and its magnitude."""
    num = re.sub(r"[\s.,'’]", "", digits_fixed(m.group("num")))
    try:
        magnitude = f"{int(num)}.{digits_fixed(m.group('cents'))}"
    except ValueError:
        return None
    start, end = m.start(), m.end()
    opened, closed = m.group("open") is not None, m.group("close") is not None
    if opened and not closed:  # "(box 2 1,234.56": the parenthesis is no mark of the amount
        start = m.start("lead")
    if closed and not opened:
        end = m.start("close")
    return start, end, magnitude


def _amounts(line: str, free: object) -> list[Found]:
    out: list[Found] = []
    for m in _AMOUNT.finditer(line):
        read = _amount(m)
        if read is None:
            continue
        start, end, magnitude = read
        raw = line[start:end]
        stripped = raw.rstrip()
        end -= len(raw) - len(stripped)
        if free(start, end) and all(end <= f[3] or start >= f[4] for f in out):  # type: ignore[operator]
            out.append((MONEY, stripped, magnitude, start, end))
    for m in _DOLLARS.finditer(line):
        start, end = m.start(), m.end()
        if free(start, end) and all(end <= f[3] or start >= f[4] for f in out):  # type: ignore[operator]
            out.append((MONEY, m.group(0), f"{int(m.group('num').replace(',', ''))}.00", start, end))
    return out


# the words a caption names its value with, never printed in a person's or a company's name: "PAYER'S NAME AND
# ADDRESS", "RECIPIENT'S TAXPAYER ID", "Name", "Street address", "Amount Due", "Type Amount YTD Amount" (a
# table's header; capitalized words all the same)
_CAPTION_WORD = re.compile(r"(?<![\w'’])(?:names?|address(?:es)?|ids?|tin|ssn|ein|identification|taxpayer|amounts?|"
                           r"ytd)(?![\w'’])", re.IGNORECASE)


def caption_words(text: str) -> bool:
    """Whether capitalized words read as a caption, no name: a word of them says what the value under or
    beside it is (_CAPTION_WORD: a name, an address, an identifier)."""
    return _CAPTION_WORD.search(text) is not None


def first_value(region: str, kind: str) -> tuple[int, int, str, str] | None:
    """The first value of a kind ("money" or "date") in a text of one or more lines: its span in
    the text, its printed text and its normalized form (the label rules' reader)."""
    wanted = MONEY if kind == "money" else DATE
    found = next((f for f in printed_values(region) if f[0] == wanted), None)
    return None if found is None else (found[3], found[4], found[1], found[2])


def printed_values(line: str) -> list[Found]:
    """The values on a line, left to right, none overlapping: dates first, then amounts, years,
    identifiers (masked groups first)."""
    phones = [m.span() for m in _PHONE.finditer(line)]
    found = _dates(line, phones)

    def free(start: int, end: int) -> bool:
        return all(end <= f[3] or start >= f[4] for f in found) and all(end <= a or start >= b for a, b in phones)

    found += _amounts(line, free)
    for m in YEAR_RE.finditer(line):
        if free(m.start(), m.end()) and not _DASHED.search(line[max(0, m.start() - 2):m.end() + 2]):
            found.append((YEAR, m.group(0), digits_fixed(m.group(0)), m.start(), m.end()))
    for pattern in (_GROUPED, _MASKED, _ID, _AFTER_DOTS):
        for m in pattern.finditer(line):
            if pattern is _GROUPED and all(YEAR_RE.fullmatch(g) for g in m.group(0).split()):
                continue  # years side by side (a table's columns)
            if _FRACTION.fullmatch(m.group(0)):
                continue
            if free(m.start(), m.end()) and line[max(0, m.start() - 1):m.start()] != "(":  # "(555) 729-2636"
                found.append((ID, m.group(0), normalize_id(m.group(0), letter_o=True), m.start(), m.end()))
    return sorted(found, key=lambda f: f[3])
