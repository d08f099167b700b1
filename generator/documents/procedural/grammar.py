"""The grammar: draws a page's structure (which blocks, in which order, each with its
parameters, and which fields each block shows) from an explicit `random.Random`.

The structure holds no value, only choices and field names, so its hash identifies the
layout (`procedural:<hash>`): an issuer's documents drawn with one rng share it.

Choices are split seen / unseen like the wordings (issue 26 item 2): where a pool below is
a `{"seen": [...], "unseen": [...]}` table, a layout draws from its split's half only, and
the halves share nothing. Split: the font family (Bitstream Vera and Courier pages are
unseen), wordmarks, panel styles, the statement table's variant and header style, the prose
block's variant, party captions, headings, openings and closings, fine print, page-number
wordings and the "continued" mark. Unseen-only variants: a framed wordmark, a panel with the
label right of its value behind dotted leaders, a table with a totals row, a statement in
two tables (additions, subtractions), a doubly ruled table header, a letter (salutation, the
values in sentences, a sign-off), a statement on a landscape page. Sizes, margins, colons, numbering, shading and block
order are drawn alike on both.
"""

from __future__ import annotations

import random
from typing import Any, TypeVar

from generator.documents.folds import in_fold
from generator.documents.procedural.content import Content
from generator.documents.procedural.voice import Voice
from generator.documents.templates import Split

Structure = dict[str, Any]
T = TypeVar("T")
Pool = dict[Split, list[T]]

FAMILIES: Pool[str] = {"seen": ["sans", "sans", "serif"], "unseen": ["vera", "vera", "mono"]}
LABEL_FONTS: Pool[str] = {"seen": ["sans", "sans-bold", "serif"], "unseen": ["vera", "vera-bold", "mono"]}
WORDMARKS: Pool[str] = {"seen": ["plain", "initials", "rule"], "unseen": ["bar", "framed"]}
PANEL_STYLES: Pool[str] = {"seen": ["left", "left", "above", "boxed"], "unseen": ["below", "right", "right-leaders"]}
TABLE_VARIANTS: Pool[str] = {"seen": ["single"], "unseen": ["totals-row", "in-out"]}
TABLE_HEADERS: Pool[str] = {"seen": ["fill", "rule"], "unseen": ["bold", "double"]}
PROSE_VARIANTS: Pool[str] = {"seen": ["sentence"], "unseen": ["letter"]}
# the block variants a structure names (block_types), split or not
VARIANTS: dict[str, Pool[str]] = {"font": FAMILIES, "letterhead": WORDMARKS, "panel": PANEL_STYLES,
                                  "table": TABLE_VARIANTS, "table-header": TABLE_HEADERS, "prose": PROSE_VARIANTS}
UNSPLIT_BLOCKS = ("party", "summary", "notice")

CAPTIONS: dict[str, Pool[str]] = {
    "employee": {"seen": ["Employee", "Prepared for", "Paid to"], "unseen": ["Staff member", "PAYEE NAME"]},
    "recipient": {"seen": ["Recipient", "Paid to", "To"], "unseen": ["Beneficial owner", "RECIPIENT OF RECORD"]},
    "owner": {"seen": ["Account holder", "Prepared for", "Owner"], "unseen": ["Primary member", "Acct holder"]},
    "borrower": {"seen": ["Borrower", "Payer of record"], "unseen": ["Mortgagor", "Loan customer"]},
    "customer": {"seen": ["Customer", "Bill to", "Service for"], "unseen": ["Invoiced party", "Account name"]},
    "tenant": {"seen": ["Tenant", "Resident"], "unseen": ["Occupier", "Occupant"]},
    "landlord": {"seen": ["Landlord", "Lessor"], "unseen": ["Titleholder", "Managing agent"]},
}
OTHER_CAPTIONS: Pool[str] = {"seen": ["Name"], "unseen": ["Party"]}  # a role without its own captions
PANEL_HEADINGS: Pool[str] = {"seen": ["", "", "Details", "Summary of amounts", "Statement information",
                                      "Reported amounts"],
                             "unseen": ["", "", "Particulars", "Figures reported", "ACCOUNT DETAIL"]}
SUMMARY_HEADINGS: Pool[str] = {"seen": ["Summary", "At a glance", "Key figures", "Totals"],
                               "unseen": ["In brief", "Overview", "YOUR NUMBERS"]}
TABLE_HEADINGS: Pool[str] = {"seen": ["", "Activity", "Transactions", "Account activity", "Detail of charges"],
                             "unseen": ["", "Movements", "Itemised entries", "POSTED ITEMS"]}
TOTAL_LABELS: Pool[str] = {"seen": [], "unseen": ["Total", "Net activity", "NET CHANGE"]}
# the two tables of the in-out variant: rows that add to the balance, then rows that reduce it
IN_OUT_HEADINGS: Pool[tuple[str, str]] = {"seen": [], "unseen": [("Additions", "Subtractions"),
                                                                 ("Increases", "Decreases"),
                                                                 ("ITEMS ADDED", "ITEMS DEDUCTED")]}
OPENINGS: Pool[str] = {"seen": ["This document reports the following:", "For your records,", "Please note that",
                                "We are writing to confirm that", "According to our records,"],
                       "unseen": ["As shown in our books,", "We confirm herewith that", "For the period,",
                                  "Our records indicate that"]}
CLOSINGS: Pool[str] = {"seen": ["", "", "Keep this document with your tax records.", "Please review it carefully.",
                                "Contact us if anything looks wrong."],
                       "unseen": ["", "Retain for your files.", "Queries? Call the number above."]}
SALUTATIONS: Pool[str] = {"seen": [], "unseen": ["Dear", "Hello", "Attention:"]}
SIGN_OFFS: Pool[str] = {"seen": [], "unseen": ["Sincerely,", "Yours faithfully,", "Kind regards,"]}
SENDERS: Pool[str] = {"seen": [], "unseen": ["Customer Service", "Member Services", "The Accounts Team"]}
FINE_PRINT: Pool[str] = {
    "seen": [
        "This statement is provided for information only and is not a demand for payment unless marked.",
        "Please examine this document promptly and report any discrepancy within 60 days.",
        "Keep this document for your records; copies may be requested for a fee.",
    ],
    "unseen": [
        "Amounts are shown in U.S. dollars. Figures may be rounded to the nearest cent.",
        "This information is being furnished to the Internal Revenue Service where required.",
        "Errors and omissions excepted. Notify us in writing of any item you dispute.",
        "A duplicate of this notice is retained by the issuer for seven years.",
    ],
}
PAGE_FORMATS: Pool[str] = {"seen": ["Page {i} of {n}", "{i} of {n}", "p. {i}/{n}"],
                           "unseen": ["Page {i}/{n}", "Sheet {i} of {n}", "PAGE {i} OF {n}", "- {i} -"]}
CONTINUED: Pool[str] = {"seen": ["", "continued", "Continued overleaf"], "unseen": ["", "cont'd", "(over)"]}
ORDERS = [["date", "description", "amount"], ["description", "date", "amount"], ["date", "amount", "description"]]


def _pick_fields(rng: random.Random, pool: list[str], low: int, high: int) -> list[str]:
    count = min(len(pool), rng.randint(low, high))
    return sorted(rng.sample(pool, count), key=pool.index)


def _sample(rng: random.Random, pool: list[T], low: int, high: int) -> list[T]:
    """Between `low` and `high` members of `pool`, fewer if a fold's half holds fewer (the count is
    drawn first either way, so a full pool's draws are what they were)."""
    return rng.sample(pool, min(len(pool), rng.randint(low, high)))


def block_types(structure: Structure) -> list[str]:
    """The structure's block types, `<block>:<variant>` for a variant of VARIANTS (`panel:above`,
    `table:totals-row`, `font:vera`) and the block's name for the others, in block order."""
    out = [f"font:{structure['family']}"] + (["page:landscape"] if structure.get("page") == "landscape" else [])
    for b in structure["blocks"]:
        kind = b["block"]
        if kind == "letterhead":
            out.append(f"letterhead:{b['wordmark']}")
        elif kind == "panel":
            out.append(f"panel:{b['style']}")
        elif kind == "table":
            out += [f"table:{b['variant']}", f"table-header:{b['header']}"]
        elif kind == "prose":
            out.append(f"prose:{b['variant']}")
        else:
            out.append(kind)
    return list(dict.fromkeys(out))


def seen_block_types() -> set[str]:
    """Every block type a seen layout can draw (never `page:landscape`)."""
    return {f"{k}:{v}" for k, pool in VARIANTS.items() for v in pool["seen"]} | set(UNSPLIT_BLOCKS)


def printed_strings(structure: Structure) -> list[str]:
    """The label-like strings the structure prints besides field labels and column titles:
    party captions and headings (its novelty counts them, generator/corpus/novelty.py)."""
    out: list[str] = []
    for b in structure["blocks"]:
        if b["block"] == "party":
            out += list(b["captions"].values())
        if b.get("heading"):
            out.append(b["heading"])
        if b["block"] == "table" and b["variant"] == "in-out":
            out += list(b["halves"])
        if b["block"] == "table" and b["variant"] == "totals-row":
            out.append(b["total_label"])
    return out


def seen_strings() -> set[str]:
    """Every caption and heading a seen layout can print."""
    pools: list[Pool[str]] = [*CAPTIONS.values(), OTHER_CAPTIONS, PANEL_HEADINGS, SUMMARY_HEADINGS, TABLE_HEADINGS]
    return {s for pool in pools for s in pool["seen"] if s}


def draw(rng: random.Random, c: Content, voice: Voice, split: Split | None = None,
         fonts: Split | None = None) -> Structure:
    """The page structure of `c` in `split`, by default the split of `voice`, its fonts in `fonts`,
    by default `split` (see the module docstring; another only under a hidden crossing,
    generator/documents/folds.py)."""
    split = voice.split if split is None else split
    fonts = split if fonts is None else fonts

    def half(pool: Pool[T]) -> list[T]:  # the split's half of a pool, within the voice's fold of seen if any
        return in_fold(pool[split], voice.fold)

    def pick(pool: Pool[T]) -> T:
        return rng.choice(half(pool))

    family = rng.choice(in_fold(FAMILIES[fonts], voice.fold))
    shown = {c.issuer, *(name for _, name in c.parties)}
    rest = [f.name for f in c.fields if f.value not in shown]
    money = [f.name for f in c.fields if f.type == "money" and f.name in rest]
    summary_fields = _pick_fields(rng, money, 2, 4) if money and rng.random() < 0.55 else []
    prose_pool = [n for n in rest if n not in summary_fields and c.field(n).type in ("money", "date")]
    prose_fields = _pick_fields(rng, prose_pool, 1, 3) if prose_pool and rng.random() < 0.5 else []
    panel_fields = [n for n in rest if n not in summary_fields and n not in prose_fields]
    if rng.random() < 0.4:  # some issuers list the panel in another order than the form's
        rng.shuffle(panel_fields)
    align = rng.choice(["left", "left", "center", "right"])
    blocks: list[dict[str, Any]] = [{"block": "letterhead", "family": family, "align": align,
                                     "wordmark": pick(WORDMARKS),
                                     "size": rng.choice([13, 14, 16, 18]), "shade": rng.choice([0.2, 0.3, 0.45]),
                                     "contact": rng.choice(["lines", "one-line"]),
                                     "title": rng.choice(["opposite", "below"]), "caps": rng.random() < 0.5,
                                     "title_size": rng.choice([10, 11, 12])}]
    middle: list[dict[str, Any]] = [
        {"block": "party", "family": family, "side": rng.choice(["left", "right"]), "size": rng.choice([9, 10]),
         "label": rng.choice(["above", "left"]), "boxed": rng.random() < 0.4,
         "captions": {role: pick(CAPTIONS.get(role, OTHER_CAPTIONS)) for role, _ in c.parties}},
        {"block": "panel", "family": family, "fields": panel_fields, "columns": rng.randint(1, 3),
         "style": pick(PANEL_STYLES), "colon": rng.random() < 0.5,
         "leaders": rng.random() < 0.4, "numbered": rng.random() < 0.3, "shade": rng.random() < 0.3,
         "underline": rng.random() < 0.3, "value_align": rng.choice(["left", "right"]),
         "size": rng.choice([8.5, 9, 10]), "label_size": rng.choice([7, 7.5, 8]),
         "label_font": rng.choice(in_fold(LABEL_FONTS[fonts], voice.fold)),
         "value_font": rng.choice(["mono", "mono-bold", f"{family}-bold" if family != "mono" else "mono", "sans"]),
         "heading": pick(PANEL_HEADINGS)},
    ]
    if summary_fields:
        middle.append({"block": "summary", "family": family, "fields": summary_fields, "size": rng.choice([8.5, 9]),
                       "width": rng.choice([0.45, 0.5, 0.6, 1.0]), "side": rng.choice(["left", "right"]),
                       "fill": rng.choice([None, 0.93, 0.88]), "stroke": rng.random() < 0.7,
                       "heading": pick(SUMMARY_HEADINGS),
                       "value_font": rng.choice(["mono", "mono-bold", "sans-bold"])})
    if prose_fields:
        variant = pick(PROSE_VARIANTS)
        prose: dict[str, Any] = {"block": "prose", "family": family, "variant": variant, "fields": prose_fields,
                                 "size": rng.choice([9, 9.5, 10]), "italic": rng.random() < 0.2,
                                 "opening": pick(OPENINGS), "closing": pick(CLOSINGS),
                                 "article": rng.choice(["the", "your"]),
                                 "verb": rng.choice(["is", "was", "amounts to", "is shown as"])}
        if variant == "letter":
            prose |= {"salutation": pick(SALUTATIONS), "sign_off": pick(SIGN_OFFS), "sender": pick(SENDERS)}
        middle.append(prose)
    rng.shuffle(middle)
    if c.rows:
        variant = pick(TABLE_VARIANTS)
        table: dict[str, Any] = {
            "block": "table", "family": family, "variant": variant, "order": rng.choice(ORDERS),
            "titles": {k: voice.columns[k] for k in ("date", "description", "amount")},
            "size": rng.choice([7.5, 8, 8.5]), "padding": rng.choice([4, 5, 6]), "header": pick(TABLE_HEADERS),
            "fill": rng.choice([0.8, 0.88]), "ruled": rng.random() < 0.5, "zebra": rng.random() < 0.3,
            "repeat_header": rng.random() < 0.7, "continued": pick(CONTINUED),
            "body_font": rng.choice(["family", "mono"]), "heading": pick(TABLE_HEADINGS)}
        if variant == "totals-row":
            table["total_label"] = pick(TOTAL_LABELS)
        elif variant == "in-out":
            halves: tuple[str, str] = rng.choice(half(IN_OUT_HEADINGS))
            table["halves"] = list(halves)
        at = next(i for i, b in enumerate(middle) if b["block"] == "panel") + 1
        middle.insert(rng.randint(at, len(middle)), table)
    blocks += middle
    fine = {"block": "notice", "family": family, "sentences": _sample(rng, half(FINE_PRINT), 1, 2),
            "size": rng.choice([6.5, 7]), "italic": rng.random() < 0.5, "rule": rng.random() < 0.5}
    blocks.insert(1 if rng.random() < 0.15 else len(blocks), fine)
    left = rng.choice([36.0, 42.0, 48.0, 54.0, 60.0])
    furniture = {"family": family, "page_format": pick(PAGE_FORMATS), "page_at": rng.choice(["header", "footer"]),
                 "page_align": rng.choice(["right", "center"]), "reference": rng.choice(["header", "footer", "none"]),
                 "reference_first": rng.random() < 0.5, "footer_rule": rng.random() < 0.4}
    structure = {"family": family, "margins": [left, rng.choice([left, left + 6])], "blocks": blocks,
                 "furniture": furniture}
    if split == "unseen" and c.rows and rng.random() < 0.3:  # a wide statement on a landscape page
        structure["page"] = "landscape"
    return structure
