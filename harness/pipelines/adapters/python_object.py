"""`python:module:attr`: a user's callable, Pipeline, or Pipeline factory.

- an object with an `answer` method is used as the Pipeline;
- a class is a factory: it is instantiated (with the PipelineContext when its constructor
  takes one argument, with nothing otherwise) and must give an object with `answer`;
- a function with no required parameter, or whose one parameter is named `context`, is a
  factory called the same way;
- any other callable answers: `fn(question)` returns a str, a dict with "answer"
  (and optional "citations", "contexts", "retrieved": file names), or an Answer.

An exception raised by the user's code (importing it, building it, answering) is the user's
pipeline failing, not a bug of the harness: it becomes a PipelineError of one line,
`python:<spec> raised <Type>: <message>`, with the original as its cause (RAG_DEBUG=1 or
`rag-eval run --debug` prints the traceback). That includes `sys.exit(3)` and a bare
`BaseException`: a pipeline does not choose the run's exit code (3 means documents failed
to ingest), nor end the run without its record; nor does `os._exit(0)` (see `guarded`).
Ctrl-C and SIGTERM still interrupt the run.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
import os
import sys
from collections.abc import Callable, Iterator
from typing import NoReturn, Protocol, TypeGuard

from harness.pipelines.base import Answer, Pipeline, PipelineError, coerce_answer
from harness.runtime.exits import Terminated

# what the user's code may raise that still interrupts the run: Ctrl-C and SIGTERM
INTERRUPTS = (KeyboardInterrupt, Terminated)


class HardExit(BaseException):
    """The user's code called os._exit(code) in this process, which would end the run at once
    (exit 0, no record): while it runs, os._exit raises this instead (a forked child, as
    multiprocessing makes, still exits)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


@contextlib.contextmanager
def guarded() -> Iterator[None]:
    """Run the user's code with os._exit turned into HardExit in this process."""
    real, owner = os._exit, os.getpid()

    def hard_exit(status: int) -> NoReturn:
        if os.getpid() != owner:
            real(status)
        raise HardExit(status)

    os._exit = hard_exit
    try:
        yield
    finally:
        os._exit = real


def raised(source: str, exc: BaseException, doing: str = "") -> PipelineError:
    """The one-line error for an exception the user's code raised (chain it: `from exc`).
    An interrupt (Ctrl-C, SIGTERM) is not the user's code failing: it is raised again as it is."""
    if isinstance(exc, INTERRUPTS):
        raise exc
    if isinstance(exc, HardExit):
        return PipelineError(f"{source} called os._exit({exc.code}){doing}")
    message = " ".join(str(exc).split())
    message = message if len(message) <= 300 else message[:297] + "..."
    return PipelineError(f"{source} raised {type(exc).__name__}{': ' + message if message else ''}{doing}")


class Answering(Protocol):
    """A user's pipeline object: its `answer` may return anything `coerce_answer` takes."""

    def answer(self, question: str) -> object: ...


def has_answer(obj: object) -> TypeGuard[Answering]:
    """`obj` has a callable `answer`."""
    return callable(getattr(obj, "answer", None))


class CallablePipeline:
    def __init__(self, fn: Callable[[str], object], source: str) -> None:
        self._fn = fn
        self._source = source

    def answer(self, question: str) -> Answer:
        try:
            with guarded():
                reply = self._fn(question)
        except BaseException as exc:
            raise raised(self._source, exc) from exc
        return coerce_answer(reply, self._source)


class _WrappedPipeline:
    """A user's Pipeline object, with its replies checked."""

    def __init__(self, inner: Answering, source: str) -> None:
        self._inner = inner
        self._source = source

    def answer(self, question: str) -> Answer:
        try:
            with guarded():
                reply = self._inner.answer(question)
        except BaseException as exc:
            raise raised(self._source, exc) from exc
        return coerce_answer(reply, self._source)

    def close(self) -> None:
        close = getattr(self._inner, "close", None)
        if callable(close):
            try:
                with guarded():
                    close()
            except BaseException as exc:
                raise raised(self._source, exc, " while closing") from exc


def load_attr(target: str) -> object:
    """Import `module:attr` (attr may be dotted); the current folder is importable."""
    module_name, sep, attr = target.partition(":")
    if not sep or not module_name or not attr:
        raise PipelineError(f"python pipeline spec must be python:module:attr, got python:{target}")
    if "" not in sys.path and "." not in sys.path:
        sys.path.insert(0, "")
    try:
        with guarded():
            obj: object = importlib.import_module(module_name)
    except ImportError as exc:
        raise PipelineError(f"python:{target}: cannot import {module_name}: {exc}") from None
    except BaseException as exc:  # the module's own code failed while it was imported
        raise raised(f"python:{target}", exc, f" while importing {module_name}") from exc
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise PipelineError(f"python:{target}: {module_name} has no attribute {attr}") from None
    return obj


def _factory_arity(obj: Callable[..., object]) -> int | None:
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


def python_pipeline(target: str, context: object) -> Pipeline:
    """`python:module:attr` as a Pipeline; a factory is handed `context` (a PipelineContext)."""
    return pipeline_from_object(load_attr(target), f"python:{target}", context)


def pipeline_from_object(obj: object, source: str, context: object) -> Pipeline:
    """A Pipeline from a user's object: itself (it has `answer`), what a factory builds, or a callable.
    A factory is handed `context` (the run's PipelineContext), which the adapter does not read."""
    if not inspect.isclass(obj) and has_answer(obj):
        return _WrappedPipeline(obj, source)
    if not callable(obj):
        raise PipelineError(f"{source}: is a {type(obj).__name__}, not a callable or a Pipeline")
    arity = _factory_arity(obj)
    if arity is None:
        return CallablePipeline(obj, source)
    try:
        with guarded():
            made = obj(context) if arity == 1 else obj()
    except BaseException as exc:
        raise raised(source, exc, " while building the pipeline") from exc
    if has_answer(made):
        return _WrappedPipeline(made, source)
    if callable(made):
        return CallablePipeline(made, source)
    raise PipelineError(f"{source}: the factory returned {type(made).__name__}, which has no answer method")
