"""Issuers' wordings of each printed field, split seen / unseen like the layout families.

`templates/<kind>/wordings.toml` gives, for every field of the kind's docType (the
vocabulary row of harness/contract/vocabulary.py), and for any other field of its template
a page must tell apart (a W-2c's previously reported amounts), the labels real issuers print it with:
box numbers with and without, abbreviations, capitals, "YTD", parenthetical notes. Each is
`seen` (the harvest may have been developed on it: the labels the families print today are
here) or `unseen` (held out: no harvest rule, threshold or test may name it;
tests/generator/documents/test_wordings.py checks the rules). Procedural layouts print
their labels from here, a layout of the unseen split only unseen wordings
(generator/documents/procedural/voice.py, issue 26); no curated family does, so no curated
corpus's bytes depend on it.

    [fields.box1_wages]
    seen = ["1 Wages, tips, other compensation", "Box 1 Wages, tips and other compensation", ...]
    unseen = ["1 Federal wages", "Taxable wages (federal)", "1 FED TAXABLE WAGES", ...]

    [columns.balance]   # a statement's table: its column titles, by what the column holds
    seen = ["Balance", "Running balance", "Daily balance"]
    unseen = ["Bal.", "Ledger bal", ...]

`wording(kind, field, split, rng)` picks one with the caller's `random.Random`; `split` may be a
fold of `seen` (`seen:fit`, `seen:check`: generator/documents/folds.py), which draws from that
fold's half of the seen list.
"""

from __future__ import annotations

import random
import tomllib
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from generator.documents.folds import FOLD_CHOICES, in_fold, parse_layouts
from generator.documents.templates import SPLIT_CHOICES, load_template, templates_root
from harness.contract.vocabulary import DOC_TYPES
from harness.runtime.errors import RagError
from harness.runtime.suggest import did_you_mean

WORDINGS_FILE = "wordings.toml"


class WordingsError(RagError):
    """A wordings.toml is missing, malformed, or words a field its docType does not have."""


class FieldWordings(BaseModel):
    """One field's printed wordings, by split."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seen: tuple[str, ...]
    unseen: tuple[str, ...]

    @model_validator(mode="after")
    def _apart(self) -> FieldWordings:
        for split in (self.seen, self.unseen):
            for text in split:
                if not text.strip() or text != " ".join(text.split()):
                    raise ValueError(f"{text!r}: a wording is one line of words, single-spaced")
                try:
                    text.encode("cp1252")
                except UnicodeEncodeError:
                    raise ValueError(f"{text!r}: outside WinAnsi, a PDF font cannot print it") from None
        folded = [t.casefold() for t in (*self.seen, *self.unseen)]
        twice = sorted({t for t in folded if folded.count(t) > 1})
        if twice:
            raise ValueError(f"{twice[0]!r} is listed twice (a wording is seen or unseen, once)")
        return self

    def of(self, split: str) -> tuple[str, ...]:
        """The wordings of `split` (seen | unseen | all, or a fold of seen: `seen:fit`)."""
        base, fold = parse_layouts(split)
        if base == "all":
            return (*self.seen, *self.unseen)
        return tuple(in_fold(self.seen, fold)) if base == "seen" else self.unseen


class Wordings(BaseModel):
    """A kind's wordings.toml."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: str = ""  # the template folder (set by the loader)
    doc_type: str = ""  # from template.toml (set by the loader)
    fields: dict[str, FieldWordings]
    columns: dict[str, FieldWordings] = {}  # a statement table's column titles, by what the column holds


def load_wordings(folder: Path, doc_type: str, others: tuple[str, ...] = ()) -> Wordings:
    """The wordings of template folder `folder`, whose docType is `doc_type`: every field of
    the docType's vocabulary row, and may be some of `others` (the template's fields outside
    that row, such as a correction's previously reported amounts), and no other."""
    path = folder / WORDINGS_FILE
    where = f"{folder.name}/{WORDINGS_FILE}"
    if not path.is_file():
        raise WordingsError(f"{where}: missing")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise WordingsError(f"{where}: {exc}") from exc
    try:
        found = Wordings.model_validate({**data, "kind": folder.name, "doc_type": doc_type})
    except ValidationError as exc:
        raise WordingsError(f"{where}: {_problem(exc)}") from None
    known = DOC_TYPES.get(doc_type, {})
    for name in found.fields:
        if name not in known and name not in others:
            hint = did_you_mean(name, [*known, *others])
            raise WordingsError(f"{where}: fields.{name} is no field of {doc_type}{hint}")
    missing = [name for name in known if name not in found.fields]
    if missing:
        raise WordingsError(f"{where}: no wordings for {', '.join(missing)}")
    return found


def _problem(exc: ValidationError) -> str:
    """The first error at its dotted path; an unknown key with the nearest known one."""
    errors = exc.errors()
    err = next((e for e in errors if e["type"] == "extra_forbidden"), errors[0])  # a misspelt key, first
    loc = [str(p) for p in err["loc"]]
    dotted = ".".join(loc)
    if err["type"] == "extra_forbidden":
        inner = len(loc) == 3 and loc[0] in ("fields", "columns")
        known = FieldWordings.model_fields if inner else ("fields", "columns")
        return f"unknown key {dotted}{did_you_mean(loc[-1], known)}"
    return f"{dotted}: {err['msg'].removeprefix('Value error, ')}"


@cache
def wordings(kind: str, root: Path | None = None) -> Wordings:
    """The wordings of template `kind` (a folder of the templates root with a docType)."""
    folder = (root or templates_root()) / kind
    if not (folder / "template.toml").is_file():
        raise WordingsError(f"no template {kind!r}")
    template = load_template(folder)  # a malformed template.toml is its TemplateError
    doc_type = template.doc_type
    if doc_type is None:
        raise WordingsError(f"{kind}: a template without a docType has no wordings")
    row = DOC_TYPES.get(doc_type, {})
    return load_wordings(folder, doc_type, tuple(f.name for f in template.definition.fields if f.name not in row))


def worded_kinds(root: Path | None = None) -> list[str]:
    """The template folders that hold a wordings.toml, in name order."""
    base = root or templates_root()
    return sorted(p.parent.name for p in base.glob(f"*/{WORDINGS_FILE}"))


def wording(kind: str, field: str, split: str, rng: random.Random) -> str:
    """One printed wording of `field` of `kind` from `split` (seen | unseen | all), drawn with `rng`."""
    return _pick(kind, wordings(kind).fields, field, split, rng, "wordings")


def column_title(kind: str, column: str, split: str, rng: random.Random) -> str:
    """One title of a statement table's `column` of `kind` from `split`, drawn with `rng`."""
    return _pick(kind, wordings(kind).columns, column, split, rng, "column titles")


def _pick(kind: str, table: dict[str, FieldWordings], key: str, split: str, rng: random.Random, what: str) -> str:
    if split not in SPLIT_CHOICES and split not in FOLD_CHOICES:
        raise WordingsError(f"split must be one of {', '.join(SPLIT_CHOICES)}, got {split!r}")
    if key not in table:
        hint = did_you_mean(key, table) if table else ""
        raise WordingsError(f"{kind}: no {what} for {key}{hint}")
    return rng.choice(table[key].of(split))
