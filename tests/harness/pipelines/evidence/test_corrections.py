"""Which documents a correction supersedes (DocFacts): a W-2c by its type, any other form when its
text says it is a correction (a short line opening with the word, or a sentence), from the same issuer."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.harness.pipelines.hand_store import finder_over

ISSUER = {"payer_name": ("Sterling Savings Bank", "sterling savings bank")}


@pytest.mark.parametrize(("mark", "corrects"), [
    ("CORRECTED", True),
    ("Corrected statement", True),
    ("CORRECTION", True),
    ("  Corrected tax statement ", True),
    ("This form corrects the one sent earlier.", True),
    ("This statement corrects the Form 1099-INT previously furnished to you.", True),
    ("Correction of a posting error on account 1234", False),  # a line of words, not a mark
    ("Uncorrected", False),
    ("Please report any error so that it can be corrected", False),
    ("CORRECTED (if checked)", False),  # the official form's checkbox caption, on every copy
])
def test_a_form_whose_page_says_it_is_a_correction_supersedes_its_issuer_s_original(
        tmp_path: Path, mark: str, corrects: bool) -> None:
    finder = finder_over(tmp_path, {
        "a.pdf": ("1099-INT", "Sterling Savings Bank\nForm 1099-INT Interest Income\nInterest income 1,000.00", ISSUER),
        "b.pdf": ("1099-INT", f"Sterling Savings Bank\nForm 1099-INT Interest Income\n{mark}\nInterest income 1,064.11",
                  ISSUER),
    })
    assert finder.facts.superseded == ({"a.pdf": "b.pdf"} if corrects else {})


def test_the_checkbox_caption_on_both_copies_leaves_the_marked_one_the_correction(tmp_path: Path) -> None:
    """An official-style form prints "CORRECTED (if checked)" on the original and on the correction;
    only the correction's own mark says which one corrects."""
    head = "CORRECTED (if checked)\nSterling Savings Bank\nForm 1099-INT Interest Income\n"
    finder = finder_over(tmp_path, {
        "a.pdf": ("1099-INT", head + "Interest income 1,000.00", ISSUER),
        "b.pdf": ("1099-INT", head + "Interest income 1,064.11\nCORRECTED", ISSUER),
    })
    assert finder.facts.superseded == {"a.pdf": "b.pdf"}
    assert [finder.facts.is_correction(f) for f in ("a.pdf", "b.pdf")] == [False, True]


def test_a_scanned_correction_and_its_original_with_no_issuer_read_pair_by_the_issuer_s_id(tmp_path: Path) -> None:
    """OCR lost both letterheads (no issuer harvested): the payer's TIN, harvested from one and printed in
    the other, says they come from one payer; another payer's form (another TIN) is no original of it."""
    tin = {"payer_tin": ("76-6584856", "76-6584856")}
    finder = finder_over(tmp_path, {
        "a.pdf": ("1099-INT", "loft\nForm 1099-INT Interest Income\nPayer's TIN 76-6584856\nInterest income 2,003.42",
                  tin),
        "b.pdf": ("1099-INT", "loft\nForm 1099-INT Interest Income\nCorrected tax statement\nPayer's TIN\n"
                              "76-6584856\nInterest income 2,200.88", {}),
        "c.pdf": ("1099-INT", "Form 1099-INT Interest Income\nPayer's TIN 34-4704997\nInterest income 15.20",
                  {"payer_tin": ("34-4704997", "34-4704997")}),
    })
    assert finder.facts.superseded == {"a.pdf": "b.pdf"}


def test_an_original_whose_issuer_was_not_read_is_paired_by_the_correction_s_issuer_printed_in_it(
        tmp_path: Path) -> None:
    """The original's issuer was not harvested (a scan) but its page prints the correction's harvested issuer."""
    finder = finder_over(tmp_path, {
        "a.pdf": ("1099-INT", "Sterling Savings Bank\nForm 1099-INT Interest Income\nInterest income 1,000.00", {}),
        "b.pdf": ("1099-INT", "Sterling Savings Bank\nForm 1099-INT\nCORRECTED\nInterest income 1,064.11", ISSUER),
    })
    assert finder.facts.superseded == {"a.pdf": "b.pdf"}
