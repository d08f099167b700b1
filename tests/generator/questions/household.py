"""A small hand-built household for the question categories' tests: the keys are derived in
each test from the values written here (not from a generated corpus), so a category's
arithmetic, its citations and its bans are checked without the world, the plan or any
rendering. The `view` fixture (conftest.py) reads it as the question makers do.

And a planned household (`planned_household`: the world, the plan and the questions of a seed,
nothing rendered), for the tests that need a whole household's documents."""

from __future__ import annotations

from decimal import Decimal

from generator.corpus.writer import Corpus, Settings, build_corpus, planned_entries
from generator.questions import synthesize_questions
from generator.questions.draft import Draft
from generator.questions.facts import build_facts
from generator.questions.view import CorpusView
from harness.contract.manifest import CorpusManifest, DocumentEntry, ProbeGroundTruthRow, Question
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


def household_view() -> CorpusView:
    documents = [d for d, _ in HOUSEHOLD]
    rows = [r for _, rs in HOUSEHOLD for r in rs]
    return CorpusView(build_facts(documents, rows), YEAR)


def draft_keys(drafts: list[Draft]) -> list[tuple[str, str, tuple[str, ...]]]:
    """(category, first needle, citations) of each draft: what its key asks for, not its wording."""
    return [(d.category, (d.must_contain_any or d.must_contain_all or ["-"])[0], tuple(d.must_cite_any))
            for d in drafts]


def planned_household(seed: int, curated: bool = False) -> tuple[Corpus, CorpusManifest]:
    """The default-size household of `seed`, planned and asked about, nothing drawn (`curated`: in the
    hand-written layout families rather than the default procedural layouts)."""
    corpus = build_corpus(Settings(seed, 2025, "default", procedural_layouts=not curated))
    docs, probes = planned_entries(corpus)
    questions = synthesize_questions(docs, probes, seed, 2025)
    return corpus, CorpusManifest(name="x", description="x", questions=questions, documents=docs,
                                  probe_ground_truth=probes)


def of_category(m: CorpusManifest, category: str) -> list[Question]:
    return [q for q in m.questions if q.category == category]
