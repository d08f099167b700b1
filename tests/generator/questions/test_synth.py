"""The question shapes of issue 16 part 4, on generated households: `table` (a row of a
statement, a continued table's too), `crossdoc` (checks across documents) and `list` (every
item that meets a condition), each answered by the oracle from its derivation."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from generator.corpus.writer import Corpus, Settings, build_corpus, planned_entries
from generator.documents.layout import TableEl
from generator.questions import synthesize_questions
from harness.contract.derive import derivation, evaluate, parse_printed_date
from harness.contract.grade import Grade, grade
from harness.contract.manifest import CorpusManifest
from harness.contract.oracle import ground_truth_answer


def _household(seed: int) -> tuple[Corpus, CorpusManifest]:
    corpus = build_corpus(Settings(seed, 2025, "default"))
    docs, probes = planned_entries(corpus)
    questions = synthesize_questions(docs, probes, seed, 2025)
    return corpus, CorpusManifest(name="x", description="x", questions=questions, documents=docs,
                                  probe_ground_truth=probes)


@pytest.fixture(scope="module")
def seed42() -> tuple[Corpus, CorpusManifest]:
    return _household(42)


def _of(m: CorpusManifest, category: str) -> list:
    return [q for q in m.questions if q.category == category]


def test_every_new_shape_is_asked_and_answered_by_its_derivation(seed42: tuple[Corpus, CorpusManifest]) -> None:
    _, m = seed42
    assert [len(_of(m, c)) for c in ("table", "crossdoc", "list")] == [5, 4, 4]
    for q in _of(m, "table") + _of(m, "crossdoc") + _of(m, "list"):
        rule = derivation(q)
        assert rule is not None, q.id
        assert ground_truth_answer(q, m) == evaluate(rule, m).text
        assert grade(q, ground_truth_answer(q, m)).grade is Grade.CORRECT, q.id


def test_a_table_question_asks_one_row_of_one_statement(seed42: tuple[Corpus, CorpusManifest]) -> None:
    _, m = seed42
    q = _of(m, "table")[1]
    assert q.question == ("My Evergreen National Bank statement for July 2025 lists the money moved in from checking "
                          "on July 15. What was the amount?")
    assert derivation(q) == "value row_01_amount@bank-statement_evergreen-national-bank_2025-07.pdf"
    assert q.must_contain_any[:3] == ["359.09", "$359.09"] or q.must_contain_any[:2] == ["359.09", "$359.09"]
    assert q.must_cite_any == ["bank-statement_evergreen-national-bank_2025-07.pdf"]


def test_the_longest_statement_is_asked_its_last_row_on_a_continuation_page() -> None:
    """Seed 44's checking statement runs onto a second page (14 rows on the first); the first
    table question asks its last row but one (the last is the interest credit)."""
    corpus, m = _household(44)
    q = _of(m, "table")[0]
    rule = derivation(q)
    assert rule == "value row_18_amount@bank-statement_oakmont-bank_2025-12.pdf"
    doc = next(d for d in corpus.documents if d.file == "bank-statement_oakmont-bank_2025-12.pdf")
    spec = doc.layout_spec(corpus.templates[doc.template])
    day = doc.style.day(parse_printed_date(doc.rows["row_18_date"]) or date.min)
    row = [day, doc.rows["row_18_description"]]
    pages = [i for i, page in enumerate(spec.pages) for el in page.elements if isinstance(el, TableEl)
             for cells in el.rows if cells[:2] == row]
    assert (len(spec.pages), pages) == (2, [1])


def test_the_w2c_differs_from_the_last_pay_stub_by_the_fringe_it_added(seed42: tuple[Corpus, CorpusManifest]) -> None:
    corpus, m = seed42
    fringe = corpus.world.jobs[0].omitted_fringe
    (q,) = [q for q in _of(m, "crossdoc") if "W-2c" in q.question]
    assert derivation(q) == ("compare box1_wages@w2c_chang-johnston-and-burke_2025.png with "
                             "ytd_gross@paystub_chang-johnston-and-burke_2025-12-19.pdf - "
                             "ytd_401k@paystub_chang-johnston-and-burke_2025-12-19.pdf - "
                             "ytd_health@paystub_chang-johnston-and-burke_2025-12-19.pdf")
    assert Decimal(q.must_contain_any[0]) == fringe == Decimal("920.38")
    assert "they agree" in q.must_not_contain
    cited = f"[{q.must_cite_any[0]}]"
    assert grade(q, "They do not agree: the W-2c says 110,217.38, the stub 109,297.00, a difference of "
                    f"$920.38. {cited}").grade is Grade.CORRECT
    assert grade(q, f"They agree: $920.38 either way. {cited}").grade is Grade.PARTIAL


def test_checks_that_agree_ask_the_amount_and_ban_saying_they_differ() -> None:
    corpus = build_corpus(Settings(42, 2025, "small"))
    docs, probes = planned_entries(corpus)
    m = CorpusManifest(name="x", description="x", questions=synthesize_questions(docs, probes, 42, 2025, 0.5),
                       documents=docs, probe_ground_truth=probes)
    (q,) = [q for q in _of(m, "crossdoc") if "box10_property_tax" in (derivation(q) or "")]
    assert q.must_contain_any[0] == "5560.59"
    assert q.must_not_contain[:2] == ["do not agree", "does not agree"]
    cited = f"[{q.must_cite_any[0]}]"
    assert grade(q, f"Yes, both show $5,560.59. {cited}").grade is Grade.CORRECT
    assert grade(q, f"They do not match: 5,560.59 against 5,000.00. {cited}").grade is Grade.PARTIAL


def test_late_payments_are_the_months_of_the_late_fees(seed42: tuple[Corpus, CorpusManifest]) -> None:
    corpus, m = seed42
    late = [s.closing_date.month for s in corpus.world.card.statements[10:] if s.late_fee]
    assert late == [11]
    (q,) = [q for q in _of(m, "list") if "LATE FEE" in (derivation(q) or "")]
    assert q.question == ("When did my Redwood Card Services card payment come in late? Name the months and say how "
                          "many late payments.")
    assert (q.must_contain_all, q.must_contain_any[:2]) == (["November"], ["1 late payment", "one late payment"])
    assert len(q.must_cite_any) == 3  # every statement the rule reads over


def test_a_list_key_that_leaves_out_an_item_fails_the_oracle(seed42: tuple[Corpus, CorpusManifest]) -> None:
    _, m = seed42
    q = next(q for q in _of(m, "list") if len(q.must_contain_all) >= 2)
    broken = q.model_copy(update={"must_contain_all": [*q.must_contain_all[:-1], "Octember"]})
    assert grade(broken, ground_truth_answer(broken, m)).grade is Grade.PARTIAL
