"""The model chooses one of a few answers: greedy decoding restricted to a token trie.

The answers' token sequences form a trie. After one evaluation of the prompt, decoding
walks the trie: where the surviving answers continue with different tokens, the model's
logits at that point pick the next token (the largest logit; ties go to the smaller
token id); where they all continue alike, the token is taken without asking the model.
Tokens taken are evaluated lazily, in one batch, only when the next branching point
needs the model's logits. So a choice costs at most one evaluated token per token of
the answer (the bare model's cost) and usually far fewer; no grammar is compiled.

`prefer` and `margin`: the logit of the preferred answer's token, at the branching point
where it parts from the others, is raised by `margin` (a calibrated bias, e.g. toward
declining). With margin 0 the model's own greedy choice stands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol


class TokenModel(Protocol):
    def extend(self, tokens: Sequence[int]) -> None:
        """Evaluate `tokens` after everything evaluated so far."""

    def next_logits(self, tokens: Sequence[int]) -> list[float]:
        """The logits of `tokens` as the next token after everything evaluated so far."""


@dataclass(frozen=True)
class Chosen:
    index: int           # which answer
    evaluated: int       # answer tokens the model evaluated
    branch_points: int   # times the model's logits decided
    gap: float | None = None  # where `prefer` parted from the others: its logit minus the best other's


def choose_greedy(model: TokenModel, answers: Sequence[Sequence[int]], *, prefer: int | None = None,
                  margin: float = 0.0) -> Chosen:
    """Greedy decoding over the trie of `answers` (token sequences, each non-empty, ending
    with the end-of-answer token so that none is a prefix of another)."""
    if not answers:
        raise ValueError("no answers to choose from")
    seqs = [list(a) for a in answers]
    if any(not s for s in seqs):
        raise ValueError("an answer has no tokens")
    alive = list(range(len(seqs)))
    depth = 0
    pending: list[int] = []
    evaluated = branch_points = 0
    gap: float | None = None
    while len(alive) > 1:
        groups: dict[int, list[int]] = {}
        for i in alive:
            if depth >= len(seqs[i]):
                raise ValueError(f"answer {i} is a prefix of another answer")
            groups.setdefault(seqs[i][depth], []).append(i)
        if len(groups) > 1:
            if pending:
                model.extend(pending)
                evaluated += len(pending)
                pending = []
            tokens = sorted(groups)
            logits = model.next_logits(tokens)
            parts = [j for j, t in enumerate(tokens) if groups[t] == [prefer]]  # the preferred parts here
            bonus = [margin if j in parts else 0.0 for j in range(len(tokens))]
            if parts:
                gap = logits[parts[0]] - max(x for j, x in enumerate(logits) if j != parts[0])
            best = max(range(len(tokens)), key=lambda j: (logits[j] + bonus[j], -tokens[j]))
            token = tokens[best]
            branch_points += 1
        else:
            token = next(iter(groups))
        alive = groups[token]
        pending.append(token)
        depth += 1
    return Chosen(alive[0], evaluated, branch_points, gap)
