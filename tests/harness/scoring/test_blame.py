"""Stage blame: each rule, in order, on a hand-made manifest and hand-written recovered text."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.contract.grade import Grade
from harness.contract.manifest import parse_manifest
from harness.ingest import IngestConfig, ingest
from harness.scoring.blame import Cause, Recovered, blame, cause_counts, question_evidence
from harness.scoring.compare import compare_cards, compare_markdown
from harness.scoring.report_html import report_html
from harness.scoring.scorecard import CardCorpus, QuestionResult, build_scorecard, scorecard_markdown
from harness.store.database import open_store
from tests.support.run_corpus import write_run_corpus

INT_A = {"payer_name": "Harbor Bank", "box1_interest_income": "$1,000.00", "tax_year": "2025"}
INT_B = {"payer_name": "Cedar Bank", "box1_interest_income": "$500.00", "tax_year": "2025"}
MANIFEST = parse_manifest({
    "name": "t", "description": "d",
    "questions": [
        {"id": "lookup", "question": "?", "category": "lookup", "mustCiteAny": ["b.pdf", "b.png"],
         "mustContainAny": ["500.00", "$500.00", "500,00"]},
        {"id": "sum", "question": "?", "category": "aggregation", "mustCiteAny": ["a.pdf", "b.pdf"],
         "mustContainAny": ["1,500.00", "1500.00"]},
        {"id": "count", "question": "?", "category": "aggregation", "mustCiteAny": ["a.pdf", "b.pdf"],
         "mustContainAny": ["2 forms", "two forms"]},
        {"id": "winner", "question": "?", "category": "comparison", "mustCiteAny": ["a.pdf", "b.pdf"],
         "mustContainAll": ["Harbor Bank"], "mustContainAny": ["1,000.00"]},
        {"id": "neg", "question": "?", "category": "negative", "negative": True, "mustNotContain": ["500.00"]},
        {"id": "nocite", "question": "?", "category": "lookup", "mustContainAny": ["7"]},
    ],
    "documents": [
        {"file": "a.pdf", "docType": "1099-INT", "template": "t", "groundTruth": INT_A},
        {"file": "b.pdf", "docType": "1099-INT", "template": "t", "groundTruth": INT_B},
        {"file": "b.png", "docType": "1099-INT", "template": "t", "rendering": "fax", "groundTruth": INT_B},
    ],
})
Q = {q.id: q for q in MANIFEST.questions}
GOOD = {"a.pdf": "Form 1099-INT 2025 Payer Harbor Bank Interest income $1,000.00",
        "b.pdf": "Form 1099-INT 2025 Payer Cedar Bank Interest income $ 500.00",
        "b.png": "F0rm 1O99-INT Cedar Bank 500.00"}
ALL = ["a.pdf", "b.pdf", "b.png"]


def cause(qid: str, answer: str = "12.00 [a.pdf]", retrieved: list[str] | None = None,
          texts: dict[str, str] | None = None, failed: tuple[str, ...] = ()) -> Cause:
    recovered = Recovered.from_texts(GOOD if texts is None else texts, failed)
    q = Q[qid]
    return blame(q, answer, ALL if retrieved is None else retrieved, question_evidence(q, MANIFEST), recovered)


def test_evidence_merges_twins_and_finds_printed_derived_and_whole_document_values() -> None:
    lookup = question_evidence(Q["lookup"], MANIFEST)
    assert lookup.documents == (("b.pdf", "b.png"),)
    assert lookup.values[0].files == ("b.pdf", "b.png")
    assert lookup.values[0].shapes == ("500.00", "$500.00", "500,00")
    summed = question_evidence(Q["sum"], MANIFEST)
    assert summed.documents == (("a.pdf",), ("b.pdf", "b.png"))
    assert [(v.files, v.shapes[0]) for v in summed.values] == [(("a.pdf",), "$1,000.00"),
                                                               (("b.pdf", "b.png"), "$500.00")]
    counted = question_evidence(Q["count"], MANIFEST)
    assert [v.files for v in counted.values] == [("a.pdf",), ("b.pdf", "b.png")]
    assert "Harbor Bank" in counted.values[0].shapes and "2025" in counted.values[0].shapes
    winner = question_evidence(Q["winner"], MANIFEST)
    assert [(v.files, v.shapes) for v in winner.values] == [
        (("a.pdf",), ("Harbor Bank",)), (("a.pdf",), ("1,000.00", "$1,000.00", "1000.00", "1.000,00", "1 000.00",
                                                      "1 000,00"))]
    assert question_evidence(Q["neg"], MANIFEST).documents == ()


def test_correctly_ingested_recognized_and_retrieved_misses_are_the_answer_stage() -> None:
    assert cause("lookup") == Cause.WRONG_ANSWER
    assert cause("lookup", answer="Not found in the documents.") == Cause.FALSE_DECLINE
    assert cause("sum") == Cause.WRONG_ANSWER
    assert cause("count") == Cause.WRONG_ANSWER
    assert cause("neg", answer="500.00") == Cause.HALLUCINATED
    assert cause("neg", answer="Not found, but 500.00", retrieved=[]) == Cause.HALLUCINATED
    # no document needed: nothing to ingest, recognize or retrieve
    assert cause("nocite", retrieved=[]) == Cause.WRONG_ANSWER


def test_not_ingested_comes_first_and_a_twin_that_ingested_is_enough() -> None:
    assert cause("sum", texts={}, failed=("a.pdf",)) == Cause.NOT_INGESTED
    assert cause("sum", texts={"b.pdf": GOOD["b.pdf"]}) == Cause.NOT_INGESTED  # a.pdf is not in the store
    assert cause("lookup", failed=("b.pdf",)) == Cause.WRONG_ANSWER  # the scan b.png holds the value


def test_not_recognized_when_no_copy_shows_a_needed_value_in_any_shape() -> None:
    lost = {**GOOD, "b.pdf": "Cedar Bank 5OO.OO", "b.png": ""}
    assert cause("lookup", texts=lost) == Cause.NOT_RECOGNIZED
    assert cause("sum", texts=lost) == Cause.NOT_RECOGNIZED  # one of the two summands is lost
    assert cause("count", texts={**GOOD, "a.pdf": "", "b.pdf": "", "b.png": ""}) == Cause.NOT_RECOGNIZED
    assert cause("count", texts={**GOOD, "a.pdf": "nothing of it"}) == Cause.NOT_RECOGNIZED
    # a European shape counts, and case and whitespace do not matter
    assert cause("lookup", texts={**lost, "b.png": "total  500,00"}) == Cause.WRONG_ANSWER
    assert cause("winner", texts={**GOOD, "a.pdf": "HARBOR\n BANK 1,000.00"}) == Cause.WRONG_ANSWER
    assert cause("winner", texts={**GOOD, "a.pdf": "Harbor\nTrust Bank 1,000.00"}) == Cause.NOT_RECOGNIZED


def test_not_retrieved_needs_every_document_and_unknown_when_nothing_is_reported() -> None:
    assert cause("lookup", retrieved=["a.pdf"]) == Cause.NOT_RETRIEVED
    assert cause("lookup", retrieved=["b.png"]) == Cause.WRONG_ANSWER  # the twin counts
    assert cause("lookup", retrieved=["/data/corpus/b.pdf"]) == Cause.WRONG_ANSWER  # a path ending in it
    assert cause("lookup", retrieved=["xb.pdf"]) == Cause.NOT_RETRIEVED
    assert cause("sum", retrieved=["a.pdf"]) == Cause.NOT_RETRIEVED  # an aggregation needs both
    assert cause("sum", retrieved=[]) == Cause.UNKNOWN
    # recognition is decided from the store before retrieval is looked at
    assert cause("sum", retrieved=[], texts={**GOOD, "a.pdf": ""}) == Cause.NOT_RECOGNIZED


def test_cause_counts_lists_every_cause_in_rule_order() -> None:
    counts = cause_counts([Cause.UNKNOWN, None, Cause.NOT_RETRIEVED, Cause.UNKNOWN])
    assert list(counts) == ["not-ingested", "not-recognized", "not-retrieved", "wrong-answer", "hallucinated",
                            "false-decline", "unknown"]
    assert counts == {**dict.fromkeys(Cause, 0), Cause.NOT_RETRIEVED: 1, Cause.UNKNOWN: 2}


def test_recovered_reads_status_and_text_from_a_store(tmp_path: Path) -> None:
    corpus = write_run_corpus(tmp_path / "corpus")
    store = tmp_path / "store"
    ingest(corpus, store, IngestConfig(skip=frozenset({"embed"})))
    with open_store(store, corpus) as opened:
        recovered = Recovered.from_store(opened)
    assert recovered.ok == {"w2-bluefin.pdf", "w2-harbor.pdf", "bill-metro.txt"}
    assert recovered.failed == frozenset()
    assert recovered.shows("w2-bluefin.pdf", ["BLUEFIN supply co", "nothing"])
    assert not recovered.shows("w2-harbor.pdf", ["52,340.17"])


def test_a_garbage_text_layer_is_blamed_on_recognition_unless_ocr_reads_it(tmp_path: Path) -> None:
    """a.pdf looks right but its text layer is a cipher: OCRed instead (ocr-garbled), its values
    are recognized and a miss is the answer stage's; kept (OCR skipped: garbled), it is not-recognized."""
    from tests.support.ingest_helpers import write_corpus
    from tests.support.quirk_pdfs import scrambled_pdf

    lines = [(72, 700, "Form 1099-INT 2025"), (72, 670, "Payer Harbor Bank"), (72, 640, "Interest income $1,000.00"),
             (72, 600, "This is important tax information and is being furnished to the Internal Revenue Service.")]
    corpus = write_corpus(tmp_path / "corpus", {"a.pdf": scrambled_pdf(lines=lines)})
    answers = {}
    for name, skip in (("ocr", frozenset({"embed", "harvest"})), ("kept", frozenset({"embed", "harvest", "ocr"}))):
        ingest(corpus, tmp_path / name, IngestConfig(skip=skip))
        with open_store(tmp_path / name, corpus) as opened:
            paths = {p.file: p.source for p in opened.pages()}
            recovered = Recovered.from_store(opened)
        texts = {**GOOD, "a.pdf": recovered.texts["a.pdf"]}
        answers[name] = (paths["a.pdf"], cause("winner", texts=texts))
    assert answers == {"ocr": ("ocr-garbled", Cause.WRONG_ANSWER), "kept": ("garbled", Cause.NOT_RECOGNIZED)}


def _result(qid: str, category: str, grade: Grade, cause: Cause | None) -> QuestionResult:
    return QuestionResult(id=qid, category=category, grade=grade, failed=[], answer="", cause=cause)


CARD_A = build_scorecard(CardCorpus(name="t", sha256="0" * 64), "extractive", [
    _result("q1", "lookup", Grade.WRONG, Cause.NOT_RECOGNIZED),
    _result("q2", "lookup", Grade.PARTIAL, Cause.NOT_RECOGNIZED),
    _result("q3", "aggregation", Grade.WRONG, Cause.NOT_RETRIEVED),
    _result("q4", "aggregation", Grade.CORRECT, None),
], blamed=True)
CARD_B = build_scorecard(CardCorpus(name="t", sha256="0" * 64), "extractive", [
    _result("q1", "lookup", Grade.CORRECT, None),
    _result("q2", "lookup", Grade.WRONG, Cause.FALSE_DECLINE),
    _result("q3", "aggregation", Grade.WRONG, Cause.NOT_RETRIEVED),
    _result("q4", "aggregation", Grade.CORRECT, None),
], blamed=True)


def test_a_blamed_scorecard_tallies_causes_overall_and_by_category() -> None:
    s = CARD_A.summary
    assert s.by_cause == {**dict.fromkeys(Cause, 0), Cause.NOT_RECOGNIZED: 2, Cause.NOT_RETRIEVED: 1}
    assert s.by_category_cause == {
        "aggregation": {**dict.fromkeys(Cause, 0), Cause.NOT_RETRIEVED: 1},
        "lookup": {**dict.fromkeys(Cause, 0), Cause.NOT_RECOGNIZED: 2},
    }
    dumped = CARD_A.model_dump(mode="json", by_alias=True)
    assert dumped["summary"]["byCause"]["not-recognized"] == 2
    assert dumped["questions"][0]["cause"] == "not-recognized" and "cause" not in dumped["questions"][3]
    unblamed = build_scorecard(CardCorpus(name="t", sha256="0" * 64), "answers-file", CARD_A.questions)
    assert "byCause" not in unblamed.model_dump(mode="json", by_alias=True)["summary"]


def test_the_cause_table_is_in_the_markdown_and_the_html() -> None:
    md = scorecard_markdown(CARD_A)
    assert ("Why the 3 not correct failed (stage blame):\n\n"
            "| category | not-ingested | not-recognized | not-retrieved | wrong-answer | hallucinated | "
            "false-decline | unknown |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
            "| aggregation | 0 | 0 | 1 | 0 | 0 | 0 | 0 |\n| lookup | 0 | 2 | 0 | 0 | 0 | 0 | 0 |\n"
            "| **all** | **0** | **2** | **1** | **0** | **0** | **0** | **0** |\n") in md
    assert "| q1 | lookup | wrong |  |  |  |  | not-recognized |\n" in md
    assert "| q4 | aggregation | correct |  |  |  |  |  |\n" in md
    html = report_html(CARD_A)
    assert '<table id="causes"><tr><th>category</th><th>not-ingested</th>' in html
    assert '<tr><th>all</th><td class="num"><strong>0</strong></td><td class="num"><strong>2</strong>' in html
    assert "Why they failed" not in report_html(CARD_A.model_copy(update={
        "summary": CARD_A.summary.model_copy(update={"by_cause": None, "by_category_cause": None})}))


def test_compare_shows_how_causes_moved() -> None:
    result = compare_cards(CARD_A, CARD_B)
    assert result["causes"]["not-recognized"] == {"a": 2, "b": 0}
    assert result["causes"]["false-decline"] == {"a": 0, "b": 1}
    assert result["causeFlips"] == [{"id": "q1", "from": "not-recognized", "to": None},
                                    {"id": "q2", "from": "not-recognized", "to": "false-decline"}]
    md = compare_markdown(result)
    assert md.endswith("## Causes\n\n- not-recognized 2 -> 0 (-2)\n- not-retrieved 1 -> 1 (+0)\n"
                       "- false-decline 0 -> 1 (+1)\n")
    unblamed = CARD_A.model_copy(update={"summary": CARD_A.summary.model_copy(update={"by_cause": None})})
    assert "causes" not in compare_cards(unblamed, CARD_B)


@pytest.mark.parametrize("qid", ["lookup", "sum", "count", "winner"])
def test_every_positive_question_is_the_answer_stage_on_perfect_evidence(qid: str) -> None:
    assert cause(qid) == Cause.WRONG_ANSWER
