"""Letter-spaced headings read back one letter a word (harness.harvest.spacing): joined into words for the
typing's title lines and set apart from a letterhead's name on its line."""

from __future__ import annotations

from harness.harvest import harvest, load_rules
from harness.harvest.general_type import title_lines
from harness.harvest.spacing import spaced_cells, spaced_words, unspaced

RULES = load_rules()


def test_spaced_letters_with_no_wider_gap_are_parted_into_known_words() -> None:
    assert unspaced("S T A T E M E N T O F A C C O U N T") == "STATEMENT OF ACCOUNT"
    assert unspaced("E A R N I N G S S T A T E M E N T") == "EARNINGS STATEMENT"
    assert unspaced("P R O P E R T Y T A X B I L L") == "PROPERTY TAX BILL"
    # a word the harvest does not know stays whole, not cut into short words it knows (RE NEW AL)
    assert spaced_words("RENEWALDECLARATIONS") == "RENEWAL DECLARATIONS"


def test_a_wider_gap_kept_by_the_text_layer_parts_the_words() -> None:
    assert unspaced("S T A T E M E N T   O F   A C C O U N T") == "STATEMENT OF ACCOUNT"
    # two single letters, or words of several letters, are no spaced run
    assert unspaced("Copy B For Recipient") == "Copy B For Recipient"
    assert unspaced("Box 1 a b") == "Box 1 a b"


def test_a_spaced_title_is_a_title_line_in_words() -> None:
    page = "Granite Peaks Federal Credit Union\nS T A T E M E N T O F A C C O U N T\nMember No. 5590"
    assert title_lines(page)[:2] == ["Granite Peaks Federal Credit Union", "STATEMENT OF ACCOUNT"]


def test_a_spaced_heading_beside_a_letterhead_is_a_cell_of_its_own() -> None:
    assert spaced_cells("Fernwood & Slate Landscapes S E R V I C E I N V O I C E") == [
        "Fernwood & Slate Landscapes", "SERVICE INVOICE"]
    bill = ("Fernwood & Slate Landscapes S E R V I C E I N V O I C E\nInvoice number FS-2025-0418\n"
            "Invoice date 10/17/2025\nTotal due $779.00")
    found = {f.field: f.normalized for f in harvest([(1, bill)], RULES).fields}
    assert found["vendor_name"] == "Fernwood & Slate Landscapes"
    # a page opening with a spaced title names no issuer by its first line
    stub = "E A R N I N G S\nEmployee Ignatius Barnaby\nPay date 09/26/2025\nGross pay 2,125.38\nNet pay 1,729.24"
    assert "employer_name" not in {f.field for f in harvest([(1, stub)], RULES).fields}


def test_a_request_to_the_reader_is_no_title_line() -> None:
    page = "Please return this portion with your payment\nDetach and mail with your check\nTidewater Water Authority"
    assert title_lines(page) == ["Tidewater Water Authority"]
