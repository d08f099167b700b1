"""What the explorer reads from the corpus (harness/scoring/report_source.py): the expected
answer in one readable form, the evidence files, a picture of each cited document."""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2 as pdfium

from harness.contract.grade import DECLINE
from harness.contract.manifest import Question
from harness.contract.shapes import date_shapes, money_shapes
from harness.scoring.report_source import QuestionKey, readable_expected, readable_value, report_source
from harness.scoring.thumbnails import Thumbnail


def test_one_readable_form_of_a_group_of_shapes() -> None:
    from datetime import date
    from decimal import Decimal

    assert readable_value(money_shapes(Decimal("3447.23"))) == "$3,447.23"
    assert readable_value(money_shapes(Decimal("-12.00"))) == "-$12.00"
    assert readable_value(date_shapes(date(2026, 1, 31))) == "January 31, 2026"
    assert readable_value(["5 merchants", "five merchants"]) == "5 merchants"
    # a lone amount is not the grader's group of shapes: it must appear as it is
    assert readable_value(["3447.23"]) == "3447.23"
    assert readable_value([]) == ""


def test_the_expected_answer_in_one_form() -> None:
    q = Question(id="c1", question="Which?", must_contain_all=["Evergreen National Bank"],
                 must_contain_any=["1388.94", "1,388.94", "$1,388.94", "1.388,94", "1 388.94", "1 388,94"],
                 must_cite_any=["a.pdf"])
    assert readable_expected(q) == "Evergreen National Bank; $1,388.94"
    assert readable_expected(Question(id="n", question="?", negative=True)) == DECLINE


def _corpus(folder: Path) -> None:
    folder.mkdir()
    pdf = pdfium.PdfDocument.new()
    pdf.new_page(612, 792)
    pdf.save(str(folder / "a.pdf"))
    pdf.close()
    (folder / "b.pdf").write_bytes(b"%PDF-1.4 not really")
    money = ["3447.23", "3,447.23", "$3,447.23", "3.447,23", "3 447.23", "3 447,23"]
    (folder / "corpus.json").write_text(json.dumps({
        "name": "c", "description": "d",
        "documents": [{"file": "a.pdf", "docType": "W-2"}, {"file": "b.pdf", "docType": "W-2"}],
        "questions": [{"id": "q1", "question": "How much?", "mustContainAny": money, "mustCiteAny": ["a.pdf"]},
                      {"id": "q2", "question": "And?", "mustContainAll": ["x"], "mustCiteAny": ["b.pdf", "a.pdf"]},
                      {"id": "q3", "question": "None?", "negative": True}]}), encoding="utf-8")


def test_a_corpus_gives_keys_and_a_picture_of_each_first_cited_document(tmp_path: Path) -> None:
    _corpus(tmp_path / "c")
    source = report_source({"": tmp_path / "c"})
    assert source.keys == {("", "q1"): QuestionKey(expected="$3,447.23", evidence=["a.pdf"]),
                           ("", "q2"): QuestionKey(expected="x", evidence=["b.pdf", "a.pdf"]),
                           ("", "q3"): QuestionKey(expected=DECLINE, evidence=[])}
    assert sorted(source.pictures) == [("", "a.pdf"), ("", "b.pdf")]
    a = source.pictures[("", "a.pdf")]
    assert (a.uri.startswith("data:image/jpeg;base64,/9j/"), a.width, a.height) == (True, 200, 259)
    assert source.pictures[("", "b.pdf")] == Thumbnail(why_none="unreadable: Failed to load document (PDFium: Data "
                                                                "format error).")
    # the same corpus, the same bytes; named by its corpus.json too
    assert report_source({"": tmp_path / "c"}) == source == report_source({"": tmp_path / "c" / "corpus.json"})
