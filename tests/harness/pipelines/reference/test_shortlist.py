"""The reference pipeline's shortlist: candidate lines ranked by closeness to the question (the
real embedding model), told apart by their document's date or sender, table rows the question
names, the few-shot turns in the shortlist's shape, and the F16 copy of the packaged model."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from harness.config import ConfigError, load_config
from harness.pipelines.evidence.doc_finder import DocFinder
from harness.pipelines.evidence.ledger import LedgerLine
from harness.pipelines.reference.field_prompt import LEDGER_TITLE, build_field_prompt
from harness.pipelines.reference.prompt import DECLINE, Context
from harness.pipelines.reference.shortlist import (
    SHORTLIST_EXAMPLES,
    Line,
    best_lines,
    distinguish,
    document_key,
    ledger_lines_of,
    passages,
    rank_lines,
    table_lines,
)
from tests.harness.pipelines.hand_store import finder_over

STUB = ("pay-stub", "Acme Tools pay stub. Pay date 01/17/2025",
        {"employer_name": ("Acme Tools", "Acme Tools"), "pay_date": ("01/17/2025", "2025-01-17"),
         "gross_pay": ("$4,540.00", "4540.00"), "net_pay": ("$3,447.23", "3447.23")})
JUNE = ("bank-statement", "Harbor Bank statement. Period ending 06/30/2025\n06/12 DEBIT CARD CITY FUEL 10.74 900.00\n"
        "06/15 TRANSFER FROM CHECKING 359.09 1,259.09\n06/15 ATM WITHDRAWAL 40.00 1,219.09",
        {"bank_name": ("Harbor Bank", "Harbor Bank"), "period_end": ("06/30/2025", "2025-06-30"),
         "ending_balance": ("$1,219.09", "1219.09")})
JULY = ("bank-statement", "Harbor Bank statement. Period ending 07/31/2025",
        {"bank_name": ("Harbor Bank", "Harbor Bank"), "period_end": ("07/31/2025", "2025-07-31"),
         "ending_balance": ("$2,000.00", "2000.00")})
OTHER = ("bank-statement", "Lake Bank statement. Period ending 07/31/2025",
         {"bank_name": ("Lake Bank", "Lake Bank"), "period_end": ("07/31/2025", "2025-07-31"),
          "ending_balance": ("$3,000.00", "3000.00")})


@pytest.fixture(scope="module")
def finder(tmp_path_factory: pytest.TempPathFactory) -> DocFinder:
    return finder_over(tmp_path_factory.mktemp("shortlist"),
                       {"stub.pdf": STUB, "june.pdf": JUNE, "july.pdf": JULY, "lake.pdf": OTHER})


def _field(file: str, label: str, value: str, field: str, doc_type: str) -> Line:
    return Line(file, file, label, value, f"{label}: {value} [{file}]", (value,), label, field, doc_type)


def test_lines_rank_by_the_field_ranking_then_a_ledger_line_of_the_asked_shape(finder: DocFinder) -> None:
    gross = _field("stub.pdf", "gross pay", "$4,540.00", "gross_pay", "pay-stub")
    net = _field("stub.pdf", "net pay", "$3,447.23", "net_pay", "pay-stub")
    date = _field("stub.pdf", "pay date", "01/17/2025", "pay_date", "pay-stub")
    q = "What was the net pay on the pay stub from Acme Tools paid on January 17, 2025?"
    assert [ln.label for ln in rank_lines(finder, q, [gross, date, net])] == [
        "net pay", "gross pay", "pay date"]
    ledger = ledger_lines_of([LedgerLine("total ending balance of 2 documents", "3,219.09", ("june.pdf", "july.pdf"),
                                         "total"),
                              LedgerLine("number of bank-statement documents", "2 bank statements",
                                         ("june.pdf", "july.pdf"), "count")], set())
    assert [ln.shape for ln in ledger] == ["total", "count"]
    ending = _field("june.pdf", "ending balance", "$1,219.09", "ending_balance", "bank-statement")
    total_q = "What was the ending balance of the Harbor Bank statements in total?"
    assert [ln.label for ln in rank_lines(finder, total_q, [ending, *ledger])] == [
        "total ending balance of 2 documents", "ending balance", "number of bank-statement documents"]
    # a ledger line of another shape goes below the document's own line
    lookup_q = "What was the ending balance on the Harbor Bank statement for June 2025?"
    assert [ln.label for ln in rank_lines(finder, lookup_q, [*ledger, ending])] == [
        "ending balance", "total ending balance of 2 documents", "number of bank-statement documents"]
    assert rank_lines(finder, q, []) == []


def test_shortlist_keeps_the_best_lines_each_once_and_groups_them_by_document() -> None:
    a = _field("june.pdf", "ending balance", "$1,219.09", "ending_balance", "bank-statement")
    b = _field("july.pdf", "ending balance", "$2,000.00", "ending_balance", "bank-statement")
    c = _field("june.pdf", "period end", "06/30/2025", "period_end", "bank-statement")
    total = Line(LEDGER_TITLE, "", "total ending balance of 2 documents", "3,219.09",
                 "total ending balance of 2 documents: 3,219.09 [june.pdf] [july.pdf]", ("3,219.09",), "total")
    assert best_lines([a, a, b, c, total], 2) == [a, b]
    assert best_lines([a, a, b, c, total], 0) == [a, b, c, total]
    shown = passages([a, total, b, c], {"june.pdf": "document type: bank-statement",
                                        "july.pdf": "document type: bank-statement"})
    # the best line nearest the question: last passage, last line
    assert shown == [
        Context("july.pdf", "document type: bank-statement\nending balance: $2,000.00"),
        Context(LEDGER_TITLE, "total ending balance of 2 documents: 3,219.09"),
        Context("june.pdf", "document type: bank-statement\nperiod end: 06/30/2025\nending balance: $1,219.09")]


def test_one_label_from_two_documents_is_told_apart_by_date_then_sender(finder: DocFinder) -> None:
    facts = finder.facts
    assert document_key(facts, "june.pdf") == ("Harbor Bank", "June 30, 2025")
    assert document_key(facts, "stub.pdf") == ("Acme Tools", "January 17, 2025")
    june = _field("june.pdf", "ending balance", "$1,219.09", "ending_balance", "bank-statement")
    july = _field("july.pdf", "ending balance", "$2,000.00", "ending_balance", "bank-statement")
    lake = _field("lake.pdf", "ending balance", "$3,000.00", "ending_balance", "bank-statement")
    net = _field("stub.pdf", "net pay", "$3,447.23", "net_pay", "pay-stub")
    assert [ln.answer for ln in distinguish([june, july, net], facts)] == [
        "ending balance (June 30, 2025): $1,219.09 [june.pdf]",
        "ending balance (July 31, 2025): $2,000.00 [july.pdf]",
        "net pay: $3,447.23 [stub.pdf]"]
    # the same date from two senders: the sender; a sender's own name is never keyed by itself
    assert [ln.label for ln in distinguish([july, lake], facts)] == [
        "ending balance (Harbor Bank)", "ending balance (Lake Bank)"]
    names = [_field(f, "bank name", n, "bank_name", "bank-statement") for f, n in
             (("june.pdf", "Harbor Bank"), ("lake.pdf", "Lake Bank"))]
    assert [ln.label for ln in distinguish(names, facts)] == [
        "bank name (June 30, 2025)", "bank name (July 31, 2025)"]


def test_table_lines_offer_the_rows_of_the_named_day_or_amount(finder: DocFinder) -> None:
    by_day = table_lines(finder, "My Harbor Bank statement for June 2025 lists a transfer from checking on June 15. "
                         "What was the amount?", ["june.pdf"])
    assert [ln.answer for ln in by_day] == [
        "row 06/15 TRANSFER FROM CHECKING 359.09 1,259.09: 359.09 [june.pdf]",
        "row 06/15 ATM WITHDRAWAL 40.00 1,219.09: 40.00 [june.pdf]"]
    by_amount = table_lines(finder, "On what day does my Harbor Bank statement for June 2025 show the purchase at "
                            "City Fuel of $10.74?", ["june.pdf"])
    assert [ln.answer for ln in by_amount] == ["row 06/12 DEBIT CARD CITY FUEL 10.74 900.00: June 12, 2025 [june.pdf]"]
    assert table_lines(finder, "What was the ending balance on my Harbor Bank statement?", ["june.pdf"]) == []
    # a row the question names ranks above the statement's fields
    q = "On what day does my Harbor Bank statement for June 2025 show the purchase at City Fuel of $10.74?"
    ending = _field("june.pdf", "period end", "06/30/2025", "period_end", "bank-statement")
    assert [ln.label for ln in rank_lines(finder, q, [ending, *by_amount])] == [
        "row 06/12 DEBIT CARD CITY FUEL 10.74 900.00", "period end"]


def test_the_few_shot_turns_are_in_the_shortlist_shape_and_answer_a_shown_line() -> None:
    prompt = build_field_prompt([], "Which bank?", examples=SHORTLIST_EXAMPLES)
    assert len(prompt.messages) == 2 + 2 * len(SHORTLIST_EXAMPLES)
    for passages_, _q, answer in SHORTLIST_EXAMPLES:
        shown = "\n".join(c.text for c in passages_)
        assert answer == DECLINE or answer.split(" [")[0] in shown
    assert prompt.messages[-1]["content"] == "Documents:\n(no documents)\n\nQuestion: Which bank?"


def test_a_shortlist_of_one_is_not_a_choice() -> None:
    assert load_config(None, ["shortlist=0"]).shortlist == 0
    assert load_config(None, []).shortlist == 4
    with pytest.raises(ConfigError) as err:
        load_config(None, ["shortlist=1"])
    assert str(err.value) == "--set: shortlist must be 0 (every line) or at least 2 (one line is not a choice), got 1"


def test_the_packaged_model_runs_as_a_deterministic_f16_copy(tmp_path: Path) -> None:
    from harness.pipelines.reference.local_llm import ModelError, dequantized, resolve_model

    choice = resolve_model("smollm2")
    assert choice.dequantize and choice.path.name == "SmolLM2-135M-Instruct.Q4_1.gguf"
    made = dequantized(choice.path)
    assert made.name == f"SmolLM2-135M-Instruct.Q4_1.{choice.path.stat().st_size}.F16.gguf"
    assert made.read_bytes()[:4] == b"GGUF" and made.stat().st_size == 270885952
    digest = hashlib.sha256(made.read_bytes()).hexdigest()
    assert digest == "a269e3181fcbb25046f99f64ba8d3c159165b211c2ff4ffca7ba1bb219d2ccd0"
    assert dequantized(choice.path) == made  # made once
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"not a model")
    with pytest.raises(ModelError) as err:
        dequantized(bad)
    assert str(err.value) == f"cannot dequantize {bad} to F16 (llama.cpp returned 1)"
    assert [p.name for p in made.parent.iterdir() if p.name.endswith(".partial")] == []


def test_focus_is_the_window_that_shares_most_words_with_the_question() -> None:
    from harness.pipelines.reference.rag import focus

    text = "Invoice 17\nVendor: Acme Tools\nTotal due: $12.00\nPaid by check\nThank you"
    assert focus(text, "What was the total due?", 200) == text  # short enough: whole
    assert focus(text, "What was the total due?", 20) == "Total due: $12.00\nPa"
    assert focus(text, "Which vendor?", 20) == "Invoice 17\nVendor: A"  # the earliest window holding it
    assert focus(text, "Was it paid by check?", 20) == "Paid by check\nThank "
    assert focus(text, "Nothing in common", 10) == "Invoice 17"  # the earliest on ties


def test_a_comparison_keeps_the_ledger_lines_of_the_direction_asked() -> None:
    from harness.pipelines.evidence.question_reading import asked_shapes
    from harness.pipelines.reference.shortlist import keep_direction

    ledger = ledger_lines_of([LedgerLine("larger total due", "Acme: 9.00", ("a.pdf", "b.pdf"), "compare-larger"),
                              LedgerLine("smaller total due", "Bolt: 4.00", ("a.pdf", "b.pdf"), "compare-smaller")],
                             set())
    more = "Did I owe more to Acme or to Bolt?"
    less = "Which invoice is smaller: the one from Acme or the one from Bolt?"
    assert asked_shapes(more) == {"compare", "compare-larger"}
    assert asked_shapes(less) == {"compare", "compare-smaller"}
    assert [ln.label for ln in keep_direction(ledger, more)] == ["larger total due"]
    assert [ln.label for ln in keep_direction(ledger, less)] == ["smaller total due"]
    assert keep_direction(ledger, "What is the total due from Acme?") == ledger
