"""An issuer's house style: which layout family its documents use, how it prints money and
dates, and which words it labels each field with.

Everything of one issuer (one employer's W-2s, one bank's twelve statements) shares one
house style, so its documents look alike, and two issuers of one template look different:
- the layout family: the issuers of a template are ranked by a number derived from
  (seed, "layout", template, issuer) and take the families allowed by `--layouts` in turn,
  from a start derived from (seed, "layout", template); distinct issuers get distinct
  families while there are families left;
- the style (money, negative and date formats, from the template's `[style]` options):
  drawn from (seed, "style", template, issuer);
- the labels: each field's label from its vocabulary (`label`, then `vocabulary`, in
  template.toml): entry k of every field, k derived from (seed, "style", template, issuer,
  "labels"), modulo the field's vocabulary size. Vocabularies are written so that entry k
  of one field reads with entry k of the next ("Opening balance" with "Closing balance").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from generator.documents.folds import HIDDEN_CHOICES, parse_layouts
from generator.documents.style import Style
from generator.documents.templates import SPLITS, FamilyDef, Template
from generator.rng import derive_int, rng_for
from harness.runtime.errors import RagError

LAYOUT_CHOICES = ("all", *SPLITS)
LAYOUT_SOURCES = ("curated", "procedural")  # the hand-written families, or a layout synthesized per issuer


@dataclass(frozen=True)
class HouseStyle:
    """One issuer's choices for one template."""

    family: FamilyDef
    style: Style
    labels: dict[str, str]


def check_layouts(layouts: str) -> None:
    """`layouts` is one of LAYOUT_CHOICES, or a hidden fold of `seen` (generator/documents/folds.py)."""
    if layouts not in LAYOUT_CHOICES and layouts not in HIDDEN_CHOICES:
        raise RagError(f"--layouts must be one of {', '.join(LAYOUT_CHOICES)}, got {layouts!r}")


def allowed_families(template: Template, layouts: str) -> list[FamilyDef]:
    """The template's families that `--layouts` allows, in template.toml order (a fold of
    `seen` allows every seen family: the folds split procedural layouts only)."""
    check_layouts(layouts)
    split, _ = parse_layouts(layouts)
    return [f for f in template.definition.families if split == "all" or f.split == split]


def assign_families(seed: int, template: Template, issuers: Iterable[str], layouts: str) -> dict[str, FamilyDef]:
    """Each issuer's layout family (see the module docstring)."""
    allowed = allowed_families(template, layouts)
    ranked = sorted(set(issuers), key=lambda issuer: (derive_int(seed, "layout", template.name, issuer), issuer))
    start = derive_int(seed, "layout", template.name) % len(allowed)
    return {issuer: allowed[(start + k) % len(allowed)] for k, issuer in enumerate(ranked)}


def style_for(seed: int, template: Template, issuer: str) -> Style:
    options = template.definition.style
    rng = rng_for(seed, "style", template.name, issuer)
    return Style(money_format=rng.choice(options.money), negative=rng.choice(options.negative),
                 date_format=rng.choice(options.date))


def labels_for(seed: int, template: Template, issuer: str) -> dict[str, str]:
    """Each field's label, drawn from its vocabulary (entry k of every field)."""
    k = derive_int(seed, "style", template.name, issuer, "labels")
    return {f.name: [f.label, *f.vocabulary][k % (1 + len(f.vocabulary))] for f in template.definition.fields}


def house_styles(seed: int, template: Template, issuers: Iterable[str], layouts: str) -> dict[str, HouseStyle]:
    """The house style of every issuer of `template` in a corpus."""
    families = assign_families(seed, template, issuers, layouts)
    return {issuer: HouseStyle(family, style_for(seed, template, issuer), labels_for(seed, template, issuer))
            for issuer, family in families.items()}
