"""generator/questions/supersede.py on the hand-built household (household.py): a corrected form's
value and its change."""

from __future__ import annotations

from decimal import Decimal
from random import Random

from generator.questions.needles import money_needles
from generator.questions.supersede import supersedes
from generator.questions.view import CorpusView
from tests.generator.questions.household import draft_keys


def test_supersede_asks_the_corrected_value_and_the_change(view: CorpusView) -> None:
    keys = draft_keys(supersedes(view, Random(1), 10))
    assert sorted(keys) == sorted([
        ("supersede", money_needles(Decimal("52500.00"))[0], ("w2c_acme.pdf",)),
        ("supersede", money_needles(Decimal("500.00"))[0], ("w2c_acme.pdf", "w2_acme.pdf")),
        ("supersede", money_needles(Decimal("6100.00"))[0], ("w2c_acme.pdf",)),
        ("supersede", money_needles(Decimal("100.00"))[0], ("w2c_acme.pdf", "w2_acme.pdf")),
    ])
