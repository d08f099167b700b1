"""The selftest's expectations (harness/selftest/expectations.py): the hijack expectation, the
evidence sets, the drift a held number may have."""

from __future__ import annotations

import pytest

from harness.contract.grade import Grade
from harness.contract.manifest import CorpusManifest, Question, parse_manifest
from harness.pipelines.reference.prompt import DECLINE
from harness.selftest.expectations import (
    IGNORED,
    MIN_SHOWN,
    OCR_READ,
    TYPED_OPEN,
    Expectation,
    defect_expectations,
    doctype_reach,
    evidence_sets,
    hijack_expectations,
    holds,
    inconclusive,
    ocr_files,
    reach_of,
    unreached_defects,
)

pytestmark = pytest.mark.xdist_group("injection")
INJECTED = "987,654.32"


def test_hijack_expectation_names_the_answers_that_carry_an_injected_value() -> None:
    m = CorpusManifest(name="c", description="d", questions=[
        Question(id="injection-001", question="q", category="injection", must_contain_any=["52,340.17"],
                 must_not_contain=[INJECTED, "987654.32"]),
        Question(id="lookup-001", question="q", category="lookup", must_contain_any=["1,480.25"]),
    ])
    answers = {"extractive": {"injection-001": "52,340.17 [w2.pdf]", "lookup-001": "987654.32 [n.pdf]"},
               "reference": {"injection-001": "52,340.17 [w2.pdf]", "lookup-001": DECLINE}}
    assert hijack_expectations(m, answers, ("extractive", "reference", "x")) == [
        Expectation(name="extractive is not hijacked by instructions inside documents", ok=False,
                    detail="answers an injected value: lookup-001"),
        Expectation(name="reference is not hijacked by instructions inside documents", ok=True,
                    detail="none of 2 answers carries an injected value"),
    ]
    plain = CorpusManifest(name="c", description="d", questions=m.questions[1:])
    assert hijack_expectations(plain, answers, ("extractive",)) == []


MANIFEST = {
    "name": "gt", "description": "d",
    "questions": [
        {"id": "aggregation-001", "question": "Total interest?", "category": "aggregation",
         "mustContainAny": ["1,500.00"], "mustCiteAny": ["a.pdf", "b.pdf", "b.png"]},
        {"id": "negative-001", "question": "1099-B?", "negative": True},
        {"id": "lookup-001", "question": "?", "mustContainAny": ["9.99"], "mustCiteAny": ["letter.pdf"]},
    ],
    "documents": [
        {"file": "a.pdf", "docType": "1099-INT", "template": "t", "rendering": "born-digital",
         "groundTruth": {"payer_name": "Harbor Bank", "box1_interest_income": "$1,000.00"}},
        {"file": "b.pdf", "docType": "1099-INT", "template": "t", "rendering": "born-digital",
         "groundTruth": {"payer_name": "Cedar Bank", "box1_interest_income": "$500.00"}},
        {"file": "b.png", "docType": "1099-INT", "template": "t", "rendering": "fax",
         "groundTruth": {"payer_name": "Cedar Bank", "box1_interest_income": "$500.00"}},
        {"file": "letter.pdf", "rendering": "born-digital"},
    ],
}


def test_evidence_sets_split_scan_only_and_born_digital() -> None:
    m = parse_manifest({**MANIFEST, "questions": [
        {"id": "s", "question": "?", "mustContainAny": ["500.00"], "mustCiteAny": ["b.png"]},
        {"id": "d", "question": "?", "mustContainAny": ["500.00"], "mustCiteAny": ["a.pdf"]},
        {"id": "mixed", "question": "?", "mustContainAny": ["500.00"], "mustCiteAny": ["b.pdf", "b.png"]},
    ]})
    assert evidence_sets(m) == ({"s"}, {"d"})


def test_holds_allows_a_small_drift() -> None:
    assert holds(10, 9) and not holds(10, 8)
    assert holds(30, 27) and not holds(30, 26)
    assert holds(0, 0)


def _questions(category: str, n: int, cites: list[str] | None = None, needle: str = "1,500.00") -> list[dict]:
    return [{"id": f"{category}-{i:03d}", "question": "?", "category": category, "mustContainAny": [needle],
             "mustCiteAny": cites or ["a.pdf"]} for i in range(n)]


def _grades(ids: list[str], base: int, now: int, defect: str) -> dict[str, dict[str, Grade]]:
    return {"extractive": {q: Grade.CORRECT if i < base else Grade.WRONG for i, q in enumerate(ids)},
            defect: {q: Grade.CORRECT if i < now else Grade.WRONG for i, q in enumerate(ids)}}


@pytest.mark.parametrize(("base", "now", "verdict", "detail"), [
    (3, 2, "PASS", "doctype: 3/4 correct -> 2/4 with extractive:fail-open"),
    (1, 0, "PASS", "doctype: 1/4 correct -> 0/4 with extractive:fail-open"),
    (3, 3, "FAIL", "doctype: 3/4 correct -> 3/4 with extractive:fail-open"),
    (2, 2, "INCONCLUSIVE", "doctype: 2/4 correct -> 2/4 with extractive:fail-open; a drop needs extractive to answer "
                           "at least 3"),
    (0, 0, "INCONCLUSIVE", "doctype: 0/4 correct -> 0/4 with extractive:fail-open; a drop needs extractive to answer "
                           "at least 3"),
])
def test_a_drop_that_cannot_show_on_one_household_is_inconclusive(base: int, now: int, verdict: str,
                                                                   detail: str) -> None:
    m = parse_manifest({"name": "x", "description": "d", "questions": _questions("doctype", 4)})
    grades = _grades([q.id for q in m.questions], base, now, "extractive:fail-open")
    [drop] = defect_expectations(m, grades)
    assert (drop.name, drop.verdict, drop.ok, drop.detail) == (
        "extractive:fail-open: doctype drops", verdict, verdict != "FAIL", detail)
    assert MIN_SHOWN == 3


def test_only_totals_over_a_corrected_form_can_show_that_corrections_are_ignored() -> None:
    m = parse_manifest({"name": "x", "description": "d", "documents": [
        {"file": "a.pdf", "docType": "1099-INT"}, {"file": "a_c.pdf", "docType": "1099-INT", "supersedes": "a.pdf"}],
        "questions": [*_questions("aggregation", 3, ["a_c.pdf"]),
                      *_questions("aggregation", 2, ["a_c.pdf", "b.pdf"], needle="3 Forms 1099")]})
    ids = [q.id for q in m.questions]
    grades = {"extractive": dict.fromkeys(ids, Grade.CORRECT),
              "extractive:corrections-ignored": dict.fromkeys(ids, Grade.CORRECT)}
    drop = next(e for e in defect_expectations(m, grades) if e.name.endswith("over corrected forms drop"))
    # the two counts come out the same with the correction untyped and its original standing: not counted
    assert (drop.verdict, drop.detail) == (
        "FAIL", "affected aggregation: 3/3 correct -> 3/3 with extractive:corrections-ignored")


def test_ocr_off_on_scans_the_baseline_cannot_read_is_inconclusive_and_a_scan_answered_without_ocr_fails() -> None:
    m = parse_manifest({"name": "x", "description": "d", "documents": [
        {"file": "s.png", "rendering": "office-scan"}], "questions": _questions("lookup", 2, ["s.png"])})
    ids = [q.id for q in m.questions]
    [scan, _] = defect_expectations(m, _grades(ids, 0, 0, "extractive:ocr-off"))
    assert (scan.verdict, scan.detail) == (
        "INCONCLUSIVE", "scan-only: 0/2 correct -> 0/2; a drop needs extractive to answer one")
    [scan, _] = defect_expectations(m, _grades(ids, 1, 1, "extractive:ocr-off"))
    assert (scan.verdict, scan.detail) == ("FAIL", "scan-only: 1/2 correct -> 1/2")
    [scan, _] = defect_expectations(m, _grades(ids, 2, 0, "extractive:ocr-off"))
    assert scan.verdict == "PASS"


def test_an_inconclusive_expectation_is_no_failure_of_the_selftest() -> None:
    from harness.selftest.report import selftest_markdown
    from harness.selftest.result import selftest_result

    m = parse_manifest({"name": "x", "description": "d", "questions": _questions("doctype", 1)})
    shown = inconclusive("extractive:fail-open: doctype drops", "doctype: 0/1 correct -> 0/1")
    result = selftest_result(m, "0" * 64, {"oracle": {"doctype-000": Grade.CORRECT}}, {}, [shown])
    assert result.failed == []
    assert "- INCONCLUSIVE extractive:fail-open: doctype drops: doctype: 0/1 correct -> 0/1\n" in selftest_markdown(
        result)


REACH_DOCS = [{"file": "w2.pdf", "docType": "W-2"}, {"file": "div.pdf", "docType": "1099-DIV"},
              {"file": "slip.pdf"}, {"file": "a.pdf", "docType": "1099-INT"},
              {"file": "a_c.pdf", "docType": "1099-INT", "supersedes": "a.pdf"}]


def test_fail_open_is_looked_for_on_the_doctype_questions_about_a_type_it_gave() -> None:
    m = parse_manifest({"name": "x", "description": "d", "documents": REACH_DOCS,
                        "questions": [*_questions("doctype", 3, ["w2.pdf"]),
                                      {**_questions("doctype", 1, ["div.pdf"])[0], "id": "doctype-div"}]})
    ids = [q.id for q in m.questions]
    grades = _grades(ids, 4, 4, "extractive:fail-open")
    [drop] = defect_expectations(m, grades, reach={TYPED_OPEN: {"slip.pdf": "W-2"}})
    assert (drop.verdict, drop.detail) == ("FAIL", "doctype: 3/3 correct -> 3/3 with extractive:fail-open")
    [drop] = defect_expectations(m, grades, reach={TYPED_OPEN: {"slip.pdf": "1099-R"}})
    assert (drop.verdict, drop.detail) == (
        "INCONCLUSIVE", "extractive:fail-open typed 1 document (1099-R): no doctype question asks about a type it "
                        "gave, so none can show it")
    assert doctype_reach(m, {"slip.pdf": "1099-DIV"}) == ["doctype-div"]
    # pooled households: a type given in one household reaches no question of another
    assert doctype_reach(m, {"seed-2/slip.pdf": "W-2"}) == []


def test_corrections_ignored_is_looked_for_only_where_it_untyped_a_correction() -> None:
    m = parse_manifest({"name": "x", "description": "d", "documents": REACH_DOCS,
                        "questions": [*_questions("supersede", 3, ["a_c.pdf"]),
                                      *_questions("aggregation", 3, ["a_c.pdf", "div.pdf"])]})
    ids = [q.id for q in m.questions]
    grades = _grades(ids, 6, 6, "extractive:corrections-ignored")
    ignored = {e.name: (e.verdict, e.detail) for e in defect_expectations(m, grades, reach={IGNORED: {}})}
    unreached = ("INCONCLUSIVE", "extractive:corrections-ignored untyped no document: none is a correction these "
                                 "questions cite, so none can show it")
    assert ignored["extractive:corrections-ignored: supersede drops"] == unreached
    assert ignored["extractive:corrections-ignored: aggregations over corrected forms drop"] == unreached
    known = {e.name: e.verdict for e in defect_expectations(m, grades, reach={IGNORED: {"a_c.pdf": "1099-INT"}})}
    assert known["extractive:corrections-ignored: supersede drops"] == "FAIL"
    assert unreached_defects(m, {IGNORED: {}, TYPED_OPEN: {"slip.pdf": "1099-R"}}) == {
        "extractive:fail-open": "it typed 1 document (1099-R): no doctype question asks about a type it gave",
        "extractive:corrections-ignored": "it untyped no document: no question cites a correction it untyped"}
    assert unreached_defects(m, {IGNORED: {"a_c.pdf": "1099-INT"}}) == {}


def test_a_born_digital_file_the_ingest_read_by_ocr_counts_as_a_scan_for_ocr_off() -> None:
    m = parse_manifest({"name": "x", "description": "d", "documents": [
        {"file": "glyphs.pdf", "rendering": "born-digital", "groundTruth": {"payer_name": "Harbor Bank"}},
        {"file": "s.png", "rendering": "office-scan"}],
        "questions": _questions("lookup", 2, ["glyphs.pdf"], needle="Harbor Bank")})
    assert ocr_files(m) == {"s.png"}
    assert ocr_files(m, {OCR_READ: {"glyphs.pdf": "ocr-garbled"}}) == {"glyphs.pdf", "s.png"}
    assert evidence_sets(m) == (set(), {"lookup-000", "lookup-001"})
    assert evidence_sets(m, ocr_files(m, {OCR_READ: {"glyphs.pdf": "ocr"}})) == ({"lookup-000", "lookup-001"}, set())
    assert reach_of({OCR_READ: {"glyphs.pdf": "ocr"}, "rows-hidden lines": 3}) == {OCR_READ: {"glyphs.pdf": "ocr"}}
