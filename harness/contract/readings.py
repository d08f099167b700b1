"""What the instrument reads a printed value as: the grader's and the probe's lenient readers.

The grader (`grade.py`) and the probe (`scoring/probe.py`) judge a value an issuer printed in
any style (generator/documents/value_formats.py, seen and unseen), so that a pipeline that
copies the printed value verbatim is graded on the value, not on the style. The harvest never
reads through here: what it reads stays developed on `seen` (harness/harvest/normalize.py,
`shapes.parse_amount`; tests/generator/documents/test_value_formats.py pins what they take back,
tests/harness/contract/test_readings.py that the harvest and the pipelines do not import this).

Readings, on text folded as the grader folds it (NFKC, case-folded):
- money: an amount shows its cents (`1713.43`, `1,713.43`, `1.713,43`, `1 713.43`); a `$`
  (with or without a space after it) and a `USD` are no sign. Negative, one reading: a leading
  minus (`-12.00`, `-$12.00`, `$-12.00`, `-$ 12.00`), parentheses around it (`(12.00)`,
  `($12.00)`), a trailing minus (`12.00-`, `$12.00-`), `DR` after it (`12.00 DR`: a debit,
  against the holder). `CR` after it reads as either sign: issuers mark with CR the side in
  the holder's favour, which is a positive balance on an account the holder owns (`1,713.43 CR`
  of the cr-dr style) and a negative amount on one the holder owes or in a column of credits
  (`12.00 CR` of the seen comma-cr style); the text alone does not say which account it is.
  A minus joined to a word or digit (`x-12.00`, `10.00-12.00`) is a hyphen, not a sign; an
  amount joined to a word still reads (`USD52,340.17`), one joined to digits or separators not. An amount
  grouped by spaces also reads as its last groups (`1 713.43` is 1713.43 or 713.43: a box
  number may stand before it).
- dates: ISO `2025-12-04`; slashes are month first (`12/04/2025`, `12/4/2025`), a two-digit
  year (`12/04/25`) is 2000-2068 for 00-68 and 1969-1999 for 69-99 (the POSIX pivot);
  dots are day first (`04.12.2025`, four-digit year only); eight digits are year, month,
  day (`20251204`, years 1900-2099); month names long or short, either order, any case
  (`December 4, 2025`, `Dec 4, 2025`, `4 December 2025`, `DEC 04 2025`, `04-DEC-2025`).
  A reading that is no calendar date is none.
- names: a person's name matches itself in any case and written `LAST, FIRST MIDDLE` (a
  suffix stays with the last name: `Ruiz Jr., Ana`).
Every reader is pure and total: text it cannot read gives no reading, never an error.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from decimal import Decimal, InvalidOperation

_WS = re.compile(r"\s+")


def fold(text: str) -> str:
    """NFKC, case-folded, whitespace runs one space (the grader's matching form)."""
    return _WS.sub(" ", unicodedata.normalize("NFKC", text).casefold()).strip()


# --- money -----------------------------------------------------------------------------------

_AMOUNT = re.compile(
    r"(?<![\d.,])"
    r"(?P<open>\()?(?P<minus>(?<!\w)-)?(?:\$ ?(?P<minus2>-)?)?"
    r"(?P<num>\d{1,3}(?P<sep>[,. ])\d{3}(?:(?P=sep)\d{3})*|\d+)"
    r"(?P<dec>[.,])(?P<cents>\d{2})(?!\d)(?![.,]\d)"
    r"(?P<close>\))?"
    r"(?P<tail>-(?![\w$])| ?(?:cr|dr)\b)?"
)


def _amount_readings(m: re.Match[str], tails: bool) -> frozenset[Decimal]:
    sep, dec = m.group("sep"), m.group("dec")
    if sep is not None and sep == dec:  # 1.713.43: no grouping reads so
        return frozenset()
    digits = m.group("num").replace(sep or "", "")
    magnitudes = [digits]
    if tails and sep == " ":  # 1 713.43 also reads 713.43
        groups = m.group("num").split(" ")
        magnitudes += ["".join(groups[i:]) for i in range(1, len(groups))]
    tail = (m.group("tail") or "").strip()
    parens = m.group("open") is not None and m.group("close") is not None
    negative = parens or bool(m.group("minus") or m.group("minus2")) or tail in ("-", "dr")
    out: set[Decimal] = set()
    for magnitude in magnitudes:
        try:
            value = Decimal(f"{magnitude}.{m.group('cents')}")
        except InvalidOperation:  # pragma: no cover - the pattern admits digits only
            continue
        if negative:
            out.add(-value)
        elif tail == "cr":
            out |= {value, -value}
        else:
            out.add(value)
    return frozenset(out)


def amounts_in(text: str) -> frozenset[Decimal]:
    """Every value an amount printed in `text` reads as (text as it comes: it is folded here)."""
    found: set[Decimal] = set()
    for m in _AMOUNT.finditer(fold(text)):
        found |= _amount_readings(m, tails=True)
    return frozenset(found)


def _whole(text: str) -> str:
    """The folded text without a currency word at either end (`1,713.43 USD`, `USD 1,713.43`)."""
    folded = fold(text)
    folded = re.sub(r"^usd ?", "", folded)
    return re.sub(r" ?usd$", "", folded)


def read_amount(text: str) -> frozenset[Decimal]:
    """The values `text` reads as when the whole of it is one printed amount; empty if it is not."""
    m = _AMOUNT.fullmatch(_whole(text))
    return _amount_readings(m, tails=False) if m else frozenset()


def needle_amount(needle: str) -> Decimal | None:
    """The amount a needle states when it is one printed amount with one reading (`52,340.17`,
    `-$12.00`, `(12.00)`); None otherwise (`12.00 CR` reads as either sign, `Acme` as none)."""
    readings = read_amount(needle)
    return next(iter(readings)) if len(readings) == 1 else None


# --- dates -----------------------------------------------------------------------------------

_MONTHS = {name: i + 1 for i, name in enumerate(
    ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"))}
_MONTH_WORDS = {**_MONTHS, **{name[:3]: i for name, i in _MONTHS.items()}, "sept": 9}
_MON = r"(?P<mon>[a-z]{3,9})\.?"
_DATES = (
    re.compile(r"(?<!\d)(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})(?!\d)"),
    re.compile(r"(?<![\d/])(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{4}|\d{2})(?![\d/])"),
    re.compile(r"(?<![\d.])(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{4})(?![\d]|\.\d)"),
    re.compile(r"(?<![\d.,])(?P<y>(?:19|20)\d{2})(?P<m>\d{2})(?P<d>\d{2})(?![\d]|[.,]\d)"),
    re.compile(r"(?<![a-z])" + _MON + r" (?P<d>\d{1,2}),? (?P<y>\d{4})(?!\d)"),
    re.compile(r"(?<![\d.])(?P<d>\d{1,2}) " + _MON + r",? (?P<y>\d{4})(?!\d)"),
    re.compile(r"(?<![\d.])(?P<d>\d{1,2})-(?P<mon>[a-z]{3})-(?P<y>\d{4})(?!\d)"),
)


def _year(text: str) -> int:
    year = int(text)
    if len(text) == 2:
        return year + (2000 if year <= 68 else 1900)
    return year


def _date_of(m: re.Match[str]) -> date | None:
    groups = m.groupdict()
    month = _MONTH_WORDS.get(groups["mon"]) if groups.get("mon") else int(groups["m"])
    if month is None:
        return None
    try:
        return date(_year(groups["y"]), month, int(groups["d"]))
    except ValueError:
        return None


def dates_in(text: str) -> frozenset[date]:
    """Every date printed in `text`, each in its one reading (text as it comes: folded here)."""
    folded = fold(text)
    found = {_date_of(m) for pattern in _DATES for m in pattern.finditer(folded)}
    return frozenset(d for d in found if d is not None)


def read_date(text: str) -> date | None:
    """The date `text` reads as when the whole of it is one printed date; None if it is not."""
    folded = fold(text)
    for pattern in _DATES:
        m = pattern.fullmatch(folded)
        if m:
            return _date_of(m)
    return None


# --- names -----------------------------------------------------------------------------------

_SUFFIXES = frozenset({"jr.", "jr", "sr.", "sr", "ii", "iii", "iv"})
_NAME_WORD = re.compile(r"[^\W\d_][\w.'\-]*")


def name_orders(name: str) -> list[str]:
    """A person's name folded, as given and as `last, first` (`brooks, tyler j.`; `ruiz jr., ana`);
    only the folded text for what is not two to five words of letters."""
    folded = fold(name)
    words = folded.split(" ")
    if not 2 <= len(words) <= 5 or "," in folded or not all(_NAME_WORD.fullmatch(w) for w in words):
        return [folded]
    cut = len(words) - 2 if words[-1] in _SUFFIXES and len(words) > 2 else len(words) - 1
    return [folded, f"{' '.join(words[cut:])}, {' '.join(words[:cut])}"]


def same_name(printed: str, name: str) -> bool:
    """`printed` is `name` (or `name` is `printed`) up to case and `LAST, FIRST` order."""
    return fold(printed) in name_orders(name) or fold(name) in name_orders(printed)
