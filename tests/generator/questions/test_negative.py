"""generator/questions/negative.py on the hand-built household (household.py): questions to
decline, with the tempting amounts banned."""

from __future__ import annotations

from decimal import Decimal
from random import Random

from generator.questions.needles import money_needles
from generator.questions.negative import negatives
from generator.questions.view import CorpusView


def test_negative_questions_decline_and_ban_the_tempting_amounts(view: CorpusView) -> None:
    drafts = negatives(view, Random(1), 6)
    assert drafts and all(d.negative and not d.must_contain_any for d in drafts)
    other_year = [d for d in drafts if "report on its" in d.question]
    assert [d.question.split(" report on its ")[0] for d in other_year] == ["What amount did Acme Widgets LLC"]
    assert other_year[0].must_not_contain == money_needles(Decimal("52500.00"))[:3]  # the W-2c stands for the W-2
    lookalike = [d for d in drafts if "Ledgerline" in d.question]
    assert lookalike == []  # the cover letter names no employer, payer or company field
