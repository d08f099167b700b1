"""Question budgets (`rag-gen --questions N`): N questions over every document and field of a
household, each category keeping its share.

Each category has a pool: what its base maker asks (the questions a corpus gets without a
budget, drawn to exhaustion) followed by what its `more_*` maker adds, each from its own RNG,
so the pool depends only on the corpus and the seed. A budget takes a prefix of every pool:
`lookup-007` is the same question under any budget that reaches it. The shares are the
default counts of `synth.CATEGORIES`, apportioned by the Sainte-Laguë (Webster) divisor
method, which is house-monotone: N + 1 questions are N questions and one more, so a
household that can yield N can yield every smaller budget down to the minimum.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from random import Random

from generator.questions.draft import Draft
from generator.questions.lint import MIN_PER_CATEGORY
from generator.questions.view import CorpusView
from generator.rng import rng_for
from harness.runtime.errors import UsageError

POOL_LIMIT = 400  # questions per category at most: a large corpus's pool stays quick to draw

Maker = Callable[[CorpusView, Random, int], list[Draft]]
MoreMaker = Callable[[CorpusView, Random, list[Draft]], list[Draft]]


class QuestionBudgetError(UsageError):
    """--questions asks for fewer than every category needs, or more than the household yields."""


def allocate(n: int, weights: tuple[int, ...]) -> list[int]:
    """`n` seats apportioned to `weights` by Sainte-Laguë: each next seat goes to the highest
    weight / (2 * seats + 1), the earlier category on a tie."""
    seats = [0] * len(weights)
    for _ in range(n):
        best = max(range(len(weights)), key=lambda i: (Fraction(weights[i], 2 * seats[i] + 1), -i))
        seats[best] += 1
    return seats


def smallest_budget(weights: tuple[int, ...]) -> int:
    """The fewest questions that give every category lint's minimum (MIN_PER_CATEGORY)."""
    n = len(weights) * MIN_PER_CATEGORY
    while min(allocate(n, weights)) < MIN_PER_CATEGORY:
        n += 1
    return n


def largest_budget(weights: tuple[int, ...], capacity: list[int]) -> tuple[int, int]:
    """(the most questions whose shares every pool can fill, the category that runs out first)."""
    seats = [0] * len(weights)
    while True:
        best = max(range(len(weights)), key=lambda i: (Fraction(weights[i], 2 * seats[i] + 1), -i))
        if seats[best] >= capacity[best]:
            return sum(seats), best
        seats[best] += 1


def _answer_key(d: Draft) -> tuple[object, ...]:
    """What a positive question asks, whatever its category or wording."""
    return (frozenset(d.must_cite_any), tuple(d.must_contain_all), tuple(d.must_contain_any[:1]))


def question_pools(view: CorpusView, seed: int,
                   categories: tuple[tuple[str, Maker, MoreMaker], ...]) -> dict[str, list[Draft]]:
    """Every category's pool in category order: its base questions (as a corpus without a budget
    asks them), then its wider ones that ask nothing already asked: not the same text and, for
    a positive question, not the same citations and answer as any base question or earlier one."""
    bases = {c: maker(view, rng_for(seed, "questions", c), POOL_LIMIT) for c, maker, _ in categories}
    texts = {d.question for base in bases.values() for d in base}
    answers = {_answer_key(d) for base in bases.values() for d in base if not d.negative}
    pools: dict[str, list[Draft]] = {}
    for category, _, more in categories:
        pool = list(dict((d.question, d) for d in reversed(bases[category])).values())[::-1]
        for d in more(view, rng_for(seed, "questions", category, "more"), bases[category]):
            key = _answer_key(d)
            if d.question in texts or (not d.negative and key in answers):
                continue
            texts.add(d.question)
            if not d.negative:
                answers.add(key)
            pool.append(d)
        pools[category] = pool[:POOL_LIMIT]
    return pools


def draw(pools: dict[str, list[Draft]], weights: tuple[int, ...], budget: int,
         household: str) -> dict[str, list[Draft]]:
    """`budget` questions, every category its share, from the front of its pool."""
    low = smallest_budget(weights)
    if budget < low:
        raise QuestionBudgetError(f"--questions must be at least {low} (every category needs "
                                  f"{MIN_PER_CATEGORY}), got {budget}")
    names = list(pools)
    high, short = largest_budget(weights, [len(pools[c]) for c in names])
    if budget > high:
        raise QuestionBudgetError(f"--questions {budget} is more than {household} can yield: at most {high} "
                                  f"with every category's share kept ({names[short]} runs out first)")
    shares = allocate(budget, weights)
    return {c: pools[c][:k] for c, k in zip(names, shares, strict=True)}
