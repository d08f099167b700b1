"""Harvest rules are data (harness/harvest/rules.py): a bad rule is one line naming the file and
what is wrong."""

from __future__ import annotations

import pytest

from harness.harvest.rules import RulesError, anchor, in_sentence, parse_rule


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
