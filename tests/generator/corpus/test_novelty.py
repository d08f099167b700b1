"""Novelty of a corpus's procedural layouts against `seen`: label strings and block types."""

from __future__ import annotations

from generator.corpus.card import dataset_card
from generator.corpus.novelty import Novelty, card_lines, novelty, seen_labels
from generator.documents.plan import with_procedural_layouts
from generator.documents.procedural.grammar import (
    CAPTIONS,
    IN_OUT_HEADINGS,
    OTHER_CAPTIONS,
    PANEL_HEADINGS,
    SUMMARY_HEADINGS,
    TABLE_HEADINGS,
    TOTAL_LABELS,
)
from generator.documents.procedural.voice import TITLES
from generator.documents.wordings import worded_kinds, wordings
from harness.contract.manifest import CorpusManifest, DocumentEntry
from tests.generator.documents.procedural.conftest import plan, templates


def test_a_seen_procedural_corpus_prints_nothing_novel() -> None:
    n = novelty(with_procedural_layouts(plan("small"), templates(), 42, "seen"), templates())
    assert (n.layouts, len(n.labels), n.novel_labels, len(n.blocks), n.novel_blocks) == ({"seen": 16}, 132, (), 14, ())


def test_an_unseen_procedural_corpus_prints_labels_and_blocks_no_seen_source_prints() -> None:
    n = novelty(with_procedural_layouts(plan("small"), templates(), 42, "unseen"), templates())
    assert (n.layouts, len(n.labels), len(n.novel_labels), len(n.blocks), len(n.novel_blocks)) == (
        {"unseen": 16}, 137, 92, 14, 11)
    assert "beg. bal." in n.novel_labels  # an unseen wording of bank-statement's beginning_balance
    assert sorted(set(n.blocks) - set(n.novel_blocks)) == ["notice", "party", "summary"]  # not split


def test_seen_holds_the_seen_wordings_and_the_families_labels_but_no_unseen_wording() -> None:
    seen = seen_labels(templates())
    balance = wordings("bank-statement").fields["beginning_balance"]
    assert {w.casefold() for w in balance.seen} <= seen
    assert {w.casefold() for w in balance.unseen} & seen == set()
    assert templates()["w2"].definition.fields[0].label.casefold() in seen


def test_a_curated_corpus_has_no_procedural_layout_to_measure() -> None:
    assert novelty(plan("small"), templates()) == Novelty({}, (), (), (), (), {})


def test_the_card_shows_the_novelty_of_a_procedural_corpus_only() -> None:
    m = CorpusManifest(name="seed-42", description="d", questions=[], documents=[
        DocumentEntry(file="a.pdf", layout="procedural:0123456789ab"), DocumentEntry(file="b.pdf", layout="w2/grid")])
    n = Novelty({"seen": 2, "unseen": 3}, ("a", "b", "c", "d"), ("c",), ("panel:left",), (),
                {"procedural:0123456789ab": "unseen"})
    assert "Novelty" not in dataset_card(m) and "| w2/grid | 1 |" in dataset_card(m)
    card = dataset_card(m, n)
    assert "| procedural:0123456789ab | unseen | 1 |" in card and "| w2/grid | - | 1 |" in card
    assert "\n".join(card_lines(n)) in card
    assert "| label strings | 4 | 1 | 25.0% |" in card and "| block types | 1 | 0 | 0.0% |" in card
    assert "Procedural layouts: 2 seen, 3 unseen" in card


def test_no_unseen_caption_heading_or_column_title_of_the_grammar_is_a_seen_label() -> None:
    pools = [*CAPTIONS.values(), OTHER_CAPTIONS, PANEL_HEADINGS, SUMMARY_HEADINGS, TABLE_HEADINGS, TOTAL_LABELS,
             *TITLES.values()]
    unseen = {s.casefold() for pool in pools for s in pool["unseen"] if s}
    unseen |= {s.casefold() for pair in IN_OUT_HEADINGS["unseen"] for s in pair}
    assert len(unseen) == 41
    assert unseen & seen_labels(templates()) == set()


def test_no_seen_caption_heading_or_column_title_of_the_grammar_is_an_unseen_wording() -> None:
    """Before: seen layouts captioned a 1099's recipient "Payee", a held-out wording of the
    1099s' and the pay stub's recipient fields: the harvest could have learned it on `seen`."""
    pools = [*CAPTIONS.values(), OTHER_CAPTIONS, PANEL_HEADINGS, SUMMARY_HEADINGS, TABLE_HEADINGS, TOTAL_LABELS,
             *TITLES.values()]
    seen = {s.casefold() for pool in pools for s in pool["seen"] if s}
    seen |= {s.casefold() for pair in IN_OUT_HEADINGS["seen"] for s in pair}
    held_out = set()
    for kind in worded_kinds():
        w = wordings(kind)
        held_out |= {t.casefold() for table in (w.fields, w.columns) for f in table.values() for t in f.unseen}
    assert sorted(seen & held_out) == []
