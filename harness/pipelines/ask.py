"""Ask: every question through a pipeline, timed and graded once.

With repeats, every question is asked N times; the ids whose answer text differs from
the first round's are returned beside the rounds (a nondeterministic pipeline). A pipeline
that fails (a PipelineError: a user's callable raised, a program died) stops the asking
with the question's id in the message; what was asked before is in `answered`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from harness.contract.grade import GradeResult, grade
from harness.contract.manifest import Question
from harness.pipelines.base import Answer, Pipeline, PipelineError, takes_question_id

AskProgress = Callable[[int, int, dict[str, int]], None]


@dataclass(frozen=True)
class Asked:
    """One question asked once: the pipeline's answer, its latency and its grade."""

    question: Question
    answer: Answer
    latency_s: float
    graded: GradeResult


def ask_all(pipeline: Pipeline, questions: list[Question], repeat: int = 1,
            progress: AskProgress | None = None,
            answered: list[Asked] | None = None) -> tuple[list[list[Asked]], list[str]]:
    """Ask every question `repeat` times: (rounds of graded answers, ids whose answers differ).

    Each graded answer is also appended to `answered` as it comes, so a caller still has
    them when a later question fails."""
    rounds: list[list[Asked]] = []
    tally = {"correct": 0, "partial": 0, "wrong": 0}
    total = len(questions) * repeat
    done = 0
    for _ in range(repeat):
        asked = []
        for q in questions:
            start = time.perf_counter()
            try:
                if takes_question_id(pipeline):
                    a = pipeline.answer(q.question, qid=q.id)
                else:
                    a = pipeline.answer(q.question)
            except PipelineError as exc:
                if f"question {q.id}" in str(exc):  # cmd: names the question it was waiting for
                    raise
                raise PipelineError(f"{exc} on question {q.id}") from exc
            latency = round(time.perf_counter() - start, 3)
            graded = grade(q, a.text)
            asked.append(Asked(q, a, latency, graded))
            if answered is not None:
                answered.append(asked[-1])
            tally[graded.grade.value] += 1
            done += 1
            if progress:
                progress(done, total, dict(tally))
        rounds.append(asked)
    differing = [q.id for i, q in enumerate(questions)
                 if any(r[i].answer.text != rounds[0][i].answer.text for r in rounds[1:])]
    return rounds, differing
