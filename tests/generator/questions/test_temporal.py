"""generator/questions/temporal.py on the hand-built household (household.py): the dates a
document prints."""

from __future__ import annotations

from datetime import date
from random import Random

from generator.questions.needles import date_needles
from generator.questions.temporal import temporals
from generator.questions.view import CorpusView


def test_temporal_asks_the_dates_a_document_prints_but_not_the_one_naming_it(view: CorpusView) -> None:
    drafts = temporals(view, Random(1), 6)
    asked = {(d.must_cite_any[0], d.must_contain_any[0]) for d in drafts}
    assert ("water_12.pdf", date_needles(date(2025, 12, 3))[0]) in asked
    # a bill's billing date tells it apart from its issuer's other bills: it names the bill, it is not asked
    assert all("billing" not in (d.notes or "") for d in drafts)
