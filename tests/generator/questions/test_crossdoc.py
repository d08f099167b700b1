"""generator/questions/crossdoc.py: checks across documents, on the hand-built household
(household.py) and on the planned households of seed 42 (default and small)."""

from __future__ import annotations

from decimal import Decimal
from random import Random

from generator.corpus.writer import Corpus, Settings, build_corpus, planned_entries
from generator.questions import synthesize_questions
from generator.questions.crossdoc import crossdocs
from generator.questions.needles import money_needles
from generator.questions.view import CorpusView
from harness.contract.derive import derivation
from harness.contract.grade import Grade, grade
from harness.contract.manifest import CorpusManifest
from tests.generator.questions.household import draft_keys, of_category


def test_crossdoc_checks_the_autopay_against_the_bill(view: CorpusView) -> None:
    keys = draft_keys(crossdocs(view, Random(1), 4))
    assert ("crossdoc", money_needles(Decimal("64.80"))[0], ("water_12.pdf", "bank_12.pdf")) in keys
    assert ("crossdoc", money_needles(Decimal("61.20"))[0], ("water_11.pdf", "bank_11.pdf")) in keys


def test_the_w2c_differs_from_the_last_pay_stub_by_the_fringe_it_added(seed42: tuple[Corpus, CorpusManifest]) -> None:
    corpus, m = seed42
    fringe = corpus.world.jobs[0].omitted_fringe
    (q,) = [q for q in of_category(m, "crossdoc") if "W-2c" in q.question]
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
    (q,) = [q for q in of_category(m, "crossdoc") if "box10_property_tax" in (derivation(q) or "")]
    assert q.must_contain_any[0] == "5560.59"
    assert q.must_not_contain[:2] == ["do not agree", "does not agree"]
    cited = f"[{q.must_cite_any[0]}]"
    assert grade(q, f"Yes, both show $5,560.59. {cited}").grade is Grade.CORRECT
    assert grade(q, f"They do not match: 5,560.59 against 5,000.00. {cited}").grade is Grade.PARTIAL
