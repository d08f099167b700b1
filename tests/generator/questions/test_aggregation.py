"""generator/questions/aggregation.py on the hand-built household (household.py): sums over the
current documents."""

from __future__ import annotations

from decimal import Decimal
from random import Random

from generator.questions.aggregation import aggregations
from generator.questions.needles import money_needles
from generator.questions.view import CorpusView
from tests.generator.questions.household import draft_keys


def test_aggregation_adds_the_corrected_wages_and_every_form(view: CorpusView) -> None:
    drafts = aggregations(view, Random(1), 10)
    keys = draft_keys(drafts)
    wages = money_needles(Decimal("52500.00") + Decimal("41000.00"))[0]
    interest = money_needles(Decimal("120.50") + Decimal("80.25"))[0]
    assert (("aggregation", wages, ("w2c_acme.pdf", "w2_birch.pdf")) in keys
            and ("aggregation", money_needles(Decimal("10200.00"))[0], ("w2c_acme.pdf", "w2_birch.pdf")) in keys)
    assert ("aggregation", interest, ("1099-int_evergreen.pdf", "1099-int_redwood.pdf")) in keys
    assert ("aggregation", "2 Form 1099", ("1099-int_evergreen.pdf", "1099-int_redwood.pdf")) in keys
    # the utility bills of one issuer, added up
    assert ("aggregation", money_needles(Decimal("126.00"))[0], ("water_11.pdf", "water_12.pdf")) in keys
