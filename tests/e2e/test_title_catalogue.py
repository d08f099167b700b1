"""A slice of the title catalogue (tests/support/title_catalogue.py) put to the general typing's
title reading with the real model: each title of the W-2c, the 1098, the pay stub and the utility
bill, and every decoy, on a page of one line, the field confirmation granted to the first
contender. The tally is pinned, and every title not read right and every decoy typed is named
with what it read; the whole catalogue's tally is pinned too (benchmarks/bench_title_catalogue.py
lists it). Slow: it loads the model."""

from __future__ import annotations

import pytest

from harness.harvest import TypeGuesser, load_rules
from harness.harvest.general_type import banner_lines
from harness.ingest.embed import embed_texts
from tests.support.title_catalogue import measure

pytestmark = pytest.mark.slow

SLICE = {"W-2c", "1098", "pay-stub", "utility-bill"}
# (docType or None for a decoy, title) -> the type it read, None for none
NOT_RIGHT: dict[tuple[str | None, str], str | None] = {
    # no W-2c number printed, and the caption reads as no strong W-2c: a form whose number the page does not
    # print is a contender only when its title is strong
    ("W-2c", "Wage and Tax Statement - CORRECTED"): None,
    # the W-2's number printed: the W-2 contends first
    ("W-2c", "Correction to Form W-2 for Tax Year 2025"): "W-2",
    # no 1098 printed, and the mortgage statement decoy reads close
    ("1098", "MORTGAGE INTEREST STATEMENT"): None,
    ("1098", "Year-End Mortgage Interest Statement"): None,
    ("1098", "Annual Mortgage Interest Statement 2025"): None,
    ("1098", "Mortgage Interest Paid 2025 Loan No. 0044718"): None,
    ("1098", "Mortgage lnterest Staternent"): None,
    ("utility-bill", "Amount Due Notice"): None,
    (None, "2025 Year-End Account Summary"): "bank-statement",
}


def test_a_slice_of_the_title_catalogue() -> None:
    tally = measure(TypeGuesser(embed_texts), banner_lines([r.ignore for r in load_rules()]), SLICE)
    assert (tally.right, tally.wrong, tally.none, tally.decoys_none, tally.decoys_wrong) == (46, 1, 7, 37, 1)
    assert {(c.doc_type, c.title): got for c, result, got, _ in tally.readings
            if result != "right" and not (c.doc_type is None and result == "none")} == NOT_RIGHT


def test_the_whole_catalogue_s_tally() -> None:
    """Every title and decoy of the catalogue's first part (the check part is measured by the bench,
    never pinned: it is read once before a round's changes and once after)."""
    tally = measure(TypeGuesser(embed_texts), banner_lines([r.ignore for r in load_rules()]))
    assert (tally.right, tally.wrong, tally.none, tally.decoys_none, tally.decoys_wrong) == (179, 2, 32, 37, 1)
