"""Two folds inside `seen`, `fit` and `check`: a held-out part the harvest's benches can tune without.

Issue 26: tuning the harvest's general parts on `seen` learns what the seen wordings, value
formats and block types share with each other, so `seen` stops predicting `unseen`. The folds
split every seen pool once more so that a bench can tune on one part (`fit`) and check on
the other (`check`), never touching `unseen`:

- **the rule**: a pool's distinct members, in list order, go alternately to `fit` (1st, 3rd,
  5th, ...) and `check` (2nd, 4th, ...); a member listed more than once (a pool's weight)
  keeps every copy in its fold. A pool with fewer than two distinct members is in both folds.
  The rule looks at list order only, never at what the harvest does with a member.
- **the pools**: each field's and column's seen wordings (templates/<kind>/wordings.toml,
  `generator.documents.wordings`), a template's own label vocabulary where it has no
  wordings.toml, the seen value formats (`generator.documents.value_formats`) and the
  procedural grammar's seen pools (fonts, block variants, captions, headings, sentences:
  `generator.documents.procedural`).
- **the choice**: `--layouts seen:fit` or `seen:check` (`FOLD_CHOICES`), hidden: not in
  `--help`, not in the README, for benches only (benchmarks/bench_harvest_ablation.py). A
  fold corpus is a `seen` corpus whose procedural layouts draw from the fold's half of every
  pool; curated families keep the whole `seen` split. corpus.json records the choice
  (`generator.layouts`), so `rag-gen verify` regenerates it. `seen`, `unseen` and `all`
  draw exactly what they drew before.

Two crossings of the split, hidden the same way (`CROSS_CHOICES`, for a bench that asks which
half of `unseen` a pipeline misses): `unseen:voice` draws a procedural layout's voice (its
labels' wordings, column titles, value formats, a corrected form's mark) from `unseen` and its
structure (fonts, block variants, captions, headings, sentences) from `seen`; `unseen:structure`
the other way round. A third, `unseen:fonts`, draws only the structure's fonts (the page's family
and the labels' face) from `unseen`, everything else from `seen`: it asks how much of the
structure half the faces alone cost. Each is an `unseen` corpus otherwise (its curated families,
its layouts' recorded split); a crossed layout records its crossing (`crossed` in its structure).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, TypeVar

from generator.documents.templates import Split

T = TypeVar("T")
Fold = Literal["fit", "check"]
FOLDS: tuple[Fold, ...] = ("fit", "check")
FOLD_CHOICES = tuple(f"seen:{fold}" for fold in FOLDS)  # hidden `--layouts` values (benches only)
Crossing = Literal["voice", "structure", "fonts"]
CROSSINGS: tuple[Crossing, ...] = ("voice", "structure", "fonts")
CROSS_CHOICES = tuple(f"unseen:{half}" for half in CROSSINGS)  # hidden too (benches only)
HIDDEN_CHOICES = FOLD_CHOICES + CROSS_CHOICES


def parse_layouts(layouts: str) -> tuple[str, Fold | None]:
    """(`seen` | `unseen` | `all`, the fold or None) of a `--layouts` value; no check."""
    split, _, fold = layouts.partition(":")
    return split, next((f for f in FOLDS if f == fold), None)


def crossing(layouts: str) -> Crossing | None:
    """The part of a layout `unseen:voice`, `unseen:structure` or `unseen:fonts` draws from
    `unseen`, else None."""
    return next((c for c in CROSSINGS if layouts == f"unseen:{c}"), None)


def crossed_splits(split: Split, layouts: str) -> tuple[Split, Split]:
    """(the voice's split, the structure's split) of a layout of `split` under `layouts`: both
    `split` but under a crossing, where the half it does not name is `seen` (both halves under
    `unseen:fonts`, whose faces `font_split` names)."""
    half = crossing(layouts)
    if half is None:
        return split, split
    return {"voice": (split, "seen"), "structure": ("seen", split)}.get(half, ("seen", "seen"))


def font_split(split: Split, layouts: str) -> Split:
    """The split a layout of `split` draws its fonts from under `layouts`: its structure's split,
    but `split` itself under `unseen:fonts`."""
    return split if crossing(layouts) == "fonts" else crossed_splits(split, layouts)[1]


def in_fold(members: Sequence[T], fold: Fold | None) -> list[T]:
    """The members of pool `members` that are in `fold` (all of them for None), in list order."""
    if fold is None:
        return list(members)
    distinct = list(dict.fromkeys(members))
    if len(distinct) < 2:
        return list(members)
    mine = set(distinct[FOLDS.index(fold)::2])
    return [m for m in members if m in mine]
