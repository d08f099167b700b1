"""`python:module:attr`: a user's callable, Pipeline, or Pipeline factory.

- an object with an `answer` method is used as the Pipeline;
- a class is a factory: it is instantiated (with the PipelineContext when its constructor
  takes one argument, with nothing otherwise) and must give an object with `answer`;
- a function with no required parameter, or whose one parameter is named `context`, is a
  factory called the same way;
- any other callable answers: `fn(question)` returns a str, a dict with "answer"
  (and optional "citations", "contexts"), or an Answer.

An exception raised by the user's code (importing it, building it, answering) is the user's
pipeline failing, not a bug of the harness: it becomes a PipelineError of one line,
`python:<spec> raised <Type>: <message>`, with the original as its cause (RAG_DEBUG=1 or
`rag-eval run --debug` prints the traceback).
"""

from __future__ import annotations

import importlib
import inspect
import sys
from collections.abc import Callable
from typing import Any

from harness.pipelines.base import Answer, PipelineError, coerce_answer


def raised(source: str, exc: BaseException, doing: str = "") -> PipelineError:
    """The one-line error for an exception the user's code raised (chain it: `from exc`)."""
    message = " ".join(str(exc).split())
    message = message if len(message) <= 300 else message[:297] + "..."
    return PipelineError(f"{source} raised {type(exc).__name__}{': ' + message if message else ''}{doing}")


class CallablePipeline:
    def __init__(self, fn: Callable[[str], Any], source: str) -> None:
        self._fn = fn
        self._source = source

    def answer(self, question: str) -> Answer:
        try:
            reply = self._fn(question)
        except Exception as exc:
            raise raised(self._source, exc) from exc
        return coerce_answer(reply, self._source)


class _WrappedPipeline:
    """A user's Pipeline object, with its replies checked."""

    def __init__(self, inner: Any, source: str) -> None:
        self._inner = inner
        self._source = source

    def answer(self, question: str) -> Answer:
        try:
            reply = self._inner.answer(question)
        except Exception as exc:
            raise raised(self._source, exc) from exc
        return coerce_answer(reply, self._source)

    def close(self) -> None:
        close = getattr(self._inner, "close", None)
        if callable(close):
            try:
                close()
            except Exception as exc:
                raise raised(self._source, exc, " while closing") from exc


def load_attr(target: str) -> Any:
    """Import `module:attr` (attr may be dotted); the current folder is importable."""
    module_name, sep, attr = target.partition(":")
    if not sep or not module_name or not attr:
        raise PipelineError(f"python pipeline spec must be python:module:attr, got python:{target}")
    if "" not in sys.path and "." not in sys.path:
        sys.path.insert(0, "")
    try:
        obj: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise PipelineError(f"python:{target}: cannot import {module_name}: {exc}") from None
    except Exception as exc:  # the module's own code failed while it was imported
        raise raised(f"python:{target}", exc, f" while importing {module_name}") from exc
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise PipelineError(f"python:{target}: {module_name} has no attribute {attr}") from None
    return obj


def _factory_arity(obj: Any) -> int | None:
    """0 or 1 when `obj` is a factory (how many arguments it takes), None when it answers."""
    try:
        params = [
            p for p in inspect.signature(obj).parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty
        ]
    except (TypeError, ValueError):
        return None
    if inspect.isclass(obj):
        return min(len(params), 1)
    if not params:
        return 0
    if len(params) == 1 and params[0].name in ("context", "ctx"):
        return 1
    return None


def python_pipeline(target: str, context: Any) -> Any:
    source = f"python:{target}"
    obj = load_attr(target)
    if not inspect.isclass(obj) and callable(getattr(obj, "answer", None)):
        return _WrappedPipeline(obj, source)
    if not callable(obj):
        raise PipelineError(f"{source}: is a {type(obj).__name__}, not a callable or a Pipeline")
    arity = _factory_arity(obj)
    if arity is None:
        return CallablePipeline(obj, source)
    try:
        made = obj(context) if arity == 1 else obj()
    except Exception as exc:
        raise raised(source, exc, " while building the pipeline") from exc
    if callable(getattr(made, "answer", None)):
        return _WrappedPipeline(made, source)
    if callable(made):
        return CallablePipeline(made, source)
    raise PipelineError(f"{source}: the factory returned {type(made).__name__}, which has no answer method")
