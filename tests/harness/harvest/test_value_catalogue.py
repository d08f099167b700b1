"""The value recognizers (harness/harvest/values.py) on a catalogue of values as issuers print
them (tests/support/value_catalogue.py, written from real documents' styles, not from the
generator's value formats), a few lines of label and value through `page_pairs`, and the label
rules reading the same styles."""

from __future__ import annotations

from collections import Counter

import pytest

from harness.harvest import harvest
from harness.harvest.pairs import page_pairs
from harness.harvest.rules import parse_rule
from harness.harvest.values import first_value
from tests.support.value_catalogue import CATALOGUE, MONEY, NOTHING_ENTRIES, Entry, measure, read

# what the recognizers read short of the catalogue: a side mark in title case is left out of the
# printed text (the harvest names no mark, it reads two capitals after an amount as one)
KNOWN_GAPS = {"1,234.56 Cr": (("money", "1,234.56", "1234.56"),)}


@pytest.mark.parametrize("entry", CATALOGUE, ids=[e.printed for e in CATALOGUE])
def test_every_catalogued_value_reads_exactly(entry: Entry) -> None:
    assert read(entry.printed) == KNOWN_GAPS.get(entry.printed, entry.expected)


def test_the_catalogue_is_wide_and_every_entry_is_right() -> None:
    kinds = Counter(kind for e in CATALOGUE for kind, _, _ in e.expected)
    assert len(CATALOGUE) == 171 and len(NOTHING_ENTRIES) == 16
    assert kinds == {"money": 52, "date": 50, "id": 38, "id+year": 3, "text": 26, "code": 3}
    tally = measure()
    assert (tally.right, tally.missed, tally.wrong, tally.wrong_reading, tally.total) == (170, 0, 1, 0, 171)
    assert [entry.printed for entry, _ in tally.wrongs] == list(KNOWN_GAPS)


def test_the_tally_tells_a_miss_from_a_wrong_reading() -> None:
    missed = Entry("Due on the last day of next month", ((MONEY, "$5.00", "5.00"),), "a value not printed")
    wrong = Entry("01/31/2026", ((MONEY, "01/31/2026", "0.00"),), "a date catalogued as an amount")
    part = Entry("01/01/2026 - 01/31/2026 and $5.00", (("date", "01/01/2026", "2026-01-01"),), "more than expected")
    tally = measure((missed, wrong, part))
    assert (tally.right, tally.missed, tally.wrong, tally.wrong_reading) == (0, 1, 2, 2)
    assert tally.misses == (missed,)


PAGE = """Closing date: Sat, Jan 31, 2026
New balance 1,234.56 CR
Payment due by 02/25/26
Card number XXXX XXXX XXXX 4417
Credits and refunds (45.00)
Cardholder: GARCIA, ANA M
Issuer nr. HO3-1234567
Statement period 12.01.2026 - 31.01.2026
Call 1-800-555-0199 Rate 24.99%"""


def test_labels_and_values_in_issuers_styles_pair_whole() -> None:
    found = [(p.cue, p.label, p.value.raw, p.value.normalized, sorted(p.value.kinds)) for p in page_pairs(1, PAGE)]
    assert found == [
        ("left", "Closing date", "Sat, Jan 31, 2026", "2026-01-31", ["date"]),  # the weekday is no label
        ("left", "New balance", "1,234.56 CR", "1234.56", ["money"]),
        ("left", "Payment due by", "02/25/26", "2026-02-25", ["date"]),
        ("left", "Card number", "XXXX XXXX XXXX 4417", "XXXX XXXX XXXX 4417", ["id"]),  # the mask is no label
        ("left", "Credits and refunds", "(45.00)", "45.00", ["money"]),
        ("left", "Cardholder", "GARCIA, ANA M", "GARCIA, ANA M", ["text"]),
        ("left", "Issuer nr.", "HO3-1234567", "HO3-1234567", ["id"]),  # a letter O after a letter stays
        ("left", "Statement period", "12.01.2026", "2026-01-12", ["date"]),  # dotted: the day first
        ("left", "Statement period", "31.01.2026", "2026-01-31", ["date"]),  # a range's two ends share its label
    ]  # the telephone number and the rate are no values


def test_the_label_rules_read_the_same_styles() -> None:
    rule = parse_rule({"doc_type": "bank-statement", "classify": {"required": ["Ledger"]},
                       "fields": {"beginning_balance": {"labels": ["Carried in"]},
                                  "ending_balance": {"labels": ["Carried out"], "signed": True},
                                  "period_start": {"labels": ["From"]}}}, "styles.toml")
    page = "Ledger\nFrom 05.01.2026\nCarried in 2,410.00 DR\nCarried out (118.40)"
    fields = [(f.field, f.value, f.normalized) for f in harvest([(1, page)], (rule,)).fields]
    assert sorted(fields) == [("beginning_balance", "2,410.00 DR", "2410.00"),
                              ("ending_balance", "(118.40)", "-118.40"),  # signed: the parentheses are a minus
                              ("period_start", "05.01.2026", "2026-01-05")]


def test_first_value_is_the_earliest_of_its_kind_over_lines() -> None:
    text = "Opened 2025\nPay $1,500 on 03/01/2026\nthen 04/01/2026"
    assert first_value(text, "money") == (16, 22, "$1,500", "1500.00")
    assert first_value(text, "date") == (26, 36, "03/01/2026", "2026-03-01")
    assert first_value("no value here", "date") is None
