"""generator/questions/comparison.py on the hand-built household (household.py): which issuer
reported more."""

from __future__ import annotations

from decimal import Decimal
from random import Random

from generator.questions.comparison import comparisons
from generator.questions.needles import money_needles
from generator.questions.view import CorpusView


def test_comparison_names_the_issuer_that_reported_more(view: CorpusView) -> None:
    drafts = comparisons(view, Random(1), 3)
    # each kind's `compare` pairs, kinds in folder order: 1099-INT box 1, then W-2 box 2 and box 1 (the W-2c's)
    assert [(d.must_contain_all, d.must_contain_any[0], d.must_cite_any) for d in drafts] == [
        (["Evergreen Bank"], money_needles(Decimal("120.50"))[0], ["1099-int_evergreen.pdf", "1099-int_redwood.pdf"]),
        (["Acme Widgets LLC"], money_needles(Decimal("6100.00"))[0], ["w2c_acme.pdf", "w2_birch.pdf"]),
        (["Acme Widgets LLC"], money_needles(Decimal("52500.00"))[0], ["w2c_acme.pdf", "w2_birch.pdf"]),
    ]
