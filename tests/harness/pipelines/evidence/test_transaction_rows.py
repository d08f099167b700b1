"""The extractive pipeline's `table` shape: rows read back from a statement's page text, and the
selftest defect that hides them."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from harness.pipelines.evidence import transaction_rows
from harness.pipelines.evidence.doc_facts import DocFacts
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.question_reading import read_question
from harness.pipelines.evidence.row_lists import late_months, listed_rows
from harness.pipelines.extractive.shapes import DECLINED, Reply, table_row
from harness.selftest.defects import hide_table_rows
from tests.harness.pipelines.hand_store import finder_over

LEDGER = """Tidewater National Bank
STATEMENT OF ACCOUNT
Statement period to: December 31, 2025
Date Transaction Amount Balance
12/01 Opening balance $42,638.58
12/04 DEBIT CARD FRESHMART GROCERY $45.12 CR $42,593.46
12/15 PAYROLL DIRECT DEP ACME TOOL WORKS $3,447.23 $46,040.69
12/15 TRANSFER TO SAVINGS ...8786 $359.09 CR $45,681.60
Summary for the period"""
CARD = """Redwood Card Services
Statement closing date 21-DEC-2025
22-NOV TRAILHEAD OUTFITTERS 261.57
16-DEC PAYMENT - THANK YOU (1,425.80)
16-DEC LATE FEE - PAYMENT PAST DUE 35.00"""


def test_rows_are_lines_that_start_with_a_date_and_hold_an_amount() -> None:
    rows = transaction_rows.rows_in(LEDGER)
    assert [(r.month, r.day, r.amount) for r in rows] == [
        (12, 1, "$42,638.58"), (12, 4, "$45.12 CR"), (12, 15, "$3,447.23"), (12, 15, "$359.09 CR")]
    assert [r.amount for r in transaction_rows.rows_in(CARD)] == ["261.57", "(1,425.80)", "35.00"]
    lines = ("Dec 4, 2025 FRESHMART 12.00", "2025-12-04 X 1.00", "04-DEC X 1.00",
             "Statement closing date 21-DEC-2025", "12/04 no amount")
    assert [transaction_rows.is_row(line) for line in lines] == [True, True, True, False, False]


def test_a_row_may_print_its_description_before_its_date() -> None:
    """A table whose date column is not its first (Details, Date, Amount): the date after the row's
    first words is its date, the first amount after the description its amount; a label's date (a
    colon before it), a line with no words before its date and a word that only opens like a month
    are no row's."""
    table = ("Details Date Transaction amount\n"
             "TRANSFER FROM CHECKING ...4729 15-DEC-2025 1,114.95\n"
             "INTEREST PAID Dec 31 88.39 28,763.84\n"
             "Payment due: 01/15/2026 35.00\n"
             "Deposit Decimal 5 12.00\n"
             "Statement period to 31-DEC-2025")
    assert [(r.month, r.day, r.year, r.amount) for r in transaction_rows.rows_in(table)] == [
        (12, 15, 2025, "1,114.95"), (12, 31, None, "88.39")]
    row = transaction_rows.row_for_amount(table, "When was the transfer in from checking of $1,114.95?", "1114.95")
    assert row is not None and transaction_rows.full_date(row, 2025, 12) == date(2025, 12, 15)



def test_rows_print_their_dates_and_amounts_in_any_style_the_harvest_reads() -> None:
    """The styles of the value catalogue (tests/support/value_catalogue.py, written from what issuers
    print): a full date in any of them leads a row or follows its description, an amount in any of
    them is its amount, signed by its marks (a minus after it, a debit's DR)."""
    table = ("04.12.2025 GROCERY OUTLET 1,234.56-\n"
             "20251205 RENT PAYMENT $ 1,500.00\n"
             "6 December 2025 INTEREST PAID 1 713.43\n"
             "DEC 07 2025 SERVICE FEE 12.00 DR\n"
             "12/08/25 WIRE IN 52.10 USD\n"
             "TRANSFER TO SAVINGS 9 Dec 2025 250.00\n"
             "Statement period: 01.12.2025 60.00")
    rows = transaction_rows.rows_in(table)
    assert [(r.month, r.day, r.year, r.amount, r.inner) for r in rows] == [
        (12, 4, 2025, "1,234.56-", False), (12, 5, 2025, "$ 1,500.00", False), (12, 6, 2025, "1 713.43", False),
        (12, 7, 2025, "12.00 DR", False), (12, 8, 2025, "52.10 USD", False), (12, 9, 2025, "250.00", True)]
    assert [transaction_rows.amount_value(r.amount) for r in rows] == [
        Decimal("-1234.56"), Decimal("1500.00"), Decimal("1713.43"), Decimal("-12.00"), Decimal("52.10"),
        Decimal("250.00")]
    assert [transaction_rows.description(r) for r in rows] == [
        "GROCERY OUTLET", "RENT PAYMENT", "INTEREST PAID", "SERVICE FEE", "WIRE IN", "TRANSFER TO SAVINGS"]
    assert [transaction_rows.amount_value(x) for x in ("(45.00)", "12.00 CR", "$1,234.56-", "text", None)] == [
        Decimal("-45.00"), Decimal("-12.00"), Decimal("-1234.56"), None, None]
    row = transaction_rows.row_for_day(table, "How much was the service fee on December 7?", 12, 7)
    assert row is not None and row.amount == "12.00 DR"
    # the charges: the rows of a positive amount that print their date where most rows do (first)
    assert [r.amount for r in transaction_rows.charges(table)] == ["$ 1,500.00", "1 713.43", "52.10 USD"]


def _asks(q: str) -> tuple[tuple[int, int] | None, str | None, bool]:
    return transaction_rows.asked_day(q), transaction_rows.asked_amount(q), transaction_rows.asks_when(q)


def test_what_a_question_asks_of_a_table() -> None:
    q = "How much was the debit card purchase at Freshmart Grocery on December 4, on my statement for December 2025?"
    assert _asks(q) == ((12, 4), None, False)
    q = "When was the transfer to savings for $359.09 on my Tidewater National Bank statement?"
    assert _asks(q) == (None, "359.09", True)
    assert transaction_rows.asked_day("the pay stub paid on January 17, 2025") is None  # a full date names a document


def test_the_row_of_a_day_is_the_one_that_shares_most_words_with_the_question() -> None:
    row = transaction_rows.row_for_day(LEDGER, "How much was the transfer to savings on December 15?", 12, 15)
    assert row is not None and row.amount == "$359.09 CR"
    row = transaction_rows.row_for_day(LEDGER, "How much was the paycheck deposit on December 15?", 12, 15)
    assert row is not None and row.amount == "$3,447.23"
    assert transaction_rows.row_for_day(LEDGER, "How much was the rent on December 15?", 12, 15) is None
    row = transaction_rows.row_for_amount(CARD, "When was the late fee of $35.00?", "35.00")
    assert row is not None and transaction_rows.full_date(row, 2025, 12) == date(2025, 12, 16)
    nov = transaction_rows.rows_in(CARD)[0]
    assert transaction_rows.full_date(nov, 2026, 1) == date(2025, 11, 22)  # a November row of a January statement


@pytest.fixture(scope="module")
def finder(tmp_path_factory: pytest.TempPathFactory) -> DocFinder:
    return finder_over(tmp_path_factory.mktemp("store"), {
        "stmt.pdf": ("bank-statement", LEDGER, {"period_end": ("December 31, 2025", "2025-12-31")}),
        "card.pdf": (None, CARD, {}),
        "w2.pdf": ("W-2", "Form W-2 2025 Acme Tool Works 1 Wages 52,340.17", {})})


def _ask(finder: DocFinder, question: str) -> Reply | None:
    return table_row(finder, read_question(finder, question, [], rank_fields=lambda t: []))


def test_table_row_answers_a_row_s_amount_or_its_day(finder: DocFinder) -> None:
    assert _ask(finder, "What amount does my Tidewater National Bank statement for December 2025 show for the "
                        "debit card purchase at Freshmart Grocery on December 4?") == Reply("$45.12 CR [stmt.pdf]",
                                                                                          ("stmt.pdf",))
    # an untyped document with a table counts too; its year is the one its text names
    assert _ask(finder, "On what date did the late fee of $35.00 post, according to my Redwood Card Services card "
                        "statement?") == Reply("December 16, 2025 [card.pdf]", ("card.pdf",))
    assert _ask(finder, "How much was the rent deposit on December 2, on my Tidewater National Bank "
                        "statement?") is DECLINED
    assert _ask(finder, "What were the box 1 wages on the 2025 Form W-2 from Acme Tool Works?") is None


def test_a_row_s_description_is_its_line_without_dates_and_amounts() -> None:
    rows = transaction_rows.rows_in(CARD + "\n12/03 12/04 METRO TRANSIT $255.60\nTRANSFER FROM CHECKING 15-DEC-2025 "
                                           "1,114.95")
    assert [transaction_rows.description(r) for r in rows] == [
        "TRAILHEAD OUTFITTERS", "PAYMENT - THANK YOU", "LATE FEE - PAYMENT PAST DUE", "METRO TRANSIT",
        "TRANSFER FROM CHECKING"]


def test_a_bound_or_a_month_picks_the_charges_a_question_lists() -> None:
    assert transaction_rows.asked_bound("Which charges were smaller than $750? List them.") == (
        "below", Decimal("750"))
    assert transaction_rows.asked_bound("What did I spend more than $1,200.50 on?") == ("above", Decimal("1200.50"))
    assert transaction_rows.asked_bound("Which purchases were at least $35?") == ("above=", Decimal("35"))
    assert transaction_rows.asked_bound("What did I spend on December 4?") is None
    assert transaction_rows.asked_month("Which charges on my statement for December 2025 posted in November?") == 11
    assert transaction_rows.asked_month("On my statement, what did I buy in December? List each purchase.") == 12
    assert transaction_rows.asked_month("What did I spend on my card statement for December 2025?") is None
    charges = transaction_rows.charges(CARD)  # the payment is no charge
    assert [r.line for r in charges] == ["22-NOV TRAILHEAD OUTFITTERS 261.57",
                                         "16-DEC LATE FEE - PAYMENT PAST DUE 35.00"]
    assert [transaction_rows.beyond(r, "above", Decimal("35")) for r in charges] == [True, False]
    assert [transaction_rows.beyond(r, "above=", Decimal("35")) for r in charges] == [True, True]
    assert [transaction_rows.beyond(r, "below", Decimal("300")) for r in charges] == [True, True]


def test_a_line_dated_where_the_table_s_rows_are_not_or_a_sentence_is_no_charge() -> None:
    text = ("Billing period Nov 26, 2025 to Dec 25, 2025. Credit line $25000.00. APR 18.08%.\n" + CARD +
            "\nPlease note that your statement date is shown as 12/25/2025, your minimum payment due is 35.00")
    assert [transaction_rows.description(r) for r in transaction_rows.charges(text)] == [
        "TRAILHEAD OUTFITTERS", "LATE FEE - PAYMENT PAST DUE"]
    inner = "CORNER PHARMACY 11/28/2025 214.03\nMETRO TRANSIT 12/20/2025 236.95\nStatement date December 18, 2025 9.99"
    assert [transaction_rows.description(r) for r in transaction_rows.charges(inner)] == [
        "CORNER PHARMACY", "METRO TRANSIT"]  # "Statement date": a label's date, though it is where the rows' are
    # a numbered panel's line: a label's date ("date" its last word), an amount before a date: no rows
    panel = inner + "\n1 Total balance 3891.99 2 Statement closing date Dec 25, 2025\n3 Due date Jan 19, 2026 4 " \
                    "Minimum amount due 77.84"
    assert [transaction_rows.description(r) for r in transaction_rows.rows_in(panel)] == [
        "CORNER PHARMACY", "METRO TRANSIT"]


def test_listed_rows_name_each_charge_and_count_them(finder: DocFinder) -> None:
    def ask(question: str) -> Reply | None:
        return listed_rows(finder, read_question(finder, question, [], rank_fields=lambda t: []))

    # the late fee is the issuer's charge, no purchase: never listed
    assert ask("Which charges over $30 are on my Redwood Card Services card statement? Name each and say how many "
               "there are.") == Reply("TRAILHEAD OUTFITTERS; 1 charge [card.pdf]", ("card.pdf",))
    assert ask("On my Redwood Card Services card statement, what did I spend less than $100 on?") is DECLINED
    assert ask("On my Redwood Card Services card statement, which stores got a charge over $5? Count the "
               "merchants.") == Reply("TRAILHEAD OUTFITTERS; 1 merchant [card.pdf]", ("card.pdf",))
    assert ask("Which charges on my Redwood Card Services card statement posted in November?") == Reply(
        "TRAILHEAD OUTFITTERS; 1 charge [card.pdf]", ("card.pdf",))
    assert ask("On my Redwood Card Services card statement, which charges were more than $5,000?") is DECLINED
    assert late_months(finder, read_question(finder, "In which months was I charged a late fee on my Redwood Card "
                                                     "Services card, and how many late payments were there?", [],
                                             rank_fields=lambda t: [])) == Reply(
        "December; 1 late payment [card.pdf]", ("card.pdf",))
    assert ask("Did Acme Tool Works pay more than $50,000 in box 1 wages?") is None  # no list asked
    assert ask("Which employers paid more than $50,000 on a Form W-2 from Birch Lane?") is None  # no such statement


def test_listed_rows_name_a_bank_statement_s_deposits_and_its_withdrawals(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """Every deposit (no amount said; an interest payment to the account is one), or the withdrawals
    beyond an amount, their amounts unsigned."""
    savings = ("Fairhaven Federal Credit Union\nStatement period ending 04/30/2025\n"
               "2025-04-03 MORTGAGE PMT PIONEER HOME LOANS -$2,480.95\n"
               "2025-04-15 TRANSFER FROM CHECKING ...3044 $431.23\n"
               "2025-04-20 CHECK PAYMENT TORRES ROOFING -$1,410.44\n2025-04-30 INTEREST PAID $127.77")
    bank = finder_over(tmp_path_factory.mktemp("savings"), {
        "savings.pdf": ("bank-statement", savings, {"period_end": ("04/30/2025", "2025-04-30")})})

    def ask(question: str) -> Reply | None:
        return listed_rows(bank, read_question(bank, question, [], rank_fields=lambda t: []))

    assert ask("Which deposits are on my Fairhaven Federal Credit Union statement for April 2025? Name each and say "
               "how many there are.") == Reply("TRANSFER FROM CHECKING ...3044; INTEREST PAID; 2 charges [savings.pdf]",
                                                ("savings.pdf",))
    assert ask("On my Fairhaven Federal Credit Union statement for April 2025, what money came into the account? "
               "List each deposit and count them.") == Reply(
        "TRANSFER FROM CHECKING ...3044; INTEREST PAID; 2 charges [savings.pdf]", ("savings.pdf",))
    assert ask("On my Fairhaven Federal Credit Union statement for April 2025, which payments out of the account "
               "were larger than $2,000? List them and count them.") == Reply(
        "MORTGAGE PMT PIONEER HOME LOANS; 1 charge [savings.pdf]", ("savings.pdf",))
    assert ask("Which withdrawals of more than $1,000 are on my Fairhaven Federal Credit Union statement for April "
               "2025? Name each and say how many there are.") == Reply(
        "MORTGAGE PMT PIONEER HOME LOANS; CHECK PAYMENT TORRES ROOFING; 2 charges [savings.pdf]", ("savings.pdf",))
    assert ask("Which deposits of more than $200 are on my Fairhaven Federal Credit Union statement for April 2025? "
               "Name each and say how many there are.") == Reply(
        "TRANSFER FROM CHECKING ...3044; 1 charge [savings.pdf]", ("savings.pdf",))


def test_hiding_table_rows_leaves_the_rest_of_the_text(finder: DocFinder) -> None:
    class Holder:
        def __init__(self, facts: DocFacts) -> None:
            self.facts = facts

    facts = DocFacts.__new__(DocFacts)
    facts.__dict__.update({k: dict(v) if isinstance(v, dict) else v for k, v in finder.facts.__dict__.items()})
    holder, dropped = hide_table_rows(Holder(facts))  # type: ignore[arg-type]
    assert dropped == 7
    assert holder.facts.texts["stmt.pdf"].splitlines() == [
        "Tidewater National Bank", "STATEMENT OF ACCOUNT", "Statement period to: December 31, 2025",
        "Date Transaction Amount Balance", "Summary for the period"]
    assert holder.facts.lower["card.pdf"] == "redwood card services\nstatement closing date 21-dec-2025"
