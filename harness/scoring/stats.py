"""Intervals, paired tests and power: what a benchmark result can and cannot tell.

Pure functions, no I/O, every random draw from a `numpy.random.Generator` seeded here, so
the same inputs give the same numbers on every machine.

- `wilson(k, n)`: the 95% Wilson score interval of k successes in n trials (one household).
- `effective_wilson(clusters)`: pooled accuracy over households as a Wilson interval on the
  effective sample size: n / deff, where the design effect deff (at least 1) is the
  households' ratio-estimator variance over the variance of n independent questions, and
  z is Student's t at 97.5% with (households - 1) degrees of freedom where the households
  differ (deff > 1; otherwise the normal z). Never degenerate:
  0/48 over 12 households is [0, 7.4%], not [0, 0]. benchmarks/bench_interval_coverage.py measures its coverage
  (docs/benchmarks.md); a percentile cluster bootstrap covered 57-65% at 2% or 98%
  accuracy on 12 households, and collapsed to a point at 0% and 100%.
- `cluster_bootstrap(clusters)`: the 95% percentile interval of pooled accuracy,
  resampling whole households with replacement (`RESAMPLES` draws, seed `BOOTSTRAP_SEED`);
  kept for comparison (the coverage benchmark), not used for a scorecard.
- `difference_interval(a, ci_a, b, ci_b)`: the 95% interval of the difference a - b of two
  independent shares (two splits' corpora, not paired questions), from each one's interval:
  Newcombe's square-and-add (method 10 of Newcombe 1998, with whatever intervals are given:
  effective-sample Wilson over households here).
- `paired_delta(pairs_by_cluster)`: B - A on questions paired by (household, id), with a
  paired cluster-bootstrap interval (households resampled; with one household, questions).
- `mcnemar_exact(b, c)`: the two-sided exact McNemar p-value for b questions only B got
  right and c only A got right (a binomial test of b against b + c at one half).
- `mcnemar_power(n, flip, effect)`: the chance that the exact McNemar test at alpha
  rejects, for n paired questions of which a share `flip` are discordant and B is better
  by `effect` (a share of all questions): the discordant count is Binomial(n, flip) and,
  given d discordant, B's wins are Binomial(d, (flip + effect) / (2 flip)).
- `mde(n, flip)`: the smallest effect (in steps of 0.001) with power >= 0.8, or None when
  even the largest effect the flip share allows (effect = flip) is not detectable.
- `questions_needed(flip, effect)`: the smallest n with power >= 0.8.

Intervals are fractions in [0, 1] (deltas in [-1, 1]) rounded to 4 places.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import numpy as np
from scipy.stats import binom
from scipy.stats import t as student_t

RESAMPLES = 2000
BOOTSTRAP_SEED = 20261202
ALPHA = 0.05
POWER = 0.8
Z95 = 1.959963984540054

Interval = tuple[float, float]


def _r(x: float) -> float:
    return round(float(x), 4)


def wilson(k: float, n: float, z: float = Z95) -> Interval:
    """The Wilson score interval (k and n may be effective, not whole, counts); (0, 0) for
    n = 0 (nothing was measured)."""
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (_r(max(0.0, centre - half)), _r(min(1.0, centre + half)))


def difference_interval(a: float, ci_a: Interval, b: float, ci_b: Interval) -> Interval:
    """The 95% interval of a - b for independent shares a and b with 95% intervals ci_a and ci_b."""
    d = a - b
    low = d - math.sqrt((a - ci_a[0]) ** 2 + (ci_b[1] - b) ** 2)
    high = d + math.sqrt((ci_a[1] - a) ** 2 + (b - ci_b[0]) ** 2)
    return (_r(max(-1.0, low)), _r(min(1.0, high)))


def _percentile(values: np.ndarray) -> Interval:
    low, high = np.percentile(values, [2.5, 97.5], method="linear")
    return (_r(low), _r(high))


def cluster_bootstrap(clusters: Sequence[tuple[int, int]], resamples: int = RESAMPLES,
                      seed: int = BOOTSTRAP_SEED) -> Interval:
    """Pooled accuracy's interval over households, each given as (correct, total)."""
    totals = np.array([t for _, t in clusters], dtype=np.int64)
    if len(clusters) == 0 or totals.sum() == 0:
        return (0.0, 0.0)
    correct = np.array([c for c, _ in clusters], dtype=np.int64)
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, len(clusters), size=(resamples, len(clusters)))
    num = correct[picks].sum(axis=1)
    den = totals[picks].sum(axis=1)
    acc = np.divide(num, den, out=np.zeros(resamples), where=den > 0)
    return _percentile(acc)


def design_effect(clusters: Sequence[tuple[int, int]]) -> float:
    """How much the households' spread inflates the variance of pooled accuracy over that of as
    many independent questions (at least 1; 1 when it cannot be estimated: one household, or
    an accuracy of 0 or 1)."""
    n = np.array([t for _, t in clusters], dtype=np.float64)
    k = np.array([c for c, _ in clusters], dtype=np.float64)
    total = n.sum()
    if len(clusters) < 2 or total == 0:
        return 1.0
    p = k.sum() / total
    if p in (0.0, 1.0):
        return 1.0
    between = len(clusters) / (len(clusters) - 1) * float(((k - n * p) ** 2).sum()) / total**2
    return max(1.0, between / (p * (1 - p) / total))


def effective_wilson(clusters: Sequence[tuple[int, int]]) -> Interval:
    """Pooled accuracy's 95% interval over households: Wilson on the effective sample size."""
    total = sum(t for _, t in clusters)
    if total == 0:
        return (0.0, 0.0)
    correct = sum(c for c, _ in clusters)
    deff = design_effect(clusters)
    effective = total / deff
    # an estimated spread between households is itself uncertain: Student's t with their count - 1
    # degrees of freedom; none observed (deff 1): the questions' own binomial variance, z
    z = float(student_t.ppf(0.975, len(clusters) - 1)) if deff > 1 else Z95
    return wilson(correct / total * effective, effective, z)


def accuracy_interval(clusters: Sequence[tuple[int, int]]) -> Interval:
    """Wilson over questions for one household, Wilson on the effective sample size for several."""
    if len(clusters) == 1:
        return wilson(*clusters[0])
    return effective_wilson(clusters)


def paired_delta(pairs_by_cluster: Sequence[Sequence[tuple[bool, bool]]], resamples: int = RESAMPLES,
                 seed: int = BOOTSTRAP_SEED) -> tuple[float, Interval]:
    """(B - A accuracy, its 95% interval); each pair is (A correct, B correct)."""
    units = [list(c) for c in pairs_by_cluster if len(c)]
    if len(units) == 1:  # one household: the questions are the units
        units = [[p] for p in units[0]]
    if not units:
        return 0.0, (0.0, 0.0)
    diff = np.array([sum(int(b) - int(a) for a, b in u) for u in units], dtype=np.int64)
    size = np.array([len(u) for u in units], dtype=np.int64)
    delta = diff.sum() / size.sum()
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, len(units), size=(resamples, len(units)))
    boots = diff[picks].sum(axis=1) / size[picks].sum(axis=1)
    return _r(delta), _percentile(boots)


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact p-value; 1.0 when no question flipped."""
    n = b + c
    if n == 0:
        return 1.0
    return float(min(1.0, 2 * binom.cdf(min(b, c), n, 0.5)))


@lru_cache(maxsize=4096)
def _critical(d: int, alpha: float) -> int:
    """The largest k with 2 * P(X <= k) < alpha for X ~ Binomial(d, 1/2); -1 when none."""
    ks = np.arange(d + 1)
    ok = 2 * binom.cdf(ks, d, 0.5) < alpha
    return int(ks[ok].max()) if ok.any() else -1


def mcnemar_power(n: int, flip: float, effect: float, alpha: float = ALPHA) -> float:
    """Power of the exact two-sided McNemar test (see the module docstring)."""
    if n <= 0 or flip <= 0 or abs(effect) > flip:
        return 0.0
    q = (flip + effect) / (2 * flip)
    ds = np.arange(n + 1)
    p_d = binom.pmf(ds, n, flip)
    power = 0.0
    for d, w in zip(ds, p_d, strict=True):
        if w < 1e-12:
            continue
        k = _critical(int(d), alpha)
        if k < 0:
            continue
        power += w * (binom.cdf(k, d, q) + binom.sf(d - k - 1, d, q))
    return float(min(1.0, power))


def mde(n: int, flip: float, power: float = POWER, alpha: float = ALPHA) -> float | None:
    """The minimum detectable effect at `power` for n paired questions with this flip share."""
    if n <= 0 or flip <= 0:
        return None
    steps = math.floor(flip * 1000 + 1e-9)  # the largest effect on the grid the flip share allows
    if mcnemar_power(n, flip, steps / 1000, alpha) < power:
        return None
    lo, hi = 0, steps  # power rises with the effect: bisect on the 0.001 grid
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if mcnemar_power(n, flip, mid / 1000, alpha) >= power:
            hi = mid
        else:
            lo = mid
    return hi / 1000


def questions_needed(flip: float, effect: float, power: float = POWER, alpha: float = ALPHA,
                     limit: int = 1_000_000) -> int | None:
    """The smallest number of paired questions whose power reaches `power`; None past `limit`."""
    if flip <= 0 or effect <= 0 or effect > flip:
        return None
    hi = 8
    while mcnemar_power(hi, flip, effect, alpha) < power:
        hi *= 2
        if hi > limit:
            return None
    lo = hi // 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if mcnemar_power(mid, flip, effect, alpha) >= power:
            hi = mid
        else:
            lo = mid
    return hi
