"""Harvest rules are data (harness/harvest/rules.py): a bad rule is one line naming the file and
what is wrong."""

from __future__ import annotations

import pytest

from harness.harvest.classify import classify
from harness.harvest.extract import PageText, extract_fields
from harness.harvest.rules import NEVER, RulesError, anchor, blinded, in_sentence, load_rules, parse_rule


@pytest.mark.parametrize(("rule", "message"), [
    ({"doc_type": "W-9", "classify": {"required": ["x"]}},
     "r.toml: unknown docType 'W-9' (see harness/contract/vocabulary.py)"),
    ({"doc_type": "W-2", "classify": {"required": []}}, "r.toml: [classify] needs required anchors"),
    ({"doc_type": "W-2", "classify": {"required": ["x"]}, "fields": {"box99": {"labels": ["y"]}}},
     "r.toml: field 'box99' is not a W-2 field of the vocabulary"),
    ({"doc_type": "W-2", "classify": {"required": ["x"]}, "fields": {"box1_wages": {"labels": ["y"], "nht": 2}}},
     "r.toml: fields.box1_wages: unknown key nht"),
    ({"doc_type": "W-2", "classify": {"required": ["re:("]}},
     "r.toml: classify.required: bad regular expression: missing ), unterminated subpattern at position 0"),
])
def test_rule_errors(rule: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError) as exc:
        parse_rule(rule, "r.toml")
    assert str(exc.value) == message


@pytest.mark.parametrize(("text", "hit"), [
    ("PAID IN FULL - KEEP FOR YOUR FILES", True),  # a banner
    ("Northgate Mutual\nKEEP FOR YOUR FILES\n", True),  # a line of its own
    ("Please keep for your files any receipt we send.", False),  # inside a sentence
    ("We ask that you\nkeep for your files this page.", False),  # a sentence wrapped onto the line
    ("Nothing is due this month.\nKEEP FOR YOUR FILES", True),  # after a finished sentence
    ("Totals 12.00\n\nkeep for your files", True),  # after a blank line
])
def test_a_stamp_anchor_counts_only_outside_a_sentence(text: str, hit: bool) -> None:
    stamp, plain = anchor("stamp:KEEP FOR YOUR FILES"), anchor("KEEP FOR YOUR FILES")
    assert (stamp.stamp, stamp.text, bool(stamp.search(text)), bool(plain.search(text))) == (
        True, "stamp:KEEP FOR YOUR FILES", hit, True)


def test_a_stamp_may_be_a_regular_expression_and_the_first_stamp_hit_is_returned() -> None:
    text = "a copy of the Notice Of Change was sent.\nNOTICE OF CHANGE"
    found = anchor("stamp:re:notice\\s+of\\s+change").search(text)
    assert found is not None and found.start() == text.index("NOTICE")
    assert in_sentence(text, 14, 30) is True


def test_blinded_rules_meet_no_anchor_and_no_label_but_keep_their_guards() -> None:
    rules = [r for r in load_rules() if r.doc_type == "W-2"]
    page = "Form W-2 Wage and Tax Statement 2025\nEmployer identification number 12-3456789\n" \
        "Wages, tips, other compensation 52,340.17\nFederal income tax withheld 6,210.00"
    assert classify(page, rules).doc_type == "W-2"
    assert classify(page, blinded(rules)).doc_type is None
    assert classify(page, blinded(rules, anchors=False)).doc_type == "W-2"
    assert {f.field for f in extract_fields([PageText(1, page)], rules[0])} >= {"box1_wages"}
    assert extract_fields([PageText(1, page)], blinded(rules)[0]) == []
    assert blinded(rules, labels=False)[0].fields == rules[0].fields
    (rule,) = blinded(rules)
    assert (rule.required, rule.excluded, rule.ignore) == (((NEVER,),), rules[0].excluded, rules[0].ignore)
