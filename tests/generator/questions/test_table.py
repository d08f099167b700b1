"""generator/questions/table.py: a statement's rows, on the hand-built household (household.py)
and on planned households (seed 42, and seed 44's statement that runs onto a second page)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from random import Random

from generator.corpus.writer import Corpus
from generator.documents.layout import TableEl
from generator.questions.needles import date_needles, money_needles
from generator.questions.table import tables
from generator.questions.view import CorpusView
from harness.contract.derive import derivation, parse_printed_date
from harness.contract.manifest import CorpusManifest
from tests.generator.questions.household import of_category, planned_household


def test_table_asks_rows_a_person_can_single_out(view: CorpusView) -> None:
    drafts = tables(view, Random(1), 4)
    # the longest statement's last row first (on a long table, a row of a continuation page)
    assert drafts[0].notes.startswith("row row_05 of bank_12.pdf: LAKESHORE MORTGAGE PMT")
    assert [d.notes.split(":")[0] for d in drafts[1:]] == ["row row_01 of bank_11.pdf", "row row_02 of bank_12.pdf",
                                                           "row row_02 of bank_11.pdf"]
    # a row is asked by what and when (its amount the answer), or by what and how much (its day)
    assert [d.must_contain_any[0] for d in drafts] == [money_needles(Decimal("1200.00"))[0],
                                                       date_needles(date(2025, 11, 3))[0],
                                                       money_needles(Decimal("850.00"))[0],
                                                       date_needles(date(2025, 11, 20))[0]]


def test_a_table_question_asks_one_row_of_one_statement(seed42: tuple[Corpus, CorpusManifest]) -> None:
    _, m = seed42
    q = of_category(m, "table")[1]
    assert q.question == ("My Evergreen National Bank statement for July 2025 lists the money moved in from checking "
                          "on July 15. What was the amount?")
    assert derivation(q) == "value row_01_amount@bank-statement_evergreen-national-bank_2025-07.pdf"
    assert q.must_contain_any[:3] == ["359.09", "$359.09"] or q.must_contain_any[:2] == ["359.09", "$359.09"]
    assert q.must_cite_any == ["bank-statement_evergreen-national-bank_2025-07.pdf"]


def test_the_longest_statement_is_asked_its_last_row_on_a_continuation_page() -> None:
    """Seed 44's checking statement, in its curated family, runs onto a second page (14 rows on the
    first); the first table question asks its last row but one (the last is the interest credit)."""
    corpus, m = planned_household(44, curated=True)
    q = of_category(m, "table")[0]
    rule = derivation(q)
    assert rule == "value row_18_amount@bank-statement_oakmont-bank_2025-12.pdf"
    doc = next(d for d in corpus.documents if d.file == "bank-statement_oakmont-bank_2025-12.pdf")
    spec = doc.layout_spec(corpus.templates[doc.template])
    day = doc.style.day(parse_printed_date(doc.rows["row_18_date"]) or date.min)
    row = [day, doc.rows["row_18_description"]]
    pages = [i for i, page in enumerate(spec.pages) for el in page.elements if isinstance(el, TableEl)
             for cells in el.rows if cells[:2] == row]
    assert (len(spec.pages), pages) == (2, [1])
