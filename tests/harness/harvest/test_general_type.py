"""The general docType typing (harness/harvest/general_type.py and harness.harvest.harvest):
title lines, the ranking against descriptions, decoys, exclusions, confirmation by fields,
the evidence recorded, and that a document some rule's anchors met never reaches it.

The encoder here is a small fake: a text's vector counts a few stems (below), so that the
scores are known exactly and the test is about the typing's choices, not the model's. The
descriptions and pages are invented for the test."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from harness.harvest import FieldMatcher, TypeGuesser, harvest, load_rules
from harness.harvest.general_type import Contender, confirms, needed, own_fields, title_lines

AXES = (("account", "bank", "deposit"), ("card", "credit"), ("bill", "electric", "water"), ("record", "statement"),
        ("letter", "dear"))


def fake_encode(texts: Sequence[str]) -> np.ndarray:
    rows = []
    for text in texts:
        words = text.lower().replace(",", " ").replace(":", " ").split()
        v = np.array([sum(any(w.startswith(s) for s in stems) for w in words) for stems in AXES], dtype=np.float32)
        n = float(np.linalg.norm(v))
        rows.append(v / n if n else v)
    return np.stack(rows)


DESCRIPTIONS = {"bank-statement": "a bank account statement record", "credit-card-statement": "a credit card statement",
                "utility-bill": "an electric or water bill"}
DECOYS = {"decoy: letter": "a letter"}
GUESSER = TypeGuesser(fake_encode, DESCRIPTIONS, DECOYS)
RULES = load_rules()
MATCHER = FieldMatcher(fake_encode)

PAGE = ("SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT\nLakeshore Thrift\nMonthly account record\n"
        "Account ending in 4821\nStatement through 03/31/2025\nEnding balance $2,310.40\nInterest credited $1.20\n"
        "We thank you for choosing us for your savings and hope to see you again next month.")


def test_title_lines_are_the_short_lines_with_words_ignored_lines_left_out() -> None:
    ignore = [a.regex for r in RULES for a in r.ignore]
    assert title_lines(PAGE + "\n12.50\n", ignore) == [
        "Lakeshore Thrift", "Monthly account record", "Account ending in 4821", "Statement through 03/31/2025",
        "Ending balance $2,310.40", "Interest credited $1.20"]


def test_the_ranking_is_each_description_s_best_line() -> None:
    ranked = GUESSER.rank(["Monthly account record", "Water and power"])
    assert ranked == [Contender("bank-statement", 1.0, "Monthly account record"),
                      Contender("utility-bill", 1.0, "Water and power"),
                      Contender("credit-card-statement", 0.316, "Monthly account record"),
                      Contender("decoy: letter", 0.0, "Monthly account record")]
    assert [c.decoy for c in ranked] == [False, False, False, True]


def test_contenders_are_within_the_margin_of_a_best_score_over_the_threshold() -> None:
    assert [c.name for c in GUESSER.contenders(["Monthly account record"])[0]] == ["bank-statement"]
    assert GUESSER.contenders(["Lakeshore Thrift"])[0] == []  # no stem: every score 0, under the threshold
    assert GUESSER.contenders([]) == ([], [])


def test_needed_is_half_the_type_s_fields_three_at_least_and_half_its_own() -> None:
    assert (needed("bank-statement"), needed("W-2"), needed("invoice")) == ((4, 3), (6, 3), (3, 2))
    assert sorted(own_fields("1099-R")) == ["box1_gross_distribution", "box2a_taxable_amount",
                                            "box7_distribution_code"]


def test_the_fields_every_1099_prints_do_not_confirm_a_1099_r() -> None:
    shared = {"payer_name", "payer_tin", "recipient_name", "tax_year", "box4_federal_tax_withheld"}
    assert confirms("1099-R", shared) is False
    assert confirms("1099-R", shared | {"box1_gross_distribution"}) is False
    assert confirms("1099-R", shared | {"box1_gross_distribution", "box7_distribution_code"}) is True
    assert confirms("1099-R", {"box1_gross_distribution", "box7_distribution_code", "tax_year"}) is False


def test_a_document_no_anchors_met_is_typed_by_its_title_and_confirmed_by_its_fields() -> None:
    found = harvest([(1, PAGE)], RULES, MATCHER, GUESSER)
    assert found.classification.doc_type == "bank-statement"
    assert found.classification.matched_anchors == (
        "general: bank-statement 1.000 over credit-card-statement 0.894 by title line 'Monthly account record'; "
        "fields 5/7, its own 4/6",)
    assert sorted((f.field, f.normalized) for f in found.fields) == [
        ("account_last4", "4821"), ("bank_name", "Lakeshore Thrift"), ("ending_balance", "2310.40"),
        ("interest_paid", "1.20"), ("period_end", "2025-03-31")]


def test_without_a_guesser_the_same_document_stays_untyped() -> None:
    found = harvest([(1, PAGE)], RULES, MATCHER)
    assert (found.classification.doc_type, found.classification.matched_anchors, found.fields) == (None, (), ())


def test_too_few_fields_leave_it_untyped() -> None:
    page = "Lakeshore Thrift\nMonthly account record\nEnding balance $2,310.40"
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification == harvest([(1, page)], RULES, MATCHER, GUESSER).classification
    assert (found.classification.doc_type, found.classification.matched_anchors, found.fields) == (
        None, ("general: untyped: no contender's fields confirm it (best bank-statement 1.000)",), ())


def test_a_title_closest_to_a_decoy_leaves_it_untyped() -> None:
    page = ("Lakeshore Thrift\nDear saver, a letter\nAccount ending in 4821\nStatement through 03/31/2025\n"
            "Ending balance $2,310.40\nInterest credited $1.20")
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert (found.classification.doc_type, found.classification.matched_anchors) == (
        None, ("general: untyped: reads as decoy: letter (best decoy: letter 1.000)",))


def test_a_contender_whose_rule_excludes_the_page_is_out() -> None:
    page = PAGE + "\nSAMPLE"  # bank-statement.toml excludes a SAMPLE stamp
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification.matched_anchors == (
        "general: untyped: no contender's fields confirm it (best bank-statement 1.000)",)


def test_no_title_reads_as_a_type() -> None:
    page = "Lakeshore Thrift\nEnding balance $2,310.40"
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification.matched_anchors == (
        "general: untyped: no title reads as a type (best bank-statement 0.000)",)


def test_a_document_whose_anchors_a_rule_met_never_reaches_the_general_typing() -> None:
    # every bank-statement anchor group is met, and a credit card's minimum payment excludes it
    page = PAGE + "\nOpening balance $2,000.00\nMinimum payment $25.00"
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert found.classification.doc_type is None
    assert found.classification.matched_anchors[-1] == "bank-statement: excluded by Minimum payment"


def test_a_decoy_within_the_margin_of_the_best_type_leaves_it_untyped() -> None:
    found = harvest([(1, "Dear saver, a letter\n" + PAGE)], RULES, MATCHER, GUESSER)
    assert (found.classification.doc_type, found.classification.matched_anchors) == (
        None, ("general: untyped: reads as decoy: letter (best bank-statement 1.000)",))


def test_a_lower_contender_confirmed_under_an_unconfirmed_best_one_leaves_it_untyped() -> None:
    page = PAGE.replace("Monthly account record", "Water bill\nBank account record statement deposit")
    ranked = GUESSER.rank(title_lines(page))
    assert [(c.name, c.score) for c in ranked[:2]] == [("utility-bill", 1.0), ("bank-statement", 0.981)]
    found = harvest([(1, page)], RULES, MATCHER, GUESSER)
    assert (found.classification.doc_type, found.classification.matched_anchors) == (
        None, ("general: untyped: the best title's type, utility-bill, is not confirmed (best utility-bill 1.000)",))
