"""An issuer's voice in its procedural layout: the layout's split (seen or unseen), the
wording of every field's label, its statement table's column titles, and how it prints
dates, money and persons' names, all drawn from the layout rng (issue 26 item 2).

- the split: a coin from the rng, overridden by `--layouts seen|unseen` (so a seen layout
  drawn under `--layouts seen` is the one `--layouts all` draws when its coin says seen);
- labels: `wordings.wording(kind, field, split, rng)` (templates/<kind>/wordings.toml) for
  every field it words; a field it does not word (an id, a TIN, a total of the table), or a
  kind without wordings, prints a label drawn from the template's own label and vocabulary
  (what the curated families print: seen words even on an unseen layout);
- column titles: `wordings.column_title` where the kind words its columns, else a small
  split table of this module;
- a corrected form's mark: `draw_correction_mark` (CORRECTION_MARKS), drawn last, only for one;
- value formats: one date, money and name style of the split (generator/documents/value_formats.py)
  per issuer; every money and date field and every table row is printed in it, persons'
  names in the name style (as given on a seen layout), companies' names as given.

Nothing here reads a document's printed text: the page's ground truth is printed from the
typed values, so the layout and the ground truth agree by construction.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from typing import Any

from generator.documents.folds import Fold, in_fold, parse_layouts
from generator.documents.house_style import check_layouts
from generator.documents.templates import SPLITS, Split, Template
from generator.documents.value_formats import format_date_as, format_money_as, format_name_as, pick_style
from generator.documents.wordings import column_title, worded_kinds, wording, wordings
from generator.world.entities import Person

COLUMNS = ("date", "description", "amount")
# column titles of a kind whose wordings.toml has no [columns] (seen: what the first grammar printed)
TITLES: dict[str, dict[Split, list[str]]] = {
    "date": {"seen": ["Date", "Posted", "Trans. date"], "unseen": ["Txn dt", "DATE OF ENTRY", "Booked"]},
    "description": {"seen": ["Description", "Details", "Transaction"],
                    "unseen": ["Particulars", "Item", "NARRATIVE"]},
    "amount": {"seen": ["Amount", "Amount ($)", "Debit / credit"], "unseen": ["Amt", "Sum (USD)", "+ / -"]},
}

# How a corrected form says so, on a line of its own under its letterhead (a document whose facts
# say `corrected`; a W-2c says it in its title). Written as one list of ten, alternate entries
# seen and unseen, before any was used.
CORRECTION_MARKS: dict[Split, list[str]] = {
    "seen": ["CORRECTED", "Corrected statement", "CORRECTION", "Corrected tax statement",
             "This form corrects the one sent earlier"],
    "unseen": ["CORRECTED FORM", "AMENDED", "Revised statement", "Corrected copy - replaces the form previously issued",
               "Supersedes prior statement"],
}


def draw_correction_mark(rng: random.Random, split: Split, fold: Fold | None = None) -> str:
    """How a corrected form of `split` (within `fold` of seen, if given) says it is one."""
    return rng.choice(in_fold(CORRECTION_MARKS[split], fold))


@dataclass(frozen=True)
class Voice:
    split: Split
    date: str  # a style name of value_formats.DATE_STYLES
    money: str
    name: str
    labels: dict[str, str]  # field -> the wording its label prints
    columns: dict[str, str]  # date, description, amount -> the table's column title
    fold: Fold | None = None  # a fold of seen (`--layouts seen:fit`, generator/documents/folds.py)

    def record(self) -> dict[str, Any]:
        """What the structure (and so the layout's hash) records of the voice (a fold only when
        there is one: a layout of plain `seen` keeps its hash)."""
        return {"split": self.split, "date": self.date, "money": self.money, "name": self.name,
                "labels": dict(self.labels), "columns": dict(self.columns),
                **({"fold": self.fold} if self.fold is not None else {})}


def draw_split(rng: random.Random, layouts: str) -> Split:
    """The layout's split: drawn (about half each) for `all`, else `layouts`; the coin is drawn
    either way, so a layout's other draws do not depend on `layouts`."""
    check_layouts(layouts)
    coin: Split = "seen" if rng.random() < 0.5 else "unseen"
    split, _ = parse_layouts(layouts)  # a fold of seen (`seen:fit`) is seen
    return coin if split == "all" else next(s for s in SPLITS if s == split)


@cache
def _worded(kind: str) -> bool:
    return kind in worded_kinds()


def draw_voice(rng: random.Random, template: Template, split: Split, fold: Fold | None = None) -> Voice:
    """The voice of a layout of `split` (within `fold` of seen, if given: every pool's fold half)."""
    pools = split if fold is None else f"{split}:{fold}"
    date, money, name = (pick_style(k, pools, rng) for k in ("date", "money", "name"))
    kind = template.name
    words = wordings(kind) if _worded(kind) else None
    labels = {}
    for f in template.definition.fields:
        if words is not None and f.name in words.fields:
            labels[f.name] = wording(kind, f.name, pools, rng)
        else:  # a kind without wordings.toml: its template's own (seen) vocabulary
            labels[f.name] = rng.choice(in_fold([f.label, *f.vocabulary], fold))
    columns = {}
    for col in COLUMNS:
        if words is not None and col in words.columns:
            columns[col] = column_title(kind, col, pools, rng)
        else:
            columns[col] = rng.choice(in_fold(TITLES[col][split], fold))
    return Voice(split, date, money, name, labels, columns, fold)


def persons(facts: dict[str, Any]) -> set[str]:
    """The names of the persons among a document's facts (top level, or in a list or dict there)."""
    out = set()
    for value in facts.values():
        items = value.values() if isinstance(value, dict) else value if isinstance(value, list | tuple) else [value]
        out |= {v.name for v in items if isinstance(v, Person)}
    return out


def print_value(kind: str, value: Any, voice: Voice, people: set[str]) -> str:
    """A field's value as this issuer prints it (see the module docstring)."""
    if kind == "money" and isinstance(value, Decimal):
        return format_money_as(value, voice.money)
    if kind == "date" and isinstance(value, dt.date):
        return format_date_as(value, voice.date)
    if isinstance(value, str) and value in people:
        return format_name_as(value, voice.name)
    return str(value)


def print_name(name: str, voice: Voice, people: set[str]) -> str:
    return format_name_as(name, voice.name) if name in people else name


def print_rows(rows: tuple[tuple[dt.date, str, Decimal], ...], voice: Voice) -> dict[str, str]:
    """A statement's table as this issuer prints it: `row_NN_date`, `row_NN_description`,
    `row_NN_amount` (as generator.documents.plan.printed_rows, in the voice's styles)."""
    out: dict[str, str] = {}
    for n, (when, text, amount) in enumerate(rows, start=1):
        out |= {f"row_{n:02d}_date": format_date_as(when, voice.date), f"row_{n:02d}_description": text,
                f"row_{n:02d}_amount": format_money_as(amount, voice.money)}
    return out
