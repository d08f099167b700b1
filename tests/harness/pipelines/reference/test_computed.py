"""The answers computed for a question, offered to the reference model as lines
(harness.pipelines.reference.computed). The store is hand-built (hand_store: real SQLite, the
real embedding model ranks), so each line's text is exact."""

from __future__ import annotations

import pytest

from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.reference.computed import computed_lines
from harness.pipelines.reference.field_prompt import LEDGER_TITLE
from harness.pipelines.reference.shortlist import COMPUTED, Line, rank_lines
from tests.harness.pipelines.evidence.test_question_reading import DOCS
from tests.harness.pipelines.evidence.test_reconcile import DOCS as RECONCILE_DOCS
from tests.harness.pipelines.evidence.test_transaction_rows import CARD
from tests.harness.pipelines.hand_store import finder_over

LARGER = ("Which amount is larger: the gross pay on the pay stub from Acme Tool Works paid on December 26, 2025, "
          "or the interest income on the 2025 Form 1099-INT from Dune Savings Bank?")


@pytest.fixture(scope="module")
def finder(tmp_path_factory: pytest.TempPathFactory) -> DocFinder:
    card = ("credit-card-statement", CARD, {"issuer_name": ("Redwood Card Services", None),
                                            "closing_date": ("21-DEC-2025", "2025-12-21")})
    return finder_over(tmp_path_factory.mktemp("computed"), {**DOCS, "card.pdf": card})


def test_a_comparison_of_two_types_is_a_line_of_the_larger_side(finder: DocFinder) -> None:
    lines = computed_lines(finder, LARGER, ["stub-acme.pdf", "int-dune.pdf"])
    assert lines == [Line(LEDGER_TITLE, "", "the two amounts compared", "Acme Tool Works: 2,980.77",
                          "the two amounts compared: Acme Tool Works: 2,980.77 [stub-acme.pdf] [int-dune.pdf]",
                          ("Acme", "Tool", "Works", "2,980.77"), "the two amounts compared", shape=COMPUTED)]
    smaller = computed_lines(finder, LARGER.replace("larger", "smaller"), ["stub-acme.pdf", "int-dune.pdf"])
    assert [ln.answer for ln in smaller] == [
        "the two amounts compared: Dune Savings Bank: 88.10 [int-dune.pdf] [stub-acme.pdf]"]


def test_a_list_of_a_statements_charges_is_a_line_with_its_count(finder: DocFinder) -> None:
    q = "Which charges on my Redwood Card Services statement closing December 21, 2025 were more than $100?"
    assert [ln.answer for ln in computed_lines(finder, q, ["card.pdf"])] == [
        "rows listed: TRAILHEAD OUTFITTERS; 1 charge [card.pdf]"]
    late = "In which months was I charged a late fee by Redwood Card Services?"
    assert [ln.answer for ln in computed_lines(finder, late, ["card.pdf"])] == [
        "months with a late fee: December; 1 late payment [card.pdf]"]


def test_a_question_of_no_computed_shape_has_no_line(finder: DocFinder) -> None:
    assert computed_lines(finder, "What was the gross pay on the pay stub from Acme Tool Works?",
                          ["stub-acme.pdf"]) == []
    # a computation that declines (no charge beyond the amount) offers nothing: the decline is always offered
    q = "Which charges on my Redwood Card Services statement closing December 21, 2025 were more than $9,000?"
    assert computed_lines(finder, q, ["card.pdf"]) == []


def test_a_computed_line_ranks_above_the_documents_own_lines(finder: DocFinder) -> None:
    computed = computed_lines(finder, LARGER, ["stub-acme.pdf", "int-dune.pdf"])
    gross = Line("stub-acme.pdf", "stub-acme.pdf", "gross pay", "2,980.77", "gross pay: 2,980.77 [stub-acme.pdf]",
                 ("2,980.77",), "gross pay", "gross_pay", "pay-stub")
    interest = Line("int-dune.pdf", "int-dune.pdf", "box 1 interest income", "88.10",
                    "box 1 interest income: 88.10 [int-dune.pdf]", ("88.10",), "box 1 interest income",
                    "box1_interest_income", "1099-INT")
    assert [ln.label for ln in rank_lines(finder, LARGER, [gross, interest, *computed])] == [
        "the two amounts compared", "gross pay", "box 1 interest income"]


class _Passage:
    def __init__(self, file: str, text: str) -> None:
        self.file, self.text = file, text


class _Retriever:
    """Retrieval in a fixed order (a fake: the order is what this test controls; the real hybrid
    retrieval: tests/harness/pipelines/evidence and tests/e2e)."""

    def __init__(self, finder: DocFinder, files: list[str]) -> None:
        self.passages = [_Passage(f, finder.facts.texts[f]) for f in files]

    def search(self, question: str, k: int) -> list[_Passage]:
        return self.passages[:k]


class _FirstChoice:
    """A generator that records the answers offered and takes the first (what is offered is the
    point here; the real model: tests/e2e/test_field_prompt.py)."""

    def __init__(self) -> None:
        self.offered: list[list[str]] = []

    def choose(self, messages: list[dict[str, str]], answers: list[str], **_: object) -> object:
        self.offered.append(list(answers))
        return type("C", (), {"index": 0})()

    def close(self) -> None:
        pass


def test_the_reference_offers_the_computed_line_first_and_cites_both_sides(finder: DocFinder) -> None:
    from harness.pipelines.reference.rag import RagPipeline
    from harness.pipelines.reference.settings import ReferenceSettings

    model = _FirstChoice()
    pipeline = RagPipeline(model, _Retriever(finder, ["stub-acme.pdf", "int-dune.pdf"]), ReferenceSettings(),
                           facts=finder.facts)
    a = pipeline.answer(LARGER)
    assert model.offered[-1][0] == "the two amounts compared: Acme Tool Works: 2,980.77 [stub-acme.pdf] [int-dune.pdf]"
    assert (a.text, a.citations) == (model.offered[-1][0], ["stub-acme.pdf", "int-dune.pdf"])


def test_a_change_from_one_document_to_another_is_a_line(tmp_path_factory: pytest.TempPathFactory) -> None:
    stubs = finder_over(tmp_path_factory.mktemp("stubs"), RECONCILE_DOCS)
    q = ("By how much did the year-to-date gross pay change from the pay stub from Hardy Inc paid on January 15, 2025 "
         "to the one paid on December 31, 2025?")
    assert [ln.answer for ln in computed_lines(stubs, q, ["stub-dec.pdf", "stub-jan.pdf"])] == [
        "the change between the two: 148,000.00 (from 5,900.00 to 153,900.00) [stub-jan.pdf] [stub-dec.pdf]"]
