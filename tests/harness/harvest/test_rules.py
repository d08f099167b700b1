"""Harvest rules are data (harness/harvest/rules.py): a bad rule is one line naming the file and
what is wrong."""

from __future__ import annotations

import pytest

from harness.harvest.rules import RulesError, parse_rule


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
