"""How novel a corpus's procedural layouts are against `seen` (issue 26 item 4): the share
of the label strings its pages print that no seen source prints, and the share of its block
types no seen layout draws. Pure: computed from the planned documents (a corpus's are
replanned from its recorded settings, as `rag-gen verify` does), nothing is rendered.

- label strings: each printed field label (the fields a panel, summary box or prose shows,
  and the account reference on every page), the statement table's column titles, party
  captions, headings and a totals row's label, compared case-insensitively;
  `seen` is every seen wording and column title of templates/*/wordings.toml, every label
  the curated families print (each field's `label` and `vocabulary` in template.toml), and
  the seen grammar's captions, headings and column titles;
- block types: `<block>:<variant>` (generator.documents.procedural.grammar.block_types:
  `panel:above`, `table:totals-row`, `font:vera`); `seen` is what a seen layout can draw.

Curated documents print no procedural layout and are not counted.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from generator.documents.plan import PlannedDocument
from generator.documents.procedural import ProceduralLayout
from generator.documents.procedural.grammar import block_types, printed_strings, seen_block_types, seen_strings
from generator.documents.procedural.voice import TITLES
from generator.documents.templates import Template
from generator.documents.wordings import worded_kinds, wordings

SHOWN_BY = ("panel", "summary", "prose")  # the blocks that print a field's label


@dataclass(frozen=True)
class Novelty:
    layouts: dict[str, int]  # split -> distinct procedural layouts of the corpus
    labels: tuple[str, ...]  # the distinct label strings printed (case folded), sorted
    novel_labels: tuple[str, ...]  # those no seen source prints
    blocks: tuple[str, ...]  # the distinct block types drawn, sorted
    novel_blocks: tuple[str, ...]  # those no seen layout draws
    split_of: dict[str, str]  # procedural layout id -> its split

    @staticmethod
    def share(part: tuple[str, ...], whole: tuple[str, ...]) -> str:
        return f"{100 * len(part) / len(whole):.1f}%" if whole else "-"


def seen_labels(templates: dict[str, Template]) -> set[str]:
    """Every label string a seen source prints, case folded (see the module docstring)."""
    out = set(seen_strings())
    for kind in worded_kinds():
        words = wordings(kind)
        out |= {w for table in (words.fields, words.columns) for f in table.values() for w in f.seen}
    for tpl in templates.values():
        out |= {w for f in tpl.definition.fields for w in (f.label, *f.vocabulary)}
    out |= {t for pool in TITLES.values() for t in pool["seen"]}
    return {s.casefold() for s in out}


def printed_labels(layout: ProceduralLayout, template: Template) -> list[str]:
    """The label strings one procedural layout prints (see the module docstring)."""
    s = layout.structure
    shown = [n for b in s["blocks"] if b["block"] in SHOWN_BY for n in b["fields"]]
    reference = next((f.name for f in template.definition.fields if f.type == "id"), None)
    if reference is not None and s["furniture"]["reference"] != "none":
        shown.append(reference)
    table = next((b for b in s["blocks"] if b["block"] == "table"), None)
    titles = list(table["titles"].values()) if table is not None else []
    return [*(layout.voice.labels[n] for n in shown), *titles, *printed_strings(s)]


def novelty(documents: list[PlannedDocument], templates: dict[str, Template]) -> Novelty:
    seen = seen_labels(templates)
    seen_blocks = seen_block_types()
    layouts: dict[str, tuple[ProceduralLayout, Template]] = {}
    for doc in documents:
        if doc.procedural_seed is not None and doc.layout not in layouts:
            layouts[doc.layout] = (doc.procedural(templates[doc.template]), templates[doc.template])
    labels = sorted({text.casefold() for layout, tpl in layouts.values() for text in printed_labels(layout, tpl)})
    blocks = sorted({t for layout, _ in layouts.values() for t in block_types(layout.structure)})
    splits = Counter(layout.split for layout, _ in layouts.values())
    return Novelty({split: splits[split] for split in sorted(splits)}, tuple(labels),
                   tuple(t for t in labels if t not in seen), tuple(blocks),
                   tuple(t for t in blocks if t not in seen_blocks),
                   {key: layout.split for key, (layout, _) in sorted(layouts.items())})


def card_lines(n: Novelty) -> list[str]:
    """The dataset card's section on a procedural corpus's novelty."""
    splits = ", ".join(f"{count} {split}" for split, count in n.layouts.items())
    return [
        "## Novelty against `seen`", "",
        f"Procedural layouts: {splits} (an issuer's documents share one; `--layouts` chose the split, "
        "or drew it per issuer for `all`). Label strings and block types this corpus prints that no "
        "seen wording, curated family or seen layout prints (generator/corpus/novelty.py):", "",
        "| measure | distinct | never in seen | share |", "| --- | --- | --- | --- |",
        f"| label strings | {len(n.labels)} | {len(n.novel_labels)} | {Novelty.share(n.novel_labels, n.labels)} |",
        f"| block types | {len(n.blocks)} | {len(n.novel_blocks)} | {Novelty.share(n.novel_blocks, n.blocks)} |",
        "",
    ]
