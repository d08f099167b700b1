"""The vocabulary's role tables name real fields of the right kind: a pipeline that places a document by
its DATED_BY field or reads a statement's CLOSES_WITH amount reads a field the harvest can return."""

from harness.contract.vocabulary import CLOSES_WITH, DATED_BY, DOC_TYPES


def test_each_dated_by_field_is_a_date_of_its_type() -> None:
    assert {t: DOC_TYPES[t][f] for t, f in DATED_BY.items()} == dict.fromkeys(DATED_BY, "date")


def test_each_statement_closes_with_money_and_is_dated() -> None:
    assert {t: DOC_TYPES[t][f] for t, f in CLOSES_WITH.items()} == {"bank-statement": "money",
                                                                    "credit-card-statement": "money"}
    assert {t: DATED_BY[t] for t in CLOSES_WITH} == {"bank-statement": "period_end",
                                                     "credit-card-statement": "closing_date"}
