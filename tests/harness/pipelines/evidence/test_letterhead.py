"""The issuer's name printed over its mailing address (harness.pipelines.evidence.letterhead), and the
issuers list and the pairing of a correction with its original reading it when the harvest read no issuer."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.pipelines.evidence.letterhead import printed_issuer
from harness.pipelines.evidence.question_reading import read_question
from harness.pipelines.evidence.reply import Reply
from harness.pipelines.extractive.shapes import issuers
from tests.harness.pipelines.hand_store import finder_over

SPECIMEN = "SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT\n"


@pytest.mark.parametrize(("text", "issuer"), [
    # OCR read a logo as a word and a rule as dashes: the name over the street line all the same
    (SPECIMEN + "loft\nCedar Savings Bank\n01590 Christopher Fields Suite 329, Lake Mary, MI 49682 | (713) 738-7561\n"
     "FORM 1099-INT INTEREST INCOME", "Cedar Savings Bank"),
    (SPECIMEN + "Page 1 of 1\nJuniper National Bank\nec OO EEE EEE SS\n1254 Brown Extension Suite 424, "
     "North Jessicamouth, MA 02323\n(229) 480-2485", "Juniper National Bank"),
    # a post office box, the city on the next line; stray marks at the name's ends and after a bar
    (SPECIMEN + "_ .Meyer, Brown and Richardson | - on | | Be a\nPO Box 9252\nHarrisburg, PA 17128",
     "Meyer, Brown and Richardson"),
    # the name beside the document's title
    (SPECIMEN + "afte, fre\nHeritage Power & Light UTILITY BILL\n565 Christopher Road Apt. 723, Lake Sandra, "
     "MO 65211 | (959) 664-2413", "Heritage Power & Light"),
    # the name and its street on one line, the city on the next (the owner's address under it is no issuer's)
    ("City of Ravenna Tax Collector 2140 Sycamore Ave\nLinden, WI 53367\n1-800-555-3766\nReal Property Tax Notice\n"
     "DELPHINE A. DUFRESNE\n4545 Harbor View Dr\nHalsey, ME 04224", "City of Ravenna Tax Collector"),
    ("Glenrock Logistics LLC 1777 Sycamore Ave\nRavenna, OR 97273\nPay Statement", "Glenrock Logistics LLC"),
    # the letterhead lost: no name over the address; no address at all
    (SPECIMEN + "anidh in\n574 Brenda Way Suite 440, New Amybury, VA 22179\nCredit Card Statement", None),
    (SPECIMEN + "Cook Ltd\nForm W-2 Wage and Tax Statement\nWages 1,000.00", None),
])
def test_the_issuer_is_the_name_printed_over_the_first_street_address(text: str, issuer: str | None) -> None:
    assert printed_issuer(text) == issuer


def test_the_issuers_list_reads_a_scan_s_printed_issuer_but_not_the_household_s_name(tmp_path: Path) -> None:
    """No issuer harvested from the scans: the utilities are named as their bills print them over their
    addresses; the lease's top name is its tenant's (a party another document names), no landlord."""
    address = "\n6795 Daniels Prairie Suite 929, Lake Robertshire, MO 65633\n"
    finder = finder_over(tmp_path, {
        "bill-a.png": ("utility-bill", "loft\nKeystone Power & Light" + address + "Utility Bill\nAmount due $84.10",
                       {}),
        "bill-b.png": ("utility-bill", "Harbor Power & Light\n—————" + address + "Utility Bill", {}),
        "lease.png": ("lease", "Victor Smith" + address + "Residential Lease Agreement", {}),
        "w2.pdf": ("W-2", "Form W-2\nEmployee: Victor Smith", {"employee_name": ("Victor Smith", "Victor Smith")}),
    })

    def ask(question: str) -> Reply | None:
        return issuers(finder, read_question(finder, question, [], rank_fields=lambda t: []))

    assert ask("Which utilities sent the household a utility bill? Name every one.") == Reply(
        "Harbor Power & Light; Keystone Power & Light [bill-b.png] [bill-a.png]", ("bill-a.png", "bill-b.png"))
    assert ask("Which landlords sent the household a lease? Name every one.") == Reply(
        "Not found in the documents.", ())
