"""House styles: each issuer's layout family, formats and labels; the seen/unseen split (a
corpus of unseen layouts: tests/e2e/test_unseen_layouts.py)."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from functools import cache

import pytest

from generator.documents.house_style import assign_families, check_layouts, labels_for
from generator.documents.plan import PlannedDocument, plan_corpus
from generator.documents.style import Style
from generator.documents.templates import discover_templates
from generator.world import build_world
from harness.runtime.errors import RagError

TEMPLATES = discover_templates()


@cache
def plan(seed: int, layouts: str = "all") -> list[PlannedDocument]:
    return plan_corpus(build_world(seed, 2025), "default", TEMPLATES, layouts)


def split_of(doc: PlannedDocument) -> str:
    return next(f.split for f in TEMPLATES[doc.template].families if f.id == doc.family)


def test_distinct_issuers_get_distinct_families_and_keep_them() -> None:
    tpl = TEMPLATES["invoice"]
    issuers = ["A Co", "B Co", "C Co", "D Co"]
    got = assign_families(42, tpl, issuers, "all")
    # three families for four issuers: each family is used, one of them twice
    assert sorted(Counter(f.id for f in got.values()).values()) == [1, 1, 2]
    assert assign_families(42, tpl, list(reversed(issuers)), "all") == got  # order does not matter
    seen = assign_families(42, tpl, issuers, "seen")
    assert {f.split for f in seen.values()} == {"seen"} and len({f.id for f in seen.values()}) == 2
    assert {f.id for f in assign_families(42, tpl, issuers, "unseen").values()} == {"work-order"}


def test_check_layouts_names_the_choices() -> None:
    with pytest.raises(RagError) as exc:
        check_layouts("hidden")
    assert str(exc.value) == "--layouts must be one of all, seen, unseen, got 'hidden'"


@pytest.mark.parametrize("layouts", ["seen", "unseen"])
def test_a_split_puts_every_document_in_a_family_of_that_split(layouts: str) -> None:
    for seed in (42, 7):
        docs = plan(seed, layouts)
        assert {split_of(d) for d in docs} == {layouts}
        # the split changes the layout and nothing else: same files, same values
        assert [(d.file, d.values) for d in docs] == [(d.file, d.values) for d in plan(seed)]


def test_one_issuer_one_house_style_and_two_issuers_two_families_on_seed_42() -> None:
    docs = plan(42)
    houses: dict[tuple[str, str], set[tuple[str, Style, str]]] = defaultdict(set)
    for d in docs:
        issuer = next(iter(d.entities.values()), "")
        houses[(d.template, issuer)].add((d.family, d.style, json.dumps(d.labels, sort_keys=True)))
    assert all(len(h) == 1 for h in houses.values()), houses  # twelve statements of one bank look alike
    by_type: dict[str, set[str]] = defaultdict(set)
    issuers: dict[str, set[str]] = defaultdict(set)
    for (template, issuer), h in houses.items():
        doc_type = TEMPLATES[template].doc_type
        if doc_type:
            by_type[doc_type] |= {family for family, _, _ in h}
            issuers[doc_type].add(issuer)
    several = sorted(t for t in issuers if len(issuers[t]) >= 2)
    assert several  # seed 42's default corpus has docTypes from two issuers or more
    for doc_type in several:
        assert len(by_type[doc_type]) >= 2, doc_type
    assert len({d.layout for d in docs}) >= 20


def test_labels_are_drawn_together_from_each_vocabulary() -> None:
    tpl = TEMPLATES["bank-statement"]
    words = {labels_for(seed, tpl, "Harbor Bank")["beginning_balance"]: labels_for(seed, tpl, "Harbor Bank")
             for seed in range(40)}
    assert set(words) == {"Beginning balance", "Opening balance", "Previous balance", "Balance forward"}
    assert words["Opening balance"]["ending_balance"] == "Closing balance"
    assert words["Beginning balance"]["ending_balance"] == "Ending balance"
