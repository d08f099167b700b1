"""harness.scoring.stats: intervals, the exact McNemar test and its power, exact values."""

from __future__ import annotations

import pytest
from scipy.stats import t as student_t

from harness.scoring.stats import (
    accuracy_interval,
    cluster_bootstrap,
    design_effect,
    difference_interval,
    effective_wilson,
    mcnemar_exact,
    mcnemar_power,
    mde,
    paired_delta,
    questions_needed,
    wilson,
)


def test_wilson_interval():
    assert wilson(21, 42) == (0.3553, 0.6447)
    assert wilson(0, 10) == (0.0, 0.2775)
    assert wilson(10, 10) == (0.7225, 1.0)
    assert wilson(0, 0) == (0.0, 0.0)


def test_difference_interval_is_newcombes_square_and_add():
    # Newcombe (1998), Table II, example (a): 56/70 - 48/80, method 10: 0.0524 to 0.3339
    assert difference_interval(56 / 70, wilson(56, 70), 48 / 80, wilson(48, 80)) == (0.0524, 0.3339)
    assert difference_interval(0.5, wilson(5, 10), 0.5, wilson(5, 10)) == (-0.3725, 0.3725)
    assert difference_interval(1.0, wilson(10, 10), 0.0, wilson(0, 10)) == (0.6076, 1.0)


def test_cluster_bootstrap_is_reproducible_and_collapses_on_equal_households():
    # kept beside the scorecard's interval for the coverage benchmark: it collapses to a point
    three = [(29, 42), (31, 42), (38, 42)]
    assert cluster_bootstrap(three) == (0.6905, 0.9048)
    assert cluster_bootstrap(three) == cluster_bootstrap(list(three))
    assert cluster_bootstrap([(5, 10)] * 4) == (0.5, 0.5)
    assert cluster_bootstrap([]) == (0.0, 0.0)


def test_the_design_effect_is_the_households_spread_over_independent_questions():
    three = [(29, 42), (31, 42), (38, 42)]
    # pooled 98/126; the ratio estimator's variance 3/2 * sum((k - n p)^2) / N^2 over p(1 - p) / N
    p = 98 / 126
    between = 3 / 2 * sum((k - 42 * p) ** 2 for k, _ in three) / 126**2
    assert design_effect(three) == pytest.approx(between / (p * (1 - p) / 126)) == pytest.approx(3.0765, abs=1e-4)
    assert design_effect([(5, 10)] * 4) == 1.0  # households alike: no less independent than questions
    assert design_effect([(0, 4)] * 12) == design_effect([(4, 4)] * 12) == design_effect([(3, 9)]) == 1.0


def test_one_household_uses_wilson_several_wilson_on_the_effective_sample():
    assert accuracy_interval([(21, 42)]) == wilson(21, 42)
    three = [(29, 42), (31, 42), (38, 42)]
    n = 126 / design_effect(three)  # Student's t with 2 degrees of freedom: three households differ
    assert accuracy_interval(three) == wilson(98 / 126 * n, n, float(student_t.ppf(0.975, 2))) == (0.4437, 0.9389)
    # never a point: none (or every one) of 48 questions over 12 households right
    assert accuracy_interval([(0, 4)] * 12) == wilson(0, 48) == (0.0, 0.0741)
    assert accuracy_interval([(4, 4)] * 12) == (0.9259, 1.0)
    assert effective_wilson([]) == (0.0, 0.0)


def test_paired_delta():
    a_then_b = [[(True, True)] * 5 + [(False, True)] * 3, [(True, False)] + [(False, False)] * 7]
    assert paired_delta(a_then_b) == (0.125, (-0.125, 0.375))
    same = [[(True, True), (False, False)]] * 3
    assert paired_delta(same) == (0.0, (0.0, 0.0))
    assert paired_delta([]) == (0.0, (0.0, 0.0))


def test_mcnemar_exact():
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(3, 1) == 0.625
    assert mcnemar_exact(10, 0) == pytest.approx(0.001953125)
    assert mcnemar_exact(2, 20) == mcnemar_exact(20, 2) == pytest.approx(0.00012111663818359375)


@pytest.mark.parametrize(("n", "effect", "power"), [
    # The numbers the suites issue measured (12% of questions flip between two pipelines).
    (42, 0.05, 0.045), (42, 0.10, 0.234), (420, 0.05, 0.824), (840, 0.03, 0.680), (840, 0.05, 0.987),
])
def test_power_of_the_exact_mcnemar_test(n, effect, power):
    assert round(mcnemar_power(n, 0.12, effect), 3) == power


def test_minimum_detectable_effect_and_questions_needed():
    assert mde(42, 0.12) is None  # one household cannot detect even a 12-point gain at 80%
    assert mde(420, 0.12) == 0.049
    assert mde(840, 0.12) == 0.035
    # a flip share off the 0.001 grid (47 of 72): the search starts at the largest effect it allows
    assert mde(72, 47 / 72) == 0.273
    assert questions_needed(0.12, 0.05) == 398
    assert questions_needed(0.12, 0.03) == 1096
    assert questions_needed(0.12, 0.2) is None  # more than every flip can give
    assert mcnemar_power(100, 0.0, 0.0) == 0.0
