"""Form 1099-G, the kind added the new way (docs/adding-a-document-kind.md): its builder's
amounts, its own RNGs, and the words people name it with (the seed-42 small corpus's 1099-G:
tests/e2e/test_kind_1099_g.py)."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal

from generator.documents.builders.form_1099_g import FEDERAL_RATE, build, payments
from generator.documents.kinds import kinds
from generator.questions.facts import Fact
from generator.questions.voice import Household, doc_phrases
from generator.world import build_world

SEEDS = range(40)


def test_seed_42_draws_the_state_refund_only() -> None:
    world = build_world(42, 2025)
    g = payments(world)
    assert (g.agency.name, g.agency.tin, g.agency.address.one_line) == (
        "Massachusetts Department of Revenue", "95-9936455", "PO Box 19609, Boston, MA 02204")
    assert (g.recipient.name, g.account, g.state_id, g.mailed) == (
        "Tyler Smith", "MA-0142-801152", "MA 26613610", date(2026, 1, 26))
    assert (g.refund, g.refund_year, g.unemployment, g.weeks, g.federal_withheld, g.state_withheld) == (
        Decimal("104.93"), 2024, Decimal("0.00"), 0, Decimal("0.00"), Decimal("0.00"))
    spec = build(world)
    assert (spec.template, spec.file, spec.entities, spec.notes) == (
        "1099-g", "1099-g_massachusetts-department-of-revenue_2025.pdf",
        {"payer": "Massachusetts Department of Revenue", "recipient": "Tyler Smith"},
        "1099-G from Massachusetts Department of Revenue: state income tax refund for 2024")


def test_every_household_gets_last_years_refund_and_some_drew_unemployment() -> None:
    drawn = [payments(build_world(seed, 2025)) for seed in SEEDS]
    assert all(g.refund >= Decimal("18.00") and g.refund_year == 2024 for g in drawn)
    with_benefits = [g for g in drawn if g.weeks]
    assert 8 <= len(with_benefits) <= 20  # about a third of the households
    for g in with_benefits:
        assert g.unemployment == g.weekly_benefit * g.weeks and 3 <= g.weeks <= 16
        assert g.federal_withheld in (Decimal("0.00"), (g.unemployment * FEDERAL_RATE).quantize(Decimal("0.01")))
    assert any(g.federal_withheld for g in with_benefits) and not all(g.federal_withheld for g in with_benefits)
    # state tax is withheld only from benefits that federal tax was withheld from
    assert all(g.federal_withheld for g in drawn if g.state_withheld)
    assert all(g.unemployment == g.federal_withheld == g.state_withheld == Decimal("0.00")
               for g in drawn if not g.weeks)


def test_the_builder_draws_from_its_own_rngs_only() -> None:
    world = build_world(23, 2025)
    random.seed(1)
    state = random.getstate()
    first = payments(world)
    assert random.getstate() == state
    random.seed(2)
    assert payments(world) == first


def test_people_name_a_1099_g_by_whose_it_is_and_the_state() -> None:
    kind = kinds()["1099-g"]
    assert (kind.name, kind.plural, kind.group, kind.issuers) == ("Form 1099-G", "Forms 1099-G", "1099",
                                                                   "state agencies")
    g = Fact(files=["g.pdf"], doc_type="1099-G", template="1099-g",
             values={"payer_name": "Ohio Department of Taxation"}, printed={"recipient_name": "Tyler Smith"})
    assert doc_phrases(g, Household("Tyler Smith", "Marie Fischer", None), 2025) == [
        "the 2025 Form 1099-G from Ohio Department of Taxation", "my 2025 1099-G from Ohio Department of Taxation",
        "Tyler's 2025 1099-G from Ohio Department of Taxation", "last year's 1099-G from Ohio Department of Taxation",
        "the 1099-G that Ohio Department of Taxation sent for 2025", "the state's 1099-G for 2025"]
