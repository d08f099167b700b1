"""generator/questions/lookup.py on the hand-built household (household.py): one printed amount of
an unambiguous document."""

from __future__ import annotations

from random import Random

from generator.questions.lookup import lookups
from generator.questions.view import CorpusView


def test_lookup_asks_vocabulary_amounts_of_unambiguous_documents(view: CorpusView) -> None:
    drafts = lookups(view, Random(1), 8)
    assert len(drafts) == 8
    cited = {d.must_cite_any[0] for d in drafts}
    assert "w2_acme.pdf" not in cited  # corrected: not a current document
    assert cited <= {"w2c_acme.pdf", "w2_birch.pdf", "1099-int_evergreen.pdf", "1099-int_redwood.pdf",
                     "bank_11.pdf", "bank_12.pdf", "water_11.pdf", "water_12.pdf"}
