"""Which docType's fields a question reads, and which of them first (harness.pipelines.evidence:
question_reading, doc_finder), on a real store written by hand and the real embedding model."""

from __future__ import annotations

import pytest

from harness.pipelines.evidence.doc_finder import OVERLAP_BONUS, ROLE_BONUS, YTD_PENALTY, DocFinder, without_mentions
from harness.pipelines.evidence.question_mentions import mentions
from harness.pipelines.evidence.question_reading import read_question
from harness.pipelines.extractive.shapes import DECLINED, Reply, lookup
from tests.harness.pipelines.hand_store import finder_over

STUB = ("Acme Tool Works\nEARNINGS STATEMENT\nPay date 26-DEC-2025\nGross pay 2,980.77\nNet pay 1,986.76\n"
        "Gross earnings YTD 77,500.02")
DOCS: dict[str, tuple[str | None, str, dict[str, tuple[str, str | None]]]] = {
    "w2-acme.pdf": ("W-2", "Form W-2 Wage and Tax Statement 2025\nAcme Tool Works\n1 Wages 77,500.02",
                    {"employer_name": ("Acme Tool Works", None), "box1_wages": ("77,500.02", "77500.02")}),
    "stub-acme.pdf": ("pay-stub", STUB, {
        "employer_name": ("Acme Tool Works", None), "pay_date": ("26-DEC-2025", "2025-12-26"),
        "gross_pay": ("2,980.77", "2980.77"), "net_pay": ("1,986.76", "1986.76"),
        "ytd_gross": ("77,500.02", "77500.02")}),
    "int-dune.pdf": ("1099-INT", "Form 1099-INT Interest Income 2025\nDune Savings Bank\n1 Interest income 88.10",
                     {"payer_name": ("Dune Savings Bank", None), "box1_interest_income": ("88.10", "88.10"),
                      "tax_year": ("2025", "2025")}),
}


@pytest.fixture(scope="module")
def finder(tmp_path_factory: pytest.TempPathFactory) -> DocFinder:
    return finder_over(tmp_path_factory.mktemp("store"), DOCS)


def test_a_question_reads_the_type_of_the_best_retrieved_document_that_holds_its_mentions(finder: DocFinder) -> None:
    """No type named ("paycheck" is none): the best-retrieved typed document holding what the question
    mentions (a date, a name) gives the type, not the one retrieval ranked first; with nothing
    mentioned, the best-retrieved."""
    ranked = ["w2-acme.pdf", "stub-acme.pdf"]
    q = read_question(finder, "How much did Ada make on her paycheck from Acme Tool Works on December 26, 2025?",
                      ranked, rank_fields=lambda t: [])
    assert (q.doc_type, q.mentions.dates, q.typed) == (None, ("2025-12-26",), "pay-stub")
    q = read_question(finder, "How much did Ada make at Acme Tool Works?", ranked, rank_fields=lambda t: [])
    assert q.typed == "W-2"
    # a name: the best-retrieved typed document that prints it, past the 1099 retrieval ranked first
    q = read_question(finder, "What does the Acme Tool Works paperwork say Ada made?", ["int-dune.pdf", *ranked],
                      rank_fields=lambda t: [])
    assert (q.mentions.names, q.typed) == (("Acme Tool Works",), "W-2")
    # nothing mentioned: the best-retrieved typed document
    q = read_question(finder, "how much did i make", ["int-dune.pdf", *ranked], rank_fields=lambda t: [])
    assert (q.mentions.names, q.typed) == ((), "1099-INT")


def test_a_year_to_date_field_answers_only_a_question_about_the_year_so_far(finder: DocFinder) -> None:
    """The period's gross pay, unless the question speaks of the year so far; the penalty and the
    words shared with the description are the only difference between the two rankings'
    year-to-date scores."""
    m = read_question(finder, "x", [], rank_fields=lambda t: []).mentions
    period = "How much did Ada make before deductions on her paycheck from Acme Tool Works on December 26, 2025?"
    ranked = finder.fields_asked(period, "pay-stub", m)
    assert ranked.index("gross_pay") < ranked.index("ytd_gross")
    so_far = "How much did Ada make before deductions so far this year, on her last paycheck from Acme Tool Works?"
    ranked = finder.fields_asked(so_far, "pay-stub", m)
    assert ranked.index("ytd_gross") < ranked.index("gross_pay")
    qv = finder.embed([period])[0]
    with_penalty = finder.field_scores(period, "pay-stub", qv)
    without = finder.field_scores(period + " (so far)", "pay-stub", qv)
    # the penalty, the bonus of a question saying "so far" outright, and the words "so far" the year-to-date
    # field's description shares
    assert round(without["ytd_gross"] - with_penalty["ytd_gross"], 6) == round(2 * YTD_PENALTY + 2 * OVERLAP_BONUS, 6)
    assert without["gross_pay"] == with_penalty["gross_pay"]


def test_a_word_the_question_shares_with_a_fields_description_counts(finder: DocFinder) -> None:
    """Each word shared with a field's plain description earns OVERLAP_BONUS; the names it mentions and
    the docType's name are no such words. The embedding alone put the 1099-INT's withholding (box 4,
    "held back from the payments") 0.012 ahead of the W-2's box 2 for tax taken out of pay."""
    question = "All jobs together, how much federal tax was taken out of our pay at Acme Tool Works in 2025?"
    qv = finder.embed([question])[0]
    with_words = finder.field_scores(question, "W-2", qv)
    without = finder.field_scores("All jobs together, how much in 2025?", "W-2", qv)
    # box 2: federal, tax, taken, out, pay; box 1: federal, tax, pay ("Works" is a name's)
    assert round((with_words["box2_federal_tax_withheld"] - without["box2_federal_tax_withheld"]) / OVERLAP_BONUS,
                 4) == 5
    assert round((with_words["box1_wages"] - without["box1_wages"]) / OVERLAP_BONUS, 4) == 3
    m = mentions(question)
    assert finder.best_money_field(question, ["1099-INT", "W-2"], m) == ("W-2", "box2_federal_tax_withheld")


def test_with_no_type_named_the_closest_type_weighs_in_beside_its_money_field(
        finder: DocFinder, monkeypatch: pytest.MonkeyPatch) -> None:
    """best_money_field adds TYPE_WEIGHT times the question's cosine with each type's plain description
    (harness.contract.doctype_descriptions): what the IRS got from paychecks, every employer together,
    is the W-2s' box 2; by the fields alone the 1099-INT's box 4 (federal tax withheld too) is closer."""
    from harness.pipelines.evidence import doc_finder

    question = "What did the IRS get from our paychecks in 2025, every employer together, after corrections?"
    m = mentions(question)
    assert finder.best_money_field(question, ["1099-INT", "W-2"], m) == ("W-2", "box2_federal_tax_withheld")
    monkeypatch.setattr(doc_finder, "TYPE_WEIGHT", 0.0)
    assert finder.best_money_field(question, ["1099-INT", "W-2"], m) == ("1099-INT", "box4_federal_tax_withheld")


def test_a_year_the_question_mentions_is_no_answer_to_it(finder: DocFinder) -> None:
    """The field asked is missing (no box 4 was harvested): the next fields are what picked the
    document (its year, its payer), so the lookup declines instead of answering "2025"."""
    fields = {"1099-INT": ["box4_federal_tax_withheld", "tax_year", "payer_name", "box1_interest_income"]}
    q = read_question(finder, "What federal tax did the 1099-INT from Dune Savings Bank hold back for 2025?",
                      ["int-dune.pdf"], rank_fields=lambda t: fields.get(t, []))
    assert lookup(finder, q) == DECLINED
    q = read_question(finder, "What tax year does the 1099-INT from Dune Savings Bank report?",
                      ["int-dune.pdf"], rank_fields=lambda t: ["tax_year"])
    assert lookup(finder, q) == Reply("2025 [int-dune.pdf]", ("int-dune.pdf",))


def test_a_field_is_ranked_by_what_it_means_too(finder: DocFinder) -> None:
    """A field's text is its name, its plain description (harness.contract.field_descriptions) and its
    printed labels: "the pay before anything was taken out" is the gross pay, which the name alone
    does not say."""
    assert finder.facts.field_descriptions("pay-stub")["gross_pay"].startswith(
        "gross pay gross pay: earnings for this pay period before any deductions ")
    m = read_question(finder, "x", [], rank_fields=lambda t: []).mentions
    q = "Taking every pay stub from Acme Tool Works together, what was the pay before anything was taken out?"
    assert finder.fields_asked(q, "pay-stub", m)[:2] == ["gross_pay", "net_pay"]


def test_a_comparison_of_two_types_reads_each_side_as_its_own(finder: DocFinder) -> None:
    """Each side of "A ... or B ..." names its own docType: each is read with its own closest money
    field (the real model ranks them), not one field of one type for both."""
    from harness.pipelines.extractive.shapes import comparison

    larger = ("Which amount is larger: the gross pay on the pay stub from Acme Tool Works paid on December 26, 2025, "
              "or the interest income on the 2025 Form 1099-INT from Dune Savings Bank?")
    q = read_question(finder, larger, ["stub-acme.pdf", "int-dune.pdf"])
    assert comparison(finder, q) == Reply("Acme Tool Works: 2,980.77 [stub-acme.pdf] [int-dune.pdf]",
                                          ("stub-acme.pdf", "int-dune.pdf"))
    q = read_question(finder, larger.replace("larger", "smaller"), ["stub-acme.pdf", "int-dune.pdf"])
    assert comparison(finder, q) == Reply("Dune Savings Bank: 88.10 [int-dune.pdf] [stub-acme.pdf]",
                                          ("stub-acme.pdf", "int-dune.pdf"))


def test_how_big_asks_for_an_amount() -> None:
    from harness.pipelines.evidence.doc_finder import asked_kinds

    assert asked_kinds("How big was the refund from the state?") == ["money"]
    assert asked_kinds("How large is the deposit?") == ["money"]
    assert asked_kinds("Which year was refunded?") == []
    # "money" asks an amount too, unless a word asks a date outright ("start" hints at one only)
    assert asked_kinds("Check my statement for the money in the account at the start.") == ["money", "date"]
    assert asked_kinds("Tell me when the money was owed by.") == ["date"]
    assert asked_kinds("I need the deadline for the money.") == ["date"]
    # what an account earned is money (its interest), unless a date is asked
    assert asked_kinds("Tell me what the account earned that month.") == ["money"]
    assert asked_kinds("What are the month's earnings on the account?") == ["money"]
    assert asked_kinds("On what date were the earnings credited?") == ["date"]
    # what an account held is an amount, even on a day
    assert asked_kinds("Check the statement for what the account held on the last day.") == ["money", "date"]


def test_a_document_holds_a_name_printed_last_name_first_and_a_date_in_any_style_the_harvest_reads(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """As issuers print them (tests/support/value_catalogue.py): "BROOKS, TYLER J." holds "Tyler Brooks"
    and "Tyler J. Brooks"; "DEC 26 2025" and "26.12.2025" hold December 26, 2025; another person or day
    is not held."""
    finder = finder_over(tmp_path_factory.mktemp("styles"), {
        "stub.pdf": ("pay-stub", "Acme Tool Works\nEARNINGS STATEMENT\nBROOKS, TYLER J.\nPay date DEC 26 2025", {}),
        "notice.pdf": (None, "Ruiz Jr., Ana\nIssued 26.12.2025", {})})
    facts = finder.facts

    def held(question: str) -> list[str]:
        m = mentions(question)
        return [f for f in ("stub.pdf", "notice.pdf") if facts.holds(m, f)]

    assert held("What did Tyler Brooks earn on the pay stub of December 26, 2025?") == ["stub.pdf"]
    assert held("What did Tyler J. Brooks earn?") == ["stub.pdf"]
    assert held("What did Ana Ruiz Jr. receive on December 26, 2025?") == ["notice.pdf"]
    assert held("What did Tyler Brooks earn on December 27, 2025?") == []
    assert held("What did Maria Brooks earn?") == []


def test_a_month_of_a_year_is_held_by_a_document_dated_in_it_and_by_any_tax_form(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """"my statement for October 2025": a document printing a date in that month (in any style the harvest
    reads) or harvesting one holds it; a tax form reports a year, so a month said beside it is another
    document's (a check of a 1099-INT plus December's interest)."""
    finder = finder_over(tmp_path_factory.mktemp("months"), {
        "stmt.pdf": ("bank-statement", "Dune Savings Bank\nStatement period 01-DEC-2025 to 31-DEC-2025", {}),
        "int.pdf": ("1099-INT", "Form 1099-INT Dune Savings Bank 2025", {}),
        "bill.pdf": ("utility-bill", "Dune Power\nBill of 2025", {"due_date": ("Oct 5, 2025", "2025-10-05")})})
    m = mentions("What was the ending balance on the Dune Savings Bank statement for October 2025?")
    assert m.months == ("2025-10",)
    assert [f for f in ("stmt.pdf", "int.pdf", "bill.pdf") if finder.facts.holds(m, f, any_name=True)] == [
        "int.pdf"]
    m = mentions("What did Dune Savings Bank pay for December 2025?")
    assert [f for f in ("stmt.pdf", "int.pdf") if finder.facts.holds(m, f)] == ["stmt.pdf", "int.pdf"]
    m = mentions("What was due on the Dune Power bill for October 2025?")
    assert [f for f in ("stmt.pdf", "bill.pdf") if finder.facts.holds(m, f)] == ["bill.pdf"]


def test_last_month_s_document_is_the_one_its_own_dates_put_in_that_month(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """"last October's card statement": a month of no year said; the document whose harvested dates (a due
    date aside) fall in it holds it: September's statement, due in October, does not; and the question reads
    as that statement's type, not a tax form's of the year."""
    card = "Oakmont Card Services\nClosing date {close}\nPayment due date {due}\nNew balance 1.00"
    finder = finder_over(tmp_path_factory.mktemp("last"), {
        "sep.pdf": ("credit-card-statement", card.format(close="09/19/2025", due="10/14/2025"), {
            "closing_date": ("09/19/2025", "2025-09-19"), "payment_due_date": ("10/14/2025", "2025-10-14")}),
        "oct.pdf": ("credit-card-statement", card.format(close="10/19/2025", due="11/13/2025"), {
            "closing_date": ("10/19/2025", "2025-10-19"), "payment_due_date": ("11/13/2025", "2025-11-13")}),
        "int.pdf": ("1099-INT", "Form 1099-INT Oakmont Card Services 2025", {})})
    m = mentions("According to last October's Oakmont Card Services card statement, what is the payment due date?")
    assert m.months == ("-10",)
    assert [f for f in ("sep.pdf", "oct.pdf") if finder.facts.holds(m, f)] == ["oct.pdf"]
    q = read_question(finder, "According to last October's Oakmont Card Services card statement, what is the "
                              "payment due date?", ["int.pdf", "sep.pdf", "oct.pdf"], rank_fields=lambda t: [])
    assert q.typed == "credit-card-statement"


def test_all_our_accounts_is_a_total() -> None:
    from harness.pipelines.evidence.question_reading import asked_shapes

    assert asked_shapes("How much did all our bank accounts earn us in 2025, going by the 1099-INTs?") == {"total"}
    assert asked_shapes("How much did all of my employers withhold?") == {"total"}
    assert asked_shapes("What did my bank pay me in interest in 2025?") == set()
    assert asked_shapes("How much did the account at Oakmont Bank earn over all the statements from Oakmont Bank I "
                        "have?") == {"total"}
    assert asked_shapes("Did the price go over $100?") == set()


def test_a_deadline_for_money_asks_a_due_date_and_a_start_asks_a_span_s_start(finder: DocFinder) -> None:
    """Words that ask a role (`_ROLES`) earn ROLE_BONUS to the fields of that role, by name: "owed by" a due
    date (the embedding alone read a bill's date for it), "starts" a period's or a lease's start."""
    owed = "Tell me when the money was owed by, on my bill."
    qv = finder.embed([owed])[0]
    scores = finder.field_scores(owed, "utility-bill", qv)
    plain = finder.field_scores("Tell me when the money was sent, on my bill.", "utility-bill", qv)
    assert round(scores["due_date"] - plain["due_date"], 6) == ROLE_BONUS
    assert scores["billing_date"] == plain["billing_date"]
    m = mentions(owed)
    assert finder.fields_asked(owed, "utility-bill", m)[0] == "due_date"
    starts = "Tell me where the covered stretch starts on my bank statement."
    qv = finder.embed([starts])[0]
    scores = finder.field_scores(starts, "bank-statement", qv)
    plain = finder.field_scores("Tell me when the covered stretch is on my bank statement.", "bank-statement", qv)
    assert [n for n in scores if round(scores[n] - plain[n], 6) == ROLE_BONUS] == ["period_start"]
    assert finder.fields_asked(starts, "bank-statement", mentions(starts))[0] == "period_start"


def test_the_year_end_statement_says_which_document_not_which_field() -> None:
    q = "Look up the beginning balance on the year-end statement from Brightwater Savings Bank."
    assert without_mentions(q, mentions(q)) == "Look up the beginning balance on the   statement from  ."


def test_what_was_given_back_is_a_refund_and_lower_taxed_dividends_are_qualified(finder: DocFinder) -> None:
    """A refund, or what was given back, earns the refund fields ROLE_BONUS (`_ROLES`): on a 1099-G the
    state tax withheld (box 11) had tied box 2 for "the refund from the state"; dividends taxed at the lower
    capital-gain rates are box 1b's."""
    for asked in ("What does the 1099-G say about the refund from the state?",
                  "What did the state give back on the previous year's return, per the 1099-G?"):
        qv = finder.embed([asked])[0]
        scores = finder.field_scores(asked, "1099-G", qv)
        plain = finder.field_scores("What does the 1099-G say about the state?", "1099-G", qv)
        lifted = [n for n in scores if round(scores[n] - plain[n], 6) >= round(ROLE_BONUS, 6)]
        assert lifted == ["box2_state_local_tax_refund", "box3_tax_year_of_refund"]
        assert finder.fields_asked(asked, "1099-G", mentions(asked))[0] == "box2_state_local_tax_refund"
    for asked in ("What are the lower-taxed dividends on the 1099-DIV?",
                  "What part of the dividends is taxed at capital-gain rates, per the 1099-DIV?"):
        assert finder.fields_asked(asked, "1099-DIV", mentions(asked))[0] == "box1b_qualified_dividends"


def test_what_went_to_the_irs_is_the_federal_tax_withheld(finder: DocFinder) -> None:
    """The IRS names the federal tax withheld (`_ROLES`), unless it is what the wages were reported to."""
    went = "Tell me how much went to the IRS from the paychecks, according to the W-2 from Acme Tool Works."
    qv = finder.embed([went])[0]
    scores = finder.field_scores(went, "W-2", qv)
    plain = finder.field_scores(went.replace("the IRS", "the bank"), "W-2", qv)
    assert [n for n in scores if round(scores[n] - plain[n], 6) == ROLE_BONUS] == ["box2_federal_tax_withheld"]
    assert finder.fields_asked(went, "W-2", mentions(went))[0] == "box2_federal_tax_withheld"
    reported = "What were the wages reported to the IRS on the W-2 from Acme Tool Works?"
    assert finder.field_scores(reported, "W-2", qv) == finder.field_scores(reported.replace("IRS", "bank"), "W-2", qv)


def test_a_party_name_is_asked_by_its_role_word_beside_name() -> None:
    from harness.pipelines.evidence.doc_finder import named_party

    asked = "Which is the employee's name on the W-2 that Glenrock Manufacturing Inc. sent for 2024?"
    assert [f for f in ("employee_name", "employer_name", "employer_ein", "box1_wages") if named_party(asked, f)] \
        == ["employee_name"]
    assert named_party("What is the name of the recipient on the 1099-INT?", "recipient_name") is True
    assert named_party("Who is the employee on the W-2?", "employee_name") is False  # no "name"
    assert named_party("What is the employer's name?", "employee_name") is False


def test_a_sender_of_two_words_asks_the_issuers() -> None:
    from harness.pipelines.evidence.question_reading import asked_shapes

    assert asked_shapes("Which tax authority sent the household its property tax bill?") == {"issuers"}
    assert asked_shapes("Which payers sent the household a Form 1099-INT?") == {"issuers"}
    assert asked_shapes("Which bill was sent last?") == set()



def test_a_running_total_is_the_year_to_date_field_and_no_sum(finder: DocFinder) -> None:
    """"the running total of pay before taxes" asks one paycheck's year-to-date gross: no total over
    documents, and the year-to-date field earns YTD_PENALTY (without the words it loses as much)."""
    from harness.pipelines.evidence.question_reading import asked_shapes

    running = "What does the pay stub from Acme Tool Works say about the running total of pay before taxes?"
    assert asked_shapes(running) == set()
    assert asked_shapes("What is the total of every pay stub's gross pay?") == {"total"}
    m = read_question(finder, "x", [], rank_fields=lambda t: []).mentions
    qv = finder.embed([running])[0]
    said = finder.field_scores(running, "pay-stub", qv)
    plain = finder.field_scores(running.replace("running total", "whole amount"), "pay-stub", qv)
    assert round(said["ytd_gross"] - plain["ytd_gross"], 6) == round(2 * YTD_PENALTY, 6)
    assert said["gross_pay"] == plain["gross_pay"]
    assert finder.fields_asked(running, "pay-stub", m)[0] == "ytd_gross"
