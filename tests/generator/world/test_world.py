"""The seeded world: never-issued SSNs, determinism without the global RNGs, the tax year it is
drawn for."""

from __future__ import annotations

import random

import numpy as np

from generator.documents.plan import plan_corpus
from generator.documents.templates import discover_templates
from generator.world import build_world

SEEDS = [1, 2, 3, 42, 99]


def test_people_have_never_issued_ssns() -> None:
    for seed in SEEDS:
        w = build_world(seed, 2025)
        people = [w.taxpayer, w.lease.tenant] + ([w.spouse] if w.spouse else [])
        for p in people:
            assert 900 <= int(p.ssn[:3]) <= 999, p.ssn


def test_world_is_deterministic_and_leaves_global_rngs_alone() -> None:
    random.seed(123)
    np.random.seed(123)
    before_py, before_np = random.getstate(), np.random.get_state()[1].copy()
    a = build_world(7, 2025)
    plan_corpus(a, "default", discover_templates())
    assert random.getstate() == before_py
    assert (np.random.get_state()[1] == before_np).all()
    b = build_world(7, 2025)
    assert a == b
    assert build_world(7, 2024) != a


def test_years_shift_the_whole_household() -> None:
    w = build_world(3, 2023)
    assert {p.pay_date.year for j in w.jobs for p in j.periods} == {2023}
    assert {s.end.year for a in w.accounts for s in a.statements} == {2023}
