"""A lookup whose field the harvest did not read: the amount the document prints under the label
closest to the question (harness.pipelines.evidence.unharvested), on a real hand-made store; the
real embedding model compares the labels with the question."""

from __future__ import annotations

import pytest

from harness.pipelines.evidence import unharvested
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.question_reading import read_question
from harness.pipelines.extractive.shapes import DECLINED, Reply, lookup
from tests.harness.pipelines.hand_store import finder_over

DOCS = {
    # box 2 was printed but not harvested
    "w2-acme.pdf": ("W-2", "Form W-2 Wage and Tax Statement 2025\nEmployer: Acme Tool Works\n"
                    "1 Wages, tips, other compensation 52,340.17\n2 Federal income tax withheld 6,120.55\n"
                    "4 Social security tax withheld 3,245.09",
                    {"employer_name": ("Acme Tool Works", None), "box1_wages": ("52,340.17", "52340.17"),
                     "tax_year": ("2025", "2025")}),
    # typed by nobody: the harvest read nothing from it
    "int-dune.pdf": (None, "Dune Savings Bank\nYear-end tax information 2025\nRecipient: Ada Park\n"
                     "Interest income 88.10\nEarly withdrawal penalty 0.00",
                     {}),
    "letter.pdf": (None, "Dear Ada Park, the fence is yours. Pay 40.00 for the paint.", {}),
}
FIELDS = {"W-2": ["box2_federal_tax_withheld", "box1_wages", "employer_name"],
          "1099-INT": ["box1_interest_income", "payer_name"]}


@pytest.fixture(scope="module")
def finder(tmp_path_factory: pytest.TempPathFactory) -> DocFinder:
    return finder_over(tmp_path_factory.mktemp("unharvested"), DOCS)


def ask(finder: DocFinder, question: str, ranked: list[str]) -> Reply:
    return lookup(finder, read_question(finder, question, ranked, rank_fields=lambda t: FIELDS.get(t, [])))


def test_an_amount_the_harvest_missed_is_read_under_its_printed_label(finder: DocFinder) -> None:
    question = "How much federal income tax was withheld on the W-2 from Acme Tool Works?"
    assert ask(finder, question, ["w2-acme.pdf"]) == Reply("6,120.55 [w2-acme.pdf]", ("w2-acme.pdf",))


def test_a_harvested_field_is_read_as_harvested(finder: DocFinder) -> None:
    question = "What were the box 1 wages on the W-2 from Acme Tool Works?"
    q = read_question(finder, question, ["w2-acme.pdf"], rank_fields=lambda t: ["box1_wages"])
    assert lookup(finder, q) == Reply("52,340.17 [w2-acme.pdf]", ("w2-acme.pdf",))


def test_an_untyped_document_holding_the_names_is_read(finder: DocFinder) -> None:
    question = "What interest income did the 1099-INT from Dune Savings Bank report for 2025?"
    assert ask(finder, question, ["int-dune.pdf"]) == Reply("88.10 [int-dune.pdf]", ("int-dune.pdf",))


def test_no_label_close_enough_reads_nothing(finder: DocFinder, monkeypatch: pytest.MonkeyPatch) -> None:
    """Above every label's cosine nothing is read: the lookup goes on as before (the next field for
    the W-2; no document of the type for the untyped one)."""
    monkeypatch.setattr(unharvested, "UNHARVESTED_LABEL", 1.01)
    question = "How much federal income tax was withheld on the W-2 from Acme Tool Works?"
    assert ask(finder, question, ["w2-acme.pdf"]) == Reply("52,340.17 [w2-acme.pdf]", ("w2-acme.pdf",))
    question = "What interest income did the 1099-INT from Dune Savings Bank report for 2025?"
    assert ask(finder, question, ["int-dune.pdf"]) == DECLINED


def test_a_field_the_documents_own_type_has_not_is_not_read(tmp_path_factory: pytest.TempPathFactory) -> None:
    """A W-2c has no box 3 (its vocabulary holds boxes 1 and 2): asked for a W-2's social security
    wages, its printed amounts are not read for it (one of them is the tax as previously reported)."""
    docs = {"w2c-acme.pdf": ("W-2c", "Form W-2c Corrected Wage and Tax Statement 2025\nEmployer: Acme Tool Works\n"
                             "Social security wages as previously reported 51,000.00\n"
                             "1 Wages, tips, other compensation 52,340.17",
                             {"employer_name": ("Acme Tool Works", None), "box1_wages": ("52,340.17", "52340.17")})}
    finder = finder_over(tmp_path_factory.mktemp("w2c"), docs)
    q = read_question(finder, "What were the social security wages on the W-2 from Acme Tool Works?", ["w2c-acme.pdf"],
                      rank_fields=lambda t: ["box3_social_security_wages"])
    assert lookup(finder, q) == DECLINED


BILLS = {
    "gas-dec.pdf": ("utility-bill", "Harbor Gas Company\nStatement date 12/01/2025\nPayment due date 12/22/2025\n"
                    "Amount due 84.20",
                    {"utility_name": ("Harbor Gas Company", None), "amount_due": ("84.20", "84.20"),
                     "billing_date": ("12/01/2025", "2025-12-01")}),
}


def test_a_date_the_harvest_missed_is_read_under_its_printed_label(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The bill's due date was not harvested: the date printed under the label closest to the question,
    not the billing date the harvest read as another field."""
    finder = finder_over(tmp_path_factory.mktemp("bills"), BILLS)
    q = read_question(finder, "When is the payment due on the bill from Harbor Gas Company?", ["gas-dec.pdf"],
                      rank_fields=lambda t: ["due_date", "amount_due", "billing_date"])
    assert lookup(finder, q) == Reply("12/22/2025 [gas-dec.pdf]", ("gas-dec.pdf",))


def test_a_comparisons_side_the_harvest_missed_is_read_under_its_printed_label(finder: DocFinder) -> None:
    """Which is larger, the W-2's federal tax (box 2 printed, not harvested) or the 1099-INT's interest
    (an untyped document): both sides read under their printed labels, the larger named as printed."""
    from harness.pipelines.extractive.shapes import comparison

    question = ("Which amount is larger: the federal income tax withheld on the 2025 Form W-2 from Acme Tool Works, "
                "or the interest income on the 2025 Form 1099-INT from Dune Savings Bank?")
    q = read_question(finder, question, ["w2-acme.pdf", "int-dune.pdf"], rank_fields=lambda t: FIELDS.get(t, []))
    assert comparison(finder, q) == Reply("Acme Tool Works: 6,120.55 [w2-acme.pdf] [int-dune.pdf]",
                                          ("w2-acme.pdf", "int-dune.pdf"))


def test_a_total_reads_an_amount_the_harvest_missed_in_one_document(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Every W-2 together: the one whose box 2 the harvest read gives it as read, the other as printed
    (without the fallback that W-2 was left out of the sum: 1,500.00)."""
    from harness.pipelines.extractive.shapes import total

    docs = {"w2-acme.pdf": DOCS["w2-acme.pdf"],
            "w2-birch.pdf": ("W-2", "Form W-2 Wage and Tax Statement 2025\nEmployer: Birch Lane Bakery\n"
                             "2 Federal income tax withheld 1,500.00",
                             {"employer_name": ("Birch Lane Bakery", None),
                              "box2_federal_tax_withheld": ("1,500.00", "1500.00")})}
    finder = finder_over(tmp_path_factory.mktemp("w2s"), docs)
    q = read_question(finder, "How much federal income tax was withheld on every 2025 Form W-2 together?",
                      ["w2-acme.pdf", "w2-birch.pdf"], rank_fields=lambda t: FIELDS.get(t, []))
    assert total(finder, q) == Reply("7,620.55 [w2-acme.pdf] [w2-birch.pdf]", ("w2-acme.pdf", "w2-birch.pdf"))


CARDS = {
    "card-dec.pdf": ("credit-card-statement", "Keystone Card Services\nStatement closing date 12/21/2025\n"
                     "Payment Due Date 01/15/2026\nNew Balance 2,330.42\nMinimum Payment Due 53.46",
                     {"issuer_name": ("Keystone Card Services", None), "new_balance": ("2,330.42", "2330.42"),
                      "closing_date": ("12/21/2025", "2025-12-21")}),
}


def test_a_label_close_to_the_fields_description_is_read(tmp_path_factory: pytest.TempPathFactory) -> None:
    """"When it must be settled" comes close to no printed label, but "Payment Due Date" is close to
    the due date's plain description: its date is read (without the description the lookup went on to
    the closing date the harvest read, 12/21/2025)."""
    finder = finder_over(tmp_path_factory.mktemp("cards"), CARDS)
    q = read_question(finder, "Tell me when it must be settled, according to last December's Keystone Card Services "
                      "card statement.", ["card-dec.pdf"],
                      rank_fields=lambda t: ["payment_due_date", "closing_date", "new_balance"])
    assert lookup(finder, q) == Reply("01/15/2026 [card-dec.pdf]", ("card-dec.pdf",))


def test_an_untyped_document_is_read_by_the_question_alone(tmp_path_factory: pytest.TempPathFactory) -> None:
    """A Canadian remuneration statement (a W-2's lookalike, left untyped) names the employer the
    question names: its "Employment income" is close to box 1's description, not to the question's
    words, so nothing is read (by the description it answered $90,597.12)."""
    docs = {"t4.pdf": (None, "Fry, Dawson and Cohen\nSTATEMENT OF REMUNERATION PAID (CANADA)\nYear 2025\n"
                       "22 Income tax deducted $14,495.54\n14 Employment income $90,597.12\n"
                       "16 Employee's CPP contributions $4,034.10\nPrepared for: Jennifer Allen", {}),
            "w2-acme.pdf": ("W-2", "Form W-2 Wage and Tax Statement 2025\nEmployer: Acme Tool Works\n"
                            "1 Wages, tips, other compensation 52,340.17",
                            {"employer_name": ("Acme Tool Works", None), "box1_wages": ("52,340.17", "52340.17"),
                             "tax_year": ("2025", "2025")})}
    finder = finder_over(tmp_path_factory.mktemp("t4"), docs)
    q = read_question(finder, "What were the box 1 wages on the 2025 Form W-2 from Fry, Dawson and Cohen?",
                      ["t4.pdf", "w2-acme.pdf"], rank_fields=lambda t: ["box1_wages"])
    assert lookup(finder, q) == DECLINED


def test_a_checks_side_the_harvest_missed_is_read_under_its_printed_label(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """The 1098's box 10 was printed, not harvested: the check reads it there and agrees with the tax
    bill (without the fallback the check could not read that side and gave no reply)."""
    from harness.pipelines.evidence.reconcile import agreement

    docs = {"1098.pdf": ("1098", "Form 1098 Mortgage Interest Statement 2025\nTidewater Home Loans\n"
                         "1 Mortgage interest received 9,120.44\n10 Property tax 2,530.14",
                         {"lender_name": ("Tidewater Home Loans", None), "tax_year": ("2025", "2025"),
                          "box1_mortgage_interest": ("9,120.44", "9120.44")}),
            "tax.pdf": ("property-tax-bill", "Simmons County Treasurer\nProperty tax bill 2025\nTotal tax 2,530.14\n"
                        "Due date 12/04/2025",
                        {"jurisdiction_name": ("Simmons County Treasurer", None), "total_tax": ("2,530.14", "2530.14"),
                         "due_date": ("12/04/2025", "2025-12-04")})}
    finder = finder_over(tmp_path_factory.mktemp("checks"), docs)
    q = read_question(finder, "I want to check the property tax on the 2025 Form 1098 from Tidewater Home Loans "
                      "(box 10) against the property tax bill from Simmons County Treasurer: do they agree, and if "
                      "not, by how much do they differ?", ["1098.pdf", "tax.pdf"], rank_fields=lambda t: [])
    assert agreement(finder, q) == Reply("Both are 2,530.14: they agree. [1098.pdf] [tax.pdf]", ("1098.pdf", "tax.pdf"))


def test_a_label_saying_its_value_is_a_former_one_is_not_read(tmp_path_factory: pytest.TempPathFactory) -> None:
    """A W-2c prints box 2 as corrected and as previously reported; the harvest missed box 1: the
    amount read for the pay that counts for federal income tax is box 1's, not the former tax (without
    harness.harvest.pairs.says_former: 7,246.26, its label the closest to the question)."""
    docs = {"w2c-cook.pdf": ("W-2c", "Form W-2c Corrected Wage and Tax Statement 2025\nEmployer: Cook Ltd\n"
                             "1 Wages, tips, other comp. 59,684.69\n2 Federal income tax withheld 7,520.71\n"
                             "a Previously reported 2 Federal income tax withheld 7,246.26",
                             {"employer_name": ("Cook Ltd", None),
                              "box2_federal_tax_withheld": ("7,520.71", "7520.71")})}
    finder = finder_over(tmp_path_factory.mktemp("w2c-former"), docs)
    q = read_question(finder, "What pay that counts for federal income tax does the corrected W-2 from Cook Ltd show?",
                      ["w2c-cook.pdf"], rank_fields=lambda t: ["box1_wages", "box2_federal_tax_withheld"])
    assert lookup(finder, q) == Reply("59,684.69 [w2c-cook.pdf]", ("w2c-cook.pdf",))


def test_a_transaction_rows_date_is_no_labelled_date(tmp_path_factory: pytest.TempPathFactory) -> None:
    """A row prints its description before its date ("LATE FEE - PAYMENT PAST DUE 12/17/2025 29.00"):
    that description is no label, so the due date the harvest missed is the one printed after "pay by"
    (without printed_pairs.labelled_pairs: 12/17/2025, the row's words the closest to the question)."""
    docs = {"card-dec.pdf": ("credit-card-statement", "Summit Card Services\nYour statement date is 12/21/2025 and "
                             "you must pay by 01/15/2026.\nPIXEL ELECTRONICS 12/17/2025 376.66\n"
                             "LATE FEE - PAYMENT PAST DUE 12/17/2025 29.00\nPAYMENT - THANK YOU 12/18/2025 -2,128.62\n"
                             "Total balance 2,797.55",
                             {"issuer_name": ("Summit Card Services", None), "new_balance": ("2,797.55", "2797.55"),
                              "closing_date": ("12/21/2025", "2025-12-21")})}
    finder = finder_over(tmp_path_factory.mktemp("card-rows"), docs)
    q = read_question(finder, "What is the payment due date on my Summit Card Services card statement for December "
                      "2025?", ["card-dec.pdf"], rank_fields=lambda t: ["payment_due_date", "closing_date"])
    assert lookup(finder, q) == Reply("01/15/2026 [card-dec.pdf]", ("card-dec.pdf",))


def test_a_year_to_date_field_asked_in_other_words_reads_a_year_to_date_label(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """"Everything earned that year through that paycheck" says no "year-to-date", but the field asked
    is `ytd_gross`: the labels saying year-to-date are read (without the field's name: 2,437.50, the
    regular earnings of the period)."""
    docs = {"stub-dec.pdf": ("pay-stub", "Cook Ltd\nPay date 12/26/2025\nRegular earnings 2,437.50\nOvertime 250.00\n"
                             "Gross pay 2,687.50\nGross earnings year to date 64,500.00\nNet pay 1,749.99",
                             {"employer_name": ("Cook Ltd", None), "gross_pay": ("2,687.50", "2687.50"),
                              "net_pay": ("1,749.99", "1749.99"), "pay_date": ("12/26/2025", "2025-12-26")})}
    finder = finder_over(tmp_path_factory.mktemp("stub-ytd"), docs)
    q = read_question(finder, "Tell me everything earned that year through that paycheck, according to my paycheck "
                      "from Cook Ltd on December 26, 2025.", ["stub-dec.pdf"],
                      rank_fields=lambda t: ["ytd_gross", "gross_pay", "net_pay"])
    assert lookup(finder, q) == Reply("64,500.00 [stub-dec.pdf]", ("stub-dec.pdf",))


def test_a_stack_of_labels_over_values_is_read_one_way(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Each label alone on its line over its value alone on the next: plain text reads "Minimum payment"
    under 2,672.84 as well as over 53.46. The page prints labels over values (the last value has no
    label under it), so the minimum payment is 53.46, not the new balance over it."""
    docs = {"card-dec.pdf": ("credit-card-statement", "Cedar Card Services\nStatement date\n12/23/2025\n"
                             "New balance:\n2,672.84\nMinimum payment:\n53.46\nPrior balance:\n3,187.66",
                             {"issuer_name": ("Cedar Card Services", None)})}
    finder = finder_over(tmp_path_factory.mktemp("card-stack"), docs)
    q = read_question(finder, "According to my Cedar Card Services card statement, what is the minimum amount due?",
                      ["card-dec.pdf"], rank_fields=lambda t: ["minimum_payment", "new_balance"])
    assert lookup(finder, q) == Reply("53.46 [card-dec.pdf]", ("card-dec.pdf",))


def test_a_label_reading_as_another_field_is_not_read(tmp_path_factory: pytest.TempPathFactory) -> None:
    """"The wages reported to the IRS for income tax" is closer to "Federal income tax withheld" than to
    "Wages, tips, other comp.", but that label reads as box 2 far more than as box 1 (their plain
    descriptions): box 1 is read under its own label."""
    docs = {"w2c-cook.pdf": ("W-2c", "Cook Ltd\nForm W-2c Corrected Wage and Tax Statement\n"
                             "3 Tax year corrected 2025 4 1 Wages, tips, other comp. 59,684.69\n"
                             "5 2 Federal income tax withheld 7,520.71",
                             {"employer_name": ("Cook Ltd", None), "tax_year": ("2025", "2025")})}
    finder = finder_over(tmp_path_factory.mktemp("w2c-box1"), docs)
    q = read_question(finder, "Frank's 2025 W-2 from Cook Ltd got a correction. After it, what about the wages "
                      "reported to the IRS for income tax?", ["w2c-cook.pdf"],
                      rank_fields=lambda t: ["box1_wages", "box2_federal_tax_withheld"])
    assert lookup(finder, q) == Reply("59,684.69 [w2c-cook.pdf]", ("w2c-cook.pdf",))


def test_a_value_shared_with_a_harvested_field_is_read_under_its_own_label(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """Box 3 and box 5 print one amount; the harvest read box 3 only. "Medicare wages and tips" reads as
    box 5 far more than as box 3: its amount is box 5's too (before, an amount read as another field was
    never read, and "Medicare tax withheld" was)."""
    docs = {"w2-finley.pdf": ("W-2", "Finley-Smith\nForm W-2 Wage and Tax Statement 2025\n"
                              "Social security wages 138,422.88\nMedicare wages and tips 138,422.88\n"
                              "Medicare tax withheld 2,007.12",
                              {"employer_name": ("Finley-Smith", None),
                               "box3_social_security_wages": ("138,422.88", "138422.88")})}
    finder = finder_over(tmp_path_factory.mktemp("w2-box5"), docs)
    q = read_question(finder, "What were the box 5 Medicare wages on the 2025 W-2 from Finley-Smith?",
                      ["w2-finley.pdf"], rank_fields=lambda t: ["box5_medicare_wages", "box6_medicare_tax"])
    assert lookup(finder, q) == Reply("138,422.88 [w2-finley.pdf]", ("w2-finley.pdf",))


STUBS = {
    # the year's gross printed under a label that does not say year-to-date; the harvest read it as ytd_gross
    "stub-dec.pdf": ("pay-stub", "Savage Ltd\nEarnings Statement\nCheck date 12/31/2025\nTotal gross 7,166.67\n"
                     "Net pay 4,957.27\nGross pay, calendar year 177,160.08\nTake-home pay YTD 122,623.94",
                     {"employer_name": ("Savage Ltd", None), "net_pay": ("4,957.27", "4957.27"),
                      "ytd_gross": ("177,160.08", "177160.08"), "pay_date": ("12/31/2025", "2025-12-31")}),
    # a first paycheck: its gross pay printed twice, for the period and for the year
    "stub-jan.pdf": ("pay-stub", "Savage Ltd\nEarnings Statement\nCheck date 01/15/2025\nGross pay 7,166.67\n"
                     "Net pay 4,957.27\nGross pay year to date 7,166.67\nTake-home pay YTD 4,957.27",
                     {"employer_name": ("Savage Ltd", None), "gross_pay": ("7,166.67", "7166.67"),
                      "net_pay": ("4,957.27", "4957.27"), "pay_date": ("01/15/2025", "2025-01-15")}),
}


@pytest.mark.parametrize(("question", "stub", "fields", "said"), [
    ("What was the gross pay for the period on the pay stub from Savage Ltd paid on December 31, 2025?",
     "stub-dec.pdf", ["gross_pay", "ytd_gross", "net_pay"], "7,166.67 [stub-dec.pdf]"),
    ("What was the year-to-date gross pay on the pay stub from Savage Ltd paid on January 15, 2025?",
     "stub-jan.pdf", ["ytd_gross", "gross_pay", "net_pay"], "7,166.67 [stub-jan.pdf]")])
def test_the_year_to_date_twins_harvested_value_is_its_own(tmp_path_factory: pytest.TempPathFactory, question: str,
                                                           stub: str, fields: list[str], said: str) -> None:
    """A period's gross beside the year's (printed_pairs.Rival.twin): the amount the harvest read as the year's
    gross is the year's, though its label ("Gross pay, calendar year") says no year-to-date and reads more like
    the period's gross pay than "Total gross" does (it was read for the period's gross). A first paycheck
    prints one amount twice: the year's is read under the label saying so, the period's printing claimed."""
    finder = finder_over(tmp_path_factory.mktemp("stub-twins"), STUBS)
    q = read_question(finder, question, [stub], rank_fields=lambda t: fields)
    assert lookup(finder, q) == Reply(said, (stub,))
