"""The plan of a seeded household: amounts agree across documents; the sizes of a corpus."""

from __future__ import annotations

import itertools
from datetime import date
from decimal import Decimal

import pytest

from generator.documents.plan import PlannedDocument, plan_corpus
from generator.documents.templates import discover_templates
from generator.world import World, build_world

SEEDS = [1, 2, 3, 42, 99]


def default_plan(seed: int) -> tuple[World, list[PlannedDocument]]:
    world = build_world(seed, 2025)
    return world, plan_corpus(world, "default", discover_templates())


def of(docs: list[PlannedDocument], template: str) -> list[PlannedDocument]:
    return [d for d in docs if d.template == template]


@pytest.mark.parametrize("seed", SEEDS)
def test_w2_box1_is_last_stub_ytd_gross_less_pretax(seed: int) -> None:
    world, docs = default_plan(seed)
    for job in world.jobs:
        w2 = next(d for d in of(docs, "w2") if d.entities["employer"] == job.employer.name)
        stubs = [d for d in of(docs, "pay-stub") if d.entities["employer"] == job.employer.name]
        last = max(stubs, key=lambda d: d.values["pay_date"])
        assert last.values["pay_date"] == job.periods[-1].pay_date
        v = last.values
        assert w2.values["box1_wages"] == v["ytd_gross"] - v["ytd_401k"] - v["ytd_health"]
        assert w2.values["box12a_code_d"] == v["ytd_401k"]
        assert w2.values["box5_medicare_wages"] == v["ytd_gross"] - v["ytd_health"]


@pytest.mark.parametrize("seed", SEEDS)
def test_1099_int_interest_matches_the_statements(seed: int) -> None:
    world, docs = default_plan(seed)
    corrected = next(d for d in of(docs, "1099-int") if d.facts["corrected"])
    original = next(d for d in docs if d.file == corrected.supersedes)
    bank = corrected.values["payer_name"]
    statements = [d for d in of(docs, "bank-statement") if d.values["bank_name"] == bank]
    assert len(statements) == 12
    total = sum((d.values["interest_paid"] for d in statements), Decimal("0"))
    assert corrected.values["box1_interest_income"] == total
    december = max(statements, key=lambda d: d.values["period_end"])
    assert original.values["box1_interest_income"] == total - december.values["interest_paid"]
    assert original.values["box1_interest_income"] != corrected.values["box1_interest_income"]
    for account in world.accounts:  # every 1099-INT (>= $10) is its account's year of interest
        forms = [d for d in of(docs, "1099-int") if d.values["payer_name"] == account.bank.name
                 and not d.facts["corrected"] and d.file != original.file]
        for form in forms:
            assert form.values["box1_interest_income"] == sum((s.interest for s in account.statements), Decimal("0"))


@pytest.mark.parametrize("seed", SEEDS)
def test_1098_matches_mortgage_statements_and_tax_bill(seed: int) -> None:
    world, docs = default_plan(seed)
    (f1098,) = of(docs, "1098")
    december = next(d for d in of(docs, "mortgage-statement") if d.values["payment_date"] == date(2025, 12, 1))
    assert f1098.values["box1_mortgage_interest"] == december.values["ytd_interest"]
    assert f1098.values["box1_mortgage_interest"] == sum((m.interest for m in world.mortgage.months), Decimal("0"))
    (bill,) = of(docs, "property-tax-bill")
    assert f1098.values["box10_property_tax"] == bill.values["total_tax"]
    january = next(d for d in of(docs, "mortgage-statement") if d.values["payment_date"] == date(2025, 1, 1))
    assert january.values["principal_balance"] == (f1098.values["box2_outstanding_principal"]
                                                   - january.values["principal_paid"])


@pytest.mark.parametrize("seed", SEEDS)
def test_bank_ledgers_balance(seed: int) -> None:
    world = build_world(seed, 2025)
    for account in world.accounts:
        previous = None
        for st in account.statements:
            assert st.beginning + st.deposits - st.withdrawals == st.ending
            running = st.beginning
            for t in st.transactions:
                running += t.amount
                assert t.balance == running
                assert t.date.month == st.month
            assert running == st.ending
            if previous is not None:
                assert st.beginning == previous.ending
            previous = st
        assert min(t.balance for s in account.statements for t in s.transactions) > 0


@pytest.mark.parametrize("seed", SEEDS)
def test_card_payments_and_checking_debits_agree(seed: int) -> None:
    world = build_world(seed, 2025)
    checking = world.accounts[0]
    debits = [(t.date, -t.amount) for s in checking.statements for t in s.transactions if "CARD PMT" in t.description]
    stmts = world.card.statements
    for prev, st in itertools.pairwise(stmts):
        assert st.payment == prev.new_balance
        assert st.new_balance == (st.previous_balance - st.payment + sum((p.amount for p in st.purchases), Decimal(0))
                                  + st.late_fee)
        if st.late_fee:  # paid after the previous statement's due date, inside this statement's period
            assert prev.due_date < st.payment_date <= st.closing_date and st.late_fee_date > prev.due_date
        else:
            assert st.payment_date == prev.due_date or (prev.month == 0 and st.payment == 0)
    paid = [(s.payment_date, s.payment) for s in stmts[1:] if s.payment_date.year == 2025]
    assert sorted(debits) == sorted(paid)


@pytest.mark.parametrize("seed", SEEDS)
def test_w2c_corrects_box1_and_box2_upwards(seed: int) -> None:
    _, docs = default_plan(seed)
    (w2c,) = of(docs, "w2c")
    w2 = next(d for d in docs if d.file == w2c.supersedes)
    assert w2c.values["previous_box1_wages"] == w2.values["box1_wages"]
    assert w2c.values["previous_box2_federal_tax_withheld"] == w2.values["box2_federal_tax_withheld"]
    assert w2c.values["box1_wages"] > w2.values["box1_wages"]
    assert w2c.values["box2_federal_tax_withheld"] > w2.values["box2_federal_tax_withheld"]


@pytest.mark.parametrize("seed", SEEDS)
def test_default_corpus_shape(seed: int) -> None:
    _, docs = default_plan(seed)
    assert 40 <= len(docs) <= 60
    # every template but the adversarial notice's, which only --adversarial plans
    assert {d.template for d in docs} == set(discover_templates()) - {"injected-notice"}
    assert len([d for d in docs if d.kind == "lookalike"]) >= 3
    assert len({d.file for d in docs}) == len(docs)
    for d in docs:
        for name, value in d.values.items():
            if isinstance(value, Decimal):
                assert value.as_tuple().exponent == -2, (d.file, name, value)


def test_large_corpus_is_about_500_documents() -> None:
    world = build_world(5, 2025)
    docs = plan_corpus(world, "large", discover_templates())
    assert len(docs) == 500
    assert len({d.file for d in docs}) == 500


def test_default_size_stays_within_40_to_60_documents() -> None:
    templates = discover_templates()
    sizes = [len(plan_corpus(build_world(seed, 2025), "default", templates)) for seed in range(60)]
    assert min(sizes) >= 40
    assert max(sizes) + 1 <= 60  # one scanned duplicate may join them
