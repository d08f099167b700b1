"""The extractive pipeline's check of one document against another (harness.pipelines.evidence.reconcile),
on a real store written by hand and the real embedding model (each side's field is ranked by it)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.question_reading import ParsedQuestion, read_question
from harness.pipelines.evidence.reconcile import change_between, sides, terms
from harness.pipelines.extractive.shapes import Reply, agreement
from tests.harness.pipelines.hand_store import finder_over

COPPER = ("Form 1098 Mortgage Interest Statement 2025\nCopperfield Home Loans\nBorrower Ada Lane\n"
          "1 Mortgage interest 9,120.44\n10 Property tax 4,925.52")


def _stub(paid: str, iso: str, gross: str, ytd: str, k401: str, medical: str,
          net: str) -> tuple[str, dict[str, tuple[str, str | None]]]:
    """A Hardy Inc pay stub's text and harvested fields: its year-to-date deductions and net are printed
    only (no vocabulary field holds them)."""
    text = (f"Hardy Inc\nEarnings Statement\nPrepared for Ada Lane\nPay date {paid}\nGross pay ${gross}\n"
            f"Gross pay year to date ${ytd}\n401(k) YTD ${k401}\nMedical (pre-tax) year to date ${medical}\n"
            f"Net pay year to date ${net}")
    return text, {"employer_name": ("Hardy Inc", None), "employee_name": ("Ada Lane", None), "pay_date": (paid, iso),
                  "gross_pay": (f"${gross}", gross.replace(",", "")), "ytd_gross": (f"${ytd}", ytd.replace(",", ""))}


DOCS: dict[str, tuple[str | None, str, dict[str, tuple[str, str | None]]]] = {
    "1098-copper.pdf": ("1098", COPPER, {
        "lender_name": ("Copperfield Home Loans", None), "box1_mortgage_interest": ("9,120.44", "9120.44"),
        "box10_property_tax": ("4,925.52", "4925.52"), "tax_year": ("2025", "2025")}),
    "tax-johnson.pdf": ("property-tax-bill", "Johnson County Treasurer\n2025 Real Estate Tax\nOwner Ada Lane\n"
                                             "Total tax 4,925.52", {
        "jurisdiction_name": ("Johnson County Treasurer", None), "total_tax": ("4,925.52", "4925.52")}),
    "1098-cedar.pdf": ("1098", "Form 1098 Mortgage Interest Statement 2025\nCedar Home Loans\n"
                               "10 Property tax 3,000.00", {
        "lender_name": ("Cedar Home Loans", None), "box10_property_tax": ("3,000.00", "3000.00"),
        "box1_mortgage_interest": ("7,000.00", "7000.00")}),
    "tax-shepard.pdf": ("property-tax-bill", "Shepard County Treasurer\nTotal tax due 3,100.00", {
        "jurisdiction_name": ("Shepard County Treasurer", None), "total_tax": ("3,100.00", "3100.00")}),
    # a pay stub prints its deductions, which no vocabulary field holds
    "stub-dec.pdf": ("pay-stub", *_stub("12/31/2025", "2025-12-31", "5,937.50", "153,900.00", "15,390.00",
                                        "3,194.88", "106,871.88")),
    "stub-jan.pdf": ("pay-stub", *_stub("01/15/2025", "2025-01-15", "5,900.00", "5,900.00", "590.00",
                                        "133.12", "4,100.00")),
    "w2-hardy.pdf": ("W-2", "Form W-2 Wage and Tax Statement 2025\nHardy Inc\nEmployee Ada Lane\n"
                            "1 Wages, tips, other compensation 135,315.12\n5 Medicare wages and tips 150,705.12\n"
                            "Box 16 State wages, tips, etc. $135,000.00", {
        "employer_name": ("Hardy Inc", None), "employee_name": ("Ada Lane", None), "tax_year": ("2025", "2025"),
        "box1_wages": ("135,315.12", "135315.12"), "box5_medicare_wages": ("150,705.12", "150705.12")}),
}


@pytest.fixture(scope="module")
def finder(tmp_path_factory: pytest.TempPathFactory) -> DocFinder:
    return finder_over(tmp_path_factory.mktemp("store"), DOCS)


def test_a_check_splits_into_two_sides() -> None:
    assert sides("I want to check the property tax on the 2025 Form 1098 from Cedar Home Loans (box 10) against the "
                 "tax bill Shepard County Treasurer sent us for 2025. Are they the same amount?") == (
        "I want to check the property tax on the 2025 Form 1098 from Cedar Home Loans (box 10)",
        "the tax bill Shepard County Treasurer sent us for 2025")
    assert sides("Box 10 of the 2025 Form 1098 from Cedar Home Loans says how much property tax the lender paid; "
                 "our 2025 property tax bill says what was billed. Do they agree?") == (
        "Box 10 of the 2025 Form 1098 from Cedar Home Loans says how much property tax the lender paid",
        "our 2025 property tax bill says what was billed")
    assert sides("Does what Cedar Home Loans paid, per the Form 1098, line up with the tax bill? Do they agree?") == (
        "Does what Cedar Home Loans paid, per the Form 1098,", "the tax bill")
    assert sides("I want to compare the taxable wages on the W-2c with the stub. Do they agree?") == (
        "I want to compare the taxable wages on the W-2c", "the stub")
    assert sides("On the W-2 from Hardy Inc, box 1 wages should equal the stub's gross pay. Do they agree?") == (
        "On the W-2 from Hardy Inc, box 1 wages", "the stub's gross pay")
    # a correction's change and what should account for it: the corrected form against the original plus it
    assert sides("The corrected 1099-INT from Dune Bank went up from the original. Does December's interest on the "
                 "Dune Bank statement account for the change? Do they agree?") == (
        "The corrected 1099-INT from Dune Bank",
        "The original 1099-INT from Dune Bank plus December's interest on the Dune Bank statement")
    # "equal what", "match what", "cover what": the other side is what follows
    assert sides("Does the interest on the 2025 1099-INT from Dune Bank equal what the twelve Dune Bank statements "
                 "of 2025 credited? Do they agree?") == (
        "Does the interest on the 2025 1099-INT from Dune Bank",
        "what the twelve Dune Bank statements of 2025 credited")
    assert sides("Did the payment on the November statement cover what the October statement said I owed?") == (
        "Did the payment on the November statement", "what the October statement said I owed")
    assert sides("What is the property tax on the Form 1098?") is None
    assert sides("Does the W-2 match the stub?") is None


def test_a_side_that_adds_up_splits_into_signed_terms() -> None:
    assert terms("the year-to-date gross pay less the 401(k) and health deductions on the stub from Hardy Inc") == [
        (1, "the year-to-date gross pay"), (-1, "year-to-date the 401(k) deductions"),
        (-1, "year-to-date health deductions on the stub from Hardy Inc")]
    assert terms("the original 1099-INT plus the interest on the December statement") == [
        (1, "the original 1099-INT"), (1, "the interest on the December statement")]
    assert terms("the gross pay minus the health deduction") == [(1, "the gross pay"), (-1, "the health deduction")]
    assert terms("the tax bill") == [(1, "the tax bill")]


def reader(finder: DocFinder, strategy: Callable[[DocFinder, ParsedQuestion], Reply | None]) -> Callable[
        [str], Reply | None]:
    """A question put to one strategy over the store, nothing retrieved (the mentions pick the documents)."""
    return lambda question: strategy(finder, read_question(finder, question, []))


def test_agreement_reads_each_side_as_its_own_type(finder: DocFinder) -> None:
    ask = reader(finder, agreement)

    assert ask("I want to check the property tax on my 2025 mortgage interest statement (Form 1098) from Copperfield "
               "Home Loans (box 10) against the property tax bill from Johnson County Treasurer. Do they agree, and if "
               "not, by how much do they differ?") == Reply(
        "Both are 4,925.52: they agree. [1098-copper.pdf] [tax-johnson.pdf]", ("1098-copper.pdf", "tax-johnson.pdf"))
    # the second side names no type: the type of the document holding the name it mentions
    assert ask("I want to check the property tax on the 2025 Form 1098 from Cedar Home Loans (box 10) against the tax "
               "bill Shepard County Treasurer sent us. Are they the same amount, and if not, how far apart are they?"
               ) == Reply("They differ by 100.00 (3,000.00 against 3,100.00). [1098-cedar.pdf] [tax-shepard.pdf]",
                          ("1098-cedar.pdf", "tax-shepard.pdf"))
    # a side that adds up is read term by term: the year-to-date gross pay (a field), then the deductions the
    # stub prints under the labels closest to them (no vocabulary field holds them)
    assert ask("Check box 1 wages on the 2025 W-2 from Hardy Inc against the stub from Hardy Inc paid on December 31, "
               "2025: its year-to-date gross pay less the 401(k) and health deductions. Do the two match?") == Reply(
        "Both are 135,315.12: they agree. [w2-hardy.pdf] [stub-dec.pdf]", ("w2-hardy.pdf", "stub-dec.pdf"))
    assert ask("On the 2025 W-2 from Hardy Inc, box 5 Medicare wages should equal the year-to-date gross pay less "
               "the health deduction on the stub from Hardy Inc paid on December 31, 2025. Do they agree?") == Reply(
        "Both are 150,705.12: they agree. [w2-hardy.pdf] [stub-dec.pdf]", ("w2-hardy.pdf", "stub-dec.pdf"))
    # a box no field of the type is (the W-2's vocabulary has no box 16) is read where its number is printed
    assert ask("I want to compare box 16 state wages from the 2025 W-2 from Hardy Inc with the year-to-date gross pay "
               "less the 401(k) and health deductions on the stub from Hardy Inc paid on December 31, 2025. Do the two "
               "match?") == Reply("They differ by 315.12 ($135,000.00 against 135,315.12). [w2-hardy.pdf] "
                                  "[stub-dec.pdf]", ("w2-hardy.pdf", "stub-dec.pdf"))
    # a term naming someone's document but not its type, beside a term naming its type: not read
    assert ask("Check the 1098 from Cedar Home Loans plus the bill from Shepard County Treasurer against the "
               "Form 1098 from Copperfield Home Loans. Do they agree?") is None
    # an order of adding up this reader does not follow
    assert ask("Check the 1098 from Cedar Home Loans added to the tax bill from Shepard County Treasurer against the "
               "Form 1098 from Copperfield Home Loans. Do they agree?") is None
    assert ask("Do they agree on the Form 1098 from Cedar Home Loans?") is None


def test_a_change_from_one_document_to_another_reads_each(finder: DocFinder) -> None:
    """"By how much did F change from A to B": the second document holds the first one's names; each
    amount is the one printed under the label closest to F's words (year-to-date net pay: no vocabulary
    field holds it), else the closest field."""
    ask = reader(finder, change_between)

    assert ask("By how much did the year-to-date gross pay change from the pay stub from Hardy Inc paid on January "
               "15, 2025 to the one paid on December 31, 2025?") == Reply(
        "148,000.00 (from 5,900.00 to 153,900.00) [stub-jan.pdf] [stub-dec.pdf]", ("stub-jan.pdf", "stub-dec.pdf"))
    assert ask("By how much did the year-to-date net pay change from the pay stub from Hardy Inc paid on January "
               "15, 2025 to the one paid on December 31, 2025?") == Reply(
        "102,771.88 (from 4,100.00 to 106,871.88) [stub-jan.pdf] [stub-dec.pdf]", ("stub-jan.pdf", "stub-dec.pdf"))
    # one document twice is no change; no "from ... to": not this shape
    assert ask("By how much did the gross pay change from the pay stub from Hardy Inc paid on December 31, 2025 to "
               "the one paid on December 31, 2025?") is None
    assert ask("By how much did the correction change the wages on the W-2 from Hardy Inc?") is None


def test_a_side_over_several_statements_adds_up_each_one_s_field(tmp_path_factory: pytest.TempPathFactory) -> None:
    """"what the Dune Savings Bank statements of 2025 credited" names no field: the one closest to the whole
    question (the interest), added up over every statement of the bank (one of them as printed: the harvest
    missed it); the bank's 1099-INT is no statement."""
    def statement(month: str, interest: str, harvested: bool) -> tuple[str, str, dict[str, tuple[str, str | None]]]:
        text = (f"Dune Savings Bank\nStatement period ending {month}/28/2025\nInterest paid {interest}\n"
                "Ending balance 9,000.00")
        fields: dict[str, tuple[str, str | None]] = {"bank_name": ("Dune Savings Bank", None),
                                                     "ending_balance": ("9,000.00", "9000.00")}
        if harvested:
            fields["interest_paid"] = (interest, interest)
        return "bank-statement", text, fields

    dune = finder_over(tmp_path_factory.mktemp("dune"), {
        "jan.pdf": statement("01", "1.00", True), "feb.pdf": statement("02", "2.50", False),
        "int.pdf": ("1099-INT", "Form 1099-INT 2025\nDune Savings Bank\n1 Interest income 3.50", {
            "payer_name": ("Dune Savings Bank", None), "box1_interest_income": ("3.50", "3.50")})})
    q = read_question(dune, "Does the interest on the 2025 1099-INT from Dune Savings Bank equal what the Dune Savings "
                            "Bank statements of 2025 credited? Are they the same amount?", ["int.pdf", "jan.pdf"])
    assert agreement(dune, q) == Reply("Both are 3.50: they agree. [int.pdf] [feb.pdf] [jan.pdf]",
                                       ("int.pdf", "feb.pdf", "jan.pdf"))
