"""The grammar: draws a page's structure (which blocks, in which order, each with its
parameters, and which fields each block shows) from an explicit `random.Random`.

The structure holds no value, only choices and field names, so its hash identifies the
layout (`procedural:<hash>`): an issuer's documents drawn with one rng share it.
"""

from __future__ import annotations

import random
from typing import Any

from generator.documents.procedural.content import Content
from generator.documents.procedural.voice import Voice

Structure = dict[str, Any]

CAPTIONS = {"employee": ["Employee", "Prepared for", "Paid to"], "recipient": ["Recipient", "Payee", "To"],
            "owner": ["Account holder", "Prepared for", "Owner"], "borrower": ["Borrower", "Payer of record"],
            "customer": ["Customer", "Bill to", "Service for"], "tenant": ["Tenant", "Resident"],
            "landlord": ["Landlord", "Lessor"]}
PANEL_HEADINGS = ["", "", "Details", "Summary of amounts", "Statement information", "Reported amounts"]
SUMMARY_HEADINGS = ["Summary", "At a glance", "Key figures", "Totals"]
TABLE_HEADINGS = ["", "Activity", "Transactions", "Account activity", "Detail of charges"]
ORDERS = [["date", "description", "amount"], ["description", "date", "amount"], ["date", "amount", "description"]]
OPENINGS = ["This document reports the following:", "For your records,", "Please note that",
            "We are writing to confirm that", "According to our records,"]
CLOSINGS = ["", "", "Keep this document with your tax records.", "Please review it carefully.",
            "Contact us if anything looks wrong."]
FINE_PRINT = [
    "This statement is provided for information only and is not a demand for payment unless marked.",
    "Please examine this document promptly and report any discrepancy within 60 days.",
    "Keep this document for your records; copies may be requested for a fee.",
    "Amounts are shown in U.S. dollars. Figures may be rounded to the nearest cent.",
    "This information is being furnished to the Internal Revenue Service where required.",
]
PAGE_FORMATS = ["Page {i} of {n}", "{i} of {n}", "p. {i}/{n}", "Page {i}/{n}", "Sheet {i} of {n}"]


def _pick_fields(rng: random.Random, pool: list[str], low: int, high: int) -> list[str]:
    count = min(len(pool), rng.randint(low, high))
    return sorted(rng.sample(pool, count), key=pool.index)


def draw(rng: random.Random, c: Content, voice: Voice) -> Structure:
    """The page structure of `c` (see the module docstring)."""
    family = rng.choice(["sans", "sans", "serif", "mono"])
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
                                     "wordmark": rng.choice(["plain", "initials", "bar", "rule"]),
                                     "size": rng.choice([13, 14, 16, 18]), "shade": rng.choice([0.2, 0.3, 0.45]),
                                     "contact": rng.choice(["lines", "one-line"]),
                                     "title": rng.choice(["opposite", "below"]), "caps": rng.random() < 0.5,
                                     "title_size": rng.choice([10, 11, 12])}]
    middle: list[dict[str, Any]] = [
        {"block": "party", "family": family, "side": rng.choice(["left", "right"]), "size": rng.choice([9, 10]),
         "label": rng.choice(["above", "left"]), "boxed": rng.random() < 0.4,
         "captions": {role: rng.choice(CAPTIONS.get(role, [role.replace("_", " ").capitalize()]))
                      for role, _ in c.parties}},
        {"block": "panel", "family": family, "fields": panel_fields, "columns": rng.randint(1, 3),
         "style": rng.choice(["left", "left", "above", "below", "right", "boxed"]), "colon": rng.random() < 0.5,
         "leaders": rng.random() < 0.4, "numbered": rng.random() < 0.3, "shade": rng.random() < 0.3,
         "underline": rng.random() < 0.3, "value_align": rng.choice(["left", "right"]),
         "size": rng.choice([8.5, 9, 10]), "label_size": rng.choice([7, 7.5, 8]),
         "label_font": rng.choice(["sans", "sans-bold", "serif"]),
         "value_font": rng.choice(["mono", "mono-bold", f"{family}-bold" if family != "mono" else "mono", "sans"]),
         "heading": rng.choice(PANEL_HEADINGS)},
    ]
    if summary_fields:
        middle.append({"block": "summary", "family": family, "fields": summary_fields, "size": rng.choice([8.5, 9]),
                       "width": rng.choice([0.45, 0.5, 0.6, 1.0]), "side": rng.choice(["left", "right"]),
                       "fill": rng.choice([None, 0.93, 0.88]), "stroke": rng.random() < 0.7,
                       "heading": rng.choice(SUMMARY_HEADINGS),
                       "value_font": rng.choice(["mono", "mono-bold", "sans-bold"])})
    if prose_fields:
        middle.append({"block": "prose", "family": family, "fields": prose_fields, "size": rng.choice([9, 9.5, 10]),
                       "italic": rng.random() < 0.2, "opening": rng.choice(OPENINGS),
                       "closing": rng.choice(CLOSINGS), "article": rng.choice(["the", "your"]),
                       "verb": rng.choice(["is", "was", "amounts to", "is shown as"])})
    rng.shuffle(middle)
    if c.rows:
        table = {"block": "table", "family": family, "order": rng.choice(ORDERS),
                 "titles": dict(voice.columns), "size": rng.choice([7.5, 8, 8.5]),
                 "padding": rng.choice([4, 5, 6]), "header": rng.choice(["fill", "rule", "bold"]),
                 "fill": rng.choice([0.8, 0.88]), "ruled": rng.random() < 0.5, "zebra": rng.random() < 0.3,
                 "repeat_header": rng.random() < 0.7, "continued": rng.choice(["", "continued", "Continued overleaf"]),
                 "body_font": rng.choice(["family", "mono"]), "heading": rng.choice(TABLE_HEADINGS)}
        at = next(i for i, b in enumerate(middle) if b["block"] == "panel") + 1
        middle.insert(rng.randint(at, len(middle)), table)
    blocks += middle
    fine = {"block": "notice", "sentences": rng.sample(FINE_PRINT, rng.randint(1, 2)), "size": rng.choice([6.5, 7]),
            "italic": rng.random() < 0.5, "rule": rng.random() < 0.5}
    blocks.insert(1 if rng.random() < 0.15 else len(blocks), fine)
    left = rng.choice([36.0, 42.0, 48.0, 54.0, 60.0])
    furniture = {"page_format": rng.choice(PAGE_FORMATS), "page_at": rng.choice(["header", "footer"]),
                 "page_align": rng.choice(["right", "center"]), "reference": rng.choice(["header", "footer", "none"]),
                 "reference_first": rng.random() < 0.5, "footer_rule": rng.random() < 0.4}
    return {"margins": [left, rng.choice([left, left + 6])], "blocks": blocks, "furniture": furniture}
