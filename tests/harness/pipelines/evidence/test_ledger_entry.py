"""A check against a bank statement's entry (harness.pipelines.evidence.ledger_entry, through
harness.pipelines.evidence.reconcile), on a real store written by hand and the real embedding model."""

from __future__ import annotations

import pytest

from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.question_reading import read_question
from harness.pipelines.evidence.reconcile import side_type
from harness.pipelines.extractive.shapes import Reply, agreement
from tests.harness.pipelines.hand_store import finder_over

LEDGER = ("Sterling Federal Credit Union\nACCOUNT STATEMENT\nPeriod ending 30-JUN-2025\n"
          "Interest earned 0.28 Prior balance 31,364.88 Balance this statement 33,749.96\n"
          "Posted Value Transaction\n"
          "06-JUN-2025 2,800.00 PAYROLL DIRECT DEP HARDY INDUSTRIES\n"
          "12-JUN-2025 1,788.24 CR PRAIRIE CARD SERVICES CARD PMT\n"
          "20-JUN-2025 2,868.19 PAYROLL DIRECT DEP HARDY INDUSTRIES\n"
          "30-JUN-2025 0.28 INTEREST PAID")
STUB = "Hardy Industries\nEarnings Statement\nPay date 06/20/2025\nNet pay $2,868.19"


@pytest.fixture(scope="module")
def finder(tmp_path_factory: pytest.TempPathFactory) -> DocFinder:
    return finder_over(tmp_path_factory.mktemp("store"), {
        "stmt.pdf": ("bank-statement", LEDGER, {
            "bank_name": ("Sterling Federal Credit Union", None), "period_end": ("30-JUN-2025", "2025-06-30"),
            "beginning_balance": ("31,364.88", "31364.88"), "ending_balance": ("33,749.96", "33749.96"),
            "interest_paid": ("0.28", "0.28")}),
        "stub.pdf": ("pay-stub", STUB, {
            "employer_name": ("Hardy Industries", None), "pay_date": ("06/20/2025", "2025-06-20"),
            "net_pay": ("$2,868.19", "2868.19")}),
        "stub-early.pdf": ("pay-stub", STUB.replace("06/20", "06/06").replace("2,868.19", "2,800.00"), {
            "employer_name": ("Hardy Industries", None), "pay_date": ("06/06/2025", "2025-06-06"),
            "net_pay": ("$2,800.00", "2800.00")}),
        "1099.pdf": ("1099-INT", "Form 1099-INT 2025\nSterling Federal Credit Union\n1 Interest income 0.30", {
            "payer_name": ("Sterling Federal Credit Union", None), "box1_interest_income": ("0.30", "0.30")}),
        "card.pdf": ("credit-card-statement", "Prairie Card Services\nNew balance 1,788.24", {
            "issuer_name": ("Prairie Card Services", None), "new_balance": ("1,788.24", "1788.24")})})


# as retrieval ranks them for these questions
RANKED = ["stmt.pdf", "stub.pdf", "stub-early.pdf", "1099.pdf", "card.pdf"]


def _ask(finder: DocFinder, question: str) -> Reply | None:
    return agreement(finder, read_question(finder, question, RANKED))


def test_a_bank_statement_s_side_is_the_entry_that_names_the_other_document_s_issuer(finder: DocFinder) -> None:
    """Not the statement's closest balance: the row naming the employer, of the day the question says."""
    assert _ask(finder, "The pay stub from Hardy Industries paid on June 20, 2025 says the paycheck's take-home pay. "
                        "Check it against the matching entry on my Sterling Federal Credit Union statement for June "
                        "2025. Do the two match? If they don't, what is the difference?") == Reply(
        "Both are $2,868.19: they agree. [stub.pdf] [stmt.pdf]", ("stub.pdf", "stmt.pdf"))
    # no day said: the row whose amount is the other side's
    assert _ask(finder, "I want to check the paycheck's take-home pay on the pay stub from Hardy Industries paid in "
                        "June against my Sterling Federal Credit Union statement for June 2025. Are they the same "
                        "amount?") == Reply("Both are $2,868.19: they agree. [stub.pdf] [stmt.pdf]",
                                            ("stub.pdf", "stmt.pdf"))


def test_the_statement_of_the_other_document_s_own_issuer_is_read_by_its_field(finder: DocFinder) -> None:
    """A 1099-INT from the statement's own bank names no row: the statement's closest field is read."""
    assert _ask(finder, "I want to check the interest on the 2025 1099-INT from Sterling Federal Credit Union against "
                        "the interest earned on my Sterling Federal Credit Union statement for June 2025. Are they the "
                        "same amount?") == Reply("They differ by 0.02 (0.30 against 0.28). [1099.pdf] [stmt.pdf]",
                                            ("1099.pdf", "stmt.pdf"))


def test_a_side_naming_an_issuer_reads_as_that_issuer_s_document(finder: DocFinder) -> None:
    """The bank statement, retrieved first, prints the card's issuer in a row; the side is the card's."""
    side = "Last October's Prairie Card Services card statement says what I owed"
    q = read_question(finder, side + "; the statement says what I paid. Do they agree?", RANKED)
    assert side_type(finder, q, side) == "credit-card-statement"
