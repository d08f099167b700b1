"""generator/questions/doctype.py on the hand-built household (household.py): counts of a kind and
its issuers."""

from __future__ import annotations

from random import Random

from generator.questions.doctype import doctypes, more_doctypes
from generator.questions.needles import count_needles
from generator.questions.view import CorpusView


def test_doctype_counts_w2s_and_bans_the_count_with_a_lookalike(view: CorpusView) -> None:
    drafts = doctypes(view, Random(1), 5)
    first = drafts[0]
    assert first.question == "How many Forms W-2 (not counting any W-2c) did the household receive for 2025?"
    assert first.must_contain_any == ["2 W-2", "two W-2", "2 Forms W-2", "two Forms W-2", "2 Form W-2",
                                      "two Form W-2"]
    assert first.must_not_contain == count_needles(3, "W-2") + count_needles(3, "Forms W-2")
    payers = [d for d in drafts if d.question.startswith("Which payers")]
    assert [d.must_contain_all for d in payers] == [["Evergreen Bank", "Redwood Credit Union"]]
    counts = {d.question: d.must_contain_any[0] for d in more_doctypes(view, Random(1), [])
              if d.question.startswith("How many")}
    assert counts == {"How many Forms 1099-INT are among the household's documents?": "2 Forms 1099-INT",
                      "How many bank statements are among the household's documents?": "2 bank statements",
                      "How many utility bills are among the household's documents?": "2 utility bills"}
