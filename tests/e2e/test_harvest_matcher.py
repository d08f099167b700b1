"""The general matcher with the real embedding model (harness/harvest/matcher.py): labels the
rules do not know, invented for this test, matched to fields by what they mean; where two
fields are as likely, nothing is taken. Slow: it loads the model."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.documents.wordings import worded_kinds, wordings
from harness.cli import main
from harness.harvest import PageText, harvest, load_rules
from harness.harvest.matcher import FieldMatcher
from harness.ingest.embed import embed_texts
from harness.store.database import open_store
from tests.support.clirunner import invoke
from tests.support.ingest_helpers import pdf_bytes, write_corpus

pytestmark = pytest.mark.slow

BANK_PAGE = """Quillfeather Savings Cooperative
Quarterly Ledger
Balance when the cycle opened ..... $4,210.00
Balance when the cycle closed ..... $4,388.15
Interest credited this cycle $3.15
Cycle start date: 2025-01-01
Cycle finish date: 2025-03-31"""

W2_PAGE = """Remuneration subject to levy (box 1)
61,200.00
Levy kept back by the federal treasury (box 2)
7,015.33"""

INVENTED = ["Balance when the cycle opened", "Balance when the cycle closed", "Interest credited this cycle",
            "Cycle start date", "Cycle finish date", "Remuneration subject to levy",
            "Levy kept back by the federal treasury"]


def test_the_invented_labels_are_no_issuer_s_wording() -> None:
    printed = {w.casefold() for kind in worded_kinds() for f in wordings(kind).fields.values() for w in f.of("all")}
    assert [label for label in INVENTED if label.casefold() in printed] == []


def test_unknown_labels_matched_by_meaning() -> None:
    matcher = FieldMatcher(embed_texts)
    found = matcher.match("bank-statement", [(1, BANK_PAGE)], {})
    assert [(m.field, m.normalized, m.label, m.cue, m.score) for m in found] == [
        ("bank_name", "Quillfeather Savings Cooperative", "", "letterhead", 0.55),
        # +0.1 each: a period's start comes before its end, and these two dates are in that order
        # (harness/contract/field_descriptions.py BEFORE; 0.616 and 0.526 without it); +0.1 more for
        # "start", the qualifier that tells the start from the end (matcher.qualifiers); +0.033 for "start",
        # a word of its name (the twelfth round)
        ("period_start", "2025-01-01", "Cycle start date", "left", 0.849),
        ("period_end", "2025-03-31", "Cycle finish date", "left", 0.626),
        # the "opened" balance read more as the closing balance (0.623) than the opening one (0.578)
        # and both were left alone; "opened" and "closed" are the qualifiers that tell the two apart
        # (+0.1 for the field that says the same, -0.1 for its twin)
        ("beginning_balance", "4210.00", "Balance when the cycle opened", "left", 0.664),
        ("ending_balance", "4388.15", "Balance when the cycle closed", "left", 0.727),
        ("interest_paid", "3.15", "Interest credited this cycle", "left", 0.745)]


def test_a_printed_box_number_carries_a_label_the_model_reads_loosely() -> None:
    matcher = FieldMatcher(embed_texts)
    found = matcher.match("W-2", [(1, W2_PAGE)], {})
    assert [(m.field, m.normalized, m.cue, m.score) for m in found] == [
        ("box1_wages", "61200.00", "above", 0.524),
        ("box2_federal_tax_withheld", "7015.33", "above", 0.444)]  # under THRESHOLD, over BOX_THRESHOLD


def test_harvest_marks_what_the_matcher_found() -> None:
    page = "Form W-2 Wage and Tax Statement\nEmployer identification number 12-3456789\n" \
           "1 Wages, tips, other compensation 50,000.00\nSocial security wages 50,000.00\n" + W2_PAGE.split("\n", 2)[2]
    result = harvest([PageText(1, page)], load_rules(), FieldMatcher(embed_texts))
    assert result.classification.doc_type == "W-2"
    assert [(f.field, f.normalized, f.method) for f in result.fields] == [
        ("box1_wages", "50000.00", "rules"), ("box3_social_security_wages", "50000.00", "rules"),
        ("employer_ein", "12-3456789", "rules"), ("box2_federal_tax_withheld", "7015.33", "matched")]


def test_the_ingest_stores_matched_fields_and_says_why(tmp_path: Path) -> None:
    lines = [(72, 60, "Form W-2 Wage and Tax Statement 2025"), (72, 90, "Employer identification number 12-3456789"),
             (72, 120, "1 Wages, tips, other compensation 50,000.00"), (72, 150, "Social security wages 50,000.00"),
             (72, 180, "Levy kept back by the federal treasury (box 2)"), (72, 194, "7,015.33")]
    corpus = write_corpus(tmp_path / "corpus", {"w2.pdf": pdf_bytes([lines])})
    store = tmp_path / "store"
    result = invoke(main, "ingest", str(corpus), "--store", str(store), "--skip", "embed", "--quiet")
    summary = "ingested 1/1 documents: 1 pages from the text layer, 0 by OCR, 1 typed, 5 fields, 1 chunks, 0 embeddings"
    assert (result.code, result.out.split("\n")[0]) == (0, summary), result.err
    with open_store(store, corpus) as opened:
        assert [(f.field, f.normalized) for f in opened.fields()] == [
            ("box1_wages", "50000.00"), ("box2_federal_tax_withheld", "7015.33"),
            ("box3_social_security_wages", "50000.00"), ("employer_ein", "12-3456789"), ("tax_year", "2025")]
        assert opened.matched_fields() == {"w2.pdf": {"box2_federal_tax_withheld": {
            "method": "matched", "label": "Levy kept back by the federal treasury", "cue": "above", "score": 0.444}}}


CARD_PAGE = """Granite Card Services
Credit Card Statement
Previous balance: 1,830.69
New balance: 1,970.90
Minimum payment due: 39.42"""

STUB_PAGE = """Oliver Payroll Services
Earnings Statement
401(k) deferral YTD
$7,428.71
Take-home pay
$4,232.65"""


def test_what_a_page_prints_beside_a_field_is_not_taken_for_it() -> None:
    """The decoys of harness/contract/field_descriptions.py OTHERS: a card's previous balance is no
    new balance (it was read as one at 0.499 on seen:fit pages where the new balance sat in a
    sentence), and a deduction's year-to-date total is no year-to-date gross pay (0.461). The two labels
    read are exemplars (harness/harvest/exemplars.json): cosine 1, plus their words' overlap (0.799 and
    0.892 by the descriptions alone, before the fifteenth session)."""
    matcher = FieldMatcher(embed_texts)
    brief = [(m.field, m.normalized, m.label, m.score) for m in matcher.match("credit-card-statement",
                                                                            [(1, CARD_PAGE)], {})]
    assert brief == [("issuer_name", "Granite Card Services", "", 0.55),
                     ("new_balance", "1970.90", "New balance", 1.1),
                     ("minimum_payment", "39.42", "Minimum payment due", 1.1)]
    alone = CARD_PAGE.replace("New balance: 1,970.90\n", "")
    assert [m.field for m in matcher.match("credit-card-statement", [(1, alone)], {})] == [
        "issuer_name", "minimum_payment"]
    assert [(m.field, m.normalized) for m in matcher.match("pay-stub", [(1, STUB_PAGE)], {})] == [
        ("employer_name", "Oliver Payroll Services"), ("net_pay", "4232.65")]


# a utility bill itemizes its charges before the amount due (names invented)
UTILITY_PAGE = """Brookvale Power & Light
Basic customer charge: $14.50
Total amount due: $182.33"""


def test_one_charge_of_a_bill_is_no_amount_due() -> None:
    """The utility bill's decoy of one charge alone (harness/contract/field_descriptions.py OTHERS): with
    the amount due missing, the customer charge it itemizes is not taken for it (it was, at 0.576)."""
    matcher = FieldMatcher(embed_texts)
    assert [(m.field, m.normalized, m.label, m.score) for m in matcher.match("utility-bill", [(1, UTILITY_PAGE)], {})
            ] == [("utility_name", "Brookvale Power & Light", "", 0.55),
                  ("amount_due", "182.33", "Total amount due", 1.022)]
    alone = UTILITY_PAGE.replace("\nTotal amount due: $182.33", "")
    assert [(m.field, m.normalized) for m in matcher.match("utility-bill", [(1, alone)], {})] == [
        ("utility_name", "Brookvale Power & Light")]


# a corrected W-2 prints each amount twice: as previously reported and as corrected (names invented)
W2C_PAGE = """Form W-2c Corrected Wage and Tax Statement
2 Federal income tax withheld $13,558.95
Box 1 Wages, tips and other compensation 116,954.37
Originally reported box 1 wages 114,820.16
Originally reported box 2 federal tax $13,089.42
a Previously reported 2 Federal income tax withheld 8,250.00"""


def test_an_amount_as_previously_reported_is_no_reading_of_the_corrected_box() -> None:
    """Main read box 2 as nothing: "Originally reported box 2 federal tax" (0.793, its printed box
    number helping) against the corrected "2 Federal income tax withheld" (0.773), too close; and the
    last line's label was cut before its "2", read as the corrected box's. A label saying its value is a
    former one now reads as no field a W-2c has (none is described as a former amount). The corrected
    labels read as exemplars of a W-2's boxes (harness/harvest/exemplars.json; 0.895 and 0.798 by the
    descriptions alone, before the fifteenth session); the former ones do not."""
    found = FieldMatcher(embed_texts).match("W-2c", [(1, W2C_PAGE)], {"employer_name": "X"})
    assert [(m.field, m.normalized, m.label, m.cue, m.score) for m in found] == [
        ("box1_wages", "116954.37", "Wages, tips and other compensation", "left", 1.166),
        ("box2_federal_tax_withheld", "13558.95", "Federal income tax withheld", "left", 1.055)]


# a W-2c's table of corrections: each box as previously reported, as corrected, and the change (names invented)
W2C_TABLE = """Form W-2c Corrected Wage and Tax Statement
Box Previously reported Correct information Change
Box 1 Wages, tips and other compensation $89,272.20 $90,102.62 $830.42
Box 2 Federal income tax withheld $13,480.09 $13,662.78 $182.69"""


def test_the_change_between_two_amounts_is_no_reading_of_the_corrected_box() -> None:
    """The change column read 0.725 as box 1 against the correct information's 0.684, and was taken: a label
    saying its value is a change is no field whose texts do not say so (MARKED_PENALTY)."""
    found = FieldMatcher(embed_texts).match("W-2c", [(1, W2C_TABLE)], {"employer_name": "X"})
    assert [(m.field, m.normalized, m.label) for m in found] == [
        ("box1_wages", "90102.62", "Wages, tips and other compensation Correct information"),
        ("box2_federal_tax_withheld", "13662.78", "Federal income tax withheld Correct information")]


# an insurer's declarations naming the agent who sold the policy under its heading (names invented)
AGENT_PAGE = """Quarrystone Mutual Insurance
Homeowners Policy Declarations
Policy Period 01/15/2026 to 01/15/2027
Your Agent
Fennimore Insurance Agency
12 Main St, Ames, IA 50010"""


def test_the_agent_who_sold_the_policy_is_no_named_insured() -> None:
    """The agent's block ("Your Agent" over an agency's name: a heading, no name, harness.harvest.pairs) is the
    only name under a caption on the page; the decoy describing an insurance agent (field_descriptions.OTHERS)
    reads its caption, so the agency is no insured (the one other party, harness.harvest.party)."""
    got = FieldMatcher(embed_texts).match("insurance-declarations", [(1, AGENT_PAGE)], {})
    assert [(m.field, m.normalized) for m in got if m.field in ("insurer_name", "named_insured")] == [
        ("insurer_name", "Quarrystone Mutual Insurance")]
