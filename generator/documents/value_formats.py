"""How issuers print values, by style name, split seen / unseen like the layout families.

`seen` styles are the ones the house styles print today (harness/contract/shapes.py's money,
negative and date formats: the harvest was developed on them) and a person's name as given;
`unseen` styles are held out: only an unseen procedural layout prints them (issue 26;
generator/documents/procedural/voice.py draws one style of each kind per issuer from its
layout's split): two-digit years, dotted and compact dates, trailing minus, CR/DR, `USD`,
names as "LAST, FIRST" and in capitals. Each style is a pure function of the value. No
curated family prints from this module, so no curated corpus's bytes depend on it.

Which printed shapes the contract's readers take back (tests/generator/documents/test_value_formats.py
holds the lists, so a reader that learns one more fails the test until the list follows):
`parse_amount` reads every seen money style and `$ 1,713.43`; it does not read a trailing
minus (`12.00-`), `-$ 12.00`, `1,713.43 USD` or `1 713.43`, and it reads `1,713.43 CR` of
the CR/DR style as a credit (negative) where that style means a positive balance. The harvest's date
reader reads every seen date style, `4 December 2025` and `DEC 04 2025`; not `12/04/25`,
`04.12.2025` or `20251204`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Generic, TypeVar

from generator.documents.folds import FOLD_CHOICES, in_fold, parse_layouts
from generator.documents.templates import SPLIT_CHOICES, Split
from harness.contract.shapes import cents, format_date, format_money, month_name
from harness.runtime.errors import RagError
from harness.runtime.suggest import did_you_mean

V = TypeVar("V")


class ValueFormatError(RagError):
    """An unknown style or split."""


@dataclass(frozen=True)
class ValueFormat(Generic[V]):
    """One printed style of a value: its name, its split and the function that prints it."""

    name: str
    split: Split
    render: Callable[[V], str]

    def __call__(self, value: V) -> str:
        return self.render(value)


# --- dates ---------------------------------------------------------------------------------


def _us_short_year(d: date) -> str:
    return f"{d:%m/%d/%y}"  # 12/04/25


def _dotted(d: date) -> str:
    return f"{d:%d.%m.%Y}"  # 04.12.2025


def _compact(d: date) -> str:
    return f"{d:%Y%m%d}"  # 20251204


def _day_month_long(d: date) -> str:
    return f"{d.day} {month_name(d.month)} {d.year}"  # 4 December 2025


def _month_upper(d: date) -> str:
    return f"{month_name(d.month)[:3].upper()} {d.day:02d} {d.year}"  # DEC 04 2025


def _shape_date(fmt: str) -> Callable[[date], str]:
    return lambda d: format_date(d, fmt)


DATE_STYLES: dict[str, ValueFormat[date]] = {f.name: f for f in (
    ValueFormat("us", "seen", _shape_date("us")),  # 12/04/2025
    ValueFormat("iso", "seen", _shape_date("iso")),  # 2025-12-04
    ValueFormat("long", "seen", _shape_date("long")),  # December 4, 2025
    ValueFormat("short", "seen", _shape_date("short")),  # Dec 4, 2025
    ValueFormat("dmy", "seen", _shape_date("dmy")),  # 04-DEC-2025
    ValueFormat("us-short-year", "unseen", _us_short_year),
    ValueFormat("dotted", "unseen", _dotted),
    ValueFormat("compact", "unseen", _compact),
    ValueFormat("day-month-long", "unseen", _day_month_long),
    ValueFormat("month-upper", "unseen", _month_upper),
)}

# --- money ---------------------------------------------------------------------------------


def _shape_money(fmt: str, negative: str) -> Callable[[Decimal], str]:
    return lambda v: format_money(v, fmt, negative)


def _grouped(v: Decimal) -> str:
    return f"{abs(cents(v)):,.2f}"


def _trailing_minus(dollar: bool) -> Callable[[Decimal], str]:
    def render(v: Decimal) -> str:
        text = ("$" if dollar else "") + _grouped(v)
        return f"{text}-" if cents(v) < 0 else text  # 12.00-
    return render


def _cr_dr(v: Decimal) -> str:
    """A balance's side spelled out: `1,713.43 CR` in the holder's favour, `12.00 DR` overdrawn."""
    return f"{_grouped(v)} {'DR' if cents(v) < 0 else 'CR'}"


def _dollar_space(v: Decimal) -> str:
    return f"{'-' if cents(v) < 0 else ''}$ {_grouped(v)}"  # $ 1,713.43


def _usd_suffix(v: Decimal) -> str:
    return f"{'-' if cents(v) < 0 else ''}{_grouped(v)} USD"  # 1,713.43 USD


def _space_thousands(v: Decimal) -> str:
    return f"{'-' if cents(v) < 0 else ''}{_grouped(v).replace(',', ' ')}"  # 1 713.43


MONEY_STYLES: dict[str, ValueFormat[Decimal]] = {f.name: f for f in (
    ValueFormat("plain", "seen", _shape_money("plain", "minus")),  # 1713.43, -12.00
    ValueFormat("comma", "seen", _shape_money("comma", "minus")),  # 1,713.43
    ValueFormat("dollar", "seen", _shape_money("dollar", "minus")),  # $1,713.43, -$12.00
    ValueFormat("dollar-plain", "seen", _shape_money("dollar-plain", "minus")),  # $1713.43
    ValueFormat("comma-parens", "seen", _shape_money("comma", "parens")),  # (12.00)
    ValueFormat("dollar-parens", "seen", _shape_money("dollar", "parens")),  # ($12.00)
    ValueFormat("comma-cr", "seen", _shape_money("comma", "cr")),  # 12.00 CR
    ValueFormat("dollar-cr", "seen", _shape_money("dollar", "cr")),  # $12.00 CR
    ValueFormat("trailing-minus", "unseen", _trailing_minus(dollar=False)),  # 12.00-
    ValueFormat("dollar-trailing-minus", "unseen", _trailing_minus(dollar=True)),  # $12.00-
    ValueFormat("cr-dr", "unseen", _cr_dr),  # 1,713.43 CR | 12.00 DR
    ValueFormat("dollar-space", "unseen", _dollar_space),  # $ 1,713.43
    ValueFormat("usd-suffix", "unseen", _usd_suffix),  # 1,713.43 USD
    ValueFormat("space-thousands", "unseen", _space_thousands),  # 1 713.43
)}

# --- names ---------------------------------------------------------------------------------

_SUFFIXES = frozenset({"jr.", "jr", "sr.", "sr", "ii", "iii", "iv"})


def _last_first(name: str) -> str:
    """`Brooks, Tyler J.` (a suffix stays with the last name: `Brooks Jr., Tyler`)."""
    words = name.split()
    if len(words) < 2:
        return name
    cut = len(words) - 2 if words[-1].casefold() in _SUFFIXES and len(words) > 2 else len(words) - 1
    return f"{' '.join(words[cut:])}, {' '.join(words[:cut])}"


NAME_STYLES: dict[str, ValueFormat[str]] = {f.name: f for f in (
    ValueFormat("as-given", "seen", lambda n: " ".join(n.split())),  # Tyler J. Brooks
    ValueFormat("upper", "unseen", lambda n: " ".join(n.split()).upper()),  # TYLER J. BROOKS
    ValueFormat("last-first", "unseen", _last_first),  # Brooks, Tyler J.
    ValueFormat("last-first-upper", "unseen", lambda n: _last_first(n).upper()),  # BROOKS, TYLER J.
)}

STYLES: dict[str, dict[str, ValueFormat[date]] | dict[str, ValueFormat[Decimal]] | dict[str, ValueFormat[str]]] = {
    "date": DATE_STYLES, "money": MONEY_STYLES, "name": NAME_STYLES}


def styles(kind: str, split: str = "all") -> list[str]:
    """The style names of `kind` (date | money | name) in `split` (seen | unseen | all, or a fold of
    seen: `seen:fit`, `seen:check`, generator/documents/folds.py), in table order."""
    if kind not in STYLES:
        raise ValueFormatError(f"no value kind {kind!r}{did_you_mean(kind, STYLES)}")
    if split not in SPLIT_CHOICES and split not in FOLD_CHOICES:
        raise ValueFormatError(f"split must be one of {', '.join(SPLIT_CHOICES)}, got {split!r}")
    base, fold = parse_layouts(split)  # a fold of seen (`seen:fit`) draws from its half of seen
    return in_fold([name for name, f in STYLES[kind].items() if base == "all" or f.split == base], fold)


def pick_style(kind: str, split: str, rng: random.Random) -> str:
    """One style name of `kind` from `split`, drawn with the caller's `rng`."""
    return rng.choice(styles(kind, split))


def _style(table: dict[str, ValueFormat[V]], kind: str, name: str) -> ValueFormat[V]:
    if name not in table:
        raise ValueFormatError(f"no {kind} style {name!r}{did_you_mean(name, table)}")
    return table[name]


def format_date_as(value: date, style: str) -> str:
    return _style(DATE_STYLES, "date", style)(value)


def format_money_as(value: Decimal, style: str) -> str:
    return _style(MONEY_STYLES, "money", style)(value)


def format_name_as(value: str, style: str) -> str:
    return _style(NAME_STYLES, "name", style)(value)
