"""The folds inside `seen` (generator/documents/folds.py): every seen pool split by one rule into
`fit` and `check`, behind the hidden `--layouts seen:fit|seen:check` (a fold corpus's printed
labels: tests/e2e/test_fold_corpus.py). Only `seen` halves are read here: issue 26's discipline."""

from __future__ import annotations

import random

import pytest

from generator.documents.folds import FOLDS, crossed_splits, crossing, font_split, in_fold, parse_layouts
from generator.documents.house_style import allowed_families, check_layouts
from generator.documents.procedural import grammar
from generator.documents.procedural.voice import draw_split
from generator.documents.templates import discover_templates
from generator.documents.value_formats import styles
from generator.documents.wordings import worded_kinds, wording, wordings
from harness.runtime.errors import RagError


def test_distinct_members_alternate_fit_then_check_and_a_weight_stays_with_its_member() -> None:
    pool = ["a", "a", "b", "c", "a", "d", "e"]
    assert in_fold(pool, "fit") == ["a", "a", "c", "a", "e"]
    assert in_fold(pool, "check") == ["b", "d"]
    assert in_fold(pool, None) == pool


@pytest.mark.parametrize("pool", [[], ["only"], ["only", "only"]])
def test_a_pool_of_fewer_than_two_distinct_members_is_in_both_folds(pool: list[str]) -> None:
    assert in_fold(pool, "fit") == in_fold(pool, "check") == pool


def test_the_grammar_pools_split_as_the_rule_says() -> None:
    assert in_fold(grammar.PANEL_STYLES["seen"], "fit") == ["left", "left", "boxed"]
    assert in_fold(grammar.PANEL_STYLES["seen"], "check") == ["above"]
    assert in_fold(grammar.FAMILIES["seen"], "fit") == ["sans", "sans"]
    assert in_fold(grammar.FAMILIES["seen"], "check") == ["serif"]
    # single-member seen pools stay whole in both folds
    for pool in (grammar.TABLE_VARIANTS, grammar.PROSE_VARIANTS, grammar.OTHER_CAPTIONS):
        assert in_fold(pool["seen"], "fit") == in_fold(pool["seen"], "check") == pool["seen"]


def test_the_value_formats_split_as_the_rule_says() -> None:
    assert styles("date", "seen:fit") == ["us", "long", "dmy"]
    assert styles("date", "seen:check") == ["iso", "short"]
    assert styles("money", "seen:fit") == ["plain", "dollar", "comma-parens", "comma-cr"]
    assert styles("money", "seen:check") == ["comma", "dollar-plain", "dollar-parens", "dollar-cr"]
    assert styles("name", "seen:fit") == styles("name", "seen:check") == styles("name", "seen") == ["as-given"]
    with pytest.raises(RagError) as exc:
        styles("date", "seen:all")
    assert str(exc.value) == "split must be one of seen, unseen, all, got 'seen:all'"


def test_every_seen_wording_pool_is_partitioned_by_the_folds() -> None:
    for kind in worded_kinds():
        w = wordings(kind)
        for name, field in {**w.fields, **w.columns}.items():
            fit, check = field.of("seen:fit"), field.of("seen:check")
            assert set(fit) | set(check) == set(field.seen), (kind, name)
            assert not set(fit) & set(check), (kind, name)  # every seen pool here has 3+ wordings
            assert (list(fit), list(check)) == (list(field.seen[0::2]), list(field.seen[1::2])), (kind, name)


def test_a_drawn_wording_comes_from_its_fold() -> None:
    seen = wordings("w2").fields["box1_wages"].seen
    rng = random.Random(7)
    drawn = {wording("w2", "box1_wages", "seen:check", rng) for _ in range(50)}
    assert drawn == set(seen[1::2])


def test_the_folds_are_hidden_choices_of_seen() -> None:
    for fold in FOLDS:
        check_layouts(f"seen:{fold}")  # accepted
        assert parse_layouts(f"seen:{fold}") == ("seen", fold)
        assert draw_split(random.Random(0), f"seen:{fold}") == "seen"
    assert parse_layouts("seen") == ("seen", None)
    with pytest.raises(RagError) as exc:
        check_layouts("unseen:fit")
    assert str(exc.value) == "--layouts must be one of all, seen, unseen, got 'unseen:fit'"
    invoice = discover_templates()["invoice"]  # curated families: the whole seen split in either fold
    assert allowed_families(invoice, "seen:check") == allowed_families(invoice, "seen")



def test_the_crossings_are_hidden_choices_of_unseen() -> None:
    for half, splits in (("voice", ("unseen", "seen")), ("structure", ("seen", "unseen"))):
        check_layouts(f"unseen:{half}")  # accepted
        assert parse_layouts(f"unseen:{half}") == ("unseen", None)
        assert crossing(f"unseen:{half}") == half
        assert draw_split(random.Random(0), f"unseen:{half}") == "unseen"
        assert crossed_splits("unseen", f"unseen:{half}") == splits
    check_layouts("unseen:fonts")
    assert crossing("unseen:fonts") == "fonts"
    assert crossed_splits("unseen", "unseen:fonts") == ("seen", "seen")
    fonts = [font_split("unseen", f"unseen:{c}") for c in ("voice", "structure", "fonts")]
    assert fonts == ["seen", "unseen", "unseen"]
    assert (font_split("unseen", "unseen"), font_split("seen", "seen:fit")) == ("unseen", "seen")
    assert crossing("unseen") is None
    assert crossed_splits("seen", "seen:fit") == ("seen", "seen")
    with pytest.raises(RagError) as exc:
        check_layouts("seen:voice")
    assert str(exc.value) == "--layouts must be one of all, seen, unseen, got 'seen:voice'"
