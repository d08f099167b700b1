"""The Pipeline protocol: one question in, one Answer out. Built once per run."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol, TypeGuard, runtime_checkable

from harness.runtime.errors import RagError
from harness.runtime.jsonread import lone_surrogate


class PipelineError(RagError):
    """A pipeline cannot be built, or it failed to answer (bad spec, dead program, bad reply)."""


@dataclass
class Answer:
    """What a pipeline says: the text that is graded, the files it cites, what it read."""

    text: str
    citations: list[str] = field(default_factory=list)
    contexts: list[str] = field(default_factory=list)
    retrieved: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, str | list[str]]:
        return {
            "answer": self.text,
            "citations": list(self.citations),
            "contexts": list(self.contexts),
            "retrieved": list(self.retrieved),
        }


@runtime_checkable
class Pipeline(Protocol):
    def answer(self, question: str) -> Answer: ...


class AnswersById(Protocol):
    """A pipeline that puts the question's id in its request (cmd:): it says so with
    `takes_question_id = True`."""

    takes_question_id: bool

    def answer(self, question: str, qid: str | None = None) -> Answer: ...


def takes_question_id(pipeline: Pipeline) -> TypeGuard[AnswersById]:
    """Whether the pipeline wants the question's id beside the question."""
    return getattr(pipeline, "takes_question_id", False) is True


def _str_list(value: object, what: str, source: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise PipelineError(f"{source}: {what} must be a list of strings")
    return list(value)


def coerce_answer(value: object, source: str) -> Answer:
    """Turn what a user's pipeline returned (Answer, str, or a dict) into an Answer; text that
    is not valid Unicode (a lone surrogate, which no record can be written with) is an error."""
    answer = _coerce(value, source)
    for what, texts in (("the answer", [answer.text]), ("a citation", answer.citations),
                        ("a context", answer.contexts), ("a retrieved file name", answer.retrieved)):
        for text in texts:
            bad = lone_surrogate(text) if isinstance(text, str) else None
            if bad is not None:
                raise PipelineError(f"{source}: {what} holds a lone surrogate {bad} (not valid Unicode)")
    return answer


def _coerce(value: object, source: str) -> Answer:
    if isinstance(value, Answer):
        return value
    if isinstance(value, str):
        return Answer(value)
    if isinstance(value, dict):
        text = value.get("answer", value.get("text"))
        if not isinstance(text, str):
            raise PipelineError(f'{source}: the reply has no string "answer"')
        return Answer(
            text,
            _str_list(value.get("citations"), '"citations"', source),
            _str_list(value.get("contexts"), '"contexts"', source),
            _str_list(value.get("retrieved"), '"retrieved"', source),
        )
    raw_text = getattr(value, "text", None)
    if isinstance(raw_text, str):
        return Answer(
            raw_text,
            _str_list(getattr(value, "citations", None), "citations", source),
            _str_list(getattr(value, "contexts", None), "contexts", source),
            _str_list(getattr(value, "retrieved", None), "retrieved", source),
        )
    raise PipelineError(
        f"{source}: returned {type(value).__name__}; expected a str, a dict with \"answer\", or an Answer"
    )


def close_pipeline(pipeline: object) -> None:
    """Release what a pipeline holds (a child process, a model), if it says how."""
    close = getattr(pipeline, "close", None)
    if callable(close):
        close()
