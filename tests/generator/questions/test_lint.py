"""`rag-gen lint` catches each kind of broken key, with exact messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.cli import main as rag_gen
from generator.questions.lint import lint_manifest
from harness.contract.grade import STOCK_DECLINES, looks_like_not_found
from harness.contract.manifest import DocumentEntry, dump_manifest, load_manifest, parse_manifest
from tests.support.clirunner import invoke
from tests.support.run_corpus import write_run_corpus

DOCS = [
    {"file": "w2_acme_2025.pdf", "groundTruth": {"employer_name": "Acme Widgets LLC", "box1_wages": "52,340.17"}},
    {"file": "1099int_first_bank_2025.pdf", "groundTruth": {"box1_interest_income": "412.09"}},
]
GOOD = [
    {"id": f"lookup-00{i}", "question": "Box 1?", "category": "lookup",
     "mustContainAny": ["52,340.17", "52340.17"], "mustCiteAny": ["w2_acme_2025.pdf"]}
    for i in (1, 2, 3)
]
BAD = [
    {"id": "lookup-010", "question": "?", "category": "lookup", "mustContainAny": ["wages", "52,340.17"]},
    {"id": "lookup-011", "question": "?", "category": "lookup", "mustContainAll": ["W-2"]},
    {"id": "lookup-012", "question": "?", "category": "lookup", "mustContainAny": ["1.5", "$7.25"]},
    {"id": "lookup-013", "question": "?", "category": "lookup",
     "mustContainAll": ["Acme Widgets LLC", "61,000.00"], "mustCiteAny": ["w2_acme_2025.pdf"]},
    {"id": "lookup-014", "question": "?", "category": "lookup", "mustContainAny": ["412.09"],
     "mustCiteAny": ["1099int_globex_2025.pdf"]},
    {"id": "lookup-001", "question": "duplicate", "category": "lookup", "mustContainAny": ["412.09"]},
    {"id": "odd-001", "question": "?", "category": "odd"},
    {"id": "negative-001", "question": "?", "category": "negative", "negative": True,
     "mustContainAny": ["not found in the documents"]},
    {"id": "lookup-015", "question": "?", "category": "lookup", "mustContainAny": ["not found anywhere"]},
]


def manifest(questions: list[dict]) -> dict:
    return {"name": "lint", "description": "d", "questions": questions, "documents": DOCS}


def test_clean_corpus_has_no_findings() -> None:
    assert lint_manifest(parse_manifest(manifest(GOOD))) == []


def test_each_error_kind_with_its_exact_message() -> None:
    lines = [f.line() for f in lint_manifest(parse_manifest(manifest(GOOD + BAD)))]
    assert lines == [
        "lookup-001: DUPLICATE-ID id is used by 2 questions",
        'lookup-010: DECLINE-NEEDLE needle "wages" is satisfied by a decline',
        'lookup-011: SHORT-NEEDLE needle "W-2" is shorter than 4 characters',
        'lookup-011: DECLINE-NEEDLE needle "W-2" is satisfied by a decline',
        'lookup-013: UNGROUNDED-NEEDLE mustContainAll needle "61,000.00" is not in the groundTruth of the cited '
        'documents',
        "lookup-014: UNKNOWN-CITATION cited file 1099int_globex_2025.pdf is not in documents[]",
        "odd-001: NO-ASSERTIONS question has no assertions: it can only grade partial",
        "negative-001: NEGATIVE-NEEDLE negative question has mustContain needles: not found in the documents",
        'negative-001: DECLINE-NEEDLE needle "not found in the documents" is satisfied by a decline',
        'lookup-015: DECLINE-NEEDLE needle "not found anywhere" is satisfied by a decline',
        "category negative: FEW-QUESTIONS 1 question(s); at least 3 make a category worth scoring",
        "category odd: FEW-QUESTIONS 1 question(s); at least 3 make a category worth scoring",
    ]


def test_decimal_numbers_may_be_short() -> None:
    q = [{"id": "x", "question": "?", "mustContainAny": ["1.5", "$7.25", "7,5"]}]
    assert [f.code for f in lint_manifest(parse_manifest(manifest(q)))] == ["FEW-QUESTIONS"]


def test_stock_declines_all_look_like_declines() -> None:
    assert all(looks_like_not_found(d) for d in STOCK_DECLINES)


def test_cli_exit_codes_and_lines(tmp_path: Path) -> None:
    good, bad = tmp_path / "good", tmp_path / "bad"
    for folder, qs in ((good, GOOD), (bad, [*GOOD, BAD[6]])):
        folder.mkdir()
        (folder / "corpus.json").write_text(json.dumps(manifest(qs)), encoding="utf-8")
    ok = invoke(rag_gen, "lint", str(good))
    assert (ok.code, ok.out, ok.err) == (0, "", "0 error(s), 0 warning(s)\n")
    failed = invoke(rag_gen, "lint", str(bad))
    assert failed.code == 1
    assert failed.out == (
        "odd-001: NO-ASSERTIONS question has no assertions: it can only grade partial\n"
        "category odd: FEW-QUESTIONS 1 question(s); at least 3 make a category worth scoring\n"
    )
    assert failed.err == "1 error(s), 1 warning(s)\n"


STATEMENT = {"file": "stmt.pdf", "groundTruth": {
    "period_end": "12/31/2025", "ending_balance": "$900.00",
    "row_01_date": "12/04/2025", "row_01_description": "FRESHMART GROCERY", "row_01_amount": "-45.12",
    "row_02_date": "12/15/2025", "row_02_description": "PAYROLL DIRECT DEP ACME", "row_02_amount": "1,200.00"}}
STUB = {"file": "stub.pdf", "groundTruth": {"net_pay": "$1,200.00"}}


def _derived(qid: str, category: str, rule: str, **key: object) -> dict:
    return {"id": qid, "question": "?", "category": category, "notes": f"why. derive: {rule}", **key}


def test_a_derived_key_must_agree_with_its_derivation() -> None:
    questions = [
        _derived("table-001", "table", "value row_01_amount@stmt.pdf", mustContainAny=["45.12"],
                 mustCiteAny=["stmt.pdf"]),
        _derived("table-002", "table", "value row_01_amount@stmt.pdf", mustContainAny=["54.12"],
                 mustCiteAny=["stmt.pdf"]),
        _derived("table-003", "table", "date row_02_date@stmt.pdf", mustContainAny=["12/16/2025"],
                 mustCiteAny=["stmt.pdf"]),
        _derived("table-004", "table", "compare net_pay@stub.pdf with row_02_amount@stmt.pdf",
                 mustContainAny=["1200.00"], mustCiteAny=["stmt.pdf", "stub.pdf"]),
        _derived("table-005", "table", "value row_09_amount@stmt.pdf", mustContainAny=["1.00"],
                 mustCiteAny=["stmt.pdf"]),
        {"id": "table-006", "question": "?", "category": "table", "mustContainAny": ["45.12"],
         "mustCiteAny": ["stmt.pdf"]},
        _derived("crossdoc-001", "crossdoc", "compare net_pay@stub.pdf with row_02_amount@stmt.pdf",
                 mustContainAny=["1200.00"], mustCiteAny=["stmt.pdf", "stub.pdf"]),
        _derived("crossdoc-002", "crossdoc", "compare net_pay@stub.pdf with row_02_amount@stmt.pdf",
                 mustContainAny=["1200.00"], mustCiteAny=["stub.pdf"]),
        _derived("crossdoc-003", "crossdoc", "compare row_01_amount@stmt.pdf with row_02_amount@stmt.pdf",
                 mustContainAny=["1154.88"], mustCiteAny=["stmt.pdf"]),
        _derived("list-001", "list", "rows description where amount < 0.00 in stmt.pdf",
                 mustContainAll=["FRESHMART GROCERY"], mustContainAny=["1 purchase"], mustCiteAny=["stmt.pdf"]),
        _derived("list-002", "list", "rows description where amount < 0.00 in stmt.pdf",
                 mustContainAll=["FRESHMART GROCERY", "PAYROLL DIRECT DEP ACME"], mustContainAny=["2 purchases"],
                 mustCiteAny=["stmt.pdf"]),
        _derived("list-003", "list", "rows description where amount < 0.00 in stmt.pdf",
                 mustContainAll=["FRESHMART GROCERY"], mustContainAny=["2 purchases"], mustCiteAny=["stmt.pdf"]),
        _derived("list-004", "list", "months period_end where ending_balance > 5000.00 in stmt.pdf",
                 mustContainAll=["December"], mustContainAny=["1 month"], mustCiteAny=["stmt.pdf"]),
    ]
    m = {"name": "lint", "description": "d", "questions": questions, "documents": [STATEMENT, STUB]}
    lines = [f.line() for f in lint_manifest(parse_manifest(m))]
    assert lines == [
        "table-002: KEY-DISAGREES the key asks ['54.12'], the derivation says 45.12",
        "table-003: KEY-DISAGREES the key does not accept 2025-12-15, which the derivation says",
        "table-004: WRONG-DERIVATION a table question derives by value or date, not compare",
        "table-005: BAD-DERIVATION stmt.pdf has no field row_09_amount",
        "table-006: NO-DERIVATION a table question needs a derivation in its notes (derive: ...): nothing can "
        "recompute its answer",
        "crossdoc-002: UNCITED-EVIDENCE the derivation reads stmt.pdf, which mustCiteAny does not list",
        "crossdoc-003: ONE-DOCUMENT a crossdoc question must read at least two documents",
        "list-002: KEY-DISAGREES the key lists FRESHMART GROCERY | PAYROLL DIRECT DEP ACME, the derivation says "
        "FRESHMART GROCERY",
        "list-003: KEY-DISAGREES the key does not accept the count 1 (as 1 month or 1 late payment or 1 payment or "
        "1 purchase or 1 charge or 1 transaction or 1 merchant)",
        "list-004: EMPTY-LIST the derivation lists nothing: a list question needs at least one item",
    ]
    assert [f.severity.value for f in lint_manifest(parse_manifest(m)) if f.subject == "table-006"] == ["warning"]


pytestmark = pytest.mark.xdist_group("run-losses")


def test_lint_refuses_a_document_listed_twice(tmp_path: Path) -> None:
    corpus = write_run_corpus(tmp_path / "corpus")
    manifest = load_manifest(corpus)
    manifest.documents = [*(manifest.documents or []), DocumentEntry(file="w2-harbor.pdf", notes="again")]
    (corpus / "corpus.json").write_text(dump_manifest(manifest), encoding="utf-8")
    r = invoke(rag_gen, "lint", str(corpus))
    assert r.code == 1
    assert r.out.splitlines()[0] == "w2-harbor.pdf: DUPLICATE-DOCUMENT file is listed 2 times in documents[]"
    assert r.err == "1 error(s), 3 warning(s)\n"


def test_lint_refuses_a_corpus_without_questions(tmp_path: Path) -> None:
    # before: "0 error(s), 0 warning(s)", and `run` printed "accuracy 0.0% (95% CI 0.0-0.0%)"
    (tmp_path / "corpus.json").write_text(json.dumps(manifest([])), encoding="utf-8")
    r = invoke(rag_gen, "lint", str(tmp_path))
    assert (r.code, r.out, r.err) == (1, "questions: NO-QUESTIONS questions[] is empty: nothing to ask or grade\n",
                                      "1 error(s), 0 warning(s)\n")


def test_lint_prints_a_file_name_on_one_line(tmp_path: Path) -> None:
    corpus = write_run_corpus(tmp_path / "corpus")
    manifest_ = load_manifest(corpus)
    forged = DocumentEntry(file="x\nError: everything is fine.pdf")
    manifest_.documents = [*(manifest_.documents or []), forged, forged]
    (corpus / "corpus.json").write_text(dump_manifest(manifest_), encoding="utf-8")
    r = invoke(rag_gen, "lint", str(corpus))
    assert r.out.splitlines()[0] == ("x\\nError: everything is fine.pdf: DUPLICATE-DOCUMENT file is listed 2 times "
                                     "in documents[]")
