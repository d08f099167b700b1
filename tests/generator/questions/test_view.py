"""Each question category on a small hand-built household: the keys are derived here from the
values written below (not from a generated corpus), so a category's arithmetic, its
citations and its bans are checked without the world, the plan or any rendering."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from random import Random

import pytest

from generator.questions.aggregation import aggregations
from generator.questions.comparison import comparisons
from generator.questions.crossdoc import crossdocs
from generator.questions.doctype import doctypes, more_doctypes
from generator.questions.draft import Draft
from generator.questions.facts import build_facts
from generator.questions.listing import lists
from generator.questions.lookup import lookups
from generator.questions.needles import count_needles, date_needles, money_needles
from generator.questions.negative import negatives
from generator.questions.supersede import supersedes
from generator.questions.table import tables
from generator.questions.temporal import temporals
from generator.questions.view import CorpusView
from harness.contract.manifest import DocumentEntry, ProbeGroundTruthRow
from harness.contract.shapes import money_plain
from harness.contract.vocabulary import DOC_TYPES

YEAR = 2025


def _doc(file: str, template: str, doc_type: str | None, printed: dict[str, str],
         supersedes: str | None = None) -> tuple[DocumentEntry, list[ProbeGroundTruthRow]]:
    """A document and its probe rows (every vocabulary field it prints, normalized)."""
    entry = DocumentEntry(file=file, template=template, doc_type=doc_type, ground_truth=printed,
                          supersedes=supersedes)
    rows = []
    for name, kind in DOC_TYPES.get(doc_type or "", {}).items():
        if name in printed:
            text = printed[name]
            if kind == "money":
                expected = money_plain(Decimal(text.replace(",", "")))
            elif kind == "date":
                month, day, year = text.split("/")
                expected = f"{year}-{month}-{day}"
            else:
                expected = text
            rows.append(ProbeGroundTruthRow(document=file, field=name, expected=expected))
    return entry, rows


def _w2(file: str, employer: str, employee: str, wages: str, withheld: str, **more: str) -> dict[str, str]:
    return {"employer_name": employer, "employee_name": employee, "tax_year": "2025", "box1_wages": wages,
            "box2_federal_tax_withheld": withheld, **more}


def _statement(month: int, ending: str, rows: list[tuple[str, str, str]]) -> dict[str, str]:
    printed = {"bank_name": "Evergreen Bank", "period_start": f"{month:02d}/01/2025",
               "period_end": f"{month:02d}/{30 if month == 11 else 31}/2025", "beginning_balance": "1,000.00",
               "ending_balance": ending, "interest_paid": "1.10", "total_deposits": "100.00",
               "total_withdrawals": "50.00"}
    for n, (day, text, amount) in enumerate(rows, start=1):
        printed |= {f"row_{n:02d}_date": day, f"row_{n:02d}_description": text, f"row_{n:02d}_amount": amount}
    return printed


HOUSEHOLD = [
    _doc("w2_acme.pdf", "w2", "W-2", _w2("w2_acme.pdf", "Acme Widgets LLC", "Tyler Smith", "52,000.00", "6,000.00")),
    _doc("w2c_acme.pdf", "w2c", "W-2c", _w2("w2c_acme.pdf", "Acme Widgets LLC", "Tyler Smith", "52,500.00",
                                             "6,100.00", previous_box1_wages="52,000.00"), supersedes="w2_acme.pdf"),
    _doc("w2_birch.pdf", "w2", "W-2", _w2("w2_birch.pdf", "Birch Logistics Inc", "Marie Fischer", "41,000.00",
                                          "4,100.00")),
    _doc("1099-int_evergreen.pdf", "1099-int", "1099-INT",
         {"payer_name": "Evergreen Bank", "recipient_name": "Tyler Smith", "tax_year": "2025",
          "box1_interest_income": "120.50", "box4_federal_tax_withheld": "0.00"}),
    _doc("1099-int_redwood.pdf", "1099-int", "1099-INT",
         {"payer_name": "Redwood Credit Union", "recipient_name": "Tyler Smith", "tax_year": "2025",
          "box1_interest_income": "80.25", "box4_federal_tax_withheld": "0.00"}),
    _doc("bank_11.pdf", "bank-statement", "bank-statement",
         _statement(11, "2,400.00", [("11/03/2025", "CITY WATER AUTOPAY", "-61.20"),
                                     ("11/20/2025", "DEBIT CARD FRESHMART GROCERY", "-140.00")])),
    _doc("bank_12.pdf", "bank-statement", "bank-statement",
         _statement(12, "2,150.00", [("12/03/2025", "CITY WATER AUTOPAY", "-64.80"),
                                     ("12/09/2025", "CHECK PAYMENT SUMMIT ROOFING", "-850.00"),
                                     ("12/15/2025", "DEPOSIT", "300.00"),
                                     ("12/22/2025", "DEBIT CARD FRESHMART GROCERY", "-95.40"),
                                     ("12/29/2025", "LAKESHORE MORTGAGE PMT", "-1,200.00")])),
    _doc("water_11.pdf", "utility-bill", "utility-bill",
         {"utility_name": "City Water", "customer_name": "Tyler Smith", "billing_date": "10/20/2025",
          "amount_due": "61.20", "due_date": "11/03/2025"}),
    _doc("water_12.pdf", "utility-bill", "utility-bill",
         {"utility_name": "City Water", "customer_name": "Tyler Smith", "billing_date": "11/20/2025",
          "amount_due": "64.80", "due_date": "12/03/2025"}),
    _doc("letter.pdf", "cover-letter", None,
         {"preparer_name": "Ledgerline Tax Partners", "client_name": "Tyler Smith",
          "mentioned_wages": "52,000.00"}),
]


@pytest.fixture(scope="module")
def view() -> CorpusView:
    documents = [d for d, _ in HOUSEHOLD]
    rows = [r for _, rs in HOUSEHOLD for r in rs]
    return CorpusView(build_facts(documents, rows), YEAR)


def _keys(drafts: list[Draft]) -> list[tuple[str, str, tuple[str, ...]]]:
    """(category, first needle, citations) of each draft: what its key asks for, not its wording."""
    return [(d.category, (d.must_contain_any or d.must_contain_all or ["-"])[0], tuple(d.must_cite_any))
            for d in drafts]


def test_the_view_reads_issuers_instances_and_corrections_through_the_kinds(view: CorpusView) -> None:
    by_file = {f.file: f for f in view.facts}
    assert by_file["w2_acme.pdf"].superseded_by == "w2c_acme.pdf"
    assert [f.file for f in view.latest(("W-2",))] == ["w2c_acme.pdf", "w2_birch.pdf"]
    assert (by_file["bank_12.pdf"].entity, str(by_file["bank_12.pdf"].instance)) == ("Evergreen Bank", "2025-12-31")
    assert by_file["letter.pdf"].entity is None and [f.file for f in view.lookalikes()] == ["letter.pdf"]
    assert view.people.taxpayer == "Tyler Smith"


def test_aggregation_adds_the_corrected_wages_and_every_form(view: CorpusView) -> None:
    drafts = aggregations(view, Random(1), 10)
    keys = _keys(drafts)
    wages = money_needles(Decimal("52500.00") + Decimal("41000.00"))[0]
    interest = money_needles(Decimal("120.50") + Decimal("80.25"))[0]
    assert (("aggregation", wages, ("w2c_acme.pdf", "w2_birch.pdf")) in keys
            and ("aggregation", money_needles(Decimal("10200.00"))[0], ("w2c_acme.pdf", "w2_birch.pdf")) in keys)
    assert ("aggregation", interest, ("1099-int_evergreen.pdf", "1099-int_redwood.pdf")) in keys
    assert ("aggregation", "2 Form 1099", ("1099-int_evergreen.pdf", "1099-int_redwood.pdf")) in keys
    # the utility bills of one issuer, added up
    assert ("aggregation", money_needles(Decimal("126.00"))[0], ("water_11.pdf", "water_12.pdf")) in keys


def test_comparison_names_the_issuer_that_reported_more(view: CorpusView) -> None:
    drafts = comparisons(view, Random(1), 3)
    # each kind's `compare` pairs, kinds in folder order: 1099-INT box 1, then W-2 box 2 and box 1 (the W-2c's)
    assert [(d.must_contain_all, d.must_contain_any[0], d.must_cite_any) for d in drafts] == [
        (["Evergreen Bank"], money_needles(Decimal("120.50"))[0], ["1099-int_evergreen.pdf", "1099-int_redwood.pdf"]),
        (["Acme Widgets LLC"], money_needles(Decimal("6100.00"))[0], ["w2c_acme.pdf", "w2_birch.pdf"]),
        (["Acme Widgets LLC"], money_needles(Decimal("52500.00"))[0], ["w2c_acme.pdf", "w2_birch.pdf"]),
    ]


def test_supersede_asks_the_corrected_value_and_the_change(view: CorpusView) -> None:
    keys = _keys(supersedes(view, Random(1), 10))
    assert sorted(keys) == sorted([
        ("supersede", money_needles(Decimal("52500.00"))[0], ("w2c_acme.pdf",)),
        ("supersede", money_needles(Decimal("500.00"))[0], ("w2c_acme.pdf", "w2_acme.pdf")),
        ("supersede", money_needles(Decimal("6100.00"))[0], ("w2c_acme.pdf",)),
        ("supersede", money_needles(Decimal("100.00"))[0], ("w2c_acme.pdf", "w2_acme.pdf")),
    ])


def test_negative_questions_decline_and_ban_the_tempting_amounts(view: CorpusView) -> None:
    drafts = negatives(view, Random(1), 6)
    assert drafts and all(d.negative and not d.must_contain_any for d in drafts)
    other_year = [d for d in drafts if "report on its" in d.question]
    assert [d.question.split(" report on its ")[0] for d in other_year] == ["What amount did Acme Widgets LLC"]
    assert other_year[0].must_not_contain == money_needles(Decimal("52500.00"))[:3]  # the W-2c stands for the W-2
    lookalike = [d for d in drafts if "Ledgerline" in d.question]
    assert lookalike == []  # the cover letter names no employer, payer or company field


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


def test_temporal_asks_the_dates_a_document_prints_but_not_the_one_naming_it(view: CorpusView) -> None:
    drafts = temporals(view, Random(1), 6)
    asked = {(d.must_cite_any[0], d.must_contain_any[0]) for d in drafts}
    assert ("water_12.pdf", date_needles(date(2025, 12, 3))[0]) in asked
    # a bill's billing date tells it apart from its issuer's other bills: it names the bill, it is not asked
    assert all("billing" not in (d.notes or "") for d in drafts)


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


def test_crossdoc_checks_the_autopay_against_the_bill(view: CorpusView) -> None:
    keys = _keys(crossdocs(view, Random(1), 4))
    assert ("crossdoc", money_needles(Decimal("64.80"))[0], ("water_12.pdf", "bank_12.pdf")) in keys
    assert ("crossdoc", money_needles(Decimal("61.20"))[0], ("water_11.pdf", "bank_11.pdf")) in keys


def test_list_names_every_withdrawal_over_a_round_amount(view: CorpusView) -> None:
    drafts = lists(view, Random(1), 4)
    # December's withdrawals: 64.80, 95.40, 850.00, 1,200.00; the roundest amounts between two of them: $70,
    # $500, $1,000 (over $1,000 is one item: not a list); items in the order the statement prints them
    assert sorted((d.must_contain_all, d.must_contain_any[0], d.must_cite_any) for d in drafts) == [
        (["CHECK PAYMENT SUMMIT ROOFING", "DEBIT CARD FRESHMART GROCERY", "LAKESHORE MORTGAGE PMT"],
         "3 transactions", ["bank_12.pdf"]),
        (["CHECK PAYMENT SUMMIT ROOFING", "LAKESHORE MORTGAGE PMT"], "2 transactions", ["bank_12.pdf"]),
    ]
    assert {d.notes.rsplit("rows description where ", 1)[1] for d in drafts} == {
        "amount < -500.00 in bank_12.pdf", "amount < -70.00 in bank_12.pdf"}


def test_lookup_asks_vocabulary_amounts_of_unambiguous_documents(view: CorpusView) -> None:
    drafts = lookups(view, Random(1), 8)
    assert len(drafts) == 8
    cited = {d.must_cite_any[0] for d in drafts}
    assert "w2_acme.pdf" not in cited  # corrected: not a current document
    assert cited <= {"w2c_acme.pdf", "w2_birch.pdf", "1099-int_evergreen.pdf", "1099-int_redwood.pdf",
                     "bank_11.pdf", "bank_12.pdf", "water_11.pdf", "water_12.pdf"}
